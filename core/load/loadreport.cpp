#include "load/loadreport.h"

#include "budget/engine.h"

#include <algorithm>
#include <cmath>

namespace kvb {

LoadSpec defaultLoadSpec(const Workload& workload)
{
    LoadSpec spec;
    const double t = static_cast<double>(workload.requestTokens);
    const double q = static_cast<double>(workload.requestTokensP95);
    const auto round = [](double v) { return std::max<std::int64_t>(1, std::llround(v)); };
    spec.workload.prompt = {round(t * 5.0 / 6.0), round(q * 7.0 / 8.0)};
    spec.workload.output = {std::max<std::int64_t>(1, workload.requestTokens - spec.workload.prompt.median),
                            round(q * 3.0 / 16.0)};
    // A p95 below the median (a scenario with p95 < typical) degrades to fixed lengths.
    if (spec.workload.prompt.p95 < spec.workload.prompt.median)
        spec.workload.prompt.p95 = 0;
    if (spec.workload.output.p95 < spec.workload.output.median)
        spec.workload.output.p95 = 0;
    spec.lengthsFromScenario = true;
    return spec;
}

LoadReport computeLoadReport(const Scenario& scenario, const LoadSpec& spec, const std::atomic<bool>* cancel)
{
    LoadReport report;
    report.plan = computePlan(scenario);
    report.safetyMargin = scenario.workload.safetyMargin;
    if (!report.plan.fits())
        return report;

    SimulationInput input;
    input.config = schedulerConfigFor(report.plan);
    input.config.prefixTokens = spec.prefixTokens;
    input.config.prefixCaching = spec.prefixCaching;
    input.config.stepTime = spec.stepTime;
    GeneratedWorkload generated = generateWorkload(spec.workload);
    input.requests = std::move(generated.requests);
    input.closedLoopUsers = generated.closedLoopUsers;
    input.options.maxSeriesPoints = spec.maxSeriesPoints;
    input.options.checkInvariants = spec.checkInvariants;
    report.config = input.config;
    report.numRequests = static_cast<std::int64_t>(input.requests.size());

    report.requestTokensP95 = spec.lengthsFromScenario ? scenario.workload.requestTokensP95
                                                       : requestTokensQuantile(input.requests, 0.95);
    Scenario thumb = scenario;
    thumb.workload.requestTokensP95 = std::max<std::int64_t>(1, report.requestTokensP95);
    report.ruleOfThumbMaxNumSeqs = spec.lengthsFromScenario ? report.plan.recommendedMaxNumSeqs
                                                            : computePlan(thumb).recommendedMaxNumSeqs;

    report.simulation = simulate(input, cancel);
    report.simulated = true;
    report.cancelled = report.simulation.cancelled;
    if (spec.recommend && !report.cancelled) {
        const int upper = std::max(1024, report.plan.settings.maxNumSeqs);
        report.recommendation = recommendMaxNumSeqs(input, spec.targetKvUsage, upper, cancel);
        report.cancelled = report.recommendation.cancelled;
    }
    return report;
}

} // namespace kvb
