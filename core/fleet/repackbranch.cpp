// The search strategies of RepackSearch: branch and bound (exact), greedy with local moves (beyond the
// exact search's size) and the lower bound a heuristic's gap is measured from.
#include "fleet/repacksearch.h"

#include <algorithm>

namespace kvb {

namespace {

struct Child
{
    PackCost cost;
    int choice = -1;
};

} // namespace

// Depth-first over the decisions, the cheapest child first. A node's cost is a lower bound on every
// completion: adding a tenant to a card never lowers that card's cost (its packing is exact, and a
// tenant removed from a start order leaves every other start at least as possible).
void RepackSearch::branch(std::size_t depth, Node& node, std::vector<int>& choice, Solution& best,
                          SearchProof& proof)
{
    ++proof.nodes;
    if (proof.nodes > m_options.nodeLimit) {
        proof.complete = false;
        return;
    }
    if (depth == m_decisions.size()) {
        ++proof.leaves;
        const PackCost cost = costOf(node);
        if (!best.found || cost < best.cost)
            best = {choice, cost, node.packs, true};
        return;
    }
    const Decision& d = m_decisions[depth];
    std::vector<Child> children;
    std::vector<Node> nodes;
    for (int c = -1; c < static_cast<int>(d.placements.size()); ++c) {
        if (c >= 0 && !canonical(node, d.placements[static_cast<std::size_t>(c)]))
            continue;
        Node child = node;
        if (!place(child, d, c))
            continue;
        children.push_back({costOf(child), c});
        nodes.push_back(std::move(child));
    }
    std::vector<std::size_t> byCost(children.size());
    for (std::size_t i = 0; i < byCost.size(); ++i)
        byCost[i] = i;
    std::stable_sort(byCost.begin(), byCost.end(),
                     [&](std::size_t a, std::size_t b) { return children[a].cost < children[b].cost; });
    for (std::size_t i : byCost) {
        if (best.found && !(children[i].cost < best.cost)) {
            ++proof.pruned;
            continue;
        }
        choice[depth] = children[i].choice;
        branch(depth + 1, nodes[i], choice, best, proof);
        if (proof.nodes > m_options.nodeLimit)
            return;
    }
    choice[depth] = -1;
}

// Each decision in turn takes what costs least given those before it, the later ones left stopped. The
// decisions taken stay placed in one node and each candidate is tried on it: placing them all again for
// every candidate made the pass grow with the square of the deployments to place.
Solution RepackSearch::greedy(SearchProof& proof)
{
    std::vector<int> choice(m_decisions.size(), -1);
    std::vector<PackCost> stoppedAfter(m_decisions.size() + 1); // decisions i, i+1, ... all stopped
    for (std::size_t i = m_decisions.size(); i-- > 0;)
        stoppedAfter[i] = stopCost(m_decisions[i]) + stoppedAfter[i + 1];
    Node node = root(); // the decisions taken so far
    for (std::size_t i = 0; i < m_decisions.size(); ++i) {
        const Decision& d = m_decisions[i];
        std::optional<PackCost> best;
        for (int c = -1; c < static_cast<int>(d.placements.size()); ++c) {
            const std::optional<PackCost> cost = costWith(node, d, c, stoppedAfter[i + 1]);
            ++proof.nodes;
            if (cost && (!best || *cost < *best)) {
                best = cost;
                choice[i] = c;
            }
        }
        place(node, d, choice[i]); // it fitted when tried
    }
    return evaluate(choice);
}

// Moves one decision at a time while that lowers the cost.
void RepackSearch::improve(Solution& s)
{
    for (int pass = 0; pass < 4; ++pass) {
        bool better = false;
        for (std::size_t i = 0; i < m_decisions.size(); ++i) {
            for (int c = -1; c < static_cast<int>(m_decisions[i].placements.size()); ++c) {
                if (c == s.choice[i])
                    continue;
                std::vector<int> moved = s.choice;
                moved[i] = c;
                const Solution t = evaluate(moved);
                if (t.found && t.cost < s.cost) {
                    s = t;
                    better = true;
                }
            }
        }
        if (!better)
            return;
    }
}

// No solution costs less: the cards' own tenants as they can best start, plus every deployment that fits
// on no card even alone (it will not fit beside more either).
PackCost RepackSearch::lowerBound()
{
    PackCost bound;
    for (int g : m_healthy)
        bound = bound + pack(g, {}).cost;
    for (const Decision& d : m_decisions) {
        bool fits = false;
        for (const auto& cards : d.placements) {
            fits = std::all_of(cards.begin(), cards.end(),
                               [&](int g) { return pack(g, {d.deployment}).feasible; });
            if (fits)
                break;
        }
        if (!fits)
            bound = bound + PackCost{1, m_reference[static_cast<std::size_t>(d.deployment)], 1};
    }
    return bound;
}

Solution RepackSearch::run(SearchProof& proof)
{
    proof.exact = !m_options.forceHeuristic && static_cast<int>(m_healthy.size()) <= m_options.exactMaxGpus &&
                  static_cast<int>(m_fleet.deployments.size()) <= m_options.exactMaxDeployments;
    Solution best = greedy(proof);
    improve(best);
    proof.complete = proof.exact;
    if (proof.exact) {
        Node start = root();
        std::vector<int> choice(m_decisions.size(), -1);
        branch(0, start, choice, best, proof);
    }
    proof.complete = proof.complete && m_exactPacks;
    proof.best = best.cost;
    proof.lowerBound = proof.complete ? best.cost : lowerBound();
    proof.engineCalls = m_oracle.planCalls();
    return best;
}

} // namespace kvb
