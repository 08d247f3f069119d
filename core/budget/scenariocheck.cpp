// The scenario's own consistency, checked before any arithmetic (engine.h validateScenario). Where
// vLLM refuses the same input at startup, the message is vLLM's, word for word and in English (it is
// what vLLM prints); kvbudget's own messages are translated.
#include "budget/engine.h"

#include "base/limits.h"
#include "base/units_format.h"
#include "budget/modelkinds.h"
#include "budget/scenariocheck.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Engine)
};

QString modelName(const ModelSpec& model)
{
    return model.displayName.isEmpty() ? model.id : model.displayName;
}

QString checkModelAndGpu(const ModelSpec& model, const GpuSpec& gpu)
{
    if (QString problem = validateModelSpec(model); !problem.isEmpty())
        return Text::tr("Model %1: %2").arg(modelName(model), problem);
    if (!model.unmodelledFeatures.isEmpty())
        return Text::tr(
                   "Model %1 uses %2, which this version of kvbudget does not model yet; its plan would be "
                   "wrong.")
            .arg(modelName(model), model.unmodelledFeatures.join(QLatin1String(", ")));
    if (gpu.totalBytes <= 0)
        return Text::tr("GPU memory must be positive (got %1 bytes)").arg(gpu.totalBytes);
    if (gpu.totalBytes > limits::kMaxGpuMemory)
        return Text::tr("GPU memory of %1 GiB per GPU is implausibly large")
            .arg(formatFixed(toGiB(gpu.totalBytes), 1));
    return {};
}

// A number as the user typed it: the shortest text that reads back as the same double, so 1.0000001
// is not shown as "1".
QString exactly(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

QString checkRange(const char* flag, std::int64_t value, std::int64_t max)
{
    if (value >= 1 && value <= max)
        return {};
    return Text::tr("%1 must be between 1 and %2 (got %3)").arg(QLatin1String(flag)).arg(max).arg(value);
}

// How the layers and heads split over GPUs (vLLM's config checks, vllm/config/parallel.py and
// model.py verify_with_parallel_config).
QString checkParallelism(const ModelSpec& model, const ServingConfig& c, const GpuSpec& gpu)
{
    for (const QString& problem :
         {checkRange("--tensor-parallel-size", c.tensorParallelSize, limits::kMaxParallelSize),
          checkRange("--pipeline-parallel-size", c.pipelineParallelSize, limits::kMaxParallelSize),
          checkRange("--data-parallel-size", c.dataParallelSize, limits::kMaxDataParallelSize)})
        if (!problem.isEmpty())
            return problem;
    const int tp = c.tensorParallelSize;
    const bool attention = model.numAttentionHeads > 0 && model.numKvHeads > 0; // Mamba has none
    if (attention && model.numAttentionHeads % tp != 0)
        return QStringLiteral(
                   "Total number of attention heads (%1) must be divisible by tensor parallel size (%2).")
            .arg(model.numAttentionHeads)
            .arg(tp);
    if (attention && ((tp >= model.numKvHeads && tp % model.numKvHeads != 0) ||
                      (tp < model.numKvHeads && model.numKvHeads % tp != 0)))
        return Text::tr(
                   "num_key_value_heads (%1) and tensor parallel size (%2) must divide one another: vLLM "
                   "shards or replicates whole K/V heads.")
            .arg(model.numKvHeads)
            .arg(tp);
    if (model.intermediateSize % tp != 0)
        return Text::tr("intermediate_size (%1) must be divisible by tensor parallel size (%2).")
            .arg(model.intermediateSize)
            .arg(tp);
    if (c.pipelineParallelSize > model.numLayers)
        return Text::tr("Pipeline parallel size (%1) is larger than the number of hidden layers (%2).")
            .arg(c.pipelineParallelSize)
            .arg(model.numLayers);
    if (c.worldSize() > gpu.count)
        return Text::tr("tensor_parallel_size x pipeline_parallel_size = %1 GPUs, but only %Ln GPU(s) are "
                        "available.",
                        nullptr, gpu.count)
            .arg(c.worldSize());
    return {};
}

// The context and batch limits.
QString checkBatchLimits(const ModelSpec& model, const ServingConfig& c)
{
    if (c.maxModelLen && *c.maxModelLen < 1)
        return Text::tr("--max-model-len must be at least 1 (got %1)").arg(*c.maxModelLen);
    if (c.maxModelLen && *c.maxModelLen > model.maxModelLen() && !model.maxLenAssumed) {
        // vLLM prints the derived length as Python does: a float once rope_scaling multiplied it.
        const QString derived = model.maxLenScaled ? QStringLiteral("%1.0").arg(model.maxModelLen())
                                                   : QString::number(model.maxModelLen());
        return QStringLiteral(
                   "User-specified max_model_len (%1) is greater than the derived max_model_len "
                   "(%2=%3 or model_max_length=None in model's config.json). To "
                   "allow overriding this maximum, set the env var VLLM_ALLOW_LONG_MAX_MODEL_LEN=1.")
            .arg(*c.maxModelLen)
            .arg(model.maxLenKey.isEmpty() ? QStringLiteral("max_position_embeddings") : model.maxLenKey,
                 derived);
    }
    if (c.maxNumSeqs)
        if (QString problem = checkRange("--max-num-seqs", *c.maxNumSeqs, limits::kMaxNumSeqs);
            !problem.isEmpty())
            return problem;
    if (c.maxNumBatchedTokens)
        if (QString problem =
                checkRange("--max-num-batched-tokens", *c.maxNumBatchedTokens, limits::kMaxBatchedTokens);
            !problem.isEmpty())
            return problem;
    if (c.maxNumSeqs && c.maxNumBatchedTokens && *c.maxNumBatchedTokens < *c.maxNumSeqs)
        return QStringLiteral(
                   "max_num_batched_tokens (%1) must be greater than or equal to max_num_seqs (%2).")
            .arg(*c.maxNumBatchedTokens)
            .arg(*c.maxNumSeqs);
    if (c.blockSize && (*c.blockSize < 1 || *c.blockSize > limits::kMaxBlockSize))
        return Text::tr("--block-size must be between 1 and %1 tokens (got %2)")
            .arg(limits::kMaxBlockSize)
            .arg(*c.blockSize);
    return {};
}

// Memory held elsewhere, fixed sizes and overrides, and the quantization asked for.
QString checkMemoryTerms(const ModelSpec& model, const ServingConfig& c, const GpuSpec& gpu)
{
    if (c.otherProcessesBytes < 0 || c.otherProcessesBytes > gpu.totalBytes)
        return Text::tr("Memory used by other processes (%1 GiB) must be between 0 and the GPU's %2 GiB")
            .arg(formatFixed(toGiB(c.otherProcessesBytes), 2))
            .arg(formatFixed(toGiB(gpu.totalBytes), 2));
    if (c.kvCacheMemoryBytes && *c.kvCacheMemoryBytes <= 0)
        return Text::tr("--kv-cache-memory must be a positive number of bytes");
    // vLLM reads it per GPU and allocates it whatever is free: more than the card holds cannot start.
    if (c.kvCacheMemoryBytes && *c.kvCacheMemoryBytes > gpu.totalBytes)
        return Text::tr("--kv-cache-memory (%1 GiB) must be at most the GPU's %2 GiB")
            .arg(formatFixed(toGiB(*c.kvCacheMemoryBytes), 2))
            .arg(formatFixed(toGiB(gpu.totalBytes), 2));
    for (const auto& term : {c.overrides.nonTorch, c.overrides.activation, c.overrides.cudaGraph,
                             c.overrides.total, c.overrides.weights})
        if (term && (*term < 0 || *term > gpu.totalBytes))
            return Text::tr(
                       "An overhead or weights override must be between 0 and the GPU's memory (got %1 GiB)")
                .arg(formatFixed(toGiB(*term), 2));
    if (model.quantization.isQuantized() && c.quantization && *c.quantization != QuantMethod::None &&
        *c.quantization != model.quantization.method)
        return QStringLiteral("Quantization method specified in the model config (%1) does not match the "
                              "quantization method specified in the `quantization` argument (%2).")
            .arg(model.quantization.checkpointFormat.isEmpty() ? quantMethodName(model.quantization.method)
                                                               : model.quantization.checkpointFormat,
                 quantMethodName(*c.quantization));
    return {};
}

QString checkWorkload(const Workload& w)
{
    if (w.requestTokens < 1 || w.requestTokensP95 < 1)
        return Text::tr("Request lengths must be at least 1 token (typical %1, p95 %2)")
            .arg(w.requestTokens)
            .arg(w.requestTokensP95);
    if (!std::isfinite(w.safetyMargin) || w.safetyMargin <= 0.0 || w.safetyMargin > 1.0)
        return Text::tr("The max_num_seqs safety margin must be greater than 0 and at most 1 (got %1)")
            .arg(exactly(w.safetyMargin));
    return {};
}

// The simple accounting mode's headroom, checked only in that mode (vLLM's accounting never reads
// it). A headroom larger than the card is not an input error: the whiteboard then leaves a negative KV
// budget, which is its "does not fit" verdict; only a figure no card could have is refused.
QString checkHandBudget(const HandBudgetSettings& h)
{
    if (h.headroomBytes < 0 || h.headroomBytes > limits::kMaxGpuMemory)
        return Text::tr("--headroom-gib must be between 0 and %1 GiB (got %2)")
            .arg(formatCount(limits::kMaxGpuMemory / GiB))
            .arg(exactly(toGiB(h.headroomBytes)));
    if (!std::isfinite(h.headroomFraction) || h.headroomFraction < 0.0 || h.headroomFraction > 1.0)
        return Text::tr("The headroom share must be between 0 and 100 percent (got %1)")
            .arg(exactly(h.headroomFraction * 100.0));
    return {};
}

} // namespace

QString validateScenario(const Scenario& s)
{
    const ServingConfig& c = s.serving;
    if (QString problem = checkModelAndGpu(s.model, s.gpu); !problem.isEmpty())
        return problem;
    if (c.gpuMemoryUtilization) {
        const double u = *c.gpuMemoryUtilization;
        if (!std::isfinite(u) || u <= 0.0 || u > 1.0)
            return Text::tr("--gpu-memory-utilization must be greater than 0 and at most 1 (got %1)")
                .arg(exactly(u));
    }
    for (const QString& problem :
         {modelKindSupportProblem(s.model, c), checkParallelism(s.model, c, s.gpu),
          checkBatchLimits(s.model, c), checkMemoryTerms(s.model, c, s.gpu), checkWorkload(s.workload),
          s.accounting == AccountingMode::Simple ? checkHandBudget(s.handBudget) : QString()})
        if (!problem.isEmpty())
            return problem;
    return {};
}

// A step must fit one token of every sequence, and V0 without chunked prefill must fit a whole prompt.
QString batchSettingsProblem(const AccountingRules& rules, const ResolvedSettings& rs)
{
    if (rs.maxNumBatchedTokens < rs.maxNumSeqs)
        return QStringLiteral(
                   "max_num_batched_tokens (%1) must be greater than or equal to max_num_seqs (%2).")
            .arg(rs.maxNumBatchedTokens)
            .arg(rs.maxNumSeqs);
    if (rules.engine != EngineKind::V0 || rs.chunkedPrefill || rs.maxNumBatchedTokens >= rs.maxModelLen)
        return {};
    return QStringLiteral(
               "max_num_batched_tokens (%1) is smaller than max_model_len (%2). This effectively limits "
               "the maximum sequence length to max_num_batched_tokens and makes vLLM reject longer "
               "sequences. Please increase max_num_batched_tokens or decrease max_model_len.")
        .arg(rs.maxNumBatchedTokens)
        .arg(rs.maxModelLen);
}

} // namespace kvb
