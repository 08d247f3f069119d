#pragma once

#include "budget/plan.h"
#include "model/scenario.h"

#include <QString>

#include <vector>

namespace kvb {

// One line of the worked example: what is computed, how, and the result with its unit.
// The dashboard's "Show the math" panel and every CLI format render the same steps.
struct ExplanationStep
{
    QString id;      // stable key for scripts and tests: "kv_per_token", "num_blocks", ...
    QString label;   // "KV cache per token"
    QString formula; // "2 × 32 layers × 8 KV heads × 128 × 2 bytes"
    QString value;   // "128 KiB per token"
};

std::vector<ExplanationStep> explainPlan(const Scenario& scenario, const Plan& plan);

} // namespace kvb
