#pragma once

#include "report/compare.h"
#include "report/figures.h"

#include <QObject>

#include <functional>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QSpinBox;
class QToolButton;
class QWidget;

namespace kvb::ui {

// One scenario's column of the Compare view's grid: its name, Remove and "Edit in Capacity tab", the
// knobs people compare (utilization, max_model_len, KV dtype, weight quantization, TP, PP, GPU) and
// every key figure of core/report/compare with its delta to the baseline. The widgets live in the
// view's grid; this object makes them, fills them from core's figures and turns their edits into
// scenario changes.
class CompareColumn final : public QObject
{
    Q_OBJECT
public:
    // Grid rows: the header, the buttons, one per knob, then two per figure (value, delta).
    static constexpr int headerRow = 0;
    static constexpr int buttonRow = 1;
    static constexpr int firstKnobRow = 2;
    static constexpr int knobRows = 7;
    static constexpr int firstFigureRow = firstKnobRow + knobRows;

    CompareColumn(QWidget* container, QGridLayout* grid, int column, QObject* parent = nullptr);
    // Takes the column's widgets out of the grid and deletes them, and then itself, once control
    // returns to the event loop: the column may be inside one of its own signals.
    void retire(QGridLayout* grid);

    // Row labels of the grid's first column.
    static void addRowLabels(QWidget* container, QGridLayout* grid);

    // The scenario's knobs and figures; `deltas` is core's row for this column (none for the baseline).
    void setScenario(const ComparedScenario& entry, const DashboardFigures& figures);
    void setDeltas(const std::vector<FigureDelta>* deltas);
    void setLinked(bool linked);

    QLineEdit* nameEdit() const { return m_name; }
    QDoubleSpinBox* utilization() const { return m_utilization; }
    QSpinBox* maxModelLen() const { return m_maxModelLen; }
    QComboBox* kvDtype() const { return m_kvDtype; }
    QComboBox* quantization() const { return m_quantization; }
    QSpinBox* tensorParallel() const { return m_tensorParallel; }
    QSpinBox* pipelineParallel() const { return m_pipelineParallel; }
    QComboBox* gpu() const { return m_gpu; }
    QToolButton* removeButton() const { return m_remove; }
    QToolButton* editButton() const { return m_editInCapacity; }
    // The column's controls in keyboard order, top to bottom.
    std::vector<QWidget*> focusOrder() const;
    QLabel* valueLabel(int figure) const { return m_values[static_cast<std::size_t>(figure)]; }
    QLabel* deltaLabel(int figure) const { return m_deltas[static_cast<std::size_t>(figure)]; }

Q_SIGNALS:
    void edited(const std::function<void(kvb::Scenario&)>& change);
    void renamed(const QString& name);
    void removeRequested();
    void editInCapacityRequested();

private:
    void makeKnobs(QWidget* container);
    void connectKnobs();
    void syncQuantization(const Scenario& s);

    std::vector<QWidget*> m_widgets; // every widget this column put in the grid
    QLineEdit* m_name = nullptr;
    QToolButton* m_remove = nullptr;
    QToolButton* m_editInCapacity = nullptr;
    QDoubleSpinBox* m_utilization = nullptr;
    QSpinBox* m_maxModelLen = nullptr;
    QComboBox* m_kvDtype = nullptr;
    QComboBox* m_quantization = nullptr;
    QSpinBox* m_tensorParallel = nullptr;
    QSpinBox* m_pipelineParallel = nullptr;
    QComboBox* m_gpu = nullptr;
    std::vector<QLabel*> m_values;
    std::vector<QLabel*> m_deltas;
};

} // namespace kvb::ui
