#include "report/explain.h"

#include "report/explainkv.h"

#include "base/units_format.h"
#include "budget/kvcache.h"
#include "vllm/messages.h"

#include <QCoreApplication>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Explain)
};

QString gib(Bytes bytes)
{
    return formatGiB(bytes);
}

QString weightsFormula(const Scenario& s, const Plan& plan, const StagePlan& stage)
{
    const WeightBreakdown& w = stage.weights;
    if (s.serving.overrides.weights)
        return Text::tr("measured (override)");
    const ResolvedSettings& rs = plan.settings;
    const ServingConfig& c = s.serving;
    const bool split = c.tensorParallelSize > 1 || c.pipelineParallelSize > 1;
    const std::int64_t parameters = w.parameters + w.exactCountCorrection / bytesPerElement(rs.modelDtype);
    QString head;
    if (rs.quantization.isQuantized())
        head = Text::tr("%1 parameters; layers in %2 = %3, embeddings and lm_head at %4 bits = %5")
                   .arg(formatCount(parameters), quantDescription(rs.quantization), gib(w.attention + w.mlp))
                   .arg(bytesPerElement(rs.modelDtype) * 8)
                   .arg(gib(w.embedding + w.lmHead));
    else
        head = Text::tr("%1 parameters × %2 B (%3)")
                   .arg(formatCount(parameters))
                   .arg(bytesPerElement(rs.modelDtype))
                   .arg(dtypeName(rs.modelDtype));
    if (split)
        head += Text::tr(" on this GPU (of %1: sharded layers ÷ TP %2, %3 of %4 layers, norms replicated)")
                    .arg(formatCount(s.model.parameterCount.value_or(shapeParameterCount(s.model))))
                    .arg(c.tensorParallelSize)
                    .arg(stage.numLayers)
                    .arg(s.model.numLayers);
    return head + Text::tr(" + RoPE cache %1").arg(formatBytes(w.ropeCache));
}

} // namespace

std::vector<ExplanationStep> explainPlan(const Scenario& s, const Plan& plan)
{
    std::vector<ExplanationStep> steps;
    if (plan.verdict == Verdict::InvalidInput) {
        steps.push_back(
            {QStringLiteral("input_error"), Text::tr("Invalid scenario"), QString(), plan.inputError});
        return steps;
    }
    const ResolvedSettings& rs = plan.settings;
    const StagePlan& stage = plan.worst();
    const MemoryTerms& m = plan.memory;
    const ServingConfig& c = s.serving;
    const OverheadOverrides& o = c.overrides;
    const bool graphsCharged = stage.cudaGraph.chargedToBudget;

    steps.push_back({QStringLiteral("gpu_total"), Text::tr("GPU memory (CUDA-visible)"),
                     Text::tr("%1, as torch reports total_memory").arg(s.gpu.name), gib(m.total)});
    if (c.pipelineParallelSize > 1 || c.tensorParallelSize > 1)
        steps.push_back(
            {QStringLiteral("worst_rank"), Text::tr("GPU shown"),
             Text::tr("pipeline stage %1 of %2 (layers %3–%4), TP rank 0 of %5; vLLM takes the fewest blocks "
                      "over all workers")
                 .arg(stage.stage + 1)
                 .arg(c.pipelineParallelSize)
                 .arg(stage.firstLayer)
                 .arg(stage.firstLayer + stage.numLayers - 1)
                 .arg(c.tensorParallelSize),
             Text::tr("per GPU")});
    steps.push_back({QStringLiteral("ceiling"), Text::tr("Memory ceiling"),
                     Text::tr("ceil(%1 gpu_memory_utilization × %2)")
                         .arg(pythonFloat(rs.gpuMemoryUtilization), gib(m.total)),
                     gib(m.ceiling)});
    steps.push_back({QStringLiteral("weights"), Text::tr("Model weights"), weightsFormula(s, plan, stage),
                     gib(m.weights)});

    const bool totalOverride = o.total.has_value();
    steps.push_back(
        {QStringLiteral("non_torch"), Text::tr("Non-torch memory"),
         o.nonTorch ? Text::tr("measured (override)")
         : totalOverride
             ? Text::tr("share of the %1 overhead override").arg(gib(*o.total))
             : Text::tr("CUDA/cuBLAS workspaces %1%2")
                   .arg(gib(stage.nonTorchBase),
                        stage.nonTorchCommunication > 0
                            ? Text::tr(" + NCCL/all-reduce buffers %1").arg(gib(stage.nonTorchCommunication))
                            : QString()),
         gib(m.nonTorch)});
    const ActivationEstimate& a = stage.activation;
    QString activationFormula =
        Text::tr("forward pass: %1 tokens × %2 B = %3")
            .arg(formatCount(a.profiledTokens), formatCount(a.forwardBytesPerToken), gib(a.forwardPeak));
    if (a.samplerRows > 0)
        activationFormula += Text::tr("; sampler: %1 rows × (%2 vocab × %3 B + %4 hidden × 21.5 B) = %5")
                                 .arg(formatCount(a.samplerRows), formatCount(a.paddedVocab))
                                 .arg(a.samplerBytesPerLogit, 0, 'f', 1)
                                 .arg(formatCount(s.model.hiddenSize), gib(a.samplerPeak));
    if (a.encoderImages > 0)
        activationFormula += Text::tr("; vision encoder: %1 image(s) × %2 patches × %3 B = %4")
                                 .arg(formatCount(a.encoderImages), formatCount(a.encoderPatchesPerImage),
                                      formatCount(a.encoderBytesPerPatch), gib(a.encoderPeak));
    if (a.samplerRows > 0 || a.encoderImages > 0)
        activationFormula = Text::tr("max(%1)").arg(activationFormula);
    steps.push_back({QStringLiteral("activation"), Text::tr("Activation peak (profiling run)"),
                     o.activation    ? Text::tr("measured (override)")
                     : totalOverride ? Text::tr("share of the %1 overhead override").arg(gib(*o.total))
                                     : activationFormula,
                     gib(m.activation)});
    const CudaGraphEstimate& g = stage.cudaGraph;
    QString graphFormula = !g.captured ? Text::tr("none: --enforce-eager")
                                       : Text::tr("%1 modes × (%2 tokens × %3 B + %4 more captures × 1 MiB)")
                                             .arg(g.graphModes)
                                             .arg(g.largestCapture)
                                             .arg(formatCount(stage.activation.forwardBytesPerToken))
                                             .arg(g.captureSizes - 1);
    if (o.cudaGraph)
        graphFormula = Text::tr("measured (override)");
    else if (totalOverride)
        graphFormula = Text::tr("share of the %1 overhead override").arg(gib(*o.total));
    if (!graphsCharged)
        graphFormula += Text::tr("; captured after the KV cache, outside the budget");
    steps.push_back({QStringLiteral("cuda_graphs"), Text::tr("CUDA graphs"), graphFormula, gib(m.cudaGraph)});

    if (c.kvCacheMemoryBytes)
        steps.push_back({QStringLiteral("kv_pool"), Text::tr("KV cache pool"),
                         Text::tr("--kv-cache-memory (profiling skipped)"), gib(m.kvCache)});
    else
        steps.push_back({QStringLiteral("kv_pool"), Text::tr("KV cache pool"),
                         graphsCharged
                             ? Text::tr("%1 − %2 − %3 − %4 − %5")
                                   .arg(gib(m.ceiling), gib(m.weights), gib(m.nonTorch), gib(m.activation),
                                        gib(m.cudaGraph))
                             : Text::tr("%1 − %2 − %3 − %4")
                                   .arg(gib(m.ceiling), gib(m.weights), gib(m.nonTorch), gib(m.activation)),
                         gib(m.kvCache)});

    const KvPerToken& kv = plan.kv;
    if (kv.layers > 0)
        steps.push_back(
            {QStringLiteral("kv_per_token"), Text::tr("KV cache per token"),
             s.model.mla.active()
                 ? Text::tr(
                       "%1 latent (kv_lora_rank + rope) × %2 layers × %3 bytes (%4), not split across GPUs")
                       .arg(kv.headDim)
                       .arg(kv.layers)
                       .arg(kv.bytesPerElement)
                       .arg(dtypeName(rs.kvDtype))
                 : Text::tr("%1 × %2 layers × %3 KV heads × %4 × %5 bytes (%6)")
                       .arg(kv.kvFactor)
                       .arg(kv.layers)
                       .arg(kv.kvHeadsPerRank)
                       .arg(kv.headDim)
                       .arg(kv.bytesPerElement)
                       .arg(dtypeName(rs.kvDtype)),
             kv.bytesPerToken % KiB == 0
                 ? Text::tr("%1 per token").arg(formatBytes(kv.bytesPerToken))
                 : Text::tr("%1 per token (%2 B)")
                       .arg(formatBytes(kv.bytesPerToken), formatCount(kv.bytesPerToken))});
    for (const ExplanationStep& step : kvLayoutSteps(s, plan))
        steps.push_back(step);
    steps.push_back(
        {QStringLiteral("num_blocks"), Text::tr("KV blocks"),
         Text::tr("floor(%1 ÷ %2)").arg(gib(std::max<Bytes>(0, m.kvCache)), formatBytes(kv.bytesPerBlock)),
         Text::tr("%1 blocks").arg(formatCount(plan.numBlocks))});
    steps.push_back(
        {QStringLiteral("kv_tokens"), Text::tr("KV cache size"),
         kv.groups() > 1
             ? Text::tr("%1 blocks ÷ %2 groups × %3 tokens (as vLLM logs it)")
                   .arg(formatCount(plan.numBlocks))
                   .arg(kv.groups())
                   .arg(rs.blockSize)
             : Text::tr("%1 blocks × %2 tokens").arg(formatCount(plan.numBlocks)).arg(rs.blockSize),
         Text::tr("%1 tokens").arg(formatCount(plan.kvTokens))});
    steps.push_back({QStringLiteral("max_concurrency"), Text::tr("Maximum concurrency (worst case)"),
                     plan.rules.engine == EngineKind::V0
                         ? Text::tr("%1 blocks × %2 tokens ÷ %3")
                               .arg(formatCount(plan.numBlocks))
                               .arg(rs.blockSize)
                               .arg(formatCount(rs.maxModelLen))
                         : Text::tr("%1 blocks ÷ %2 blocks per %3-token request")
                               .arg(formatCount(plan.numBlocks),
                                    formatCount(blocksPerRequest(kv, rs.maxModelLen, rs.blockSize,
                                                                 rs.maxNumBatchedTokens)),
                                    formatCount(rs.maxModelLen)),
                     Text::tr("%1x").arg(plan.maxConcurrency, 0, 'f', 2)});
    steps.push_back({QStringLiteral("realistic_concurrency"), Text::tr("Requests at the typical length"),
                     Text::tr("%1 blocks ÷ %2 blocks per %3-token request")
                         .arg(formatCount(plan.numBlocks),
                              formatCount(blocksPerRequest(kv, s.workload.requestTokens, rs.blockSize,
                                                           rs.maxNumBatchedTokens)),
                              formatCount(s.workload.requestTokens)),
                     Text::tr("%1 requests at once").arg(plan.realisticConcurrency, 0, 'f', 1)});
    steps.push_back({QStringLiteral("recommended_max_num_seqs"), Text::tr("Recommended max_num_seqs"),
                     Text::tr("floor(%1 blocks ÷ %2 blocks per p95 request of %3 tokens × %4 margin)")
                         .arg(formatCount(plan.numBlocks),
                              formatCount(blocksPerRequest(kv, s.workload.requestTokensP95, rs.blockSize,
                                                           rs.maxNumBatchedTokens)),
                              formatCount(s.workload.requestTokensP95))
                         .arg(s.workload.safetyMargin),
                     formatCount(plan.recommendedMaxNumSeqs)});

    QString startup;
    switch (plan.verdict) {
    case Verdict::Fits:
        startup = Text::tr("one %1-token request needs %2 ≤ %3 available")
                      .arg(formatCount(rs.maxModelLen), gib(plan.kvNeededForMaxLen), gib(m.kvCache));
        break;
    case Verdict::InsufficientFreeMemory:
        startup = Text::tr("free at start %1 (total − other processes − CUDA context) < ceiling %2")
                      .arg(gib(m.startupFree()), gib(m.ceiling));
        break;
    case Verdict::WeightsExceedMemory:
        startup = Text::tr("weights %1 > free at start %2").arg(gib(m.weights), gib(m.startupFree()));
        break;
    case Verdict::NoMemoryForCacheBlocks:
        startup = Text::tr("KV cache pool %1 ≤ 0").arg(gib(m.kvCache));
        break;
    case Verdict::MaxModelLenTooLarge:
        startup = Text::tr("one %1-token request needs %2 > %3 available; longest that fits: %4 tokens")
                      .arg(formatCount(rs.maxModelLen), gib(plan.kvNeededForMaxLen), gib(m.kvCache),
                           formatCount(plan.estimatedMaxModelLen));
        break;
    case Verdict::InvalidInput:
        break;
    }
    steps.push_back({QStringLiteral("startup"), Text::tr("Startup check"), startup,
                     plan.fits() ? Text::tr("starts") : Text::tr("refuses to start")});
    return steps;
}

} // namespace kvb
