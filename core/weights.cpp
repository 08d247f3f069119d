#include "weights.h"

#include <algorithm>

namespace kvb {

std::vector<int> pipelineLayerSplit(int numLayers, int pipelineSize)
{
    std::vector<int> split(static_cast<std::size_t>(std::max(1, pipelineSize)), numLayers / std::max(1, pipelineSize));
    const int remaining = numLayers % std::max(1, pipelineSize);
    for (int i = 2; i < remaining + 2; ++i)
        split[split.size() - static_cast<std::size_t>(i)] += 1;
    return split;
}

std::int64_t paddedVocab(int vocabSize)
{
    return ceilDiv(vocabSize, 64) * 64;
}

Bytes linearLayerBytes(std::int64_t k, std::int64_t n, const QuantizationConfig& quant, int unquantizedBytes,
                       bool marlin)
{
    const std::int64_t groups = quant.groupSize > 0 ? ceilDiv(k, quant.groupSize) : 1;
    switch (quant.method) {
    case QuantMethod::None:
        return k * n * unquantizedBytes;
    case QuantMethod::Fp8:
        switch (quant.scaleLayout) {
        case ScaleLayout::PerTensor:
            return k * n + 4;
        case ScaleLayout::PerChannel:
            return k * n + n * 4;
        case ScaleLayout::Block128:
            return k * n + ceilDiv(n, 128) * ceilDiv(k, 128) * 4;
        }
        return k * n;
    case QuantMethod::Int8:
        return k * n + n * 4; // int8 values, fp32 scale per output channel
    case QuantMethod::Awq: {
        const Bytes packed = k * n * quant.bits / 8;
        const Bytes zeros = groups * n * quant.bits / 8;
        const Bytes scales = groups * n * 2;
        return packed + zeros + scales; // AWQ-Marlin keeps the zero points
    }
    case QuantMethod::Gptq: {
        const Bytes packed = k * n * quant.bits / 8;
        const Bytes scales = groups * n * 2;
        if (marlin) // zeros dropped for symmetric weights; g_idx and its sort indices only with desc_act
            return packed + scales + (quant.descAct ? 8 * k : 0);
        return packed + scales + groups * n * quant.bits / 8 + 4 * k;
    }
    }
    return k * n * unquantizedBytes;
}

WeightBreakdown stageWeights(const ModelSpec& model, const ResolvedSettings& settings, int tp, int pp,
                             const StageLayout& stage)
{
    WeightBreakdown w;
    const int dtypeBytes = bytesPerElement(settings.modelDtype);
    const QuantizationConfig& quant = settings.quantization;
    const bool marlin = settings.marlinKernels;

    const std::int64_t h = model.hiddenSize;
    const std::int64_t headDim = model.headDim;
    const std::int64_t qHeads = model.numAttentionHeads / tp;
    const std::int64_t kvHeads = std::max(1, model.numKvHeads / tp); // replicated when TP > KV heads
    const std::int64_t inter = model.intermediateSize / tp;
    const std::int64_t qkvOut = (qHeads + 2 * kvHeads) * headDim;
    const std::int64_t vocabRows = ceilDiv(paddedVocab(model.vocabSize), tp);

    // Per decoder layer, per GPU.
    const Bytes attention = linearLayerBytes(h, qkvOut, quant, dtypeBytes, marlin) +
                            linearLayerBytes(qHeads * headDim, h, quant, dtypeBytes, marlin) +
                            (model.qkvBias ? qkvOut * dtypeBytes : 0) + (model.qkNorm ? 2 * headDim * dtypeBytes : 0);
    const Bytes mlp = linearLayerBytes(h, 2 * inter, quant, dtypeBytes, marlin) +
                      linearLayerBytes(inter, h, quant, dtypeBytes, marlin);
    const Bytes layerNorms = 2 * h * dtypeBytes;
    const std::int64_t layerParams = h * qkvOut + qHeads * headDim * h + (model.qkvBias ? qkvOut : 0) +
                                     (model.qkNorm ? 2 * headDim : 0) + 3 * h * inter + 2 * h;

    w.attention = attention * stage.numLayers;
    w.mlp = mlp * stage.numLayers;
    w.norms = layerNorms * stage.numLayers;
    w.parameters = layerParams * stage.numLayers;

    if (stage.first) {
        w.embedding = vocabRows * h * dtypeBytes; // embeddings are never quantized
        w.parameters += vocabRows * h;
    }
    if (stage.last) {
        w.norms += h * dtypeBytes; // final norm
        w.parameters += h;
        // A tied head shares the embedding tensor, except that with PP > 1 the last stage needs its own copy.
        const bool ownHead = !model.tieWordEmbeddings || (pp > 1 && !stage.first);
        if (ownHead) {
            w.lmHead = quant.lmHeadQuantized ? linearLayerBytes(h, vocabRows, quant, dtypeBytes, marlin)
                                             : vocabRows * h * dtypeBytes;
            w.parameters += vocabRows * h;
        }
    }

    // vLLM builds one RoPE cos/sin cache per process at load time, in the model dtype.
    w.ropeCache = model.maxPositionEmbeddings * model.rotaryDim() * dtypeBytes;

    // An exactly known size (parameter count or checkpoint bytes) corrects the shape arithmetic,
    // pro rata to this GPU's share of the parameters. Quantized layouts are computed, not scaled.
    if (!quant.isQuantized()) {
        std::optional<std::int64_t> exactParams = model.parameterCount;
        if (!exactParams && model.checkpointBytes && bytesPerElement(model.dtype) > 0)
            exactParams = *model.checkpointBytes / bytesPerElement(model.dtype);
        const std::int64_t shapeParams = shapeParameterCount(model);
        if (exactParams && shapeParams > 0 && *exactParams != shapeParams) {
            const double share = static_cast<double>(w.parameters) / static_cast<double>(shapeParams);
            w.exactCountCorrection =
                static_cast<Bytes>(static_cast<double>(*exactParams - shapeParams) * share) * dtypeBytes;
        }
    }
    return w;
}

} // namespace kvb
