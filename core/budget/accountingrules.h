#pragma once

#include "model/vllmversion.h"

#include <QString>

#include <optional>
#include <vector>

namespace kvb {

// What a version charges to the gpu_memory_utilization ceiling (docs/vllm-accounting.md §1).
enum class ChargeModel
{
    // V0 <= 0.6.3: the free-memory drop across profiling (weights, activation peak, non-torch growth).
    ProfiledDelta,
    // V0 0.6.4 and V1 0.7-0.9.0: torch peak + everything else in use on the GPU, so other processes
    // and the CUDA context are charged.
    TotalUsed,
    // V0 0.6.5-0.10 and V1 0.9.2+: weights + activation peak + non-torch growth since a snapshot.
    Increments,
};

// How "GPU KV cache size: N tokens" is computed.
enum class TokensFormula
{
    BlocksTimesBlockSize, // num_blocks * block_size (num_blocks // n_groups * min_bs)
    // int(max_concurrency * max_model_len): #41069, merged 2026-04-28 after v0.21.0; not yet assigned
    // to a release, so no modelled version uses it. Identical for full attention when max_model_len is
    // a multiple of the block size.
    ConcurrencyTimesMaxLen,
};

// Which batch defaults `vllm serve` applies (arg_utils.py get_batch_defaults; docs/vllm-accounting.md §4).
enum class BatchDefaultsRule
{
    V0,          // 256 sequences; max(max_model_len, 2048) tokens, or 2048 with chunked prefill
    V1Dec2024,   // 1024 sequences, 2048 tokens for the API server
    V1ByGpuSize, // #16158/#17885: >= 70 GiB and not A100: 1024 / 8192, else 256 / 2048
};

// The accounting rules of one range of vLLM versions: what is charged, what is printed, and how.
// Boundaries are labelled by the release that first shipped a change; docs/vllm-accounting.md dates them by
// merge and warns they may be off by one minor release.
struct AccountingRules
{
    QString label; // "V1 0.11-0.20"
    VllmVersion from;
    VllmVersion until; // exclusive
    EngineKind engine = EngineKind::V1;
    ChargeModel charge = ChargeModel::Increments;
    bool ncclCharged = false;        // memory snapshot taken before NCCL init, so its buffers count
    bool cudaGraphsInBudget = false; // v0.21: graphs estimated and subtracted
    double defaultUtilization = 0.90;
    bool nullBlock = true; // V1 reserves one block that is never used
    TokensFormula tokens = TokensFormula::BlocksTimesBlockSize;
    BatchDefaultsRule batchDefaults = BatchDefaultsRule::V1ByGpuSize;
    int largestCudaGraphCapture = 512; // 0 = min(2 * max_num_seqs, 512) (from v0.11)
    bool cudaGraphSizesEvery8 = false; // V1 <= 0.10: 1, 2, 4, then every 8 up to the largest
    // Log formats (docs/vllm-accounting.md §9).
    bool logsWeightsInGB = false;       // "Loading model weights took %.4f GB" / "Model loading took %.4f GB"
    bool logsThreeLineProfile = false;  // V0 0.6.5-0.10 "the current vLLM instance can use ..."
    bool logsOneLineProfile = false;    // V0 0.6.4 "Memory profiling results: ..."
    bool logsAvailableKv = true;        // V1 "Available KV cache memory: %.2f GiB"
    bool logsTokens = true;             // V1 "GPU KV cache size: %s tokens"
    QString blocksLine;                 // V0: "# GPU blocks: %1, # CPU blocks: %2" and its spellings
    bool concurrencyWithCommas = true;  // V1 prints 131,072; V0 131072
    bool modelsTypo = false;            // "the models's max seq len" up to ~0.11
    bool maxLenErrorInGB = false;       // v0.8.0: "GB" and no estimate
    bool maxLenErrorHasEstimate = true; // from #16168 (~0.8.4)
    bool equivalentUtilizationLine = false; // v0.21's CUDA-graph notice
};

// The rules in force for a version; `engine` forces V0 or V1 where both existed (VLLM_USE_V1).
AccountingRules accountingRulesFor(const VllmVersion& version,
                                   std::optional<EngineKind> engine = std::nullopt);

// Every modelled range, oldest first, for the README, `--help` and the UI's version picker.
const std::vector<AccountingRules>& accountingEras();

// Versions offered in pickers: one representative per era, newest last.
std::vector<VllmVersion> representativeVersions();

QString engineName(EngineKind engine);

} // namespace kvb
