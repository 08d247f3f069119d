#pragma once

// The search behind repackFleet (fleet/repack.h): who goes on which healthy card, per family of changes.

#include "fleet/repack.h"

#include <optional>
#include <unordered_map>
#include <vector>

namespace kvb {

// A deployment the search places: one without a healthy card (any healthy card, or none), or a
// multi-GPU one on healthy cards (its own cards, or left stopped).
struct Decision
{
    int deployment = -1;
    bool movable = false;
    std::vector<std::vector<int>> placements; // card indices in rank order
};

struct Solution
{
    std::vector<int> choice; // per decision: index into its placements, -1 = none
    PackCost cost;
    // Per card of the fleet (none on failed cards): the search's own packings, which outlive the solution's
    // use in repackFleet.
    std::vector<const PackResult*> packs;
    bool found = false;
};

class RepackSearch
{
public:
    RepackSearch(const Fleet& fleet, TenantOracle& oracle, ChangeFamily family, const SearchOptions& options,
                 const std::vector<std::int64_t>& referenceTokens);

    Solution run(SearchProof& proof);
    const std::vector<Decision>& decisions() const { return m_decisions; }
    const std::vector<PackTenant>& tenantsOn(int gpu, const Solution& s);

private:
    struct Node
    {
        std::vector<std::vector<int>> assigned; // per card: deployments the decisions put there
        std::vector<const PackResult*> packs;   // into m_packs, which never moves an entry
        PackCost decided;                       // the cost of decisions that placed nothing
    };

    std::vector<Variant> menuFor(int deployment) const;
    std::vector<PackTenant> tenants(int gpu, const std::vector<int>& assigned) const;
    const PackResult& pack(int gpu, const std::vector<int>& assigned);
    Node root();
    PackCost costOf(const Node& node) const;
    PackCost stopCost(const Decision& d) const;
    std::optional<PackCost> costWith(Node& node, const Decision& d, int choice, const PackCost& rest);
    bool canonical(const Node& node, const std::vector<int>& placement) const;
    bool place(Node& node, const Decision& d, int choice);
    void branch(std::size_t depth, Node& node, std::vector<int>& choice, Solution& best, SearchProof& proof);
    Solution greedy(SearchProof& proof);
    void improve(Solution& s);
    Solution evaluate(const std::vector<int>& choice);
    PackCost lowerBound();

    const Fleet& m_fleet;
    TenantOracle& m_oracle;
    ChangeFamily m_family;
    SearchOptions m_options;
    std::vector<std::int64_t> m_reference;
    std::vector<int> m_healthy;
    std::vector<std::vector<int>> m_fixed; // per card: single-card deployments already there
    std::vector<Decision> m_decisions;
    struct PackKeyHash
    {
        std::size_t operator()(const std::pair<int, std::vector<int>>& key) const;
    };
    // Every card's packing by its tenants, found once: the searches ask for the same ones many times.
    // Entries never move (node-based), so nodes and solutions point into it.
    std::unordered_map<std::pair<int, std::vector<int>>, PackResult, PackKeyHash> m_packs;
    std::vector<const PackResult*> m_rootPacks; // per card: its own tenants only
    std::vector<PackTenant> m_scratch;
    bool m_exactPacks = true;
};

} // namespace kvb
