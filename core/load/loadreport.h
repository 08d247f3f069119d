#pragma once

#include "budget/plan.h"
#include "load/recommendseqs.h"
#include "load/scheduler.h"
#include "load/workloadmodel.h"
#include "model/scenario.h"

#include <atomic>

namespace kvb {

// What to simulate on top of a scenario: the workload and the scheduler knobs that are not vLLM flags.
struct LoadSpec
{
    WorkloadSpec workload;
    // True when the lengths are the scenario's (defaultLoadSpec): the rule of thumb then uses the
    // scenario's request_tokens_p95, as `kvbudget plan` does; otherwise the workload's own p95.
    bool lengthsFromScenario = false;
    std::int64_t prefixTokens = 0;
    bool prefixCaching = true;
    StepTimeModel stepTime;
    double targetKvUsage = 0.90;
    bool recommend = true;
    int maxSeriesPoints = 2000;
    bool checkInvariants = false;
};

// The scenario's workload (request_tokens T, request_tokens_p95 Q) as prompt and output lengths: prompt
// p50 5/6 T and p95 7/8 Q, output p50 1/6 T and p95 3/16 Q, drawn independently. For the seed's
// 1,800 / 2,400 that is 1,500 / 2,100 and 300 / 450, whose sum has a median of about 1,800 and a p95
// of about 2,400.
LoadSpec defaultLoadSpec(const Workload& workload);

// A simulation and its recommendation, everything a "Load" view or the CLI shows.
struct LoadReport
{
    Plan plan;
    bool simulated = false; // false when the plan does not start (see plan.verdict)
    SchedulerConfig config;
    std::int64_t numRequests = 0;
    SimulationResult simulation;
    SeqsRecommendation recommendation; // when LoadSpec::recommend
    std::int64_t requestTokensP95 = 0; // the p95 the rule of thumb uses
    double safetyMargin = 0.85;
    std::int64_t ruleOfThumbMaxNumSeqs = 0; // floor(blocks / cdiv(p95, block_size) x margin)
    bool cancelled = false;
};

// Plans the scenario, generates the requests, simulates at the plan's max_num_seqs and searches for
// the recommended one (up to max(1,024, the plan's max_num_seqs)). Pure and thread-safe: a UI runs it
// on a worker thread and sets `cancel` when the scenario changes; a cancelled report is partial.
LoadReport computeLoadReport(const Scenario& scenario, const LoadSpec& spec,
                             const std::atomic<bool>* cancel = nullptr);

} // namespace kvb
