#pragma once

#include "budget/plan.h"
#include "model/modelspec.h"

#include <cstdint>

namespace kvb {

// The KV layout of one GPU holding layers [firstLayer, firstLayer + numLayers): bytes per token
// (2 x max(1, kv_heads / TP) x head_dim x bytes per layer, or MLA's single latent), the block size
// (forced by MLA backends, raised for Mamba hybrids), and the hybrid manager's grouping.
KvPerToken kvLayoutFor(const ModelSpec& model, const ResolvedSettings& settings, int tensorParallelSize,
                       int firstLayer, int numLayers);

// Whole-model convenience for uniform models (every layer on one GPU).
KvPerToken kvPerToken(const ModelSpec& model, const ResolvedSettings& settings, int tensorParallelSize,
                      int layers);

// The block size vLLM uses when none is given: 16, or what the attention backend forces (MLA from 0.8.0:
// 64 with FlashMLA on Hopper, 128 with CUTLASS-MLA on Blackwell).
int defaultBlockSizeFor(const ModelSpec& model, double computeCapability, const VllmVersion& version);

// num_blocks = available // (page x group_size), clamped at 0.
std::int64_t blocksFor(Bytes available, const KvPerToken& kv);

// Blocks one request of `tokens` tokens pins at most, summed over the groups: full attention
// cdiv(tokens, block); sliding window cdiv(min(window - 1 + max_num_batched_tokens, tokens), block) + 1;
// state-space layers 1; cross-attention cdiv(encoder tokens, block).
std::int64_t blocksPerRequest(const KvPerToken& kv, std::int64_t tokens, int blockSize,
                              std::int64_t maxNumBatchedTokens);

// KV memory one request of `tokens` tokens pins: its blocks times the bytes of a block slot.
Bytes kvBytesForTokens(const KvPerToken& kv, std::int64_t tokens, int blockSize,
                       std::int64_t maxNumBatchedTokens);

// vLLM V1's "Maximum concurrency": num_blocks / blocks per request, printed with 2 decimals, not floored.
double concurrencyFor(const KvPerToken& kv, std::int64_t numBlocks, std::int64_t tokensPerRequest,
                      int blockSize, std::int64_t maxNumBatchedTokens);

// vLLM's estimate_max_model_len: binary search over 1..max_model_len for the longest request whose
// KV fits in `available`. Returns 0 when not even one token fits.
template <typename NeededBytes>
std::int64_t estimateMaxModelLen(Bytes available, std::int64_t maxModelLen, NeededBytes needed)
{
    std::int64_t lo = 1;
    std::int64_t hi = maxModelLen;
    std::int64_t best = 0;
    while (lo <= hi) {
        const std::int64_t mid = lo + (hi - lo) / 2;
        if (needed(mid) <= available) {
            best = mid;
            lo = mid + 1;
        } else {
            hi = mid - 1;
        }
    }
    return best;
}

} // namespace kvb
