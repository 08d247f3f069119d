#pragma once

#include "dtype.h"
#include "quantization.h"
#include "units.h"

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
    QString id;          // preset id or file path
    QString displayName; // "Llama-3.1-8B"
    QString hfRepo;      // "meta-llama/Llama-3.1-8B"
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
    double partialRotaryFactor = 1.0;
    // Sliding-window attention on every layer (Mistral-7B-v0.1, Phi-3-mini): vLLM keeps at most
    // window - 1 + max_num_batched_tokens tokens of each request. Mixed layouts are not modelled yet.
    int slidingWindow = 0; // 0 = full attention

    std::optional<std::int64_t> parameterCount; // exact count when known (model card, index)
    std::optional<Bytes> checkpointBytes;       // model.safetensors.index.json total_size

    QuantizationConfig quantization; // from config.json's quantization_config

    QStringList unmodelledFeatures;

    bool isGroupedQuery() const { return numKvHeads < numAttentionHeads; }
    int rotaryDim() const { return static_cast<int>(headDim * partialRotaryFactor); }
};

// Parameter count from the shapes: embeddings, attention, MLP, norms and lm_head (unless tied).
std::int64_t shapeParameterCount(const ModelSpec& model);

// The first problem that makes the spec unusable ("num_hidden_layers must be positive"), or empty.
QString validateModelSpec(const ModelSpec& model);

} // namespace kvb
