#include "budget/engine.h"

#include "base/limits.h"

#include "budget/defaults.h"
#include "budget/kvcache.h"
#include "budget/overhead.h"
#include "budget/weights.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Engine)
};

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
    const Bytes fixed =
        (o.nonTorch ? m.nonTorch : 0) + (o.activation ? m.activation : 0) + (o.cudaGraph ? m.cudaGraph : 0);
    const Bytes free = std::max<Bytes>(0, *o.total - fixed);
    const Bytes estimated =
        (o.nonTorch ? 0 : m.nonTorch) + (o.activation ? 0 : m.activation) + (o.cudaGraph ? 0 : m.cudaGraph);
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
        return Text::tr("Model %1: %2")
            .arg(model.displayName.isEmpty() ? model.id : model.displayName, problem);
    if (!model.unmodelledFeatures.isEmpty())
        return Text::tr(
                   "Model %1 uses %2, which this version of kvbudget does not model yet; its plan would be "
                   "wrong.")
            .arg(model.displayName.isEmpty() ? model.id : model.displayName,
                 model.unmodelledFeatures.join(QLatin1String(", ")));

    const GpuSpec& gpu = s.gpu;
    if (gpu.totalBytes <= 0)
        return Text::tr("GPU memory must be positive (got %1 bytes)").arg(gpu.totalBytes);
    if (gpu.totalBytes > limits::kMaxGpuMemory)
        return Text::tr("GPU memory of %1 GiB per GPU is implausibly large")
            .arg(toGiB(gpu.totalBytes), 0, 'f', 1);

    const ServingConfig& c = s.serving;
    if (c.gpuMemoryUtilization) {
        const double u = *c.gpuMemoryUtilization;
        if (!std::isfinite(u) || u <= 0.0 || u > 1.0)
            return Text::tr("--gpu-memory-utilization must be greater than 0 and at most 1 (got %1)").arg(u);
    }
    if (c.tensorParallelSize < 1 || c.tensorParallelSize > limits::kMaxParallelSize)
        return Text::tr("--tensor-parallel-size must be between 1 and %1 (got %2)")
            .arg(limits::kMaxParallelSize)
            .arg(c.tensorParallelSize);
    if (c.pipelineParallelSize < 1 || c.pipelineParallelSize > limits::kMaxParallelSize)
        return Text::tr("--pipeline-parallel-size must be between 1 and %1 (got %2)")
            .arg(limits::kMaxParallelSize)
            .arg(c.pipelineParallelSize);
    const int tp = c.tensorParallelSize;
    if (model.numAttentionHeads % tp != 0)
        return Text::tr(
                   "Total number of attention heads (%1) must be divisible by tensor parallel size (%2).")
            .arg(model.numAttentionHeads)
            .arg(tp);
    if ((tp >= model.numKvHeads && tp % model.numKvHeads != 0) ||
        (tp < model.numKvHeads && model.numKvHeads % tp != 0))
        return Text::tr(
                   "num_key_value_heads (%1) and tensor parallel size (%2) must divide one another: vLLM "
                   "shards "
                   "or replicates whole K/V heads.")
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
    if (c.dataParallelSize < 1 || c.dataParallelSize > limits::kMaxDataParallelSize)
        return Text::tr("--data-parallel-size must be between 1 and %1 (got %2)")
            .arg(limits::kMaxDataParallelSize)
            .arg(c.dataParallelSize);
    if (c.worldSize() > gpu.count)
        return Text::tr("tensor_parallel_size x pipeline_parallel_size = %1 GPUs, but only %2 GPU(s) are "
                        "available.")
            .arg(c.worldSize())
            .arg(gpu.count);

    if (c.maxModelLen) {
        if (*c.maxModelLen < 1)
            return Text::tr("--max-model-len must be at least 1 (got %1)").arg(*c.maxModelLen);
        if (*c.maxModelLen > model.maxPositionEmbeddings)
            return Text::tr(
                       "User-specified max_model_len (%1) is greater than the derived max_model_len "
                       "(max_position_embeddings=%2 or model_max_length=None in model's config.json). To "
                       "allow "
                       "overriding this maximum, set the env var VLLM_ALLOW_LONG_MAX_MODEL_LEN=1.")
                .arg(*c.maxModelLen)
                .arg(model.maxPositionEmbeddings);
    }
    if (c.maxNumSeqs && (*c.maxNumSeqs < 1 || *c.maxNumSeqs > limits::kMaxNumSeqs))
        return Text::tr("--max-num-seqs must be between 1 and %1 (got %2)")
            .arg(limits::kMaxNumSeqs)
            .arg(*c.maxNumSeqs);
    if (c.maxNumBatchedTokens &&
        (*c.maxNumBatchedTokens < 1 || *c.maxNumBatchedTokens > limits::kMaxBatchedTokens))
        return Text::tr("--max-num-batched-tokens must be between 1 and %1 (got %2)")
            .arg(limits::kMaxBatchedTokens)
            .arg(*c.maxNumBatchedTokens);
    if (c.maxNumSeqs && c.maxNumBatchedTokens && *c.maxNumBatchedTokens < *c.maxNumSeqs)
        return Text::tr("max_num_batched_tokens (%1) must be greater than or equal to max_num_seqs (%2).")
            .arg(*c.maxNumBatchedTokens)
            .arg(*c.maxNumSeqs);
    if (c.blockSize && (*c.blockSize < 1 || *c.blockSize > limits::kMaxBlockSize))
        return Text::tr("--block-size must be between 1 and %1 tokens (got %2)")
            .arg(limits::kMaxBlockSize)
            .arg(*c.blockSize);
    if (c.otherProcessesBytes < 0 || c.otherProcessesBytes > gpu.totalBytes)
        return Text::tr("Memory used by other processes (%1 GiB) must be between 0 and the GPU's %2 GiB")
            .arg(toGiB(c.otherProcessesBytes), 0, 'f', 2)
            .arg(toGiB(gpu.totalBytes), 0, 'f', 2);
    if (c.kvCacheMemoryBytes && *c.kvCacheMemoryBytes <= 0)
        return Text::tr("--kv-cache-memory must be a positive number of bytes");
    for (const auto& term : {c.overrides.nonTorch, c.overrides.activation, c.overrides.cudaGraph,
                             c.overrides.total, c.overrides.weights}) {
        if (term && (*term < 0 || *term > gpu.totalBytes))
            return Text::tr(
                       "An overhead or weights override must be between 0 and the GPU's memory (got %1 GiB)")
                .arg(toGiB(*term), 0, 'f', 2);
    }
    if (model.quantization.isQuantized() && c.quantization && *c.quantization != QuantMethod::None &&
        *c.quantization != model.quantization.method)
        return Text::tr(
                   "Quantization method specified in the model config (%1) does not match the quantization "
                   "method "
                   "specified in the `quantization` argument (%2).")
            .arg(model.quantization.checkpointFormat.isEmpty() ? quantMethodName(model.quantization.method)
                                                               : model.quantization.checkpointFormat,
                 quantMethodName(*c.quantization));

    const Workload& w = s.workload;
    if (w.requestTokens < 1 || w.requestTokensP95 < 1)
        return Text::tr("Request lengths must be at least 1 token (typical %1, p95 %2)")
            .arg(w.requestTokens)
            .arg(w.requestTokensP95);
    if (!std::isfinite(w.safetyMargin) || w.safetyMargin <= 0.0 || w.safetyMargin > 1.0)
        return Text::tr("The max_num_seqs safety margin must be greater than 0 and at most 1 (got %1)")
            .arg(w.safetyMargin);
    return {};
}

namespace {

// Blocks a pool of `kvCache` bytes holds, under this version's formula.
std::int64_t blocksIn(Bytes kvCache, const KvPerToken& kv)
{
    return blocksFor(kvCache, kv);
}

// The figures that follow from a number of blocks: tokens and maximum concurrency, per version.
struct BlockFigures
{
    std::int64_t tokens = 0;
    double maxConcurrency = 0;
};

BlockFigures figuresFor(const AccountingRules& rules, const KvPerToken& kv, std::int64_t blocks,
                        const ResolvedSettings& rs)
{
    BlockFigures f;
    if (rules.engine == EngineKind::V0) {
        // V0: num_gpu_blocks * block_size / max_model_len, a float.
        f.tokens = blocks * rs.blockSize;
        f.maxConcurrency =
            rs.maxModelLen > 0 ? static_cast<double>(f.tokens) / static_cast<double>(rs.maxModelLen) : 0;
        return f;
    }
    f.maxConcurrency = concurrencyFor(kv, blocks, rs.maxModelLen, rs.blockSize, rs.maxNumBatchedTokens);
    // num_blocks // n_groups * min_block_size: undercounts hybrids, as vLLM's log does.
    f.tokens = rules.tokens == TokensFormula::ConcurrencyTimesMaxLen
                   ? static_cast<std::int64_t>(f.maxConcurrency * static_cast<double>(rs.maxModelLen))
                   : blocks / std::max(1, kv.groups()) * rs.blockSize;
    return f;
}

} // namespace

Plan computePlan(const Scenario& s)
{
    Plan plan;
    if (QString problem = validateScenario(s); !problem.isEmpty()) {
        plan.verdict = Verdict::InvalidInput;
        plan.inputError = std::move(problem);
        return plan;
    }

    const ServingConfig& c = s.serving;
    plan.rules = accountingRulesFor(c.vllmVersion, c.engine);
    const AccountingRules& rules = plan.rules;
    plan.settings = resolveSettings(s, rules);
    const ResolvedSettings& rs = plan.settings;
    if (rules.engine == EngineKind::V0 && !rs.chunkedPrefill && rs.maxNumBatchedTokens < rs.maxModelLen) {
        plan.verdict = Verdict::InvalidInput;
        plan.inputError =
            Text::tr(
                "max_num_batched_tokens (%1) is smaller than max_model_len (%2). This effectively limits "
                "the maximum sequence length to max_num_batched_tokens and makes vLLM reject longer "
                "sequences. Please increase max_num_batched_tokens or decrease max_model_len.")
                .arg(rs.maxNumBatchedTokens)
                .arg(rs.maxModelLen);
        return plan;
    }
    const OverheadModel om = overheadModelFor(rules);
    const int tp = c.tensorParallelSize;
    const int pp = c.pipelineParallelSize;
    // Expert parallelism spreads whole experts over the tensor- and data-parallel GPUs.
    const int expertParallel =
        c.enableExpertParallel && s.model.moe.active() ? tp * std::max(1, c.dataParallelSize) : 1;
    const bool contextCharged = rules.charge == ChargeModel::TotalUsed;

    // requested_memory = ceil(total * gpu_memory_utilization) (v1/worker/utils.py).
    const Bytes ceiling =
        static_cast<Bytes>(std::ceil(static_cast<double>(s.gpu.totalBytes) * rs.gpuMemoryUtilization));
    const Bytes context = estimateCudaContext(om, rules, s.gpu, c.worldSize());
    const NonTorchEstimate nonTorch = estimateNonTorch(om, rules, c.worldSize());

    auto memoryFor = [&](const StagePlan& stage, const ActivationEstimate& activation) {
        MemoryTerms m;
        m.total = s.gpu.totalBytes;
        m.ceiling = ceiling;
        m.otherProcesses = c.otherProcessesBytes;
        m.cudaContext = context;
        m.graphsCharged = rules.cudaGraphsInBudget;
        m.contextAndOthersCharged = contextCharged;
        m.weights = c.overrides.weights.value_or(stage.weights.total());
        m.nonTorch = nonTorch.total();
        m.activation = activation.peak;
        m.cudaGraph = stage.cudaGraph.bytes;
        applyOverheadOverrides(c.overrides, m);
        m.kvCache = c.kvCacheMemoryBytes ? *c.kvCacheMemoryBytes // --kv-cache-memory skips profiling
                                         : m.ceiling - m.charged();
        return m;
    };

    const std::vector<int> split = pipelineLayerSplit(s.model.numLayers, pp);
    plan.stages.reserve(split.size());
    plan.ranks.reserve(static_cast<std::size_t>(c.worldSize()));
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
        stage.weights = stageWeights(s.model, rs, tp, pp, layout, expertParallel);
        stage.activation = estimateActivation(om, s.model, rs, tp, stage.hasLmHead, true);
        stage.cudaGraph = estimateCudaGraphs(om, rules, rs, c.enforceEager,
                                             stage.activation.forwardBytesPerToken, stage.numLayers);
        stage.nonTorchBase = nonTorch.base;
        stage.nonTorchCommunication = nonTorch.communication;
        stage.kv = kvLayoutFor(s.model, rs, tp, stage.firstLayer, stage.numLayers, s.gpu.computeCapability);
        if (i == 0 && stage.kv.blockSize != rs.blockSize)
            plan.settings.blockSize = stage.kv.blockSize; // raised for a Mamba hybrid's state
        stage.memory = memoryFor(stage, stage.activation);
        stage.numBlocks = blocksIn(stage.memory.kvCache, stage.kv);

        // Each worker computes its own budget. Under V0 only the driver (TP rank 0) samples, so the
        // other ranks of the last stage profile a smaller peak.
        RankPlan driver{i * tp, i, 0, stage.memory, stage.activation, stage.numBlocks};
        plan.ranks.push_back(driver);
        if (tp > 1) {
            RankPlan other = driver;
            other.activation = estimateActivation(om, s.model, rs, tp, stage.hasLmHead, false);
            if (other.activation.peak != stage.activation.peak) {
                other.memory = memoryFor(stage, other.activation);
                other.numBlocks = blocksIn(other.memory.kvCache, stage.kv);
            }
            for (int r = 1; r < tp; ++r) {
                other.rank = i * tp + r;
                other.tpRank = r;
                plan.ranks.push_back(other);
            }
        }
        plan.stages.push_back(stage);
    }

    // vLLM takes the minimum number of blocks over all workers; among ranks with none, the one with
    // the least memory is the one whose error the user sees.
    for (std::size_t i = 1; i < plan.ranks.size(); ++i) {
        const RankPlan& candidate = plan.ranks[i];
        const RankPlan& worst = plan.ranks[static_cast<std::size_t>(plan.worstRank)];
        if (candidate.numBlocks < worst.numBlocks ||
            (candidate.numBlocks == worst.numBlocks && candidate.memory.kvCache < worst.memory.kvCache))
            plan.worstRank = static_cast<int>(i);
    }
    const RankPlan& worstRank = plan.ranks[static_cast<std::size_t>(plan.worstRank)];
    plan.worstStage = worstRank.stage;
    plan.memory = worstRank.memory;
    plan.kv = plan.stages[static_cast<std::size_t>(plan.worstStage)].kv;
    plan.numBlocks = worstRank.numBlocks;
    plan.calibrated = c.overrides.calibrated;

    const std::int64_t mnbt = rs.maxNumBatchedTokens;
    const BlockFigures figures = figuresFor(rules, plan.kv, plan.numBlocks, rs);
    plan.kvTokens = figures.tokens;
    plan.maxConcurrency = figures.maxConcurrency;
    plan.kvNeededForMaxLen = kvBytesForTokens(plan.kv, rs.maxModelLen, rs.blockSize, mnbt);

    // Startup checks in the order vLLM meets them: the free-memory guard at worker start (V1 from
    // 0.9.2; before it, a KV allocation beyond the free memory fails with CUDA OOM, reported the same
    // way), loading the weights, then the KV-cache checks after profiling.
    const bool othersOutsideBudget = !contextCharged;
    if (!c.kvCacheMemoryBytes && othersOutsideBudget && plan.memory.startupFree() < plan.memory.ceiling)
        plan.verdict = Verdict::InsufficientFreeMemory;
    else if (plan.memory.weights > plan.memory.startupFree())
        plan.verdict = Verdict::WeightsExceedMemory;
    else if (plan.memory.kvCache <= 0 || (rules.engine == EngineKind::V0 && plan.numBlocks <= 0))
        plan.verdict = Verdict::NoMemoryForCacheBlocks; // V1 checks the bytes, V0 the blocks
    else if (rules.engine == EngineKind::V0 ? rs.maxModelLen > rs.blockSize * plan.numBlocks / pp
                                            : plan.kvNeededForMaxLen > plan.memory.kvCache)
        plan.verdict = Verdict::MaxModelLenTooLarge;

    // vLLM's estimate_max_model_len searches 1..max_model_len; past a successful start the same search
    // up to the model's own limit tells how far the context could grow.
    if (plan.verdict == Verdict::Fits || plan.verdict == Verdict::MaxModelLenTooLarge) {
        const KvPerToken kv = plan.kv;
        const int blockSize = rs.blockSize;
        const std::int64_t limit = plan.fits() ? s.model.maxPositionEmbeddings : rs.maxModelLen;
        plan.estimatedMaxModelLen = estimateMaxModelLen(plan.memory.kvCache, limit, [&](std::int64_t len) {
            return kvBytesForTokens(kv, len, blockSize, mnbt);
        });
    }

    plan.steadyStateActivationBytes =
        plan.ranks[static_cast<std::size_t>(plan.worstRank)].activation.textPeak();
    plan.startupPeakBytes = plan.memory.weights + plan.memory.nonTorch + plan.memory.activation +
                            (plan.memory.graphsCharged ? plan.memory.cudaGraph : 0);

    plan.realisticConcurrency =
        concurrencyFor(plan.kv, plan.numBlocks, s.workload.requestTokens, rs.blockSize, mnbt);
    const double p95Fit =
        concurrencyFor(plan.kv, plan.numBlocks, s.workload.requestTokensP95, rs.blockSize, mnbt);
    plan.recommendedMaxNumSeqs = static_cast<std::int64_t>(std::floor(p95Fit * s.workload.safetyMargin));

    // The band: how far real startups of this era land from the estimate, or the rounding of a
    // calibrated log's figures.
    UncertaintyBand& band = plan.band;
    if (c.kvCacheMemoryBytes) {
        band.bandBytes = 0;
    } else if (plan.calibrated) {
        band.bandBytes = fromGiB(0.01);
    } else {
        const Bytes estimated =
            (c.overrides.nonTorch ? 0 : plan.memory.nonTorch) +
            (c.overrides.activation ? 0 : plan.memory.activation) +
            (rules.cudaGraphsInBudget && !c.overrides.cudaGraph ? plan.memory.cudaGraph : 0) +
            (contextCharged ? plan.memory.cudaContext : 0);
        band.bandBytes =
            c.overrides.total
                ? fromGiB(0.01)
                : std::max(om.uncertaintyFloor,
                           static_cast<Bytes>(om.uncertaintyFraction * static_cast<double>(estimated)));
    }
    band.kvCacheLow = plan.memory.kvCache - band.bandBytes;
    band.kvCacheHigh = plan.memory.kvCache + band.bandBytes;
    const BlockFigures low = figuresFor(rules, plan.kv, blocksIn(band.kvCacheLow, plan.kv), rs);
    const BlockFigures high = figuresFor(rules, plan.kv, blocksIn(band.kvCacheHigh, plan.kv), rs);
    band.kvTokensLow = low.tokens;
    band.kvTokensHigh = high.tokens;
    band.maxConcurrencyLow = low.maxConcurrency;
    band.maxConcurrencyHigh = high.maxConcurrency;
    return plan;
}

} // namespace kvb
