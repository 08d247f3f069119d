#include "report/exportoptions.h"

#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>

namespace kvb {

std::optional<ImageFormat> imageFormatForPath(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"png")
        return ImageFormat::Png;
    if (suffix == u"svg")
        return ImageFormat::Svg;
    if (suffix == u"pdf")
        return ImageFormat::Pdf;
    return std::nullopt;
}

QString withImageExtension(const QString& path, ImageFormat fallback)
{
    if (imageFormatForPath(path))
        return path;
    if (const QFileInfo info(path); info.exists() && !info.isFile() && !info.isDir())
        return path; // a device or a pipe
    switch (fallback) {
    case ImageFormat::Png:
        return path + QStringLiteral(".png");
    case ImageFormat::Svg:
        return path + QStringLiteral(".svg");
    case ImageFormat::Pdf:
        return path + QStringLiteral(".pdf");
    }
    return path;
}

std::optional<ExportPage> parseExportPage(const QString& text)
{
    const QString page = text.trimmed().toLower();
    if (page == u"fit")
        return ExportPage::Fit;
    if (page == u"a4")
        return ExportPage::A4;
    if (page == u"letter")
        return ExportPage::Letter;
    return std::nullopt;
}

ExportPage localPaper()
{
    // What QPrinter and the desktop's print dialogs pick: the US (and Canada's habit) print on Letter.
    const QLocale locale = QLocale::system();
    return locale.measurementSystem() == QLocale::ImperialUSSystem || locale.territory() == QLocale::Canada
               ? ExportPage::Letter
               : ExportPage::A4;
}

std::optional<QSize> parseExportSize(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*(\\d{3,5})\\s*[xX×]\\s*(\\d{3,5})\\s*$"));
    const QRegularExpressionMatch m = pattern.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const QSize size(m.captured(1).toInt(), m.captured(2).toInt());
    auto inRange = [](int v) { return v >= kMinExportEdge && v <= kMaxExportEdge; };
    if (!inRange(size.width()) || !inRange(size.height()))
        return std::nullopt;
    return size;
}

} // namespace kvb
