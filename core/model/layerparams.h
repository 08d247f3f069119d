#pragma once

#include "model/modelspec.h"

#include <cstdint>

namespace kvb {

// The parts of a decoder layer that quantization schemes treat differently.
enum class WeightComponent
{
    Attention,    // q/k/v/o or MLA projections
    DenseMlp,     // gate/up/down of a dense layer
    Expert,       // routed experts
    SharedExpert, // DeepSeek / Qwen2-MoE shared experts
    Router,       // the gate choosing experts: ReplicatedLinear(quant_config=None), never quantized
    StateSpace,   // Mamba / delta-net projections
};

// Each linear module of a layer as vLLM builds it (fused where vLLM fuses: qkv_proj, gate_up_proj),
// so a quantization config's exclusion list (checkpoint names, modulenames.h) can keep one at the
// checkpoint's unquantized dtype.
enum class LinearKind : std::uint8_t
{
    QkvProj, // q_proj, k_proj, v_proj (with Qwen3-Next's output gate)
    OProj,
    MlaQA,      // q_a_proj
    MlaQB,      // q_b_proj
    MlaKvA,     // kv_a_proj_with_mqa
    MlaKvB,     // kv_b_proj
    GateUpProj, // gate_proj and up_proj; up_proj (fc1) alone in a plain MLP
    DownProj,
    Experts,      // the fused routed experts of one layer (gate/up and down)
    Router,       // mlp.gate / mlp.router
    SharedGateUp, // the shared experts
    SharedDown,
    SharedExpertGate, // Qwen2-MoE's sigmoid gate on the shared expert
    Mixer,            // a state-space layer's projections
    AttentionLinear,  // Nemotron-NAS replace_with_linear
    FfnLinear,
    Count,
};
static_assert(static_cast<int>(LinearKind::Count) <= 32, "one bit per kind in a layer's mask");

// How the weights of one layer are split across GPUs.
struct Sharding
{
    int tensorParallel = 1;
    int expertParallel = 1;       // > 1 with --enable-expert-parallel: whole experts per GPU
    int expertTensorParallel = 0; // without it, the GPUs each expert's width is split over (0: TP)
    // vLLM's MXFP4 MoE backend pads the expert width per GPU to a multiple of this ...
    int mxfp4ExpertPadding = 1;
    int mxfp4HiddenPadding = 1; // ... and (Marlin) the experts' hidden size too
    int mxfp4ScaleCopyRows = 0; // > 0: a second, swizzled copy of the scales, rows padded to this (Triton)
    bool mxfp4Fp32ExpertBias = false; // the Triton backend keeps the expert biases in fp32
};

// Calls `linear(component, kind, inFeatures, outFeatures, copies)` for every linear layer of one decoder
// layer as one GPU holds it, and returns the layer's other parameters (norms, biases, sinks, conv
// filters), which are never quantized. It reads `layer` only through ModelSpec::layersBuiltAlike's
// terms (layerType, block, isMoeLayer, isCrossAttentionLayer): a new per-layer term belongs there too,
// or forEachLayerRun would count unlike layers as one run.
template <typename Linear>
std::int64_t forEachLinear(const ModelSpec& m, int layer, const Sharding& sh, Linear linear);

// Calls `run(first, count)` for each run of consecutive layers in [begin, end) that vLLM builds alike
// (ModelSpec::layersBuiltAlike) and that `alsoAlike(a, b)` accepts (a quantization's exclusion list, say).
// forEachLinear gives every layer of a run the same linears, so a caller counts the run's first layer
// once and multiplies by `count`: integer sums, so the result is exactly the per-layer total, at the cost
// of one layer per run instead of every layer (a plan counts its layers several times).
template <typename Alike, typename Run>
void forEachLayerRun(const ModelSpec& m, int begin, int end, Alike alsoAlike, Run run)
{
    for (int first = begin; first < end;) {
        int next = first + 1;
        while (next < end && m.layersBuiltAlike(first, next) && alsoAlike(first, next))
            ++next;
        run(first, next - first);
        first = next;
    }
}

// Parameters of one decoder layer on one GPU (all of them with sh = {1, 1}).
std::int64_t layerParameters(const ModelSpec& model, int layer, const Sharding& sh);

// The vision encoder's parameters on one GPU (its projections shard like the language model's, except
// what vLLM keeps whole on every rank: VisionSpec::replicatedParameters and headSplitParameters).
std::int64_t visionParameters(const ModelSpec& model, int tensorParallel);

// Outside the layers: the token embedding (and a learned position table), the final norm, the lm_head.
std::int64_t embeddingParameters(const ModelSpec& model, std::int64_t vocabRows);
std::int64_t finalNormParameters(const ModelSpec& model);
std::int64_t lmHeadParameters(const ModelSpec& model, std::int64_t vocabRows);

// ---------------------------------------------------------------------------------------------

namespace detail {

// One norm's parameters: RMSNorm keeps a weight, LayerNorm a weight and a bias.
inline std::int64_t normParameters(const ModelSpec& m, std::int64_t width)
{
    if (!m.normAffine)
        return 0;
    return m.layerNormBias ? 2 * width : width;
}

template <typename Linear>
std::int64_t mlaLinears(const ModelSpec& m, const Sharding& sh, Linear& linear)
{
    const MlaSpec& a = m.mla;
    const std::int64_t h = m.hiddenSize;
    const std::int64_t heads = m.numAttentionHeads / sh.tensorParallel;
    const std::int64_t qkHead = a.qkNopeHeadDim + a.qkRopeHeadDim;
    std::int64_t other = a.kvLoraRank; // kv_a_layernorm
    if (a.qLoraRank > 0) {
        linear(WeightComponent::Attention, LinearKind::MlaQA, h, a.qLoraRank, 1); // replicated
        linear(WeightComponent::Attention, LinearKind::MlaQB, a.qLoraRank, heads * qkHead, 1);
        other += a.qLoraRank; // q_a_layernorm
    } else {
        linear(WeightComponent::Attention, LinearKind::QkvProj, h, heads * qkHead, 1);
    }
    linear(WeightComponent::Attention, LinearKind::MlaKvA, h, a.kvLoraRank + a.qkRopeHeadDim, 1);
    linear(WeightComponent::Attention, LinearKind::MlaKvB, a.kvLoraRank,
           heads * (a.qkNopeHeadDim + a.vHeadDim), 1);
    linear(WeightComponent::Attention, LinearKind::OProj, heads * a.vHeadDim, h, 1);
    return other;
}

// Grouped-query attention (and mllama's cross-attention, which adds q/k norms and a gate).
template <typename Linear>
std::int64_t gqaLinears(const ModelSpec& m, int layer, int kvHeadsTotal, const Sharding& sh, Linear& linear)
{
    const int tp = sh.tensorParallel;
    const std::int64_t h = m.hiddenSize;
    const std::int64_t qHeads = m.numAttentionHeads / tp;
    const std::int64_t kvHeads = std::max(1, kvHeadsTotal / tp); // replicated when TP > KV heads
    const std::int64_t qkvOut = (qHeads * (m.attentionOutputGate ? 2 : 1) + 2 * kvHeads) * m.headDim;
    linear(WeightComponent::Attention, LinearKind::QkvProj, h, qkvOut, 1);
    linear(WeightComponent::Attention, LinearKind::OProj, qHeads * m.headDim, h, 1);
    const bool cross = m.isCrossAttentionLayer(layer);
    // Per-head q/k norms are head_dim wide; OLMoE's span every head and stay whole on
    // every GPU (vLLM gathers q and k across TP ranks before normalizing them).
    const std::int64_t qkNorms = m.qkNormFullWidth
                                     ? std::int64_t{m.numAttentionHeads + kvHeadsTotal} * m.headDim
                                 : m.qkNorm || cross ? 2 * m.headDim
                                                     : 0;
    return (m.qkvBias ? qkvOut : 0) + (m.attentionOutputBias ? h : 0) + qkNorms +
           (m.attentionSinks ? qHeads : 0) + (cross ? 2 : 0);
}

// The mixer of one layer: attention, a state-space layer, a single linear, or nothing. Returns its
// other parameters, its input norm included.
template <typename Linear>
std::int64_t mixerLinears(const ModelSpec& m, int layer, const Sharding& sh, Linear& linear)
{
    const std::int64_t h = m.hiddenSize;
    const LayerType type = m.layerType(layer);
    const LayerBlock* block = m.block(layer);
    if (type == LayerType::Mamba) {
        // The mixer's parameters as one h-wide linear, split across GPUs; what does not divide by h is
        // kept whole on every GPU rather than dropped (for Jamba it is exactly the dt/B/C RMSNorms,
        // dt_rank + 2 d_state, which vLLM's MambaMixer replicates).
        const std::int64_t whole = m.mamba.parametersPerLayer / h;
        linear(WeightComponent::StateSpace, LinearKind::Mixer, h, whole / sh.tensorParallel, 1);
        return normParameters(m, h) + (m.mamba.parametersPerLayer - whole * h);
    }
    if (type == LayerType::NoCache && m.singleMixerLayers)
        return 0; // Nemotron-H MLP-only layers
    if (block && block->attention == LayerBlock::Part::None)
        return 0;
    if (block && block->attention == LayerBlock::Part::Linear) {
        linear(WeightComponent::Attention, LinearKind::AttentionLinear, h, h / sh.tensorParallel, 1);
        return normParameters(m, h) + (m.qkvBias ? h : 0);
    }
    const std::int64_t own = m.mla.active()
                                 ? mlaLinears(m, sh, linear)
                                 : gqaLinears(m, layer, block ? block->kvHeads : m.numKvHeads, sh, linear);
    return own + normParameters(m, h);
}

template <typename Linear>
std::int64_t expertLinears(const ModelSpec& m, const Sharding& sh, Linear& linear)
{
    const MoeSpec& e = m.moe;
    const int tp = sh.tensorParallel;
    const std::int64_t h = m.hiddenSize;
    std::int64_t width = e.expertIntermediate;
    std::int64_t experts = e.numExperts;
    if (sh.expertParallel > 1)
        experts = (e.numExperts + sh.expertParallel - 1) / sh.expertParallel;
    else
        width /= sh.expertTensorParallel > 0 ? sh.expertTensorParallel : tp;
    if (sh.mxfp4ExpertPadding > 1)
        width = (width + sh.mxfp4ExpertPadding - 1) / sh.mxfp4ExpertPadding * sh.mxfp4ExpertPadding;
    const std::int64_t hidden =
        (h + sh.mxfp4HiddenPadding - 1) / sh.mxfp4HiddenPadding * sh.mxfp4HiddenPadding;
    linear(WeightComponent::Expert, LinearKind::Experts, hidden, (m.gatedMlp ? 2 : 1) * width, experts);
    linear(WeightComponent::Expert, LinearKind::Experts, width, hidden, experts);
    std::int64_t other = e.expertBias ? experts * (2 * width + hidden) : 0;
    linear(WeightComponent::Router, LinearKind::Router, h, e.numExperts, 1);
    other += e.routerBias ? e.numExperts : 0;
    if (e.numSharedExperts > 0) {
        const std::int64_t shared = std::int64_t{e.numSharedExperts} *
                                    (e.sharedIntermediate > 0 ? e.sharedIntermediate : e.expertIntermediate) /
                                    tp;
        linear(WeightComponent::SharedExpert, LinearKind::SharedGateUp, h, (m.gatedMlp ? 2 : 1) * shared, 1);
        linear(WeightComponent::SharedExpert, LinearKind::SharedDown, shared, h, 1);
        if (e.sharedExpertGate)
            linear(WeightComponent::Router, LinearKind::SharedExpertGate, h, 1, 1);
    }
    return other;
}

// The feed-forward part of one layer and its norms (post_attention_layernorm, Gemma's extra two).
template <typename Linear>
std::int64_t ffnLinears(const ModelSpec& m, int layer, const Sharding& sh, Linear& linear)
{
    const std::int64_t h = m.hiddenSize;
    const LayerType type = m.layerType(layer);
    if (m.singleMixerLayers && type != LayerType::NoCache)
        return 0; // a Nemotron-H mixer layer has no MLP
    const LayerBlock* block = m.block(layer);
    if (block && block->ffn == LayerBlock::Part::None)
        return 0;
    // Single-mixer layers have one norm (counted here); the others add normsPerLayer - 1 to the mixer's.
    const std::int64_t norms = normParameters(m, h) * (m.singleMixerLayers ? 1 : m.normsPerLayer - 1);
    if (block && block->ffn == LayerBlock::Part::Linear) {
        linear(WeightComponent::DenseMlp, LinearKind::FfnLinear, h, h / sh.tensorParallel, 1);
        return norms;
    }
    if (m.isMoeLayer(layer))
        return norms + expertLinears(m, sh, linear);
    const std::int64_t inter =
        (block && block->intermediate > 0 ? block->intermediate : m.intermediateSize) / sh.tensorParallel;
    linear(WeightComponent::DenseMlp, LinearKind::GateUpProj, h, (m.gatedMlp ? 2 : 1) * inter, 1);
    linear(WeightComponent::DenseMlp, LinearKind::DownProj, inter, h, 1);
    return norms + (m.mlpBias ? (m.gatedMlp ? 2 : 1) * inter + h : 0); // gate, up and down biases
}

} // namespace detail

template <typename Linear>
std::int64_t forEachLinear(const ModelSpec& m, int layer, const Sharding& sh, Linear linear)
{
    const std::int64_t mixer = detail::mixerLinears(m, layer, sh, linear);
    return mixer + detail::ffnLinears(m, layer, sh, linear);
}

} // namespace kvb
