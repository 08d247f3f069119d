#include "ui/startuppeakoverlay.h"

#include "base/units_format.h"
#include "ui/chartstyle.h"
#include "ui/termcolors.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QPainter>
#include <QPalette>

#include <algorithm>

namespace kvb::ui {

QRectF startupPeakSpan(const StartupPeak& peak, int rank, const QRectF& barRect, double scale)
{
    if (!peak.shown)
        return {};
    for (const StartupPeakMarker& m : peak.markers) {
        if (m.rank != rank)
            continue;
        const double from = barRect.left() + static_cast<double>(m.steadyEnd) * scale;
        const double to = barRect.left() + static_cast<double>(m.peakEnd) * scale;
        // A little taller than the bar, so the outline reads as a marker rather than a segment.
        return QRectF(QPointF(from, barRect.top() - 3), QPointF(to, barRect.bottom() + 3));
    }
    return {};
}

QString startupPeakLabel(const StartupPeak& peak)
{
    if (!peak.shown)
        return {};
    return QCoreApplication::translate("kvb::ui::MemoryBarWidget", "startup peak %1 (steady %2)")
        .arg(formatGiB(peak.startupBytes), formatGiB(peak.steadyStateBytes));
}

QString startupPeakToolTip(const StartupPeak& peak)
{
    if (!peak.shown)
        return {};
    return QStringLiteral("<b>%1</b><br>%2")
        .arg(startupPeakLabel(peak).toHtmlEscaped(), startupPeakNote(peak).toHtmlEscaped());
}

void paintStartupPeak(QPainter& painter, const StartupPeak& peak, const std::vector<RankBar>& bars,
                      const std::vector<QRectF>& barRects, double scale, const QPalette& palette)
{
    if (!peak.shown || bars.empty() || barRects.size() < bars.size())
        return;
    const QColor color =
        peak.decidesVerdict ? seriesColor(SeriesRole::Refused) : palette.color(QPalette::Text);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    for (std::size_t i = 0; i < bars.size(); ++i) {
        const QRectF span = startupPeakSpan(peak, bars[i].rank, barRects[i], scale);
        if (span.width() <= 0)
            continue;
        QColor hatch = color;
        hatch.setAlphaF(0.55f);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QBrush(hatch, Qt::FDiagPattern));
        painter.drawRect(span);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(color, 2, Qt::DashLine));
        painter.drawRect(span);
        // Where steady serving ends: a solid tick at the span's left edge.
        painter.setPen(QPen(color, 2));
        painter.drawLine(span.topLeft(), span.bottomLeft());
    }
    painter.restore();
}

} // namespace kvb::ui
