#pragma once

#include "fleet/gpupack.h"
#include "fleet/replay.h"

#include <QJsonValue>

#include <vector>

namespace kvb {

// The kinds of change a proposal may make besides placing deployments and ordering their starts.
enum class ChangeFamily
{
    Placement,   // start order and placement only
    Utilization, // + lower gpu_memory_utilization
    Fp8KvCache,  // + lower utilization, + --kv-cache-dtype fp8
    MaxModelLen, // + lower utilization, + a shorter --max-model-len
};

QString familyKey(ChangeFamily family);  // "placement", "utilization", "fp8_kv_cache", "max_model_len"
QString familyText(ChangeFamily family); // in the user's language

struct SearchOptions
{
    int utilizationStepMilli = 10; // lower utilization in steps of 0.01
    int exactMaxGpus = 8;          // healthy cards the exact search takes on
    int exactMaxDeployments = 12;
    std::int64_t nodeLimit = 2000000;
    bool forceHeuristic = false;
    std::vector<ChangeFamily> families = {ChangeFamily::Placement, ChangeFamily::Utilization,
                                          ChangeFamily::Fp8KvCache, ChangeFamily::MaxModelLen};
};

// One change of a proposal, in vLLM's vocabulary: what = "gpus", "start_position", "not_placed",
// "gpu_memory_utilization", "kv_cache_dtype" or "max_model_len".
struct Change
{
    QString deployment;
    QString what;
    QJsonValue from;
    QJsonValue to;
    // What the deployment had and now gets (capacity changes).
    std::int64_t kvTokensFrom = 0;
    std::int64_t kvTokensTo = 0;
    double maxConcurrencyFrom = 0;
    double maxConcurrencyTo = 0;
};

// What the search did, so that "optimal" can be checked: an exact search that finished has weighed
// every placement (or cut it off because its cost so far, which adding tenants never lowers, already
// reached the best found) and every start order per card (or applied the order-free rule).
struct SearchProof
{
    bool exact = false;
    bool complete = false;
    std::int64_t nodes = 0;
    std::int64_t pruned = 0;
    std::int64_t leaves = 0;
    PackCost lowerBound; // no solution can cost less (the heuristic's gap is measured from it)
    PackCost best;
    std::int64_t engineCalls = 0;
};

struct Proposal
{
    ChangeFamily family = ChangeFamily::Placement;
    std::vector<Change> changes;
    Fleet fleet;        // the fleet with the changes made
    FleetReplay replay; // and its startup, replayed
    std::int64_t kvTokensLost = 0;
    int notStarted = 0;
    bool allStart = false;
    bool optimal = false;
    SearchProof proof;
    std::int64_t gapKvTokens = 0; // heuristic: at most this many tokens better exist
};

struct RepackResult
{
    std::vector<Proposal> proposals; // best first: fewest not started, fewest tokens lost, fewest changes
    std::vector<std::int64_t> referenceTokens; // per deployment: its KV tokens alone on its card
    QString error;
};

// Places the deployments that have no healthy card (failed cards, none named) on the healthy ones,
// orders every card's starts and, family by family, lowers what must be lowered, so that as much as
// possible starts at the least capacity lost (docs/fleet.md "Re-packing"). Deployments already on
// healthy cards stay there. Exact branch and bound up to `exactMaxGpus` x `exactMaxDeployments`, a
// greedy search with local moves and a gap bound beyond.
// Refused with a message naming both figures when repackPlacements(fleet) exceeds
// limits::kMaxRepackPlacements.
RepackResult repackFleet(const Fleet& fleet, const SearchOptions& options = {});

// What a re-pack of the fleet would weigh: each deployment without a healthy card on every set of
// healthy cards it could run on (C(healthy, TP x PP)), and each multi-card one on healthy cards, run or
// stopped. Counted without listing them (a TP 8 deployment over 64 cards has 4.4 billion).
double repackPlacements(const Fleet& fleet);

} // namespace kvb
