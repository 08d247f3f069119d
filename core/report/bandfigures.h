#pragma once

#include "budget/plan.h"
#include "report/memorybar.h"

#include <QString>

#include <optional>

namespace kvb {

// Where the KV pool's uncertainty band lies on one rank's memory bar, in bytes from the bar's left
// end: from the end of the KV segment at the band's low figure to its end at the high one. The low
// end is clamped at the KV segment's start (a pool cannot be drawn shorter than nothing).
struct BarBand
{
    Bytes from = 0;
    Bytes to = 0;
    Bytes kvEnd = 0; // the end of the KV segment as drawn: the estimate itself
};

// Empty when the plan carries no band (a fixed --kv-cache-memory) or the bar has no KV segment.
std::optional<BarBand> kvBandOnBar(const RankBar& bar, const UncertaintyBand& band);

// The band's half-width (its wider side) as a share of the KV pool, in percent; 0 when there is no pool.
double bandPercent(const Plan& plan);

// The band as a share of the pool, each side: "±1.2%", or "−100.0%/+19.2%" where it is one-sided.
QString bandPercentText(const Plan& plan);

// "427k", "1.2M", "950": a token count short enough for a range in a banner.
QString compactCount(std::int64_t value);

// The verdict banner's range line: "449,840 KV tokens (±1.2%: 444k–455k), maximum concurrency
// 3.40x–3.47x". Empty when vLLM would refuse or the plan has no band.
QString bandSummary(const Plan& plan);

} // namespace kvb
