#pragma once

#include "plan.h"
#include "scenario.h"

namespace kvb {

// vLLM's defaults (§4 of the accounting reference), for the `vllm serve` (API server) entry point.
struct BatchDefaults
{
    int maxNumSeqs = 256;
    std::int64_t maxNumBatchedTokens = 2048;
};

double defaultGpuMemoryUtilization(const VllmVersion& version);
// V1 from 2025-04: GPUs with at least 70 GiB that are not an A100 get 8192 tokens and 1024 sequences.
BatchDefaults defaultBatchLimits(const GpuSpec& gpu);
int defaultBlockSize();

// The settings a plan runs with: the scenario's values where set, vLLM's defaults where not.
ResolvedSettings resolveSettings(const Scenario& scenario);

} // namespace kvb
