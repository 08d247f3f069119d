#pragma once

#include "budget/plan.h"
#include "load/workloadmodel.h"

#include <QString>

#include <atomic>
#include <cstdint>
#include <vector>

namespace kvb {

// How long one engine step takes, only to place arrivals (Poisson, trace arrival_s) and completions
// on a clock: fixedMs + msPerToken x tokens scheduled in the step. The defaults (15 ms + 0.03 ms per
// token) are a rough Llama-3.1-8B-on-an-H100 figure: a decode step of 160 requests takes about 20 ms,
// a full 8,192-token prefill step about 260 ms. Only the clock depends on them, and it is simulated:
// results never depend on the machine's wall clock, and a burst or closed loop does not depend on
// them at all except for the reported times.
struct StepTimeModel
{
    double fixedMs = 15.0;
    double msPerToken = 0.03;
};

// The engine settings the scheduler obeys, taken from a plan (see schedulerConfigFor).
struct SchedulerConfig
{
    std::int64_t numBlocks = 0; // the plan's KV blocks
    bool nullBlock = true;      // V1 keeps one of them as its null block and never fills it; V0 does not
    // The plan is V0's. The run still follows V1's scheduler (chunked prefill, recompute preemption), which
    // reports must say: V0 by default prefilled each prompt whole, so its steps differ.
    bool v0Plan = false;
    int blockSize = 16;
    int maxNumSeqs = 256;
    std::int64_t maxNumBatchedTokens = 8192;
    std::int64_t maxModelLen = 0; // 0 = unlimited
    // Every prompt begins with the same prefixTokens (counted in its length). With prefix caching the
    // prefix's full blocks are computed once and shared, reference-counted (vLLM V1 enables prefix
    // caching by default).
    std::int64_t prefixTokens = 0;
    bool prefixCaching = true;
    StepTimeModel stepTime;

    std::int64_t usableBlocks() const
    {
        const std::int64_t reserved = nullBlock ? 1 : 0;
        return numBlocks > reserved ? numBlocks - reserved : 0;
    }
};

// The plan's pool, block size, max_num_seqs, max_num_batched_tokens and max_model_len.
SchedulerConfig schedulerConfigFor(const Plan& plan);

struct SimulationOptions
{
    int maxSeriesPoints = 2000; // 0 = one point per step (memory grows with the steps)
    bool recordSeries = true;
    bool checkInvariants = false;       // verify the block accounting every step (tests)
    std::int64_t maxSteps = 20'000'000; // a guard; a run that reaches it is reported as truncated
    // Stop as soon as a preemption happens or KV usage reaches stopAtUsage (> 0): the recommendation
    // search only needs to know whether a setting is safe.
    bool stopOnPreemption = false;
    double stopAtUsage = 0;
};

struct SimulationInput
{
    SchedulerConfig config;
    std::vector<RequestSpec> requests; // in arrival order
    int closedLoopUsers = 0;
    SimulationOptions options;
};

// One point of the time series. With downsampling a point stands for `SimulationResult::seriesStride`
// consecutive steps and holds their maxima (KV usage, running, waiting); preemptions are cumulative at
// the last of them; step and timeS are those of the last step.
struct SeriesPoint
{
    std::int64_t step = 0;
    double timeS = 0;
    double kvUsage = 0; // used blocks / (num_blocks - 1), measured after scheduling, before frees
    int running = 0;
    int waiting = 0; // arrived, not running (including preempted requests)
    std::int64_t preemptions = 0;
};

struct SimulationSummary
{
    double peakKvUsage = 0; // 0..1
    std::int64_t peakUsedBlocks = 0;
    std::int64_t preemptions = 0;
    std::int64_t preemptedRequests = 0; // distinct requests preempted at least once
    std::int64_t recomputedTokens = 0;  // computed tokens thrown away by preemptions, computed again
    int maxWaiting = 0;
    int maxRunning = 0;
    std::int64_t completed = 0;
    std::int64_t rejected = 0; // prompt >= max_model_len, or a request that cannot fit the whole pool
    std::int64_t steps = 0;    // engine steps until the last request finished ("steps to drain")
    double durationS = 0;      // simulated seconds
    std::int64_t promptTokens = 0;
    std::int64_t outputTokens = 0;
    std::int64_t prefixCacheHitTokens = 0;
    double ttftP50S = 0, ttftP95S = 0;       // arrival to first output token
    double latencyP50S = 0, latencyP95S = 0; // arrival to last output token
};

// What happened to one request: enough to check that preempted work is recomputed.
struct RequestOutcome
{
    std::int32_t promptTokens = 0;
    std::int32_t outputTokens = 0; // after clamping to max_model_len
    std::int32_t preemptions = 0;
    std::int64_t computedTokens = 0;  // tokens the engine computed for it in all
    std::int64_t discardedTokens = 0; // of those, thrown away by preemptions
    std::int64_t cachedTokens = 0;    // prefix-cache hits (not computed)
    double arrivalS = 0, firstTokenS = -1, finishS = -1;
    bool rejected = false;
    bool finished = false;
};

struct SimulationResult
{
    SimulationSummary summary;
    std::vector<SeriesPoint> series;
    std::int64_t seriesStride = 1; // steps per point
    std::vector<RequestOutcome> requests;
    bool cancelled = false;                   // stopped by the cancel flag: the figures so far
    bool truncated = false;                   // stopped at options.maxSteps
    bool stoppedEarly = false;                // stopped by stopOnPreemption / stopAtUsage
    std::vector<QString> invariantViolations; // with options.checkInvariants; the first few
    bool complete() const { return !cancelled && !truncated && !stoppedEarly; }
};

// The scheduler simulation, after vLLM V1's Scheduler.schedule() (docs/vllm-accounting.md §10). Time advances
// in engine steps; in each step:
//  1. Requests whose arrival time has come join the back of the FCFS waiting queue.
//  2. Running requests first, in order: each asks for num_tokens - num_computed_tokens (1 for a
//     decode, the rest of the prompt for a prefill, capped by the step's token budget,
//     max_num_batched_tokens: chunked prefill). Its blocks grow to cdiv(computed + new, block_size).
//     If the pool has too few free blocks, the LAST running request is preempted (recompute: all its
//     blocks freed, num_computed_tokens = 0, its generated tokens kept and recomputed with the prompt,
//     moved to the FRONT of the waiting queue) and the allocation retried; if the request preempted
//     itself, the running pass stops.
//  3. Only if nothing was preempted in this step: waiting requests, front first, while fewer than
//     max_num_seqs run and budget is left, get a chunk of their prompt if its blocks are free;
//     the first that does not fit stops admission (FCFS: no overtaking).
//  4. The step runs: computed tokens advance; a request whose computed tokens reach its length emits
//     one token; one that has all its output tokens finishes and frees its blocks.
// Usable pool = num_blocks - 1 on V1 (its null block), num_blocks on V0; KV usage = used / usable, vLLM's
// kv_cache_usage_perc. With a shared prefix and prefix caching, the prefix's full blocks are one
// reference-counted copy; an idle cached copy counts as free and is evicted whole when needed.
// Requests longer than max_model_len are capped as vLLM does (prompts of max_model_len or more are
// rejected; outputs stop at max_model_len). The time series keeps at most maxSeriesPoints points by
// merging neighbours pairwise (maxima kept), so memory stays bounded however many steps run.
// Pure and deterministic: the same input gives the same result. Thread-safe; `cancel` is polled
// every 1,024 steps.
SimulationResult simulate(const SimulationInput& input, const std::atomic<bool>* cancel = nullptr);

} // namespace kvb
