#pragma once

#include "model/scenario.h"

namespace kvb {

// A calibration's measured terms (weights, non-torch, activation, CUDA graphs) belong to the model,
// GPU, parallelism, weight format and vLLM version of the log they came from. What-ifs on the
// utilization, context, KV dtype, batch sizes or workload keep them; changing any of those drops them,
// or another model would be planned with the logged model's weights.
bool calibrationStillApplies(const Scenario& calibrated, const Scenario& changed);

// `changed`, without the calibration's overrides when `before` was calibrated and the change no longer
// matches its log. An edit that sets overrides itself is left alone.
Scenario dropStaleCalibration(const Scenario& before, Scenario changed);

} // namespace kvb
