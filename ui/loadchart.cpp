#include "ui/loadchart.h"

#include "base/units_format.h"

#include "ui/chartstyle.h"
#include "ui/labellayout.h"
#include "ui/termcolors.h"

#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

namespace kvb::ui {

namespace {

// Colours of the two request counts, apart from the KV pool's green and the preemptions' red.
const QColor runningColor(0x2f, 0x5d, 0xa8);
const QColor waitingColor(0xdd, 0x84, 0x52);

QLineSeries* lineSeries(QChart* chart, const QColor& color, qreal width, Qt::PenStyle style)
{
    auto* series = new QLineSeries(chart);
    QPen pen(color, width, style);
    pen.setCapStyle(Qt::RoundCap);
    series->setPen(pen);
    chart->addSeries(series);
    return series;
}

} // namespace

LoadChart::LoadChart(QWidget* parent)
    : QChartView(parent)
{
    QChart* chart = setUpChartView(
        this, tr("KV cache usage and requests under load"),
        tr("The scheduler simulation step by step: the share of the KV pool in use (left axis), the requests "
           "running and waiting (right axis), and a red mark wherever running requests were preempted "
           "because the pool ran out. The dashed line is the target KV usage."));

    m_kv = lineSeries(chart, seriesColor(SeriesRole::Capacity), 2.5, Qt::SolidLine);
    m_kv->setName(tr("KV usage (%)"));
    m_target = lineSeries(chart, palette().color(QPalette::Text), 1.5, Qt::DashLine);
    m_target->setName(tr("target %1%").arg(90)); // named now, so the legend lays out room for it
    m_running = lineSeries(chart, runningColor, 1.5, Qt::SolidLine);
    m_running->setName(tr("running"));
    m_waiting = lineSeries(chart, waitingColor, 1.5, Qt::SolidLine);
    m_waiting->setName(tr("waiting"));
    m_preemptions = new QScatterSeries(chart);
    m_preemptions->setName(tr("preemptions"));
    m_preemptions->setMarkerShape(QScatterSeries::MarkerShapeTriangle);
    m_preemptions->setMarkerSize(11);
    m_preemptions->setColor(seriesColor(SeriesRole::Refused));
    m_preemptions->setBorderColor(Qt::white);
    chart->addSeries(m_preemptions);

    m_x = new QValueAxis(chart);
    m_x->setLabelFormat(QStringLiteral("%.0f"));
    m_x->setTitleText(tr("engine steps"));
    m_percent = new QValueAxis(chart);
    m_percent->setRange(0, 100);
    m_percent->setTickCount(6);
    m_percent->setLabelFormat(QStringLiteral("%.0f%"));
    m_percent->setTitleText(tr("KV cache usage (% of the pool)"));
    m_requests = new QValueAxis(chart);
    m_requests->setTickCount(loadAxisIntervals + 1);
    m_requests->setLabelFormat(QStringLiteral("%.0f"));
    m_requests->setTitleText(tr("requests"));
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_percent, Qt::AlignLeft);
    chart->addAxis(m_requests, Qt::AlignRight);
    for (QAbstractSeries* s : {static_cast<QAbstractSeries*>(m_kv), static_cast<QAbstractSeries*>(m_target),
                               static_cast<QAbstractSeries*>(m_preemptions)}) {
        s->attachAxis(m_x);
        s->attachAxis(m_percent);
    }
    for (QAbstractSeries* s : {m_running, m_waiting}) {
        s->attachAxis(m_x);
        s->attachAxis(m_requests);
    }

    new ChartChrome(chart); // the title and legend, wrapped rather than elided
    m_message = new QGraphicsSimpleTextItem(chart);
    m_message->setZValue(20);
    m_message->hide();
    connect(chart, &QChart::plotAreaChanged, this, [this] { placeMessage(); });
    applyPalette();
}

void LoadChart::setFigures(const LoadFigures& f)
{
    if (!f.simulated) {
        showMessage(tr("Nothing simulated"));
        return;
    }
    QList<QPointF> kv;
    QList<QPointF> running;
    QList<QPointF> waiting;
    kv.reserve(static_cast<qsizetype>(f.points.size()));
    running.reserve(kv.capacity());
    waiting.reserve(kv.capacity());
    for (const LoadChartPoint& p : f.points) {
        kv.append(QPointF(p.x, p.kvPercent));
        running.append(QPointF(p.x, p.running));
        waiting.append(QPointF(p.x, p.waiting));
    }
    QList<QPointF> marks;
    for (const PreemptionMark& m : f.marks)
        marks.append(QPointF(m.x, m.kvPercent));
    m_kv->replace(kv);
    m_running->replace(running);
    m_waiting->replace(waiting);
    m_preemptions->replace(marks);
    m_x->setRange(0, f.xMax);
    m_x->applyNiceNumbers();
    m_requests->setRange(0, f.requestsAxisMax);
    m_target->replace(QList<QPointF>{{m_x->min(), f.targetPercent}, {m_x->max(), f.targetPercent}});
    const QString targetName = tr("target %1%").arg(figureLocale().toString(f.targetPercent, 'f', 0));
    if (m_target->name() != targetName)
        m_target->setName(targetName);
    if (m_axis != f.axis) {
        m_axis = f.axis;
        m_x->setTitleText(f.axis == LoadTimeAxis::Steps ? tr("engine steps") : tr("simulated time (s)"));
        m_x->setLabelFormat(f.axis == LoadTimeAxis::Steps ? QStringLiteral("%.0f") : QStringLiteral("%.1f"));
    }
    m_message->hide();
    setTickLabelsVisible(true);
    viewport()->update(); // the grid follows the axes and is background, which the scene does not track
}

void LoadChart::showMessage(const QString& message)
{
    for (QLineSeries* s : {m_kv, m_target, m_running, m_waiting})
        s->clear();
    m_preemptions->clear();
    m_message->setText(message);
    m_message->show();
    // No run, no scale: the default 0-1 range would read "0 0 1 1 1" at whole-number precision.
    setTickLabelsVisible(false);
    placeMessage();
    viewport()->update();
}

void LoadChart::setTickLabelsVisible(bool visible)
{
    for (QValueAxis* axis : {m_x, m_percent, m_requests})
        if (axis->labelsVisible() != visible)
            axis->setLabelsVisible(visible);
}

QString LoadChart::message() const
{
    return m_message->isVisible() ? m_message->text() : QString();
}

void LoadChart::placeMessage()
{
    m_message->setPos(chart()->plotArea().center() - m_message->boundingRect().center());
}

void LoadChart::drawBackground(QPainter* painter, const QRectF& rect)
{
    QChartView::drawBackground(painter, rect);
    const GridTicks ticks{linearTicks(m_x->min(), m_x->max(), m_x->tickCount()),
                          linearTicks(m_percent->min(), m_percent->max(), m_percent->tickCount()),
                          {}};
    drawChartGrid(painter, chart(), m_kv, ticks, palette());
}

void LoadChart::applyPalette()
{
    styleChartView(this, {m_x, m_percent, m_requests}, m_target, m_message);
    m_message->setFont(chartLabelFont(font()));
    m_message->setBrush(palette().color(QPalette::PlaceholderText));
}

void LoadChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        applyPalette();
    QChartView::changeEvent(event);
}

} // namespace kvb::ui
