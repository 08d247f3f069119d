#include "report/sweeps.h"

#include "budget/engine.h"

#include <cmath>

namespace kvb {

std::vector<ContextPoint> concurrencyVsContext(const Scenario& scenario,
                                               const std::vector<std::int64_t>& lengths)
{
    std::vector<ContextPoint> points;
    points.reserve(lengths.size());
    Scenario at = scenario;
    Scenario atFp8 = scenario;
    atFp8.serving.kvCacheDtype = KvCacheDtype::Fp8;
    for (std::int64_t length : lengths) {
        at.serving.maxModelLen = length;
        atFp8.serving.maxModelLen = length;
        // A request longer than the context is cut to it, so the realistic length is capped there.
        const std::int64_t typical = std::min(length, scenario.workload.requestTokens);
        at.workload.requestTokens = typical;
        atFp8.workload.requestTokens = typical;
        const Plan plan = computePlan(at);
        const Plan fp8 = computePlan(atFp8);
        points.push_back({length, plan.maxConcurrency, plan.realisticConcurrency, fp8.maxConcurrency,
                          fp8.realisticConcurrency, plan.fits(), plan.band.maxConcurrencyLow,
                          plan.band.maxConcurrencyHigh});
    }
    return points;
}

std::vector<std::int64_t> contextLengthGrid(std::int64_t from, std::int64_t to)
{
    std::vector<std::int64_t> grid;
    if (from < 1 || to < from)
        return grid;
    std::int64_t length = 1;
    while (length < from)
        length *= 2;
    if (length != from)
        grid.push_back(from);
    for (; length <= to; length *= 2)
        grid.push_back(length);
    if (grid.empty() || grid.back() != to)
        grid.push_back(to);
    return grid;
}

std::vector<UtilizationPoint> kvTokensVsUtilization(const Scenario& scenario,
                                                    const std::vector<double>& utilizations)
{
    std::vector<UtilizationPoint> points;
    points.reserve(utilizations.size());
    Scenario at = scenario;
    for (double u : utilizations) {
        at.serving.gpuMemoryUtilization = u;
        const Plan plan = computePlan(at);
        const bool fits = plan.fits();
        points.push_back({u, fits ? plan.kvTokens : 0, plan.memory.kvCache, plan.verdict,
                          fits ? plan.band.kvTokensLow : 0, fits ? plan.band.kvTokensHigh : 0});
    }
    return points;
}

std::vector<double> utilizationGrid(double from, double to, double step)
{
    std::vector<double> grid;
    const int steps = static_cast<int>(std::floor((to - from) / step + 1e-9));
    grid.reserve(static_cast<std::size_t>(steps + 1));
    for (int i = 0; i <= steps; ++i)
        grid.push_back(std::round((from + i * step) * 1e6) / 1e6);
    return grid;
}

std::vector<KvDtypePoint> planPerKvDtype(const Scenario& scenario)
{
    std::vector<KvDtypePoint> points;
    for (KvCacheDtype dtype : {KvCacheDtype::Auto, KvCacheDtype::Fp8}) {
        Scenario at = scenario;
        at.serving.kvCacheDtype = dtype;
        points.push_back({dtype, computePlan(at)});
    }
    return points;
}

} // namespace kvb
