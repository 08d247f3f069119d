#pragma once

#include "io/hffields.h"
#include "model/modelspec.h"

#include <QJsonObject>

namespace kvb {

// The family's layer structure from config-defaults.json's "layout" (gated or plain MLP, biases,
// LayerNorm or RMSNorm, norms per layer, q/k norms, a learned position table), each flag a constant
// or the config key that decides it ("enable_bias", "!no_bias").
void applyLayout(const QJsonObject& layout, const QJsonObject& config, ModelSpec& model);

// The MLP width: intermediate_size, or the family's own key (OPT ffn_dim, GPT-BigCode n_inner or
// 4 x hidden, MPT expansion_ratio x d_model), divided where a fused width is stored (Qwen v1).
// 0 when the config has none (Nemotron-NAS and Mamba derive theirs).
int ffnWidth(const QJsonObject& layout, FieldReader& read, int hiddenSize);

// vLLM's _get_and_verify_max_len (vllm/config/model.py): the smallest of the length keys, times
// rope_scaling's factor (yarn: original_max_position_embeddings x factor) unless the type is su,
// longrope or llama3 or the model is Gemma 3, whose length is already scaled. Sets
// model.derivedMaxModelLen and model.longRopeOriginalMaxLen; returns a problem or empty.
QString deriveMaxModelLen(const QJsonObject& config, ModelSpec& model);

} // namespace kvb
