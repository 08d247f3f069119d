#pragma once

#include "report/explain.h"

namespace kvb {

// The KV layout part of the worked example: how many layers keep what (sliding windows, Mamba
// states, MLA's latent), how vLLM groups them into block slots, and what one block is.
std::vector<ExplanationStep> kvLayoutSteps(const Scenario& scenario, const Plan& plan);

// "52 sliding-window layers hold at most 1,024 tokens" — the one-line summary the dashboard and the
// CLI show for a layout that is not plain full attention; empty for plain full attention.
QString kvLayoutSummary(const Scenario& scenario, const Plan& plan);

} // namespace kvb
