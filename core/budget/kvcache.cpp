#include "budget/kvcache.h"

#include <algorithm>
#include <limits>

namespace kvb {

int defaultBlockSizeFor(const ModelSpec& model, double computeCapability, const VllmVersion& version)
{
    // No MLA backend forced a block size before FlashMLA: #13747 (merged 2025-02-25, after v0.7.3) added
    // it as an opt-in, #14451 made it the default (≈0.8.0).
    if (model.mla.cachesLatent() && version >= VllmVersion{0, 8, 0}) {
        if (computeCapability >= 10.0)
            return 128; // CUTLASS-MLA on Blackwell
        if (computeCapability >= 9.0)
            return 64; // FlashMLA on Hopper
    }
    return 16;
}

namespace {

// What one layer caches per token on one TP rank: heads x head size x (K and V, or MLA's single latent).
// The shape differs by attention kind and, for MLA and GPTBigCode, by vLLM version.
void setCachedHeadShape(const ModelSpec& model, const ResolvedSettings& settings, int tp, KvPerToken& kv)
{
    if (model.mla.cachesLatent() && settings.compressedMla) {
        kv.kvHeadsPerRank = 1; // the latent is replicated on every TP rank
        kv.headDim = model.mla.latentDim();
        kv.kvFactor = 1;
        if (settings.mlaCacheAligned) {
            // CacheEngine allocated each entry padded to 256 bytes, counted in the model dtype whatever the
            // cache dtype (align_to_256bytes(entry, model_config.dtype), #12676 until #14842): 576 -> 640.
            const int perLine = 256 / std::max(1, bytesPerElement(settings.modelDtype));
            kv.headDim = static_cast<int>(ceilDiv(kv.headDim, perLine) * perLine);
        }
    } else if (model.mla.cachesLatent()) {
        // Before 0.7.1 MLA models cached full K and V for every head, the head size (nope + rope = 192)
        // padded to the attention kernel's 256.
        kv.kvHeadsPerRank = model.numAttentionHeads / tp;
        kv.headDim = 256;
        kv.kvFactor = 2;
    } else if (!settings.multiQueryCached && model.modelType == u"gpt_bigcode") {
        // vLLM 0.1.3's GPTBigCode expanded its single K/V head to every query head.
        kv.kvHeadsPerRank = std::max(1, model.numAttentionHeads / tp);
        kv.headDim = model.headDim;
        kv.kvFactor = 2;
    } else {
        kv.kvHeadsPerRank = std::max(1, model.numKvHeads / tp);
        kv.headDim = model.headDim;
        kv.kvFactor = 2;
    }
}

// Counts this stage's layers by cache type; the counts decide the page size and the KV groups.
void countLayerTypes(const ModelSpec& model, const ResolvedSettings& settings, int firstLayer, int numLayers,
                     KvPerToken& kv)
{
    const bool hybridManager = !settings.disableHybridKvCacheManager;
    for (int layer = firstLayer; layer < firstLayer + numLayers; ++layer) {
        switch (model.layerType(layer)) {
        case LayerType::FullAttention:
            ++kv.fullLayers;
            break;
        case LayerType::SlidingWindow:
            // Without the hybrid manager a sliding layer keeps the whole context, like a full one —
            // unless every layer slides, which is still one uniform group.
            ++kv.slidingLayers;
            break;
        case LayerType::Mamba:
            ++kv.mambaLayers;
            break;
        case LayerType::NoCache:
            break;
        }
    }
    if (!hybridManager && kv.slidingLayers > 0 && kv.fullLayers > 0) {
        kv.fullLayers += kv.slidingLayers;
        kv.slidingLayers = 0;
    }
    kv.layers = kv.fullLayers + kv.slidingLayers;
    kv.slidingWindow = kv.slidingLayers > 0 ? model.slidingWindow : 0;
}

// The bytes per token and the page one layer's block occupies; Mamba layers can force a larger block so
// that attention and Mamba pages have one size.
void sizePages(const ModelSpec& model, const ResolvedSettings& settings, int tp, KvPerToken& kv)
{
    const Bytes attentionPerToken = Bytes{kv.kvFactor} * kv.kvHeadsPerRank * kv.headDim * kv.bytesPerElement;
    kv.bytesPerToken = attentionPerToken * kv.layers;
    kv.blockSize = settings.blockSize;
    const bool noAttention = model.attentionFree(); // the whole model's, not this stage's
    if (kv.mambaLayers > 0) {
        kv.mambaStateBytesPerLayer = model.mamba.stateBytesPerLayer() / tp;
        // The attention block grows until its page holds at least one Mamba state (kernel alignment 16);
        // the Mamba page is then padded to the attention page. vLLM sizes it once for the model, so a
        // pipeline stage without attention layers gets the same block.
        if (!noAttention && settings.blockSizeDefaulted) {
            const std::int64_t alignment = 16;
            kv.blockSize = static_cast<int>(
                alignment * std::max<std::int64_t>(
                                1, ceilDiv(kv.mambaStateBytesPerLayer, alignment * attentionPerToken)));
        }
    }
    // An attention-free model (Mamba, Mamba2) has one block per request: vLLM sets the Mamba block size to
    // max_model_len unless Mamba prefix caching is on (gpu_model_runner get_kv_cache_spec until #25752;
    // models/config.py MambaModelConfig after it; off by default through 0.21), whatever --block-size
    // says, so its "GPU KV cache size" is blocks x max_model_len. The model decides, not the pipeline
    // stage: a hybrid's stage without attention keeps the hybrid's block.
    if (kv.mambaLayers > 0 && noAttention && settings.maxModelLen > 0)
        kv.blockSize =
            static_cast<int>(std::min<std::int64_t>(settings.maxModelLen, std::numeric_limits<int>::max()));
    kv.pageBytesPerLayer = noAttention ? kv.mambaStateBytesPerLayer : attentionPerToken * kv.blockSize;
    kv.pageBytesPerLayer = std::max(kv.pageBytesPerLayer, kv.mambaStateBytesPerLayer);
}

// Group the layer types (kv_cache_utils.py): group_size = the smallest type's count, or the largest
// when it is under 1.5x the smallest; each type gets cdiv(n, group_size) groups. A block spans one
// page per layer of a group, so the group size sets the block's bytes.
void groupLayerTypes(KvPerToken& kv)
{
    const int counts[3] = {kv.fullLayers, kv.slidingLayers, kv.mambaLayers};
    int types = 0, smallest = 0, largest = 0;
    for (int count : counts) {
        if (count <= 0)
            continue;
        ++types;
        smallest = smallest == 0 ? count : std::min(smallest, count);
        largest = std::max(largest, count);
    }
    kv.hybridManager = types > 1;
    if (types == 0) {
        kv.groupSize = 0;
    } else if (types == 1) {
        kv.groupSize = largest;
    } else {
        kv.groupSize = 2 * largest < 3 * smallest ? largest : smallest;
    }
    auto groupsOf = [&](int count) { return count > 0 ? static_cast<int>(ceilDiv(count, kv.groupSize)) : 0; };
    kv.fullGroups = groupsOf(kv.fullLayers);
    kv.slidingGroups = groupsOf(kv.slidingLayers);
    kv.mambaGroups = groupsOf(kv.mambaLayers);
    kv.paddingLayers = kv.groups() * kv.groupSize - (kv.fullLayers + kv.slidingLayers + kv.mambaLayers);
    kv.bytesPerBlock = kv.pageBytesPerLayer * kv.groupSize;
}

} // namespace

// Each step reads what the one before it set: the head shape sizes the page, the layer counts size the
// page and the groups, and the groups multiply the page into a block.
KvPerToken kvLayoutFor(const ModelSpec& model, const ResolvedSettings& settings, int tp, int firstLayer,
                       int numLayers)
{
    KvPerToken kv;
    kv.bytesPerElement = bytesPerElement(settings.kvDtype);
    setCachedHeadShape(model, settings, tp, kv);
    countLayerTypes(model, settings, firstLayer, numLayers, kv);
    sizePages(model, settings, tp, kv);
    groupLayerTypes(kv);
    return kv;
}

KvPerToken kvPerToken(const ModelSpec& model, const ResolvedSettings& settings, int tp, int layers)
{
    return kvLayoutFor(model, settings, tp, 0, layers);
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
    const std::int64_t full = ceilDiv(tokens, blockSize);
    const std::int64_t sliding =
        kv.slidingWindow > 0
            ? ceilDiv(std::min<std::int64_t>(kv.slidingWindow - 1 + mnbt, tokens), blockSize) + 1
            : full;
    return kv.fullGroups * full + kv.slidingGroups * sliding + kv.mambaGroups * 1 +
           kv.crossGroups * ceilDiv(kv.crossTokens, blockSize);
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
