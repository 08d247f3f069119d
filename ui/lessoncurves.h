#pragma once

#include <QString>

class QAbstractSeries;
class QChartView;
class QWidget;

namespace kvb::ui {

// The series a lesson step's curve names (core's lessonCurve: "worst_case" and "realistic" in the
// concurrency chart, "capacity" in the utilization chart, "kv_usage", "waiting" and "preemptions" in
// the load chart), looked up in `chart` or its children; null when the chart has no such curve.
QAbstractSeries* lessonCurveSeries(QWidget* chart, const QString& curve);

// Emphasizes the step's curve in `chart` (emphasizeSeries) and returns the chart view it is in, so
// that the caller can restore it; null (and nothing changed) when the step names no curve there.
QChartView* emphasizeLessonCurve(QWidget* chart, const QString& curve);

} // namespace kvb::ui
