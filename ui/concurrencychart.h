#pragma once

#include "report/figures.h"

#include <QChartView>
#include <QPointF>

class QAreaSeries;
class QLineSeries;
class QScatterSeries;
class QLogValueAxis;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QGraphicsTextItem;

namespace kvb::ui {

// Concurrent requests against max_model_len on log-log axes: vLLM's worst case (pool ÷ max_model_len,
// its "Maximum concurrency"), the realistic line (pool ÷ the typical request), the worst case with an
// fp8 KV cache dashed, and the current setting marked at (max_model_len, plan.maxConcurrency).
class ConcurrencyChart final : public QChartView
{
    Q_OBJECT
public:
    explicit ConcurrencyChart(QWidget* parent = nullptr);

    void setFigures(const DashboardFigures& figures);

    QLineSeries* worstCaseSeries() const { return m_worst; }
    QLineSeries* realisticSeries() const { return m_realistic; }
    QLineSeries* worstCaseFp8Series() const { return m_worstFp8; }
    QScatterSeries* markerSeries() const { return m_marker; }
    // The worst case's uncertainty band (ContextPoint::worstCaseLow/High), under the lines.
    QAreaSeries* worstCaseBandSeries() const { return m_worstBand; }
    QLogValueAxis* contextAxis() const { return m_x; }
    QLogValueAxis* concurrencyAxis() const { return m_y; }
    // The marked point; null when the plan has no KV cache to mark.
    std::optional<QPointF> currentPoint() const;
    // What the plot says instead of lines: why there are none, or that the scenario is invalid.
    QString message() const;
    QGraphicsSimpleTextItem* annotation() const { return m_annotation; }

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void drawBackground(QPainter* painter, const QRectF& rect) override;

private:
    void applyPalette();
    void placeAnnotation();
    void fitAxes();

    QAreaSeries* m_worstBand = nullptr;
    QLineSeries* m_worst = nullptr;
    QLineSeries* m_realistic = nullptr;
    QLineSeries* m_worstFp8 = nullptr;
    QLineSeries* m_currentLine = nullptr;
    QScatterSeries* m_marker = nullptr;
    QLogValueAxis* m_x = nullptr;
    QLogValueAxis* m_y = nullptr;
    QGraphicsSimpleTextItem* m_annotation = nullptr;
    QGraphicsRectItem* m_plate = nullptr; // under the annotation: a line never crosses its text
    QGraphicsTextItem* m_empty = nullptr; // says why the chart is empty
    std::int64_t m_requestTokens = 0;
};

} // namespace kvb::ui
