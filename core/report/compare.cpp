#include "report/compare.h"

#include "base/units_format.h"
#include "budget/engine.h"

#include <QCoreApplication>

#include <cmath>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Compare)
};

// clang-format off
const std::vector<FigureInfo> kFigures = {
    {CompareFigure::Verdict, "verdict", QT_TRANSLATE_NOOP("kvb::Compare", "vLLM starts"), FigureUnit::Verdict, Better::Higher},
    {CompareFigure::Ceiling, "ceiling_bytes", QT_TRANSLATE_NOOP("kvb::Compare", "Ceiling per GPU"), FigureUnit::Memory, Better::Neither},
    {CompareFigure::Weights, "weights_bytes", QT_TRANSLATE_NOOP("kvb::Compare", "Weights per GPU"), FigureUnit::Memory, Better::Lower},
    {CompareFigure::Overhead, "overhead_bytes", QT_TRANSLATE_NOOP("kvb::Compare", "Overhead per GPU"), FigureUnit::Memory, Better::Lower},
    {CompareFigure::KvPool, "kv_cache_bytes", QT_TRANSLATE_NOOP("kvb::Compare", "KV pool per GPU"), FigureUnit::Memory, Better::Higher},
    {CompareFigure::KvTokens, "kv_tokens", QT_TRANSLATE_NOOP("kvb::Compare", "KV tokens"), FigureUnit::Tokens, Better::Higher},
    {CompareFigure::KvTokensLow, "kv_tokens_low", QT_TRANSLATE_NOOP("kvb::Compare", "KV tokens, low end of the band"), FigureUnit::Tokens, Better::Higher},
    {CompareFigure::KvTokensHigh, "kv_tokens_high", QT_TRANSLATE_NOOP("kvb::Compare", "KV tokens, high end of the band"), FigureUnit::Tokens, Better::Higher},
    {CompareFigure::MaxConcurrency, "max_concurrency", QT_TRANSLATE_NOOP("kvb::Compare", "Maximum concurrency"), FigureUnit::Ratio, Better::Higher},
    {CompareFigure::RealisticConcurrency, "realistic_concurrency", QT_TRANSLATE_NOOP("kvb::Compare", "Realistic concurrency"), FigureUnit::Ratio, Better::Higher},
    {CompareFigure::RecommendedMaxNumSeqs, "recommended_max_num_seqs", QT_TRANSLATE_NOOP("kvb::Compare", "Recommended max_num_seqs"), FigureUnit::Count, Better::Higher},
    {CompareFigure::Gpus, "gpus", QT_TRANSLATE_NOOP("kvb::Compare", "GPUs"), FigureUnit::Count, Better::Lower},
};
// clang-format on

QString signedText(double value, const QString& magnitude)
{
    if (value > 0)
        return QStringLiteral("+") + magnitude;
    if (value < 0)
        return QStringLiteral("−") + magnitude; // U+2212, as the dashboard prints negatives
    return magnitude;
}

QString magnitudeText(FigureUnit unit, double value)
{
    switch (unit) {
    case FigureUnit::Memory:
        return formatGiB(static_cast<Bytes>(std::llround(value)));
    case FigureUnit::Tokens:
    case FigureUnit::Count:
        return formatCount(std::llround(value));
    case FigureUnit::Ratio:
        return formatFixed(value, 2) + QLatin1Char('x');
    case FigureUnit::Verdict:
        break;
    }
    return value != 0 ? Text::tr("starts") : Text::tr("refuses");
}

} // namespace

const std::vector<FigureInfo>& compareFigures()
{
    return kFigures;
}

QString figureLabel(const FigureInfo& info)
{
    return Text::tr(info.label);
}

QString figureUnitKey(FigureUnit unit)
{
    switch (unit) {
    case FigureUnit::Verdict:
        return QStringLiteral("verdict");
    case FigureUnit::Memory:
        return QStringLiteral("bytes");
    case FigureUnit::Tokens:
        return QStringLiteral("tokens");
    case FigureUnit::Ratio:
        return QStringLiteral("ratio");
    case FigureUnit::Count:
        return QStringLiteral("count");
    }
    return {};
}

double figureValue(CompareFigure figure, const Scenario& s, const Plan& plan)
{
    switch (figure) {
    case CompareFigure::Verdict:
        return plan.fits() ? 1 : 0;
    case CompareFigure::Ceiling:
        return static_cast<double>(plan.memory.ceiling);
    case CompareFigure::Weights:
        return static_cast<double>(plan.memory.weights);
    case CompareFigure::Overhead:
        return static_cast<double>(plan.memory.overhead());
    case CompareFigure::KvPool:
        return static_cast<double>(plan.memory.kvCache);
    case CompareFigure::KvTokens:
        return static_cast<double>(plan.kvTokens);
    case CompareFigure::KvTokensLow:
        return static_cast<double>(plan.band.kvTokensLow);
    case CompareFigure::KvTokensHigh:
        return static_cast<double>(plan.band.kvTokensHigh);
    case CompareFigure::MaxConcurrency:
        return plan.maxConcurrency;
    case CompareFigure::RealisticConcurrency:
        return plan.realisticConcurrency;
    case CompareFigure::RecommendedMaxNumSeqs:
        return static_cast<double>(plan.recommendedMaxNumSeqs);
    case CompareFigure::Gpus:
        return s.gpu.count;
    }
    return 0;
}

FigureDelta figureDelta(const FigureInfo& info, double baseline, double value)
{
    FigureDelta d;
    d.absolute = value - baseline;
    // A verdict is a yes or no, not a quantity; a change from nothing has no percentage.
    if (info.unit != FigureUnit::Verdict && baseline != 0)
        d.percent = 100.0 * d.absolute / std::abs(baseline);
    if (info.better != Better::Neither && d.absolute != 0)
        d.direction = (d.absolute > 0) == (info.better == Better::Higher) ? 1 : -1;
    return d;
}

QString formatFigureValue(const FigureInfo& info, double value)
{
    if (info.unit == FigureUnit::Memory && value < 0)
        return signedText(value, magnitudeText(info.unit, -value));
    return magnitudeText(info.unit, value);
}

QString formatFigureDelta(const FigureInfo& info, const FigureDelta& delta)
{
    if (info.unit == FigureUnit::Verdict) {
        if (delta.absolute > 0)
            return Text::tr("now starts");
        if (delta.absolute < 0)
            return Text::tr("now refuses");
        return Text::tr("same");
    }
    if (delta.absolute == 0)
        return QStringLiteral("±0");
    QString text = signedText(delta.absolute, magnitudeText(info.unit, std::abs(delta.absolute)));
    if (delta.percent)
        text += QStringLiteral(" (%1%)").arg(
            signedText(*delta.percent, formatFixed(std::abs(*delta.percent), 1)));
    return text;
}

ComparedScenario compareEntry(const Scenario& scenario, const QString& source, const QStringList& notes)
{
    ComparedScenario entry;
    entry.name = scenario.name;
    entry.source = source;
    entry.scenario = scenario;
    entry.plan = computePlan(scenario);
    entry.notes = notes;
    for (const FigureInfo& info : kFigures)
        entry.values.push_back(figureValue(info.figure, scenario, entry.plan));
    return entry;
}

Comparison compareScenarios(std::vector<ComparedScenario> scenarios)
{
    Comparison c;
    c.scenarios = std::move(scenarios);
    for (std::size_t i = 1; i < c.scenarios.size(); ++i) {
        std::vector<FigureDelta> row;
        for (std::size_t f = 0; f < kFigures.size(); ++f)
            row.push_back(figureDelta(kFigures[f], c.scenarios[0].values[f], c.scenarios[i].values[f]));
        c.deltas.push_back(std::move(row));
    }
    return c;
}

} // namespace kvb
