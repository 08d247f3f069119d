#pragma once

#include "fleet/tenantoracle.h"

#include <cstdint>
#include <vector>

namespace kvb {

// What a re-pack costs, compared lexicographically: deployments that do not start, then KV tokens lost
// against each deployment's reference, then the number of changes (docs/fleet.md "Re-packing").
struct PackCost
{
    int notStarted = 0;
    std::int64_t tokensLost = 0;
    int changes = 0;

    auto operator<=>(const PackCost&) const = default;
    PackCost operator+(const PackCost& o) const
    {
        return {notStarted + o.notStarted, tokensLost + o.tokensLost, changes + o.changes};
    }
};

// A deployment as one card's packing sees it: the variants it may run in (the first is as configured).
struct PackTenant
{
    int deployment = -1;
    std::vector<Variant> options;
    bool mayStayStopped = false; // a deployment already on this card may be left stopped (at its full cost)
    std::int64_t referenceTokens = 0; // what it had before; fewer is a loss
    int placementChanges = 0;         // 1 when the search moved it here
};

struct PackedTenant
{
    int deployment = -1;
    int option = -1; // index into its options; -1: left stopped
    Bytes usedBefore = 0;
    Response response;
};

struct PackResult
{
    bool feasible = false;
    PackCost cost;
    std::vector<PackedTenant> order; // the start order on the card
    bool exact = true;               // every start order was weighed, or the order-free rule held
};

// The best start order and variants for the tenants of one card: for each candidate order a dynamic
// programme over what the card holds before each start (Pareto-pruned), asking the oracle whether each
// variant starts. In releases with V1's startup check whose budget ignores others, one order is best
// for every choice of utilization (tenants sorted by total - activation reserve + steady activations
// + graphs, the spikiest first: docs/fleet.md proves it); otherwise every order of up to
// kMaxPermutedTenants tenants is tried.
PackResult packGpu(TenantOracle& oracle, int gpu, Bytes otherProcesses,
                   const std::vector<PackTenant>& tenants);

inline constexpr int kMaxPermutedTenants = 6;

} // namespace kvb
