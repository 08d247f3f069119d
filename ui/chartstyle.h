#pragma once

#include <QFont>
#include <QPalette>
#include <QStringList>

#include <vector>

class QChart;
class QChartView;
class QAbstractAxis;
class QAbstractSeries;
class QGraphicsSimpleTextItem;
class QGraphicsTextItem;
class QLineSeries;
class QPainter;
class QWidget;

namespace kvb::ui {

// The look every chart shares, QtCharts or custom-painted: the same title font, colours from the
// palette (so the dark palette works), no animations (an animated chart is empty in an immediate
// grab or export) and square corners.
QFont chartTitleFont(const QFont& base);
QFont chartLabelFont(const QFont& base);

// How much larger `font` is than the application's font (at least 1): the window's zoom and
// presentation mode enlarge a widget's font, and line widths, marks and fixed gaps follow it by this
// factor, so a chart keeps its proportions when its type grows for a projector.
double strokeScale(const QFont& font);
// `width` (pixels at the application's font) at `font`'s scale.
double scaledStroke(double width, const QFont& font);

void setUpChart(QChart* chart);
// A chart view as the dashboard shows it: a new chart set up as above, antialiased, frameless, not in
// the focus chain (the scenario panel holds the keyboard), explained in a tooltip.
QChart* setUpChartView(QChartView* view, const QString& title, const QString& toolTip);
// The palette and fonts of a chart view: background, axes, title and legend, the dotted "current"
// line and the bold annotation every dashboard chart carries; every line series' pen is widened by
// strokeScale(view->font()) from the width it was created with.
void styleChartView(QChartView* view, const std::vector<QAbstractAxis*>& axes, QLineSeries* currentLine,
                    QGraphicsSimpleTextItem* annotation);
// A lesson's highlight of one curve: `series` drawn about twice as thick (its marks larger) and the
// chart's other series faded; null restores them all. It survives restyling (zoom, palette).
void emphasizeSeries(QChartView* view, QAbstractSeries* series);
QAbstractSeries* emphasizedSeries(const QChartView* view); // null when none is
void applyChartPalette(QChart* chart, const QPalette& palette);
void styleAxis(QAbstractAxis* axis, const QPalette& palette, const QFont& base);

// Grid colours, opaque (the text colour mixed into the background): a 1-pixel opaque rectangle is a
// plain memory fill, while a translucent vertical line makes the raster engine blend one span per row
// and hand them to the GUI thread pool, which costs more than the rest of a chart's repaint.
QColor gridColor(const QPalette& palette);
QColor minorGridColor(const QPalette& palette);
QColor axisLineColor(const QPalette& palette);
QColor mixColors(const QColor& over, const QColor& under, double amount);

// Tick values: min + i x (max - min) / (count - 1), as QValueAxis places them; powers of `base` in
// [min, max], as QLogValueAxis does; and 2..9 x 10^k between them for a decade axis.
std::vector<double> linearTicks(double min, double max, int count);
std::vector<double> logTicks(double min, double max, double base);
std::vector<double> logMinorTicks(double min, double max);

// The grid of a QtCharts chart, drawn by its view under every item (QtCharts' own grid lines and axis
// lines are switched off by styleAxis): vertical lines at xTicks, horizontal lines at yTicks (and
// lighter ones at yMinorTicks), and the two axis lines, all as opaque 1-pixel rectangles.
struct GridTicks
{
    std::vector<double> x;
    std::vector<double> y;
    std::vector<double> yMinor;
};
void drawChartGrid(QPainter* painter, QChart* chart, QAbstractSeries* mapping, const GridTicks& ticks,
                   const QPalette& palette);

// A chart's message in the middle of its plot, wrapped to its width: why it is empty ("No KV cache at
// any context length"), or that the scenario is invalid and why.
QGraphicsTextItem* addChartMessage(QChart* chart);
void placeChartMessage(QGraphicsTextItem* message, const QRectF& plot);
void styleChartMessage(QGraphicsTextItem* message, const QPalette& palette, const QFont& base);
// "Invalid scenario: <the engine's reason>"
QString invalidScenarioMessage(const QString& reason);

// The first of `titles` (longest first) whose text fits `length` pixels along the axis, so a short
// chart says "requests" rather than a cut "requests a…".
void fitAxisTitle(QAbstractAxis* axis, const QStringList& titles, double length);

// A round tick spacing (1, 2 or 5 x 10^n) that puts about `targetTicks` ticks on `span`.
double niceTickStep(double span, int targetTicks);

} // namespace kvb::ui
