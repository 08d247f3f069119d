#pragma once

// The helpers every test shares: scenarios from the built-in presets or from command-line flags as
// the CLI parses them, the public startup logs, and relative comparisons for the seed examples'
// round figures ("about 449,000 tokens"). Qt Core only; uitesthelpers.h adds what widget tests need.

#include "budget/engine.h"
#include "cli/cliargs.h"
#include "io/presets.h"
#include "io/scenariofile.h"
#include "report/figures.h"
#include "vllm/startuplogs.h"
#include "vllm/vllmlog.h"

#include <QFile>
#include <QStringList>

#include <QtTest>

#include <cmath>
#include <vector>

namespace kvbtest {

inline kvb::Scenario scenario(const char* id)
{
    auto s = kvb::resolveScenario(QLatin1String(id), kvb::PresetCatalog::builtin());
    if (!s)
        qFatal("built-in scenario %s does not load: %s", id, qPrintable(s.error().message));
    return s.value();
}

inline kvb::ModelSpec model(const char* id)
{
    const auto m = kvb::PresetCatalog::builtin().model(QLatin1String(id));
    if (!m)
        qFatal("model preset %s missing", id);
    return *m;
}

inline kvb::GpuSpec gpu(const char* id)
{
    const auto g = kvb::PresetCatalog::builtin().gpu(QLatin1String(id));
    if (!g)
        qFatal("GPU preset %s missing", id);
    return *g;
}

// The default scenario with another model on `gpus` cards of a preset type.
inline kvb::Scenario scenarioOn(const kvb::ModelSpec& model, const char* gpuId, int gpus = 1)
{
    kvb::Scenario s = scenario("default");
    s.model = model;
    s.gpu = gpu(gpuId);
    s.gpu.count = gpus;
    return s;
}

// A plan the test expects to be valid input: anything else stops the test with the engine's message.
inline kvb::Plan validPlan(const kvb::Scenario& s)
{
    const kvb::Plan plan = kvb::computePlan(s);
    if (plan.verdict == kvb::Verdict::InvalidInput)
        qFatal("%s", qPrintable(plan.inputError));
    return plan;
}

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

inline bool within(double actual, double expected, double relative)
{
    return std::fabs(actual - expected) <= std::fabs(expected) * relative;
}

// The logged tokens exactly, or, where the log's own GiB and tokens disagree under the plan's bytes
// per token by more than the GiB's rounding (two public logs do, by about 1%), the tokens the
// logged GiB holds: the calibration matches the memory figure, and the memory is what what-ifs
// start from.
inline void compareCalibratedTokens(const kvb::Plan& p, const kvb::ParsedVllmLog& log)
{
    const std::int64_t logged = *log.figures.kvTokens;
    if (p.kvTokens == logged)
        return;
    QVERIFY2(log.figures.availableKvGiB && p.kv.bytesPerToken > 0,
             qPrintable(QStringLiteral("%1 tokens, logged %2").arg(p.kvTokens).arg(logged)));
    const double heldByLoggedGiB =
        double(kvb::fromGiB(*log.figures.availableKvGiB)) / double(p.kv.bytesPerToken);
    const double selfDisagreement = std::fabs(heldByLoggedGiB - double(logged)) / double(logged);
    QVERIFY2(selfDisagreement > 0.005,
             qPrintable(QStringLiteral("%1 tokens, logged %2 (the log agrees with itself within %3%)")
                            .arg(p.kvTokens)
                            .arg(logged)
                            .arg(100 * selfDisagreement)));
    QVERIFY2(within(double(p.kvTokens), heldByLoggedGiB, 0.006),
             qPrintable(
                 QStringLiteral("%1 tokens, the logged GiB holds %2").arg(p.kvTokens).arg(heldByLoggedGiB)));
}

} // namespace kvbtest

// QVERIFY2 with both numbers in the failure message.
#define KVB_COMPARE_REL(actual, expected, relative)                                                          \
    QVERIFY2(kvbtest::within(static_cast<double>(actual), static_cast<double>(expected), relative),          \
             qPrintable(QStringLiteral("%1 = %2, expected %3 ± %4%")                                         \
                            .arg(QLatin1String(#actual))                                                     \
                            .arg(static_cast<double>(actual), 0, 'f', 4)                                     \
                            .arg(static_cast<double>(expected), 0, 'f', 4)                                   \
                            .arg((relative)*100.0)))
