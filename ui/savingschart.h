#pragma once

#include "report/figures.h"
#include "ui/paintedchart.h"

namespace kvb::ui {

// The savings waterfall (core/report/savings.h): weights + the KV cache of one max_model_len request for
// the current model, step by step from multi-head attention to 4-bit weights, each step's total
// and saving labelled.
class SavingsChart final : public PaintedChart
{
    Q_OBJECT
public:
    explicit SavingsChart(QWidget* parent = nullptr);

    void setFigures(const DashboardFigures& figures);
    const SavingsWaterfall& waterfall() const { return m_waterfall; }

    QString stepName(SavingsStepKind kind) const;
    QString shortStepName(SavingsStepKind kind) const;
    QString stepDetail(const SavingsStep& step) const;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QColor savedColor() const;

    SavingsWaterfall m_waterfall;
};

} // namespace kvb::ui
