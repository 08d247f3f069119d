#pragma once

#include "load/loadreport.h"
#include "load/workloadmodel.h"
#include "model/workload.h"

#include <cstdint>
#include <vector>

namespace kvb {

// What the "Load" view's workload controls choose. The view keeps one of these and turns it into a
// LoadSpec against the current scenario's workload on every run, so that "lengths from the scenario"
// follows the scenario panel's typical / p95 request tokens.
struct LoadControls
{
    // The worked example's load: one burst of 1,024 chats, the length of vLLM's default max_num_seqs.
    int numRequests = 1024;
    ArrivalPattern arrival;
    // True: prompt and output lengths from the scenario's request tokens (defaultLoadSpec); false:
    // every request has exactly promptTokens + outputTokens.
    bool lengthsFromScenario = true;
    std::int64_t promptTokens = 1500;
    std::int64_t outputTokens = 300;
    std::uint64_t seed = 1;
    bool prefixCaching = true;
    std::int64_t prefixTokens = 0;
    int targetKvPercent = 90; // the recommendation keeps peak KV usage below this
    bool operator==(const LoadControls&) const = default;
};

// The LoadSpec computeLoadReport runs for these controls on a scenario with this workload.
LoadSpec loadSpecFor(const Workload& workload, const LoadControls& controls);

// The most time-series points the Load tab asks the simulation to keep (see loadSpecFor).
inline constexpr int loadChartMaxPoints = 600;

// The Load tab's ranges. Lesson files are held to them too, so that the workload a lesson's caption
// cites is one the tab's controls can show (a rate of 2.25 would be shown, and run, as 2.3).
inline constexpr int loadMaxRequests = 100'000;
inline constexpr double loadMinRate = 0.1;
inline constexpr double loadMaxRate = 100'000;
inline constexpr int loadRateDecimals = 1;
inline constexpr int loadMaxUsers = 100'000;
inline constexpr int loadMaxSeed = 2'147'483'647; // the seed box is an int

// How the run at the scenario's max_num_seqs went, for the view's headline.
enum class LoadOutcome
{
    NotSimulated, // the plan does not start, or the run was cancelled
    Spiral,       // at least one preemption
    AboveTarget,  // no preemption, but the peak reached the target
    Holds,        // no preemption and the peak below the target
};

enum class LoadTimeAxis
{
    Steps,   // engine steps
    Seconds, // simulated seconds (StepTimeModel)
};

// One point of the load chart: a SeriesPoint on the chosen time axis, KV usage in percent.
struct LoadChartPoint
{
    double x = 0;
    double kvPercent = 0; // 0..100
    int running = 0;
    int waiting = 0;
};

// A series point where the cumulative preemptions grew: drawn as a mark on the KV usage line.
struct PreemptionMark
{
    double x = 0;
    double kvPercent = 0;
    std::int64_t added = 0;      // preemptions since the previous point
    std::int64_t cumulative = 0; // preemptions so far
};

// Everything the Load view draws for one report, so the view only draws.
struct LoadFigures
{
    bool simulated = false; // false when the plan does not start (or the run was cancelled)
    LoadOutcome outcome = LoadOutcome::NotSimulated;
    LoadTimeAxis axis = LoadTimeAxis::Steps;
    std::vector<LoadChartPoint> points;
    std::vector<PreemptionMark> marks;
    double xMax = 1;     // the last point's x, at least 1 (an axis needs a span)
    int requestsMax = 1; // the largest running or waiting count, at least 1
    // The request axis: 0 to requestsAxisMax in loadAxisIntervals round steps (1, 2, 2.5 or 5 x 10^k),
    // so its ticks fall on the KV usage axis's 0, 20, ..., 100% grid lines.
    int requestsAxisMax = 5;
    double targetPercent = 90;
    double peakKvPercent = 0;
    double recommendedPeakKvPercent = 0; // the run at the recommended max_num_seqs
    int currentMaxNumSeqs = 0;
    int recommendedMaxNumSeqs = 0; // 0: none is safe, or no search
    int ruleOfThumbMaxNumSeqs = 0;
    // The recommendation exists and differs from the scenario's max_num_seqs.
    bool canApply = false;
};

inline constexpr int loadAxisIntervals = 5;

// The smallest 5 x (1, 2, 2.5 or 5 x 10^k) that is at least `value` (and at least 5); 2.5 only from 25
// on, so every tick is a whole number of requests.
int roundAxisMax(int value);

LoadFigures loadFigures(const LoadReport& report, LoadTimeAxis axis, double targetKvUsage);

} // namespace kvb
