#pragma once

#include "budget/accountingrules.h"

#include <cstdint>
#include <optional>

namespace kvb {

// The top-k/top-p code a release's dummy sampler runs during profiling, which decides its bytes
// (docs/vllm-accounting.md §6).
enum class SamplerKernel
{
    LogitsOnly,       // V1 0.7: the logits are computed, no sampler runs (bf16, 2 B an entry)
    V0Sort,           // V0: torch sort on logits (model dtype until 0.5.4, fp32 from 0.5.5)
    FlashInferProbs,  // V1 0.8.0-0.9.0 with FlashInfer < 0.2.3: softmax probs (10 B an entry)
    FlashInferLogits, // V1 0.9.1-0.11.0 and 0.21+ with FlashInfer: masked logits + probs (14 B)
    NativeSort,       // V1 torch sort: fp32 copy, sorted values, int64 indices, reverse indices, CUB (38 B)
    Triton,           // V1 0.17+: in-place Triton top-k/top-p (14 B) plus a per-SM scratch row
};

// What the dummy sampler of one release allocates per row x vocabulary entry, at its peak.
struct SamplerCost
{
    SamplerKernel kernel = SamplerKernel::NativeSort;
    double bytesPerEntry = 38;
    // The torch sort's segmented path for few rows (rows < smallBatchRows) costs more per entry.
    int smallBatchRows = 0;
    double smallBatchBytesPerEntry = 0;
    // The other kernel a release may run depending on the install: V1 0.8.0-0.11.0 used FlashInfer
    // when it was importable (the Docker image) and torch's sort otherwise (pip). The plan takes the
    // kernel the public logs show most and keeps the other in its uncertainty band.
    std::optional<SamplerKernel> alternative;
    double alternativeBytesPerEntry = 0;
    bool tritonScratch = false;    // + min(pow2ceil(min(SMs, rows)), SMs) x vocab x 4 B
    bool hiddenResident = false;   // 0.9.2+ (#16188): the profiled hidden states stay alive, T x H x b
    bool rowsAreSequences = false; // V0: one row per profiled sequence; V1 0.7.0-0.7.1 one per token
    bool rowsAreTokens = false;
    bool onEveryRank = true; // V1 all-gathers logits; V0 samples on the driver (TP rank 0) only
};

// `flashInfer` forces the kernel where the release left it to the install
// (VLLM_USE_FLASHINFER_SAMPLER); nullopt = the release's default.
SamplerCost samplerCostFor(const AccountingRules& rules, std::optional<bool> flashInfer = std::nullopt);

// The cost of the other kernel an install may run (cost.alternative must be set).
SamplerCost alternativeOf(const SamplerCost& cost);

// Bytes of one sampler warm-up of `rows` rows over `vocab` entries.
std::int64_t samplerBytes(const SamplerCost& cost, std::int64_t rows, std::int64_t vocab,
                          int streamingMultiprocessors);

} // namespace kvb
