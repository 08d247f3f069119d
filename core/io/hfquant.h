#pragma once

#include "model/modelspec.h"

#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace kvb {

// quantization_config -> the schemes of docs/vllm-accounting.md §5 (GPTQ, AWQ, fp8, fbgemm_fp8,
// compressed-tensors, ModelOpt, MXFP4, bitsandbytes). An unknown or unmodelled method sets
// `unsupported` and returns nothing; a malformed value sets `error`.
std::optional<QuantizationConfig> parseQuantization(const QJsonObject& q, QString& unsupported,
                                                    QString& error);

// The exclusion list of `q`, matched the way vLLM matches it for that format (docs/config-import.md):
// modules_to_not_convert (AWQ, GPTQ, bitsandbytes: substring; fp8 / fbgemm_fp8: the exact name),
// ignored_layers (fp8: exact), compressed-tensors' ignore (exact names and "re:" regular
// expressions), ModelOpt's exclude_modules / ignore (exact, substring or glob). Every linear module
// it names stays at the checkpoint's unquantized dtype: sets model.quantization.unquantizedSites and
// excludedModules, and lmHeadQuantized where the list names lm_head.
void applyExclusions(const QJsonObject& q, ModelSpec& model, QStringList& warnings);

} // namespace kvb
