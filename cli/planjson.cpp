#include "cli/planjson.h"

#include "report/architectureview.h"
#include "report/bandtext.h"
#include "report/explain.h"
#include "report/plantext.h"
#include "vllm/messages.h"

#include <QJsonArray>

namespace kvb {

namespace {

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

} // namespace

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
    case Verdict::ProfilingOutOfMemory:
        return QStringLiteral("profiling_out_of_memory");
    case Verdict::KvCacheOutOfMemory:
        return QStringLiteral("kv_cache_out_of_memory");
    case Verdict::NoMemoryForCacheBlocks:
        return QStringLiteral("no_memory_for_cache_blocks");
    case Verdict::MaxModelLenTooLarge:
        return QStringLiteral("max_model_len_too_large");
    }
    return {};
}

namespace {

QJsonObject settingsJson(const Scenario& s, const ResolvedSettings& rs)
{
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
    return QJsonObject{{QLatin1String("gpu_memory_utilization"), rs.gpuMemoryUtilization},
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
                       {QLatin1String("defaulted"), defaulted}};
}

// The memory terms of the deployment's (worst) GPU, and a vision model's profiling peak.
void insertMemory(const Scenario& s, const Plan& plan, QJsonObject& json)
{
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
    json.insert(QLatin1String("cuda_graphs_in_budget"), m.graphsCharged);
    // A vision model's profiling peak against steady text serving; null fields for other models.
    const StartupPeak peak = startupPeak(s, plan);
    json.insert(QLatin1String("startup_peak_bytes"), peak.shown ? jsonInt(peak.startupBytes) : QJsonValue());
    json.insert(QLatin1String("steady_state_bytes"),
                peak.shown ? jsonInt(peak.steadyStateBytes) : QJsonValue());
    json.insert(QLatin1String("startup_peak_decides_verdict"), peak.shown && peak.decidesVerdict);
    json.insert(QLatin1String("context_and_others_in_budget"), m.contextAndOthersCharged);
    json.insert(QLatin1String("kv_cache_bytes"), jsonInt(m.kvCache));
}

// KV bytes per token and how they are made up, blocks, tokens and concurrency.
void insertKv(const Plan& plan, QJsonObject& json)
{
    json.insert(QLatin1String("kv_bytes_per_token"), jsonInt(plan.kv.bytesPerToken));
    json.insert(QLatin1String("kv_bytes_per_token_derivation"),
                QJsonObject{{QLatin1String("factor"), plan.kv.kvFactor},
                            {QLatin1String("layers"), plan.kv.layers},
                            {QLatin1String("kv_heads_per_gpu"), plan.kv.kvHeadsPerRank},
                            {QLatin1String("head_dim"), plan.kv.headDim},
                            {QLatin1String("bytes_per_element"), plan.kv.bytesPerElement},
                            {QLatin1String("sliding_window"), plan.kv.slidingWindow}});
    json.insert(QLatin1String("block_size"), plan.settings.blockSize);
    json.insert(QLatin1String("num_blocks"), jsonInt(plan.numBlocks));
    json.insert(QLatin1String("kv_tokens"), jsonInt(plan.kvTokens));
    json.insert(QLatin1String("max_model_len"), jsonInt(plan.settings.maxModelLen));
    json.insert(QLatin1String("max_concurrency"), plan.maxConcurrency);
    json.insert(QLatin1String("kv_needed_for_max_model_len_bytes"), jsonInt(plan.kvNeededForMaxLen));
}

QString bandSourceKey(BandSource source)
{
    switch (source) {
    case BandSource::FittedTerms:
        return QStringLiteral("fitted_terms");
    case BandSource::FewLogs:
        return QStringLiteral("few_logs");
    case BandSource::PooledLogs:
        return QStringLiteral("pooled_logs");
    case BandSource::NoLogs:
        return QStringLiteral("no_logs");
    case BandSource::SamplerKernel:
        return QStringLiteral("sampler_kernel");
    case BandSource::Mxfp4Install:
        return QStringLiteral("mxfp4_install");
    case BandSource::VisionEncoder:
        return QStringLiteral("vision_encoder");
    case BandSource::Weights:
        return QStringLiteral("weights");
    case BandSource::Calibrated:
        return QStringLiteral("calibrated");
    case BandSource::FixedOverhead:
        return QStringLiteral("fixed_overhead");
    case BandSource::FixedKvCache:
        return QStringLiteral("fixed_kv_cache");
    case BandSource::UnmodelledPath:
        return QStringLiteral("unmodelled_path");
    case BandSource::UnloggedInput:
        return QStringLiteral("unlogged_input");
    }
    return {};
}

// The uncertainty band: what the KV figures become at the ends of the overhead estimate's error.
void insertBand(const Plan& plan, QJsonObject& json)
{
    json.insert(QLatin1String("calibrated"), plan.calibrated);
    json.insert(QLatin1String("kv_uncertainty_bytes"), jsonInt(plan.band.bandBytes)); // the wider side
    json.insert(QLatin1String("kv_uncertainty_low_bytes"), jsonInt(plan.band.lowBytes));
    json.insert(QLatin1String("kv_uncertainty_high_bytes"), jsonInt(plan.band.highBytes));
    json.insert(QLatin1String("kv_cache_bytes_low"), jsonInt(plan.band.kvCacheLow));
    json.insert(QLatin1String("kv_cache_bytes_high"), jsonInt(plan.band.kvCacheHigh));
    json.insert(QLatin1String("kv_tokens_low"), jsonInt(plan.band.kvTokensLow));
    json.insert(QLatin1String("kv_tokens_high"), jsonInt(plan.band.kvTokensHigh));
    json.insert(QLatin1String("max_concurrency_low"), plan.band.maxConcurrencyLow);
    json.insert(QLatin1String("max_concurrency_high"), plan.band.maxConcurrencyHigh);
    json.insert(QLatin1String("verdict_undecidable"), plan.band.verdictUndecidable);
    QJsonArray terms;
    const QStringList reasons = bandReasons(plan);
    for (std::size_t i = 0; i < plan.band.terms.size(); ++i) {
        const BandTerm& t = plan.band.terms[i];
        terms.append(QJsonObject{{QLatin1String("source"), bandSourceKey(t.source)},
                                 {QLatin1String("low_bytes"), jsonInt(t.low)},
                                 {QLatin1String("high_bytes"), jsonInt(t.high)},
                                 {QLatin1String("public_logs"), t.cases},
                                 {QLatin1String("reason"), i < static_cast<std::size_t>(reasons.size())
                                                               ? reasons[static_cast<qsizetype>(i)]
                                                               : QString()}});
    }
    json.insert(QLatin1String("band_terms"), terms);
}

QJsonArray stagesJson(const Plan& plan)
{
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
    return stages;
}

QJsonArray explanationJson(const Scenario& s, const Plan& plan)
{
    QJsonArray steps;
    for (const ExplanationStep& step : explainPlan(s, plan))
        steps.append(QJsonObject{{QLatin1String("id"), step.id},
                                 {QLatin1String("label"), step.label},
                                 {QLatin1String("formula"), step.formula},
                                 {QLatin1String("value"), step.value}});
    return steps;
}

// Which scenario this is, and the verdict.
QJsonObject headerJson(const Scenario& s, const Plan& plan, const QStringList& notes)
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
    json.insert(QLatin1String("fits"), plan.fits());
    json.insert(QLatin1String("verdict"), verdictKey(plan.verdict));
    const QString error = vllmStartupError(plan);
    json.insert(QLatin1String("error"), error.isEmpty() ? QJsonValue() : QJsonValue(error));
    json.insert(QLatin1String("notes"), toArray(notes));
    return json;
}

} // namespace

QJsonObject planToJson(const Scenario& s, const Plan& plan, const QStringList& notes)
{
    QJsonObject json = headerJson(s, plan, notes);
    if (plan.verdict == Verdict::InvalidInput)
        return json;
    json.insert(QLatin1String("settings"), settingsJson(s, plan.settings));
    insertMemory(s, plan, json);
    insertKv(plan, json);
    insertBand(plan, json);
    json.insert(QLatin1String("estimated_max_model_len"), jsonInt(plan.estimatedMaxModelLen));
    json.insert(QLatin1String("request_tokens"), jsonInt(s.workload.requestTokens));
    json.insert(QLatin1String("request_tokens_p95"), jsonInt(s.workload.requestTokensP95));
    json.insert(QLatin1String("realistic_concurrency"), plan.realisticConcurrency);
    json.insert(QLatin1String("recommended_max_num_seqs"), jsonInt(plan.recommendedMaxNumSeqs));
    json.insert(QLatin1String("worst_stage"), plan.worstStage);
    json.insert(QLatin1String("stages"), stagesJson(plan));
    json.insert(QLatin1String("log_lines"), toArray(vllmLogLines(plan)));
    json.insert(QLatin1String("explanation"), explanationJson(s, plan));
    return json;
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

} // namespace kvb
