#pragma once

#include "base/units.h"
#include "model/architecture.h"
#include "model/dtype.h"
#include "model/encoderspec.h"
#include "model/quantization.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace kvb {

// A model as vLLM sees it, in Hugging Face config.json vocabulary. Dense decoder-only transformers
// with multi-head or grouped-query attention are modelled fully; `unmodelledFeatures` names what the
// importer recognised but the engine does not account for yet, so the engine can refuse honestly.
struct ModelSpec
{
    QString id;           // preset id or file path
    QString displayName;  // "Llama-3.1-8B"
    QString hfRepo;       // "meta-llama/Llama-3.1-8B"
    QString architecture; // "LlamaForCausalLM"
    QString modelType;    // "llama"

    int numLayers = 0;
    int hiddenSize = 0;
    int numAttentionHeads = 0;
    int numKvHeads = 0;
    int headDim = 0; // explicit in config.json or hidden_size / num_attention_heads
    int intermediateSize = 0;
    int vocabSize = 0;
    bool tieWordEmbeddings = false;
    std::int64_t maxPositionEmbeddings = 0;
    DType dtype = DType::BFloat16; // torch_dtype of the checkpoint
    bool qkvBias = false;          // Qwen2 and attention_bias models carry q/k/v biases
    bool qkNorm = false;           // Qwen3: per-head RMSNorm on q and k
    bool qkNormFullWidth = false;  // OLMoE: q_norm over all q heads, k_norm over all KV heads
    double partialRotaryFactor = 1.0;
    // Sliding-window attention: the window in tokens, and which layers use it. An empty `layerTypes`
    // means every layer is the same: sliding when `slidingWindow` > 0 (Mistral-7B-v0.1, Phi-3-mini),
    // full otherwise. Hybrids (Gemma 2/3, gpt-oss, Mamba hybrids) list every layer.
    int slidingWindow = 0;
    std::vector<LayerType> layerTypes;

    MoeSpec moe;
    MlaSpec mla;
    MambaSpec mamba;
    VisionSpec vision;
    EncoderSpec encoder;              // encoder-only (BERT family) and encoder-decoder (Whisper) models
    bool attentionOutputBias = false; // gpt-oss: o_proj bias
    bool attentionSinks = false;      // gpt-oss: one learned sink per head
    // Nemotron-H style: every layer is one mixer (Mamba, attention) or one MLP, not attention + MLP.
    bool singleMixerLayers = false;
    bool attentionOutputGate = false; // Qwen3-Next: q_proj also produces a per-head output gate
    int normsPerLayer = 2;            // Gemma 2/3 add pre- and post-feed-forward norms: 4; Phi: 1
    // The layer structure beyond Llama's (config-defaults.json "layout", docs/config-import.md):
    bool gatedMlp = true;              // gate, up and down (SwiGLU); false: up and down only (fc1/fc2)
    bool mlpBias = false;              // biases on the MLP projections
    bool layerNormBias = false;        // LayerNorm (weight and bias) rather than RMSNorm (weight only)
    bool normAffine = true;            // false: OLMo v1's LayerNorms hold no weights at all
    bool lmHeadBias = false;           // Phi: the lm_head has a bias
    bool finalNorm = true;             // OPT checkpoints from before transformers 4.20 have none
    bool embeddingNorm = false;        // BLOOM: a norm right after the token embedding
    bool usesRope = true;              // false: learned positions (OPT, GPT-BigCode), ALiBi (MPT), Mamba
    std::int64_t learnedPositions = 0; // rows of a learned position table (OPT: max + 2)
    int extraEmbeddingRows = 0;        // mllama's embedding holds vocab_size + 8 rows
    // Heterogeneous layers (Nemotron-NAS block_configs); empty: every layer alike.
    std::vector<LayerBlock> blocks;
    // mllama: the decoder layers that cross-attend to the image (counted in num_hidden_layers).
    std::vector<int> crossAttentionLayers;
    // The default and the ceiling of max_model_len as vLLM's _get_and_verify_max_len derives them from
    // the config (the smallest length key, scaled by rope_scaling); 0: maxPositionEmbeddings.
    std::int64_t derivedMaxModelLen = 0;
    std::int64_t longRopeOriginalMaxLen = 0; // LongRoPE: original_max_position_embeddings
    QString maxLenKey;                       // the key it came from, as vLLM's message names it
    bool maxLenScaled = false;               // scaled by rope_scaling: vLLM prints it as a float
    bool maxLenAssumed = false;              // no length key: vLLM assumes 2048 and accepts any max_model_len
    // Rows of every cos/sin cache vLLM's get_rope builds; 0: maxPositionEmbeddings.
    std::int64_t ropeCacheRows = 0;

    std::optional<std::int64_t> parameterCount; // exact count when known (model card, index)
    std::optional<Bytes> checkpointBytes;       // model.safetensors.index.json total_size

    QuantizationConfig quantization; // from config.json's quantization_config
    // The config.json this spec was read from, kept so a saved scenario reproduces it exactly.
    QJsonObject sourceConfig;

    QStringList unmodelledFeatures;

    bool isGroupedQuery() const { return numKvHeads < numAttentionHeads; }
    int rotaryDim() const
    {
        return static_cast<int>((mla.active() ? mla.qkRopeHeadDim : headDim) * partialRotaryFactor);
    }
    LayerType layerType(int layer) const
    {
        if (!layerTypes.empty())
            return layerTypes[static_cast<std::size_t>(layer)];
        return slidingWindow > 0 ? LayerType::SlidingWindow : LayerType::FullAttention;
    }
    bool isMoeLayer(int layer) const
    {
        return moe.active() && layer >= moe.firstDenseLayers &&
               (layer - moe.firstDenseLayers) % std::max(1, moe.layerFrequency) == 0;
    }
    const LayerBlock* block(int layer) const
    {
        return blocks.empty() ? nullptr : &blocks[static_cast<std::size_t>(layer)];
    }
    bool isCrossAttentionLayer(int layer) const;
    // Whether vLLM builds two decoder layers from the same modules: the same type, block configuration,
    // MoE-ness and cross-attention (everything forEachLinear reads a layer's index for).
    bool layersBuiltAlike(int a, int b) const
    {
        // Most models list nothing per layer: every layer is alike, and this runs once per layer per plan.
        if (layerTypes.empty() && blocks.empty() && crossAttentionLayers.empty() && !moe.active())
            return true;
        return perLayerListsAlike(a, b);
    }
    bool perLayerListsAlike(int a, int b) const; // the same test, read from the per-layer lists
    // The max_model_len vLLM accepts at most (and uses when none is given).
    std::int64_t maxModelLen() const
    {
        return derivedMaxModelLen > 0 ? derivedMaxModelLen : maxPositionEmbeddings;
    }
    // The max_model_len vLLM uses when none is given; from 0.11.1 LongRoPE models default to their
    // original context (vllm#27431).
    std::int64_t defaultMaxModelLen(bool longRopeDefaultsToOriginal) const
    {
        return longRopeDefaultsToOriginal && longRopeOriginalMaxLen > 0 ? longRopeOriginalMaxLen
                                                                        : maxModelLen();
    }
    int countLayers(LayerType type) const;
    bool isHybrid() const; // more than one kind of KV-holding layer
    // No layer keeps K and V per token (each a state-space mixer or cache-free); stops at the first that
    // does, so an attention model answers at once.
    bool attentionFree() const;
};

// Parameter count from the shapes: embeddings, attention (GQA or MLA), dense MLP or experts (routed,
// shared, router), state-space layers, norms, lm_head (unless tied) and the vision encoder.
std::int64_t shapeParameterCount(const ModelSpec& model);
// Parameters one token passes through: the top-k experts instead of all, the vision encoder excluded.
// (gpt-oss's published "active" figures also leave out the input-embedding lookup.)
std::int64_t activeParameterCount(const ModelSpec& model);

// The first problem that makes the spec unusable ("num_hidden_layers must be positive"), or empty.
QString validateModelSpec(const ModelSpec& model);
// Every shape within its physical bound (base/limits.h), then the parameter count, KV bytes per token
// and state per request the shapes imply: "num_hidden_layers is 20000; the allowed range is 1 to
// 4096". Part of validateModelSpec (modelbounds.cpp).
QString checkModelBounds(const ModelSpec& model);

} // namespace kvb
