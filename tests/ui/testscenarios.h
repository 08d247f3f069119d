#pragma once
// Scenarios for the dashboard's tests, from command-line flags as the CLI parses them. Qt Core only,
// so that the core tests in this folder can use it too.
#include "cliargs.h"
#include "figures.h"
#include "presets.h"

#include <QStringList>
#include <QtGlobal>

namespace kvbtest {

inline kvb::Scenario scenarioFrom(const QStringList& args)
{
    auto parsed = kvb::parsePlanArguments(args, kvb::PresetCatalog::builtin());
    if (!parsed)
        qFatal("bad test arguments: %s", qPrintable(parsed.error().message));
    return parsed->scenario;
}

inline kvb::DashboardFigures figuresFrom(const QStringList& args)
{
    return kvb::computeDashboardFigures(scenarioFrom(args));
}

} // namespace kvbtest
