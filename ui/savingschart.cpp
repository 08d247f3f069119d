#include "ui/savingschart.h"

#include "base/units_format.h"
#include "ui/chartstyle.h"
#include "ui/termcolors.h"

#include <QLocale>
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
    setTitle(tr("Savings for one %1-token request, per GPU").arg(formatCount(m_waterfall.contextLength)));
    update();
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
    const auto& steps = m_waterfall.steps;
    if (steps.empty()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(area, Qt::AlignCenter, tr("No plan: the scenario is invalid"));
        return;
    }

    const QFont labelFont = chartLabelFont(font());
    const QFontMetrics fm(labelFont);
    painter.setFont(labelFont);
    const QColor text = palette().color(QPalette::Text);
    const Bytes maxTotal = std::max_element(steps.begin(), steps.end(), [](const auto& a, const auto& b) {
                               return a.total() < b.total();
                           })->total();
    const double maxGiB = std::max(toGiB(maxTotal), 0.001);
    const double step = niceTickStep(maxGiB, 5);
    const double axisMax = step * std::ceil(maxGiB / step);

    int axisLabelWidth = 0;
    for (double v = 0; v <= axisMax + 1e-9; v += step)
        axisLabelWidth = std::max(axisLabelWidth, fm.horizontalAdvance(QLocale().toString(v, 'g', 6)));
    const QRectF plot(QPointF(area.left() + axisLabelWidth + fm.height() + 10, area.top() + fm.height() + 6),
                      QPointF(area.right(), area.bottom() - 2 * fm.height() - 8));
    auto yFor = [&](double gib) { return plot.bottom() - gib / axisMax * plot.height(); };

    // Value axis with grid lines and its title, rotated.
    for (double v = 0; v <= axisMax + 1e-9; v += step) {
        const double y = yFor(v);
        painter.fillRect(QRectF(plot.left() - 3, std::round(y), plot.width() + 3, 1), gridColor(palette()));
        painter.setPen(text);
        painter.drawText(
            QRectF(plot.left() - axisLabelWidth - 8, y - fm.height() / 2.0, axisLabelWidth + 2, fm.height()),
            Qt::AlignRight | Qt::AlignVCenter, QLocale().toString(v, 'g', 6));
    }
    painter.save();
    painter.translate(area.left() + fm.height() / 2.0 + 1, plot.center().y());
    painter.rotate(-90);
    painter.drawText(QRectF(-plot.height() / 2, -fm.height() / 2.0, plot.height(), fm.height()),
                     Qt::AlignCenter, tr("GiB per GPU"));
    painter.restore();

    const double slot = plot.width() / static_cast<double>(steps.size());
    const double barWidth = std::min(slot * 0.62, 90.0);
    Bytes previous = 0;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const SavingsStep& s = steps[i];
        const double x = plot.left() + slot * static_cast<double>(i) + (slot - barWidth) / 2;
        const double yWeights = yFor(toGiB(s.weights));
        const double yTotal = yFor(toGiB(s.total()));
        painter.fillRect(QRectF(x, yWeights, barWidth, plot.bottom() - yWeights),
                         termColor(MemoryTerm::Weights));
        painter.fillRect(QRectF(x, yTotal, barWidth, yWeights - yTotal), termColor(MemoryTerm::KvCache));
        double labelBottom = yTotal;
        if (i > 0 && s.saving > 0) {
            const double yPrevious = yFor(toGiB(previous));
            const QRectF saved(x, yPrevious, barWidth, yTotal - yPrevious);
            painter.fillRect(saved, savedColor());
            painter.setPen(QPen(seriesColor(SeriesRole::Refused), 1, Qt::DashLine));
            painter.drawLine(QPointF(x - (slot - barWidth), yPrevious), QPointF(x + barWidth, yPrevious));
            const QString minus = tr("−%1").arg(formatGiB(s.saving, s.saving >= 10 * GiB ? 1 : 2));
            painter.setPen(text);
            if (saved.height() >= fm.height() + 2 && fm.horizontalAdvance(minus) <= barWidth + 8)
                painter.drawText(saved.adjusted(-6, 0, 6, 0), Qt::AlignCenter, minus);
            labelBottom = yPrevious;
        }
        painter.setPen(text);
        const QString total = formatGiB(s.total(), s.total() >= 10 * GiB ? 1 : 2);
        painter.drawText(
            QRectF(x - slot / 4, labelBottom - fm.height() - 2, barWidth + slot / 2, fm.height()),
            Qt::AlignCenter, total);
        painter.setPen(s.applicable ? text : palette().color(QPalette::PlaceholderText));
        const QRectF category(plot.left() + slot * static_cast<double>(i), plot.bottom() + 3, slot,
                              2 * fm.height() + 4);
        painter.drawText(category, Qt::AlignHCenter | Qt::AlignTop,
                         fm.elidedText(fm.horizontalAdvance(stepName(s.kind)) <= slot ? stepName(s.kind)
                                                                                      : shortStepName(s.kind),
                                       Qt::ElideRight, static_cast<int>(slot)) +
                             QLatin1Char('\n') +
                             fm.elidedText(stepDetail(s), Qt::ElideRight, static_cast<int>(slot)));
        previous = s.total();
    }
    painter.fillRect(QRectF(plot.left(), std::round(plot.bottom()), plot.width(), 1),
                     axisLineColor(palette()));
}

} // namespace kvb::ui
