#pragma once

#include "report/explain.h"

#include <QAbstractTableModel>

#include <vector>

namespace kvb::ui {

// "Show the math": the plan's worked example (kvb::explainPlan), one step per row.
class MathModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    explicit MathModel(QObject* parent = nullptr);

    enum Columns
    {
        StepColumn,
        FormulaColumn,
        ValueColumn,
        NUM_COLUMNS
    };

    enum Roles
    {
        StepIdRole = Qt::UserRole, // the step's stable id: "kv_per_token", "num_blocks", ...
    };

    void setExplanation(const std::vector<ExplanationStep>& steps);
    const std::vector<ExplanationStep>& steps() const { return m_steps; }
    // The whole table as lines "label: formula = value", for reading aloud or pasting.
    QString toPlainText() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<ExplanationStep> m_steps;
};

} // namespace kvb::ui
