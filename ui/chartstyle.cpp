#include "ui/chartstyle.h"

#include "base/units_format.h"

#include "ui/labellayout.h"

#include <QAbstractAxis>
#include <QAbstractSeries>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGuiApplication>
#include <QLegend>
#include <QLineSeries>
#include <QPainter>
#include <QScatterSeries>
#include <QTextDocument>
#include <QTextOption>
#include <QXYSeries>

#include <algorithm>

#include <cmath>

namespace kvb::ui {

QFont chartTitleFont(const QFont& base)
{
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() * 1.15);
    font.setBold(true);
    return font;
}

QFont chartLabelFont(const QFont& base)
{
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() * 0.9);
    return font;
}

double strokeScale(const QFont& font)
{
    const QFont reference = QGuiApplication::font();
    double ratio = 1;
    if (font.pointSizeF() > 0 && reference.pointSizeF() > 0)
        ratio = font.pointSizeF() / reference.pointSizeF();
    else if (font.pixelSize() > 0 && reference.pixelSize() > 0)
        ratio = static_cast<double>(font.pixelSize()) / reference.pixelSize();
    return std::clamp(ratio, 1.0, 6.0);
}

double scaledStroke(double width, const QFont& font)
{
    return width * strokeScale(font);
}

namespace {

// A lesson's emphasis of one series (emphasizeSeries): about twice the width reads as "this one" from the
// back of a room without covering the neighbouring curves, and marks grow less because they are
// already large; the others stay visible at 30% for context.
constexpr char kEmphasis[] = "kvbEmphasis";
constexpr double kEmphasisWidth = 2.2;
constexpr double kEmphasisMarker = 1.6;
constexpr double kFadedOpacity = 0.3;

// The width each series was created with, kept on the series, so that restyling never compounds.
void scaleSeriesPens(QChart* chart, const QFont& font)
{
    static const char* const baseWidth = "kvbBaseWidth";
    static const char* const baseSize = "kvbBaseMarkerSize";
    for (QAbstractSeries* series : chart->series()) {
        auto* xy = qobject_cast<QXYSeries*>(series);
        if (!xy)
            continue;
        const bool emphasized = xy->property(kEmphasis).toBool();
        if (!xy->property(baseWidth).isValid())
            xy->setProperty(baseWidth, xy->pen().widthF());
        QPen pen = xy->pen();
        pen.setWidthF(scaledStroke(xy->property(baseWidth).toDouble(), font) *
                      (emphasized ? kEmphasisWidth : 1));
        xy->setPen(pen);
        if (auto* scatter = qobject_cast<QScatterSeries*>(series)) { // the "current" dot
            if (!scatter->property(baseSize).isValid())
                scatter->setProperty(baseSize, scatter->markerSize());
            scatter->setMarkerSize(scaledStroke(scatter->property(baseSize).toDouble(), font) *
                                   (emphasized ? kEmphasisMarker : 1));
        }
    }
}

} // namespace

QColor mixColors(const QColor& over, const QColor& under, double amount)
{
    auto mix = [amount](double a, double b) { return static_cast<float>(a * amount + b * (1 - amount)); };
    return QColor::fromRgbF(mix(over.redF(), under.redF()), mix(over.greenF(), under.greenF()),
                            mix(over.blueF(), under.blueF()));
}

QColor gridColor(const QPalette& palette)
{
    return mixColors(palette.color(QPalette::Text), palette.color(QPalette::Base), 0.16);
}

QColor minorGridColor(const QPalette& palette)
{
    return mixColors(palette.color(QPalette::Text), palette.color(QPalette::Base), 0.06);
}

QColor axisLineColor(const QPalette& palette)
{
    return mixColors(palette.color(QPalette::Text), palette.color(QPalette::Base), 0.55);
}

std::vector<double> linearTicks(double min, double max, int count)
{
    std::vector<double> ticks;
    for (int i = 0; i < count && count > 1; ++i)
        ticks.push_back(min + i * (max - min) / (count - 1));
    return ticks;
}

std::vector<double> logTicks(double min, double max, double base)
{
    std::vector<double> ticks;
    if (min <= 0 || max <= min || base <= 1)
        return ticks;
    for (double v = std::pow(base, std::ceil(std::log(min) / std::log(base) - 1e-9)); v <= max * (1 + 1e-9);
         v *= base)
        ticks.push_back(v);
    return ticks;
}

std::vector<double> logMinorTicks(double min, double max)
{
    std::vector<double> ticks;
    for (double decade : logTicks(min / 10, max, 10))
        for (int m = 2; m <= 9; ++m)
            if (decade * m > min && decade * m < max)
                ticks.push_back(decade * m);
    return ticks;
}

void drawChartGrid(QPainter* painter, QChart* chart, QAbstractSeries* mapping, const GridTicks& ticks,
                   const QPalette& palette)
{
    const QRectF plot = chart->plotArea();
    if (plot.isEmpty())
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    const QPointF origin = chart->mapToValue(plot.bottomLeft(), mapping);
    auto vertical = [&](double x, const QColor& color) {
        const double px = std::round(chart->mapToPosition(QPointF(x, origin.y()), mapping).x());
        if (px >= plot.left() - 0.5 && px <= plot.right() + 0.5)
            painter->fillRect(QRectF(px, plot.top(), 1, plot.height()), color);
    };
    auto horizontal = [&](double y, const QColor& color) {
        const double py = std::round(chart->mapToPosition(QPointF(origin.x(), y), mapping).y());
        if (py >= plot.top() - 0.5 && py <= plot.bottom() + 0.5)
            painter->fillRect(QRectF(plot.left(), py, plot.width(), 1), color);
    };
    for (double y : ticks.yMinor)
        horizontal(y, minorGridColor(palette));
    for (double y : ticks.y)
        horizontal(y, gridColor(palette));
    for (double x : ticks.x)
        vertical(x, gridColor(palette));
    const QColor axis = axisLineColor(palette);
    painter->fillRect(QRectF(std::round(plot.left()), plot.top(), 1, plot.height() + 1), axis);
    painter->fillRect(QRectF(plot.left(), std::round(plot.bottom()), plot.width(), 1), axis);
    painter->restore();
}

double niceTickStep(double span, int targetTicks)
{
    if (span <= 0 || targetTicks < 1)
        return 1;
    const double raw = span / targetTicks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double factor : {1.0, 2.0, 5.0})
        if (raw <= factor * magnitude)
            return factor * magnitude;
    return 10 * magnitude;
}

QGraphicsTextItem* addChartMessage(QChart* chart)
{
    auto* message = new QGraphicsTextItem(chart);
    message->setZValue(20);
    message->hide();
    return message;
}

void placeChartMessage(QGraphicsTextItem* message, const QRectF& plot)
{
    const double width = std::max(80.0, plot.width() - 20);
    if (message->textWidth() != width)
        message->setTextWidth(width);
    QTextOption option = message->document()->defaultTextOption();
    if (option.alignment() != Qt::AlignHCenter) {
        option.setAlignment(Qt::AlignHCenter);
        message->document()->setDefaultTextOption(option);
    }
    message->setPos(plot.center() - message->boundingRect().center());
}

void styleChartMessage(QGraphicsTextItem* message, const QPalette& palette, const QFont& base)
{
    message->setFont(chartLabelFont(base));
    message->setDefaultTextColor(palette.color(QPalette::PlaceholderText));
}

QString invalidScenarioMessage(const QString& reason)
{
    return QCoreApplication::translate("kvb::ui::Charts", "Invalid scenario: %1").arg(reason);
}

void fitAxisTitle(QAbstractAxis* axis, const QStringList& titles, double length)
{
    if (titles.isEmpty())
        return;
    const QFontMetricsF fm(axis->titleFont());
    QString chosen = titles.back();
    for (const QString& title : titles) {
        if (fm.horizontalAdvance(title) + 8 <= length) {
            chosen = title;
            break;
        }
    }
    if (axis->titleText() != chosen)
        axis->setTitleText(chosen);
}

void setUpChart(QChart* chart)
{
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(4, 4, 8, 4));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setShowToolTips(true);
    // Each entry drawn as its series is (a solid or dashed line, the current point's dot, a shaded
    // band's swatch), so the worst case, its fp8 variant and the marker can be told apart.
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    // QLegend clips its entries to its own shape (for scrolling, which these legends never need).
    // QPdfWriter applies that clip path with the offset of a child widget rendered through
    // QWidget::render (every chart of the dashboard) a second time, so in a PDF every entry but the
    // first lands outside it and disappears, markers included; PNG and SVG clip correctly.
    chart->legend()->setFlag(QGraphicsItem::ItemClipsChildrenToShape, false);
    // kvbudget's figures in the user's locale, as everywhere else (units_format.h).
    chart->setLocalizeNumbers(true);
    chart->setLocale(figureLocale());
}

QChart* setUpChartView(QChartView* view, const QString& title, const QString& toolTip)
{
    auto* chart = new QChart;
    setUpChart(chart);
    chart->setTitle(title);
    // setChart releases the view's own chart without deleting it (Qt's documentation says so).
    QChart* madeByTheView = view->chart();
    view->setChart(chart);
    delete madeByTheView;
    view->setRenderHint(QPainter::Antialiasing);
    view->setFrameShape(QFrame::NoFrame);
    view->setFocusPolicy(Qt::NoFocus);
    view->setToolTip(toolTip);
    return chart;
}

void styleChartView(QChartView* view, const std::vector<QAbstractAxis*>& axes, QLineSeries* currentLine,
                    QGraphicsSimpleTextItem* annotation)
{
    const QPalette& p = view->palette();
    const QFont& font = view->font();
    view->setBackgroundBrush(p.color(QPalette::Base));
    applyChartPalette(view->chart(), p);
    for (QAbstractAxis* axis : axes)
        styleAxis(axis, p, font);
    view->chart()->setTitleFont(chartTitleFont(font));
    view->chart()->legend()->setFont(chartLabelFont(font));
    QPen current = currentLine->pen();
    current.setColor(p.color(QPalette::Text));
    currentLine->setPen(current);
    QFont bold = chartLabelFont(font);
    bold.setBold(true);
    annotation->setFont(bold);
    annotation->setBrush(p.color(QPalette::Text));
    scaleSeriesPens(view->chart(), font);
    if (ChartChrome* chrome = ChartChrome::of(view->chart()))
        chrome->relayout(); // the title and legend fonts changed
}

void emphasizeSeries(QChartView* view, QAbstractSeries* series)
{
    if (!view || !view->chart())
        return;
    for (QAbstractSeries* each : view->chart()->series()) {
        each->setProperty(kEmphasis, each == series);
        each->setOpacity(series && each != series ? kFadedOpacity : 1.0);
    }
    scaleSeriesPens(view->chart(), view->font());
}

QAbstractSeries* emphasizedSeries(const QChartView* view)
{
    if (view && view->chart())
        for (QAbstractSeries* each : view->chart()->series())
            if (each->property(kEmphasis).toBool())
                return each;
    return nullptr;
}

void applyChartPalette(QChart* chart, const QPalette& palette)
{
    // The view paints the background and the grid (drawChartGrid); the chart's own background item
    // would cover them.
    chart->setBackgroundVisible(false);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(palette.color(QPalette::Text));
    chart->legend()->setLabelColor(palette.color(QPalette::Text));
    chart->legend()->setBrush(Qt::NoBrush);
    chart->legend()->setPen(Qt::NoPen);
}

void styleAxis(QAbstractAxis* axis, const QPalette& palette, const QFont& base)
{
    const QColor text = palette.color(QPalette::Text);
    axis->setLabelsBrush(text);
    axis->setLabelsFont(chartLabelFont(base));
    axis->setTitleBrush(text);
    QFont title = base;
    title.setPointSizeF(base.pointSizeF() * 0.95);
    axis->setTitleFont(title);
    axis->setGridLineVisible(false);
    axis->setMinorGridLineVisible(false);
    axis->setLineVisible(false);
}

} // namespace kvb::ui
