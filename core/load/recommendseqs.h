#pragma once

#include "load/scheduler.h"

#include <atomic>

namespace kvb {

// The largest max_num_seqs that, on the same requests, keeps zero preemptions and the peak KV usage
// below a target, found by simulating.
struct SeqsRecommendation
{
    int maxNumSeqs = 0;          // 0: not even one request at a time stays below the target
    bool everyValueSafe = false; // the upper bound itself is safe: the workload never fills the pool
    int upperBound = 0;
    double targetKvUsage = 0.90;
    int simulations = 0;
    bool cancelled = false;
    SimulationSummary atRecommended; // the complete run at maxNumSeqs (empty when maxNumSeqs is 0)
};

// Binary search over max_num_seqs in [1, upperBound]. A probe is safe when its run completes with no
// preemption and peak KV usage < targetKvUsage; probes stop at the first violation, so unsafe settings
// cost little. Safety is not exactly monotone in max_num_seqs (admission order shifts), so the answer
// is a tested boundary: safe at the result, unsafe at result + 1 - and never an untested value.
// `input.config.maxNumSeqs` and `input.options` are ignored. Thread-safe; `cancel` stops the search.
SeqsRecommendation recommendMaxNumSeqs(const SimulationInput& input, double targetKvUsage, int upperBound,
                                       const std::atomic<bool>* cancel = nullptr);

} // namespace kvb
