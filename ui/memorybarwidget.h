#pragma once

#include "report/figures.h"
#include "ui/paintedchart.h"

#include <QRectF>

namespace kvb::ui {

// The stacked memory bar of the whole card, one bar per GPU rank when TP or PP > 1: every term in
// its own colour (termcolors.h), labelled in GiB where wide enough, the gpu_memory_utilization
// ceiling marked, and a red marker where the charged terms overrun it.
class MemoryBarWidget final : public PaintedChart
{
    Q_OBJECT
public:
    explicit MemoryBarWidget(QWidget* parent = nullptr);

    void setFigures(const DashboardFigures& figures);

    // What is drawn, for tests and tooltips.
    const std::vector<RankBar>& bars() const { return m_bars; }
    Bytes segmentBytes(int rank, MemoryTerm term) const;
    QRectF segmentRect(int rank, MemoryTerm term) const; // widget coordinates of the last paint
    QString rankLabel(const RankBar& bar) const;
    // A vision model's startup peak, and its span on a rank's bar at the last paint (startuppeakoverlay.h).
    const StartupPeak& startupPeak() const { return m_startupPeak; }
    QRectF startupPeakRect(int rank) const;
    // The KV pool's uncertainty band, and its span on a rank's bar at the last paint (kvbandoverlay.h).
    const UncertaintyBand& kvBand() const { return m_band; }
    QRectF kvBandRect(int rank) const;
    QString kvBandLegend() const; // "KV uncertainty ±0.35 GiB"; empty without a band

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    struct Geometry
    {
        QRectF plot;
        double scale = 0; // pixels per byte
        std::vector<QRectF> barRects;
    };
    Geometry layoutBars(const QRect& plot) const;
    std::vector<LegendItem> legendItems() const;
    void drawAxis(QPainter& painter, const Geometry& g) const;
    void drawBar(QPainter& painter, const RankBar& bar, const QRectF& barRect, double scale) const;

    std::vector<RankBar> m_bars;
    int m_pipelineStages = 1;
    int m_tensorParallel = 1;
    double m_utilization = 0;
    StartupPeak m_startupPeak;
    UncertaintyBand m_band;
    bool m_calibrated = false;
    QString m_bandToolTip;
    Geometry m_geometry;
};

} // namespace kvb::ui
