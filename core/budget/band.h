#pragma once

#include "budget/fittedconstants.h"
#include "budget/plan.h"
#include "model/scenario.h"

namespace kvb {

// The band's terms and widths for a plan whose memory terms are computed (the KV figures at its ends
// are the engine's to fill in): what the fit's residuals, the sampler kernel and the vision encoder
// leave open (docs/vllm-accounting.md §12).
UncertaintyBand bandTermsFor(const Scenario& scenario, const Plan& plan, const FittedConstants& constants,
                             FitGroup group);

// Groups with fewer public logs than this get twice the width.
inline constexpr int kFewLogs = 5;

// What the band scales with: the estimated (not overridden, not measured) overhead the plan charges,
// plus a base for the terms that do not grow with it (the log's rounding, block granularity).
Bytes estimatedOverhead(const Scenario& scenario, const Plan& plan);
inline constexpr Bytes kBandBase = 256 * MiB;

} // namespace kvb
