#pragma once

#include "fleet/fleet.h"
#include "fleet/instancestart.h"

#include <algorithm>
#include <vector>

namespace kvb {

// One instance on one card in the startup sequence: what the card held before it, its spike, and
// what it holds once serving.
struct TenantStep
{
    int deployment = -1;
    int rank = 0; // which of the deployment's ranks this card holds
    StartOutcome outcome = StartOutcome::NotPlaced;
    Bytes usedBefore = 0;
    Bytes freeAtStart = 0;
    Bytes ceiling = 0;
    Bytes startupPeak = 0;
    Bytes held = 0;
    Bytes weights = 0; // of `held`: the weights, for the bar's legend
    Bytes kvPool = 0;  // of `held`: the KV pool
    // The least the card has free while this instance starts: under its spike, or under the pool it then
    // allocates, whichever is higher. Negative: the card is short by that much.
    Bytes headroom = 0;
    bool othersCharged = false;
};

struct GpuReplay
{
    int gpu = -1;
    std::vector<TenantStep> steps; // in start order
    Bytes totalBytes = 0;          // the card's memory
    Bytes otherProcessesBytes = 0;
    Bytes heldAfter = 0;        // other processes + every instance that started, once all have
    Bytes peakUsed = 0;         // the highest point of the sequence: used before + a spike
    Bytes sumOfCeilings = 0;    // of the instances placed on the card
    bool overcommitted = false; // the ceilings add up to more than the card

    // What the card has left once every instance has started (never below zero).
    Bytes freeAfter() const { return std::max<Bytes>(0, totalBytes - heldAfter); }
};

struct DeploymentOutcome
{
    StartOutcome outcome = StartOutcome::NotPlaced;
    QString reason;
    QString vllmMessage;
    std::int64_t kvTokens = 0;
    double maxConcurrency = 0;
    Bytes startupPeakBytes = 0; // on its worst card: context + weights + non-torch + the profiling peak
    Bytes heldBytes = 0;        // per card once serving (0 when it did not start)
    Bytes ceilingBytes = 0;
    int worstGpu = -1;           // the card whose start decided the outcome
    Plan plan;                   // as it starts there
    int startsOnlyIfBefore = -1; // started just before this one it would start, and no other would stop
};

struct FleetReplay
{
    std::vector<int> order;                     // deployments in start order
    std::vector<GpuReplay> gpus;                // the fleet's cards, in file order
    std::vector<DeploymentOutcome> deployments; // by deployment index
    bool allStart = false;
    QString error; // set when a scenario is invalid; nothing else is
};

// The startup replayed in start order on every card: each instance sees what the card's other
// processes and the instances started before it hold, plans with the engine (for its own release's
// rules on whether that memory is charged to it) and starts, refuses or crashes; those that do not
// start hold nothing afterwards. A multi-GPU deployment starts on all its cards at once and takes the
// worst card's outcome. `explainFailures` also searches, for each failure, an earlier start that works.
FleetReplay replayFleet(const Fleet& fleet, bool explainFailures = true);

} // namespace kvb
