#pragma once

#include "base/result.h"
#include "io/hfconfig.h"

#include <QJsonObject>

namespace kvb {

// config.json of the models vLLM serves besides decoder-only language models: BERT-family encoders
// (BertModel, XLMRobertaModel and their *ForSequenceClassification rerankers) and Whisper. Read as
// transformers reads them, with its class defaults where a file is silent (BertConfig, XLMRobertaConfig,
// WhisperConfig).
bool isEncoderModelConfig(const QJsonObject& config);

Result<ImportedModel> parseEncoderModelConfig(const QJsonObject& config, const QString& origin);

} // namespace kvb
