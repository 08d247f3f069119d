#include "report/figures.h"

#include "budget/engine.h"
#include "report/explainkv.h"
#include "vllm/messages.h"

#include <algorithm>
#include <cmath>

namespace kvb {

std::vector<UtilizationRange> refusedRanges(const std::vector<UtilizationPoint>& points)
{
    std::vector<UtilizationRange> ranges;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const UtilizationPoint& p = points[i];
        if (p.verdict == Verdict::Fits)
            continue;
        if (i > 0 && points[i - 1].verdict == p.verdict)
            ranges.back().to = p.utilization;
        else
            ranges.push_back({p.utilization, p.utilization, p.verdict});
    }
    return ranges;
}

std::int64_t tokensPerUtilizationStep(const Scenario& scenario, const Plan& plan, double step)
{
    if (plan.stages.empty() || scenario.serving.kvCacheMemoryBytes || plan.kv.bytesPerToken <= 0)
        return 0;
    const double bytes = step * static_cast<double>(plan.memory.total);
    return static_cast<std::int64_t>(std::floor(bytes / static_cast<double>(plan.kv.bytesPerToken)));
}

std::vector<std::int64_t> dashboardContextGrid(const Scenario& scenario, const Plan& plan)
{
    const std::int64_t modelMax = scenario.model.maxModelLen();
    std::vector<std::int64_t> grid = contextLengthGrid(std::min(dashboardMinContext, modelMax), modelMax);
    for (std::int64_t extra : {plan.settings.maxModelLen, scenario.workload.requestTokens})
        if (extra >= 1 && extra <= modelMax)
            grid.push_back(extra);
    std::sort(grid.begin(), grid.end());
    grid.erase(std::unique(grid.begin(), grid.end()), grid.end());
    return grid;
}

DashboardFigures computeDashboardFigures(const Scenario& scenario)
{
    DashboardFigures f;
    f.scenario = scenario;
    f.plan = computePlan(scenario);
    f.headline = verdictHeadline(f.plan);
    f.startupError = vllmStartupError(f.plan);
    f.logLines = vllmLogLines(f.plan);
    if (f.plan.verdict != Verdict::InvalidInput)
        f.kvLayout = kvLayoutSummary(scenario, f.plan);
    f.startupPeak = startupPeak(scenario, f.plan);
    f.explanation = explainPlan(scenario, f.plan);
    if (f.plan.verdict == Verdict::InvalidInput)
        return f;
    f.memoryBars = memoryBars(f.plan);
    f.concurrency = concurrencyVsContext(scenario, dashboardContextGrid(scenario, f.plan));
    f.utilization = kvTokensVsUtilization(scenario, utilizationGrid());
    f.refused = refusedRanges(f.utilization);
    // The slope is the fitting part's: with no utilization at which vLLM starts there is none to show.
    const bool anyFits = std::any_of(f.utilization.begin(), f.utilization.end(),
                                     [](const UtilizationPoint& p) { return p.verdict == Verdict::Fits; });
    f.tokensPerUtilizationStep = anyFits ? tokensPerUtilizationStep(scenario, f.plan) : 0;
    f.savings = savingsWaterfall(scenario);
    return f;
}

} // namespace kvb
