#pragma once

#include "report/figures.h"
#include "ui/paintedchart.h"

namespace kvb::ui {

class LabelLayout;

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

    QString savingsTitle(const SavingsWaterfall& waterfall) const;
    QString stepName(SavingsStepKind kind) const;
    QString shortStepName(SavingsStepKind kind) const;
    QString stepDetail(const SavingsStep& step) const;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QColor savedColor() const;
    void drawValueAxis(QPainter& painter, const QRectF& plot, double axisMax, double tick, double labelWidth,
                       LabelLayout& labels) const;
    QString categoryText(const SavingsStep& step, double width) const;
    QRectF categoryBox(const SavingsStep& step, const QRectF& slot) const; // the text's box in it
    QString savingText(const SavingsStep& step) const;
    // Between neighbouring labels: a visible gap, never touching.
    static constexpr double labelGap = 3;
    static constexpr double categoryGap = 10;
    void drawCategory(QPainter& painter, const SavingsStep& step, const QRectF& box,
                      LabelLayout& labels) const;
    QRectF drawTotal(QPainter& painter, const SavingsStep& step, const QRectF& bar, const QRectF& ghost,
                     LabelLayout& labels) const;
    void drawSaving(QPainter& painter, const SavingsStep& step, const QRectF& bar, const QRectF& ghost,
                    const QRectF& totalBox, double slot, LabelLayout& labels) const;

    SavingsWaterfall m_waterfall;
    QString m_invalidReason;
};

} // namespace kvb::ui
