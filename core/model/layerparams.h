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

// How the weights of one layer are split across GPUs.
struct Sharding
{
    int tensorParallel = 1;
    int expertParallel = 1;     // > 1 with --enable-expert-parallel: whole experts per GPU
    int mxfp4ExpertPadding = 1; // vLLM's MXFP4 MoE kernels pad the expert width to a multiple of this
    int mxfp4HiddenPadding = 1; // ... and the Marlin fallback (no native FP4) the hidden size too
};

// Calls `linear(component, inFeatures, outFeatures, copies)` for every linear layer of one decoder layer
// as one GPU holds it, and returns the layer's other parameters (norms, biases, sinks, conv filters),
// which are never quantized.
template <typename Linear>
std::int64_t forEachLinear(const ModelSpec& m, int layer, const Sharding& sh, Linear linear);

// Parameters of one decoder layer on one GPU (all of them with sh = {1, 1}).
std::int64_t layerParameters(const ModelSpec& model, int layer, const Sharding& sh);

// The vision encoder's parameters on one GPU (its projections shard like the language model's).
std::int64_t visionParameters(const ModelSpec& model, int tensorParallel);

// ---------------------------------------------------------------------------------------------

template <typename Linear>
std::int64_t forEachLinear(const ModelSpec& m, int layer, const Sharding& sh, Linear linear)
{
    const int tp = sh.tensorParallel;
    const std::int64_t h = m.hiddenSize;
    std::int64_t other = 0;
    const LayerType type = m.layerType(layer);

    // The mixer: attention or a state-space layer.
    if (type == LayerType::Mamba) {
        linear(WeightComponent::StateSpace, h, m.mamba.parametersPerLayer / h / tp, 1);
        other += h; // its input norm
    } else if (type != LayerType::NoCache || !m.singleMixerLayers) {
        if (m.mla.active()) {
            const MlaSpec& a = m.mla;
            const std::int64_t heads = m.numAttentionHeads / tp;
            const std::int64_t qkHead = a.qkNopeHeadDim + a.qkRopeHeadDim;
            if (a.qLoraRank > 0) {
                linear(WeightComponent::Attention, h, a.qLoraRank, 1); // q_a_proj, replicated
                linear(WeightComponent::Attention, a.qLoraRank, heads * qkHead, 1);
                other += a.qLoraRank; // q_a_layernorm
            } else {
                linear(WeightComponent::Attention, h, heads * qkHead, 1);
            }
            linear(WeightComponent::Attention, h, a.kvLoraRank + a.qkRopeHeadDim, 1); // kv_a_proj_with_mqa
            linear(WeightComponent::Attention, a.kvLoraRank, heads * (a.qkNopeHeadDim + a.vHeadDim), 1);
            linear(WeightComponent::Attention, heads * a.vHeadDim, h, 1); // o_proj
            other += a.kvLoraRank;                                        // kv_a_layernorm
        } else {
            const std::int64_t qHeads = m.numAttentionHeads / tp;
            const std::int64_t kvHeads = std::max(1, m.numKvHeads / tp); // replicated when TP > KV heads
            const std::int64_t qkvOut = (qHeads * (m.attentionOutputGate ? 2 : 1) + 2 * kvHeads) * m.headDim;
            linear(WeightComponent::Attention, h, qkvOut, 1);
            linear(WeightComponent::Attention, qHeads * m.headDim, h, 1);
            other += (m.qkvBias ? qkvOut : 0) + (m.attentionOutputBias ? h : 0) +
                     (m.qkNorm ? 2 * m.headDim : 0) + (m.attentionSinks ? qHeads : 0);
        }
        other += h; // input_layernorm
    }

    // The feed-forward part.
    const bool hasMlp = !m.singleMixerLayers || type == LayerType::NoCache;
    if (!hasMlp)
        return other;
    // post_attention_layernorm (and Gemma's pre/post feed-forward norms); single-mixer layers have one norm.
    other += m.singleMixerLayers ? 0 : (m.normsPerLayer - 1) * h;
    if (m.isMoeLayer(layer)) {
        const MoeSpec& e = m.moe;
        std::int64_t width = e.expertIntermediate;
        std::int64_t experts = e.numExperts;
        if (sh.expertParallel > 1) {
            experts = (e.numExperts + sh.expertParallel - 1) / sh.expertParallel;
        } else {
            width /= tp;
        }
        if (sh.mxfp4ExpertPadding > 1)
            width = (width + sh.mxfp4ExpertPadding - 1) / sh.mxfp4ExpertPadding * sh.mxfp4ExpertPadding;
        const std::int64_t hidden =
            (h + sh.mxfp4HiddenPadding - 1) / sh.mxfp4HiddenPadding * sh.mxfp4HiddenPadding;
        linear(WeightComponent::Expert, hidden, 2 * width, experts); // gate_up
        linear(WeightComponent::Expert, width, hidden, experts);     // down
        if (e.expertBias)
            other += experts * (2 * width + hidden);
        linear(WeightComponent::Router, h, e.numExperts, 1);
        if (e.routerBias)
            other += e.numExperts;
        if (e.numSharedExperts > 0) {
            const std::int64_t shared =
                std::int64_t{e.numSharedExperts} *
                (e.sharedIntermediate > 0 ? e.sharedIntermediate : e.expertIntermediate) / tp;
            linear(WeightComponent::SharedExpert, h, 2 * shared, 1);
            linear(WeightComponent::SharedExpert, shared, h, 1);
            if (e.sharedExpertGate)
                linear(WeightComponent::Router, h, 1, 1);
        }
    } else {
        const std::int64_t inter = m.intermediateSize / tp;
        linear(WeightComponent::DenseMlp, h, 2 * inter, 1);
        linear(WeightComponent::DenseMlp, inter, h, 1);
    }
    return other;
}

} // namespace kvb
