#include "ui/memorybarwidget.h"

#include "base/units_format.h"
#include "ui/chartstyle.h"
#include "ui/kvbandoverlay.h"
#include "ui/startuppeakoverlay.h"
#include "ui/termcolors.h"
#include "vllm/messages.h"

#include <QHelpEvent>
#include <QLocale>
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

QRectF MemoryBarWidget::segmentRect(int rank, MemoryTerm term) const
{
    const auto index = static_cast<std::size_t>(rank);
    if (index >= m_bars.size() || index >= m_geometry.barRects.size())
        return {};
    const RankBar& bar = m_bars[index];
    double x = m_geometry.barRects[index].left();
    for (const MemorySegment& s : bar.segments) {
        const double w = static_cast<double>(s.bytes) * m_geometry.scale;
        if (s.term == term)
            return QRectF(x, m_geometry.barRects[index].top(), w, m_geometry.barRects[index].height());
        x += w;
    }
    return {};
}

QRectF MemoryBarWidget::startupPeakRect(int rank) const
{
    const auto index = static_cast<std::size_t>(rank);
    if (index >= m_geometry.barRects.size())
        return {};
    return startupPeakSpan(m_startupPeak, rank, m_geometry.barRects[index], m_geometry.scale);
}

QRectF MemoryBarWidget::kvBandRect(int rank) const
{
    const auto index = static_cast<std::size_t>(rank);
    if (index >= m_bars.size() || index >= m_geometry.barRects.size())
        return {};
    return kvBandSpan(m_bars[index], m_band, m_geometry.barRects[index], m_geometry.scale);
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

MemoryBarWidget::Geometry MemoryBarWidget::layoutBars(const QRect& plot) const
{
    Geometry g;
    const QFontMetrics fm(chartLabelFont(font()));
    QFont bold = chartLabelFont(font());
    bold.setBold(true); // the worst stage's labels
    const QFontMetrics boldMetrics(bold);
    int labelWidth = 0;
    if (m_bars.size() > 1)
        for (const RankBar& bar : m_bars)
            labelWidth = std::max(labelWidth, boldMetrics.horizontalAdvance(rankLabel(bar)));
    const double top = plot.top() + fm.height() + 4;           // room for the ceiling label
    const double bottom = plot.bottom() - 2 * fm.height() - 8; // tick labels and axis title
    const double left = plot.left() + (labelWidth > 0 ? labelWidth + 8 : 0);
    g.plot = QRectF(QPointF(left, top),
                    QPointF(plot.right() - fm.horizontalAdvance(QStringLiteral("00")), bottom));
    Bytes extent = 0;
    for (const RankBar& bar : m_bars)
        extent = std::max({extent, bar.extent(), bar.total});
    if (extent <= 0 || g.plot.width() <= 0)
        return g;
    g.scale = g.plot.width() / static_cast<double>(extent);
    const double n = static_cast<double>(m_bars.size());
    const double height =
        std::clamp((g.plot.height() - barGap * (n - 1)) / n, 3.0, n > 1 ? maxBarHeight : maxSingleBarHeight);
    const double used = height * n + barGap * (n - 1);
    double y = g.plot.top() + std::max(0.0, (g.plot.height() - used) / 2);
    for (std::size_t i = 0; i < m_bars.size(); ++i) {
        g.barRects.emplace_back(g.plot.left(), y, static_cast<double>(m_bars[i].extent()) * g.scale, height);
        y += height + barGap;
    }
    return g;
}

void MemoryBarWidget::drawAxis(QPainter& painter, const Geometry& g) const
{
    const QFont labelFont = chartLabelFont(font());
    const QFontMetrics fm(labelFont);
    painter.setFont(labelFont);
    const double extentGiB = g.plot.width() / g.scale / static_cast<double>(GiB);
    const double step = niceTickStep(extentGiB, std::max(2, static_cast<int>(g.plot.width() / 70)));
    const QColor text = palette().color(QPalette::Text);
    for (double v = 0; v <= extentGiB + 1e-9; v += step) {
        const double x = g.plot.left() + v * static_cast<double>(GiB) * g.scale;
        painter.fillRect(QRectF(std::round(x), g.plot.top(), 1, g.plot.height() + 3), gridColor(palette()));
        painter.setPen(text);
        const QString label = QLocale().toString(v, 'g', 6);
        const int w = fm.horizontalAdvance(label);
        painter.drawText(QRectF(x - w / 2.0 - 2, g.plot.bottom() + 4, w + 4, fm.height()), Qt::AlignCenter,
                         label);
    }
    const Bytes total = m_bars.empty() ? 0 : m_bars.front().total;
    painter.drawText(
        QRectF(g.plot.left(), g.plot.bottom() + 4 + fm.height(), g.plot.width(), fm.height() + 4),
        Qt::AlignCenter, tr("memory per GPU (GiB); the card: %1").arg(formatGiB(total)));
}

void MemoryBarWidget::drawBar(QPainter& painter, const RankBar& bar, const QRectF& barRect,
                              double scale) const
{
    const QFont labelFont = chartLabelFont(font());
    const QFontMetrics fm(labelFont);
    painter.setFont(labelFont);
    double x = barRect.left();
    for (const MemorySegment& s : bar.segments) {
        const double w = static_cast<double>(s.bytes) * scale;
        if (w <= 0)
            continue;
        const QRectF r(x, barRect.top(), w, barRect.height());
        const QColor color = termColor(s.term);
        painter.fillRect(r, color);
        const QString full = formatGiB(s.bytes);
        const QString shortText = formatGiB(s.bytes, 1);
        const QString label = fm.horizontalAdvance(full) + 8 <= w        ? full
                              : fm.horizontalAdvance(shortText) + 6 <= w ? shortText
                                                                         : QString();
        if (!label.isEmpty() && barRect.height() >= fm.height()) {
            painter.setPen(textColorOn(color));
            painter.drawText(r, Qt::AlignCenter, label);
        }
        x += w;
    }
    if (bar.overBudget > 0) {
        const QColor red = seriesColor(SeriesRole::Refused);
        const QRectF over(barRect.left() + static_cast<double>(bar.ceiling) * scale, barRect.top(),
                          static_cast<double>(bar.overBudget) * scale, barRect.height());
        painter.setPen(QPen(red, 2.5));
        painter.setBrush(QBrush(red, Qt::BDiagPattern));
        painter.drawRect(over);
        painter.setBrush(Qt::NoBrush);
    }
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
        painter.drawText(area, Qt::AlignCenter, tr("No plan: the scenario is invalid"));
        return;
    }
    drawAxis(painter, g);

    const QFont labelFont = chartLabelFont(font());
    const QFontMetrics fm(labelFont);
    bool anyOver = false;
    for (std::size_t i = 0; i < m_bars.size(); ++i) {
        const RankBar& bar = m_bars[i];
        const QRectF& r = g.barRects[i];
        drawBar(painter, bar, r, g.scale);
        anyOver = anyOver || bar.overBudget > 0;
        if (m_bars.size() > 1 && r.height() >= 6) {
            QFont f = labelFont;
            f.setBold(bar.worstStage && m_pipelineStages > 1);
            painter.setFont(f);
            painter.setPen(palette().color(QPalette::Text));
            painter.drawText(
                QRectF(area.left(), r.top() - 4, g.plot.left() - area.left() - 8, r.height() + 8),
                Qt::AlignRight | Qt::AlignVCenter, rankLabel(bar));
        }
    }

    paintKvBand(painter, m_band, m_bars, g.barRects, g.scale, palette());
    paintStartupPeak(painter, m_startupPeak, m_bars, g.barRects, g.scale, labelFont, palette(),
                     g.plot.bottom());

    // The ceiling every rank shares, labelled left of the line so it never collides with the card's end.
    const RankBar& first = m_bars.front();
    const double cx = g.plot.left() + static_cast<double>(first.ceiling) * g.scale;
    painter.setRenderHint(QPainter::Antialiasing, true);
    QPen ceilingPen(palette().color(QPalette::Text), 1.5, Qt::DashLine);
    painter.setPen(ceilingPen);
    painter.drawLine(QPointF(cx, g.plot.top() - 2), QPointF(cx, g.barRects.back().bottom() + 3));
    painter.setFont(labelFont);
    const QString ceiling =
        tr("ceiling %1 = %2 × %3")
            .arg(formatGiB(first.ceiling), pythonFloat(m_utilization), formatGiB(first.total));
    const int cw = fm.horizontalAdvance(ceiling);
    const double labelLeft = std::max<double>(area.left(), cx - cw - 4);
    painter.drawText(QRectF(labelLeft, g.plot.top() - fm.height() - 4, cw + 2, fm.height()),
                     Qt::AlignLeft | Qt::AlignVCenter, ceiling);
    // A plan that needs more than the card (weights that cannot load): mark where the card ends.
    if (const double tx = g.plot.left() + static_cast<double>(first.total) * g.scale;
        tx < g.plot.right() - 1) {
        painter.setPen(QPen(seriesColor(SeriesRole::Refused), 2));
        painter.drawLine(QPointF(tx, g.plot.top() - 2), QPointF(tx, g.barRects.back().bottom() + 3));
        const QString card = tr("card %1").arg(formatGiB(first.total));
        painter.drawText(
            QRectF(tx + 4, g.plot.top() - fm.height() - 4, fm.horizontalAdvance(card) + 2, fm.height()),
            Qt::AlignLeft | Qt::AlignVCenter, card);
    }
    if (anyOver) {
        const RankBar& worst =
            *std::max_element(m_bars.begin(), m_bars.end(),
                              [](const RankBar& a, const RankBar& b) { return a.overBudget < b.overBudget; });
        painter.setPen(seriesColor(SeriesRole::Refused));
        QFont bold = labelFont;
        bold.setBold(true);
        painter.setFont(bold);
        const QRectF below(g.plot.left(), g.barRects.back().bottom() + 2, g.plot.width(), fm.height() + 2);
        painter.drawText(below, Qt::AlignRight | Qt::AlignVCenter,
                         tr("over budget by %1: no KV cache").arg(formatGiB(worst.overBudget)));
    }
}

bool MemoryBarWidget::event(QEvent* event)
{
    if (event->type() != QEvent::ToolTip)
        return PaintedChart::event(event);
    const auto* help = static_cast<QHelpEvent*>(event);
    for (const RankBar& bar : m_bars) {
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
                text.prepend(rankLabel(bar).toHtmlEscaped() + QStringLiteral("<br>"));
            QToolTip::showText(help->globalPos(), text, this);
            return true;
        }
    }
    QToolTip::hideText();
    event->ignore();
    return true;
}

} // namespace kvb::ui
