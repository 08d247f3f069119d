#pragma once

#include "handbudget.h"
#include "plan.h"
#include "scenario.h"

#include <QJsonObject>
#include <QStringList>

namespace kvb {

// The plan as the stable JSON interface (README "JSON output"): bytes as integers, per GPU.
QJsonObject planToJson(const Scenario& scenario, const Plan& plan, const QStringList& notes = {});

// A worked example, one numbered step per line pair, then the verdict and vLLM's own log lines.
QString planToText(const Scenario& scenario, const Plan& plan, const QStringList& notes = {});

// A table that pastes into a capacity-review document.
QString planToMarkdown(const Scenario& scenario, const Plan& plan, const QStringList& notes = {});

// The same three renderings for the simple (whiteboard) accounting.
QJsonObject handBudgetToJson(const Scenario& scenario, const HandBudget& budget);
QString handBudgetToText(const Scenario& scenario, const HandBudget& budget);
QString handBudgetToMarkdown(const Scenario& scenario, const HandBudget& budget);

// Context lengths the hand budget reports requests for: 4K, 8K, 32K, 128K (as far as the model goes).
std::vector<std::int64_t> handBudgetContexts(const Scenario& scenario);

QString verdictKey(Verdict verdict); // "fits", "insufficient_free_memory", ...

// "Uncertainty ±0.30 GiB of KV (V1 0.21+ overhead estimate): 440,000–460,000 tokens, 3.36x–3.51x"
QString uncertaintyLine(const Plan& plan);

} // namespace kvb
