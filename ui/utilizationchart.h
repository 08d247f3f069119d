#pragma once

#include "report/figures.h"

#include <QChartView>

#include <vector>

class QAreaSeries;
class QLineSeries;
class QScatterSeries;
class QValueAxis;
class QGraphicsSimpleTextItem;
class QGraphicsTextItem;

namespace kvb::ui {

// KV cache tokens against gpu_memory_utilization: the capacity line, the utilizations at which vLLM
// refuses to start shaded, the current setting marked, and the slope annotated ("+0.01 ≈ 6,488 tokens").
class UtilizationChart final : public QChartView
{
    Q_OBJECT
public:
    explicit UtilizationChart(QWidget* parent = nullptr);

    void setFigures(const DashboardFigures& figures);

    QLineSeries* capacitySeries() const { return m_capacity; }
    QScatterSeries* markerSeries() const { return m_marker; }
    // The KV tokens' uncertainty band (UtilizationPoint::kvTokensLow/High), under the line.
    QAreaSeries* capacityBandSeries() const { return m_capacityBand; }
    QValueAxis* utilizationAxis() const { return m_x; }
    QValueAxis* tokensAxis() const { return m_y; }
    // The shaded refusal bands, each as [from, to] on the utilization axis.
    const std::vector<std::pair<double, double>>& refusedBands() const { return m_bands; }
    QString slopeText() const;
    // What the plot says instead of a line: that the scenario is invalid, and why.
    QString message() const;

protected:
    void changeEvent(QEvent* event) override;
    void drawBackground(QPainter* painter, const QRectF& rect) override;

private:
    void applyPalette();
    void placeSlope();
    QColor bandColor() const;

    QAreaSeries* m_capacityBand = nullptr;
    QLineSeries* m_capacity = nullptr;
    QLineSeries* m_currentLine = nullptr;
    QScatterSeries* m_marker = nullptr;
    QAreaSeries* m_refusedLegend = nullptr; // the legend's entry; the bands are drawn with the grid
    std::vector<std::pair<double, double>> m_bands;
    QValueAxis* m_x = nullptr;
    QValueAxis* m_y = nullptr;
    QGraphicsSimpleTextItem* m_slope = nullptr;
    QGraphicsTextItem* m_message = nullptr;
};

} // namespace kvb::ui
