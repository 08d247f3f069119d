#pragma once

#include "base/result.h"
#include "budget/plan.h"
#include "model/scenario.h"
#include "vllm/vllmlog.h"

#include <QStringList>

namespace kvb {

// A scenario re-based on the user's own vLLM log: the settings the log shows (utilization, context,
// GPU total) and the measured terms (weights, non-torch, activation, CUDA graphs) become the scenario's
// values and overrides, and whatever the log leaves unmeasured is solved so that the KV pool equals the
// logged one. What-ifs then start from the real machine.
struct Calibration
{
    Scenario scenario; // calibrated: overrides set, `overrides.calibrated` true
    ParsedVllmLog log;
    Plan predicted;      // the engine's estimate for the log's settings, before calibration
    Plan calibrated;     // after
    QStringList adopted; // "weights: 14.99 GiB (Model loading took)"
    QStringList notes;   // what could not be used and why
};

Result<Calibration> calibrateFromLog(const Scenario& scenario, const ParsedVllmLog& log);

// One row of "predicted against logged".
struct ComparisonRow
{
    QString id;    // "weights", "kv_cache", "num_blocks", "kv_tokens", "max_concurrency", "verdict", ...
    QString label; // "Model weights (GiB)"
    std::optional<double> logged;
    double predicted = 0;
    double calibrated = 0;
    // |predicted - logged| / |logged| in percent, when the log has the figure and it is not zero.
    std::optional<double> errorPercent() const;
};

std::vector<ComparisonRow> compareWithLog(const Calibration& calibration);

} // namespace kvb
