#pragma once

#include "model/vllmversion.h"

#include <QString>

#include <optional>
#include <vector>

namespace kvb {

// What a version charges to the gpu_memory_utilization ceiling (docs/vllm-accounting.md §1).
enum class ChargeModel
{
    // v0.1-0.2.4: util x total - torch.cuda.max_memory_allocated(): the weights and the profiling
    // run's torch peak, nothing else (no context, NCCL or other processes) - the era before #2031.
    TorchPeakOnly,
    // v0.2.5-0.3.0 (#2031), V0 0.6.4 (#9352, #9516), V1 0.7-0.9.0: everything in use on the GPU is
    // charged, the CUDA context and other processes included.
    TotalUsed,
    // v0.3.1-0.6.3 (#2863): the free-memory drop since a baseline taken before NCCL init (weights,
    // the cached activation peak, NCCL, non-torch growth).
    ProfiledDelta,
    // V0 0.6.5-0.10 (#10511, #12126) and V1 0.9.1+ (#19312): weights + torch activation peak +
    // non-torch growth since a snapshot.
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

// How many CUDA graphs are captured (docs/vllm-accounting.md §8).
enum class GraphCaptureRule
{
    None,             // before v0.2.6 (#1926): no CUDA graphs
    V0Every8,         // V0: 1, 2, 4, then every 8 up to 256, cut at max_num_seqs (all 35 in 0.2.6-0.2.7)
    V1Every8To512,    // V1 0.8-0.9: 1, 2, 4, then every 8 up to 512, cut at max_num_batched_tokens
    V1Every8To2S,     // V1 0.10-0.11.0 (#20628): every 8 up to min(2 x max_num_seqs, 512)
    V1Every16From256, // V1 0.11.1+ (#26016): every 8 below 256, every 16 from 256, up to min(2S, 512)
};

// The accounting rules of one vLLM version: what is charged, what the profiling run holds, what is
// printed, and how. Eras are labelled by the release that first shipped a change;
// docs/vllm-accounting.md §1 dates each by its pull request.
struct AccountingRules
{
    QString label; // "V1 0.11-0.20"
    VllmVersion version;
    VllmVersion from;
    VllmVersion until; // exclusive
    EngineKind engine = EngineKind::V1;
    ChargeModel charge = ChargeModel::Increments;
    bool ncclCharged = false;        // memory snapshot taken before NCCL init, so its buffers count
    bool startupFreeCheck = false;   // V1 0.9.1+ (#19312): refuses when free memory < util x total
    bool cudaGraphsInBudget = false; // v0.21 (#38284): graphs estimated and subtracted
    bool hybridKvManager = false;    // V1 0.9.1+ (#17996): sliding and full layers grouped separately
    bool compressedMla = true;       // 0.7.1+: MLA caches its latent; before, full K/V heads padded to 256
    bool mlaAbsorbedWeights = false; // 0.7.1-0.7.3 (#12528 until #14770): absorbed MLA matrices materialised
    bool mlaCacheAligned = false; // ≈0.7.2-0.7.3 (#12676 until #14842): MLA cache entries 256-byte aligned
    bool multiQueryCached = true; // 0.1.4+: GPTBigCode keeps its single K/V head (before: every head)
    double defaultUtilization = 0.90;
    bool nullBlock = true; // V1 reserves one block that is never used
    TokensFormula tokens = TokensFormula::BlocksTimesBlockSize;
    GraphCaptureRule graphs = GraphCaptureRule::V1Every16From256;
    int graphModes = 1;          // FULL_AND_PIECEWISE captures two sets from 0.11.0 (#25444)
    bool graphsFullOnly = false; // one set of FULL graphs (encoder-decoder models: FULL_DECODE_ONLY)
    // Log formats (docs/vllm-accounting.md §9).
    bool logsWeightsInGB = false;       // "Loading model weights took %.4f GB" / "Model loading took %.4f GB"
    bool logsThreeLineProfile = false;  // V0 0.6.5-0.10 "the current vLLM instance can use ..."
    bool logsOneLineProfile = false;    // V0 0.6.4 "Memory profiling results: ..."
    bool logsAvailableKv = true;        // V1 "Available KV cache memory: %.2f GiB"
    bool logsTokens = true;             // V1 "GPU KV cache size: %s tokens"
    bool logsConcurrency = true;        // V0 prints "Maximum concurrency" from 0.6.3
    QString blocksLine;                 // V0: "# GPU blocks: %1, # CPU blocks: %2" and its spellings
    bool concurrencyWithCommas = true;  // V1 prints 131,072; V0 131072
    bool modelsTypo = false;            // "the models's max seq len" up to ~0.11
    bool freeMemoryNamesDevice = true;  // "Free memory on device cuda:0 (...)" from #30868 (~0.14)
    bool maxLenErrorInGB = false;       // v0.8.0: "GB" and no estimate
    bool maxLenErrorHasEstimate = true; // from #16168 (~0.8.4)
    bool equivalentUtilizationLine = false; // v0.21's CUDA-graph notice

    bool isV0() const { return engine == EngineKind::V0; }
    bool at(int minor, int patch = 0) const { return version >= VllmVersion{0, minor, patch}; }
};

// The rules in force for a version; `engine` forces V0 or V1 where both existed (VLLM_USE_V1).
AccountingRules accountingRulesFor(const VllmVersion& version,
                                   std::optional<EngineKind> engine = std::nullopt);

// Every modelled range, oldest first, for the README, `--help` and the UI's version picker.
const std::vector<AccountingRules>& accountingEras();

// Versions offered in pickers: one representative per era, newest last.
std::vector<VllmVersion> representativeVersions();

// The first release of every span kvbudget treats differently (an era, a default, the sampler, the
// CUDA-graph rules), oldest first: what a test must sweep to have seen every rule.
std::vector<VllmVersion> ruleBoundaries();

QString engineName(EngineKind engine);

} // namespace kvb
