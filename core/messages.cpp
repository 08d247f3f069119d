#include "messages.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace kvb {

QString pythonRound2(double value)
{
    const double rounded = std::round(value * 100.0) / 100.0;
    QString text = QString::number(rounded == 0.0 ? 0.0 : rounded, 'f', 2);
    if (text.endsWith(QLatin1Char('0')))
        text.chop(1); // "8.00" -> "8.0", "7.20" -> "7.2"; Python keeps one decimal
    return text;
}

QString pythonFloat(double value)
{
    QString text = QString::number(value, 'g', 15);
    if (!text.contains(QLatin1Char('.')) && !text.contains(QLatin1Char('e')))
        text += QLatin1String(".0");
    return text;
}

QString withThousands(std::int64_t value)
{
    QString digits = QString::number(value < 0 ? -value : value);
    for (qsizetype i = digits.size() - 3; i > 0; i -= 3)
        digits.insert(i, QLatin1Char(','));
    return value < 0 ? QLatin1Char('-') + digits : digits;
}

QString vllmStartupError(const Scenario& s, const Plan& plan)
{
    const MemoryTerms& m = plan.memory;
    switch (plan.verdict) {
    case Verdict::Fits:
        return {};
    case Verdict::InvalidInput:
        return plan.inputError;
    case Verdict::InsufficientFreeMemory:
        return QStringLiteral("Free memory on device cuda:0 (%1/%2 GiB) on startup is less than desired GPU memory "
                              "utilization (%3, %4 GiB). Decrease GPU memory utilization or reduce GPU memory used "
                              "by other processes.")
            .arg(pythonRound2(toGiB(m.startupFree())), pythonRound2(toGiB(m.total)),
                 pythonFloat(plan.settings.gpuMemoryUtilization), pythonRound2(toGiB(m.ceiling)));
    case Verdict::WeightsExceedMemory:
        return QStringLiteral("torch.OutOfMemoryError: CUDA out of memory while loading the model: the weights need "
                              "%1 GiB per GPU but only %2 GiB of the GPU's %3 GiB are free. Use more GPUs "
                              "(--tensor-parallel-size), a quantized checkpoint, or a smaller model.")
            .arg(pythonRound2(toGiB(m.weights)), pythonRound2(toGiB(m.startupFree())), pythonRound2(toGiB(m.total)));
    case Verdict::NoMemoryForCacheBlocks:
        return QStringLiteral("No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when "
                              "initializing the engine.");
    case Verdict::MaxModelLenTooLarge: {
        QString estimate;
        if (plan.estimatedMaxModelLen > 0)
            estimate = QStringLiteral(" Based on the available memory, the estimated maximum model length is %1.")
                           .arg(plan.estimatedMaxModelLen);
        return QStringLiteral("To serve at least one request with the model's max seq len (%1), (%2 GiB KV cache is "
                              "needed, which is larger than the available KV cache memory (%3 GiB).%4 Try increasing "
                              "`gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine. "
                              "See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details.")
            .arg(plan.settings.maxModelLen)
            .arg(toGiB(plan.kvNeededForMaxLen), 0, 'f', 2)
            .arg(toGiB(m.kvCache), 0, 'f', 2)
            .arg(estimate);
    }
    }
    Q_UNUSED(s);
    return {};
}

QStringList vllmLogLines(const Scenario& s, const Plan& plan)
{
    Q_UNUSED(s);
    QStringList lines;
    if (plan.verdict == Verdict::InvalidInput || plan.stages.empty())
        return lines;
    if (plan.verdict == Verdict::InsufficientFreeMemory || plan.verdict == Verdict::WeightsExceedMemory)
        return lines; // vLLM stops before it profiles
    lines << QStringLiteral("Model loading took %1 GiB memory").arg(pythonRound2(toGiB(plan.memory.weights)));
    lines << QStringLiteral("Available KV cache memory: %1 GiB").arg(pythonRound2(toGiB(plan.memory.kvCache)));
    if (plan.verdict == Verdict::NoMemoryForCacheBlocks)
        return lines;
    lines << QStringLiteral("GPU KV cache size: %1 tokens").arg(withThousands(plan.kvTokens));
    lines << QStringLiteral("Maximum concurrency for %1 tokens per request: %2x")
                 .arg(withThousands(plan.settings.maxModelLen))
                 .arg(plan.maxConcurrency, 0, 'f', 2);
    return lines;
}

QString verdictHeadline(const Plan& plan)
{
    auto tr = [](const char* text) { return QCoreApplication::translate("kvb::Messages", text); };
    switch (plan.verdict) {
    case Verdict::Fits:
        return tr("Starts: %1 KV tokens, maximum concurrency %2x at %3 tokens per request")
            .arg(withThousands(plan.kvTokens))
            .arg(plan.maxConcurrency, 0, 'f', 2)
            .arg(withThousands(plan.settings.maxModelLen));
    case Verdict::InvalidInput:
        return tr("Invalid scenario");
    case Verdict::InsufficientFreeMemory:
        return tr("Refuses to start: not enough free GPU memory for the requested utilization");
    case Verdict::WeightsExceedMemory:
        return tr("Refuses to start: the weights do not fit on the GPU");
    case Verdict::NoMemoryForCacheBlocks:
        return tr("Refuses to start: no memory left for KV cache blocks");
    case Verdict::MaxModelLenTooLarge:
        return tr("Refuses to start: one max_model_len request does not fit (estimated maximum %1 tokens)")
            .arg(withThousands(plan.estimatedMaxModelLen));
    }
    return {};
}

} // namespace kvb
