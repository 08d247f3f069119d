#pragma once

#include "load/loadreport.h"
#include "model/scenario.h"

#include <QJsonObject>
#include <QStringList>

namespace kvb {

// `kvbudget simulate --format json`: the summary, the recommendation and the inputs (schema_version 1).
QJsonObject loadReportToJson(const Scenario& scenario, const LoadSpec& spec, const LoadReport& report,
                             const QStringList& notes = {});

// A readable summary with a sparkline of KV usage, the recommendation and the rule of thumb.
QString loadReportToText(const Scenario& scenario, const LoadSpec& spec, const LoadReport& report,
                         const QStringList& notes = {});

// The time series: step,time_s,kv_usage,running,waiting,preemptions_cumulative.
QString loadSeriesToCsv(const SimulationResult& result);

// One character per column, ▁ (empty) to █ (full), each the maximum KV usage of its steps.
QString kvUsageSparkline(const std::vector<SeriesPoint>& series, int width);

} // namespace kvb
