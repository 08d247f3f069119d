#include "budget/weights.h"

#include "model/layerparams.h"

#include <algorithm>

namespace kvb {

std::vector<int> pipelineLayerSplit(int numLayers, int pipelineSize)
{
    std::vector<int> split(static_cast<std::size_t>(std::max(1, pipelineSize)),
                           numLayers / std::max(1, pipelineSize));
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
    case QuantMethod::Mxfp4:
        return k * n / 2 + ceilDiv(k, 32) * n; // e8m0 scale per 32 inputs
    case QuantMethod::BitsAndBytes4: {
        const std::int64_t blocks = ceilDiv(k * n, 64);
        // Double quantization stores each absmax in 8 bits plus an fp32 per 256 of them.
        return k * n / 2 + (quant.doubleQuant ? blocks + ceilDiv(blocks, 256) * 4 : blocks * 4);
    }
    }
    return k * n * unquantizedBytes;
}

QuantizationConfig quantizationFor(WeightComponent component, const QuantizationConfig& quant)
{
    // Routers are ReplicatedLinear(quant_config=None); MXFP4 checkpoints quantize the experts only.
    if (component == WeightComponent::Router || (quant.expertsOnly && component != WeightComponent::Expert))
        return QuantizationConfig{};
    return quant;
}

WeightBreakdown stageWeights(const ModelSpec& model, const ResolvedSettings& settings, int tp, int pp,
                             const StageLayout& stage, int expertParallel)
{
    WeightBreakdown w;
    const int dtypeBytes = bytesPerElement(settings.modelDtype);
    const QuantizationConfig& quant = settings.quantization;
    const bool marlin = settings.marlinKernels;
    const std::int64_t h = model.hiddenSize;
    const std::int64_t vocabRows = ceilDiv(paddedVocab(model.vocabSize), tp);

    Sharding sharding;
    sharding.tensorParallel = tp;
    sharding.expertParallel = expertParallel;
    // gpt-oss on vLLM: the MXFP4 MoE kernels pad each expert's width to a multiple of 256 (2880 -> 3072;
    // 64.38 GiB logged for gpt-oss-120b). Before 0.11, GPUs without native FP4 used the Marlin fallback,
    // which also pads the hidden size to a multiple of 128 (2880 -> 2944; 65.97 GiB logged).
    const bool mxfp4 = quant.method == QuantMethod::Mxfp4;
    sharding.mxfp4ExpertPadding = mxfp4 ? 256 : 1;
    sharding.mxfp4HiddenPadding = mxfp4 && settings.mxfp4MarlinFallback ? 128 : 1;

    for (int layer = stage.firstLayer; layer < stage.firstLayer + stage.numLayers; ++layer) {
        const std::int64_t other = forEachLinear(
            model, layer, sharding,
            [&](WeightComponent component, std::int64_t k, std::int64_t n, std::int64_t copies) {
                const Bytes bytes =
                    copies * linearLayerBytes(k, n, quantizationFor(component, quant), dtypeBytes, marlin);
                switch (component) {
                case WeightComponent::Attention:
                case WeightComponent::StateSpace:
                    w.attention += bytes;
                    break;
                case WeightComponent::Expert:
                    w.experts += bytes;
                    break;
                case WeightComponent::DenseMlp:
                case WeightComponent::SharedExpert:
                case WeightComponent::Router:
                    w.mlp += bytes;
                    break;
                }
                w.parameters += k * n * copies;
            });
        w.norms += other * dtypeBytes; // norms, biases, sinks: never quantized
        w.parameters += other;
    }

    if (stage.first) {
        w.embedding = vocabRows * h * dtypeBytes; // embeddings are never quantized
        w.parameters += vocabRows * h;
        w.vision = visionParameters(model, tp) * dtypeBytes; // the encoder runs before the first layer
        w.parameters += visionParameters(model, tp);
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
