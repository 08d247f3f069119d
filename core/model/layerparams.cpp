#include "model/layerparams.h"

namespace kvb {

std::int64_t layerParameters(const ModelSpec& model, int layer, const Sharding& sh)
{
    std::int64_t linear = 0;
    const std::int64_t other = forEachLinear(model, layer, sh,
                                             [&](WeightComponent, LinearKind, std::int64_t k, std::int64_t n,
                                                 std::int64_t copies) { linear += k * n * copies; });
    return linear + other;
}

std::int64_t embeddingParameters(const ModelSpec& model, std::int64_t vocabRows)
{
    return (vocabRows + model.extraEmbeddingRows + model.learnedPositions) * model.hiddenSize +
           (model.embeddingNorm ? detail::normParameters(model, model.hiddenSize) : 0);
}

std::int64_t finalNormParameters(const ModelSpec& model)
{
    return model.finalNorm ? detail::normParameters(model, model.hiddenSize) : 0;
}

std::int64_t lmHeadParameters(const ModelSpec& model, std::int64_t vocabRows)
{
    return vocabRows * model.hiddenSize + (model.lmHeadBias ? vocabRows : 0);
}

std::int64_t visionParameters(const ModelSpec& model, int tensorParallel)
{
    const int tp = std::max(1, tensorParallel);
    const VisionSpec& v = model.vision;
    // A tower whose heads do not divide among the ranks keeps its attention whole on every rank.
    const std::int64_t whole =
        v.replicatedParameters + (v.numHeads > 0 && v.numHeads % tp != 0 ? v.headSplitParameters : 0);
    return (v.parameters - whole) / tp + whole;
}

std::int64_t VisionSpec::patchesPerImage() const
{
    if (maxPixels > 0 && patchSize > 0)
        return maxPixels / (std::int64_t{patchSize} * patchSize);
    if (imageSize > 0 && patchSize > 0)
        return std::int64_t{imageSize / patchSize} * (imageSize / patchSize) * std::max(1, tilesPerImage);
    return 0;
}

std::int64_t VisionSpec::llmTokensPerImage() const
{
    if (tokensPerImage > 0)
        return tokensPerImage;
    const std::int64_t merge = std::int64_t{std::max(1, spatialMergeSize)} * std::max(1, spatialMergeSize);
    return patchesPerImage() / merge;
}

} // namespace kvb
