#pragma once

#include "budget/plan.h"

#include <QString>

namespace kvb {

// SchedulerConfig's checks on the batch settings as resolved for a release (vllm/config.py,
// _verify_args), in vLLM's words; empty when vLLM accepts them. computePlan applies it once the
// defaults are resolved; validateScenario (engine.h) checks the scenario before that.
QString batchSettingsProblem(const AccountingRules& rules, const ResolvedSettings& settings);

} // namespace kvb
