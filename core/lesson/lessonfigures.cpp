#include "lesson/lessonfigures.h"

#include "base/units_format.h"
#include "report/figures.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Lesson)
};

enum class Format
{
    GiB,     // "72.8 GiB"
    KiB,     // "128 KiB"
    Count,   // "449,536"
    Ratio,   // "3.43"
    Share,   // "0.92"
    Whole,   // "250" (a figure the engine keeps fractional, shown rounded down as "~250" reads it)
    Percent, // "61.7%" (a share 0..1)
    Rate,    // "10" or "2.5" (requests a second)
};

using Opt = std::optional<double>;
using C = const LessonFigureContext&;

struct FigureSpec
{
    const char* key;
    Format format;
    Opt (*get)(C);
};

Opt gib(Bytes b)
{
    return toGiB(b);
}

Opt withPlan(C c, double (*f)(const Plan&))
{
    return c.plan ? Opt(f(*c.plan)) : std::nullopt;
}

const DeploymentOutcome* focusOutcome(C c)
{
    if (!c.replay || c.focus < 0 || c.focus >= static_cast<int>(c.replay->deployments.size()))
        return nullptr;
    return &c.replay->deployments[static_cast<std::size_t>(c.focus)];
}

Opt withLoad(C c, double (*f)(const SimulationSummary&))
{
    return c.load && c.load->simulated ? Opt(f(c.load->simulation.summary)) : std::nullopt;
}

Opt savingsKv(C c, SavingsStepKind kind)
{
    const SavingsStep* step = c.savings ? c.savings->step(kind) : nullptr;
    return step ? gib(step->kvCache) : std::nullopt;
}

// clang-format off
const FigureSpec kFigures[] = {
    // vLLM's accounting (plan and fleet lessons; in a fleet, the focus deployment's plan)
    {"total_gib", Format::GiB, [](C c) { return withPlan(c, [](const Plan& p) { return toGiB(p.memory.total); }); }},
    {"utilization", Format::Share, [](C c) { return withPlan(c, [](const Plan& p) { return p.settings.gpuMemoryUtilization; }); }},
    {"ceiling_gib", Format::GiB, [](C c) { return withPlan(c, [](const Plan& p) { return toGiB(p.memory.ceiling); }); }},
    {"weights_gib", Format::GiB, [](C c) { return withPlan(c, [](const Plan& p) { return toGiB(p.memory.weights); }); }},
    {"overhead_gib", Format::GiB, [](C c) { return withPlan(c, [](const Plan& p) { return toGiB(p.memory.overhead()); }); }},
    {"kv_gib", Format::GiB, [](C c) { return withPlan(c, [](const Plan& p) { return toGiB(p.memory.kvCache); }); }},
    {"kv_per_token_kib", Format::KiB, [](C c) { return withPlan(c, [](const Plan& p) { return double(p.kv.bytesPerToken) / KiB; }); }},
    {"layers", Format::Count, [](C c) { return withPlan(c, [](const Plan& p) { return double(p.kv.layers); }); }},
    {"kv_heads", Format::Count, [](C c) { return withPlan(c, [](const Plan& p) { return double(p.kv.kvHeadsPerRank); }); }},
    {"head_dim", Format::Count, [](C c) { return withPlan(c, [](const Plan& p) { return double(p.kv.headDim); }); }},
    {"kv_bytes", Format::Count, [](C c) { return withPlan(c, [](const Plan& p) { return double(p.kv.bytesPerElement); }); }},
    {"kv_tokens", Format::Count, [](C c) { return withPlan(c, [](const Plan& p) { return double(p.kvTokens); }); }},
    {"num_blocks", Format::Count, [](C c) { return withPlan(c, [](const Plan& p) { return double(p.numBlocks); }); }},
    {"block_size", Format::Count, [](C c) { return withPlan(c, [](const Plan& p) { return double(p.settings.blockSize); }); }},
    {"max_model_len", Format::Count, [](C c) { return withPlan(c, [](const Plan& p) { return double(p.settings.maxModelLen); }); }},
    {"max_concurrency", Format::Ratio, [](C c) { return withPlan(c, [](const Plan& p) { return p.maxConcurrency; }); }},
    {"realistic_concurrency", Format::Whole, [](C c) { return withPlan(c, [](const Plan& p) { return p.realisticConcurrency; }); }},
    {"max_num_seqs", Format::Count, [](C c) { return withPlan(c, [](const Plan& p) { return double(p.settings.maxNumSeqs); }); }},
    {"recommended_max_num_seqs", Format::Count, [](C c) { return withPlan(c, [](const Plan& p) { return double(p.recommendedMaxNumSeqs); }); }},
    {"request_tokens", Format::Count, [](C c) { return c.scenario ? Opt(double(c.scenario->workload.requestTokens)) : std::nullopt; }},
    {"request_tokens_p95", Format::Count, [](C c) { return c.scenario ? Opt(double(c.scenario->workload.requestTokensP95)) : std::nullopt; }},
    {"tokens_per_util_step", Format::Count, [](C c) {
         return c.plan && c.scenario ? Opt(double(tokensPerUtilizationStep(*c.scenario, *c.plan))) : std::nullopt; }},
    {"kv_tokens_gained", Format::Count, [](C c) {
         return c.plan && c.previousPlan ? Opt(double(c.plan->kvTokens - c.previousPlan->kvTokens)) : std::nullopt; }},
    {"kv_tokens_ratio", Format::Ratio, [](C c) {
         return c.plan && c.previousPlan && c.previousPlan->kvTokens > 0
                    ? Opt(double(c.plan->kvTokens) / double(c.previousPlan->kvTokens)) : std::nullopt; }},
    {"weights_freed_gib", Format::GiB, [](C c) {
         return c.plan && c.previousPlan ? gib(c.previousPlan->memory.weights - c.plan->memory.weights) : std::nullopt; }},
    // The whiteboard (hand lessons)
    {"model_max_len", Format::Count, [](C c) { return c.scenario ? Opt(double(c.scenario->model.maxModelLen())) : std::nullopt; }},
    {"hand_card_gib", Format::GiB, [](C c) { return c.hand ? gib(c.hand->input.cardBytes) : std::nullopt; }},
    {"hand_weights_gib", Format::GiB, [](C c) { return c.hand ? gib(c.hand->input.weightBytes) : std::nullopt; }},
    {"hand_headroom_gib", Format::GiB, [](C c) { return c.hand ? gib(c.hand->headroom) : std::nullopt; }},
    {"hand_kv_gib", Format::GiB, [](C c) { return c.hand ? gib(c.hand->kvBytes) : std::nullopt; }},
    {"hand_kv_per_token_kib", Format::KiB, [](C c) { return c.hand ? Opt(double(c.hand->input.kvBytesPerToken) / KiB) : std::nullopt; }},
    {"hand_tokens", Format::Count, [](C c) { return c.hand ? Opt(double(c.hand->tokens)) : std::nullopt; }},
    {"hand_context", Format::Count, [](C c) { return c.hand ? Opt(double(c.handContext)) : std::nullopt; }},
    {"hand_requests_context", Format::Count, [](C c) { return c.hand ? Opt(double(c.hand->requestsAt(c.handContext))) : std::nullopt; }},
    {"hand_requests_typical", Format::Count, [](C c) {
         return c.hand && c.scenario ? Opt(double(c.hand->requestsAt(c.scenario->workload.requestTokens))) : std::nullopt; }},
    {"context_ratio", Format::Ratio, [](C c) {
         return c.hand && c.scenario && c.scenario->workload.requestTokens > 0
                    ? Opt(double(c.handContext) / double(c.scenario->workload.requestTokens)) : std::nullopt; }},
    // The savings waterfall at the whiteboard's context and batch (hand lessons)
    {"savings_context", Format::Count, [](C c) { return c.savings ? Opt(double(c.savings->contextLength)) : std::nullopt; }},
    {"savings_requests", Format::Count, [](C c) { return c.savings ? Opt(double(c.savings->requests)) : std::nullopt; }},
    {"savings_mha_kv_gib", Format::GiB, [](C c) { return savingsKv(c, SavingsStepKind::MultiHead); }},
    {"savings_mha_one_kv_gib", Format::GiB, [](C c) {
         const Opt all = savingsKv(c, SavingsStepKind::MultiHead);
         return all ? Opt(*all / c.savings->requests) : std::nullopt; }},
    {"savings_gqa_kv_gib", Format::GiB, [](C c) { return savingsKv(c, SavingsStepKind::GroupedQuery); }},
    {"savings_fp8_kv_gib", Format::GiB, [](C c) { return savingsKv(c, SavingsStepKind::Fp8Kv); }},
    {"savings_int8_kv_gib", Format::GiB, [](C c) { return savingsKv(c, SavingsStepKind::Int8Kv); }},
    {"savings_int4_kv_gib", Format::GiB, [](C c) { return savingsKv(c, SavingsStepKind::Int4Kv); }},
    {"savings_paged_kv_gib", Format::GiB, [](C c) { return savingsKv(c, SavingsStepKind::Paged); }},
    {"savings_weights_int4_saving_gib", Format::GiB, [](C c) {
         const SavingsStep* s = c.savings ? c.savings->step(SavingsStepKind::WeightInt4) : nullptr;
         return s ? gib(s->saving) : std::nullopt; }},
    // The scheduler simulation ("load" steps) at the step's max_num_seqs
    {"load_requests", Format::Count, [](C c) { return c.load ? Opt(double(c.load->numRequests)) : std::nullopt; }},
    {"load_arrival_rate", Format::Rate, [](C c) {
         return c.loadControls && c.loadControls->arrival.kind == ArrivalKind::Poisson
                    ? Opt(c.loadControls->arrival.ratePerSecond) : std::nullopt; }},
    {"load_target_pct", Format::Percent, [](C c) { return c.loadControls ? Opt(c.loadControls->targetKvPercent / 100.0) : std::nullopt; }},
    {"load_kv_peak_pct", Format::Percent, [](C c) { return withLoad(c, [](const SimulationSummary& s) { return s.peakKvUsage; }); }},
    {"load_preemptions", Format::Count, [](C c) { return withLoad(c, [](const SimulationSummary& s) { return double(s.preemptions); }); }},
    {"load_recomputed_tokens", Format::Count, [](C c) { return withLoad(c, [](const SimulationSummary& s) { return double(s.recomputedTokens); }); }},
    {"load_max_running", Format::Count, [](C c) { return withLoad(c, [](const SimulationSummary& s) { return double(s.maxRunning); }); }},
    {"load_max_waiting", Format::Count, [](C c) { return withLoad(c, [](const SimulationSummary& s) { return double(s.maxWaiting); }); }},
    {"load_completed", Format::Count, [](C c) { return withLoad(c, [](const SimulationSummary& s) { return double(s.completed); }); }},
    // Fleets
    {"cards", Format::Count, [](C c) { return c.fleet ? Opt(double(c.fleet->gpus.size())) : std::nullopt; }},
    {"failed_cards", Format::Count, [](C c) {
         if (!c.fleet) return Opt();
         return Opt(double(std::count_if(c.fleet->gpus.begin(), c.fleet->gpus.end(), [](const FleetGpu& g) { return g.failed; }))); }},
    {"deployments", Format::Count, [](C c) { return c.fleet ? Opt(double(c.fleet->deployments.size())) : std::nullopt; }},
    {"deployments_started", Format::Count, [](C c) {
         if (!c.replay) return Opt();
         return Opt(double(std::count_if(c.replay->deployments.begin(), c.replay->deployments.end(),
                                         [](const DeploymentOutcome& d) { return d.outcome == StartOutcome::Starts; }))); }},
    {"startup_peak_gib", Format::GiB, [](C c) { const auto* d = focusOutcome(c); return d ? gib(d->startupPeakBytes) : std::nullopt; }},
    {"held_gib", Format::GiB, [](C c) { const auto* d = focusOutcome(c); return d ? gib(d->heldBytes) : std::nullopt; }},
};
// clang-format on

QString formatted(Format format, double value)
{
    switch (format) {
    case Format::GiB:
        return formatGiB(static_cast<Bytes>(std::llround(value * GiB)), 1);
    case Format::KiB:
        return Text::tr("%1 KiB").arg(formatFixed(value, value == std::floor(value) ? 0 : 1));
    case Format::Count:
        return formatCount(static_cast<std::int64_t>(std::llround(value)));
    case Format::Ratio:
    case Format::Share:
        return formatFixed(value, 2);
    case Format::Whole:
        return formatCount(static_cast<std::int64_t>(std::floor(value)));
    case Format::Rate:
        return formatFixed(value, value == std::floor(value) ? 0 : 1);
    case Format::Percent:
        return Text::tr("%1%").arg(formatFixed(value * 100, 1));
    }
    return {};
}

} // namespace

const QStringList& lessonFigureKeys()
{
    static const QStringList keys = [] {
        QStringList all;
        for (const FigureSpec& spec : kFigures)
            all << QLatin1String(spec.key);
        return all;
    }();
    return keys;
}

std::optional<LessonFigure> lessonFigure(const QString& key, const LessonFigureContext& context)
{
    for (const FigureSpec& spec : kFigures) {
        if (key != QLatin1String(spec.key))
            continue;
        const Opt value = spec.get(context);
        if (!value || !std::isfinite(*value))
            return std::nullopt;
        return LessonFigure{key, *value, formatted(spec.format, *value)};
    }
    return std::nullopt;
}

QStringList captionPlaceholders(const QString& captionTemplate)
{
    static const QRegularExpression placeholder(QStringLiteral("\\{([a-z0-9_]+)\\}"));
    QStringList keys;
    for (const auto& match : placeholder.globalMatch(captionTemplate))
        if (!keys.contains(match.captured(1)))
            keys << match.captured(1);
    return keys;
}

} // namespace kvb
