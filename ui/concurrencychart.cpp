#include "ui/concurrencychart.h"

#include "base/units_format.h"

#include "ui/chartstyle.h"
#include "ui/labellayout.h"
#include "ui/termcolors.h"
#include "vllm/messages.h"

#include <QAreaSeries>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>

namespace kvb::ui {

namespace {

QLineSeries* lineSeries(QChart* chart, const QColor& color, qreal width, Qt::PenStyle style)
{
    auto* series = new QLineSeries(chart);
    QPen pen(color, width, style);
    pen.setCapStyle(Qt::RoundCap);
    series->setPen(pen);
    chart->addSeries(series);
    return series;
}

// Powers of ten around the data, so that small moves of a slider keep the axis (and the layout) still.
std::pair<double, double> decadeRange(double lo, double hi)
{
    const double from = std::pow(10.0, std::floor(std::log10(lo)));
    double to = std::pow(10.0, std::ceil(std::log10(hi)));
    if (to <= from)
        to = from * 10;
    return {from, to};
}

} // namespace

ConcurrencyChart::ConcurrencyChart(QWidget* parent)
    : QChartView(parent)
{
    QChart* chart = setUpChartView(
        this, tr("Concurrent requests against max_model_len"),
        tr("Worst case: vLLM's \"Maximum concurrency\", the KV blocks divided by the blocks of one "
           "max_model_len request. Realistic: divided by the blocks of a typical request instead. Dashed: "
           "the worst case with --kv-cache-dtype fp8. Shaded: the worst case across the uncertainty of the "
           "overhead estimate."));

    // Added first so that every line draws over it.
    m_worstBand = new QAreaSeries(new QLineSeries(chart), new QLineSeries(chart));
    m_worstBand->setName(tr("worst case, uncertainty"));
    m_worstBand->setPen(Qt::NoPen);
    chart->addSeries(m_worstBand);
    m_worst = lineSeries(chart, seriesColor(SeriesRole::WorstCase), 2.5, Qt::SolidLine);
    m_worst->setName(tr("worst case"));
    m_realistic = lineSeries(chart, seriesColor(SeriesRole::Realistic), 2.5, Qt::SolidLine);
    m_worstFp8 = lineSeries(chart, seriesColor(SeriesRole::WorstCaseFp8), 2, Qt::DashLine);
    m_worstFp8->setName(tr("worst case, fp8 KV"));
    m_currentLine = lineSeries(chart, palette().color(QPalette::Text), 1, Qt::DotLine);
    m_marker = new QScatterSeries(chart);
    m_marker->setName(tr("current"));
    m_marker->setMarkerSize(12);
    m_marker->setColor(seriesColor(SeriesRole::WorstCase));
    m_marker->setBorderColor(Qt::white);
    chart->addSeries(m_marker);

    m_x = new QLogValueAxis(chart);
    m_x->setBase(2);
    m_x->setLabelFormat(QStringLiteral("%.0f"));
    m_x->setTitleText(tr("max_model_len (tokens, log scale)"));
    m_x->setMinorTickCount(0);
    m_y = new QLogValueAxis(chart);
    m_y->setBase(10);
    m_y->setLabelFormat(QStringLiteral("%.6g"));
    m_y->setTitleText(tr("requests at once"));
    m_y->setMinorTickCount(0); // drawn by drawBackground
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    ChartChrome::leaveOut(m_currentLine);
    // The shading explains itself (and the banner gives its range): its legend entry would crowd out
    // the lines' names at 1280x800.
    ChartChrome::leaveOut(m_worstBand);

    new ChartChrome(chart); // the title and legend, wrapped rather than elided
    m_plate = new QGraphicsRectItem(chart);
    m_plate->setPen(Qt::NoPen);
    m_plate->setZValue(19);
    m_annotation = new QGraphicsSimpleTextItem(chart);
    m_annotation->setZValue(20);
    m_empty = addChartMessage(chart);
    connect(chart, &QChart::plotAreaChanged, this, [this] { placeAnnotation(); });
    applyPalette();
}

void ConcurrencyChart::setFigures(const DashboardFigures& f)
{
    // An invalid scenario has no plan: say so and why, rather than "vLLM refuses to start".
    const bool invalid = f.plan.verdict == Verdict::InvalidInput;
    m_empty->setPlainText(invalid ? invalidScenarioMessage(f.plan.inputError)
                                  : tr("No KV cache at any context length: vLLM refuses to start"));
    QList<QPointF> worst;
    QList<QPointF> realistic;
    QList<QPointF> fp8;
    QList<QPointF> bandLow;
    QList<QPointF> bandHigh;
    double lo = 1e300;
    double hi = 0;
    auto add = [&](QList<QPointF>& list, double x, double y) {
        if (y <= 0) // a log axis has no zero: no KV cache, no point
            return;
        list.append(QPointF(x, y));
        lo = std::min(lo, y);
        hi = std::max(hi, y);
    };
    for (const ContextPoint& p : f.concurrency) {
        const auto x = static_cast<double>(p.contextLength);
        add(worst, x, p.worstCase);
        add(realistic, x, p.realistic);
        add(fp8, x, p.worstCaseFp8);
        if (p.worstCase > 0 && p.worstCaseLow > 0 && p.worstCaseHigh > 0) { // a log axis has no zero
            bandLow.append(QPointF(x, p.worstCaseLow));
            bandHigh.append(QPointF(x, p.worstCaseHigh));
        }
    }
    m_worstBand->lowerSeries()->replace(bandLow);
    m_worstBand->upperSeries()->replace(bandHigh);
    m_worst->replace(worst);
    m_realistic->replace(realistic);
    m_worstFp8->replace(fp8);
    if (m_requestTokens != f.scenario.workload.requestTokens) {
        m_requestTokens = f.scenario.workload.requestTokens;
        m_realistic->setName(tr("realistic (%1 tokens)").arg(formatCount(m_requestTokens)));
    }

    const auto current = static_cast<double>(f.plan.settings.maxModelLen);
    if (f.plan.maxConcurrency > 0) {
        m_marker->replace(QList<QPointF>{QPointF(current, f.plan.maxConcurrency)});
        lo = std::min(lo, f.plan.maxConcurrency);
        hi = std::max(hi, f.plan.maxConcurrency);
    } else {
        m_marker->clear();
    }
    m_marker->setColor(f.plan.fits() ? seriesColor(SeriesRole::WorstCase) : seriesColor(SeriesRole::Refused));
    if (hi > 0) {
        const auto [from, to] = decadeRange(lo, hi);
        m_y->setRange(from, to);
        m_currentLine->replace(QList<QPointF>{QPointF(current, from), QPointF(current, to)});
    } else {
        m_currentLine->clear();
    }
    if (!f.concurrency.empty())
        m_x->setRange(static_cast<double>(f.concurrency.front().contextLength),
                      static_cast<double>(f.concurrency.back().contextLength));
    m_empty->setVisible(worst.isEmpty());
    fitAxes();
    const UncertaintyBand& band = f.plan.band;
    const QString low = formatFixed(band.maxConcurrencyLow, 2);
    const QString high = formatFixed(band.maxConcurrencyHigh, 2);
    const bool ranged = band.bandBytes > 0 && low != high; // a calibrated band may round to one figure
    m_annotation->setText(f.plan.maxConcurrency <= 0 ? QString()
                          : ranged                   ? tr("%1x (%2–%3) at %4")
                                         .arg(formatFixed(f.plan.maxConcurrency, 2))
                                         .arg(low, high, formatCount(f.plan.settings.maxModelLen))
                                   : tr("%1x at %2")
                                         .arg(formatFixed(f.plan.maxConcurrency, 2))
                                         .arg(formatCount(f.plan.settings.maxModelLen)));
    placeAnnotation();
    viewport()->update(); // the grid follows the axes and is background, which the scene does not track
}

std::optional<QPointF> ConcurrencyChart::currentPoint() const
{
    if (m_marker->count() == 0)
        return std::nullopt;
    return m_marker->at(0);
}

QString ConcurrencyChart::message() const
{
    return m_empty->isVisible() ? m_empty->toPlainText() : QString();
}

void ConcurrencyChart::placeAnnotation()
{
    const QRectF plot = chart()->plotArea();
    placeChartMessage(m_empty, plot);
    const auto point = currentPoint();
    m_annotation->setVisible(point.has_value() && !m_annotation->text().isEmpty());
    m_plate->setVisible(m_annotation->isVisible());
    if (!m_annotation->isVisible())
        return;
    // Beside the marker where no line crosses the text; where every nearby place is crossed, the
    // nearest inside the plot, on a plate of the background that hides the lines under the text.
    const QPointF pos = chart()->mapToPosition(*point, m_marker);
    const QSizeF size = m_annotation->boundingRect().size() + QSizeF(4, 2);
    LabelLayout layout(plot);
    for (QLineSeries* line : {m_worst, m_realistic, m_worstFp8}) {
        QPolygonF polyline;
        for (const QPointF& p : line->points())
            polyline << chart()->mapToPosition(p, line);
        layout.avoid(polyline);
    }
    // Every place around the marker, a few pixels apart, nearest first: next to the marker on the
    // first side no line crosses (under the falling worst-case line, in a narrow window), never on a
    // line far away from it.
    std::vector<QRectF> candidates;
    const QRectF dot(pos - QPointF(8, 8), QSizeF(16, 16)); // the marker and its border, kept clear
    for (double dy = -3.5 * size.height(); dy <= 3.5 * size.height(); dy += 2)
        for (double left : {pos.x() - size.width() - 10, pos.x() + 10, pos.x() - size.width() / 2})
            if (const QRectF r(QPointF(left, pos.y() + dy - size.height() / 2), size); !r.intersects(dot))
                candidates.push_back(r);
    auto distance = [&](const QRectF& r) {
        const double dx = std::max({r.left() - pos.x(), pos.x() - r.right(), 0.0});
        const double dy = std::max({r.top() - pos.y(), pos.y() - r.bottom(), 0.0});
        return dx * dx + dy * dy;
    };
    std::stable_sort(candidates.begin(), candidates.end(),
                     [&](const QRectF& a, const QRectF& b) { return distance(a) < distance(b); });
    auto box = layout.place(candidates);
    if (!box) {
        const auto inside = std::find_if(candidates.begin(), candidates.end(),
                                         [&](const QRectF& r) { return plot.contains(r); });
        box = inside != candidates.end() ? *inside : candidates.front();
    }
    m_annotation->setPos(box->topLeft() + QPointF(2, 1));
    m_plate->setRect(*box);
}

void ConcurrencyChart::fitAxes()
{
    // Base-2 ticks need room: every other power of two (or fewer) where the labels would touch.
    const QRectF plot = chart()->plotArea();
    const double width = plot.width() > 0 ? plot.width() : this->width() - 90;
    const QFontMetricsF fm(m_x->labelsFont());
    const double label =
        fm.horizontalAdvance(figureLocale().toString(static_cast<qlonglong>(m_x->max()))) + 14;
    const double decades = std::log2(std::max(2.0, m_x->max() / std::max(1.0, m_x->min())));
    double base = 16;
    for (double candidate : {2.0, 4.0, 8.0})
        if (width / (std::floor(decades / std::log2(candidate)) + 1) >= label) {
            base = candidate;
            break;
        }
    if (m_x->base() != base)
        m_x->setBase(base);
    fitAxisTitle(m_y, {tr("requests at once"), tr("requests")},
                 plot.height() > 0 ? plot.height() : height() / 2.0);
}

void ConcurrencyChart::drawBackground(QPainter* painter, const QRectF& rect)
{
    QChartView::drawBackground(painter, rect);
    const GridTicks ticks{logTicks(m_x->min(), m_x->max(), m_x->base()), logTicks(m_y->min(), m_y->max(), 10),
                          logMinorTicks(m_y->min(), m_y->max())};
    drawChartGrid(painter, chart(), m_worst, ticks, palette());
}

void ConcurrencyChart::applyPalette()
{
    styleChartView(this, {m_x, m_y}, m_currentLine, m_annotation);
    // Opaque (the worst-case colour mixed into the background) and drawn first: the lines stay crisp.
    m_worstBand->setBrush(
        mixColors(seriesColor(SeriesRole::WorstCase), palette().color(QPalette::Base), 0.22));
    styleChartMessage(m_empty, palette(), font());
    QColor plate = palette().color(QPalette::Base);
    plate.setAlphaF(0.85f);
    m_plate->setBrush(plate);
}

void ConcurrencyChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        applyPalette();
    QChartView::changeEvent(event);
}

void ConcurrencyChart::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    fitAxes();
}

} // namespace kvb::ui
