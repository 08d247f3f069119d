// The memory bars' picture, part by part. Every label goes through the LabelLayout of the paint, so
// a label that would cover another is moved, shortened or left out (the legend and the tooltips keep
// the figure); the tick labels and the axis title are reserved first.
#include "ui/memorybarwidget.h"

#include "base/units_format.h"
#include "ui/chartstyle.h"
#include "ui/labellayout.h"
#include "ui/startuppeakoverlay.h"
#include "ui/termcolors.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace kvb::ui {

namespace {

// Draws `text` in `box` (as LabelLayout placed it).
void drawLabel(QPainter& painter, const QRectF& box, const QString& text,
               Qt::Alignment align = Qt::AlignCenter)
{
    painter.drawText(box, align | Qt::AlignVCenter, text);
}

// Candidates for a label of `width` on one row at `y`, in order of preference: left of `x`, right of
// it, centred on it, then flush with either end of the bounds.
std::vector<QRectF> rowCandidates(double x, double y, double width, double height, const QRectF& bounds)
{
    return {QRectF(x - width - 4, y, width, height), QRectF(x + 4, y, width, height),
            QRectF(x - width / 2, y, width, height), QRectF(bounds.left(), y, width, height),
            QRectF(bounds.right() - width, y, width, height)};
}

} // namespace

void MemoryBarWidget::drawAxis(QPainter& painter, const Geometry& g, LabelLayout& labels) const
{
    const QFont labelFont = chartLabelFont(font());
    const QFontMetricsF fm(labelFont);
    painter.setFont(labelFont);
    const double extentGiB = g.plot.width() / g.scale / static_cast<double>(GiB);
    const double step = niceTickStep(extentGiB, std::max(2, static_cast<int>(g.plot.width() / 70)));
    const QColor text = palette().color(QPalette::Text);
    const double tickTop = g.axisTop + 4;
    for (double v = 0; v <= extentGiB + 1e-9; v += step) {
        const double x = g.plot.left() + v * static_cast<double>(GiB) * g.scale;
        painter.fillRect(QRectF(std::round(x), g.plot.top(), 1, g.axisTop - g.plot.top() + 3),
                         gridColor(palette()));
        const QString label = formatRatio(v);
        const double w = fm.horizontalAdvance(label) + 2;
        QRectF want(x - w / 2, tickTop, w, fm.height());
        want.moveLeft(std::max(want.left(), labels.bounds().left())); // "0" at the edge, not dropped
        if (const auto box = labels.place({want})) {
            painter.setPen(text);
            drawLabel(painter, *box, label);
        }
    }
    const Bytes total = m_bars.empty() ? 0 : m_bars.front().total;
    // Centred under the plot, moved sideways to stay in the widget (rank labels make the plot
    // narrow); without the card's size, which the ceiling label also gives, before it is ever cut.
    const QRectF bounds = labels.bounds();
    QString title;
    QRectF box;
    for (const QString& candidate :
         {tr("memory per GPU (GiB); the card: %1").arg(formatGiB(total)), tr("memory per GPU (GiB)")}) {
        title = candidate;
        const double w = std::min(fm.horizontalAdvance(title) + 2, bounds.width());
        const double left = std::clamp(g.plot.center().x() - w / 2, bounds.left(), bounds.right() - w);
        box = QRectF(left, tickTop + fm.height(), w, fm.height() + 2);
        if (fm.horizontalAdvance(title) + 2 <= bounds.width())
            break;
    }
    labels.reserve(box);
    painter.setPen(text);
    drawLabel(painter, box, fm.elidedText(title, Qt::ElideRight, box.width()));
}

void MemoryBarWidget::drawRankLabels(QPainter& painter, const Geometry& g, const QRect& area,
                                     LabelLayout& labels) const
{
    if (m_bars.size() < 2)
        return;
    const QFont labelFont = chartLabelFont(font());
    for (std::size_t i = 0; i < g.shown.size(); ++i) {
        const RankGroup& group = g.shown[i];
        QFont f = labelFont;
        f.setBold(group.bar.worstStage && m_pipelineStages > 1);
        const QFontMetricsF fm(f);
        const QString text = groupLabel(group);
        const double w = fm.horizontalAdvance(text) + 2;
        const QRectF& r = g.barRects[i];
        const QRectF box(g.plot.left() - 8 - w, r.center().y() - fm.height() / 2, w, fm.height());
        if (box.left() < area.left() - 1 || !labels.place({box}))
            continue; // squeezed below a label's height: the tooltip names the rank
        painter.setFont(f);
        painter.setPen(palette().color(QPalette::Text));
        drawLabel(painter, box, text, Qt::AlignRight);
    }
}

void MemoryBarWidget::drawBar(QPainter& painter, const RankBar& bar, const QRectF& barRect,
                              double scale) const
{
    double x = barRect.left();
    for (const MemorySegment& s : bar.segments) {
        const double w = static_cast<double>(s.bytes) * scale;
        if (w > 0)
            painter.fillRect(QRectF(x, barRect.top(), w, barRect.height()), termColor(s.term));
        x += std::max(0.0, w);
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

void MemoryBarWidget::drawSegmentLabels(QPainter& painter, const Geometry& g, LabelLayout& labels) const
{
    const QFont labelFont = chartLabelFont(font());
    const QFontMetricsF fm(labelFont);
    painter.setFont(labelFont);
    // The ceiling's dashed line is drawn over the bars afterwards: no figure may sit across it.
    if (!m_bars.empty() && !g.barRects.empty()) {
        // and so is the card's edge, where an overrun goes past it.
        for (const Bytes at : {m_bars.front().ceiling, m_bars.front().total}) {
            const double cx = g.plot.left() + static_cast<double>(at) * g.scale;
            labels.avoid(
                QPolygonF({QPointF(cx, g.barRects.front().top()), QPointF(cx, g.barRects.back().bottom())}));
        }
    }
    // So are the dashed edges of the startup peak and of the KV range.
    for (const RankGroup& group : g.shown)
        for (const QRectF& box : {startupPeakRect(group.firstRank), kvBandRect(group.bar.rank)})
            if (box.isValid())
                for (const double x : {box.left(), box.right()})
                    labels.avoid(QPolygonF({QPointF(x, box.top()), QPointF(x, box.bottom())}));
    for (std::size_t i = 0; i < g.shown.size(); ++i) {
        const QRectF& barRect = g.barRects[i];
        if (barRect.height() < fm.height())
            continue;
        double x = barRect.left();
        for (const MemorySegment& s : g.shown[i].bar.segments) {
            const double w = std::max(0.0, static_cast<double>(s.bytes) * g.scale);
            const QRectF r(x, barRect.top(), w, barRect.height());
            x += w;
            std::vector<QRectF> candidates;
            std::vector<QString> texts;
            // Written as the legend writes it (unit and rounding) or not at all: a bare "6,0" beside
            // the legend's "5,97 GiB" reads as another figure.
            for (const QString& text : {formatGiB(s.bytes)}) {
                const double tw = fm.horizontalAdvance(text) + 6;
                if (tw + 2 > w)
                    continue;
                // Centred, else anywhere along the segment clear of the lines across it.
                std::vector<double> lefts{r.center().x() - tw / 2};
                for (double left = r.left() + 1; left + tw <= r.right() - 1; left += 3)
                    lefts.push_back(left);
                for (const double left : lefts) {
                    candidates.emplace_back(left, r.center().y() - fm.height() / 2, tw, fm.height());
                    texts.push_back(text);
                }
            }
            const auto box = labels.place(candidates);
            if (!box)
                continue;
            const QString& text = texts[static_cast<std::size_t>(
                std::find(candidates.begin(), candidates.end(), *box) - candidates.begin())];
            // A plate of the segment's own colour: a hatched overrun or startup peak over it stays
            // behind the figure instead of crossing it.
            painter.fillRect(*box, termColor(s.term));
            painter.setPen(textColorOn(termColor(s.term)));
            drawLabel(painter, *box, text);
        }
    }
}

void MemoryBarWidget::drawCeiling(QPainter& painter, const Geometry& g, LabelLayout& labels) const
{
    const QFont labelFont = chartLabelFont(font());
    const QFontMetricsF fm(labelFont);
    const RankBar& first = m_bars.front();
    const double cx = g.plot.left() + static_cast<double>(first.ceiling) * g.scale;
    const double row = g.plot.top() - fm.height() - 4;
    const double bottom = g.barRects.back().bottom() + 3;
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(QPen(palette().color(QPalette::Text), 1.5, Qt::DashLine));
    painter.drawLine(QPointF(cx, g.plot.top() - 2), QPointF(cx, bottom));
    painter.setFont(labelFont);
    // The whole product where it fits, the ceiling alone where it does not.
    for (const QString& text :
         {tr("ceiling %1 = %2 × %3")
              .arg(formatGiB(first.ceiling), formatRatio(m_utilization), formatGiB(first.total)),
          tr("ceiling %1").arg(formatGiB(first.ceiling))}) {
        if (const auto box = labels.place(
                rowCandidates(cx, row, fm.horizontalAdvance(text) + 2, fm.height(), labels.bounds()))) {
            drawLabel(painter, *box, text, Qt::AlignLeft);
            break;
        }
    }
    // A plan that needs more than the card (weights that cannot load): mark where the card ends.
    const double tx = g.plot.left() + static_cast<double>(first.total) * g.scale;
    if (tx >= g.plot.right() - 1)
        return;
    painter.setPen(QPen(seriesColor(SeriesRole::Refused), 2));
    painter.drawLine(QPointF(tx, g.plot.top() - 2), QPointF(tx, bottom));
    const QString card = tr("card %1").arg(formatGiB(first.total));
    std::vector<QRectF> candidates =
        rowCandidates(tx, row, fm.horizontalAdvance(card) + 2, fm.height(), labels.bounds());
    std::swap(candidates[0], candidates[1]); // right of the card's end first
    if (const auto box = labels.place(candidates))
        drawLabel(painter, *box, card, Qt::AlignLeft);
}

void MemoryBarWidget::drawNotes(QPainter& painter, const Geometry& g, LabelLayout& labels) const
{
    QFont bold = chartLabelFont(font());
    bold.setBold(true);
    const QFontMetricsF fm(bold);
    const double rowHeight = fm.height() + 2;
    const QRectF& bounds = labels.bounds();
    auto placeNote = [&](const QString& text, double preferredLeft) -> std::optional<QRectF> {
        const double w = fm.horizontalAdvance(text) + 2;
        std::vector<QRectF> candidates;
        for (int row = 0; row < noteRows(); ++row) {
            const double y = g.notesTop + row * rowHeight;
            for (double left : {preferredLeft, g.plot.right() - w, g.plot.left(), bounds.right() - w})
                candidates.emplace_back(std::max(bounds.left(), left), y, w, fm.height());
        }
        return labels.place(candidates);
    };
    painter.setFont(bold);
    if (const auto worst =
            std::max_element(m_bars.begin(), m_bars.end(),
                             [](const RankBar& a, const RankBar& b) { return a.overBudget < b.overBudget; });
        worst->overBudget > 0) {
        for (const QString& text : {tr("over budget by %1: no KV cache").arg(formatGiB(worst->overBudget)),
                                    tr("over by %1").arg(formatGiB(worst->overBudget))}) {
            if (const auto box = placeNote(text, g.plot.right() - fm.horizontalAdvance(text) - 2)) {
                painter.setPen(seriesColor(SeriesRole::Refused));
                drawLabel(painter, *box, text, Qt::AlignLeft);
                break;
            }
        }
    }
    if (!m_startupPeak.shown)
        return;
    const QRectF span = startupPeakRect(g.shown.back().firstRank);
    const QString text = startupPeakLabel(m_startupPeak);
    bold.setBold(m_startupPeak.decidesVerdict);
    painter.setFont(bold);
    if (const auto box = placeNote(text, span.isEmpty() ? g.plot.left() : span.left())) {
        painter.setPen(m_startupPeak.decidesVerdict ? seriesColor(SeriesRole::Refused)
                                                    : palette().color(QPalette::Text));
        drawLabel(painter, *box, text, Qt::AlignLeft);
    }
}

} // namespace kvb::ui
