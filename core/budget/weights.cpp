#include "budget/weights.h"

#include "model/layerparams.h"

#include <algorithm>

namespace kvb {

std::vector<int> pipelineLayerSplit(int numLayers, int pipelineSize, const VllmVersion& version)
{
    std::vector<int> split(static_cast<std::size_t>(std::max(1, pipelineSize)),
                           numLayers / std::max(1, pipelineSize));
    const int remaining = numLayers % std::max(1, pipelineSize);
    if (version < VllmVersion{0, 8, 0}) { // `if pp_rank == pp_size - 1: end_layer = num_hidden_layers`
        split.back() += remaining;
        return split;
    }
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

namespace {

// The scheme one linear module is stored in: routers are ReplicatedLinear(quant_config=None), MXFP4
// checkpoints quantize the experts only, and an exclusion list keeps the modules it names unquantized.
const QuantizationConfig& quantizationFor(WeightComponent component, LinearKind kind, int layer,
                                          const QuantizationConfig& quant)
{
    static const QuantizationConfig unquantized;
    if (component == WeightComponent::Router || (quant.expertsOnly && component != WeightComponent::Expert) ||
        quant.keepsUnquantized(layer, static_cast<int>(kind)))
        return unquantized;
    return quant;
}

Sharding shardingFor(const ResolvedSettings& settings, int tp, int expertParallel, int expertTensorParallel)
{
    Sharding sharding;
    sharding.tensorParallel = tp;
    sharding.expertParallel = expertParallel;
    sharding.expertTensorParallel = expertTensorParallel;
    if (settings.quantization.method != QuantMethod::Mxfp4)
        return sharding;
    // Mxfp4MoEMethod.create_weights / process_weights_after_loading (mxfp4.py at 0.10.1, 0.11.0, 0.13.0,
    // 0.15.1): Marlin rounds the width per GPU up to 128 and the hidden size to 256, and repacks in
    // place; Triton rounds the width to 64, keeps the checkpoint's scales beside a swizzled copy whose
    // rows are padded to 256, and casts the biases to fp32. gpt-oss-120b: 65.97 GiB logged with Marlin
    // (an H100 on 0.10), 64.38 with Triton (H100, 0.11+), 17.22 per GPU at TP 4 (A100, Marlin).
    switch (settings.mxfp4Backend) {
    case Mxfp4Backend::Native:
        sharding.mxfp4ExpertPadding = 256;
        break;
    case Mxfp4Backend::Marlin:
        sharding.mxfp4ExpertPadding = 128;
        sharding.mxfp4HiddenPadding = 256;
        break;
    case Mxfp4Backend::Triton:
        sharding.mxfp4ExpertPadding = 64;
        sharding.mxfp4ScaleCopyRows = 256;
        sharding.mxfp4Fp32ExpertBias = true;
        break;
    }
    return sharding;
}

// What an MXFP4 backend holds beyond one expert's K x N values and scales: the Triton backend's swizzled
// second copy of the scales (rows, the output features, padded) and its fp32 biases (the bf16 part is
// counted with the other parameters).
Bytes mxfp4BackendExtraBytes(const ModelSpec& model, const Sharding& sharding, std::int64_t k, std::int64_t n,
                             int dtypeBytes)
{
    Bytes extra = 0;
    if (sharding.mxfp4ScaleCopyRows > 0)
        extra += ceilDiv(k, 32) * ceilDiv(n, sharding.mxfp4ScaleCopyRows) * sharding.mxfp4ScaleCopyRows;
    if (sharding.mxfp4Fp32ExpertBias && model.moe.expertBias)
        extra += n * std::max(0, 4 - dtypeBytes);
    return extra;
}

// One decoder layer, each linear module in its own scheme.
WeightBreakdown layerWeights(const ModelSpec& model, const ResolvedSettings& settings,
                             const Sharding& sharding, int layer)
{
    const int dtypeBytes = bytesPerElement(settings.modelDtype);
    WeightBreakdown w;
    const std::int64_t other = forEachLinear(
        model, layer, sharding,
        [&](WeightComponent component, LinearKind kind, std::int64_t k, std::int64_t n, std::int64_t copies) {
            const QuantizationConfig& quant = quantizationFor(component, kind, layer, settings.quantization);
            Bytes bytes = copies * linearLayerBytes(k, n, quant, dtypeBytes, settings.marlinKernels);
            if (kind == LinearKind::Router && settings.routerFp32) // params_dtype=torch.float32
                bytes = copies * k * n * 4;
            if (component == WeightComponent::Expert && quant.method == QuantMethod::Mxfp4)
                bytes += copies * mxfp4BackendExtraBytes(model, sharding, k, n, dtypeBytes);
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
    w.norms = other * dtypeBytes; // norms, biases, sinks: never quantized
    w.parameters += other;
    return w;
}

// The decoder layers of one stage: each run of identical layers (alike and kept unquantized alike by
// the exclusion list) is counted once.
void addLayerWeights(const ModelSpec& model, const ResolvedSettings& settings, const Sharding& sharding,
                     const StageLayout& stage, WeightBreakdown& w)
{
    const QuantizationConfig& quant = settings.quantization;
    forEachLayerRun(
        model, stage.firstLayer, stage.firstLayer + stage.numLayers,
        [&](int a, int b) { return quant.unquantizedSitesOf(a) == quant.unquantizedSitesOf(b); },
        [&](int layer, int count) {
            const WeightBreakdown one = layerWeights(model, settings, sharding, layer);
            w.attention += one.attention * count;
            w.experts += one.experts * count;
            w.mlp += one.mlp * count;
            w.norms += one.norms * count;
            w.parameters += one.parameters * count;
        });
}

// Embeddings and the vision encoder (first stage), the final norm and the lm_head (last stage).
void addOutsideWeights(const ModelSpec& model, const ResolvedSettings& settings, int tp, int pp,
                       const StageLayout& stage, WeightBreakdown& w)
{
    const int dtypeBytes = bytesPerElement(settings.modelDtype);
    const QuantizationConfig& quant = settings.quantization;
    const std::int64_t h = model.hiddenSize;
    const std::int64_t vocabRows = ceilDiv(paddedVocab(model.vocabSize), tp);
    if (stage.first) {
        const std::int64_t embedding = embeddingParameters(model, vocabRows); // never quantized
        w.embedding = embedding * dtypeBytes;
        w.parameters += embedding;
        if (!settings.visionTowerSkipped) { // the encoder runs before the first layer
            w.vision = visionParameters(model, tp) * dtypeBytes;
            w.parameters += visionParameters(model, tp);
        }
    }
    if (stage.last) {
        w.norms += finalNormParameters(model) * dtypeBytes;
        w.parameters += finalNormParameters(model);
        // A tied head shares the embedding tensor, except that with PP > 1 the last stage needs its own copy.
        const bool ownHead = !model.tieWordEmbeddings || (pp > 1 && !stage.first);
        if (ownHead) {
            const std::int64_t head = lmHeadParameters(model, vocabRows);
            w.lmHead = quant.lmHeadQuantized
                           ? linearLayerBytes(h, vocabRows, quant, dtypeBytes, settings.marlinKernels) +
                                 (head - vocabRows * h) * dtypeBytes
                           : head * dtypeBytes;
            w.parameters += head;
        }
    }
}

// An exactly known size (parameter count or checkpoint bytes) corrects the shape arithmetic, pro rata to
// this GPU's share of the parameters. Quantized layouts are computed, not scaled.
Bytes exactCountCorrection(const ModelSpec& model, const ResolvedSettings& settings, std::int64_t parameters)
{
    if (settings.quantization.isQuantized())
        return 0;
    std::optional<std::int64_t> exactParams = model.parameterCount;
    if (!exactParams && model.checkpointBytes && bytesPerElement(model.dtype) > 0)
        exactParams = *model.checkpointBytes / bytesPerElement(model.dtype);
    if (!exactParams)
        return 0;
    const std::int64_t shapeParams = shapeParameterCount(model);
    if (shapeParams <= 0 || *exactParams == shapeParams)
        return 0;
    const double share = static_cast<double>(parameters) / static_cast<double>(shapeParams);
    return static_cast<Bytes>(static_cast<double>(*exactParams - shapeParams) * share) *
           bytesPerElement(settings.modelDtype);
}

// From MLA's arrival (#12528, 0.7.1) until #14770 (2025-03-14, before 0.8.0), the MLA backend's
// process_weights_after_loading (attention/backends/mla/utils.py) kept, per layer and beside the
// checkpoint's projections, W_QR (W_Q's rope columns, in the model dtype), W_Q_UK = W_Q x W_UK
// ([q_in, heads/TP, kv_lora_rank]) and W_UV_O = W_UV x W_O ([heads/TP, kv_lora_rank, hidden]), the last two
// requantized to fp8 for an fp8 checkpoint. The model loader runs it, so "model weights take" includes
// them. Counted for the unquantized and fp8 checkpoints, the only ones 0.7.1 runs with MLA (use_mla).
Bytes mlaAbsorbedBytes(const ModelSpec& model, const ResolvedSettings& settings, int tp)
{
    const QuantMethod method = settings.quantization.method;
    if (!settings.mlaAbsorbedWeights || !settings.compressedMla || !model.mla.cachesLatent() ||
        (method != QuantMethod::None && method != QuantMethod::Fp8))
        return 0;
    const MlaSpec& mla = model.mla;
    const std::int64_t heads = model.numAttentionHeads / std::max(1, tp);
    const std::int64_t qIn = mla.qLoraRank > 0 ? mla.qLoraRank : model.hiddenSize;
    const std::int64_t actBytes = bytesPerElement(settings.modelDtype);
    const std::int64_t absorbedBytes =
        method == QuantMethod::Fp8 && !settings.quantization.expertsOnly ? 1 : actBytes;
    const std::int64_t ropePart = qIn * heads * mla.qkRopeHeadDim * actBytes;
    const std::int64_t qUk = qIn * heads * mla.kvLoraRank * absorbedBytes;
    const std::int64_t uvO = heads * mla.kvLoraRank * model.hiddenSize * absorbedBytes;
    return ropePart + qUk + uvO;
}

} // namespace

WeightBreakdown stageWeights(const ModelSpec& model, const ResolvedSettings& settings, int tp, int pp,
                             const StageLayout& stage, int expertParallel, int expertTensorParallel)
{
    WeightBreakdown w;
    addLayerWeights(model, settings, shardingFor(settings, tp, expertParallel, expertTensorParallel), stage,
                    w);
    addOutsideWeights(model, settings, tp, pp, stage, w);
    // vLLM builds its RoPE cos/sin caches once per process at load time, in the model dtype
    // (get_rope; how many rows each scaling type holds: io/hflayout.cpp ropeCacheRows).
    if (model.usesRope)
        w.ropeCache = (model.ropeCacheRows > 0 ? model.ropeCacheRows : model.maxPositionEmbeddings) *
                      model.rotaryDim() * bytesPerElement(settings.modelDtype);
    w.mlaAbsorbed = mlaAbsorbedBytes(model, settings, tp) * stage.numLayers;
    w.exactCountCorrection = exactCountCorrection(model, settings, w.parameters);
    return w;
}

Bytes mxfp4MarlinExtraWeights(const ModelSpec& model, const ResolvedSettings& settings, int tp, int pp,
                              const StageLayout& stage, int expertParallel, int expertTensorParallel)
{
    if (!settings.mxfp4BackendLeftToInstall)
        return 0;
    ResolvedSettings marlin = settings;
    marlin.mxfp4Backend = Mxfp4Backend::Marlin;
    const Bytes counted =
        stageWeights(model, settings, tp, pp, stage, expertParallel, expertTensorParallel).total();
    const Bytes fallback =
        stageWeights(model, marlin, tp, pp, stage, expertParallel, expertTensorParallel).total();
    return std::max<Bytes>(0, fallback - counted);
}

} // namespace kvb
