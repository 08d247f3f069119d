#include "ui/savingschart.h"

#include "base/units_format.h"
#include "ui/chartstyle.h"
#include "ui/labellayout.h"
#include "ui/termcolors.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace kvb::ui {

SavingsChart::SavingsChart(QWidget* parent)
    : PaintedChart(parent)
{
    setTitle(tr("Savings for one request"));
    setToolTip(
        tr("Weights plus the KV cache of one request at max_model_len on one GPU: multi-head attention "
           "with a contiguous 16-bit reservation, then each technique in turn."));
}

void SavingsChart::setFigures(const DashboardFigures& figures)
{
    m_waterfall = figures.savings;
    m_invalidReason = figures.plan.verdict == Verdict::InvalidInput ? figures.plan.inputError : QString();
    // No request length without a plan: an invalid scenario is not "one 0-token request".
    setTitle(savingsTitle(m_waterfall));
    update();
}

QString SavingsChart::savingsTitle(const SavingsWaterfall& waterfall) const
{
    if (waterfall.steps.empty())
        return tr("Savings for one request");
    QString title =
        waterfall.requests > 1
            ? tr("Savings for %1 requests of %2 tokens, per GPU")
                  .arg(formatCount(waterfall.requests), formatCount(waterfall.contextLength))
            : tr("Savings for one %1-token request, per GPU").arg(formatCount(waterfall.contextLength));
    // A teaching context beyond what the model can serve must never pass for a deployable one.
    if (waterfall.beyondModelLimit)
        title += QLatin1Char(' ') + tr("(beyond the model's limit: for teaching only)");
    return title;
}

QString SavingsChart::stepName(SavingsStepKind kind) const
{
    switch (kind) {
    case SavingsStepKind::MultiHead:
        return tr("Multi-head");
    case SavingsStepKind::GroupedQuery:
        return tr("Grouped-query");
    case SavingsStepKind::Fp8Kv:
        return tr("fp8 KV");
    case SavingsStepKind::Int8Kv:
        return tr("INT8 KV");
    case SavingsStepKind::Int4Kv:
        return tr("INT4 KV");
    case SavingsStepKind::Paged:
        return tr("Paged blocks");
    case SavingsStepKind::WeightInt4:
        return tr("Int4 weights");
    }
    return {};
}

QString SavingsChart::shortStepName(SavingsStepKind kind) const
{
    switch (kind) {
    case SavingsStepKind::MultiHead:
        return tr("MHA");
    case SavingsStepKind::GroupedQuery:
        return tr("GQA");
    case SavingsStepKind::Fp8Kv:
        return tr("fp8 KV");
    case SavingsStepKind::Int8Kv:
        return tr("INT8");
    case SavingsStepKind::Int4Kv:
        return tr("INT4");
    case SavingsStepKind::Paged:
        return tr("Paged");
    case SavingsStepKind::WeightInt4:
        return tr("Int4");
    }
    return {};
}

QString SavingsChart::stepDetail(const SavingsStep& step) const
{
    if (!step.applicable)
        return step.kind == SavingsStepKind::GroupedQuery ? tr("model is multi-head")
                                                          : tr("already quantized");
    switch (step.kind) {
    case SavingsStepKind::MultiHead:
    case SavingsStepKind::GroupedQuery:
    case SavingsStepKind::Fp8Kv:
    case SavingsStepKind::Int8Kv:
    case SavingsStepKind::Int4Kv:
        return tr("%1/token").arg(formatBytes(step.kvBytesPerToken));
    case SavingsStepKind::Paged:
        return tr("%1 tokens").arg(formatCount(step.kvTokens));
    case SavingsStepKind::WeightInt4:
        return tr("AWQ, group 128");
    }
    return {};
}

QColor SavingsChart::savedColor() const
{
    // The refusal red, faded into the background: a ghost of what the step no longer needs.
    return mixColors(seriesColor(SeriesRole::Refused), palette().color(QPalette::Base), 0.3);
}

void SavingsChart::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    paintBackground(painter);
    QRect area = rect().adjusted(margin, margin, -margin, -margin);
    area = drawTitle(painter, area);
    area = drawLegend(painter, area,
                      {{termColor(MemoryTerm::Weights), tr("Weights")},
                       {termColor(MemoryTerm::KvCache), tr("KV cache of the request")},
                       {savedColor(), tr("Saved by the step")}});
    if (m_waterfall.steps.empty()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.setFont(chartLabelFont(font()));
        painter.drawText(area, Qt::AlignCenter | Qt::TextWordWrap,
                         m_invalidReason.isEmpty() ? tr("No plan: the scenario is invalid")
                                                   : tr("Invalid scenario: %1").arg(m_invalidReason));
        return;
    }
    const QFontMetricsF fm(chartLabelFont(font()));
    painter.setFont(chartLabelFont(font()));
    const auto& steps = m_waterfall.steps;
    const Bytes maxTotal = std::max_element(steps.begin(), steps.end(), [](const auto& a, const auto& b) {
                               return a.total() < b.total();
                           })->total();
    const double maxGiB = std::max(toGiB(maxTotal), 0.001);
    const double tick = niceTickStep(maxGiB, 5);
    const double axisMax = tick * std::ceil(maxGiB / tick);
    double axisLabelWidth = 0;
    for (double v = 0; v <= axisMax + 1e-9; v += tick)
        axisLabelWidth = std::max(axisLabelWidth, fm.horizontalAdvance(formatRatio(v)));
    // Two rows above the tallest bar (its total and, where the ghost is too small, its saving) and
    // under the bars as many lines as the longest step name and detail need at the slot's width
    // ("AWQ, group 128" whole, on however many lines): the plot gives up the height.
    const double row = fm.height() + labelGap;
    const double plotLeft = area.left() + axisLabelWidth + fm.height() + 10;
    const double slot = (area.right() - plotLeft) / static_cast<double>(steps.size());
    double categories = 0;
    for (const SavingsStep& s : steps)
        categories = std::max(categories, categoryBox(s, QRectF(0, 0, slot, 1e4)).height());
    const QRectF plot(QPointF(plotLeft, area.top() + 2 * row + 4),
                      QPointF(area.right(), area.bottom() - categories - 6));
    LabelLayout labels{QRectF(area)};
    drawValueAxis(painter, plot, axisMax, tick, axisLabelWidth, labels);
    // Wide enough for a saving to sit inside its ghost where the slot allows, rather than between bars.
    double widest = 0;
    for (const SavingsStep& s : steps)
        widest = std::max(widest, fm.horizontalAdvance(savingText(s)) + 8);
    const double barWidth = std::max(std::min(slot * 0.62, 90.0), std::min(widest, slot * 0.8));
    auto yFor = [&](Bytes bytes) { return plot.bottom() - toGiB(bytes) / axisMax * plot.height(); };
    for (std::size_t i = 0; i < steps.size(); ++i)
        drawCategory(
            painter, steps[i],
            QRectF(plot.left() + slot * static_cast<double>(i), plot.bottom() + 3, slot, categories + 4),
            labels);
    std::vector<QRectF> bars;
    std::vector<QRectF> ghosts;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const SavingsStep& s = steps[i];
        const double x = plot.left() + slot * static_cast<double>(i) + (slot - barWidth) / 2;
        const QRectF bar(QPointF(x, yFor(s.total())), QPointF(x + barWidth, plot.bottom()));
        painter.fillRect(QRectF(QPointF(x, yFor(s.weights)), bar.bottomRight()),
                         termColor(MemoryTerm::Weights));
        painter.fillRect(QRectF(bar.topLeft(), QPointF(bar.right(), yFor(s.weights))),
                         termColor(MemoryTerm::KvCache));
        QRectF ghost;
        if (i > 0 && s.saving > 0) {
            ghost = QRectF(QPointF(x, yFor(steps[i - 1].total())), QPointF(x + barWidth, bar.top()));
            painter.fillRect(ghost, savedColor());
            painter.setPen(QPen(seriesColor(SeriesRole::Refused), 1, Qt::DashLine));
            painter.drawLine(QPointF(x - (slot - barWidth), ghost.top()), ghost.topRight());
        }
        labels.reserve(ghost.isNull() ? bar : bar.united(ghost));
        bars.push_back(bar);
        ghosts.push_back(ghost);
    }
    // Every total first, then the savings around them: a saving never lands on a neighbour's total.
    std::vector<QRectF> totals;
    for (std::size_t i = 0; i < steps.size(); ++i)
        totals.push_back(drawTotal(painter, steps[i], bars[i], ghosts[i], labels));
    for (std::size_t i = 0; i < steps.size(); ++i)
        if (!ghosts[i].isNull())
            drawSaving(painter, steps[i], bars[i], ghosts[i], totals[i], slot, labels);
    painter.fillRect(QRectF(plot.left(), std::round(plot.bottom()), plot.width(), 1),
                     axisLineColor(palette()));
}

void SavingsChart::drawValueAxis(QPainter& painter, const QRectF& plot, double axisMax, double tick,
                                 double labelWidth, LabelLayout& labels) const
{
    const QFontMetricsF fm(chartLabelFont(font()));
    const QColor text = palette().color(QPalette::Text);
    for (double v = 0; v <= axisMax + 1e-9; v += tick) {
        const double y = plot.bottom() - v / axisMax * plot.height();
        painter.fillRect(QRectF(plot.left() - 3, std::round(y), plot.width() + 3, 1), gridColor(palette()));
        const QRectF box(plot.left() - labelWidth - 8, y - fm.height() / 2.0, labelWidth + 2, fm.height());
        labels.reserve(box);
        painter.setPen(text);
        painter.drawText(box, Qt::AlignRight | Qt::AlignVCenter, formatRatio(v));
    }
    painter.save();
    painter.translate(plot.left() - labelWidth - 10 - fm.height() / 2.0, plot.center().y());
    painter.rotate(-90);
    painter.drawText(QRectF(-plot.height() / 2, -fm.height() / 2.0, plot.height(), fm.height()),
                     Qt::AlignCenter, fm.elidedText(tr("GiB per GPU"), Qt::ElideRight, plot.height()));
    painter.restore();
}

QString SavingsChart::categoryText(const SavingsStep& s, double width) const
{
    const QFontMetricsF fm(chartLabelFont(font()));
    const QString name = fm.horizontalAdvance(stepName(s.kind)) <= width - categoryGap
                             ? stepName(s.kind)
                             : shortStepName(s.kind);
    return name + QLatin1Char('\n') + stepDetail(s);
}

QRectF SavingsChart::categoryBox(const SavingsStep& s, const QRectF& slot) const
{
    // A gap between neighbours' texts, so that "512 KiB/token" and "128 KiB/token" never touch.
    const QRectF inner = slot.adjusted(categoryGap / 2, 0, -categoryGap / 2, 0);
    return QFontMetricsF(chartLabelFont(font()))
        .boundingRect(inner, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                      categoryText(s, slot.width()));
}

void SavingsChart::drawCategory(QPainter& painter, const SavingsStep& s, const QRectF& box,
                                LabelLayout& labels) const
{
    // The step's name (its short form where the slot is narrow), then its detail, wrapped onto more
    // lines rather than cut: the plot above made room for the longest.
    labels.reserve(categoryBox(s, box));
    painter.setPen(s.applicable ? palette().color(QPalette::Text)
                                : palette().color(QPalette::PlaceholderText));
    painter.drawText(box.adjusted(categoryGap / 2, 0, -categoryGap / 2, 0),
                     Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, categoryText(s, box.width()));
}

QString SavingsChart::savingText(const SavingsStep& s) const
{
    return tr("−%1").arg(formatGiB(s.saving, s.saving >= 10 * GiB ? 1 : 2));
}

QRectF SavingsChart::drawTotal(QPainter& painter, const SavingsStep& s, const QRectF& bar,
                               const QRectF& ghost, LabelLayout& labels) const
{
    const QFontMetricsF fm(chartLabelFont(font()));
    const QString total = formatGiB(s.total(), s.total() >= 10 * GiB ? 1 : 2);
    const double top = ghost.isNull() ? bar.top() : ghost.top();
    const double tw = fm.horizontalAdvance(total) + 4;
    const QRectF box(bar.center().x() - tw / 2, top - fm.height() - 2, tw, fm.height());
    // With a margin: a saving placed above it keeps a visible gap instead of touching it.
    labels.reserve(box.adjusted(-labelGap, -labelGap, labelGap, labelGap));
    painter.setPen(palette().color(QPalette::Text));
    painter.drawText(box, Qt::AlignCenter, total);
    return box;
}

void SavingsChart::drawSaving(QPainter& painter, const SavingsStep& s, const QRectF& bar, const QRectF& ghost,
                              const QRectF& totalBox, double slot, LabelLayout& labels) const
{
    // The step's saving: inside its ghost where it fits, else beside the bar, else above the total;
    // never dropped for want of room in the ghost.
    const QFontMetricsF fm(chartLabelFont(font()));
    const QString minus = savingText(s);
    const double mw = fm.horizontalAdvance(minus) + 4;
    const double mh = fm.height();
    const double gap = (slot - bar.width()) / 2;
    const double above = totalBox.top() - mh - labelGap - 1; // clear of the total's margin
    std::vector<QRectF> candidates;
    if (ghost.height() >= mh + 2 && mw <= ghost.width() + 8) {
        candidates.emplace_back(ghost.center().x() - mw / 2, ghost.center().y() - mh / 2, mw, mh);
    }
    candidates.insert(candidates.end(),
                      {QRectF(bar.center().x() - mw / 2, above, mw, mh),
                       QRectF(bar.left() - gap, above, mw, mh), QRectF(bar.right() + gap - mw, above, mw, mh),
                       // Where a neighbour's saving took those: beside the bar, or a row higher.
                       QRectF(bar.right() + 2, ghost.center().y() - mh / 2, mw, mh),
                       QRectF(bar.left() - mw - 2, ghost.center().y() - mh / 2, mw, mh),
                       QRectF(bar.right() + 2, above, mw, mh)});
    for (int rows = 1; rows <= 3; ++rows) // higher still, over its own bar
        candidates.emplace_back(bar.center().x() - mw / 2, above - rows * (mh + labelGap), mw, mh);
    // Inside the ghost is the ghost's own place, not an overlap: try it on its own first.
    std::optional<QRectF> box;
    if (!candidates.empty() && ghost.adjusted(-6, 0, 6, 0).contains(candidates.front()))
        box = candidates.front();
    else
        box = labels.place(candidates);
    if (!box)
        return;
    labels.reserve(box->adjusted(-labelGap, -labelGap, labelGap, labelGap));
    painter.setPen(palette().color(QPalette::Text));
    painter.drawText(*box, Qt::AlignCenter, minus);
}

} // namespace kvb::ui
