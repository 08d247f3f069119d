#include "vllm/messages.h"

#include "base/pythonformat.h"
#include "base/units_format.h"

#include <QCoreApplication>
#include <QLocale>

#include <charconv>
#include <cmath>
#include <optional>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Messages)
};

// The wording depends on whether the version has V1's free-memory guard at startup.
QString insufficientFreeMemoryError(const Plan& plan)
{
    const MemoryTerms& m = plan.memory;
    const AccountingRules& rules = plan.rules;
    if (rules.engine == EngineKind::V0 || rules.charge != ChargeModel::Increments)
        // No startup guard before V1 0.9.1: the KV cache allocation itself runs out of memory.
        return QStringLiteral("CUDA out of memory while allocating the KV cache: the %1 GiB that "
                              "gpu_memory_utilization=%2 grants are more than the %3 GiB free once other "
                              "processes are counted.")
            .arg(pythonRound2(toGiB(m.ceiling)), pythonFloat(plan.settings.gpuMemoryUtilization),
                 pythonRound2(toGiB(m.startupFree())));
    return QStringLiteral(
               "Free memory on device%1 (%2/%3 GiB) on startup is less than desired GPU memory "
               "utilization (%4, %5 GiB). Decrease GPU memory utilization or reduce GPU memory used "
               "by other processes.")
        .arg(plan.rules.freeMemoryNamesDevice ? QStringLiteral(" cuda:0") : QString(),
             pythonRound2(toGiB(m.startupFree())), pythonRound2(toGiB(m.total)),
             pythonFloat(plan.settings.gpuMemoryUtilization), pythonRound2(toGiB(m.ceiling)));
}

// vLLM's text, with the docs link only in the revision that added it.
QString noCacheBlocksError(const AccountingRules& rules)
{
    if (rules.equivalentUtilizationLine) // the revision that added the docs link (with format_gib)
        return QStringLiteral(
            "No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when "
            "initializing the engine. See https://docs.vllm.ai/en/latest/configuration/"
            "conserving_memory/ for more details.");
    return QStringLiteral("No available memory for the cache blocks. Try increasing `gpu_memory_utilization` "
                          "when initializing the engine.");
}

// V0 counts tokens (blocks x block size per pipeline stage); V1 compares bytes, and its wording (the
// unit, the estimate, the "models's" typo, the docs link) changed from release to release.
QString maxModelLenTooLargeError(const Plan& plan)
{
    const AccountingRules& rules = plan.rules;
    if (rules.engine == EngineKind::V0)
        return QStringLiteral(
                   "The model's max seq len (%1) is larger than the maximum number of tokens that can "
                   "be stored in KV cache (%2). Try increasing `gpu_memory_utilization` or decreasing "
                   "`max_model_len` when initializing the engine.")
            .arg(plan.settings.maxModelLen)
            .arg(plan.settings.blockSize * plan.numBlocks /
                 std::max(1, static_cast<int>(plan.stages.size())));
    // GiB as each version formats it: "%.2f" until 0.20, format_gib (Python's round) from 0.21.
    auto gib = [&](Bytes bytes) {
        return rules.equivalentUtilizationLine ? pythonRound2(toGiB(bytes)) : pythonFixed(toGiB(bytes), 2);
    };
    const QString unit = rules.maxLenErrorInGB ? QStringLiteral("GB") : QStringLiteral("GiB");
    QString estimate;
    if (plan.estimatedMaxModelLen > 0 && rules.maxLenErrorHasEstimate)
        estimate = QStringLiteral(" Based on the available memory, the estimated maximum model length is %1.")
                       .arg(plan.estimatedMaxModelLen);
    QString text =
        QStringLiteral("To serve at least one request with the %1 max seq len (%2), (%3 %4 KV cache is "
                       "needed, which is larger than the available KV cache memory (%5 %4).%6 Try increasing "
                       "`gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.")
            .arg(rules.modelsTypo ? QStringLiteral("models's") : QStringLiteral("model's"))
            .arg(plan.settings.maxModelLen)
            .arg(gib(plan.kvNeededForMaxLen), unit, gib(plan.memory.kvCache), estimate);
    if (rules.equivalentUtilizationLine)
        text +=
            QStringLiteral(" See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more "
                           "details.");
    return text;
}

} // namespace

QString vllmStartupError(const Plan& plan)
{
    const MemoryTerms& m = plan.memory;
    switch (plan.verdict) {
    case Verdict::Fits:
        return {};
    case Verdict::InvalidInput:
        return plan.inputError;
    case Verdict::InsufficientFreeMemory:
        return insufficientFreeMemoryError(plan);
    case Verdict::WeightsExceedMemory:
        // torch's own text varies with the allocation that fails; this states the same fact plainly.
        return QStringLiteral("CUDA out of memory while loading the model: the weights need %1 GiB per GPU "
                              "but only %2 GiB of the GPU's %3 GiB are free. Use more GPUs "
                              "(--tensor-parallel-size), a quantized checkpoint, or a smaller model.")
            .arg(pythonRound2(toGiB(m.weights)), pythonRound2(toGiB(m.startupFree())),
                 pythonRound2(toGiB(m.total)));
    case Verdict::ProfilingOutOfMemory:
        return QStringLiteral("CUDA out of memory during the memory profiling run: its activation peak "
                              "needs %1 GiB per GPU but only %2 GiB are free beside the weights. Lower "
                              "--max-num-batched-tokens or --max-num-seqs (or, for a vision model, "
                              "--limit-mm-per-prompt and the image size).")
            .arg(pythonRound2(toGiB(m.activationDemand)), pythonRound2(toGiB(m.activation)));
    case Verdict::KvCacheOutOfMemory:
        // torch's text names the failing allocation; this states the fact plainly, as for the weights.
        return QStringLiteral("CUDA out of memory while allocating the KV cache: --kv-cache-memory asks for "
                              "%1 GiB per GPU but only %2 GiB are free beside the weights and non-torch "
                              "memory. Lower --kv-cache-memory-bytes or use more GPUs "
                              "(--tensor-parallel-size).")
            .arg(pythonRound2(toGiB(m.kvCache)),
                 pythonRound2(toGiB(std::max<Bytes>(m.freeBesideWeights(), 0))));
    case Verdict::NoMemoryForCacheBlocks:
        return noCacheBlocksError(plan.rules);
    case Verdict::MaxModelLenTooLarge:
        return maxModelLenTooLargeError(plan);
    }
    return {};
}

QString vllmErrorClass(Verdict verdict)
{
    return verdict == Verdict::WeightsExceedMemory || verdict == Verdict::ProfilingOutOfMemory ||
                   verdict == Verdict::KvCacheOutOfMemory
               ? QStringLiteral("torch.OutOfMemoryError")
               : QStringLiteral("ValueError");
}

namespace {

// "Model loading took 14.99 GiB memory", in the format of the plan's version.
QString weightsLine(const AccountingRules& rules, double weights)
{
    if (rules.logsWeightsInGB && rules.engine == EngineKind::V0)
        return QStringLiteral("Loading model weights took %1 GB").arg(pythonFixed(weights, 4));
    if (rules.logsWeightsInGB)
        return QStringLiteral("Model loading took %1 GB").arg(pythonFixed(weights, 4));
    if (rules.equivalentUtilizationLine)
        return QStringLiteral("Model loading took %1 GiB memory").arg(pythonRound2(weights));
    return QStringLiteral("Model loading took %1 GiB").arg(pythonFixed(weights, 4));
}

// V0's profiling summary: the one-line record of 0.6.4, or the three lines of 0.6.5+.
QStringList profileLines(const Plan& plan)
{
    const AccountingRules& rules = plan.rules;
    const MemoryTerms& m = plan.memory;
    const auto gib2 = [](Bytes bytes) { return pythonFixed(toGiB(bytes), 2); };
    const QString utilization = pythonFixed(plan.settings.gpuMemoryUtilization, 2);
    if (rules.logsOneLineProfile) {
        const Bytes initial = m.cudaContext + m.otherProcesses + m.weights;
        return {QStringLiteral(
                    "Memory profiling results: total_gpu_memory=%1GiB, initial_memory_usage=%2GiB, "
                    "peak_torch_memory=%3GiB, memory_usage_post_profile=%4GiB, non_torch_memory=%5GiB, "
                    "kv_cache_size=%6GiB, gpu_memory_utilization=%7.")
                    .arg(gib2(m.total), gib2(initial), gib2(m.weights + m.activation),
                         gib2(initial + m.nonTorch), gib2(m.reportedNonTorch()), gib2(m.kvCache),
                         utilization)};
    }
    if (!rules.logsThreeLineProfile)
        return {};
    return {
        QStringLiteral("the current vLLM instance can use total_gpu_memory (%1GiB) x gpu_memory_utilization "
                       "(%2) = %3GiB")
            .arg(gib2(m.total), utilization, gib2(m.ceiling)),
        QStringLiteral("model weights take %1GiB; non_torch_memory takes %2GiB; PyTorch activation peak "
                       "memory takes %3GiB; the rest of the memory reserved for KV Cache is %4GiB.")
            .arg(gib2(m.weights), gib2(m.nonTorch), gib2(m.activation), gib2(m.kvCache))};
}

// v0.21's notice of what the CUDA-graph estimate costs in utilization.
QString equivalentUtilizationLine(const Plan& plan)
{
    const MemoryTerms& m = plan.memory;
    if (!plan.rules.equivalentUtilizationLine || !m.graphsCharged || m.cudaGraph <= 0)
        return {};
    const double share = static_cast<double>(m.cudaGraph) / static_cast<double>(m.total);
    const double u = plan.settings.gpuMemoryUtilization;
    return QStringLiteral(
               "CUDA graph memory profiling is enabled (default since v0.21.0). The current "
               "--gpu-memory-utilization=%1 is equivalent to --gpu-memory-utilization=%2 without CUDA "
               "graph memory profiling. To maintain the same effective KV cache size as before, "
               "increase --gpu-memory-utilization to %3. To disable, set "
               "VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=0.")
        .arg(pythonFixed(u, 4), pythonFixed(std::round((u - share) * 1e4) / 1e4, 4),
             pythonFixed(std::min(std::round((u + share) * 1e4) / 1e4, 1.0), 4));
}

// Blocks or tokens, then the maximum concurrency.
QStringList blockLines(const Plan& plan)
{
    const AccountingRules& rules = plan.rules;
    const bool v0 = rules.engine == EngineKind::V0;
    QStringList lines;
    if (v0) {
        const std::int64_t cpuBlocks =
            plan.kv.bytesPerBlock > 0 ? 4 * GiB / plan.kv.bytesPerBlock : 0; // swap 4 GiB
        lines << rules.blocksLine.arg(plan.numBlocks).arg(cpuBlocks);
    } else if (rules.logsTokens) {
        lines << QStringLiteral("GPU KV cache size: %1 tokens").arg(withThousands(plan.kvTokens));
    }
    const QString concurrency = QStringLiteral("Maximum concurrency for %1 tokens per request: %2x");
    if (plan.verdict == Verdict::NoMemoryForCacheBlocks && v0 && plan.numBlocks <= 0)
        return lines << concurrency.arg(plan.settings.maxModelLen).arg(pythonFixed(0.0, 2));
    return lines << concurrency.arg(rules.concurrencyWithCommas ? withThousands(plan.settings.maxModelLen)
                                                                : QString::number(plan.settings.maxModelLen),
                                    pythonFixed(plan.maxConcurrency, 2));
}

} // namespace

QStringList vllmLogLines(const Plan& plan)
{
    QStringList lines;
    if (plan.verdict == Verdict::InvalidInput || plan.stages.empty())
        return lines;
    if (plan.verdict == Verdict::WeightsExceedMemory)
        return lines; // vLLM stops while loading
    const AccountingRules& rules = plan.rules;
    const bool v0 = rules.engine == EngineKind::V0;
    if (plan.verdict == Verdict::InsufficientFreeMemory && !v0 && rules.charge == ChargeModel::Increments)
        return lines; // the V1 guard fires before loading
    lines << weightsLine(rules, toGiB(plan.memory.weights));
    if (plan.kv.groups() == 0)
        return lines; // attention-free: no profiling, no pool
    if (plan.verdict == Verdict::ProfilingOutOfMemory)
        return lines; // the dummy forward pass dies before the profile is logged
    lines << profileLines(plan);
    if (const QString notice = equivalentUtilizationLine(plan); !notice.isEmpty())
        lines << notice;
    if (rules.logsAvailableKv)
        lines << QStringLiteral("Available KV cache memory: %1 GiB")
                     .arg(rules.equivalentUtilizationLine ? pythonRound2(toGiB(plan.memory.kvCache))
                                                          : pythonFixed(toGiB(plan.memory.kvCache), 2));
    if (plan.verdict == Verdict::NoMemoryForCacheBlocks && !v0)
        return lines;
    // A fixed pool too large to allocate is logged in full: the block lines come before the allocation.
    return lines << blockLines(plan);
}

QString verdictHeadline(const Plan& plan)
{
    if (plan.band.verdictUndecidable)
        return Text::tr("Starts or refuses, depending on terms the evidence cannot pin down (the central "
                        "estimate: %1)")
            .arg(confidentVerdictHeadline(plan));
    return confidentVerdictHeadline(plan);
}

QString confidentVerdictHeadline(const Plan& plan)
{
    if (plan.verdict == Verdict::Fits && plan.kv.groups() == 0)
        return Text::tr("Starts: no KV cache (an encoder-only model), %1 GiB of weights")
            .arg(pythonRound2(toGiB(plan.memory.weights)));
    switch (plan.verdict) {
    case Verdict::Fits:
        return Text::tr("Starts: %1 KV tokens, maximum concurrency %2x at %3 tokens per request")
            .arg(formatCount(plan.kvTokens), formatFixed(plan.maxConcurrency, 2),
                 formatCount(plan.settings.maxModelLen));
    case Verdict::InvalidInput:
        return Text::tr("Invalid scenario");
    case Verdict::InsufficientFreeMemory:
        return Text::tr("Refuses to start: not enough free GPU memory for the requested utilization");
    case Verdict::WeightsExceedMemory:
        return Text::tr("Refuses to start: the weights do not fit on the GPU");
    case Verdict::ProfilingOutOfMemory:
        return Text::tr("Crashes at startup: the profiling run's peak does not fit (CUDA out of memory)");
    case Verdict::KvCacheOutOfMemory:
        return Text::tr("Crashes at startup: the --kv-cache-memory pool does not fit beside the weights "
                        "(CUDA out of memory)");
    case Verdict::NoMemoryForCacheBlocks:
        return Text::tr("Refuses to start: no memory left for KV cache blocks");
    case Verdict::MaxModelLenTooLarge:
        return Text::tr(
                   "Refuses to start: one max_model_len request does not fit (estimated maximum %1 tokens)")
            .arg(formatCount(plan.estimatedMaxModelLen));
    }
    return {};
}

} // namespace kvb
