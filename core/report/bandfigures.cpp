#include "report/bandfigures.h"

#include "base/units_format.h"
#include "vllm/messages.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::BandFigures)
};

} // namespace

std::optional<BarBand> kvBandOnBar(const RankBar& bar, const UncertaintyBand& band)
{
    if (band.bandBytes <= 0)
        return std::nullopt;
    Bytes kvStart = 0;
    bool found = false;
    for (const MemorySegment& s : bar.segments) {
        if (s.term == MemoryTerm::KvCache) {
            found = true;
            break;
        }
        kvStart += s.bytes;
    }
    if (!found || bar.kvCache <= 0)
        return std::nullopt;
    // Each rank's own pool, widened by the plan's band: in V0 the ranks that do not sample hold more KV,
    // and the estimate's error is the same number of bytes on each.
    BarBand b;
    b.kvEnd = kvStart + bar.kvCache;
    b.from = kvStart + std::max<Bytes>(0, bar.kvCache - band.lowBytes);
    b.to = kvStart + bar.kvCache + band.highBytes;
    return b;
}

namespace {

// One side of the band as a share of the KV pool, in percent; 0 when there is no pool.
double percentOfPool(const Plan& plan, Bytes side)
{
    if (plan.memory.kvCache <= 0)
        return 0;
    return static_cast<double>(side) / static_cast<double>(plan.memory.kvCache) * 100.0;
}

} // namespace

double bandPercent(const Plan& plan)
{
    return percentOfPool(plan, plan.band.bandBytes);
}

QString bandPercentText(const Plan& plan)
{
    const auto share = [&](Bytes side) {
        const double percent = percentOfPool(plan, side);
        // A calibrated band is the log's rounding: "±0.02%", not "±0.0%".
        return formatFixed(percent, percent < 0.1 ? 2 : 1);
    };
    const UncertaintyBand& b = plan.band;
    if (b.lowBytes == b.highBytes)
        return Text::tr("±%1%").arg(share(b.lowBytes));
    return Text::tr("−%1%/+%2%").arg(share(b.lowBytes), share(b.highBytes));
}

QString compactCount(std::int64_t value)
{
    const double v = static_cast<double>(std::llabs(value));
    const QString sign = value < 0 ? QStringLiteral("-") : QString();
    // kvbudget's own figure: in the chosen language's locale (1,25M in Russian), like formatCount().
    const QLocale locale = figureLocale();
    const QString point = locale.decimalPoint();
    auto scaled = [&](double divisor, QChar suffix) -> QString {
        const double x = v / divisor;
        // Three significant figures: 1.25M, 12.5M, 125M; 427k.
        const int decimals = x < 10 ? 2 : x < 100 ? 1 : 0;
        QString text = locale.toString(x, 'f', decimals);
        if (text.contains(point)) {
            while (text.endsWith(QLatin1Char('0')))
                text.chop(1);
            if (text.endsWith(point))
                text.chop(point.size());
        }
        return sign + text + suffix;
    };
    if (v >= 1e9)
        return scaled(1e9, QLatin1Char('G'));
    if (v >= 1e6)
        return scaled(1e6, QLatin1Char('M'));
    if (v >= 1e4)
        return scaled(1e3, QLatin1Char('k'));
    return formatCount(value);
}

QString bandSummary(const Plan& plan)
{
    if (!plan.fits() || plan.band.bandBytes <= 0)
        return {};
    const UncertaintyBand& b = plan.band;
    // A calibrated band is the log's rounding, far narrower than an estimate's: keep it readable
    // ("±0.02%", "420,880–420,912") rather than collapsing it to "±0.0%: 421k–421k".
    QString low = compactCount(b.kvTokensLow);
    QString high = compactCount(b.kvTokensHigh);
    if (low == high) {
        low = formatCount(b.kvTokensLow);
        high = formatCount(b.kvTokensHigh);
    }
    return Text::tr("%1 KV tokens (%2: %3–%4), maximum concurrency %5x–%6x")
        .arg(formatCount(plan.kvTokens), bandPercentText(plan), low, high,
             formatFixed(b.maxConcurrencyLow, 2), formatFixed(b.maxConcurrencyHigh, 2));
}

} // namespace kvb
