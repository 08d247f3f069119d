#pragma once

#include "base/result.h"
#include "report/exportoptions.h"
#include "report/reportdocument.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace kvb {

// A report's three formats: Markdown that pastes into a review document (its charts as PNG files
// beside it), a self-contained HTML page (charts as inline SVG, CSS inline, no external reference)
// and a paginated PDF the ui lays out.

enum class ReportFormat
{
    Pdf,
    Html,
    Markdown,
};

// .pdf, .html/.htm, .md/.markdown (case-insensitive); nullopt for anything else.
std::optional<ReportFormat> reportFormatForPath(const QString& path);

// What only the ui can do: draw a chart (SVG for HTML, PNG for Markdown) and lay the document out as
// a PDF with its charts drawn as vector paths. Empty bytes mean it failed. app/main.cpp and the
// window pass the ui's (ui/reportrender.h), so core and the command line never link the ui.
struct ReportRenderer
{
    std::function<QByteArray(const ReportDocument&, const ReportChart&, ImageFormat)> chart;
    std::function<QByteArray(const ReportDocument&, ExportPage)> pdf;
};

// `imageName(chart)` is the file a chart's PNG is written to, relative to the Markdown file.
// A pipe table that pastes into a review document: `|` escaped, numeric columns right-aligned.
QString markdownTable(const ReportTable& table);

QString reportToMarkdown(const ReportDocument& document,
                         const std::function<QString(const ReportChart&)>& imageName);
// `svg(chart)` is the chart's SVG document; its XML prolog is dropped and the rest inlined.
QString reportToHtml(const ReportDocument& document,
                     const std::function<QByteArray(const ReportChart&)>& svg);

// The PNG beside a Markdown report: "review.md" -> "review-chart-a-memory.png".
QString markdownImageName(const QString& markdownPath, const ReportChart& chart);

// Writes the report in the format its extension names (every file through QSaveFile: a failed write
// leaves any earlier file as it was) and returns every path written, the document first.
Result<QStringList> writeReport(const ReportDocument& document, const QString& path, ExportPage page,
                                const ReportRenderer& renderer);

} // namespace kvb
