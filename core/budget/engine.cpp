#include "budget/engine.h"

#include "base/limits.h"

#include "budget/band.h"
#include "budget/defaults.h"
#include "budget/kvcache.h"
#include "budget/modelkinds.h"
#include "budget/overhead.h"
#include "budget/profilerun.h"
#include "budget/scenariocheck.h"
#include "budget/weights.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace kvb {

namespace {

// The figures that follow from a number of blocks: tokens and maximum concurrency, per version.
struct BlockFigures
{
    std::int64_t tokens = 0;
    double maxConcurrency = 0;
};

// Blocks x tokens per block. An attention-free model's block is max_model_len tokens, so the product
// saturates rather than wrap, and the plan's sanity check then reports it (plancheck.cpp).
std::int64_t saturatingProduct(std::int64_t blocks, int blockSize)
{
    std::int64_t tokens = 0;
    if (__builtin_mul_overflow(blocks, std::int64_t{blockSize}, &tokens))
        return std::numeric_limits<std::int64_t>::max();
    return tokens;
}

BlockFigures figuresFor(const AccountingRules& rules, const KvPerToken& kv, std::int64_t blocks,
                        const ResolvedSettings& rs)
{
    BlockFigures f;
    if (rules.engine == EngineKind::V0) {
        // V0: num_gpu_blocks * block_size / max_model_len, a float.
        f.tokens = saturatingProduct(blocks, rs.blockSize);
        f.maxConcurrency =
            rs.maxModelLen > 0 ? static_cast<double>(f.tokens) / static_cast<double>(rs.maxModelLen) : 0;
        return f;
    }
    f.maxConcurrency = concurrencyFor(kv, blocks, rs.maxModelLen, rs.blockSize, rs.maxNumBatchedTokens);
    // num_blocks // n_groups * min_block_size: undercounts hybrids, as vLLM's log does.
    f.tokens = rules.tokens == TokensFormula::ConcurrencyTimesMaxLen
                   ? static_cast<std::int64_t>(f.maxConcurrency * static_cast<double>(rs.maxModelLen))
                   : saturatingProduct(blocks / std::max(1, kv.groups()), rs.blockSize);
    return f;
}

// What every stage and rank of one plan shares.
struct PlanContext
{
    const Scenario& s;
    const AccountingRules& rules;
    const ResolvedSettings& rs;
    const FittedConstants& k;
    int tp = 1;
    int pp = 1;
    int expertParallel = 1;
    int expertTensorParallel = 0; // V1 MoE with DP but no EP: experts split over TP x DP (0: TP)
    int moeGatheringRanks = 1;    // V1 MoE with DP: the DP ranks each MoE layer gathers (profilerun.h)
    bool contextCharged = false;
    Bytes ceiling = 0;
    Bytes context = 0;
    NonTorchEstimate nonTorch;
};

PlanContext contextFor(const Scenario& s, const AccountingRules& rules, const ResolvedSettings& rs,
                       const FittedConstants& k)
{
    const ServingConfig& c = s.serving;
    PlanContext x{s, rules, rs, k, 1, 1, 1, 0, 1, false, 0, 0, {}};
    x.tp = c.tensorParallelSize;
    x.pp = c.pipelineParallelSize;
    // Expert parallelism spreads whole experts over the tensor- and data-parallel GPUs.
    x.expertParallel =
        c.enableExpertParallel && s.model.moe.active() ? x.tp * std::max(1, c.dataParallelSize) : 1;
    // Without EP, V1's FusedMoE flattens TP across DP (FusedMoEParallelConfig.make, flatten_tp_across_dp):
    // every expert's width is split over all TP x DP GPUs.
    x.moeGatheringRanks = moeGatheringRanks(s, rules);
    if (x.moeGatheringRanks > 1 && x.expertParallel == 1)
        x.expertTensorParallel = x.tp * c.dataParallelSize;
    x.contextCharged = rules.charge == ChargeModel::TotalUsed;
    // requested_memory = ceil(total * gpu_memory_utilization) (v1/worker/utils.py).
    x.ceiling =
        static_cast<Bytes>(std::ceil(static_cast<double>(s.gpu.totalBytes) * rs.gpuMemoryUtilization));
    x.context = estimateCudaContext(k, rules, s.gpu, c.tensorParallelSize, c.pipelineParallelSize,
                                    x.moeGatheringRanks);
    x.nonTorch =
        estimateNonTorch(k, rules, s.gpu, c.tensorParallelSize, c.pipelineParallelSize, x.moeGatheringRanks);
    return x;
}

MemoryTerms memoryFor(const PlanContext& x, const StagePlan& stage, const ActivationEstimate& activation)
{
    const ServingConfig& c = x.s.serving;
    MemoryTerms m;
    m.total = x.s.gpu.totalBytes;
    m.ceiling = x.ceiling;
    m.otherProcesses = c.otherProcessesBytes;
    m.cudaContext = x.context;
    m.graphsCharged = x.rules.cudaGraphsInBudget;
    m.contextAndOthersCharged = x.contextCharged;
    m.torchPeakOnly = x.rules.charge == ChargeModel::TorchPeakOnly;
    m.weights = c.overrides.weights.value_or(stage.weights.total());
    m.nonTorch = x.nonTorch.total();
    m.activation = activation.peak;
    m.cudaGraph = stage.cudaGraph.bytes;
    applyOverheadOverrides(c.overrides, m);
    // The profiling run cannot hold more than the GPU has free beside the weights: beyond that torch
    // raises CUDA out of memory (startupVerdict) and the charged peak is what it held when it died.
    m.activationDemand = m.activation;
    if (!c.kvCacheMemoryBytes)
        m.activation = std::clamp<Bytes>(m.freeBesideWeights(), 0, m.activation);
    m.kvCache = hasNoKvCache(x.s.model) ? 0 // attention-free: vLLM allocates no pool at all
                : c.kvCacheMemoryBytes  ? *c.kvCacheMemoryBytes // --kv-cache-memory skips profiling
                                        : m.ceiling - m.charged();
    return m;
}

ProfileSite siteFor(const PlanContext& x, const StagePlan& stage, bool samplingRank)
{
    return {x.tp,
            stage.hasLmHead,
            samplingRank,
            x.s.serving.flashInferSampler,
            x.rs.pooling,
            x.moeGatheringRanks,
            x.expertParallel > 1 ? 1 : (x.expertTensorParallel > 0 ? x.expertTensorParallel : x.tp)};
}

// The profiling run's peak on one rank; Whisper's starts with its audio encoder.
ActivationEstimate activationFor(const PlanContext& x, const StagePlan& stage, bool samplingRank)
{
    ActivationEstimate a = estimateActivation(x.rules, x.s.model, x.rs, x.s.gpu,
                                              siteFor(x, stage, samplingRank), x.k.activation);
    addAudioEncoderPass(x.s.model, x.rs, x.tp, x.k.activation, a);
    return a;
}

// Encoder-only models and Whisper have their own shapes (budget/modelkinds.h); a decoder run as an
// embedding model drops its lm_head (vLLM's pooling adapter deletes it).
WeightBreakdown weightsFor(const PlanContext& x, const StageLayout& layout)
{
    const ModelSpec& model = x.s.model;
    if (model.encoder.active())
        return encoderModelWeights(model, x.rs, x.tp);
    WeightBreakdown w =
        stageWeights(model, x.rs, x.tp, x.pp, layout, x.expertParallel, x.expertTensorParallel);
    if (x.rs.pooling) {
        w.parameters -= w.lmHead / std::max(1, bytesPerElement(x.rs.modelDtype));
        w.lmHead = 0;
    }
    return w;
}

StageLayout layoutOf(const StagePlan& stage)
{
    return {stage.stage, stage.firstLayer, stage.numLayers, stage.hasEmbedding, stage.hasLmHead};
}

StagePlan planStage(const PlanContext& x, int index, int firstLayer, int numLayers)
{
    const ModelSpec& model = x.s.model;
    StagePlan stage;
    stage.stage = index;
    stage.firstLayer = firstLayer;
    stage.numLayers = numLayers;
    stage.hasEmbedding = index == 0;
    stage.hasLmHead = index == x.pp - 1;
    const StageLayout layout = layoutOf(stage);
    stage.weights = weightsFor(x, layout);
    stage.activation = activationFor(x, stage, true);
    stage.cudaGraph = estimateCudaGraphs(graphRulesFor(x.rules, model, x.rs), x.rs, x.s.serving.enforceEager,
                                         stage.activation.forwardBytesPerToken, numLayers);
    stage.nonTorchBase = x.nonTorch.base;
    stage.nonTorchCommunication = x.nonTorch.communication;
    stage.kv = model.encoder.active() ? encoderModelKvLayout(x.rules, model, x.rs, x.tp)
                                      : kvLayoutFor(model, x.rs, x.tp, firstLayer, numLayers);
    stage.memory = memoryFor(x, stage, stage.activation);
    stage.numBlocks = blocksFor(stage.memory.kvCache, stage.kv);
    return stage;
}

// Each worker computes its own budget. Under V0 only the driver (TP rank 0) samples, so the other
// ranks of the last stage profile a smaller peak.
void addRanks(const PlanContext& x, const StagePlan& stage, std::vector<RankPlan>& ranks)
{
    const RankPlan driver{stage.stage * x.tp, stage.stage,      0,
                          stage.memory,       stage.activation, stage.numBlocks};
    ranks.push_back(driver);
    if (x.tp == 1)
        return;
    RankPlan other = driver;
    other.activation = activationFor(x, stage, false);
    if (other.activation.peak != stage.activation.peak) {
        other.memory = memoryFor(x, stage, other.activation);
        other.numBlocks = blocksFor(other.memory.kvCache, stage.kv);
    }
    for (int r = 1; r < x.tp; ++r) {
        other.rank = stage.stage * x.tp + r;
        other.tpRank = r;
        ranks.push_back(other);
    }
}

// vLLM takes the minimum number of blocks over all workers; among ranks with none, the one with the
// least memory is the one whose error the user sees. A fixed pool gives every rank the same blocks, so
// the rank with the least room for it is the one whose allocation fails first.
int worstRankOf(const std::vector<RankPlan>& ranks)
{
    const auto worse = [](const RankPlan& a, const RankPlan& b) {
        if (a.numBlocks != b.numBlocks)
            return a.numBlocks < b.numBlocks;
        if (a.memory.kvCache != b.memory.kvCache)
            return a.memory.kvCache < b.memory.kvCache;
        return a.memory.freeBesideWeights() < b.memory.freeBesideWeights();
    };
    int worst = 0;
    for (std::size_t i = 1; i < ranks.size(); ++i)
        if (worse(ranks[i], ranks[static_cast<std::size_t>(worst)]))
            worst = static_cast<int>(i);
    return worst;
}

// The startup checks in the order vLLM meets them: the free-memory guard at worker start (V1 0.9.1+,
// #19312), loading the weights, then the KV-cache checks after profiling. Where the budget leaves other
// processes and the context out and no guard exists, a pool larger than what is free fails the KV
// allocation with CUDA out of memory (the profile's activations are freed first).
Verdict startupVerdict(const PlanContext& x, const Plan& plan)
{
    const MemoryTerms& m = plan.memory;
    if (!x.s.serving.kvCacheMemoryBytes && !x.contextCharged) {
        if (x.rules.startupFreeCheck ? m.startupFree() < m.ceiling
                                     : m.ceiling - m.activation > m.startupFree())
            return Verdict::InsufficientFreeMemory;
    }
    if (m.weights > m.startupFree())
        return Verdict::WeightsExceedMemory;
    if (m.activationDemand > m.activation && !x.s.serving.kvCacheMemoryBytes)
        return Verdict::ProfilingOutOfMemory;
    if (hasNoKvCache(x.s.model))
        return Verdict::Fits; // no pool, so none of the KV-cache checks
    // --kv-cache-memory skips profiling's sizing: vLLM allocates that pool beside the weights and non-torch
    // memory (the profile's activations freed first), and more than is free there fails with CUDA out of
    // memory.
    if (x.s.serving.kvCacheMemoryBytes && m.kvCache > m.freeBesideWeights())
        return Verdict::KvCacheOutOfMemory;
    if (m.kvCache <= 0 || (x.rules.engine == EngineKind::V0 && plan.numBlocks <= 0))
        return Verdict::NoMemoryForCacheBlocks; // V1 checks the bytes, V0 the blocks
    const bool tooLong = x.rules.engine == EngineKind::V0
                             ? x.rs.maxModelLen > x.rs.blockSize * plan.numBlocks / x.pp
                             : plan.kvNeededForMaxLen > m.kvCache;
    return tooLong ? Verdict::MaxModelLenTooLarge : Verdict::Fits;
}

// The band (docs/vllm-accounting.md §12): the spread of real logs around the fitted terms, the install's
// sampler kernel and MXFP4 layout where a release left them open, and the vision encoder.
UncertaintyBand uncertaintyBand(const PlanContext& x, const Plan& plan)
{
    UncertaintyBand band =
        bandTermsFor(x.s, plan, x.k, fitGroupFor(x.rules, x.s.gpu, x.tp, x.pp, x.moeGatheringRanks));
    band.kvCacheLow = plan.memory.kvCache - band.lowBytes;
    band.kvCacheHigh = plan.memory.kvCache + band.highBytes;
    const BlockFigures low = figuresFor(x.rules, plan.kv, blocksFor(band.kvCacheLow, plan.kv), x.rs);
    const BlockFigures high = figuresFor(x.rules, plan.kv, blocksFor(band.kvCacheHigh, plan.kv), x.rs);
    band.kvTokensLow = low.tokens;
    band.kvTokensHigh = high.tokens;
    band.maxConcurrencyLow = low.maxConcurrency;
    band.maxConcurrencyHigh = high.maxConcurrency;
    // Starts at one end of the band and refuses at the other?
    const auto startsWith = [&](Bytes kv) {
        return kv > 0 && (x.rules.isV0() ? x.rs.maxModelLen <= x.rs.blockSize * blocksFor(kv, plan.kv) / x.pp
                                         : plan.kvNeededForMaxLen <= kv);
    };
    const bool kvDecides = plan.verdict == Verdict::Fits || plan.verdict == Verdict::NoMemoryForCacheBlocks ||
                           plan.verdict == Verdict::MaxModelLenTooLarge;
    band.verdictUndecidable = kvDecides && startsWith(band.kvCacheLow) != startsWith(band.kvCacheHigh);
    return band;
}

// The deployment's figures are the worst rank's: vLLM uses the fewest blocks any worker has.
void takeWorstRank(const Scenario& s, Plan& plan)
{
    plan.worstRank = worstRankOf(plan.ranks);
    const RankPlan& worst = plan.ranks[static_cast<std::size_t>(plan.worstRank)];
    plan.worstStage = worst.stage;
    plan.memory = worst.memory;
    plan.kv = plan.stages[static_cast<std::size_t>(plan.worstStage)].kv;
    plan.numBlocks = worst.numBlocks;
    plan.calibrated = s.serving.overrides.calibrated;
    plan.steadyStateActivationBytes = worst.activation.textPeak();
    plan.startupPeakBytes = plan.memory.weights + plan.memory.nonTorch + plan.memory.activation +
                            (plan.memory.graphsCharged ? plan.memory.cudaGraph : 0);
}

// vLLM's estimate_max_model_len searches 1..max_model_len; past a successful start the same search up
// to the model's own limit tells how far the context could grow.
std::int64_t longestContext(const Scenario& s, const Plan& plan)
{
    const KvPerToken kv = plan.kv;
    const int blockSize = plan.settings.blockSize;
    const std::int64_t mnbt = plan.settings.maxNumBatchedTokens;
    const std::int64_t limit = plan.fits() ? s.model.maxModelLen() : plan.settings.maxModelLen;
    return estimateMaxModelLen(plan.memory.kvCache, limit,
                               [&](std::int64_t len) { return kvBytesForTokens(kv, len, blockSize, mnbt); });
}

} // namespace

Plan computePlan(const Scenario& s)
{
    return computePlan(s, builtinConstants());
}

Plan computePlan(const Scenario& s, const FittedConstants& k)
{
    Plan plan;
    if (QString problem = validateScenario(s); !problem.isEmpty()) {
        plan.verdict = Verdict::InvalidInput;
        plan.inputError = std::move(problem);
        return plan;
    }
    plan.rules = accountingRulesFor(s.serving.vllmVersion, s.serving.engine);
    plan.settings = resolveSettings(s, plan.rules);
    adjustSettingsForModelKind(s, plan.settings);
    if (QString problem = batchSettingsProblem(plan.rules, plan.settings); !problem.isEmpty()) {
        plan.verdict = Verdict::InvalidInput;
        plan.inputError = std::move(problem);
        return plan;
    }
    const PlanContext x = contextFor(s, plan.rules, plan.settings, k);
    const ResolvedSettings& rs = plan.settings;

    const std::vector<int> split = pipelineLayerSplit(s.model.numLayers, x.pp, x.rules.version);
    plan.stages.reserve(split.size());
    plan.ranks.reserve(static_cast<std::size_t>(s.serving.worldSize()));
    int firstLayer = 0;
    for (int i = 0; i < x.pp; ++i) {
        plan.stages.push_back(planStage(x, i, firstLayer, split[static_cast<std::size_t>(i)]));
        firstLayer += plan.stages.back().numLayers;
        addRanks(x, plan.stages.back(), plan.ranks);
    }
    // A Mamba hybrid's attention blocks grow to hold its state (kvcache.h defaultBlockSizeFor).
    plan.settings.blockSize = plan.stages.front().kv.blockSize;
    takeWorstRank(s, plan);

    const BlockFigures figures = figuresFor(plan.rules, plan.kv, plan.numBlocks, rs);
    plan.kvTokens = figures.tokens;
    plan.maxConcurrency = figures.maxConcurrency;
    plan.kvNeededForMaxLen = kvBytesForTokens(plan.kv, rs.maxModelLen, rs.blockSize, rs.maxNumBatchedTokens);
    plan.verdict = startupVerdict(x, plan);
    if (plan.verdict == Verdict::Fits || plan.verdict == Verdict::MaxModelLenTooLarge)
        plan.estimatedMaxModelLen = longestContext(s, plan);

    // Workload view: requests that fit at once, and a max_num_seqs that keeps a p95 batch resident.
    const std::int64_t mnbt = rs.maxNumBatchedTokens;
    plan.realisticConcurrency =
        concurrencyFor(plan.kv, plan.numBlocks, s.workload.requestTokens, rs.blockSize, mnbt);
    const double p95Fit =
        concurrencyFor(plan.kv, plan.numBlocks, s.workload.requestTokensP95, rs.blockSize, mnbt);
    plan.recommendedMaxNumSeqs = static_cast<std::int64_t>(std::floor(p95Fit * s.workload.safetyMargin));
    // Where the install decides the MXFP4 layout: Marlin's extra bytes (the band drops them when the
    // weights are overridden).
    plan.mxfp4MarlinExtraWeights = mxfp4MarlinExtraWeights(s.model, rs, x.tp, x.pp, layoutOf(plan.worst()),
                                                           x.expertParallel, x.expertTensorParallel);
    plan.band = uncertaintyBand(x, plan);
    return checkedPlan(std::move(plan));
}

} // namespace kvb
