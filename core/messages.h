#pragma once

#include "plan.h"
#include "scenario.h"

#include <QStringList>

namespace kvb {

// Python's str(round(x, 2)): "79.2", "8.0", "12.18" - how vLLM prints format_gib and the
// free-memory guard. Negative values keep their sign ("-2.14").
QString pythonRound2(double value);
// Python's str(float) for a user-given ratio such as gpu_memory_utilization: "0.9", "0.92".
QString pythonFloat(double value);
// Python's "%.Nf" % x, which rounds the exact binary value half to even ("3.12" for 3.125), as in
// "Maximum concurrency for 32,768 tokens per request: 3.12x".
QString pythonFixed(double value, int decimals);
// f"{n:,}": "131,072".
QString withThousands(std::int64_t value);

// The error vLLM raises at startup for this plan, word for word; empty when it starts.
QString vllmStartupError(const Scenario& scenario, const Plan& plan);
// The Python exception that carries it: "ValueError", or "torch.OutOfMemoryError" while loading.
QString vllmErrorClass(Verdict verdict);

// The INFO lines vLLM prints about the KV cache for this plan, in the newest modelled format:
// "Available KV cache memory: 54.91 GiB", "GPU KV cache size: 449,840 tokens",
// "Maximum concurrency for 131,072 tokens per request: 3.43x".
QStringList vllmLogLines(const Scenario& scenario, const Plan& plan);

// A one-line headline for banners and the CLI: "Fits: 449,840 tokens, 3.43x at 131,072".
QString verdictHeadline(const Plan& plan);

} // namespace kvb
