#pragma once

#include "base/result.h"
#include "budget/plan.h"
#include "model/scenario.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace kvb {

// The inverse questions ("what fits?"): for a model, some GPU types and a workload of N requests of T
// tokens at once, the fewest GPUs and the TP/PP/DP split that starts and holds it, the longest
// max_model_len and the utilization range that start. Every answer is a plan computePlan made; nothing
// here estimates memory itself (docs/vllm-accounting.md "What fits").

// How a deployment spreads over GPUs: tensor x pipeline parallel ranks per replica, `data` replicas.
struct ParallelSplit
{
    int tensor = 1;
    int pipeline = 1;
    int data = 1;
    int gpus() const { return tensor * pipeline * data; }
    bool operator==(const ParallelSplit&) const = default;
};

// Every split of exactly `gpus` GPUs with tensor parallelism of at most `maxTensorParallel`, in order
// of tensor size (largest first), then pipeline size. vLLM's own divisibility rules are checked when
// each is planned (validateScenario), not here.
std::vector<ParallelSplit> parallelSplits(int gpus, int maxTensorParallel);

// One GPU type to consider, with its hourly price per GPU where one is listed.
struct CapacityCandidate
{
    GpuSpec gpu;
    std::optional<double> usdPerGpuHour;
};

struct CapacityQuestion
{
    // Model, vLLM version and serving flags; its workload's requestTokens is T. An unset max_model_len
    // becomes T (the shortest context that serves the workload); the split and GPU count are the
    // search's own.
    Scenario base;
    std::int64_t concurrency = 1; // N: requests held at once
    std::vector<CapacityCandidate> gpus;
    int maxGpus = 64;          // the largest deployment considered per GPU type
    int maxTensorParallel = 8; // one node's NVLink domain: wider tensor parallelism crosses nodes
};

// One split planned: the scenario (apply it to the window, or print its plan) and what it buys.
struct CapacityOption
{
    Scenario scenario;
    Plan plan;
    ParallelSplit split;
    std::optional<double> costPerHour; // gpus x price; unset without a listed price
    double concurrency = 0;            // data x the plan's realistic concurrency (requests of T tokens)
    bool holds = false;                // starts, and holds N requests of T tokens at once
};

// The lowest and highest gpu_memory_utilization (steps of 0.01) at which a scenario starts.
struct StartingUtilization
{
    double min = 0;
    double max = 0;
};

// A GPU type on which no split of up to maxGpus holds the workload.
struct UnheldGpu
{
    GpuSpec gpu;
    int largestTried = 0;
    double bestConcurrency = 0; // the most any split reached (0: none started)
};

struct CapacityAnswer
{
    // Per GPU type, every split at its fewest GPUs that holds the workload; cheapest first (options
    // without a price after priced ones), then fewest GPUs, then most concurrency.
    std::vector<CapacityOption> options;
    std::vector<UnheldGpu> unheld;
    // For the first option: the longest max_model_len that starts, and the utilization range.
    std::int64_t longestMaxModelLen = 0;
    std::optional<StartingUtilization> utilizationRange;
};

// Plans `base` on `split.gpus()` GPUs of type `gpu`. When the user left max_num_seqs to vLLM and its
// default admits fewer than a replica's share of the N requests, the option raises it to that share,
// so the scheduler really runs them at once (and the profiling run samples that many rows).
CapacityOption planSplit(const Scenario& base, const GpuSpec& gpu, const ParallelSplit& split,
                         std::int64_t concurrency);

// The longest max_model_len, up to the model's own limit, at which `scenario` starts (0: it does not
// start at its own max_model_len). A binary search over real plans.
std::int64_t longestStartingMaxModelLen(const Scenario& scenario);

// Unset when it starts at no utilization from 0.01 to 1.00.
std::optional<StartingUtilization> startingUtilization(const Scenario& scenario);

// The whole search. An error names the problem with the question (an invalid model, N < 1, T longer
// than max_model_len); no option holding the workload is an answer, not an error.
Result<CapacityAnswer> searchCapacity(const CapacityQuestion& question);

// The workload a question holds, the same from the command line and the window: N requests of
// `requestTokens`; the p95 request is `requestTokensP95` where one is given, never shorter than T.
void setCapacityWorkload(Scenario& base, std::int64_t requestTokens,
                         std::optional<std::int64_t> requestTokensP95);

} // namespace kvb
