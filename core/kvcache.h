#pragma once

#include "modelspec.h"
#include "plan.h"

#include <cstdint>

namespace kvb {

// KV bytes per token on one GPU: 2 (K and V) x layers on the stage x max(1, kv_heads / TP) x head_dim
// x bytes of the KV dtype (§2 of the reference).
KvPerToken kvPerToken(const ModelSpec& model, const ResolvedSettings& settings, int tensorParallelSize, int layers);

// num_blocks = available // page // num_layers, i.e. floor(available / bytes per block), clamped at 0.
std::int64_t blocksFor(Bytes available, const KvPerToken& kv);

// Blocks one request of `tokens` tokens pins at most: cdiv(tokens, block_size) with full attention;
// with a sliding window, cdiv(min(window - 1 + max_num_batched_tokens, tokens), block_size) + 1.
std::int64_t blocksPerRequest(const KvPerToken& kv, std::int64_t tokens, int blockSize,
                              std::int64_t maxNumBatchedTokens);

// KV memory one request of `tokens` tokens pins: its blocks times the bytes of a block.
Bytes kvBytesForTokens(const KvPerToken& kv, std::int64_t tokens, int blockSize, std::int64_t maxNumBatchedTokens);

// vLLM V1's "Maximum concurrency": num_blocks / blocks per request, printed with 2 decimals, not floored.
double concurrencyFor(const KvPerToken& kv, std::int64_t numBlocks, std::int64_t tokensPerRequest, int blockSize,
                      std::int64_t maxNumBatchedTokens);

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
