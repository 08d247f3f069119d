#pragma once

#include "base/result.h"
#include "model/modelspec.h"

#include <QJsonObject>
#include <QStringList>

namespace kvb {

struct ImportedModel
{
    ModelSpec model;
    QStringList warnings; // assumptions the importer had to make, shown to the user
};

// Reads a Hugging Face config.json object: dimensions (with the aliases vLLM accepts), torch_dtype,
// tie_word_embeddings, quantization_config and the attention layout. `origin` names the source in
// messages ("config.json", a preset id).
Result<ImportedModel> parseModelConfig(const QJsonObject& config, const QString& origin);

// Parses raw config.json bytes; a syntax error names the line and column.
Result<ImportedModel> parseModelConfigBytes(const QByteArray& json, const QString& origin);

// `--model path/to/config.json` or a model folder. A model.safetensors.index.json (or a single
// model.safetensors) beside config.json gives the checkpoint's exact byte count.
Result<ImportedModel> importModelConfig(const QString& path);

// Line and column of a byte offset, for JSON error messages.
QString jsonErrorLocation(const QByteArray& json, int offset);

} // namespace kvb
