#pragma once

#include "base/pythonformat.h"
#include "budget/plan.h"
#include "model/scenario.h"

#include <QStringList>

namespace kvb {

// The error vLLM raises at startup for this plan, word for word; empty when it starts.
QString vllmStartupError(const Plan& plan);
// The Python exception that carries it: "ValueError", or "torch.OutOfMemoryError" while loading.
QString vllmErrorClass(Verdict verdict);

// The INFO lines vLLM prints about the KV cache for this plan, in the newest modelled format:
// "Available KV cache memory: 54.91 GiB", "GPU KV cache size: 449,840 tokens",
// "Maximum concurrency for 131,072 tokens per request: 3.43x".
QStringList vllmLogLines(const Plan& plan);

// A one-line headline for banners and the CLI: "Fits: 449,840 tokens, 3.43x at 131,072".
QString verdictHeadline(const Plan& plan);
// The same without the band: what the central estimate says.
QString confidentVerdictHeadline(const Plan& plan);

} // namespace kvb
