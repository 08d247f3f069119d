#include "ui/memorybarwidget.h"

#include "base/units_format.h"
#include "ui/chartstyle.h"
#include "ui/kvbandoverlay.h"
#include "ui/labellayout.h"
#include "ui/startuppeakoverlay.h"
#include "ui/termcolors.h"
#include "vllm/messages.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace kvb::ui {

namespace {

constexpr double maxBarHeight = 46;
constexpr double maxSingleBarHeight = 80;
constexpr double barGap = 6;

} // namespace

MemoryBarWidget::MemoryBarWidget(QWidget* parent)
    : PaintedChart(parent)
{
    setTitle(tr("GPU memory per rank"));
    setMouseTracking(false);
}

void MemoryBarWidget::setFigures(const DashboardFigures& figures)
{
    m_bars = figures.memoryBars;
    m_pipelineStages = figures.scenario.serving.pipelineParallelSize;
    m_tensorParallel = figures.scenario.serving.tensorParallelSize;
    m_utilization = figures.plan.settings.gpuMemoryUtilization;
    m_startupPeak = figures.startupPeak;
    m_band = figures.plan.band;
    m_calibrated = figures.plan.calibrated;
    m_bandToolTip = kvBandToolTip(figures.plan);
    m_invalidReason = figures.plan.verdict == Verdict::InvalidInput ? figures.plan.inputError : QString();
    setTitle(m_bars.size() > 1 ? tr("GPU memory per rank (%n GPUs)", nullptr, static_cast<int>(m_bars.size()))
                               : tr("GPU memory"));
    update();
}

Bytes MemoryBarWidget::segmentBytes(int rank, MemoryTerm term) const
{
    for (const RankBar& bar : m_bars)
        if (bar.rank == rank)
            return bar.bytes(term);
    return 0;
}

int MemoryBarWidget::shownIndex(int rank) const
{
    for (std::size_t i = 0; i < m_geometry.shown.size() && i < m_geometry.barRects.size(); ++i)
        if (rank >= m_geometry.shown[i].firstRank && rank <= m_geometry.shown[i].lastRank)
            return static_cast<int>(i);
    return -1;
}

QRectF MemoryBarWidget::segmentRect(int rank, MemoryTerm term) const
{
    const int index = shownIndex(rank);
    if (index < 0)
        return {};
    const QRectF& barRect = m_geometry.barRects[static_cast<std::size_t>(index)];
    double x = barRect.left();
    for (const MemorySegment& s : m_geometry.shown[static_cast<std::size_t>(index)].bar.segments) {
        const double w = static_cast<double>(s.bytes) * m_geometry.scale;
        if (s.term == term)
            return QRectF(x, barRect.top(), w, barRect.height());
        x += w;
    }
    return {};
}

QRectF MemoryBarWidget::startupPeakRect(int rank) const
{
    const int index = shownIndex(rank);
    if (index < 0)
        return {};
    const RankGroup& group = m_geometry.shown[static_cast<std::size_t>(index)];
    return startupPeakSpan(m_startupPeak, group.firstRank,
                           m_geometry.barRects[static_cast<std::size_t>(index)], m_geometry.scale);
}

QRectF MemoryBarWidget::kvBandRect(int rank) const
{
    const int index = shownIndex(rank);
    if (index < 0)
        return {};
    return kvBandSpan(m_geometry.shown[static_cast<std::size_t>(index)].bar, m_band,
                      m_geometry.barRects[static_cast<std::size_t>(index)], m_geometry.scale);
}

QString MemoryBarWidget::kvBandLegend() const
{
    return m_bars.empty() ? QString() : kvBandLabel(m_band, m_calibrated);
}

QString MemoryBarWidget::rankLabel(const RankBar& bar) const
{
    if (m_pipelineStages > 1 && m_tensorParallel > 1)
        return tr("GPU %1 · stage %2 · TP rank %3").arg(bar.rank).arg(bar.stage + 1).arg(bar.tpRank);
    if (m_pipelineStages > 1)
        return tr("GPU %1 · stage %2").arg(bar.rank).arg(bar.stage + 1);
    return tr("GPU %1").arg(bar.rank);
}

QString MemoryBarWidget::groupLabel(const RankGroup& group) const
{
    if (group.count() == 1)
        return rankLabel(group.bar);
    if (m_pipelineStages > 1)
        return tr("GPUs %1–%2 · stage %3 (%4 identical)")
            .arg(group.firstRank)
            .arg(group.lastRank)
            .arg(group.bar.stage + 1)
            .arg(group.count());
    return tr("GPUs %1–%2 (%3 identical)").arg(group.firstRank).arg(group.lastRank).arg(group.count());
}

std::vector<PaintedChart::LegendItem> MemoryBarWidget::legendItems() const
{
    // With one bar, or ranks that all hold the same, the legend also gives each term in GiB: the
    // narrow segments (non-torch, CUDA graphs, the context) have no room for a label of their own.
    const bool uniform =
        !m_bars.empty() && std::all_of(m_bars.begin(), m_bars.end(), [this](const RankBar& bar) {
            return std::equal(bar.segments.begin(), bar.segments.end(), m_bars.front().segments.begin(),
                              m_bars.front().segments.end(),
                              [](const MemorySegment& a, const MemorySegment& b) {
                                  return a.term == b.term && a.bytes == b.bytes;
                              });
        });
    std::vector<LegendItem> items;
    for (MemoryTerm term : allMemoryTerms) {
        // A term no rank has (no other processes, graphs under --enforce-eager) stays out of the legend.
        if (std::none_of(m_bars.begin(), m_bars.end(),
                         [term](const RankBar& bar) { return bar.bytes(term) > 0; }))
            continue;
        const QString name =
            uniform ? tr("%1 %2").arg(termName(term), formatGiB(m_bars.front().bytes(term))) : termName(term);
        items.push_back({termColor(term), name});
    }
    if (const QString band = kvBandLegend(); !band.isEmpty())
        items.push_back({palette().color(QPalette::Text), band});
    return items;
}

int MemoryBarWidget::noteRows() const
{
    const bool over =
        std::any_of(m_bars.begin(), m_bars.end(), [](const RankBar& b) { return b.overBudget > 0; });
    return (over ? 1 : 0) + (m_startupPeak.shown ? 1 : 0);
}

MemoryBarWidget::Geometry MemoryBarWidget::layoutBars(const QRect& plot) const
{
    Geometry g;
    const QFontMetricsF fm(chartLabelFont(font()));
    QFont bold = chartLabelFont(font());
    bold.setBold(true); // the worst stage's labels
    const QFontMetricsF boldMetrics(bold);
    const double top = plot.top() + fm.height() + 4;                 // room for the ceiling label
    const double axis = plot.bottom() - 2 * fm.height() - 8;         // tick labels and axis title
    const double bottom = axis - noteRows() * (fm.height() + 2) - 2; // the notes under the bars
    g.notesTop = bottom + 2;
    g.axisTop = axis;
    // One bar per rank while each stays tall enough for its label; otherwise identical neighbours
    // (the TP ranks of a stage) share one.
    const auto ranks = static_cast<double>(std::max<std::size_t>(1, m_bars.size()));
    const double perRank = (bottom - top - barGap * (ranks - 1)) / ranks;
    g.shown = groupIdenticalRanks(m_bars);
    if (perRank >= fm.height() + 2) {
        g.shown.clear();
        for (const RankBar& bar : m_bars)
            g.shown.push_back({bar, bar.rank, bar.rank});
    }
    double labelWidth = 0;
    if (m_bars.size() > 1)
        for (const RankGroup& group : g.shown)
            labelWidth = std::max(labelWidth, boldMetrics.horizontalAdvance(groupLabel(group)));
    const double left = plot.left() + (labelWidth > 0 ? labelWidth + 10 : 0);
    g.plot = QRectF(QPointF(left, top),
                    QPointF(plot.right() - fm.horizontalAdvance(QStringLiteral("00")), bottom));
    Bytes extent = 0;
    for (const RankBar& bar : m_bars)
        extent = std::max({extent, bar.extent(), bar.total});
    if (extent <= 0 || g.plot.width() <= 0 || g.plot.height() <= 0)
        return g;
    g.scale = g.plot.width() / static_cast<double>(extent);
    const double n = static_cast<double>(g.shown.size());
    // Bars grow with the type (zoom, presentation mode), as their labels do.
    const double scale = strokeScale(font());
    const double gap = barGap * scale;
    const double height = std::clamp((g.plot.height() - gap * (n - 1)) / n, 3.0,
                                     (n > 1 ? maxBarHeight : maxSingleBarHeight) * scale);
    const double used = height * n + gap * (n - 1);
    double y = g.plot.top() + std::max(0.0, (g.plot.height() - used) / 2);
    for (const RankGroup& group : g.shown) {
        g.barRects.emplace_back(g.plot.left(), y, static_cast<double>(group.bar.extent()) * g.scale, height);
        y += height + gap;
    }
    return g;
}

void MemoryBarWidget::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing, false);
    paintBackground(painter);
    QRect area = rect().adjusted(margin, margin, -margin, -margin);
    area = drawTitle(painter, area);
    area = drawLegend(painter, area, legendItems());
    m_geometry = layoutBars(area);
    const Geometry& g = m_geometry;
    if (m_bars.empty() || g.scale <= 0) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.setFont(chartLabelFont(font()));
        painter.drawText(area, Qt::AlignCenter | Qt::TextWordWrap,
                         m_invalidReason.isEmpty() ? tr("No plan: the chart has no room")
                                                   : tr("Invalid scenario: %1").arg(m_invalidReason));
        return;
    }
    LabelLayout labels(QRectF(rect()).adjusted(2, 0, -2, 0));
    drawAxis(painter, g, labels);
    drawRankLabels(painter, g, area, labels);
    std::vector<RankBar> shown;
    for (std::size_t i = 0; i < g.shown.size(); ++i) {
        drawBar(painter, g.shown[i].bar, g.barRects[i], g.scale);
        shown.push_back(g.shown[i].bar);
    }
    paintKvBand(painter, m_band, shown, g.barRects, g.scale, palette());
    paintStartupPeak(painter, m_startupPeak, shown, g.barRects, g.scale, palette());
    drawSegmentLabels(painter, g, labels); // over the overlays, each on a plate of its segment's colour
    drawCeiling(painter, g, labels);
    drawNotes(painter, g, labels);
}

bool MemoryBarWidget::event(QEvent* event)
{
    if (event->type() != QEvent::ToolTip)
        return PaintedChart::event(event);
    const auto* help = static_cast<QHelpEvent*>(event);
    for (const RankGroup& group : m_geometry.shown) {
        const RankBar& bar = group.bar;
        if (kvBandRect(bar.rank).contains(help->pos())) {
            QToolTip::showText(help->globalPos(), m_bandToolTip, this);
            return true;
        }
        if (startupPeakRect(bar.rank).contains(help->pos())) {
            QToolTip::showText(help->globalPos(), startupPeakToolTip(m_startupPeak), this);
            return true;
        }
        for (MemoryTerm term : allMemoryTerms) {
            if (!segmentRect(bar.rank, term).contains(help->pos()))
                continue;
            QString text = QStringLiteral("<b>%1</b>: %2<br>%3")
                               .arg(termName(term).toHtmlEscaped(), formatGiB(bar.bytes(term)),
                                    termDescription(term).toHtmlEscaped());
            if (m_bars.size() > 1)
                text.prepend(groupLabel(group).toHtmlEscaped() + QStringLiteral("<br>"));
            QToolTip::showText(help->globalPos(), text, this);
            return true;
        }
    }
    QToolTip::hideText();
    event->ignore();
    return true;
}

} // namespace kvb::ui
