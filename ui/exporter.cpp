#include "ui/exporter.h"

#include "base/atomicwrite.h"
#include "ui/caption.h"
#include "ui/palettes.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QLayout>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSvgGenerator>

#include <algorithm>
#include <functional>
#include <memory>

namespace kvb::ui {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::ui::Exporter)
};

double exportFontScale(QSize size)
{
    const double scale = std::min(size.width() / 1280.0, size.height() / 800.0);
    return std::clamp(scale, 1.0, 1.6);
}

// Grows `widget` to its layout's minimum size, as a window's layout does by default. An export's layout
// leaves the widget's minimum size alone instead (prepareDashboard): set on a window, it goes to the
// platform, and Qt 6.4's offscreen platform answers each change with "This plugin does not support
// propagateSizeHints()" on stderr.
void growToLayoutMinimum(QWidget* widget)
{
    widget->resize(widget->size().expandedTo(widget->layout()->totalMinimumSize()));
}

// A dashboard laid out at `size` without appearing on screen, ready for render().
// Runs the layout requests a change of content posted, level by level (the banner's own layout, then
// the dashboard's), as the event loop would before the next paint.
void settleLayout(QWidget* widget)
{
    for (int round = 0; round < 4; ++round) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        for (QLayout* layout : widget->findChildren<QLayout*>())
            layout->invalidate();
        widget->layout()->invalidate();
        widget->layout()->activate();
        growToLayoutMinimum(widget);
    }
}

} // namespace

std::unique_ptr<Dashboard> prepareDashboard(const DashboardFigures& figures, QSize size,
                                            DashboardContent content, bool dark)
{
    auto dashboard = std::make_unique<Dashboard>(content);
    dashboard->setAttribute(Qt::WA_DontShowOnScreen);
    dashboard->layout()->setSizeConstraint(QLayout::SetNoConstraint); // growToLayoutMinimum instead
    dashboard->setPalette(exportPalette(dark));
    // Text grows with the image, so that a 1920x1080 slide reads like the 1280x800 window does.
    QFont font = dashboard->font();
    font.setPointSizeF(font.pointSizeF() * exportFontScale(size));
    dashboard->setFont(font);
    dashboard->setAutoFillBackground(true);
    dashboard->setCaptionVisible(true);
    dashboard->setFigures(figures);
    dashboard->resize(size);
    dashboard->ensurePolished(); // the styles' sizes in the layout's minimum
    growToLayoutMinimum(dashboard.get());
    dashboard->show(); // lays out and sends the resize events QChartView needs; nothing is mapped
    // Folding the banner to one line (fitBanner, on the resize) asks for a new layout through the
    // event loop, which an export does not wait for: lay out again now, or the charts keep the room
    // of the unfolded banner and the folded one is drawn cut.
    settleLayout(dashboard.get());
    dashboard->setFigures(figures); // annotations placed against the final plot areas
    settleLayout(dashboard.get());
    return dashboard;
}

namespace {

QString documentTitle(const DashboardFigures& figures)
{
    return Text::tr("kvbudget: %1").arg(scenarioTitle(figures.scenario));
}

// The caption strip under an exported widget: the caption wrapped to the widget's width, padded.
QRect captionRect(const QWidget* widget, const QString& caption)
{
    constexpr int padding = 8;
    const int width = widget->width() - 2 * padding;
    const QRect text = widget->fontMetrics().boundingRect(QRect(0, 0, width, 0), Qt::TextWordWrap, caption);
    return QRect(padding, widget->height() + padding / 2, width, text.height() + padding);
}

int captionStripHeight(const QWidget* widget, const QString& caption)
{
    return captionRect(widget, caption).bottom() - widget->height() + 4;
}

// Paints `widget` at the origin and the caption beneath it, on the chart's own (Base) background.
void paintWidgetWithCaption(QPainter& painter, QWidget* widget, const QString& caption)
{
    const QPalette palette = widget->palette();
    painter.fillRect(QRect(0, 0, widget->width(), widget->height() + captionStripHeight(widget, caption)),
                     palette.color(QPalette::Base));
    widget->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
    painter.setPen(palette.color(QPalette::PlaceholderText));
    painter.setFont(widget->font());
    painter.drawText(captionRect(widget, caption), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, caption);
}

} // namespace

QImage renderDashboardImage(const DashboardFigures& figures, QSize size, qreal scale,
                            DashboardContent content, bool dark)
{
    const auto dashboard = prepareDashboard(figures, size, content, dark);
    QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(dashboard->palette().color(QPalette::Window));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    dashboard->render(&painter);
    return image;
}

void paintDashboard(QPainter& painter, const DashboardFigures& figures, QSize size, DashboardContent content,
                    bool dark)
{
    const auto dashboard = prepareDashboard(figures, size, content, dark);
    painter.fillRect(QRect(QPoint(0, 0), size), dashboard->palette().color(QPalette::Window));
    dashboard->render(&painter);
}

Result<QString> savePng(const QImage& image, const QString& path)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (image.isNull() || !image.save(&buffer, "PNG"))
        return ioError(Text::tr("Cannot encode the image for %1").arg(path));
    return writeFileAtomically(path, bytes);
}

namespace {

// A PDF of one page: the picture's own size at 96 dpi (1 px = 0.75 pt), or landscape paper with a
// 10 mm margin and the picture scaled to the printable area, centred, its aspect kept.
Result<QString> writePdf(const QString& path, QSize size, ExportPage page, const QString& title,
                         const std::function<void(QPainter&)>& paint)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("kvbudget %1").arg(QStringLiteral(KVBUDGET_VERSION)));
    writer.setResolution(96);
    if (page == ExportPage::Fit) {
        writer.setPageSize(
            QPageSize(QSizeF(size) * 0.75, QPageSize::Point, QString(), QPageSize::ExactMatch));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    } else {
        writer.setPageSize(QPageSize(page == ExportPage::A4 ? QPageSize::A4 : QPageSize::Letter));
        writer.setPageOrientation(QPageLayout::Landscape);
        writer.setPageMargins(QMarginsF(10, 10, 10, 10), QPageLayout::Millimeter);
    }
    QPainter painter;
    if (!painter.begin(&writer))
        return ioError(Text::tr("Cannot render the PDF for %1").arg(path));
    const double fit = std::min(writer.width() / static_cast<double>(size.width()),
                                writer.height() / static_cast<double>(size.height()));
    painter.translate((writer.width() - size.width() * fit) / 2, (writer.height() - size.height() * fit) / 2);
    painter.scale(fit, fit);
    paint(painter);
    if (!painter.end())
        return ioError(Text::tr("Cannot render the PDF for %1").arg(path));
    return writeFileAtomically(path, bytes);
}

// Writes one picture of logical `size` as PNG (size x scale pixels), SVG (viewBox = size, 96 dpi) or PDF
// (writePdf). `paint` draws it in logical coordinates; both the dashboard and the Load chart export go
// through here, so the formats' rules live in one place.
Result<QString> writeImage(const QString& path, QSize size, qreal scale, ExportPage page,
                           const QString& title, const QString& description,
                           const std::function<void(QPainter&)>& paint)
{
    QPainter painter;
    switch (imageFormatForPath(path).value_or(ImageFormat::Png)) { // a device takes PNG
    case ImageFormat::Png: {
        QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(scale);
        if (!painter.begin(&image))
            return ioError(Text::tr("Cannot render the image for %1").arg(path));
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        paint(painter);
        painter.end();
        return savePng(image, path);
    }
    case ImageFormat::Svg: {
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(size);
        generator.setResolution(96); // the width and height in mm are then the size in CSS pixels
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(title);
        generator.setDescription(description);
        if (!painter.begin(&generator))
            return ioError(Text::tr("Cannot render the SVG for %1").arg(path));
        paint(painter);
        if (!painter.end() || bytes.isEmpty())
            return ioError(Text::tr("Cannot render the SVG for %1").arg(path));
        return writeFileAtomically(path, bytes);
    }
    case ImageFormat::Pdf:
        return writePdf(path, size, page, title, paint);
    }
    return invalidInput(Text::tr("Unknown image format"));
}

} // namespace

Result<QString> exportDashboard(const DashboardFigures& figures, const ExportOptions& options)
{
    const QString path = withImageExtension(options.path);
    if (options.size.width() < 1 || options.size.height() < 1 || options.scale <= 0)
        return invalidInput(Text::tr("Export size must be positive"));
    const auto dashboard = prepareDashboard(figures, options.size, options.content, options.dark);
    return writeImage(path, options.size, options.scale, options.page, documentTitle(figures),
                      scenarioCaption(figures), [&](QPainter& painter) {
                          painter.fillRect(QRect(QPoint(0, 0), options.size),
                                           dashboard->palette().color(QPalette::Window));
                          dashboard->render(&painter);
                      });
}

Result<QString> exportWidget(QWidget* widget, const QString& caption, const QString& title,
                             const QString& path, qreal scale, ExportPage page)
{
    if (!widget || widget->width() < 1 || widget->height() < 1 || scale <= 0)
        return invalidInput(Text::tr("Nothing to export: the view has no size"));
    const QSize size(widget->width(), widget->height() + captionStripHeight(widget, caption));
    return writeImage(withImageExtension(path), size, scale, page, title, caption,
                      [&](QPainter& painter) { paintWidgetWithCaption(painter, widget, caption); });
}

} // namespace kvb::ui
