#pragma once

// What every fuzz target checks once its parser accepted an input: the engine runs on it, and whatever
// it says is a figure a user could be shown. A finding aborts, so libFuzzer keeps the input and the
// replay test (fuzz_regressions) fails on it.

#include "budget/engine.h"
#include "budget/plan.h"
#include "io/presets.h"
#include "io/scenariofile.h"

#include <QByteArray>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace kvb::fuzz {

[[noreturn]] inline void finding(const char* what)
{
    std::fprintf(stderr, "fuzz finding: %s\n", what);
    std::abort();
}

// A plan the engine calls valid must hold only finite, physically possible figures: nothing negative
// that cannot be, nothing above the card.
inline void checkPlan(const Plan& plan)
{
    if (plan.verdict == Verdict::InvalidInput)
        return;
    const MemoryTerms& m = plan.memory;
    if (m.total <= 0 || m.ceiling < 0 || m.ceiling > m.total)
        finding("ceiling outside [0, total]");
    if (m.weights < 0 || m.nonTorch < 0 || m.activation < 0 || m.cudaGraph < 0 || m.cudaContext < 0)
        finding("a negative memory term");
    if (plan.kvTokens < 0 || plan.numBlocks < 0)
        finding("negative KV tokens or blocks");
    if (!std::isfinite(plan.maxConcurrency) || plan.maxConcurrency < 0)
        finding("maximum concurrency not finite or negative");
    if (plan.fits() && m.kvCache <= 0 && plan.kv.groups() > 0)
        finding("a plan that fits without a KV pool");
}

inline void checkScenario(const Scenario& scenario)
{
    checkPlan(computePlan(scenario));
}

// The default scenario, resolved once: its preset lookup and JSON read are not what a target fuzzes,
// and resolving it on every input took a tenth of each execution.
inline const Scenario& baseScenario()
{
    static const Scenario scenario = defaultScenario(PresetCatalog::builtin());
    return scenario;
}

inline QByteArray bytes(const std::uint8_t* data, std::size_t size)
{
    return QByteArray(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
}

} // namespace kvb::fuzz
