#pragma once

#include "budget/plan.h"
#include "model/scenario.h"

#include <cstdint>
#include <optional>

namespace kvb {

struct LogCase;

// The other end of a max_model_len a log leaves open: vLLM's smallest default max_num_batched_tokens
// (V0 profiles max(max_model_len, 2048) tokens; V1 defaults to 2048 on small cards), below which a
// shorter max_model_len no longer shrinks the profiled batch.
inline constexpr std::int64_t kUnloggedMaxModelLenFloor = 2048;

// The same launch at the other end of what the log leaves open (max_model_len at the floor rather
// than the model's default), or nothing when the log shows every input the replay needs or the
// model's default is already at the floor.
std::optional<Scenario> otherEndOfUnloggedInputs(const LogCase& logCase, const Scenario& replay);

// Widens `central`'s KV band (GiB and tokens) to hold `otherEnd`'s, and marks its verdict undecidable
// where the two ends disagree: which one vLLM ran, the log cannot say. The concurrency band is left
// alone: it counts requests of a different length at each end.
void spanBandAcross(Plan& central, const Plan& otherEnd);

// Where the release leaves the sampler kernel to the install (0.8.0-0.11.0: FlashInfer in the Docker
// image, torch's sort from pip) and the log has no sampler line but prints its activation peak, the
// kernel whose peak is nearer the logged one ran: the replay takes it, as the fit's residual does
// (fit.cpp). Sets `replay.serving.flashInferSampler` from `plan` (the replay's own plan) and says
// whether it did, so that the caller plans again.
bool samplerFromLoggedActivation(Scenario& replay, const Plan& plan,
                                 std::optional<double> loggedActivationGiB);

} // namespace kvb
