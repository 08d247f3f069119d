#include "load/recommendseqs.h"

#include <algorithm>
#include <map>

namespace kvb {

SeqsRecommendation recommendMaxNumSeqs(const SimulationInput& input, double targetKvUsage, int upperBound,
                                       const std::atomic<bool>* cancel)
{
    SeqsRecommendation rec;
    rec.targetKvUsage = targetKvUsage;
    rec.upperBound = std::max(1, upperBound);

    SimulationInput probe;
    probe.config = input.config;
    probe.closedLoopUsers = input.closedLoopUsers;
    probe.options.recordSeries = false;
    probe.options.stopOnPreemption = true;
    probe.options.stopAtUsage = targetKvUsage;
    probe.options.maxSteps = input.options.maxSteps;
    // The requests are shared by every probe; copy them once.
    probe.requests = input.requests;

    std::map<int, SimulationSummary> safeRuns;
    const auto safe = [&](int seqs) {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            rec.cancelled = true;
            return false;
        }
        probe.config.maxNumSeqs = seqs;
        const SimulationResult r = simulate(probe, cancel);
        ++rec.simulations;
        if (r.cancelled) {
            rec.cancelled = true;
            return false;
        }
        const bool ok = r.complete() && r.summary.preemptions == 0 && r.summary.peakKvUsage < targetKvUsage;
        if (ok)
            safeRuns[seqs] = r.summary;
        return ok;
    };

    if (safe(rec.upperBound)) {
        rec.maxNumSeqs = rec.upperBound;
        rec.everyValueSafe = true;
    } else {
        int lo = 0;              // safe (running nothing is trivially safe)
        int hi = rec.upperBound; // unsafe
        while (hi - lo > 1 && !rec.cancelled) {
            const int mid = lo + (hi - lo) / 2;
            if (safe(mid))
                lo = mid;
            else
                hi = mid;
        }
        rec.maxNumSeqs = rec.cancelled ? 0 : lo;
    }
    if (rec.maxNumSeqs > 0)
        rec.atRecommended = safeRuns.at(rec.maxNumSeqs);
    return rec;
}

} // namespace kvb
