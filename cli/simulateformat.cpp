#include "cli/simulateformat.h"

#include "base/units_format.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::SimulateFormat)
};

double jsonInt(std::int64_t value)
{
    return static_cast<double>(value);
}

QJsonObject lengthJson(const LengthDistribution& d)
{
    return QJsonObject{
        {QLatin1String("distribution"), d.isFixed() ? QStringLiteral("fixed") : QStringLiteral("lognormal")},
        {QLatin1String("median"), jsonInt(d.median)},
        {QLatin1String("p95"), jsonInt(d.isFixed() ? d.median : d.p95)}};
}

QString percent(double fraction)
{
    return QStringLiteral("%1%").arg(fraction * 100.0, 0, 'f', 1);
}

QString seconds(double s)
{
    return QStringLiteral("%1 s").arg(s, 0, 'f', s < 10 ? 2 : 1);
}

QString count(std::int64_t n)
{
    return formatCount(n);
}

QString verdictLine(const SimulationSummary& s, double target)
{
    if (s.preemptions > 0)
        return Text::tr(
                   "Preemption spiral: the pool ran out, %1 preemptions threw away %2 computed tokens that "
                   "were "
                   "computed again.")
            .arg(count(s.preemptions), count(s.recomputedTokens));
    if (s.peakKvUsage >= target)
        return Text::tr(
                   "No preemptions, but KV usage peaked at %1, above the %2 target: no headroom for longer "
                   "requests.")
            .arg(percent(s.peakKvUsage), percent(target));
    return Text::tr("Holds: no preemptions, KV usage peaked at %1 (target below %2).")
        .arg(percent(s.peakKvUsage), percent(target));
}

} // namespace

QString kvUsageSparkline(const std::vector<SeriesPoint>& series, int width)
{
    static const char16_t levels[] = u"▁▂▃▄▅▆▇█";
    QString line;
    if (series.empty() || width <= 0)
        return line;
    const std::size_t columns = std::min<std::size_t>(series.size(), static_cast<std::size_t>(width));
    for (std::size_t c = 0; c < columns; ++c) {
        const std::size_t from = c * series.size() / columns;
        const std::size_t to = std::max(from + 1, (c + 1) * series.size() / columns);
        double peak = 0;
        for (std::size_t i = from; i < to; ++i)
            peak = std::max(peak, series[i].kvUsage);
        const int level = std::clamp(static_cast<int>(std::floor(peak * 8.0)), 0, 7);
        line += QChar(levels[level]);
    }
    return line;
}

QJsonObject loadReportToJson(const Scenario& s, const LoadSpec& spec, const LoadReport& r,
                             const QStringList& notes)
{
    QJsonObject json;
    const SimulationSummary& sum = r.simulation.summary;
    const SeqsRecommendation& rec = r.recommendation;
    json.insert(QLatin1String("schema_version"), 1);
    json.insert(QLatin1String("kvbudget_version"), QStringLiteral(KVBUDGET_VERSION));
    json.insert(QLatin1String("vllm_version"), s.serving.vllmVersion.toString());
    json.insert(QLatin1String("scenario"), s.name);
    json.insert(QLatin1String("model"), s.model.id);
    json.insert(QLatin1String("gpu"), s.gpu.id);
    json.insert(QLatin1String("num_blocks"), jsonInt(r.plan.numBlocks));
    json.insert(QLatin1String("usable_blocks"), jsonInt(r.config.usableBlocks()));
    json.insert(QLatin1String("block_size"), r.config.blockSize);
    json.insert(QLatin1String("max_num_seqs"), r.config.maxNumSeqs);
    json.insert(QLatin1String("max_num_batched_tokens"), jsonInt(r.config.maxNumBatchedTokens));
    json.insert(QLatin1String("max_model_len"), jsonInt(r.config.maxModelLen));

    const WorkloadSpec& w = spec.workload;
    QJsonObject workload{{QLatin1String("description"), workloadDescription(w)},
                         {QLatin1String("num_requests"), jsonInt(r.numRequests)},
                         {QLatin1String("seed"), static_cast<double>(w.seed)},
                         {QLatin1String("prefix_tokens"), jsonInt(spec.prefixTokens)},
                         {QLatin1String("prefix_caching"), spec.prefixCaching},
                         {QLatin1String("step_ms"), spec.stepTime.fixedMs},
                         {QLatin1String("ms_per_token"), spec.stepTime.msPerToken}};
    if (w.trace.empty()) {
        workload.insert(QLatin1String("prompt_tokens"), lengthJson(w.prompt));
        workload.insert(QLatin1String("output_tokens"), lengthJson(w.output));
    } else {
        workload.insert(QLatin1String("trace"), w.traceName);
    }
    const bool traceArrivals = !w.trace.empty() && w.trace.front().arrivalS >= 0;
    workload.insert(QLatin1String("arrival"),
                    traceArrivals ? QStringLiteral("trace") : arrivalPatternText(w.arrival));
    json.insert(QLatin1String("workload"), workload);

    json.insert(QLatin1String("preemptions"), jsonInt(sum.preemptions));
    json.insert(QLatin1String("preempted_requests"), jsonInt(sum.preemptedRequests));
    json.insert(QLatin1String("recomputed_tokens"), jsonInt(sum.recomputedTokens));
    json.insert(QLatin1String("peak_kv_usage"), sum.peakKvUsage);
    json.insert(QLatin1String("peak_used_blocks"), jsonInt(sum.peakUsedBlocks));
    json.insert(QLatin1String("max_waiting"), sum.maxWaiting);
    json.insert(QLatin1String("max_running"), sum.maxRunning);
    json.insert(QLatin1String("completed"), jsonInt(sum.completed));
    json.insert(QLatin1String("rejected"), jsonInt(sum.rejected));
    json.insert(QLatin1String("steps"), jsonInt(sum.steps));
    json.insert(QLatin1String("duration_s"), sum.durationS);
    json.insert(QLatin1String("prompt_tokens"), jsonInt(sum.promptTokens));
    json.insert(QLatin1String("output_tokens"), jsonInt(sum.outputTokens));
    json.insert(QLatin1String("prefix_cache_hit_tokens"), jsonInt(sum.prefixCacheHitTokens));
    json.insert(QLatin1String("ttft_p50_s"), sum.ttftP50S);
    json.insert(QLatin1String("ttft_p95_s"), sum.ttftP95S);
    json.insert(QLatin1String("latency_p50_s"), sum.latencyP50S);
    json.insert(QLatin1String("latency_p95_s"), sum.latencyP95S);
    json.insert(QLatin1String("complete"), r.simulation.complete());

    json.insert(QLatin1String("target_kv_usage"), spec.targetKvUsage);
    if (spec.recommend && rec.maxNumSeqs > 0) {
        json.insert(QLatin1String("recommended_max_num_seqs"), rec.maxNumSeqs);
        json.insert(QLatin1String("recommended_peak_kv_usage"), rec.atRecommended.peakKvUsage);
        json.insert(QLatin1String("recommended_steps"), jsonInt(rec.atRecommended.steps));
    } else {
        json.insert(QLatin1String("recommended_max_num_seqs"), QJsonValue());
    }
    json.insert(QLatin1String("recommendation_every_value_safe"), rec.everyValueSafe);
    json.insert(QLatin1String("recommendation_upper_bound"), rec.upperBound);
    json.insert(QLatin1String("recommendation_simulations"), rec.simulations);
    json.insert(QLatin1String("rule_of_thumb_max_num_seqs"), jsonInt(r.ruleOfThumbMaxNumSeqs));
    json.insert(QLatin1String("request_tokens_p95"), jsonInt(r.requestTokensP95));
    json.insert(QLatin1String("safety_margin"), r.safetyMargin);
    json.insert(QLatin1String("series_points"), static_cast<int>(r.simulation.series.size()));
    json.insert(QLatin1String("series_stride"), jsonInt(r.simulation.seriesStride));
    QJsonArray notesJson;
    for (const QString& note : notes)
        notesJson.append(note);
    json.insert(QLatin1String("notes"), notesJson);
    return json;
}

namespace {

// Two columns: a label and its value.
class ReportLines
{
public:
    void line(const QString& label, const QString& value)
    {
        out += QStringLiteral("  %1 %2\n").arg(label, -22).arg(value);
    }
    QString out;
};

void describeSetup(const Scenario& s, const LoadSpec& spec, const SchedulerConfig& c, QString& out)
{
    if (c.v0Plan)
        out +=
            Text::tr("%1 — vLLM %2 (V0) pool, run through V1's scheduler (chunked prefill, recompute "
                     "preemption); V0 prefilled each prompt whole, so its step counts and first-token times "
                     "differ\n")
                .arg(s.name, s.serving.vllmVersion.toString());
    else
        out += Text::tr("%1 — vLLM %2 scheduler (V1: chunked prefill, recompute preemption)\n")
                   .arg(s.name, s.serving.vllmVersion.toString());
    // Only V1's BlockPool keeps a null block; V0's block manager hands out every block it allocated.
    if (c.nullBlock)
        out += Text::tr("  pool: %1 blocks × %2 tokens; %3 usable (one is V1's null block) = %4 tokens\n")
                   .arg(count(c.numBlocks))
                   .arg(c.blockSize)
                   .arg(count(c.usableBlocks()), count(c.usableBlocks() * c.blockSize));
    else
        out += Text::tr("  pool: %1 blocks × %2 tokens, all usable (V0 keeps no null block) = %3 tokens\n")
                   .arg(count(c.numBlocks))
                   .arg(c.blockSize)
                   .arg(count(c.usableBlocks() * c.blockSize));
    out += Text::tr("  max_num_seqs %1, max_num_batched_tokens %2, max_model_len %3\n")
               .arg(count(c.maxNumSeqs), count(c.maxNumBatchedTokens), count(c.maxModelLen));
    out += Text::tr("  workload: %1\n").arg(workloadDescription(spec.workload));
    if (spec.prefixTokens > 0)
        out += Text::tr("  shared prefix: %1 tokens, prefix caching %2\n")
                   .arg(count(spec.prefixTokens), spec.prefixCaching ? Text::tr("on") : Text::tr("off"));
}

void describeRun(const LoadSpec& spec, const LoadReport& r, ReportLines& lines)
{
    const SimulationSummary& sum = r.simulation.summary;
    const SchedulerConfig& c = r.config;
    QString& out = lines.out;
    const auto line = [&](const QString& label, const QString& value) { lines.line(label, value); };
    out += Text::tr("At max_num_seqs %1:\n").arg(count(c.maxNumSeqs));
    line(Text::tr("peak KV usage"),
         Text::tr("%1 (%2 of %3 blocks)")
             .arg(percent(sum.peakKvUsage), count(sum.peakUsedBlocks), count(c.usableBlocks())));
    line(Text::tr("preemptions"),
         sum.preemptions == 0
             ? QStringLiteral("0")
             : Text::tr("%1 (%2 requests; %3 tokens recomputed)")
                   .arg(count(sum.preemptions), count(sum.preemptedRequests), count(sum.recomputedTokens)));
    line(Text::tr("max running / waiting"),
         QStringLiteral("%1 / %2").arg(count(sum.maxRunning), count(sum.maxWaiting)));
    line(Text::tr("completed"),
         Text::tr("%1 of %2%3")
             .arg(count(sum.completed), count(r.numRequests),
                  sum.rejected > 0 ? Text::tr(" (%1 rejected: longer than max_model_len or the pool)")
                                         .arg(count(sum.rejected))
                                   : QString()));
    line(Text::tr("steps to drain"),
         Text::tr("%1 (%2 simulated)").arg(count(sum.steps), seconds(sum.durationS)));
    line(Text::tr("time to first token"),
         Text::tr("p50 %1, p95 %2").arg(seconds(sum.ttftP50S), seconds(sum.ttftP95S)));
    line(Text::tr("end-to-end latency"),
         Text::tr("p50 %1, p95 %2").arg(seconds(sum.latencyP50S), seconds(sum.latencyP95S)));
    if (sum.prefixCacheHitTokens > 0)
        line(Text::tr("prefix cache hits"), Text::tr("%1 tokens").arg(count(sum.prefixCacheHitTokens)));
    if (!r.simulation.series.empty()) {
        const std::int64_t columns =
            std::min<std::int64_t>(64, static_cast<std::int64_t>(r.simulation.series.size()));
        out += Text::tr("  KV usage  %1  (▁ 0% … █ 100%, about %2 steps a column)\n")
                   .arg(kvUsageSparkline(r.simulation.series, 64),
                        count(std::max<std::int64_t>(1, sum.steps / columns)));
    }
    if (r.simulation.truncated)
        out += Text::tr("  stopped after %1 steps (the step limit)\n").arg(count(sum.steps));
    out += QStringLiteral("  ") + verdictLine(sum, spec.targetKvUsage) + QLatin1Char('\n');
}

void describeRecommendation(const LoadSpec& spec, const LoadReport& r, ReportLines& lines)
{
    const SchedulerConfig& c = r.config;
    QString& out = lines.out;
    const auto line = [&](const QString& label, const QString& value) { lines.line(label, value); };
    out += Text::tr("Recommended max_num_seqs:\n");
    if (spec.recommend) {
        const SeqsRecommendation& rec = r.recommendation;
        if (rec.maxNumSeqs == 0) {
            line(Text::tr("simulated"), Text::tr("none: even one request at a time takes the pool past %1")
                                            .arg(percent(rec.targetKvUsage)));
        } else {
            const QString searched = Text::tr("%Ln simulation(s)", nullptr, rec.simulations);
            if (rec.everyValueSafe)
                line(Text::tr("simulated"),
                     Text::tr("%1  every value up to %1 keeps 0 preemptions and KV usage below %2 (%3)")
                         .arg(count(rec.maxNumSeqs), percent(rec.targetKvUsage), searched));
            else
                line(Text::tr("simulated"),
                     Text::tr("%1  the largest with 0 preemptions and peak KV usage below %2 (%3)")
                         .arg(count(rec.maxNumSeqs), percent(rec.targetKvUsage), searched));
            line(QString(), Text::tr("at %1: peak %2, 0 preemptions, max waiting %3, %4 steps")
                                .arg(count(rec.maxNumSeqs), percent(rec.atRecommended.peakKvUsage),
                                     count(rec.atRecommended.maxWaiting), count(rec.atRecommended.steps)));
        }
    }
    line(Text::tr("rule of thumb"),
         Text::tr("%1  floor(%2 blocks ÷ cdiv(%3 p95 tokens, %4) × %5 margin)")
             .arg(count(r.ruleOfThumbMaxNumSeqs), count(r.plan.numBlocks), count(r.requestTokensP95))
             .arg(c.blockSize)
             .arg(r.safetyMargin));
}

} // namespace

QString loadReportToText(const Scenario& s, const LoadSpec& spec, const LoadReport& r,
                         const QStringList& notes)
{
    ReportLines lines;
    describeSetup(s, spec, r.config, lines.out);
    lines.out += QLatin1Char('\n');
    describeRun(spec, r, lines);
    lines.out += QLatin1Char('\n');
    describeRecommendation(spec, r, lines);
    for (const QString& note : notes)
        lines.out += Text::tr("note: %1\n").arg(note);
    return lines.out;
}

QString loadSeriesToCsv(const SimulationResult& result)
{
    QString out = QStringLiteral("step,time_s,kv_usage,running,waiting,preemptions_cumulative\n");
    out.reserve(static_cast<qsizetype>(result.series.size()) * 40 + out.size());
    for (const SeriesPoint& p : result.series)
        out += QStringLiteral("%1,%2,%3,%4,%5,%6\n")
                   .arg(p.step)
                   .arg(p.timeS, 0, 'f', 4)
                   .arg(p.kvUsage, 0, 'f', 6)
                   .arg(p.running)
                   .arg(p.waiting)
                   .arg(p.preemptions);
    return out;
}

} // namespace kvb
