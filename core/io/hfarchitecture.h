#pragma once

#include "io/configdefaults.h"
#include "model/modelspec.h"

#include <QJsonObject>
#include <QStringList>

namespace kvb {

// Reads the architecture-specific parts of a Hugging Face config into `model` (whose dimensions are
// already set): mixture of experts (Mixtral, Qwen2/3-MoE, DeepSeek, gpt-oss, Jamba), multi-head latent
// attention, per-layer attention types (sliding windows in Mistral, Phi-3, Gemma 2/3, gpt-oss, Qwen2),
// state-space layers (Nemotron-H, Jamba, Qwen3-Next) and vision encoders (Qwen2/2.5-VL, Gemma 3's
// SigLIP, Pixtral, Llama 3.2 Vision, Llama 4), Nemotron-NAS block_configs, mllama's cross-attention
// layers and Llama 4's interleaved experts. Returns a problem that makes the config unusable, or empty;
// anything recognised but not modelled goes to model.unmodelledFeatures.
QString parseArchitecture(const ResolvedConfig& config, ModelSpec& model, QStringList& warnings);

} // namespace kvb
