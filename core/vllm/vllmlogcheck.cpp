// The figures a pasted vLLM log may say, checked where the log enters (vllmlog.h checkLoggedFigures):
// memory in GiB on a card kvbudget can model, a utilization in (0, 1], counts that are whole and
// below a bound. A log that says otherwise is refused with the figure named, never calibrated into a
// plan.
#include "vllm/vllmlog.h"

#include "base/limits.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>
#include <limits>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::VllmLog)
};

constexpr double kMaxLoggedGiB = static_cast<double>(limits::kMaxGpuMemory / GiB);

QString shortest(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

QString checkGiB(const char* what, const std::optional<double>& value, bool mayBeNegative)
{
    if (!value)
        return {};
    const double low = mayBeNegative ? -kMaxLoggedGiB : 0.0;
    if (std::isfinite(*value) && *value >= low && *value <= kMaxLoggedGiB)
        return {};
    return Text::tr("the log's %1 is %2 GiB; the allowed range is %3 to %4 GiB")
        .arg(Text::tr(what), shortest(*value), shortest(low), shortest(kMaxLoggedGiB));
}

QString checkCount(const char* what, const std::optional<std::int64_t>& value, std::int64_t max)
{
    if (!value || (*value >= 0 && *value <= max))
        return {};
    // The log reader saturates a count too long for 64 bits (vllmlog.cpp integer).
    const QString shown = *value == std::numeric_limits<std::int64_t>::max()
                              ? Text::tr("more than %1").arg(*value)
                              : QString::number(*value);
    return Text::tr("the log's %1 is %2; the allowed range is 0 to %3").arg(Text::tr(what), shown).arg(max);
}

} // namespace

QString checkLoggedFigures(const ParsedVllmLog& log)
{
    const LoggedFigures& f = log.figures;
    if (log.utilization &&
        (!std::isfinite(*log.utilization) || *log.utilization <= 0 || *log.utilization > 1))
        return Text::tr("the log's gpu_memory_utilization is %1; the allowed range is above 0 and at most 1")
            .arg(shortest(*log.utilization));
    if (f.maxConcurrency && (!std::isfinite(*f.maxConcurrency) || *f.maxConcurrency < 0 ||
                             *f.maxConcurrency > static_cast<double>(limits::kMaxLoggedTokens)))
        return Text::tr("the log's maximum concurrency is %1x; it must be a finite figure of at least 0")
            .arg(shortest(*f.maxConcurrency));
    using limits::kMaxLoggedBlocks;
    using limits::kMaxLoggedTokens;
    for (const QString& problem :
         {checkGiB(QT_TRANSLATE_NOOP("kvb::VllmLog", "model weights"), f.weightsGiB, false),
          checkGiB(QT_TRANSLATE_NOOP("kvb::VllmLog", "non-torch memory"), f.nonTorchGiB, false),
          checkGiB(QT_TRANSLATE_NOOP("kvb::VllmLog", "activation peak"), f.activationGiB, false),
          checkGiB(QT_TRANSLATE_NOOP("kvb::VllmLog", "CUDA graph memory"), f.cudaGraphGiB, true),
          checkGiB(QT_TRANSLATE_NOOP("kvb::VllmLog", "KV cache memory"), f.availableKvGiB, true),
          checkGiB(QT_TRANSLATE_NOOP("kvb::VllmLog", "total GPU memory"), log.totalGiB, false),
          checkGiB(QT_TRANSLATE_NOOP("kvb::VllmLog", "requested memory"), log.requestedGiB, false),
          checkGiB(QT_TRANSLATE_NOOP("kvb::VllmLog", "free memory"), log.startupFreeGiB, false),
          checkGiB(QT_TRANSLATE_NOOP("kvb::VllmLog", "peak torch memory"), log.peakTorchGiB, false),
          checkGiB(QT_TRANSLATE_NOOP("kvb::VllmLog", "initial memory usage"), log.initialUsageGiB, false),
          checkGiB(QT_TRANSLATE_NOOP("kvb::VllmLog", "KV cache needed"), log.kvNeededGiB, false),
          checkCount(QT_TRANSLATE_NOOP("kvb::VllmLog", "# GPU blocks"), f.numGpuBlocks, kMaxLoggedBlocks),
          checkCount(QT_TRANSLATE_NOOP("kvb::VllmLog", "# CPU blocks"), log.cpuBlocks, kMaxLoggedBlocks),
          checkCount(QT_TRANSLATE_NOOP("kvb::VllmLog", "GPU KV cache size"), f.kvTokens, kMaxLoggedTokens),
          checkCount(QT_TRANSLATE_NOOP("kvb::VllmLog", "max_model_len"), log.maxModelLen, kMaxLoggedTokens),
          checkCount(QT_TRANSLATE_NOOP("kvb::VllmLog", "tokens per request"), f.concurrencyForTokens,
                     kMaxLoggedTokens),
          checkCount(QT_TRANSLATE_NOOP("kvb::VllmLog", "estimated maximum model length"),
                     f.estimatedMaxModelLen, kMaxLoggedTokens)})
        if (!problem.isEmpty())
            return problem;
    return {};
}

} // namespace kvb
