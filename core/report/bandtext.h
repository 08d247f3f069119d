#pragma once

#include "budget/plan.h"

#include <QStringList>

namespace kvb {

// Why the plan's band is as wide as it is: one sentence per term, with its width and the evidence
// behind it ("±0.41 GiB: wide enough for 9 unseen logs in 10, by 27 public logs' leave-one-out errors
// for V1 0.9.1+, one GPU (0.63 × the estimated overhead + 0.25 GiB)").
QStringList bandReasons(const Plan& plan);

// "±0.52 GiB", or "−24.45 GiB/+0.00 GiB" where the band is one-sided (the sampler kernel, a path
// kvbudget does not model).
QString bandWidthText(Bytes low, Bytes high);

// When the verdict flips inside the band: "starts or refuses depending on terms the evidence cannot
// pin down", with the two ends; empty otherwise.
QString undecidableVerdictNote(const Plan& plan);

} // namespace kvb
