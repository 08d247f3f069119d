#pragma once

#include "budget/plan.h"
#include "model/scenario.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace kvb {

// Side by side: two to four scenarios, each planned by the engine, the first the baseline. Every
// figure is read from the Plan the engine computed (never re-derived), and each later scenario gets
// its difference to the baseline, so the CLI's tables and JSON and the window's Compare view show
// the same numbers.

inline constexpr int kMinCompared = 2;
inline constexpr int kMaxCompared = 4;

enum class FigureUnit
{
    Verdict, // 1 when vLLM starts, 0 when it refuses
    Memory,  // bytes, per GPU
    Tokens,
    Ratio, // requests at once: "3.43x"
    Count, // sequences, GPUs
};

// Which way a figure improves, for colouring a delta.
enum class Better
{
    Higher,
    Lower,
    Neither, // a share of the card, not a merit in itself
};

// The key figures in table order. Keys are the JSON keys of `compare --format json`.
enum class CompareFigure
{
    Verdict,
    Ceiling,
    Weights,
    Overhead,
    KvPool,
    KvTokens,
    KvTokensLow,
    KvTokensHigh,
    MaxConcurrency,
    RealisticConcurrency,
    RecommendedMaxNumSeqs,
    Gpus,
};

struct FigureInfo
{
    CompareFigure figure;
    const char* key;   // "kv_tokens"
    const char* label; // translatable (kvb::Compare), see figureLabel
    FigureUnit unit;
    Better better;
};

// Every key figure, in table order.
const std::vector<FigureInfo>& compareFigures();
QString figureLabel(const FigureInfo& info);
QString figureUnitKey(FigureUnit unit); // "bytes", "tokens", "ratio", "count", "verdict"

// The figure as the plan holds it: bytes, tokens, a ratio, a count; the verdict as 1 or 0.
double figureValue(CompareFigure figure, const Scenario& scenario, const Plan& plan);

struct FigureDelta
{
    double absolute = 0;
    std::optional<double> percent; // absent when the baseline is 0, and for the verdict
    // +1 better, -1 worse, 0 the same or a figure with no better direction
    int direction = 0;
};

FigureDelta figureDelta(const FigureInfo& info, double baseline, double value);

// "72.86 GiB", "449,840", "3.43x", "starts" / "refuses"
QString formatFigureValue(const FigureInfo& info, double value);
// "+1.20 GiB (+2.2%)", "−12,345 (−5.0%)", "±0", "now starts"
QString formatFigureDelta(const FigureInfo& info, const FigureDelta& delta);

struct ComparedScenario
{
    QString name;   // the scenario's name
    QString source; // how it was given: a file, a built-in name, the flags, a --vary
    Scenario scenario;
    Plan plan;
    QStringList notes;
    std::vector<double> values; // one per compareFigures()
};

struct Comparison
{
    std::vector<ComparedScenario> scenarios; // [0] is the baseline
    // deltas[i][f]: scenario i + 1 against the baseline, figure f of compareFigures()
    std::vector<std::vector<FigureDelta>> deltas;
};

// Plans each scenario (which must all be valid) and takes the differences to the first.
ComparedScenario compareEntry(const Scenario& scenario, const QString& source, const QStringList& notes = {});
Comparison compareScenarios(std::vector<ComparedScenario> scenarios);

} // namespace kvb
