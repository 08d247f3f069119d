#pragma once

#include "report/figures.h"
#include "report/rankgroups.h"
#include "ui/paintedchart.h"

#include <QRectF>

class QFontMetricsF;

namespace kvb::ui {

class LabelLayout;

// The stacked memory bar of the whole card, one bar per GPU rank when TP or PP > 1: every term in
// its own colour (termcolors.h), labelled in GiB where wide enough, the gpu_memory_utilization
// ceiling marked, and a red marker where the charged terms overrun it. Where one bar per rank would
// be too thin to label (eight GPUs at 1280x800), neighbouring ranks with identical figures share one
// bar, labelled with the ranks and how many it stands for. Every label is placed by a LabelLayout:
// none covers another; one that fits nowhere is shortened or left to the legend and the tooltips.
class MemoryBarWidget final : public PaintedChart
{
    Q_OBJECT
public:
    explicit MemoryBarWidget(QWidget* parent = nullptr);

    void setFigures(const DashboardFigures& figures);

    // What is drawn, for tests and tooltips.
    const std::vector<RankBar>& bars() const { return m_bars; }
    // The bars of the last paint: one per rank, or identical ranks grouped.
    const std::vector<RankGroup>& shownBars() const { return m_geometry.shown; }
    bool ranksGrouped() const { return m_geometry.shown.size() < m_bars.size(); }
    Bytes segmentBytes(int rank, MemoryTerm term) const;
    QRectF segmentRect(int rank, MemoryTerm term) const; // widget coordinates of the last paint
    QString rankLabel(const RankBar& bar) const;
    QString groupLabel(const RankGroup& group) const;
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
        std::vector<RankGroup> shown;
        std::vector<QRectF> barRects; // one per shown bar
        double notesTop = 0;          // the rows under the bars for the over-budget and peak notes
        double axisTop = 0;           // the tick labels and the axis title below
    };
    Geometry layoutBars(const QRect& plot) const;
    int noteRows() const;
    int shownIndex(int rank) const;
    std::vector<LegendItem> legendItems() const;
    // memorybarpaint.cpp: each part of the picture, its labels placed through `labels`.
    void drawAxis(QPainter& painter, const Geometry& g, LabelLayout& labels) const;
    void drawRankLabels(QPainter& painter, const Geometry& g, const QRect& area, LabelLayout& labels) const;
    void drawBar(QPainter& painter, const RankBar& bar, const QRectF& barRect, double scale) const;
    void drawSegmentLabels(QPainter& painter, const Geometry& g, LabelLayout& labels) const;
    void drawCeiling(QPainter& painter, const Geometry& g, LabelLayout& labels) const;
    void drawNotes(QPainter& painter, const Geometry& g, LabelLayout& labels) const;

    std::vector<RankBar> m_bars;
    int m_pipelineStages = 1;
    int m_tensorParallel = 1;
    double m_utilization = 0;
    StartupPeak m_startupPeak;
    UncertaintyBand m_band;
    bool m_calibrated = false;
    QString m_bandToolTip;
    QString m_invalidReason; // the engine's message when the scenario is invalid
    Geometry m_geometry;
};

} // namespace kvb::ui
