#pragma once

#include "base/result.h"
#include "load/loadreport.h"
#include "model/scenario.h"

#include <QMap>
#include <QStringList>
#include <QTextStream>

namespace kvb {

// The workload flags of `kvbudget simulate`, by name without dashes, as parsePlanArguments returns them
// in PlanArguments::extras.
QStringList simulateValueFlags();
QStringList simulateSwitches();

// Builds the load spec from the scenario's workload and the workload flags (reading --trace).
Result<LoadSpec> loadSpecFromFlags(const Scenario& scenario, const QMap<QString, QString>& extras,
                                   QStringList* notes = nullptr);

// `kvbudget simulate [plan flags] [workload flags] [--format text|json|csv] [-- vllm serve ...]`
int runSimulateCommand(const QStringList& args, QTextStream& out, QTextStream& err);

QString simulateHelp();

} // namespace kvb
