#include "fleet/gpupack.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <optional>
#include <string>

namespace kvb {

namespace {

// A point of the dynamic programme: what the card holds before the next start, what it cost to get
// there, and how (for reading the solution back).
struct State
{
    Bytes used = 0;
    PackCost cost;
    int parent = -1;
    int option = -1;
    Response response;
};

// The options of one tenant grouped by everything but utilization, each group by utilization, highest
// first: within a group, on a card holding `used`, the options that start form one run (a higher share
// fails the free-memory check first, a lower one the KV checks), found by a binary search.
struct OptionGroups
{
    std::vector<std::vector<int>> groups;
};

OptionGroups groupOptions(const PackTenant& t)
{
    std::map<std::pair<bool, std::int64_t>, std::vector<int>> byRest;
    for (std::size_t i = 0; i < t.options.size(); ++i)
        byRest[{t.options[i].fp8Kv, t.options[i].maxModelLen}].push_back(static_cast<int>(i));
    OptionGroups g;
    for (auto& [key, members] : byRest) {
        std::sort(members.begin(), members.end(), [&](int a, int b) {
            return t.options[static_cast<std::size_t>(a)].utilizationMilli >
                   t.options[static_cast<std::size_t>(b)].utilizationMilli;
        });
        g.groups.push_back(members);
    }
    return g;
}

class Packer
{
public:
    Packer(TenantOracle& oracle, int gpu, Bytes others, const std::vector<PackTenant>& tenants)
        : m_oracle(oracle)
        , m_kind(oracle.kindOf(gpu))
        , m_others(others)
        , m_tenants(tenants)
    {
        for (const PackTenant& t : tenants)
            m_groups.push_back(groupOptions(t));
        m_runs.resize(tenants.size());
        m_empty.resize(tenants.size());
        m_handles.resize(tenants.size());
        for (std::size_t t = 0; t < tenants.size(); ++t) {
            m_handles[t].resize(tenants[t].options.size(), nullptr);
            m_charged.push_back(TenantOracle::othersCharged(handle(t, 0)));
        }
    }

    // The options of tenant `t` that start on a card holding `used` (in a buffer the programme reuses:
    // it asks once per state).
    const std::vector<std::pair<int, Response>>& starting(std::size_t t, Bytes used)
    {
        std::vector<std::pair<int, Response>>& out = m_starting;
        out.clear();
        const bool charged = m_charged[t];
        for (std::size_t g = 0; g < m_groups[t].groups.size(); ++g) {
            const std::vector<int>& group = m_groups[t].groups[g];
            if (charged) { // the pool depends on `used`: ask for each
                for (int o : group)
                    if (const Response r = at(t, o, used); r.starts)
                        out.emplace_back(o, r);
                continue;
            }
            // The run of options that start on an empty card, then the first of them that starts here.
            const auto [first, last] = emptyCardRun(t, g, group);
            std::size_t lo = first, hi = last; // the answer lies in [lo, hi]; hi = none
            while (lo < hi) {
                const std::size_t mid = lo + (hi - lo) / 2;
                if (at(t, group[mid], used).starts)
                    hi = mid;
                else
                    lo = mid + 1;
            }
            // Its budget ignores what the card holds: what it gets is what it gets on an empty card.
            for (std::size_t i = lo; i < last; ++i)
                out.emplace_back(group[i], onEmptyCard(t, group[i]));
        }
        return out;
    }

    // The cheapest way through `order` that costs less than `bound`, or none. Costs only grow along an
    // order, so a state that already costs `bound` is dropped: it cannot beat what another order found.
    std::optional<std::vector<State>> solve(const std::vector<int>& order,
                                            const std::optional<PackCost>& bound)
    {
        std::vector<std::vector<State>> layers(1, std::vector<State>{State{m_others, {}, -1, -1, {}}});
        for (int t : order) {
            const PackTenant& tenant = m_tenants[static_cast<std::size_t>(t)];
            std::vector<State> next;
            const std::vector<State>& layer = layers.back();
            for (std::size_t s = 0; s < layer.size(); ++s) {
                auto keep = [&](State state) {
                    if (!bound || state.cost < *bound)
                        next.push_back(state);
                };
                if (tenant.mayStayStopped)
                    keep({layer[s].used,
                          layer[s].cost + PackCost{1, tenant.referenceTokens, 0},
                          static_cast<int>(s),
                          -1,
                          {}});
                for (const auto& [o, r] : starting(static_cast<std::size_t>(t), layer[s].used)) {
                    const Variant& v = tenant.options[static_cast<std::size_t>(o)];
                    const PackCost step{0, std::max<std::int64_t>(0, tenant.referenceTokens - r.kvTokens),
                                        (o == 0 ? 0 : changesOf(tenant, v)) + tenant.placementChanges};
                    keep({layer[s].used + r.held, layer[s].cost + step, static_cast<int>(s), o, r});
                }
            }
            if (next.empty())
                return std::nullopt;
            layers.push_back(paretoFront(std::move(next)));
        }
        return readBack(layers, order);
    }

private:
    // Within one group, the options that start on an empty card (found once per tenant and group: every
    // state of the programme asks again).
    std::pair<std::size_t, std::size_t> emptyCardRun(std::size_t t, std::size_t g,
                                                     const std::vector<int>& group)
    {
        auto& runs = m_runs[t];
        if (runs.size() <= g)
            runs.resize(m_groups[t].groups.size(), {0, std::string::npos});
        if (runs[g].second == std::string::npos) {
            std::size_t first = 0;
            while (first < group.size() && !onEmptyCard(t, group[first]).starts)
                ++first;
            std::size_t last = first;
            while (last < group.size() && onEmptyCard(t, group[last]).starts)
                ++last;
            runs[g] = {first, last};
        }
        return runs[g];
    }

    const Response& onEmptyCard(std::size_t t, int option)
    {
        auto& known = m_empty[t];
        if (known.empty())
            known.resize(m_tenants[t].options.size());
        auto& slot = known[static_cast<std::size_t>(option)];
        if (!slot)
            slot = at(t, option, 0);
        return *slot;
    }

    TenantOracle::Handle handle(std::size_t t, int option)
    {
        TenantOracle::Handle& h = m_handles[t][static_cast<std::size_t>(option)];
        if (!h)
            h = m_oracle.handle(m_tenants[t].deployment,
                                m_tenants[t].options[static_cast<std::size_t>(option)], m_kind);
        return h;
    }

    Response at(std::size_t t, int option, Bytes used)
    {
        const PackTenant& tenant = m_tenants[t];
        return m_oracle.at(handle(t, option), tenant.deployment,
                           tenant.options[static_cast<std::size_t>(option)], m_kind, used);
    }

    int changesOf(const PackTenant& t, const Variant& v) const
    {
        const Variant& c = t.options.front();
        return (v.utilizationMilli != c.utilizationMilli ? 1 : 0) + (v.fp8Kv != c.fp8Kv ? 1 : 0) +
               (v.maxModelLen != c.maxModelLen ? 1 : 0);
    }

    // Keeps the states no other state beats on both what it holds and what it cost.
    static std::vector<State> paretoFront(std::vector<State> states)
    {
        std::sort(states.begin(), states.end(), [](const State& a, const State& b) {
            return a.used != b.used ? a.used < b.used : a.cost < b.cost;
        });
        std::vector<State> front;
        for (const State& s : states)
            if (front.empty() || s.cost < front.back().cost)
                front.push_back(s);
        return front;
    }

    static std::vector<State> readBack(const std::vector<std::vector<State>>& layers,
                                       const std::vector<int>& order)
    {
        const std::vector<State>& last = layers.back();
        int best = static_cast<int>(
            std::min_element(last.begin(), last.end(),
                             [](const State& a, const State& b) { return a.cost < b.cost; }) -
            last.begin());
        std::vector<State> path(order.size());
        for (std::size_t i = layers.size() - 1; i > 0; --i) {
            path[i - 1] = layers[i][static_cast<std::size_t>(best)];
            best = path[i - 1].parent;
        }
        return path;
    }

    TenantOracle& m_oracle;
    int m_kind;
    Bytes m_others;
    const std::vector<PackTenant>& m_tenants;
    std::vector<OptionGroups> m_groups;
    std::vector<std::vector<std::pair<std::size_t, std::size_t>>> m_runs; // per tenant, per group
    std::vector<std::vector<std::optional<Response>>> m_empty;            // per tenant, per option
    std::vector<std::vector<TenantOracle::Handle>> m_handles;             // per tenant, per option
    std::vector<bool> m_charged;                                          // per tenant
    std::vector<std::pair<int, Response>> m_starting;
};

// No packing costs less than every tenant starting as configured: the moves that brought tenants here
// are paid whatever the order. An order that reaches it ends the search.
PackCost cheapestConceivable(const std::vector<PackTenant>& tenants)
{
    PackCost floor;
    for (const PackTenant& t : tenants)
        floor.changes += t.placementChanges;
    return floor;
}

// Releases with the startup check whose budget ignores others: the order-free rule holds when every
// option of every tenant has the same key.
bool orderFree(TenantOracle& oracle, int kind, const std::vector<PackTenant>& tenants)
{
    return std::all_of(tenants.begin(), tenants.end(), [&](const PackTenant& t) {
        return oracle.orderFreeOptions(t.deployment, t.options, kind);
    });
}

std::vector<int> keyOrder(TenantOracle& oracle, int kind, const std::vector<PackTenant>& tenants)
{
    std::vector<int> order(tenants.size());
    std::iota(order.begin(), order.end(), 0);
    std::vector<Bytes> keys;
    for (const PackTenant& t : tenants)
        keys.push_back(oracle.orderKey(t.deployment, t.options.front(), kind));
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return keys[static_cast<std::size_t>(a)] < keys[static_cast<std::size_t>(b)];
    });
    return order;
}

} // namespace

PackResult packGpu(TenantOracle& oracle, int gpu, Bytes otherProcesses,
                   const std::vector<PackTenant>& tenants)
{
    PackResult result;
    if (tenants.empty()) {
        result.feasible = true;
        return result;
    }
    const int kind = oracle.kindOf(gpu);
    Packer packer(oracle, gpu, otherProcesses, tenants);
    std::vector<std::vector<int>> orders;
    std::vector<int> identity(tenants.size());
    std::iota(identity.begin(), identity.end(), 0);
    if (orderFree(oracle, kind, tenants)) { // the key order is best; the given one may tie it
        orders.push_back(identity);
        if (const std::vector<int> sorted = keyOrder(oracle, kind, tenants); sorted != identity)
            orders.push_back(sorted);
    } else if (static_cast<int>(tenants.size()) <= kMaxPermutedTenants) {
        std::vector<int> perm = identity; // the given order first: ties keep it
        do
            orders.push_back(perm);
        while (std::next_permutation(perm.begin(), perm.end()));
    } else {
        orders.push_back(keyOrder(oracle, kind, tenants));
        result.exact = false;
    }
    const PackCost floor = cheapestConceivable(tenants);
    for (const std::vector<int>& order : orders) {
        if (result.feasible && result.cost == floor)
            break;
        const auto path = packer.solve(order, result.feasible ? std::optional(result.cost) : std::nullopt);
        if (!path)
            continue;
        PackCost cost;
        if (!path->empty())
            cost = path->back().cost;
        result.feasible = true;
        result.cost = cost;
        result.order.clear();
        for (std::size_t i = 0; i < order.size(); ++i) {
            const State& s = (*path)[i];
            const Bytes before = i == 0 ? otherProcesses : (*path)[i - 1].used;
            result.order.push_back(
                {tenants[static_cast<std::size_t>(order[i])].deployment, s.option, before, s.response});
        }
    }
    return result;
}

} // namespace kvb
