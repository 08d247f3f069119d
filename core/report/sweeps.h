#pragma once

#include "budget/plan.h"
#include "model/scenario.h"

#include <vector>

namespace kvb {

// Concurrency against context length: at each max_model_len, vLLM's worst case (every request
// as long as the context), the realistic case (requests of the typical length, or the context if
// shorter), and the worst case with an fp8 KV cache for comparison.
struct ContextPoint
{
    std::int64_t contextLength = 0;
    double worstCase = 0;
    double realistic = 0;
    double worstCaseFp8 = 0;
    double realisticFp8 = 0;
    bool starts = false;
    // The worst case at the ends of the plan's uncertainty band (Plan::band), for the chart's band.
    double worstCaseLow = 0;
    double worstCaseHigh = 0;
};

std::vector<ContextPoint> concurrencyVsContext(const Scenario& scenario,
                                               const std::vector<std::int64_t>& lengths);

// Powers of two from `from` to `to` inclusive, plus `to` itself when it is not one.
std::vector<std::int64_t> contextLengthGrid(std::int64_t from, std::int64_t to);

// KV tokens against gpu_memory_utilization, with the verdict at each point (0 tokens where vLLM refuses).
struct UtilizationPoint
{
    double utilization = 0;
    std::int64_t kvTokens = 0;
    Bytes kvCacheBytes = 0;
    Verdict verdict = Verdict::Fits;
    // The KV tokens at the ends of the plan's uncertainty band (0 where vLLM refuses).
    std::int64_t kvTokensLow = 0;
    std::int64_t kvTokensHigh = 0;
};

std::vector<UtilizationPoint> kvTokensVsUtilization(const Scenario& scenario,
                                                    const std::vector<double>& utilizations);

// 0.05, 0.06, ... 0.99 (vLLM accepts up to 1.0; the dashboard's slider stops at 0.99).
std::vector<double> utilizationGrid(double from = 0.05, double to = 0.99, double step = 0.01);

// The same scenario under each KV cache dtype that changes the bytes per token.
struct KvDtypePoint
{
    KvCacheDtype dtype = KvCacheDtype::Auto;
    Plan plan;
};

std::vector<KvDtypePoint> planPerKvDtype(const Scenario& scenario);

} // namespace kvb
