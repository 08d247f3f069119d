#pragma once

#include <QString>

#include <cstdint>

namespace kvb {

// Numbers as Python prints them, for the lines vLLM logs verbatim (never locale-dependent).

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

} // namespace kvb
