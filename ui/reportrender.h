#pragma once

#include "report/reportwriters.h"

#include <QByteArray>
#include <QPainter>
#include <QSize>

namespace kvb::ui {

// What a report needs drawn: its charts (the dashboard's own widgets, or the GPUs view) and its PDF.
// The charts go through QPainter into every target, so in a PDF and an SVG they are vector paths and
// text, never a bitmap.

// The logical size a chart is laid out at before it is scaled onto the page.
QSize reportChartSize(const ReportDocument& document, const ReportChart& chart);
// Draws the chart at the origin in its logical size.
void paintReportChart(QPainter& painter, const ReportDocument& document, const ReportChart& chart);
// The chart as an SVG or PNG (2x pixels) file's bytes; empty when it cannot be drawn.
QByteArray renderReportChart(const ReportDocument& document, const ReportChart& chart, ImageFormat format);

// The whole document as a PDF on A4 or Letter (ExportPage::Fit takes the user's local paper),
// portrait, with margins, the title and page numbers in a footer, and tables that break across
// pages with their header row repeated. Empty when it cannot be laid out.
QByteArray renderReportPdf(const ReportDocument& document, ExportPage page);

// Both, for writeReport.
ReportRenderer reportRenderer();

} // namespace kvb::ui
