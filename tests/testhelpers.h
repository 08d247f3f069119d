#pragma once

// Shared helpers for the core tests: scenarios from the built-in presets, and relative comparisons
// for the seed examples' round figures ("about 449,000 tokens").

#include "engine.h"
#include "presets.h"
#include "scenariofile.h"

#include <QtTest>

#include <cmath>

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

inline bool within(double actual, double expected, double relative)
{
    return std::fabs(actual - expected) <= std::fabs(expected) * relative;
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
