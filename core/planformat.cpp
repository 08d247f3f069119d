#include "planformat.h"

#include "architectureview.h"
#include "explain.h"
#include "messages.h"
#include "units_format.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <fmt/format.h>

namespace kvb {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("kvb::PlanFormat", text);
}

double jsonInt(std::int64_t value)
{
    return static_cast<double>(value); // exact up to 2^53 bytes (8 PiB)
}

QJsonArray toArray(const QStringList& list)
{
    QJsonArray array;
    for (const QString& item : list)
        array.append(item);
    return array;
}

QString titleLine(const Scenario& s)
{
    return tr("%1 on %2%3 — vLLM %4 accounting")
        .arg(s.model.displayName, s.gpu.count > 1 ? QStringLiteral("%1 × ").arg(s.gpu.count) : QString(),
             s.gpu.name, s.serving.vllmVersion.toString());
}

std::string utf8(const QString& text)
{
    return text.toStdString();
}

} // namespace

QString uncertaintyLine(const Plan& plan)
{
    const UncertaintyBand& b = plan.band;
    if (plan.calibrated)
        return tr("Calibrated from a vLLM log: %1–%2 tokens, %3x–%4x (the log's rounding)")
            .arg(formatCount(b.kvTokensLow), formatCount(b.kvTokensHigh))
            .arg(b.maxConcurrencyLow, 0, 'f', 2)
            .arg(b.maxConcurrencyHigh, 0, 'f', 2);
    return tr("Uncertainty ±%1 of KV (%2 overhead estimate): %3–%4 tokens, %5x–%6x")
        .arg(formatGiB(b.bandBytes), plan.rules.label, formatCount(b.kvTokensLow),
             formatCount(b.kvTokensHigh))
        .arg(b.maxConcurrencyLow, 0, 'f', 2)
        .arg(b.maxConcurrencyHigh, 0, 'f', 2);
}

namespace {} // namespace

QString verdictKey(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Fits:
        return QStringLiteral("fits");
    case Verdict::InvalidInput:
        return QStringLiteral("invalid_input");
    case Verdict::InsufficientFreeMemory:
        return QStringLiteral("insufficient_free_memory");
    case Verdict::WeightsExceedMemory:
        return QStringLiteral("weights_exceed_memory");
    case Verdict::NoMemoryForCacheBlocks:
        return QStringLiteral("no_memory_for_cache_blocks");
    case Verdict::MaxModelLenTooLarge:
        return QStringLiteral("max_model_len_too_large");
    }
    return {};
}

QJsonObject planToJson(const Scenario& s, const Plan& plan, const QStringList& notes)
{
    QJsonObject json;
    json.insert(QLatin1String("schema_version"), 1);
    json.insert(QLatin1String("kvbudget_version"), QStringLiteral(KVBUDGET_VERSION));
    json.insert(QLatin1String("accounting"), QStringLiteral("vllm"));
    json.insert(QLatin1String("vllm_version"), s.serving.vllmVersion.toString());
    json.insert(QLatin1String("vllm_engine"), engineName(plan.rules.engine));
    json.insert(QLatin1String("accounting_rules"), plan.rules.label);
    json.insert(QLatin1String("scenario"), s.name);
    json.insert(QLatin1String("model"),
                QJsonObject{{QLatin1String("id"), s.model.id},
                            {QLatin1String("name"), s.model.displayName},
                            {QLatin1String("hf_repo"), s.model.hfRepo},
                            {QLatin1String("parameters"),
                             jsonInt(s.model.parameterCount.value_or(shapeParameterCount(s.model)))}});
    json.insert(QLatin1String("gpu"), QJsonObject{{QLatin1String("id"), s.gpu.id},
                                                  {QLatin1String("name"), s.gpu.name},
                                                  {QLatin1String("count"), s.gpu.count}});
    const bool valid = plan.verdict != Verdict::InvalidInput;
    json.insert(QLatin1String("fits"), plan.fits());
    json.insert(QLatin1String("verdict"), verdictKey(plan.verdict));
    const QString error = vllmStartupError(s, plan);
    json.insert(QLatin1String("error"), error.isEmpty() ? QJsonValue() : QJsonValue(error));
    json.insert(QLatin1String("notes"), toArray(notes));
    if (!valid)
        return json;

    const ResolvedSettings& rs = plan.settings;
    QJsonArray defaulted;
    if (rs.utilizationDefaulted)
        defaulted.append(QStringLiteral("gpu_memory_utilization"));
    if (rs.maxModelLenDefaulted)
        defaulted.append(QStringLiteral("max_model_len"));
    if (rs.maxNumSeqsDefaulted)
        defaulted.append(QStringLiteral("max_num_seqs"));
    if (rs.maxNumBatchedTokensDefaulted)
        defaulted.append(QStringLiteral("max_num_batched_tokens"));
    if (rs.blockSizeDefaulted)
        defaulted.append(QStringLiteral("block_size"));
    json.insert(QLatin1String("settings"),
                QJsonObject{{QLatin1String("gpu_memory_utilization"), rs.gpuMemoryUtilization},
                            {QLatin1String("max_model_len"), jsonInt(rs.maxModelLen)},
                            {QLatin1String("max_num_seqs"), rs.maxNumSeqs},
                            {QLatin1String("max_num_batched_tokens"), jsonInt(rs.maxNumBatchedTokens)},
                            {QLatin1String("block_size"), rs.blockSize},
                            {QLatin1String("dtype"), dtypeName(rs.modelDtype)},
                            {QLatin1String("kv_cache_dtype"), dtypeName(rs.kvDtype)},
                            {QLatin1String("quantization"), quantMethodName(rs.quantization.method)},
                            {QLatin1String("quantization_detail"), quantDescription(rs.quantization)},
                            {QLatin1String("tensor_parallel_size"), s.serving.tensorParallelSize},
                            {QLatin1String("pipeline_parallel_size"), s.serving.pipelineParallelSize},
                            {QLatin1String("enforce_eager"), s.serving.enforceEager},
                            {QLatin1String("defaulted"), defaulted}});

    const MemoryTerms& m = plan.memory;
    json.insert(QLatin1String("gpu_total_bytes"), jsonInt(m.total));
    json.insert(QLatin1String("ceiling_bytes"), jsonInt(m.ceiling));
    json.insert(QLatin1String("other_processes_bytes"), jsonInt(m.otherProcesses));
    json.insert(QLatin1String("cuda_context_bytes"), jsonInt(m.cudaContext));
    json.insert(QLatin1String("startup_free_bytes"), jsonInt(m.startupFree()));
    json.insert(QLatin1String("weights_bytes"), jsonInt(m.weights));
    json.insert(QLatin1String("non_torch_bytes"), jsonInt(m.nonTorch));
    json.insert(QLatin1String("activation_bytes"), jsonInt(m.activation));
    json.insert(QLatin1String("cuda_graph_bytes"), jsonInt(m.cudaGraph));
    json.insert(QLatin1String("cuda_graphs_in_budget"), plan.memory.graphsCharged);
    {
        // A vision model's profiling peak against steady text serving; null fields for other models.
        const StartupPeak peak = startupPeak(s, plan);
        json.insert(QLatin1String("startup_peak_bytes"),
                    peak.shown ? jsonInt(peak.startupBytes) : QJsonValue());
        json.insert(QLatin1String("steady_state_bytes"),
                    peak.shown ? jsonInt(peak.steadyStateBytes) : QJsonValue());
        json.insert(QLatin1String("startup_peak_decides_verdict"), peak.shown && peak.decidesVerdict);
    }
    json.insert(QLatin1String("context_and_others_in_budget"), plan.memory.contextAndOthersCharged);
    json.insert(QLatin1String("kv_cache_bytes"), jsonInt(m.kvCache));
    json.insert(QLatin1String("kv_bytes_per_token"), jsonInt(plan.kv.bytesPerToken));
    json.insert(QLatin1String("kv_bytes_per_token_derivation"),
                QJsonObject{{QLatin1String("factor"), plan.kv.kvFactor},
                            {QLatin1String("layers"), plan.kv.layers},
                            {QLatin1String("kv_heads_per_gpu"), plan.kv.kvHeadsPerRank},
                            {QLatin1String("head_dim"), plan.kv.headDim},
                            {QLatin1String("bytes_per_element"), plan.kv.bytesPerElement},
                            {QLatin1String("sliding_window"), plan.kv.slidingWindow}});
    json.insert(QLatin1String("block_size"), rs.blockSize);
    json.insert(QLatin1String("num_blocks"), jsonInt(plan.numBlocks));
    json.insert(QLatin1String("kv_tokens"), jsonInt(plan.kvTokens));
    json.insert(QLatin1String("max_model_len"), jsonInt(rs.maxModelLen));
    json.insert(QLatin1String("max_concurrency"), plan.maxConcurrency);
    json.insert(QLatin1String("kv_needed_for_max_model_len_bytes"), jsonInt(plan.kvNeededForMaxLen));
    // The uncertainty band: what the KV figures become at the ends of the overhead estimate's error.
    json.insert(QLatin1String("calibrated"), plan.calibrated);
    json.insert(QLatin1String("kv_uncertainty_bytes"), jsonInt(plan.band.bandBytes));
    json.insert(QLatin1String("kv_cache_bytes_low"), jsonInt(plan.band.kvCacheLow));
    json.insert(QLatin1String("kv_cache_bytes_high"), jsonInt(plan.band.kvCacheHigh));
    json.insert(QLatin1String("kv_tokens_low"), jsonInt(plan.band.kvTokensLow));
    json.insert(QLatin1String("kv_tokens_high"), jsonInt(plan.band.kvTokensHigh));
    json.insert(QLatin1String("max_concurrency_low"), plan.band.maxConcurrencyLow);
    json.insert(QLatin1String("max_concurrency_high"), plan.band.maxConcurrencyHigh);
    json.insert(QLatin1String("estimated_max_model_len"), jsonInt(plan.estimatedMaxModelLen));
    json.insert(QLatin1String("request_tokens"), jsonInt(s.workload.requestTokens));
    json.insert(QLatin1String("request_tokens_p95"), jsonInt(s.workload.requestTokensP95));
    json.insert(QLatin1String("realistic_concurrency"), plan.realisticConcurrency);
    json.insert(QLatin1String("recommended_max_num_seqs"), jsonInt(plan.recommendedMaxNumSeqs));
    json.insert(QLatin1String("worst_stage"), plan.worstStage);

    QJsonArray stages;
    for (const StagePlan& st : plan.stages)
        stages.append(QJsonObject{{QLatin1String("stage"), st.stage},
                                  {QLatin1String("first_layer"), st.firstLayer},
                                  {QLatin1String("num_layers"), st.numLayers},
                                  {QLatin1String("weights_bytes"), jsonInt(st.memory.weights)},
                                  {QLatin1String("non_torch_bytes"), jsonInt(st.memory.nonTorch)},
                                  {QLatin1String("activation_bytes"), jsonInt(st.memory.activation)},
                                  {QLatin1String("cuda_graph_bytes"), jsonInt(st.memory.cudaGraph)},
                                  {QLatin1String("kv_cache_bytes"), jsonInt(st.memory.kvCache)},
                                  {QLatin1String("kv_bytes_per_token"), jsonInt(st.kv.bytesPerToken)},
                                  {QLatin1String("num_blocks"), jsonInt(st.numBlocks)}});
    json.insert(QLatin1String("stages"), stages);
    json.insert(QLatin1String("log_lines"), toArray(vllmLogLines(s, plan)));

    QJsonArray steps;
    for (const ExplanationStep& step : explainPlan(s, plan))
        steps.append(QJsonObject{{QLatin1String("id"), step.id},
                                 {QLatin1String("label"), step.label},
                                 {QLatin1String("formula"), step.formula},
                                 {QLatin1String("value"), step.value}});
    json.insert(QLatin1String("explanation"), steps);
    return json;
}

QString planToText(const Scenario& s, const Plan& plan, const QStringList& notes)
{
    std::string out = fmt::format("{}\n\n", utf8(titleLine(s)));
    if (plan.verdict == Verdict::InvalidInput)
        return QString::fromStdString(out + utf8(tr("Invalid scenario: %1").arg(plan.inputError)) + "\n");
    int n = 1;
    for (const ExplanationStep& step : explainPlan(s, plan)) {
        out += fmt::format("{:>2}. {}\n", n++, utf8(step.label));
        out += step.formula.isEmpty() ? fmt::format("    {}\n", utf8(step.value))
                                      : fmt::format("    {} = {}\n", utf8(step.formula), utf8(step.value));
    }
    out += fmt::format("\n{}\n", utf8(verdictHeadline(plan)));
    if (plan.fits())
        out += utf8(uncertaintyLine(plan)) + "\n";
    if (const QString peak = startupPeakNote(startupPeak(s, plan)); !peak.isEmpty())
        out += utf8(peak) + "\n"; // a vision model's profiling peak, and whether it decides the verdict
    const QString error = vllmStartupError(s, plan);
    if (!error.isEmpty())
        out += fmt::format("vLLM: {}\n", utf8(error));
    const QStringList lines = vllmLogLines(s, plan);
    if (!lines.isEmpty()) {
        out += utf8(tr("\nvLLM would log:\n"));
        for (const QString& line : lines)
            out += fmt::format("  {}\n", utf8(line));
    }
    for (const QString& note : notes)
        out += fmt::format("note: {}\n", utf8(note));
    return QString::fromStdString(out);
}

QString planToMarkdown(const Scenario& s, const Plan& plan, const QStringList& notes)
{
    std::string out = fmt::format("### {}\n\n", utf8(titleLine(s)));
    if (plan.verdict == Verdict::InvalidInput)
        return QString::fromStdString(out + utf8(tr("**Invalid scenario:** %1").arg(plan.inputError)) + "\n");
    out += utf8(tr("| Step | Formula | Value |\n|---|---|---:|\n"));
    for (const ExplanationStep& step : explainPlan(s, plan)) {
        QString formula = step.formula;
        formula.replace(QLatin1Char('|'), QLatin1String("\\|"));
        out += fmt::format("| {} | {} | {} |\n", utf8(step.label), utf8(formula), utf8(step.value));
    }
    out += fmt::format("\n**{}**\n", utf8(verdictHeadline(plan)));
    if (plan.fits())
        out += fmt::format("\n{}\n", utf8(uncertaintyLine(plan)));
    if (const QString peak = startupPeakNote(startupPeak(s, plan)); !peak.isEmpty())
        out += fmt::format("\n{}\n", utf8(peak));
    const QString error = vllmStartupError(s, plan);
    const QStringList lines = vllmLogLines(s, plan);
    if (!error.isEmpty() || !lines.isEmpty()) {
        out += "\n```\n";
        for (const QString& line : lines)
            out += utf8(line) + "\n";
        if (!error.isEmpty())
            out += fmt::format("{}: {}\n", utf8(vllmErrorClass(plan.verdict)), utf8(error));
        out += "```\n";
    }
    for (const QString& note : notes)
        out += fmt::format("\n> {}\n", utf8(note));
    return QString::fromStdString(out);
}

std::vector<std::int64_t> handBudgetContexts(const Scenario& s)
{
    std::vector<std::int64_t> contexts;
    for (std::int64_t length : {4096, 8192, 32768, 131072})
        if (length <= s.model.maxPositionEmbeddings)
            contexts.push_back(length);
    return contexts;
}

QJsonObject handBudgetToJson(const Scenario& s, const HandBudget& b)
{
    QJsonArray contexts;
    for (std::int64_t length : handBudgetContexts(s))
        contexts.append(QJsonObject{{QLatin1String("context_tokens"), jsonInt(length)},
                                    {QLatin1String("kv_bytes_per_request"), jsonInt(b.kvBytesFor(length, 1))},
                                    {QLatin1String("requests"), jsonInt(b.requestsAt(length))}});
    return QJsonObject{{QLatin1String("schema_version"), 1},
                       {QLatin1String("kvbudget_version"), QStringLiteral(KVBUDGET_VERSION)},
                       {QLatin1String("accounting"), QStringLiteral("simple")},
                       {QLatin1String("scenario"), s.name},
                       {QLatin1String("gpu_total_bytes"), jsonInt(b.input.cardBytes)},
                       {QLatin1String("weights_bytes"), jsonInt(b.input.weightBytes)},
                       {QLatin1String("headroom_bytes"), jsonInt(b.headroom)},
                       {QLatin1String("kv_cache_bytes"), jsonInt(b.kvBytes)},
                       {QLatin1String("kv_bytes_per_token"), jsonInt(b.input.kvBytesPerToken)},
                       {QLatin1String("kv_tokens"), jsonInt(b.tokens)},
                       {QLatin1String("fits"), b.kvBytes > 0},
                       {QLatin1String("contexts"), contexts}};
}

QString handBudgetToText(const Scenario& s, const HandBudget& b)
{
    std::string out = fmt::format(
        "{}\n{}\n\n",
        utf8(tr("Hand budget (weights + KV + headroom): %1 on %2").arg(s.model.displayName, s.gpu.name)),
        utf8(tr("No vLLM ceiling, blocks or profiling: the whiteboard arithmetic.")));
    out += fmt::format("  {} − {} weights − {} headroom = {} for KV\n", utf8(formatGiB(b.input.cardBytes)),
                       utf8(formatGiB(b.input.weightBytes)), utf8(formatGiB(b.headroom)),
                       utf8(formatGiB(b.kvBytes)));
    out += fmt::format("  {} ÷ {} per token = {} tokens\n", utf8(formatGiB(b.kvBytes)),
                       utf8(formatBytes(b.input.kvBytesPerToken)), utf8(formatCount(b.tokens)));
    for (std::int64_t length : handBudgetContexts(s))
        out +=
            fmt::format("  {:>7} context: {} per request, {} requests at once\n", utf8(formatCount(length)),
                        utf8(formatBytes(b.kvBytesFor(length, 1))), utf8(formatCount(b.requestsAt(length))));
    return QString::fromStdString(out);
}

QString handBudgetToMarkdown(const Scenario& s, const HandBudget& b)
{
    std::string out = fmt::format("### {}\n\n| | |\n|---|---:|\n",
                                  utf8(tr("Hand budget: %1 on %2").arg(s.model.displayName, s.gpu.name)));
    out += fmt::format(
        "| GPU | {} |\n| Weights | {} |\n| Headroom | {} |\n| KV memory | {} |\n| KV per token | {} |\n"
        "| KV tokens | {} |\n",
        utf8(formatGiB(b.input.cardBytes)), utf8(formatGiB(b.input.weightBytes)), utf8(formatGiB(b.headroom)),
        utf8(formatGiB(b.kvBytes)), utf8(formatBytes(b.input.kvBytesPerToken)), utf8(formatCount(b.tokens)));
    for (std::int64_t length : handBudgetContexts(s))
        out += fmt::format("| Requests at {} tokens | {} |\n", utf8(formatCount(length)),
                           utf8(formatCount(b.requestsAt(length))));
    return QString::fromStdString(out);
}

} // namespace kvb
