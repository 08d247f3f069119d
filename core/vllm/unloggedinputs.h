#pragma once

#include "budget/plan.h"
#include "model/scenario.h"
#include "vllm/vllmlog.h"

#include <QJsonValue>
#include <QString>

#include <cstdint>
#include <optional>

// What a public log's excerpt does not print, or prints only indirectly, and how a replay of it takes
// that into account: a max_model_len the launcher may have set (the band spans the range), and install
// facts (the sampler kernel) that decide a term.

namespace kvb {

struct LogCase;

// kvbudget's annotation of what a case's excerpt does not show ("kvbudget": {"inputs_not_logged":
// ["max_model_len"]}): sets LogCase::maxModelLenUnlogged. Only a max_model_len the case leaves null can
// be open; anything else, or a value that is not a list, is a problem naming it (empty when fine).
QString readInputsNotLogged(const QJsonValue& value, LogCase& logCase);

// The other end of a max_model_len a log leaves open: below 2048 a shorter max_model_len no longer
// shrinks the profiled batch where it follows max_model_len at all (V0 without chunked prefill profiles
// max(max_model_len, 2048) tokens; V1's default max_num_batched_tokens is at least 2048 for the API
// server). V0 with chunked prefill profiles its own default batch whatever max_model_len is.
inline constexpr std::int64_t kUnloggedMaxModelLenFloor = 2048;

// The same launch at the other end of what the log leaves open (max_model_len at the floor rather
// than the model's default), or nothing when the log shows every input the replay needs or the
// model's default is already at the floor.
std::optional<Scenario> otherEndOfUnloggedInputs(const LogCase& logCase, const Scenario& replay);

// Widens `central`'s KV band (GiB and tokens) to hold `otherEnd`'s, with a BandSource::UnloggedInput
// term for the widening, and marks its verdict undecidable where the two ends disagree: which one vLLM
// ran, the log cannot say. The concurrency band is left alone: it counts requests of a different length
// at each end. An other end that cannot be planned changes nothing.
void spanBandAcross(Plan& central, const Plan& otherEnd);

// The sampler kernel a log shows only through its attention backend: FlashInfer ran the attention, so the
// package is installed, and where the release samples with FlashInfer whenever it is importable (V1
// 0.9.1-0.11.0, topk_topp_sampler.py; before #15777, 0.9.0 and earlier, FlashInfer 0.2.3+ turned the
// sampler off, so the package alone did not decide) it sampled with it. The log's own sampler line, when
// it has one, wins; nothing where the release does not leave the kernel to the install.
std::optional<bool> samplerFromInstall(std::optional<bool> samplerLine, bool flashInferInstalled,
                                       const VllmVersion& version, std::optional<EngineKind> engine);

// Where the release leaves the sampler kernel to the install (0.8.0-0.11.0: FlashInfer in the Docker
// image, torch's sort from pip) and the log has no sampler line but prints its activation peak, the
// kernel whose peak is nearer the logged one ran: the replay takes it, as the fit's residual does
// (fit.cpp). Not with pipeline parallelism, where the logged peak is a stage's that runs no sampler.
// Sets `replay.serving.flashInferSampler` from `plan` (the replay's own plan) and says whether it did,
// so that the caller plans again.
bool samplerFromLoggedActivation(Scenario& replay, const Plan& plan,
                                 std::optional<double> loggedActivationGiB);

} // namespace kvb
