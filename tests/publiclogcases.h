#pragma once

// The public startup logs (presets/vllm-startup-logs.json, bundled as a resource), for the tests that
// calibrate, validate or parse against them, so that every test reads the same cases the same way.

#include "presets.h"
#include "startuplogs.h"
#include "vllmlog.h"

#include <QFile>
#include <QStringList>

#include <vector>

namespace kvbtest {

// Every case of the bundled public set; a test cannot run without them, so a failure is fatal.
inline std::vector<kvb::LogCase> publicLogCases()
{
    QFile file(QStringLiteral(":/presets/vllm-startup-logs.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the bundled startup logs");
    auto cases = kvb::parseStartupLogCases(file.readAll(), QStringLiteral("vllm-startup-logs.json"));
    if (!cases)
        qFatal("%s", qPrintable(cases.error().message));
    return cases.value();
}

// The cases a calibration can reproduce: the model is a preset the engine fully models and the log
// states a KV figure.
inline QStringList calibratablePublicLogIds()
{
    QStringList ids;
    for (const kvb::LogCase& c : publicLogCases()) {
        const auto scenario = kvb::scenarioForCase(c, kvb::PresetCatalog::builtin());
        const auto log = kvb::parseVllmLog(c.rawLog);
        if (!scenario || !log || !scenario->model.unmodelledFeatures.empty())
            continue;
        if (!log->figures.availableKvGiB && !log->figures.numGpuBlocks && !log->figures.kvTokens)
            continue; // nothing to reproduce (e.g. a truncated excerpt)
        ids.append(c.id);
    }
    return ids;
}

} // namespace kvbtest
