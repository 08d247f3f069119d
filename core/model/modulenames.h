#pragma once

#include "model/layerparams.h"

#include <QStringList>

namespace kvb {

// The names a Hugging Face checkpoint gives the parts of one linear module of `layer` (for example
// "model.layers.3.self_attn.q_proj", "model.layers.3.self_attn.k_proj" and ".v_proj" for the fused
// QkvProj), in the family's own naming (OPT's model.decoder.layers.N.fc1, GPT-BigCode's
// transformer.h.N.attn.c_attn, Nemotron-H's backbone.layers.N.mixer.in_proj ...), so a
// quantization exclusion list written in those names can be matched. A multimodal model's
// language-model names are also given with the "language_model." prefixes checkpoints use. One
// entry per part of the module, each the list of its spellings; empty for a kind the layer lacks.
QList<QStringList> checkpointModuleNames(const ModelSpec& model, int layer, LinearKind kind);

} // namespace kvb
