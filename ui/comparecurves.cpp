#include "ui/comparecurves.h"

#include "ui/chartstyle.h"
#include "ui/comparestyle.h"

#include <QEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

#include <cmath>

namespace kvb::ui {

CompareCurvesChart::CompareCurvesChart(Kind kind, QWidget* parent)
    : QChartView(parent)
    , m_kind(kind)
{
    const bool concurrency = kind == Kind::Concurrency;
    QChart* chart = setUpChartView(
        this,
        concurrency ? tr("Maximum concurrency against max_model_len") : tr("KV cache against utilization"),
        concurrency ? tr("vLLM's worst case for each scenario: the KV blocks divided by the blocks of one "
                         "max_model_len request. The marker is the scenario's own max_model_len.")
                    : tr("The KV cache tokens each scenario holds at each gpu_memory_utilization; the "
                         "marker is the scenario's own utilization. No line where vLLM refuses to start."));
    for (int c = 0; c < maxColumns; ++c) {
        auto* line = new QLineSeries(chart);
        chart->addSeries(line);
        m_lines[static_cast<std::size_t>(c)] = line;
    }
    for (int c = 0; c < maxColumns; ++c) {
        auto* marker = new QScatterSeries(chart);
        marker->setMarkerSize(10);
        chart->addSeries(marker);
        m_markers[static_cast<std::size_t>(c)] = marker;
    }
    if (concurrency) {
        auto* x = new QLogValueAxis(chart);
        x->setBase(4);
        x->setLabelFormat(QStringLiteral("%.0f"));
        x->setTitleText(tr("max_model_len (tokens, log scale)"));
        x->setMinorTickCount(0);
        auto* y = new QLogValueAxis(chart);
        y->setLabelFormat(QStringLiteral("%.6g"));
        y->setTitleText(tr("requests at once"));
        y->setMinorTickCount(0);
        m_x = x;
        m_y = y;
    } else {
        auto* x = new QValueAxis(chart);
        x->setRange(0, 1);
        x->setTickCount(6);
        x->setLabelFormat(QStringLiteral("%.1f"));
        x->setTitleText(tr("gpu_memory_utilization"));
        auto* y = new QValueAxis(chart);
        y->setLabelFormat(QStringLiteral("%.0f"));
        y->setTitleText(tr("KV cache (tokens)"));
        m_x = x;
        m_y = y;
    }
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    for (QScatterSeries* marker : m_markers)
        chart->legend()->markers(marker).first()->setVisible(false);
    chart->legend()->setAlignment(Qt::AlignBottom);
    applyPalette();
    setCount(0);
}

void CompareCurvesChart::setCount(int count)
{
    m_count = count;
    for (int c = 0; c < maxColumns; ++c) {
        const bool shown = c < count;
        m_lines[static_cast<std::size_t>(c)]->setVisible(shown);
        m_markers[static_cast<std::size_t>(c)]->setVisible(shown);
        chart()->legend()->markers(m_lines[static_cast<std::size_t>(c)]).first()->setVisible(shown);
        chart()->legend()->markers(m_markers[static_cast<std::size_t>(c)]).first()->setVisible(false);
    }
    fitAxes();
}

void CompareCurvesChart::setColumn(int column, const QString& name, const DashboardFigures& f)
{
    if (column < 0 || column >= maxColumns)
        return;
    QLineSeries* line = m_lines[static_cast<std::size_t>(column)];
    QScatterSeries* marker = m_markers[static_cast<std::size_t>(column)];
    if (line->name() != name)
        line->setName(name);
    QList<QPointF> points;
    QList<QPointF> current;
    if (m_kind == Kind::Concurrency) {
        for (const ContextPoint& p : f.concurrency)
            if (p.worstCase > 0) // a log axis has no zero: no KV cache, no point
                points.append(QPointF(static_cast<double>(p.contextLength), p.worstCase));
        if (f.plan.maxConcurrency > 0)
            current.append(QPointF(static_cast<double>(f.plan.settings.maxModelLen), f.plan.maxConcurrency));
    } else {
        for (const UtilizationPoint& p : f.utilization)
            if (p.verdict == Verdict::Fits)
                points.append(QPointF(p.utilization, static_cast<double>(p.kvTokens)));
        if (f.plan.fits())
            current.append(
                QPointF(f.plan.settings.gpuMemoryUtilization, static_cast<double>(f.plan.kvTokens)));
    }
    line->replace(points);
    marker->replace(current);
    fitAxes();
    viewport()->update(); // the grid is background, which the scene does not track
}

void CompareCurvesChart::fitAxes()
{
    // The range of what is drawn, widened to whole decades (log) or round steps (linear) so that a
    // small move of one scenario keeps the axes, and the layout, still.
    double xLo = 1e300, xHi = 0, yLo = 1e300, yHi = 0;
    for (int c = 0; c < m_count; ++c)
        for (QXYSeries* s : {static_cast<QXYSeries*>(m_lines[static_cast<std::size_t>(c)]),
                             static_cast<QXYSeries*>(m_markers[static_cast<std::size_t>(c)])})
            for (const QPointF& p : s->points()) {
                xLo = std::min(xLo, p.x());
                xHi = std::max(xHi, p.x());
                yLo = std::min(yLo, p.y());
                yHi = std::max(yHi, p.y());
            }
    if (yHi <= 0)
        return;
    if (m_kind == Kind::Concurrency) {
        m_x->setRange(xLo, std::max(xHi, xLo * 2));
        const double from = std::pow(10.0, std::floor(std::log10(yLo)));
        const double to = std::max(from * 10, std::pow(10.0, std::ceil(std::log10(yHi))));
        m_y->setRange(from, to);
    } else {
        const double step = niceTickStep(yHi, 5);
        m_y->setRange(0, std::ceil(yHi / step) * step);
        static_cast<QValueAxis*>(m_y)->setTickCount(static_cast<int>(std::ceil(yHi / step)) + 1);
    }
}

void CompareCurvesChart::drawBackground(QPainter* painter, const QRectF& rect)
{
    QChartView::drawBackground(painter, rect);
    GridTicks ticks;
    if (m_kind == Kind::Concurrency) {
        auto* x = static_cast<QLogValueAxis*>(m_x);
        auto* y = static_cast<QLogValueAxis*>(m_y);
        ticks = {logTicks(x->min(), x->max(), x->base()), logTicks(y->min(), y->max(), 10), {}};
    } else {
        auto* x = static_cast<QValueAxis*>(m_x);
        auto* y = static_cast<QValueAxis*>(m_y);
        ticks = {linearTicks(x->min(), x->max(), x->tickCount()),
                 linearTicks(y->min(), y->max(), y->tickCount()),
                 {}};
    }
    drawChartGrid(painter, chart(), m_lines[0], ticks, palette());
}

void CompareCurvesChart::applyPalette()
{
    const QPalette& p = palette();
    setBackgroundBrush(p.color(QPalette::Base));
    applyChartPalette(chart(), p);
    styleAxis(m_x, p, font());
    styleAxis(m_y, p, font());
    chart()->setTitleFont(chartTitleFont(font()));
    chart()->legend()->setFont(chartLabelFont(font()));
    for (int c = 0; c < maxColumns; ++c) {
        const QColor color = scenarioColor(c, p);
        QPen pen(color, 2.5, scenarioPenStyle(c));
        pen.setCapStyle(Qt::FlatCap);
        m_lines[static_cast<std::size_t>(c)]->setPen(pen);
        m_markers[static_cast<std::size_t>(c)]->setColor(color);
        m_markers[static_cast<std::size_t>(c)]->setBorderColor(p.color(QPalette::Base));
    }
}

void CompareCurvesChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        applyPalette();
    QChartView::changeEvent(event);
}

} // namespace kvb::ui
