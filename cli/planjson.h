#pragma once

#include "budget/handbudget.h"
#include "budget/plan.h"
#include "model/scenario.h"

#include <QJsonObject>
#include <QStringList>

namespace kvb {

// The plan as the stable JSON interface (README "JSON output"): bytes as integers, per GPU.
QJsonObject planToJson(const Scenario& scenario, const Plan& plan, const QStringList& notes = {});
// The simple (whiteboard) accounting's JSON.
QJsonObject handBudgetToJson(const Scenario& scenario, const HandBudget& budget);

QString verdictKey(Verdict verdict); // "fits", "insufficient_free_memory", ...

} // namespace kvb
