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

// A profiling path vLLM took that kvbudget does not model, so that no estimate of its buffers exists:
// vLLM 0.2.4 ran Mixtral's experts through MegaBlocks (#2011, replaced by #2090 before 0.2.5). The one
// public log of it (vllm#2022) shows them taking the whole pool (docs/vllm-accounting.md §13).
bool profilesUnmodelledPath(const AccountingRules& rules, const ModelSpec& model);

// Groups with fewer public logs than this get twice the width (and, like every group under
// kConformalLogs, at least the pooled bound of all groups).
inline constexpr int kFewLogs = 5;

// The fewest logs whose 90% conformal bound is below their largest residual (vllm/fit.cpp,
// conformalBound): with fewer, a share is the largest residual, floored at the pooled bound of every
// group's residuals (FittedConstants::pooledBandShare), and the band's text says which it is.
inline constexpr int kConformalLogs = 9;

// What the band scales with: the estimated (not overridden, not measured) overhead the plan charges,
// plus a base for the terms that do not grow with it (the log's rounding, block granularity).
Bytes estimatedOverhead(const Scenario& scenario, const Plan& plan);
inline constexpr Bytes kBandBase = 256 * MiB;

} // namespace kvb
