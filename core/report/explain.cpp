#include "report/explain.h"

#include "report/explainkv.h"

#include "base/units_format.h"
#include "budget/kvcache.h"
#include "budget/overhead.h"
#include "vllm/messages.h"

#include <algorithm>

#include <QCoreApplication>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Explain)
};

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
    const int bits = bytesPerElement(rs.modelDtype) * 8;
    if (rs.quantization.isQuantized()) {
        head = Text::tr("%1 parameters; layers in %2 = %3, embeddings and lm_head at %4 bits = %5")
                   .arg(formatCount(parameters), quantDescription(rs.quantization),
                        formatGiB(w.attention + w.mlp + w.experts + w.norms))
                   .arg(bits)
                   .arg(formatGiB(w.embedding + w.lmHead));
        // A quantized checkpoint keeps its vision encoder at 16 bits; name it so the parts add up.
        if (w.vision > 0)
            head += Text::tr(", vision encoder at %1 bits = %2").arg(bits).arg(formatGiB(w.vision));
        if (const int kept = rs.quantization.unquantizedModuleCount(); kept > 0)
            head +=
                Text::tr(" (%n linear module(s) of the layers kept at %1 bits by the checkpoint's exclusion "
                         "list)",
                         nullptr, kept)
                    .arg(bits);
    } else {
        head = Text::tr("%1 parameters × %2 B (%3)")
                   .arg(formatCount(parameters))
                   .arg(bytesPerElement(rs.modelDtype))
                   .arg(dtypeName(rs.modelDtype));
    }
    if (split)
        head += Text::tr(" on this GPU (of %1: sharded layers ÷ TP %2, %3 of %4 layers, norms replicated)")
                    .arg(formatCount(s.model.parameterCount.value_or(shapeParameterCount(s.model))))
                    .arg(c.tensorParallelSize)
                    .arg(stage.numLayers)
                    .arg(s.model.numLayers);
    if (rs.visionTowerSkipped && s.model.vision.towerSkippedFrom)
        head += Text::tr(" (no vision tower or projector: text only, vLLM %1 and later builds neither)")
                    .arg(s.model.vision.towerSkippedFrom->toString());
    if (w.mlaAbsorbed > 0) // vLLM 0.7.1-0.7.3 only (core/budget/weights.cpp mlaAbsorbedBytes)
        head += Text::tr(" + MLA's absorbed projections, built at load %1").arg(formatGiB(w.mlaAbsorbed));
    return head + Text::tr(" + RoPE cache %1").arg(formatBytes(w.ropeCache));
}

} // namespace

namespace {

// What every step of one explanation reads.
struct Explained
{
    const Scenario& s;
    const Plan& plan;
    const ResolvedSettings& rs;
    const StagePlan& stage;
    const MemoryTerms& m;
    const OverheadOverrides& o;
    std::vector<ExplanationStep>& steps;

    void add(const char* id, const QString& label, const QString& formula, const QString& value) const
    {
        steps.push_back({QLatin1String(id), label, formula, value});
    }
    // An overridden term says so instead of its formula.
    QString overridden(bool termOverridden, const QString& formula) const
    {
        if (termOverridden)
            return Text::tr("measured (override)");
        if (o.total)
            return Text::tr("share of the %1 overhead override").arg(formatGiB(*o.total));
        return formula;
    }
};

// The card, the ceiling and the weights.
void addMemorySteps(const Explained& e)
{
    const ServingConfig& c = e.s.serving;
    e.add("gpu_total", Text::tr("GPU memory (CUDA-visible)"),
          Text::tr("%1, as torch reports total_memory").arg(e.s.gpu.name), formatGiB(e.m.total));
    if (c.pipelineParallelSize > 1 || c.tensorParallelSize > 1)
        e.add(
            "worst_rank", Text::tr("GPU shown"),
            Text::tr("pipeline stage %1 of %2 (layers %3–%4), TP rank 0 of %5; vLLM takes the fewest blocks "
                     "over all workers")
                .arg(e.stage.stage + 1)
                .arg(c.pipelineParallelSize)
                .arg(e.stage.firstLayer)
                .arg(e.stage.firstLayer + e.stage.numLayers - 1)
                .arg(c.tensorParallelSize),
            Text::tr("per GPU"));
    e.add("ceiling", Text::tr("Memory ceiling"),
          Text::tr("ceil(%1 gpu_memory_utilization × %2)")
              .arg(formatRatio(e.rs.gpuMemoryUtilization), formatGiB(e.m.total)),
          formatGiB(e.m.ceiling));
    e.add("weights", Text::tr("Model weights"), weightsFormula(e.s, e.plan, e.stage), formatGiB(e.m.weights));
}

QString samplerKernelName(SamplerKernel kernel)
{
    switch (kernel) {
    case SamplerKernel::LogitsOnly:
        return Text::tr("logits only");
    case SamplerKernel::V0Sort:
    case SamplerKernel::NativeSort:
        return Text::tr("torch sort");
    case SamplerKernel::FlashInferProbs:
    case SamplerKernel::FlashInferLogits:
        return Text::tr("FlashInfer");
    case SamplerKernel::Triton:
        return Text::tr("Triton top-k/top-p");
    }
    return {};
}

QString activationFormula(const Explained& e)
{
    const ActivationEstimate& a = e.stage.activation;
    QString formula = Text::tr("forward pass: %1 tokens × %2 B = %3")
                          .arg(formatCount(a.profiledTokens), formatCount(a.forwardBytesPerToken),
                               formatGiB(a.forwardPeak));
    if (a.gatheredMoeRows > 0)
        formula +=
            Text::tr("; fused-MoE layer over %1 rows gathered from %2 data-parallel ranks: %3 rows per "
                     "chunk × %4 B + gathered hidden states and residual %5 = %6")
                .arg(formatCount(a.gatheredMoeRows),
                     formatCount(a.gatheredMoeRows / std::max<std::int64_t>(1, a.profiledTokens)),
                     formatCount(a.gatheredMoeChunk), formatCount(a.gatheredMoeBytesPerRow),
                     formatBytes(a.gatheredMoePeak - a.gatheredMoeChunk * a.gatheredMoeBytesPerRow),
                     formatGiB(a.gatheredMoePeak));
    if (a.samplerRows > 0)
        formula += Text::tr("; sampler (%1): %2 rows × %3 vocab × %4 B + %5 of hidden states = %6")
                       .arg(samplerKernelName(a.samplerKernel), formatCount(a.samplerRows),
                            formatCount(a.paddedVocab))
                       .arg(formatFixed(a.samplerBytesPerEntry, 0))
                       .arg(formatBytes(a.samplerResidentBytes), formatGiB(a.samplerPeak));
    if (a.encoderImages > 0)
        formula += Text::tr("; vision encoder: %Ln image(s) × %1 patches × %2 B = %3", nullptr,
                            static_cast<int>(a.encoderImages))
                       .arg(formatCount(a.encoderPatchesPerImage), formatCount(a.encoderBytesPerPatch),
                            formatGiB(a.encoderPeak));
    if (a.encoderResidentBytes > 0)
        formula += Text::tr(", its outputs kept through the decoder pass: %1")
                       .arg(formatBytes(a.encoderResidentBytes));
    if (a.samplerRows > 0 || a.encoderImages > 0 || a.gatheredMoeRows > 0)
        formula = Text::tr("max(%1)").arg(formula);
    return formula;
}

// V1: the first capture, then what each further capture of each set adds (docs/vllm-accounting.md §8).
QString v1CudaGraphFormula(const CudaGraphEstimate& g, Bytes forwardBytesPerToken)
{
    QString formula = Text::tr("first capture 2 × %1 tokens × %2 B + %3 of workspaces")
                          .arg(formatCount(g.firstCapture > kFirstCaptureExtraBytes
                                               ? (g.firstCapture - kFirstCaptureExtraBytes) /
                                                     std::max<Bytes>(1, 2 * forwardBytesPerToken)
                                               : 0),
                               formatCount(forwardBytesPerToken), formatBytes(kFirstCaptureExtraBytes));
    if (g.captureSizes > 1)
        formula +=
            Text::tr(" + %Ln more PIECEWISE capture(s) × %1", nullptr, g.captureSizes - 1)
                .arg(g.perPiecewiseCapture > kMinBytesPerGraph ? Text::tr("%1 graphs × %2")
                                                                     .arg(g.graphsPerPiecewiseCapture)
                                                                     .arg(formatBytes(kPiecewiseGraphBytes))
                                                               : formatBytes(g.perPiecewiseCapture));
    if (g.fullCaptureSizes > 1)
        formula += Text::tr(" + %Ln more FULL capture(s) × %1", nullptr, g.fullCaptureSizes - 1)
                       .arg(formatBytes(g.perFullCapture));
    return formula;
}

QString cudaGraphFormula(const Explained& e)
{
    const CudaGraphEstimate& g = e.stage.cudaGraph;
    QString formula;
    if (!g.captured)
        formula = Text::tr("none: --enforce-eager");
    else if (e.plan.rules.isV0())
        formula = Text::tr("%Ln batch size(s) × %1 layers × 1.17 MiB", nullptr, g.captureSizes)
                      .arg(e.stage.numLayers);
    else
        formula = v1CudaGraphFormula(g, e.stage.activation.forwardBytesPerToken);
    formula = e.overridden(e.o.cudaGraph.has_value(), formula);
    if (!g.chargedToBudget)
        formula += Text::tr("; captured after the KV cache, outside the budget");
    return formula;
}

// Non-torch memory, the activation peak, CUDA graphs, and what is left for the KV cache.
void addOverheadSteps(const Explained& e)
{
    const MemoryTerms& m = e.m;
    const StagePlan& stage = e.stage;
    // On unified memory vLLM's probe sees the host's allocations too (docs/vllm-accounting.md §13).
    const QString nonTorchFormula = e.s.gpu.unifiedMemory
                                        ? Text::tr("CUDA/cuBLAS workspaces and host memory allocated while "
                                                   "loading and profiling %1%2")
                                        : Text::tr("CUDA/cuBLAS workspaces %1%2");
    const QString nonTorch = nonTorchFormula.arg(
        formatGiB(stage.nonTorchBase),
        stage.nonTorchCommunication > 0
            ? Text::tr(" + NCCL/all-reduce buffers %1").arg(formatGiB(stage.nonTorchCommunication))
            : QString());
    e.add("non_torch", Text::tr("Non-torch memory"), e.overridden(e.o.nonTorch.has_value(), nonTorch),
          formatGiB(m.nonTorch));
    e.add("activation", Text::tr("Activation peak (profiling run)"),
          e.overridden(e.o.activation.has_value(), activationFormula(e)), formatGiB(m.activation));
    e.add("cuda_graphs", Text::tr("CUDA graphs"), cudaGraphFormula(e), formatGiB(m.cudaGraph));
    QString pool;
    if (e.s.serving.kvCacheMemoryBytes)
        pool = Text::tr("--kv-cache-memory (profiling skipped)");
    else if (stage.cudaGraph.chargedToBudget)
        pool = Text::tr("%1 − %2 − %3 − %4 − %5")
                   .arg(formatGiB(m.ceiling), formatGiB(m.weights), formatGiB(m.nonTorch),
                        formatGiB(m.activation), formatGiB(m.cudaGraph));
    else
        pool = Text::tr("%1 − %2 − %3 − %4")
                   .arg(formatGiB(m.ceiling), formatGiB(m.weights), formatGiB(m.nonTorch),
                        formatGiB(m.activation));
    e.add("kv_pool", Text::tr("KV cache pool"), pool, formatGiB(m.kvCache));
}

// Bytes per token, the layout, blocks and tokens.
void addKvSteps(const Explained& e)
{
    const KvPerToken& kv = e.plan.kv;
    if (kv.layers > 0) {
        const QString formula =
            // Before 0.7.1 an MLA model cached full K and V per head (padded to 256), not its latent.
            e.s.model.mla.cachesLatent() && e.rs.compressedMla
                ? Text::tr(
                      "%1 latent (kv_lora_rank + rope) × %2 layers × %3 bytes (%4), not split across GPUs")
                      .arg(kv.headDim)
                      .arg(kv.layers)
                      .arg(kv.bytesPerElement)
                      .arg(dtypeName(e.rs.kvDtype))
                : Text::tr("%1 × %2 layers × %3 KV heads × %4 × %5 bytes (%6)")
                      .arg(kv.kvFactor)
                      .arg(kv.layers)
                      .arg(kv.kvHeadsPerRank)
                      .arg(kv.headDim)
                      .arg(kv.bytesPerElement)
                      .arg(dtypeName(e.rs.kvDtype));
        const QString value = kv.bytesPerToken % KiB == 0
                                  ? Text::tr("%1 per token").arg(formatBytes(kv.bytesPerToken))
                                  : Text::tr("%1 per token (%2 B)")
                                        .arg(formatBytes(kv.bytesPerToken), formatCount(kv.bytesPerToken));
        e.add("kv_per_token", Text::tr("KV cache per token"), formula, value);
    }
    for (const ExplanationStep& step : kvLayoutSteps(e.s, e.plan))
        e.steps.push_back(step);
    e.add("num_blocks", Text::tr("KV blocks"),
          Text::tr("floor(%1 ÷ %2)")
              .arg(formatGiB(std::max<Bytes>(0, e.m.kvCache)), formatBytes(kv.bytesPerBlock)),
          Text::tr("%1 blocks").arg(formatCount(e.plan.numBlocks)));
    e.add("kv_tokens", Text::tr("KV cache size"),
          kv.groups() > 1 ? Text::tr("%1 blocks ÷ %2 groups × %3 tokens (as vLLM logs it)")
                                .arg(formatCount(e.plan.numBlocks))
                                .arg(kv.groups())
                                .arg(e.rs.blockSize)
                          : Text::tr("%1 blocks × %2 tokens")
                                .arg(formatCount(e.plan.numBlocks), formatCount(e.rs.blockSize)),
          Text::tr("%1 tokens").arg(formatCount(e.plan.kvTokens)));
}

// "113 blocks per 1,800-token request"
QString blocksPer(const Explained& e, std::int64_t tokens)
{
    return formatCount(blocksPerRequest(e.plan.kv, tokens, e.rs.blockSize, e.rs.maxNumBatchedTokens));
}

// The worst case, the typical request, and the recommended max_num_seqs.
void addConcurrencySteps(const Explained& e)
{
    const Plan& plan = e.plan;
    const Workload& w = e.s.workload;
    const QString blocks = formatCount(plan.numBlocks);
    e.add("max_concurrency", Text::tr("Maximum concurrency (worst case)"),
          plan.rules.engine == EngineKind::V0
              ? Text::tr("%1 blocks × %2 tokens ÷ %3")
                    .arg(blocks, formatCount(e.rs.blockSize), formatCount(e.rs.maxModelLen))
              : Text::tr("%1 blocks ÷ %2 blocks per %3-token request")
                    .arg(blocks, blocksPer(e, e.rs.maxModelLen), formatCount(e.rs.maxModelLen)),
          Text::tr("%1x").arg(formatFixed(plan.maxConcurrency, 2)));
    e.add("realistic_concurrency", Text::tr("Requests at the typical length"),
          Text::tr("%1 blocks ÷ %2 blocks per %3-token request")
              .arg(blocks, blocksPer(e, w.requestTokens), formatCount(w.requestTokens)),
          Text::tr("%1 requests at once").arg(formatFixed(plan.realisticConcurrency, 1)));
    e.add("recommended_max_num_seqs", Text::tr("Recommended max_num_seqs"),
          Text::tr("floor(%1 blocks ÷ %2 blocks per p95 request of %3 tokens × %4 margin)")
              .arg(blocks, blocksPer(e, w.requestTokensP95), formatCount(w.requestTokensP95))
              .arg(w.safetyMargin),
          formatCount(plan.recommendedMaxNumSeqs));
}

QString startupFormula(const Explained& e)
{
    const MemoryTerms& m = e.m;
    const Plan& plan = e.plan;
    switch (plan.verdict) {
    case Verdict::Fits:
        return Text::tr("one %1-token request needs %2 ≤ %3 available")
            .arg(formatCount(e.rs.maxModelLen), formatGiB(plan.kvNeededForMaxLen), formatGiB(m.kvCache));
    case Verdict::InsufficientFreeMemory:
        return Text::tr("free at start %1 (total − other processes − CUDA context) < ceiling %2")
            .arg(formatGiB(m.startupFree()), formatGiB(m.ceiling));
    case Verdict::WeightsExceedMemory:
        return Text::tr("weights %1 > free at start %2")
            .arg(formatGiB(m.weights), formatGiB(m.startupFree()));
    case Verdict::ProfilingOutOfMemory:
        return Text::tr("profiling peak %1 > %2 free beside the weights and non-torch memory")
            .arg(formatGiB(m.activationDemand), formatGiB(m.activation));
    case Verdict::KvCacheOutOfMemory:
        return Text::tr("--kv-cache-memory %1 > %2 free beside the weights and non-torch memory")
            .arg(formatGiB(m.kvCache), formatGiB(m.freeBesideWeights()));
    case Verdict::NoMemoryForCacheBlocks:
        return Text::tr("KV cache pool %1 ≤ 0").arg(formatGiB(m.kvCache));
    case Verdict::MaxModelLenTooLarge:
        return Text::tr("one %1-token request needs %2 > %3 available; longest that fits: %4 tokens")
            .arg(formatCount(e.rs.maxModelLen), formatGiB(plan.kvNeededForMaxLen), formatGiB(m.kvCache),
                 formatCount(plan.estimatedMaxModelLen));
    case Verdict::InvalidInput:
        break;
    }
    return {};
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
    const Explained e{s, plan, plan.settings, plan.worst(), plan.memory, s.serving.overrides, steps};
    addMemorySteps(e);
    addOverheadSteps(e);
    if (plan.kv.groups() == 0) { // encoder-only: vLLM V1 builds no KV cache and skips the profiling run
        for (ExplanationStep& step : steps)
            if (step.id == u"kv_pool")
                step = {step.id, step.label,
                        Text::tr("none: an encoder-only model has no KV cache (vLLM allocates no pool)"),
                        formatGiB(0)};
        e.add("startup", Text::tr("Startup check"),
              Text::tr("free at start %1 ≥ ceiling %2, weights %3 fit")
                  .arg(formatGiB(plan.memory.startupFree()), formatGiB(plan.memory.ceiling),
                       formatGiB(plan.memory.weights)),
              plan.fits() ? Text::tr("starts") : Text::tr("refuses to start"));
        return steps;
    }
    addKvSteps(e);
    addConcurrencySteps(e);
    e.add("startup", Text::tr("Startup check"), startupFormula(e),
          plan.fits() ? Text::tr("starts") : Text::tr("refuses to start"));
    return steps;
}

} // namespace kvb
