#include "report/loadfigures.h"

#include <algorithm>

namespace kvb {

LoadSpec loadSpecFor(const Workload& workload, const LoadControls& controls)
{
    LoadSpec spec = defaultLoadSpec(workload);
    if (!controls.lengthsFromScenario) {
        spec.workload.prompt = {std::max<std::int64_t>(1, controls.promptTokens), 0};
        spec.workload.output = {std::max<std::int64_t>(1, controls.outputTokens), 0};
        spec.lengthsFromScenario = false;
    }
    spec.workload.numRequests = std::max(1, controls.numRequests);
    spec.workload.arrival = controls.arrival;
    spec.workload.seed = controls.seed;
    spec.prefixCaching = controls.prefixCaching;
    spec.prefixTokens = std::max<std::int64_t>(0, controls.prefixTokens);
    spec.targetKvUsage = controls.targetKvPercent / 100.0;
    // The chart is at most about a thousand pixels wide. The recorder halves its buckets when it reaches
    // the limit, so 600 leaves 300-600 points (each keeps its bucket's peaks): drawing them takes about
    // 6 ms on the GUI thread against about 19 ms for the CLI's 2,000, keeping a finished run within a frame.
    spec.maxSeriesPoints = loadChartMaxPoints;
    return spec;
}

int roundAxisMax(int value)
{
    const double needed = std::max(1.0, static_cast<double>(value) / loadAxisIntervals);
    for (double magnitude = 1;; magnitude *= 10)
        for (double factor : {1.0, 2.0, 2.5, 5.0})
            if (factor * magnitude >= needed && (factor != 2.5 || magnitude >= 10)) // whole ticks
                return static_cast<int>(factor * magnitude * loadAxisIntervals);
}

LoadFigures loadFigures(const LoadReport& report, LoadTimeAxis axis, double targetKvUsage)
{
    LoadFigures f;
    f.axis = axis;
    f.targetPercent = targetKvUsage * 100.0;
    f.currentMaxNumSeqs =
        report.config.maxNumSeqs > 0 ? report.config.maxNumSeqs : report.plan.settings.maxNumSeqs;
    f.ruleOfThumbMaxNumSeqs = static_cast<int>(report.ruleOfThumbMaxNumSeqs);
    f.simulated = report.simulated && !report.cancelled;
    if (!f.simulated)
        return f;

    const SimulationResult& sim = report.simulation;
    f.points.reserve(sim.series.size());
    std::int64_t previous = 0;
    for (const SeriesPoint& p : sim.series) {
        const double x = axis == LoadTimeAxis::Steps ? static_cast<double>(p.step) : p.timeS;
        const double kv = p.kvUsage * 100.0;
        f.points.push_back({x, kv, p.running, p.waiting});
        if (p.preemptions > previous)
            f.marks.push_back({x, kv, p.preemptions - previous, p.preemptions});
        previous = p.preemptions;
        f.xMax = std::max(f.xMax, x);
        f.requestsMax = std::max({f.requestsMax, p.running, p.waiting});
    }
    f.requestsAxisMax = roundAxisMax(f.requestsMax);
    f.peakKvPercent = sim.summary.peakKvUsage * 100.0;
    f.recommendedMaxNumSeqs = report.recommendation.maxNumSeqs;
    f.recommendedPeakKvPercent = report.recommendation.atRecommended.peakKvUsage * 100.0;
    if (sim.summary.preemptions > 0)
        f.outcome = LoadOutcome::Spiral;
    else if (sim.summary.peakKvUsage >= targetKvUsage)
        f.outcome = LoadOutcome::AboveTarget;
    else
        f.outcome = LoadOutcome::Holds;
    f.canApply = f.recommendedMaxNumSeqs > 0 && f.recommendedMaxNumSeqs != f.currentMaxNumSeqs;
    return f;
}

} // namespace kvb
