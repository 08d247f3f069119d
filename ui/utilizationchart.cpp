#include "ui/utilizationchart.h"

#include "base/units_format.h"

#include "ui/chartstyle.h"
#include "ui/labellayout.h"
#include "ui/termcolors.h"
#include "vllm/messages.h"

#include <QAreaSeries>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace kvb::ui {

namespace {

// Half a grid step of the utilization sweep, so a band covers its refusing grid points.
constexpr double bandPadding = 0.005;
// The utilization step whose tokens DashboardFigures::tokensPerUtilizationStep counts (its default).
constexpr double slopeStep = 0.01;

} // namespace

UtilizationChart::UtilizationChart(QWidget* parent)
    : QChartView(parent)
{
    QChart* chart = setUpChartView(
        this, tr("KV cache capacity against gpu_memory_utilization"),
        tr("The GPU KV cache size vLLM would report at each gpu_memory_utilization, with the rest of the "
           "scenario unchanged; shaded red where vLLM would refuse to start. The light band around the line "
           "is "
           "the uncertainty of the overhead estimate."));

    m_x = new QValueAxis(chart);
    m_x->setRange(0.0, 1.0);
    m_x->setTickCount(11);
    m_x->setLabelFormat(QStringLiteral("%.1f"));
    m_x->setTitleText(tr("gpu_memory_utilization (share of the card)"));
    m_y = new QValueAxis(chart);
    m_y->setLabelFormat(QStringLiteral("%.0f"));
    m_y->setTitleText(tr("KV tokens"));
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);

    // An empty area series gives the shaded refusal bands their legend entry; the bands themselves are
    // drawn under the grid in drawBackground.
    m_refusedLegend = new QAreaSeries(new QLineSeries(chart), new QLineSeries(chart));
    m_refusedLegend->setName(tr("vLLM refuses to start"));
    m_refusedLegend->setPen(Qt::NoPen);
    chart->addSeries(m_refusedLegend);
    m_refusedLegend->attachAxis(m_x);
    m_refusedLegend->attachAxis(m_y);
    m_capacityBand = new QAreaSeries(new QLineSeries(chart), new QLineSeries(chart));
    m_capacityBand->setName(tr("uncertainty"));
    m_capacityBand->setPen(Qt::NoPen);
    chart->addSeries(m_capacityBand);
    m_capacity = new QLineSeries(chart);
    m_capacity->setName(tr("GPU KV cache size"));
    m_capacity->setPen(QPen(seriesColor(SeriesRole::Capacity), 2.5));
    chart->addSeries(m_capacity);
    m_currentLine = new QLineSeries(chart);
    m_currentLine->setPen(QPen(palette().color(QPalette::Text), 1, Qt::DotLine));
    chart->addSeries(m_currentLine);
    m_marker = new QScatterSeries(chart);
    m_marker->setName(tr("current utilization"));
    m_marker->setMarkerSize(12);
    m_marker->setColor(seriesColor(SeriesRole::Capacity));
    m_marker->setBorderColor(Qt::white);
    chart->addSeries(m_marker);
    for (QAbstractSeries* s :
         {static_cast<QAbstractSeries*>(m_capacityBand), static_cast<QAbstractSeries*>(m_capacity),
          static_cast<QAbstractSeries*>(m_currentLine), static_cast<QAbstractSeries*>(m_marker)}) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    ChartChrome::leaveOut(m_currentLine);
    ChartChrome::leaveOut(m_capacityBand); // see the tooltip

    // A swatch the refusal shading can be told by, though the series itself draws nothing.
    chart->legend()->markers(m_refusedLegend).first()->setShape(QLegend::MarkerShapeRectangle);
    new ChartChrome(chart); // the title and legend, wrapped rather than elided
    m_message = addChartMessage(chart);
    m_slope = new QGraphicsSimpleTextItem(chart);
    m_slope->setZValue(20);
    connect(chart, &QChart::plotAreaChanged, this, [this] {
        placeSlope();
        placeChartMessage(m_message, this->chart()->plotArea());
    });
    applyPalette();
}

QColor UtilizationChart::bandColor() const
{
    return mixColors(seriesColor(SeriesRole::Refused), palette().color(QPalette::Base), 0.16);
}

void UtilizationChart::drawBackground(QPainter* painter, const QRectF& rect)
{
    QChartView::drawBackground(painter, rect);
    const QRectF plot = chart()->plotArea();
    const QColor band = bandColor();
    for (const auto& [from, to] : m_bands) {
        const double left = chart()->mapToPosition(QPointF(from, 0), m_capacity).x();
        const double right = chart()->mapToPosition(QPointF(to, 0), m_capacity).x();
        painter->fillRect(QRectF(QPointF(std::max(left, plot.left()), plot.top()),
                                 QPointF(std::min(right, plot.right()), plot.bottom())),
                          band);
    }
    const GridTicks ticks{linearTicks(m_x->min(), m_x->max(), m_x->tickCount()),
                          linearTicks(m_y->min(), m_y->max(), m_y->tickCount()),
                          {}};
    drawChartGrid(painter, chart(), m_capacity, ticks, palette());
}

void UtilizationChart::setFigures(const DashboardFigures& f)
{
    QList<QPointF> points;
    QList<QPointF> bandLow;
    QList<QPointF> bandHigh;
    points.reserve(static_cast<qsizetype>(f.utilization.size()));
    std::int64_t maxTokens = 0;
    for (const UtilizationPoint& p : f.utilization) {
        points.append(QPointF(p.utilization, static_cast<double>(p.kvTokens)));
        bandLow.append(QPointF(p.utilization, static_cast<double>(p.kvTokensLow)));
        bandHigh.append(QPointF(p.utilization, static_cast<double>(p.kvTokensHigh)));
        maxTokens = std::max(maxTokens, p.kvTokens);
    }
    if (bandHigh != m_capacityBand->upperSeries()->points() ||
        bandLow != m_capacityBand->lowerSeries()->points()) {
        m_capacityBand->lowerSeries()->replace(bandLow);
        m_capacityBand->upperSeries()->replace(bandHigh);
    }
    // The sweep does not depend on the current utilization: dragging that slider leaves the line, its
    // axis and the layout alone, and only the marker moves.
    if (points != m_capacity->points()) {
        m_capacity->replace(points);
        m_y->setRange(0, std::max<double>(1000, static_cast<double>(maxTokens)));
        m_y->applyNiceNumbers();
    }
    const double top = m_y->max();
    m_bands.clear();
    // An invalid scenario is refused at every utilization for a reason that is not memory: the
    // message says which, and no band claims that vLLM "refuses to start" for lack of it.
    const bool invalidScenario = f.plan.verdict == Verdict::InvalidInput;
    for (const UtilizationRange& r : invalidScenario ? std::vector<UtilizationRange>{} : f.refused)
        m_bands.emplace_back(std::max(0.0, r.from - bandPadding), std::min(1.0, r.to + bandPadding));
    // The swatch's series draws nothing (the bands are background): hiding it hides its legend entry,
    // which a marker's own visibility does not do reliably once the legend relayouts.
    if (m_refusedLegend->isVisible() != !m_bands.empty())
        m_refusedLegend->setVisible(!m_bands.empty());
    viewport()->update(); // the bands and grid are background, which the scene does not track

    const double u = f.plan.settings.gpuMemoryUtilization;
    if (f.plan.stages.empty()) {
        m_marker->clear();
        m_currentLine->clear();
    } else {
        m_marker->replace(QList<QPointF>{{u, f.plan.fits() ? static_cast<double>(f.plan.kvTokens) : 0.0}});
        m_currentLine->replace(QList<QPointF>{{u, 0}, {u, top}});
    }
    m_marker->setColor(f.plan.fits() ? seriesColor(SeriesRole::Capacity) : seriesColor(SeriesRole::Refused));
    // The step in the locale's figures ("+0,01" in Russian and Vietnamese), like every other number.
    const QString slope =
        f.tokensPerUtilizationStep > 0
            ? tr("+%1 ≈ %2 tokens").arg(formatFixed(slopeStep, 2), formatCount(f.tokensPerUtilizationStep))
            : QString();
    if (m_slope->text() != slope)
        m_slope->setText(slope);
    placeSlope();
    const bool invalid = f.plan.verdict == Verdict::InvalidInput;
    m_message->setPlainText(invalid ? invalidScenarioMessage(f.plan.inputError) : QString());
    m_message->setVisible(invalid);
    placeChartMessage(m_message, chart()->plotArea());
}

QString UtilizationChart::message() const
{
    return m_message->isVisible() ? m_message->toPlainText() : QString();
}

QString UtilizationChart::slopeText() const
{
    return m_slope->text();
}

void UtilizationChart::placeSlope()
{
    const QRectF plot = chart()->plotArea();
    m_slope->setPos(plot.left() + 10, plot.top() + 6);
}

void UtilizationChart::applyPalette()
{
    styleChartView(this, {m_x, m_y}, m_currentLine, m_slope);
    m_refusedLegend->setBrush(bandColor());
    // Outlined, so the pale shading's swatch still shows against the background.
    m_refusedLegend->setPen(
        QPen(mixColors(seriesColor(SeriesRole::Refused), palette().color(QPalette::Base), 0.6), 1));
    styleChartMessage(m_message, palette(), font());
    // Opaque (the capacity colour mixed into the background) and under the line, which stays crisp.
    m_capacityBand->setBrush(
        mixColors(seriesColor(SeriesRole::Capacity), palette().color(QPalette::Base), 0.22));
}

void UtilizationChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        applyPalette();
    QChartView::changeEvent(event);
}

} // namespace kvb::ui
