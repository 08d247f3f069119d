#include "ui/reportrender.h"

#include "ui/exporter.h"
#include "ui/fleetchart.h"
#include "ui/palettes.h"

#include <QBuffer>
#include <QImage>
#include <QSvgGenerator>

namespace kvb::ui {

namespace {

// Wide enough for the chart's labels, narrow enough that its text stays legible once scaled to a
// portrait page's width (about 0.8x on A4).
constexpr int kChartWidth = 820;
constexpr int kChartHeight = 470;

FleetChart* fleetChartFor(const ReportDocument& d, FleetChart& chart)
{
    chart.setPalette(exportPalette(false));
    chart.setAutoFillBackground(true);
    chart.setFleet(*d.fleet, d.fleetReplay);
    chart.resize(kChartWidth, chart.sizeHint().height());
    return &chart;
}

} // namespace

QSize reportChartSize(const ReportDocument& d, const ReportChart& chart)
{
    if (chart.fleet && d.fleet) {
        FleetChart widget;
        return fleetChartFor(d, widget)->size();
    }
    return QSize(kChartWidth, kChartHeight);
}

void paintReportChart(QPainter& painter, const ReportDocument& d, const ReportChart& chart)
{
    if (chart.fleet) {
        if (!d.fleet)
            return;
        FleetChart widget;
        fleetChartFor(d, widget)->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
        return;
    }
    const auto index = static_cast<std::size_t>(chart.scenario);
    if (index >= d.dashboards.size())
        return;
    paintDashboard(painter, d.dashboards[index], QSize(kChartWidth, kChartHeight), chart.content);
}

QByteArray renderReportChart(const ReportDocument& d, const ReportChart& chart, ImageFormat format)
{
    const QSize size = reportChartSize(d, chart);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPainter painter;
    if (format == ImageFormat::Png) {
        QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(2);
        image.fill(Qt::white);
        if (!painter.begin(&image))
            return {};
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        paintReportChart(painter, d, chart);
        painter.end();
        return image.save(&buffer, "PNG") ? bytes : QByteArray();
    }
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setResolution(96);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setTitle(chart.caption);
    if (!painter.begin(&generator))
        return {};
    paintReportChart(painter, d, chart);
    painter.end();
    return bytes;
}

ReportRenderer reportRenderer()
{
    return ReportRenderer{&renderReportChart, &renderReportPdf};
}

} // namespace kvb::ui
