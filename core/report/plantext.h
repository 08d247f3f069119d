#pragma once

#include "budget/handbudget.h"
#include "budget/plan.h"
#include "model/scenario.h"

#include <QStringList>

#include <vector>

namespace kvb {

// The plan as a document: a worked example, one numbered step per line pair, then the verdict and
// vLLM's own log lines (text), or the same as a table that pastes into a capacity-review document.
QString planToText(const Scenario& scenario, const Plan& plan, const QStringList& notes = {});
QString planToMarkdown(const Scenario& scenario, const Plan& plan, const QStringList& notes = {});

// The same two renderings for the simple (whiteboard) accounting.
QString handBudgetToText(const Scenario& scenario, const HandBudget& budget);
QString handBudgetToMarkdown(const Scenario& scenario, const HandBudget& budget);

// Context lengths the hand budget reports requests for: 4K, 8K, 32K, 128K (as far as the model goes).
std::vector<std::int64_t> handBudgetContexts(const Scenario& scenario);

// "Uncertainty ±0.30 GiB of KV (V1 0.21+ overhead estimate): 440,000–460,000 tokens, 3.36x–3.51x"
QString uncertaintyLine(const Plan& plan);

} // namespace kvb
