#include "kvcache.h"

#include <algorithm>

namespace kvb {

KvPerToken kvPerToken(const ModelSpec& model, const ResolvedSettings& settings, int tp, int layers)
{
    KvPerToken kv;
    kv.layers = layers;
    kv.kvHeadsPerRank = std::max(1, model.numKvHeads / tp);
    kv.headDim = model.headDim;
    kv.bytesPerElement = bytesPerElement(settings.kvDtype);
    kv.kvFactor = 2;
    kv.slidingWindow = model.slidingWindow;
    kv.bytesPerToken = Bytes{kv.kvFactor} * kv.layers * kv.kvHeadsPerRank * kv.headDim * kv.bytesPerElement;
    kv.bytesPerBlock = kv.bytesPerToken * settings.blockSize;
    return kv;
}

std::int64_t blocksFor(Bytes available, const KvPerToken& kv)
{
    if (available <= 0 || kv.bytesPerBlock <= 0)
        return 0;
    return available / kv.bytesPerBlock;
}

std::int64_t blocksPerRequest(const KvPerToken& kv, std::int64_t tokens, int blockSize, std::int64_t mnbt)
{
    if (tokens <= 0 || blockSize <= 0)
        return 0;
    if (kv.slidingWindow > 0) // SlidingWindowSpec.max_memory_usage_bytes
        return ceilDiv(std::min<std::int64_t>(kv.slidingWindow - 1 + mnbt, tokens), blockSize) + 1;
    return ceilDiv(tokens, blockSize);
}

Bytes kvBytesForTokens(const KvPerToken& kv, std::int64_t tokens, int blockSize, std::int64_t mnbt)
{
    return blocksPerRequest(kv, tokens, blockSize, mnbt) * kv.bytesPerBlock;
}

double concurrencyFor(const KvPerToken& kv, std::int64_t numBlocks, std::int64_t tokens, int blockSize,
                      std::int64_t mnbt)
{
    const std::int64_t perRequest = blocksPerRequest(kv, tokens, blockSize, mnbt);
    if (perRequest <= 0)
        return 0;
    return static_cast<double>(numBlocks) / static_cast<double>(perRequest);
}

} // namespace kvb
