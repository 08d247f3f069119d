#pragma once

#include "budget/accountingrules.h"
#include "budget/plan.h"
#include "model/scenario.h"

namespace kvb {

// vLLM's defaults (docs/vllm-accounting.md §4), for the `vllm serve` (API server) entry point.
struct BatchDefaults
{
    int maxNumSeqs = 256;
    std::int64_t maxNumBatchedTokens = 2048;
};

// V1 from ~0.8.5: GPUs with at least 70 GiB that are not an A100 get 8192 tokens and 1024 sequences.
BatchDefaults defaultBatchLimits(const GpuSpec& gpu);
// The defaults of a version's batch rule; V0's token default depends on the context and chunked prefill.
BatchDefaults defaultBatchLimits(const AccountingRules& rules, const VllmVersion& version, const GpuSpec& gpu,
                                 std::int64_t maxModelLen, bool chunkedPrefill);

// The settings a plan runs with: the scenario's values where set, vLLM's defaults where not.
ResolvedSettings resolveSettings(const Scenario& scenario, const AccountingRules& rules);
ResolvedSettings resolveSettings(const Scenario& scenario);

} // namespace kvb
