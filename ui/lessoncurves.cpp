#include "ui/lessoncurves.h"

#include "ui/chartstyle.h"
#include "ui/concurrencychart.h"
#include "ui/loadchart.h"
#include "ui/utilizationchart.h"

#include <QChart>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QLineSeries>
#include <QScatterSeries>

namespace kvb::ui {

namespace {

template <typename Chart>
Chart* find(QWidget* widget)
{
    if (auto* chart = qobject_cast<Chart*>(widget))
        return chart;
    return widget ? widget->findChild<Chart*>() : nullptr;
}

} // namespace

QAbstractSeries* lessonCurveSeries(QWidget* chart, const QString& curve)
{
    if (curve.isEmpty())
        return nullptr;
    if (auto* concurrency = find<ConcurrencyChart>(chart)) {
        if (curve == u"worst_case")
            return concurrency->worstCaseSeries();
        if (curve == u"realistic")
            return concurrency->realisticSeries();
    }
    if (auto* utilization = find<UtilizationChart>(chart); utilization && curve == u"capacity")
        return utilization->capacitySeries();
    if (auto* load = find<LoadChart>(chart)) {
        if (curve == u"kv_usage")
            return load->kvSeries();
        if (curve == u"waiting")
            return load->waitingSeries();
        if (curve == u"preemptions")
            return load->preemptionSeries();
    }
    return nullptr;
}

QChartView* emphasizeLessonCurve(QWidget* chart, const QString& curve)
{
    QAbstractSeries* series = lessonCurveSeries(chart, curve);
    // The view that shows the series' chart: the one view of the chart's scene.
    QChartView* view = series && series->chart() && series->chart()->scene()
                           ? qobject_cast<QChartView*>(series->chart()->scene()->views().value(0))
                           : nullptr;
    if (!view)
        return nullptr;
    emphasizeSeries(view, series);
    return view;
}

} // namespace kvb::ui
