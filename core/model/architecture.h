#pragma once

#include "base/units.h"
#include "model/dtype.h"
#include "model/vllmversion.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace kvb {

// What one decoder layer keeps per request (vLLM's KV cache specs, docs/vllm-accounting.md §2).
enum class LayerType : std::uint8_t
{
    FullAttention, // K and V for every token of the context
    SlidingWindow, // K and V for the last `slidingWindow` tokens (plus what one batch adds)
    Mamba,         // a constant state per request: Mamba / Mamba2 / gated delta-net layers
    NoCache,       // no per-token state (Nemotron-H MLP-only layers, cross-attention to images)
};

// One layer of a heterogeneous model (Nemotron-NAS / DeciLM block_configs): its attention and its
// feed-forward part are each the standard block, a single hidden x hidden linear, or absent.
struct LayerBlock
{
    enum class Part : std::uint8_t
    {
        Standard,
        Linear, // replace_with_linear
        None,   // no_op: the part and its norm are skipped
    };
    Part attention = Part::Standard;
    Part ffn = Part::Standard;
    int kvHeads = 0;      // num_attention_heads / n_heads_in_group
    int intermediate = 0; // the MLP width from ffn_mult

    bool operator==(const LayerBlock&) const = default;
};

// Mixture of experts (Mixtral, Qwen3 MoE, DeepSeek V2/V3, gpt-oss): routed experts on MoE layers,
// optional shared experts, leading dense layers, and an unquantized router.
struct MoeSpec
{
    int numExperts = 0;         // routed experts per MoE layer
    int expertsPerToken = 0;    // top-k
    int expertIntermediate = 0; // width of one expert's FFN
    int numSharedExperts = 0;
    int sharedIntermediate = 0;    // width of each shared expert (default: expertIntermediate)
    int firstDenseLayers = 0;      // first_k_dense_replace: leading layers with a dense MLP
    int layerFrequency = 1;        // moe_layer_freq / decoder_sparse_step
    bool routerBias = false;       // gpt-oss
    bool expertBias = false;       // gpt-oss: biases on the expert projections
    bool sharedExpertGate = false; // Qwen2-MoE: a sigmoid gate on the shared expert
    // vLLM keeps the gate's weight in float32 from this release (GLM-4.5 from 0.10.1, ERNIE 4.5 MoE and
    // MiniMax-M2 from 0.11.1); none: the model dtype.
    std::optional<VllmVersion> routerFp32From;

    bool active() const { return numExperts > 1; }
};

// Multi-head latent attention (DeepSeek V2/V3/R1): one latent of kv_lora_rank + qk_rope_head_dim per
// token and layer, no K/V split, the same on every tensor-parallel rank.
struct MlaSpec
{
    int qLoraRank = 0; // 0: a full q_proj (DeepSeek-V2-Lite)
    int kvLoraRank = 0;
    int qkNopeHeadDim = 0;
    int qkRopeHeadDim = 0;
    int vHeadDim = 0;
    // MiniCPM3: MLA's projections, but vLLM expands K and V per head and caches them as ordinary
    // attention (V padded to the q/k head size); only DeepSeek's MLA caches the latent.
    bool expandedCache = false;

    bool active() const { return kvLoraRank > 0; }
    bool cachesLatent() const { return active() && !expandedCache; }
    int latentDim() const { return kvLoraRank + qkRopeHeadDim; }
};

// State-space / linear-attention layers: the constant per-request state in elements, and its dtype.
struct MambaSpec
{
    QString kind;                       // "mamba", "mamba2", "gated_deltanet", "short_conv"
    std::int64_t convStateElements = 0; // per layer per request
    std::int64_t ssmStateElements = 0;
    DType convDtype = DType::BFloat16;
    DType ssmDtype = DType::BFloat16;
    std::int64_t parametersPerLayer = 0; // weights of one such layer (projections, conv, A, D, norms)

    bool active() const { return convStateElements + ssmStateElements > 0; }
    Bytes stateBytesPerLayer() const
    {
        return convStateElements * bytesPerElement(convDtype) + ssmStateElements * bytesPerElement(ssmDtype);
    }
};

// A vision encoder (Qwen2.5-VL, Gemma 3's SigLIP, Llama 3.2 Vision, Pixtral): its weights, and what
// vLLM's profiling run feeds it — the largest image(s) a prompt may carry.
struct VisionSpec
{
    std::int64_t parameters = 0; // encoder + projector
    int hiddenSize = 0;
    int intermediateSize = 0;
    int depth = 0;
    int numHeads = 0;
    int patchSize = 14;
    int spatialMergeSize = 1;   // tokens per LLM token along each side (Qwen2-VL: 2)
    std::int64_t maxPixels = 0; // largest image the processor accepts (0: fixed-size images)
    int imageSize = 0;          // fixed-size encoders (SigLIP 896, Pixtral 1540)
    int tokensPerImage = 0;     // fixed LLM tokens per image (Gemma 3: 256), 0 = from pixels
    int tilesPerImage = 1;      // Llama 3.2 Vision splits an image into up to max_num_tiles tiles
    int maxImagesPerPrompt = 1; // vLLM profiles the per-prompt limit (--limit-mm-per-prompt)
    int deepstackMergers = 0;   // Qwen3-VL: features taken from this many inner layers too
    // Parameters that vLLM splits by attention head only when tensor parallelism divides num_heads;
    // otherwise every rank holds them whole (InternViT's attention, intern_vit.py InternSdpaAttention).
    std::int64_t headSplitParameters = 0;
    // Parameters every rank holds whole at any TP (InternVL's mlp1 projector: plain nn.Linear layers).
    std::int64_t replicatedParameters = 0;
    // The first vLLM release that gives this model a video modality, whose item its profiling run then
    // takes (InternVL with a Qwen or gpt-oss language model); none while it takes images only.
    std::optional<VllmVersion> videoFrom;
    // vLLM's language-model-only mode: from this release, with every modality the tower serves at
    // --limit-mm-per-prompt 0, vLLM builds neither the tower nor the projector (io/hfvision.cpp cites the
    // PRs per family); none: it builds them whatever the limits.
    std::optional<VllmVersion> towerSkippedFrom;
    // The language-model-only mode names video beside images for this tower (Qwen2-VL, Qwen2.5-VL,
    // Qwen3-VL; InternVL from 0.15 whatever its language model): text only must close video too, or vLLM
    // builds the tower.
    bool towerServesVideo = false;
    bool videoModality = false; // the model takes videos in every release (Qwen2-VL, Qwen2.5-VL)

    bool active() const { return parameters > 0; }
    // Patches the encoder sees for one maximum-size image.
    std::int64_t patchesPerImage() const;
    // LLM tokens one maximum-size image becomes.
    std::int64_t llmTokensPerImage() const;
};

} // namespace kvb
