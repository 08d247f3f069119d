#include "messages.h"

#include <QCoreApplication>
#include <QLocale>

#include <charconv>
#include <cmath>
#include <optional>

namespace kvb {

namespace {

// std::to_chars rounds the exact binary value half to even, as Python's round() and '%.2f' do;
// QString::number rounds ties away from zero (3.125 -> "3.13" where Python prints "3.12").
QString toChars(double value, std::chars_format format, std::optional<int> precision = std::nullopt)
{
    char buffer[400];
    const auto result = precision ? std::to_chars(buffer, buffer + sizeof buffer, value, format, *precision)
                                  : std::to_chars(buffer, buffer + sizeof buffer, value, format);
    return QString::fromLatin1(buffer, result.ptr - buffer);
}

} // namespace

QString pythonFixed(double value, int decimals)
{
    if (!std::isfinite(value))
        return std::isnan(value) ? QStringLiteral("nan")
               : value > 0       ? QStringLiteral("inf")
                                 : QStringLiteral("-inf");
    return toChars(value, std::chars_format::fixed, decimals);
}

QString pythonRound2(double value)
{
    QString text = pythonFixed(value, 2);
    if (text == u"-0.00")
        text = QStringLiteral("0.00");
    // "8.00" -> "8.0", "7.20" -> "7.2": Python keeps one decimal
    while (text.endsWith(QLatin1Char('0')) && text.at(text.size() - 2) != u'.')
        text.chop(1);
    return text;
}

QString pythonFloat(double value)
{
    if (!std::isfinite(value))
        return pythonFixed(value, 0);
    // repr(float): the shortest string that reads back exactly, in positional notation for
    // 1e-4 <= |x| < 1e16 and as "1e-05" / "1e+16" outside.
    const double magnitude = std::fabs(value);
    if (magnitude != 0.0 && (magnitude < 1e-4 || magnitude >= 1e16))
        return toChars(value, std::chars_format::scientific);
    QString text = toChars(value, std::chars_format::fixed);
    if (!text.contains(QLatin1Char('.')))
        text += QLatin1String(".0");
    return text;
}

QString withThousands(std::int64_t value)
{
    QString digits = QString::number(value);
    const bool negative = digits.startsWith(QLatin1Char('-')); // no -value: it overflows for INT64_MIN
    if (negative)
        digits.remove(0, 1);
    for (qsizetype i = digits.size() - 3; i > 0; i -= 3)
        digits.insert(i, QLatin1Char(','));
    return negative ? QLatin1Char('-') + digits : digits;
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
        return QStringLiteral(
                   "Free memory on device cuda:0 (%1/%2 GiB) on startup is less than desired GPU memory "
                   "utilization (%3, %4 GiB). Decrease GPU memory utilization or reduce GPU memory used "
                   "by other processes.")
            .arg(pythonRound2(toGiB(m.startupFree())), pythonRound2(toGiB(m.total)),
                 pythonFloat(plan.settings.gpuMemoryUtilization), pythonRound2(toGiB(m.ceiling)));
    case Verdict::WeightsExceedMemory:
        // torch's own text varies with the allocation that fails; this states the same fact plainly.
        return QStringLiteral("CUDA out of memory while loading the model: the weights need %1 GiB per GPU "
                              "but only %2 GiB of the GPU's %3 GiB are free. Use more GPUs "
                              "(--tensor-parallel-size), a quantized checkpoint, or a smaller model.")
            .arg(pythonRound2(toGiB(m.weights)), pythonRound2(toGiB(m.startupFree())),
                 pythonRound2(toGiB(m.total)));
    case Verdict::NoMemoryForCacheBlocks:
        // The same vLLM revision as the max_model_len check below (format_gib, the docs link).
        return QStringLiteral(
            "No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when "
            "initializing the engine. See https://docs.vllm.ai/en/latest/configuration/"
            "conserving_memory/ for more details.");
    case Verdict::MaxModelLenTooLarge: {
        QString estimate;
        if (plan.estimatedMaxModelLen > 0)
            estimate =
                QStringLiteral(" Based on the available memory, the estimated maximum model length is %1.")
                    .arg(plan.estimatedMaxModelLen);
        return QStringLiteral(
                   "To serve at least one request with the model's max seq len (%1), (%2 GiB KV cache is "
                   "needed, which is larger than the available KV cache memory (%3 GiB).%4 Try increasing "
                   "`gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine. "
                   "See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details.")
            .arg(plan.settings.maxModelLen)
            .arg(pythonRound2(toGiB(plan.kvNeededForMaxLen)), pythonRound2(toGiB(m.kvCache)), estimate);
    }
    }
    Q_UNUSED(s);
    return {};
}

QString vllmErrorClass(Verdict verdict)
{
    return verdict == Verdict::WeightsExceedMemory ? QStringLiteral("torch.OutOfMemoryError")
                                                   : QStringLiteral("ValueError");
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
    lines
        << QStringLiteral("Available KV cache memory: %1 GiB").arg(pythonRound2(toGiB(plan.memory.kvCache)));
    if (plan.verdict == Verdict::NoMemoryForCacheBlocks)
        return lines;
    lines << QStringLiteral("GPU KV cache size: %1 tokens").arg(withThousands(plan.kvTokens));
    lines << QStringLiteral("Maximum concurrency for %1 tokens per request: %2x")
                 .arg(withThousands(plan.settings.maxModelLen), pythonFixed(plan.maxConcurrency, 2));
    return lines;
}

QString verdictHeadline(const Plan& plan)
{
    auto tr = [](const char* text) { return QCoreApplication::translate("kvb::Messages", text); };
    switch (plan.verdict) {
    case Verdict::Fits:
        return tr("Starts: %1 KV tokens, maximum concurrency %2x at %3 tokens per request")
            .arg(withThousands(plan.kvTokens), pythonFixed(plan.maxConcurrency, 2),
                 withThousands(plan.settings.maxModelLen));
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
