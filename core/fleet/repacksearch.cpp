#include "fleet/repacksearch.h"

#include "budget/modelkinds.h"

#include <algorithm>
#include <limits>

namespace kvb {

namespace {

// Every way to choose `k` of `from`, in increasing order.
void combinations(const std::vector<int>& from, std::size_t k, std::size_t start, std::vector<int>& current,
                  std::vector<std::vector<int>>& out)
{
    if (current.size() == k) {
        out.push_back(current);
        return;
    }
    for (std::size_t i = start; i < from.size(); ++i) {
        current.push_back(from[i]);
        combinations(from, k, i + 1, current, out);
        current.pop_back();
    }
}

constexpr PackCost kInfeasible{std::numeric_limits<int>::max() / 2, 0, 0};

} // namespace

RepackSearch::RepackSearch(const Fleet& fleet, TenantOracle& oracle, ChangeFamily family,
                           const SearchOptions& options, const std::vector<std::int64_t>& referenceTokens)
    : m_fleet(fleet)
    , m_oracle(oracle)
    , m_family(family)
    , m_options(options)
    , m_reference(referenceTokens)
    , m_fixed(fleet.gpus.size())
{
    for (std::size_t g = 0; g < fleet.gpus.size(); ++g)
        if (!fleet.gpus[g].failed)
            m_healthy.push_back(static_cast<int>(g));
    std::vector<std::pair<Bytes, Decision>> movable;
    for (std::size_t i = 0; i < fleet.deployments.size(); ++i) {
        const Deployment& d = fleet.deployments[i];
        std::vector<int> cards;
        for (const QString& id : d.gpuIds)
            cards.push_back(fleet.gpuIndex(id));
        const bool healthy = !cards.empty() && std::all_of(cards.begin(), cards.end(), [&](int g) {
            return !fleet.gpus[static_cast<std::size_t>(g)].failed;
        });
        const int index = static_cast<int>(i);
        if (healthy && cards.size() == 1) {
            m_fixed[static_cast<std::size_t>(cards.front())].push_back(index);
        } else if (healthy) {
            m_decisions.push_back({index, false, {cards}});
        } else {
            Decision decision{index, true, {}};
            std::vector<int> current;
            combinations(m_healthy, static_cast<std::size_t>(std::max(1, d.scenario.serving.worldSize())), 0,
                         current, decision.placements);
            const int kind = m_healthy.empty() ? 0 : oracle.kindOf(m_healthy.front());
            const Response alone = oracle.at(index, oracle.configured(index), kind, 0);
            movable.push_back({alone.starts ? alone.held : fleet.gpus.front().spec.totalBytes, decision});
        }
    }
    // The largest first: they have the fewest places to go, so the search meets dead ends early.
    std::stable_sort(movable.begin(), movable.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    for (auto& [footprint, decision] : movable)
        m_decisions.push_back(decision);
}

std::vector<Variant> RepackSearch::menuFor(int deployment) const
{
    const Deployment& d = m_fleet.deployments[static_cast<std::size_t>(deployment)];
    const Variant configured = m_oracle.configured(deployment);
    std::vector<Variant> menu{configured};
    if (m_family == ChangeFamily::Placement || d.scenario.serving.worldSize() > 1)
        return menu; // a multi-card deployment's share must be the same on every card: left as it is
    const int step = std::max(1, m_options.utilizationStepMilli);
    auto lowered = [&](Variant base, bool includeBase) {
        if (includeBase)
            menu.push_back(base);
        for (int u = (base.utilizationMilli - 1) / step * step; u >= step; u -= step) {
            base.utilizationMilli = u;
            menu.push_back(base);
        }
    };
    lowered(configured, false);
    const bool kv = m_oracle.hasKvCache(deployment);
    if (m_family == ChangeFamily::Fp8KvCache && kv && d.scenario.serving.kvCacheDtype == KvCacheDtype::Auto) {
        Variant fp8 = configured;
        fp8.fp8Kv = true;
        lowered(fp8, true);
    }
    if (m_family == ChangeFamily::MaxModelLen && kv) {
        const std::int64_t length =
            d.scenario.serving.maxModelLen.value_or(d.scenario.model.maxPositionEmbeddings);
        for (std::int64_t shorter = length / 2; shorter >= 1024 && shorter >= length / 4; shorter /= 2) {
            Variant v = configured;
            v.maxModelLen = shorter;
            lowered(v, true);
        }
    }
    return menu;
}

std::vector<PackTenant> RepackSearch::tenants(int gpu, const std::vector<int>& assigned) const
{
    std::vector<PackTenant> list;
    for (int d : m_fixed[static_cast<std::size_t>(gpu)])
        list.push_back({d, menuFor(d), true, m_reference[static_cast<std::size_t>(d)], 0});
    for (int d : assigned) {
        const bool movable = std::any_of(m_decisions.begin(), m_decisions.end(),
                                         [&](const Decision& x) { return x.deployment == d && x.movable; });
        list.push_back({d, menuFor(d), false, m_reference[static_cast<std::size_t>(d)], movable ? 1 : 0});
    }
    return list;
}

const PackResult& RepackSearch::pack(int gpu, const std::vector<int>& assigned)
{
    std::vector<int> key = assigned;
    std::sort(key.begin(), key.end());
    auto found = m_packs.find({gpu, key});
    if (found != m_packs.end())
        return found->second;
    PackResult result =
        packGpu(m_oracle, gpu, m_fleet.gpus[static_cast<std::size_t>(gpu)].otherProcessesBytes,
                tenants(gpu, assigned));
    if (!result.exact)
        m_exactPacks = false;
    return m_packs.emplace(std::make_pair(gpu, key), std::move(result)).first->second;
}

const std::vector<PackTenant>& RepackSearch::tenantsOn(int gpu, const Solution& s)
{
    std::vector<int> assigned;
    for (std::size_t i = 0; i < m_decisions.size(); ++i)
        if (s.choice[i] >= 0) {
            const auto& cards = m_decisions[i].placements[static_cast<std::size_t>(s.choice[i])];
            if (std::find(cards.begin(), cards.end(), gpu) != cards.end())
                assigned.push_back(m_decisions[i].deployment);
        }
    std::sort(assigned.begin(), assigned.end());
    m_scratch = tenants(gpu, assigned);
    return m_scratch;
}

PackCost RepackSearch::costOf(const Node& node) const
{
    PackCost cost = node.decided;
    for (int g : m_healthy) {
        const PackResult& p = *node.packs[static_cast<std::size_t>(g)];
        if (!p.feasible)
            return kInfeasible;
        cost = cost + p.cost;
    }
    return cost;
}

// Symmetry: among interchangeable empty cards (same kind, same other processes, nothing on them), only
// the first ones are tried.
bool RepackSearch::canonical(const Node& node, const std::vector<int>& placement) const
{
    auto empty = [&](int g) {
        return m_fixed[static_cast<std::size_t>(g)].empty() &&
               node.assigned[static_cast<std::size_t>(g)].empty();
    };
    for (int g : placement) {
        if (!empty(g))
            continue;
        for (int h : m_healthy) {
            if (h >= g)
                break;
            const bool twin = empty(h) && m_oracle.kindOf(h) == m_oracle.kindOf(g) &&
                              m_fleet.gpus[static_cast<std::size_t>(h)].otherProcessesBytes ==
                                  m_fleet.gpus[static_cast<std::size_t>(g)].otherProcessesBytes;
            if (twin && std::find(placement.begin(), placement.end(), h) == placement.end())
                return false;
        }
    }
    return true;
}

std::size_t RepackSearch::PackKeyHash::operator()(const std::pair<int, std::vector<int>>& key) const
{
    std::size_t h = std::hash<int>()(key.first);
    for (int d : key.second)
        h = h * 1000003u ^ std::hash<int>()(d);
    return h;
}

RepackSearch::Node RepackSearch::root()
{
    if (m_rootPacks.empty()) {
        m_rootPacks.resize(m_fleet.gpus.size(), nullptr);
        for (int g : m_healthy)
            m_rootPacks[static_cast<std::size_t>(g)] = &pack(g, {});
    }
    return {std::vector<std::vector<int>>(m_fleet.gpus.size()), m_rootPacks, {}};
}

PackCost RepackSearch::stopCost(const Decision& d) const
{
    return {1, m_reference[static_cast<std::size_t>(d.deployment)], 1};
}

bool RepackSearch::place(Node& node, const Decision& d, int choice)
{
    if (choice < 0) {
        node.decided = node.decided + stopCost(d);
        return true;
    }
    for (int g : d.placements[static_cast<std::size_t>(choice)]) {
        auto& here = node.assigned[static_cast<std::size_t>(g)];
        here.push_back(d.deployment);
        node.packs[static_cast<std::size_t>(g)] = &pack(g, here);
        if (!node.packs[static_cast<std::size_t>(g)]->feasible)
            return false;
    }
    return true;
}

// What evaluate() would say of the node's decisions, then `d` as `choice`, then `rest` (decisions left
// stopped), or none where a card cannot take `d`. The node is left as it was: the greedy search tries
// every candidate on the same prefix instead of placing the prefix again for each.
std::optional<PackCost> RepackSearch::costWith(Node& node, const Decision& d, int choice,
                                               const PackCost& rest)
{
    struct Saved
    {
        int gpu;
        std::size_t tenants;
        const PackResult* packing;
    };
    std::vector<Saved> saved; // what place() may change, restored below whether it fitted or not
    if (choice >= 0)
        for (int g : d.placements[static_cast<std::size_t>(choice)])
            saved.push_back({g, node.assigned[static_cast<std::size_t>(g)].size(),
                             node.packs[static_cast<std::size_t>(g)]});
    const PackCost decided = node.decided;
    std::optional<PackCost> cost;
    if (place(node, d, choice)) {
        node.decided = node.decided + rest;
        cost = costOf(node);
    }
    for (const Saved& s : saved) {
        node.assigned[static_cast<std::size_t>(s.gpu)].resize(s.tenants);
        node.packs[static_cast<std::size_t>(s.gpu)] = s.packing;
    }
    node.decided = decided;
    return cost;
}

Solution RepackSearch::evaluate(const std::vector<int>& choice)
{
    Node node = root();
    for (std::size_t i = 0; i < m_decisions.size(); ++i)
        if (!place(node, m_decisions[i], choice[i]))
            return {choice, kInfeasible, {}, false};
    return {choice, costOf(node), node.packs, true};
}

} // namespace kvb
