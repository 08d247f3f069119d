#pragma once

#include "budget/plan.h"
#include "model/scenario.h"
#include "report/architectureview.h"
#include "report/explain.h"
#include "report/memorybar.h"
#include "report/savings.h"
#include "report/sweeps.h"

#include <QStringList>

#include <vector>

namespace kvb {

// A run of neighbouring utilization points with the same refusal, for shading "vLLM refuses to start".
struct UtilizationRange
{
    double from = 0;
    double to = 0;
    Verdict verdict = Verdict::Fits;
};

// Contiguous runs of points whose verdict is not Fits, in order; `from` and `to` are the first and
// last refusing grid points of the run.
std::vector<UtilizationRange> refusedRanges(const std::vector<UtilizationPoint>& points);

// KV tokens gained per `step` of gpu_memory_utilization while the model fits: the ceiling grows by
// step x total, all of it KV, at the plan's bytes per token (the seed's "+1% ≈ 6,500 tokens" on an
// H100 with Llama 3.1 8B). 0 when --kv-cache-memory fixes the pool or the scenario is invalid.
std::int64_t tokensPerUtilizationStep(const Scenario& scenario, const Plan& plan, double step = 0.01);

// The context lengths the concurrency chart samples: powers of two from 256 to the model's maximum,
// plus the maximum itself, the current max_model_len and the typical request length (where the
// realistic line bends), sorted and without duplicates.
std::vector<std::int64_t> dashboardContextGrid(const Scenario& scenario, const Plan& plan);

inline constexpr std::int64_t dashboardMinContext = 256;

// Everything the dashboard shows for one scenario, computed in one pass (about 120 plans; well under
// a millisecond), so that every number on screen comes from here and a view only draws.
struct DashboardFigures
{
    Scenario scenario;
    Plan plan;
    std::vector<RankBar> memoryBars;
    std::vector<ContextPoint> concurrency;
    std::vector<UtilizationPoint> utilization;
    std::vector<UtilizationRange> refused;
    std::int64_t tokensPerUtilizationStep = 0; // 0 when vLLM starts at no utilization
    SavingsWaterfall savings;
    std::vector<ExplanationStep> explanation;
    QString headline;        // verdictHeadline
    QString startupError;    // vllmStartupError, word for word; empty when vLLM starts
    QStringList logLines;    // vllmLogLines
    QString kvLayout;        // kvLayoutSummary: empty for plain full attention
    StartupPeak startupPeak; // a vision model's profiling peak
};

DashboardFigures computeDashboardFigures(const Scenario& scenario);

} // namespace kvb
