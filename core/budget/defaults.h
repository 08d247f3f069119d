#pragma once

#include "budget/accountingrules.h"
#include "budget/plan.h"
#include "model/scenario.h"

namespace kvb {

// vLLM's defaults for the `vllm serve` (API server) entry point, per release (arg_utils.py
// get_batch_defaults and SchedulerConfig; docs/vllm-accounting.md §4).
struct BatchDefaults
{
    int maxNumSeqs = 256;
    std::int64_t maxNumBatchedTokens = 2048;
};

// What the batch defaults depend on besides the version.
struct BatchContext
{
    const GpuSpec& gpu;
    std::int64_t maxModelLen = 0;
    bool chunkedPrefill = true; // V0: chunked prefill on (given or automatic)
    bool multimodal = false;
};

BatchDefaults defaultBatchLimits(const AccountingRules& rules, const BatchContext& context);

// V0 turns chunked prefill on by itself for contexts over 32K (#6666, 0.5.3), not for multimodal
// models (0.6.2) or sliding-window ones.
bool v0ChunksPrefillByDefault(const AccountingRules& rules, const Scenario& scenario,
                              std::int64_t maxModelLen);

// The settings a plan runs with: the scenario's values where set, vLLM's defaults where not.
ResolvedSettings resolveSettings(const Scenario& scenario, const AccountingRules& rules);
ResolvedSettings resolveSettings(const Scenario& scenario);

} // namespace kvb
