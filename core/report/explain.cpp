#include "report/explain.h"

#include "report/explainkv.h"

#include "budget/kvcache.h"
#include "vllm/messages.h"
#include "base/units_format.h"

#include <QCoreApplication>

namespace kvb {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("kvb::Explain", text);
}

QString gib(Bytes bytes)
{
    return formatGiB(bytes);
}

QString weightsFormula(const Scenario& s, const Plan& plan, const StagePlan& stage)
{
    const WeightBreakdown& w = stage.weights;
    if (s.serving.overrides.weights)
        return tr("measured (override)");
    const ResolvedSettings& rs = plan.settings;
    const ServingConfig& c = s.serving;
    const bool split = c.tensorParallelSize > 1 || c.pipelineParallelSize > 1;
    const std::int64_t parameters = w.parameters + w.exactCountCorrection / bytesPerElement(rs.modelDtype);
    QString head;
    if (rs.quantization.isQuantized())
        head = tr("%1 parameters; layers in %2 = %3, embeddings and lm_head at %4 bits = %5")
                   .arg(formatCount(parameters), quantDescription(rs.quantization), gib(w.attention + w.mlp))
                   .arg(bytesPerElement(rs.modelDtype) * 8)
                   .arg(gib(w.embedding + w.lmHead));
    else
        head = tr("%1 parameters × %2 B (%3)")
                   .arg(formatCount(parameters))
                   .arg(bytesPerElement(rs.modelDtype))
                   .arg(dtypeName(rs.modelDtype));
    if (split)
        head += tr(" on this GPU (of %1: sharded layers ÷ TP %2, %3 of %4 layers, norms replicated)")
                    .arg(formatCount(s.model.parameterCount.value_or(shapeParameterCount(s.model))))
                    .arg(c.tensorParallelSize)
                    .arg(stage.numLayers)
                    .arg(s.model.numLayers);
    return head + tr(" + RoPE cache %1").arg(formatBytes(w.ropeCache));
}

} // namespace

std::vector<ExplanationStep> explainPlan(const Scenario& s, const Plan& plan)
{
    std::vector<ExplanationStep> steps;
    if (plan.verdict == Verdict::InvalidInput) {
        steps.push_back({QStringLiteral("input_error"), tr("Invalid scenario"), QString(), plan.inputError});
        return steps;
    }
    const ResolvedSettings& rs = plan.settings;
    const StagePlan& stage = plan.worst();
    const MemoryTerms& m = plan.memory;
    const ServingConfig& c = s.serving;
    const OverheadOverrides& o = c.overrides;
    const bool graphsCharged = stage.cudaGraph.chargedToBudget;

    steps.push_back({QStringLiteral("gpu_total"), tr("GPU memory (CUDA-visible)"),
                     tr("%1, as torch reports total_memory").arg(s.gpu.name), gib(m.total)});
    if (c.pipelineParallelSize > 1 || c.tensorParallelSize > 1)
        steps.push_back(
            {QStringLiteral("worst_rank"), tr("GPU shown"),
             tr("pipeline stage %1 of %2 (layers %3–%4), TP rank 0 of %5; vLLM takes the fewest blocks "
                "over all workers")
                 .arg(stage.stage + 1)
                 .arg(c.pipelineParallelSize)
                 .arg(stage.firstLayer)
                 .arg(stage.firstLayer + stage.numLayers - 1)
                 .arg(c.tensorParallelSize),
             tr("per GPU")});
    steps.push_back(
        {QStringLiteral("ceiling"), tr("Memory ceiling"),
         tr("ceil(%1 gpu_memory_utilization × %2)").arg(pythonFloat(rs.gpuMemoryUtilization), gib(m.total)),
         gib(m.ceiling)});
    steps.push_back(
        {QStringLiteral("weights"), tr("Model weights"), weightsFormula(s, plan, stage), gib(m.weights)});

    const bool totalOverride = o.total.has_value();
    steps.push_back(
        {QStringLiteral("non_torch"), tr("Non-torch memory"),
         o.nonTorch ? tr("measured (override)")
         : totalOverride
             ? tr("share of the %1 overhead override").arg(gib(*o.total))
             : tr("CUDA/cuBLAS workspaces %1%2")
                   .arg(gib(stage.nonTorchBase),
                        stage.nonTorchCommunication > 0
                            ? tr(" + NCCL/all-reduce buffers %1").arg(gib(stage.nonTorchCommunication))
                            : QString()),
         gib(m.nonTorch)});
    const ActivationEstimate& a = stage.activation;
    QString activationFormula =
        tr("forward pass: %1 tokens × %2 B = %3")
            .arg(formatCount(a.profiledTokens), formatCount(a.forwardBytesPerToken), gib(a.forwardPeak));
    if (a.samplerRows > 0)
        activationFormula += tr("; sampler: %1 rows × (%2 vocab × %3 B + %4 hidden × 21.5 B) = %5")
                                 .arg(formatCount(a.samplerRows), formatCount(a.paddedVocab))
                                 .arg(a.samplerBytesPerLogit, 0, 'f', 1)
                                 .arg(formatCount(s.model.hiddenSize), gib(a.samplerPeak));
    if (a.encoderImages > 0)
        activationFormula += tr("; vision encoder: %1 image(s) × %2 patches × %3 B = %4")
                                 .arg(formatCount(a.encoderImages), formatCount(a.encoderPatchesPerImage),
                                      formatCount(a.encoderBytesPerPatch), gib(a.encoderPeak));
    if (a.samplerRows > 0 || a.encoderImages > 0)
        activationFormula = tr("max(%1)").arg(activationFormula);
    steps.push_back({QStringLiteral("activation"), tr("Activation peak (profiling run)"),
                     o.activation    ? tr("measured (override)")
                     : totalOverride ? tr("share of the %1 overhead override").arg(gib(*o.total))
                                     : activationFormula,
                     gib(m.activation)});
    const CudaGraphEstimate& g = stage.cudaGraph;
    QString graphFormula = !g.captured ? tr("none: --enforce-eager")
                                       : tr("%1 modes × (%2 tokens × %3 B + %4 more captures × 1 MiB)")
                                             .arg(g.graphModes)
                                             .arg(g.largestCapture)
                                             .arg(formatCount(stage.activation.forwardBytesPerToken))
                                             .arg(g.captureSizes - 1);
    if (o.cudaGraph)
        graphFormula = tr("measured (override)");
    else if (totalOverride)
        graphFormula = tr("share of the %1 overhead override").arg(gib(*o.total));
    if (!graphsCharged)
        graphFormula += tr("; captured after the KV cache, outside the budget");
    steps.push_back({QStringLiteral("cuda_graphs"), tr("CUDA graphs"), graphFormula, gib(m.cudaGraph)});

    if (c.kvCacheMemoryBytes)
        steps.push_back({QStringLiteral("kv_pool"), tr("KV cache pool"),
                         tr("--kv-cache-memory (profiling skipped)"), gib(m.kvCache)});
    else
        steps.push_back({QStringLiteral("kv_pool"), tr("KV cache pool"),
                         graphsCharged
                             ? tr("%1 − %2 − %3 − %4 − %5")
                                   .arg(gib(m.ceiling), gib(m.weights), gib(m.nonTorch), gib(m.activation),
                                        gib(m.cudaGraph))
                             : tr("%1 − %2 − %3 − %4")
                                   .arg(gib(m.ceiling), gib(m.weights), gib(m.nonTorch), gib(m.activation)),
                         gib(m.kvCache)});

    const KvPerToken& kv = plan.kv;
    if (kv.layers > 0)
        steps.push_back(
            {QStringLiteral("kv_per_token"), tr("KV cache per token"),
             s.model.mla.active()
                 ? tr("%1 latent (kv_lora_rank + rope) × %2 layers × %3 bytes (%4), not split across GPUs")
                       .arg(kv.headDim)
                       .arg(kv.layers)
                       .arg(kv.bytesPerElement)
                       .arg(dtypeName(rs.kvDtype))
                 : tr("%1 × %2 layers × %3 KV heads × %4 × %5 bytes (%6)")
                       .arg(kv.kvFactor)
                       .arg(kv.layers)
                       .arg(kv.kvHeadsPerRank)
                       .arg(kv.headDim)
                       .arg(kv.bytesPerElement)
                       .arg(dtypeName(rs.kvDtype)),
             kv.bytesPerToken % KiB == 0
                 ? tr("%1 per token").arg(formatBytes(kv.bytesPerToken))
                 : tr("%1 per token (%2 B)")
                       .arg(formatBytes(kv.bytesPerToken), formatCount(kv.bytesPerToken))});
    for (const ExplanationStep& step : kvLayoutSteps(s, plan))
        steps.push_back(step);
    steps.push_back(
        {QStringLiteral("num_blocks"), tr("KV blocks"),
         tr("floor(%1 ÷ %2)").arg(gib(std::max<Bytes>(0, m.kvCache)), formatBytes(kv.bytesPerBlock)),
         tr("%1 blocks").arg(formatCount(plan.numBlocks))});
    steps.push_back({QStringLiteral("kv_tokens"), tr("KV cache size"),
                     kv.groups() > 1
                         ? tr("%1 blocks ÷ %2 groups × %3 tokens (as vLLM logs it)")
                               .arg(formatCount(plan.numBlocks))
                               .arg(kv.groups())
                               .arg(rs.blockSize)
                         : tr("%1 blocks × %2 tokens").arg(formatCount(plan.numBlocks)).arg(rs.blockSize),
                     tr("%1 tokens").arg(formatCount(plan.kvTokens))});
    steps.push_back({QStringLiteral("max_concurrency"), tr("Maximum concurrency (worst case)"),
                     plan.rules.engine == EngineKind::V0
                         ? tr("%1 blocks × %2 tokens ÷ %3")
                               .arg(formatCount(plan.numBlocks))
                               .arg(rs.blockSize)
                               .arg(formatCount(rs.maxModelLen))
                         : tr("%1 blocks ÷ %2 blocks per %3-token request")
                               .arg(formatCount(plan.numBlocks),
                                    formatCount(blocksPerRequest(kv, rs.maxModelLen, rs.blockSize,
                                                                 rs.maxNumBatchedTokens)),
                                    formatCount(rs.maxModelLen)),
                     tr("%1x").arg(plan.maxConcurrency, 0, 'f', 2)});
    steps.push_back({QStringLiteral("realistic_concurrency"), tr("Requests at the typical length"),
                     tr("%1 blocks ÷ %2 blocks per %3-token request")
                         .arg(formatCount(plan.numBlocks),
                              formatCount(blocksPerRequest(kv, s.workload.requestTokens, rs.blockSize,
                                                           rs.maxNumBatchedTokens)),
                              formatCount(s.workload.requestTokens)),
                     tr("%1 requests at once").arg(plan.realisticConcurrency, 0, 'f', 1)});
    steps.push_back({QStringLiteral("recommended_max_num_seqs"), tr("Recommended max_num_seqs"),
                     tr("floor(%1 blocks ÷ %2 blocks per p95 request of %3 tokens × %4 margin)")
                         .arg(formatCount(plan.numBlocks),
                              formatCount(blocksPerRequest(kv, s.workload.requestTokensP95, rs.blockSize,
                                                           rs.maxNumBatchedTokens)),
                              formatCount(s.workload.requestTokensP95))
                         .arg(s.workload.safetyMargin),
                     formatCount(plan.recommendedMaxNumSeqs)});

    QString startup;
    switch (plan.verdict) {
    case Verdict::Fits:
        startup = tr("one %1-token request needs %2 ≤ %3 available")
                      .arg(formatCount(rs.maxModelLen), gib(plan.kvNeededForMaxLen), gib(m.kvCache));
        break;
    case Verdict::InsufficientFreeMemory:
        startup = tr("free at start %1 (total − other processes − CUDA context) < ceiling %2")
                      .arg(gib(m.startupFree()), gib(m.ceiling));
        break;
    case Verdict::WeightsExceedMemory:
        startup = tr("weights %1 > free at start %2").arg(gib(m.weights), gib(m.startupFree()));
        break;
    case Verdict::NoMemoryForCacheBlocks:
        startup = tr("KV cache pool %1 ≤ 0").arg(gib(m.kvCache));
        break;
    case Verdict::MaxModelLenTooLarge:
        startup = tr("one %1-token request needs %2 > %3 available; longest that fits: %4 tokens")
                      .arg(formatCount(rs.maxModelLen), gib(plan.kvNeededForMaxLen), gib(m.kvCache),
                           formatCount(plan.estimatedMaxModelLen));
        break;
    case Verdict::InvalidInput:
        break;
    }
    steps.push_back({QStringLiteral("startup"), tr("Startup check"), startup,
                     plan.fits() ? tr("starts") : tr("refuses to start")});
    return steps;
}

} // namespace kvb
