#pragma once

#include "base/result.h"
#include "report/exportoptions.h"
#include "report/figures.h"
#include "ui/dashboard.h"

#include <QImage>
#include <QPainter>
#include <QSize>
#include <QString>

#include <memory>
#include <optional>

namespace kvb::ui {

// The one exporter: lays out a fresh dashboard with the export palette and its
// caption, then renders it to PNG (QImage at size x scale), SVG (QSvgGenerator, title and description
// set) or PDF (QPdfWriter: one page of the image's size, or A4 / Letter with the dashboard scaled on).
// Returns the path written, extension appended.
Result<QString> exportDashboard(const DashboardFigures& figures, const ExportOptions& options);

// A dashboard laid out at `size` with the export palette, never shown on screen, ready for render():
// what every export draws (and a lesson's slide deck, page by page).
std::unique_ptr<Dashboard> prepareDashboard(const DashboardFigures& figures, QSize size,
                                            DashboardContent content, bool dark = false);

// The same rendering as an image, for Copy image and for a PNG the window encodes off the GUI thread.
QImage renderDashboardImage(const DashboardFigures& figures, QSize size, qreal scale,
                            DashboardContent content = DashboardContent::Full, bool dark = false);

// The same rendering into any painter (a PDF report's page, an SVG), in logical coordinates from the
// origin: what a report draws as vector paths.
void paintDashboard(QPainter& painter, const DashboardFigures& figures, QSize size,
                    DashboardContent content = DashboardContent::Full, bool dark = false);

// Writes a rendered image as PNG: safe on any thread (the window runs it on the thread pool, as the
// encoding of a 2x dashboard takes a few hundred milliseconds).
Result<QString> savePng(const QImage& image, const QString& path);

// A widget the window shows (the Load tab's chart) as PNG, SVG or PDF at its on-screen size, with the
// scenario caption in a strip beneath it, so that an image in a review says what it shows. PNG at
// `scale` x the pixels. Renders on the GUI thread: a chart of a few hundred points takes milliseconds.
Result<QString> exportWidget(QWidget* widget, const QString& caption, const QString& title,
                             const QString& path, qreal scale = 2.0, ExportPage page = ExportPage::Fit);

} // namespace kvb::ui
