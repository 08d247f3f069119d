#pragma once

#include <QSize>
#include <QString>

#include <optional>

namespace kvb {

// What an export shows: the whole dashboard, or one chart of it.
enum class DashboardContent
{
    Full,
    MemoryBars,
    Concurrency,
    Utilization,
    Savings,
};

enum class ImageFormat
{
    Png,
    Svg,
    Pdf,
};

// A PDF's page: the dashboard's own size (1 px = 0.75 pt), or landscape paper with the dashboard
// scaled onto it (reports). PNG and SVG always have the dashboard's size.
enum class ExportPage
{
    Fit,
    A4,
    Letter,
};

// What `kvbudget export` and the window's export ask the ui's exporter for. A value type in core, so
// the command line can parse it without linking the ui.
struct ExportOptions
{
    QString path;
    // The logical size the dashboard is laid out at. A PNG has size x scale pixels, so the command
    // line's `--size 1920x1080` gives exactly 1920x1080 pixels and the window's export (scale 2)
    // gives crisp slides; an SVG's viewBox and a PDF's page have this size (PDF: 1 px = 0.75 pt).
    QSize size{1920, 1080};
    double scale = 1.0;
    DashboardContent content = DashboardContent::Full;
    bool dark = false; // white background unless asked
    ExportPage page = ExportPage::Fit;
};

// The smallest and largest logical export edge, and the PNG scale range.
inline constexpr int kMinExportEdge = 200;
inline constexpr int kMaxExportEdge = 16384;
inline constexpr double kMinExportScale = 0.5;
inline constexpr double kMaxExportScale = 4.0;

// From the file's extension (case-insensitive); nullopt for anything else.
std::optional<ImageFormat> imageFormatForPath(const QString& path);
// Appends ".png" (or the given format's extension) when the path has no known image extension, unless
// it names a device or a pipe (/dev/stdout, /dev/full), which is written as it is, as PNG: appending
// would create a regular file "/dev/full.png" beside the device.
QString withImageExtension(const QString& path, ImageFormat fallback = ImageFormat::Png);
// "a4", "letter", "fit" (case-insensitive) -> the page; nullopt for anything else.
std::optional<ExportPage> parseExportPage(const QString& text);
// The paper a report goes on where the user lives: Letter in the US and Canada, A4 elsewhere.
ExportPage localPaper();

// "1920x1080" -> QSize; nullopt unless both are between kMinExportEdge and kMaxExportEdge.
std::optional<QSize> parseExportSize(const QString& text);

} // namespace kvb
