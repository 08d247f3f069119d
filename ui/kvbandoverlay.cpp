#include "ui/kvbandoverlay.h"

#include "base/units_format.h"
#include "report/bandfigures.h"
#include "report/bandtext.h"
#include "report/plantext.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPalette>

#include <algorithm>

namespace kvb::ui {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::ui::MemoryBarWidget)
};

} // namespace

QRectF kvBandSpan(const RankBar& bar, const UncertaintyBand& band, const QRectF& barRect, double scale)
{
    const auto span = kvBandOnBar(bar, band);
    if (!span)
        return {};
    const double from = barRect.left() + static_cast<double>(span->from) * scale;
    const double to = barRect.left() + static_cast<double>(span->to) * scale;
    return QRectF(QPointF(from, barRect.top()), QPointF(to, barRect.bottom()));
}

QString kvBandLabel(const UncertaintyBand& band, bool calibrated)
{
    if (band.bandBytes <= 0)
        return {};
    return calibrated ? Text::tr("KV calibrated ±%1").arg(formatGiB(band.bandBytes))
                      : Text::tr("KV uncertainty %1").arg(bandWidthText(band.lowBytes, band.highBytes));
}

QString kvBandToolTip(const Plan& plan)
{
    const UncertaintyBand& b = plan.band;
    return Text::tr("<b>KV cache range</b>: %1 – %2<br>%3")
        .arg(formatGiB(b.kvCacheLow), formatGiB(b.kvCacheHigh), uncertaintyLine(plan).toHtmlEscaped());
}

void paintKvBand(QPainter& painter, const UncertaintyBand& band, const std::vector<RankBar>& bars,
                 const std::vector<QRectF>& barRects, double scale, const QPalette& palette)
{
    if (band.bandBytes <= 0 || barRects.size() < bars.size())
        return;
    const QColor ink = palette.color(QPalette::Text);
    QColor veil = palette.color(QPalette::Base);
    veil.setAlphaF(0.45f);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    for (std::size_t i = 0; i < bars.size(); ++i) {
        const QRectF span = kvBandSpan(bars[i], band, barRects[i], scale);
        if (span.width() <= 0)
            continue;
        // A light veil over the range (the KV colour shows through), then the whisker: a line across
        // at mid-height with end caps, so even a band a few pixels wide reads as an error bar.
        painter.fillRect(span, veil);
        painter.setPen(QPen(ink, 1.5));
        const double y = span.center().y();
        const double cap = std::min(span.height() / 2 - 1, 7.0);
        painter.drawLine(QPointF(span.left(), y), QPointF(span.right(), y));
        painter.drawLine(QPointF(span.left(), y - cap), QPointF(span.left(), y + cap));
        painter.drawLine(QPointF(span.right(), y - cap), QPointF(span.right(), y + cap));
    }
    painter.restore();
}

} // namespace kvb::ui
