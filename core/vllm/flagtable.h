#pragma once

#include "base/result.h"
#include "io/presets.h"
#include "model/scenario.h"

#include <QString>
#include <QStringList>

#include <cmath>
#include <optional>
#include <span>

namespace kvb {

// The plan flags, declared once: `kvbudget plan` and every subcommand that plans, `plan --help`,
// the `vllm serve` paste reader and the README's flag table are all read from this table.

enum class FlagGroup
{
    Scenario, // which model on which GPUs, which vLLM
    Serving,  // vLLM's own knobs
    Memory,   // memory outside the model, overrides
    Workload, // the traffic
    Accounting,
};

enum class FlagKind
{
    Switch,     // no value; --flag=false turns it off
    Integer,    // a whole number within the range
    TokenCount, // 32768, 32k (= 32,000) or 32K (= 32,768), as vLLM reads them, within the range
    Number,     // a finite number within the range
    Text,       // anything non-empty; the flag reads it itself (a name, a path, JSON)
};

// A value's accepted range; open ends exclude the bound itself. An unenforced range lets any number
// through, NaN included, for the flags whose range the engine's scenario validation owns (it names
// the value for every path: flags, scenario files, pasted commands, the window).
struct FlagRange
{
    double min = -1e300;
    double max = 1e300;
    bool minOpen = false;
    bool maxOpen = false;
    bool enforced = true;
    bool contains(double v) const
    {
        if (!enforced)
            return true;
        return std::isfinite(v) && (minOpen ? v > min : v >= min) && (maxOpen ? v < max : v <= max);
    }
};

// What a flag writes into.
struct FlagContext
{
    Scenario& scenario;
    const PresetCatalog& catalog;
    QStringList& notes;
    bool gpuCountGiven = false;
};

// A value as read: the text, its number (for numeric kinds) and, for switches, on or off.
struct FlagValue
{
    QString spelled; // the flag as the user wrote it, for messages: "--gpu_memory_utilization"
    QString text;
    double number = 0;
    bool on = true;
};

struct FlagSpec
{
    const char* name;  // canonical, with dashes: "tensor-parallel-size"
    const char* alias; // a short or older spelling without dashes ("tp"), or nullptr
    FlagGroup group;
    bool vllm; // `vllm serve` has this flag (under this name, with - or _)
    FlagKind kind;
    FlagRange range;
    const char* valueName; // in --help: "N", "F", "GiB"
    const char* expected;  // what a value must be, for error messages (translatable)
    const char* help;      // one line for --help and the README (translatable)
    // Writes the value into the scenario; an error for a value the flag cannot use.
    std::optional<Error> (*apply)(const FlagValue& value, FlagContext& context);
    // Applied in stages: 0 the base scenario, 1 the model and GPU, 2 everything else, so that a
    // flag always changes the model and GPU it is given with.
    int stage = 2;
};

std::span<const FlagSpec> planFlags();

// "--gpu_memory_utilization", "-tp", "tensor-parallel-size" -> the canonical name without dashes.
QString canonicalFlagName(QString spelled);
// The flag a spelling names, or nullptr.
const FlagSpec* findPlanFlag(const QString& spelled);

// Reads `text` as the flag's kind and range; an error in one sentence naming flag, value and what
// was expected ("--max-model-len lots: expected a token count such as 32768 or 32K").
Result<FlagValue> readFlagValue(const FlagSpec& flag, const QString& spelled, const QString& text);
// Reads and applies one flag.
std::optional<Error> applyPlanFlag(const FlagSpec& flag, const QString& spelled, const QString& text,
                                   FlagContext& context);

// The translated "expected" and "help" texts.
QString flagExpected(const FlagSpec& flag);
QString flagHelp(const FlagSpec& flag);
QString flagGroupTitle(FlagGroup group);

// "32k" = 32,000 and "32K" = 32,768, as vLLM's human-readable integers; plain integers as such, up to
// kMaxTokenCount either way.
inline constexpr double kMaxTokenCount = 9.0e15;
std::optional<std::int64_t> parseTokenCount(const QString& text);
// The same spellings at any magnitude ("99999999999999999999", "1e12", "4T"): whether the text is a
// whole number at all, to tell a value out of range from one that is no integer.
std::optional<double> wholeNumberValue(const QString& text);

// "1 to 1024", "above 0 and at most 1", "at least 1", for messages.
QString allowedRangeText(const FlagRange& range);

// What the install decides where a release leaves it open (flagvalues.cpp): --flashinfer-sampler
// (VLLM_USE_FLASHINFER_SAMPLER, or whether the install has FlashInfer) and --mxfp4-backend (whether it
// has triton_kernels). "auto" leaves it to the release's default, with the other choice in the band.
std::optional<Error> applyFlashInferSampler(const FlagValue& v, FlagContext& c);
std::optional<Error> applyMxfp4Backend(const FlagValue& v, FlagContext& c);

} // namespace kvb
