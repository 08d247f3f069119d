#pragma once

#include "budget/fittedconstants.h"
#include "budget/plan.h"
#include "model/scenario.h"

namespace kvb {

// The first inconsistency that stops vLLM (or the planner) from using the scenario, in vLLM's words
// where vLLM has words for it; empty when the scenario is usable.
QString validateScenario(const Scenario& scenario);

// The budget engine: what vLLM would allocate on each GPU, how many KV blocks and tokens that gives,
// and whether it would start. Pure and allocation-light: safe to call from any thread, per slider tick.
Plan computePlan(const Scenario& scenario);
// The same with other fitted constants (cross-validation refits them with one log left out).
Plan computePlan(const Scenario& scenario, const FittedConstants& constants);

// The last guard computePlan applies (plancheck.cpp): a plan with a memory term or figure that is not
// finite, or negative where it cannot be, becomes InvalidInput with a message naming it.
Plan checkedPlan(Plan plan);

} // namespace kvb
