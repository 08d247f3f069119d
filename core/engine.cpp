#include "engine.h"

#include "defaults.h"
#include "kvcache.h"
#include "overhead.h"
#include "weights.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace kvb {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("kvb::Engine", text);
}

// Spreads a fixed overhead total over the three estimated terms, keeping their proportions, so that
// "--overhead-gib 3" still shows which term dominates.
void applyOverheadOverrides(const OverheadOverrides& o, MemoryTerms& m)
{
    if (o.nonTorch)
        m.nonTorch = *o.nonTorch;
    if (o.activation)
        m.activation = *o.activation;
    if (o.cudaGraph)
        m.cudaGraph = *o.cudaGraph;
    if (!o.total)
        return;
    const Bytes fixed = (o.nonTorch ? m.nonTorch : 0) + (o.activation ? m.activation : 0) + (o.cudaGraph ? m.cudaGraph : 0);
    const Bytes free = std::max<Bytes>(0, *o.total - fixed);
    const Bytes estimated = (o.nonTorch ? 0 : m.nonTorch) + (o.activation ? 0 : m.activation) + (o.cudaGraph ? 0 : m.cudaGraph);
    Bytes assigned = 0;
    auto share = [&](Bytes term) {
        return estimated > 0 ? static_cast<Bytes>(static_cast<double>(free) * static_cast<double>(term) /
                                                  static_cast<double>(estimated))
                             : 0;
    };
    if (!o.nonTorch) {
        m.nonTorch = share(m.nonTorch);
        assigned += m.nonTorch;
    }
    if (!o.cudaGraph) {
        m.cudaGraph = share(m.cudaGraph);
        assigned += m.cudaGraph;
    }
    if (!o.activation)
        m.activation = free - assigned; // the remainder, so the three add up exactly
}

} // namespace

QString validateScenario(const Scenario& s)
{
    const ModelSpec& model = s.model;
    if (QString problem = validateModelSpec(model); !problem.isEmpty())
        return tr("Model %1: %2").arg(model.displayName.isEmpty() ? model.id : model.displayName, problem);
    if (!model.unmodelledFeatures.isEmpty())
        return tr("Model %1 uses %2, which this version of kvbudget does not model yet; its plan would be wrong.")
            .arg(model.displayName.isEmpty() ? model.id : model.displayName,
                 model.unmodelledFeatures.join(QLatin1String(", ")));

    const GpuSpec& gpu = s.gpu;
    if (gpu.totalBytes <= 0)
        return tr("GPU memory must be positive (got %1 bytes)").arg(gpu.totalBytes);
    if (gpu.totalBytes > 16384 * GiB)
        return tr("GPU memory of %1 GiB per GPU is implausibly large").arg(toGiB(gpu.totalBytes), 0, 'f', 1);

    const ServingConfig& c = s.serving;
    if (c.gpuMemoryUtilization) {
        const double u = *c.gpuMemoryUtilization;
        if (!std::isfinite(u) || u <= 0.0 || u > 1.0)
            return tr("--gpu-memory-utilization must be greater than 0 and at most 1 (got %1)").arg(u);
    }
    if (c.tensorParallelSize < 1 || c.tensorParallelSize > 1024)
        return tr("--tensor-parallel-size must be between 1 and 1024 (got %1)").arg(c.tensorParallelSize);
    if (c.pipelineParallelSize < 1 || c.pipelineParallelSize > 1024)
        return tr("--pipeline-parallel-size must be between 1 and 1024 (got %1)").arg(c.pipelineParallelSize);
    const int tp = c.tensorParallelSize;
    if (model.numAttentionHeads % tp != 0)
        return tr("Total number of attention heads (%1) must be divisible by tensor parallel size (%2).")
            .arg(model.numAttentionHeads)
            .arg(tp);
    if ((tp >= model.numKvHeads && tp % model.numKvHeads != 0) || (tp < model.numKvHeads && model.numKvHeads % tp != 0))
        return tr("num_key_value_heads (%1) and tensor parallel size (%2) must divide one another: vLLM shards "
                  "or replicates whole K/V heads.")
            .arg(model.numKvHeads)
            .arg(tp);
    if (model.intermediateSize % tp != 0)
        return tr("intermediate_size (%1) must be divisible by tensor parallel size (%2).")
            .arg(model.intermediateSize)
            .arg(tp);
    if (c.pipelineParallelSize > model.numLayers)
        return tr("Pipeline parallel size (%1) is larger than the number of hidden layers (%2).")
            .arg(c.pipelineParallelSize)
            .arg(model.numLayers);
    if (c.worldSize() > gpu.count)
        return tr("tensor_parallel_size x pipeline_parallel_size = %1 GPUs, but only %2 GPU(s) are available.")
            .arg(c.worldSize())
            .arg(gpu.count);

    if (c.maxModelLen) {
        if (*c.maxModelLen < 1)
            return tr("--max-model-len must be at least 1 (got %1)").arg(*c.maxModelLen);
        if (*c.maxModelLen > model.maxPositionEmbeddings)
            return tr("User-specified max_model_len (%1) is greater than the derived max_model_len "
                      "(max_position_embeddings=%2 or model_max_length=None in model's config.json). To allow "
                      "overriding this maximum, set the env var VLLM_ALLOW_LONG_MAX_MODEL_LEN=1.")
                .arg(*c.maxModelLen)
                .arg(model.maxPositionEmbeddings);
    }
    if (c.maxNumSeqs && (*c.maxNumSeqs < 1 || *c.maxNumSeqs > 1'000'000))
        return tr("--max-num-seqs must be between 1 and 1000000 (got %1)").arg(*c.maxNumSeqs);
    if (c.maxNumBatchedTokens && (*c.maxNumBatchedTokens < 1 || *c.maxNumBatchedTokens > 100'000'000))
        return tr("--max-num-batched-tokens must be between 1 and 100000000 (got %1)").arg(*c.maxNumBatchedTokens);
    if (c.maxNumSeqs && c.maxNumBatchedTokens && *c.maxNumBatchedTokens < *c.maxNumSeqs)
        return tr("max_num_batched_tokens (%1) must be greater than or equal to max_num_seqs (%2).")
            .arg(*c.maxNumBatchedTokens)
            .arg(*c.maxNumSeqs);
    if (c.blockSize && (*c.blockSize < 1 || *c.blockSize > 4096))
        return tr("--block-size must be between 1 and 4096 tokens (got %1)").arg(*c.blockSize);
    if (c.otherProcessesBytes < 0 || c.otherProcessesBytes > gpu.totalBytes)
        return tr("Memory used by other processes (%1 GiB) must be between 0 and the GPU's %2 GiB")
            .arg(toGiB(c.otherProcessesBytes), 0, 'f', 2)
            .arg(toGiB(gpu.totalBytes), 0, 'f', 2);
    if (c.kvCacheMemoryBytes && *c.kvCacheMemoryBytes <= 0)
        return tr("--kv-cache-memory must be a positive number of bytes");
    for (const auto& term : {c.overrides.nonTorch, c.overrides.activation, c.overrides.cudaGraph, c.overrides.total,
                             c.overrides.weights}) {
        if (term && (*term < 0 || *term > gpu.totalBytes))
            return tr("An overhead or weights override must be between 0 and the GPU's memory (got %1 GiB)")
                .arg(toGiB(*term), 0, 'f', 2);
    }
    if (model.quantization.isQuantized() && c.quantization && *c.quantization != QuantMethod::None &&
        *c.quantization != model.quantization.method)
        return tr("Quantization method specified in the model config (%1) does not match the quantization method "
                  "specified in the `quantization` argument (%2).")
            .arg(model.quantization.checkpointFormat.isEmpty() ? quantMethodName(model.quantization.method)
                                                               : model.quantization.checkpointFormat,
                 quantMethodName(*c.quantization));

    const Workload& w = s.workload;
    if (w.requestTokens < 1 || w.requestTokensP95 < 1)
        return tr("Request lengths must be at least 1 token (typical %1, p95 %2)")
            .arg(w.requestTokens)
            .arg(w.requestTokensP95);
    if (!std::isfinite(w.safetyMargin) || w.safetyMargin <= 0.0 || w.safetyMargin > 1.0)
        return tr("The max_num_seqs safety margin must be greater than 0 and at most 1 (got %1)").arg(w.safetyMargin);
    return {};
}

Plan computePlan(const Scenario& s)
{
    Plan plan;
    if (QString problem = validateScenario(s); !problem.isEmpty()) {
        plan.verdict = Verdict::InvalidInput;
        plan.inputError = std::move(problem);
        return plan;
    }

    const ServingConfig& c = s.serving;
    plan.settings = resolveSettings(s);
    const ResolvedSettings& rs = plan.settings;
    const OverheadModel om = overheadModelFor(c.vllmVersion);
    const int tp = c.tensorParallelSize;
    const int pp = c.pipelineParallelSize;
    const bool graphsCharged = c.vllmVersion >= VllmVersion{0, 21, 0};

    // requested_memory = ceil(total * gpu_memory_utilization) (v1/worker/utils.py).
    const Bytes ceiling =
        static_cast<Bytes>(std::ceil(static_cast<double>(s.gpu.totalBytes) * rs.gpuMemoryUtilization));
    const Bytes context = estimateCudaContext(om, c.worldSize());
    const NonTorchEstimate nonTorch = estimateNonTorch(om, c.worldSize());

    const std::vector<int> split = pipelineLayerSplit(s.model.numLayers, pp);
    plan.stages.reserve(split.size());
    int firstLayer = 0;
    for (int i = 0; i < pp; ++i) {
        StagePlan stage;
        stage.stage = i;
        stage.firstLayer = firstLayer;
        stage.numLayers = split[static_cast<std::size_t>(i)];
        stage.hasEmbedding = i == 0;
        stage.hasLmHead = i == pp - 1;
        firstLayer += stage.numLayers;

        const StageLayout layout{i, stage.firstLayer, stage.numLayers, stage.hasEmbedding, stage.hasLmHead};
        stage.weights = stageWeights(s.model, rs, tp, pp, layout);
        stage.activation = estimateActivation(om, s.model, rs, tp, stage.hasLmHead);
        stage.cudaGraph = estimateCudaGraphs(om, rs, c.enforceEager, stage.activation.forwardBytesPerToken, graphsCharged);
        stage.nonTorchBase = nonTorch.base;
        stage.nonTorchCommunication = nonTorch.communication;
        stage.kv = kvPerToken(s.model, rs, tp, stage.numLayers);

        MemoryTerms& m = stage.memory;
        m.total = s.gpu.totalBytes;
        m.ceiling = ceiling;
        m.otherProcesses = c.otherProcessesBytes;
        m.cudaContext = context;
        m.weights = c.overrides.weights.value_or(stage.weights.total());
        m.nonTorch = nonTorch.total();
        m.activation = stage.activation.peak;
        m.cudaGraph = stage.cudaGraph.bytes;
        applyOverheadOverrides(c.overrides, m);
        if (c.kvCacheMemoryBytes)
            m.kvCache = *c.kvCacheMemoryBytes; // --kv-cache-memory skips profiling and ignores util
        else
            m.kvCache = m.ceiling - m.weights - m.nonTorch - m.activation - (graphsCharged ? m.cudaGraph : 0);
        stage.numBlocks = blocksFor(m.kvCache, stage.kv);
        plan.stages.push_back(stage);
    }

    // vLLM takes the minimum number of blocks over all workers; among stages with none, the one
    // with the least memory is the one whose error the user sees.
    for (std::size_t i = 1; i < plan.stages.size(); ++i) {
        const StagePlan& candidate = plan.stages[i];
        const StagePlan& worst = plan.stages[static_cast<std::size_t>(plan.worstStage)];
        if (candidate.numBlocks < worst.numBlocks ||
            (candidate.numBlocks == worst.numBlocks && candidate.memory.kvCache < worst.memory.kvCache))
            plan.worstStage = static_cast<int>(i);
    }
    const StagePlan& worst = plan.worst();
    plan.memory = worst.memory;
    plan.kv = worst.kv;
    plan.numBlocks = worst.numBlocks;
    plan.kvTokens = plan.numBlocks * rs.blockSize;
    const std::int64_t mnbt = rs.maxNumBatchedTokens;
    plan.maxConcurrency = concurrencyFor(plan.kv, plan.numBlocks, rs.maxModelLen, rs.blockSize, mnbt);
    plan.kvNeededForMaxLen = kvBytesForTokens(plan.kv, rs.maxModelLen, rs.blockSize, mnbt);

    // Startup checks in the order vLLM meets them: the free-memory guard at worker start, loading
    // the weights, then the KV-cache checks after profiling.
    if (!c.kvCacheMemoryBytes && plan.memory.startupFree() < plan.memory.ceiling)
        plan.verdict = Verdict::InsufficientFreeMemory;
    else if (plan.memory.weights > plan.memory.startupFree())
        plan.verdict = Verdict::WeightsExceedMemory;
    else if (plan.memory.kvCache <= 0)
        plan.verdict = Verdict::NoMemoryForCacheBlocks;
    else if (plan.kvNeededForMaxLen > plan.memory.kvCache)
        plan.verdict = Verdict::MaxModelLenTooLarge;

    // vLLM's estimate_max_model_len searches 1..max_model_len; past a successful start the same search
    // up to the model's own limit tells how far the context could grow.
    if (plan.verdict == Verdict::Fits || plan.verdict == Verdict::MaxModelLenTooLarge) {
        const KvPerToken kv = plan.kv;
        const int blockSize = rs.blockSize;
        const std::int64_t limit = plan.fits() ? s.model.maxPositionEmbeddings : rs.maxModelLen;
        plan.estimatedMaxModelLen = estimateMaxModelLen(
            plan.memory.kvCache, limit, [&](std::int64_t len) { return kvBytesForTokens(kv, len, blockSize, mnbt); });
    }

    plan.realisticConcurrency = concurrencyFor(plan.kv, plan.numBlocks, s.workload.requestTokens, rs.blockSize, mnbt);
    const double p95Fit = concurrencyFor(plan.kv, plan.numBlocks, s.workload.requestTokensP95, rs.blockSize, mnbt);
    plan.recommendedMaxNumSeqs = static_cast<std::int64_t>(std::floor(p95Fit * s.workload.safetyMargin));
    return plan;
}

} // namespace kvb
