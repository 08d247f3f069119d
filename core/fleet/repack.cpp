#include "fleet/repack.h"

#include "base/limits.h"
#include "base/units_format.h"
#include "fleet/repacksearch.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QSet>

#include <algorithm>
#include <limits>
#include <map>
#include <set>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Repack)
};

QJsonValue ids(const QStringList& list)
{
    return QJsonArray::fromStringList(list);
}

// Each deployment's KV tokens as configured, alone on its card (the first it names, else the fleet's
// first): what a proposal's losses are counted against.
std::vector<Response> references(const Fleet& fleet, TenantOracle& oracle)
{
    std::vector<Response> tokens;
    for (std::size_t d = 0; d < fleet.deployments.size(); ++d) {
        const QStringList& cards = fleet.deployments[d].gpuIds;
        const int g = cards.isEmpty() ? 0 : fleet.gpuIndex(cards.front());
        const int index = static_cast<int>(d);
        const Response r = oracle.at(index, oracle.configured(index), oracle.kindOf(g),
                                     fleet.gpus[static_cast<std::size_t>(g)].otherProcessesBytes);
        tokens.push_back(r);
    }
    return tokens;
}

// One start order for the fleet that keeps every card's: the cards' orders merged (Kahn's algorithm),
// ties in the original order. False when the cards' orders contradict each other.
bool mergeOrders(const Fleet& fleet, const std::vector<std::vector<int>>& perCard, std::vector<int>& merged)
{
    const std::vector<int> original = startOrder(fleet);
    std::vector<int> rank(fleet.deployments.size());
    for (std::size_t i = 0; i < original.size(); ++i)
        rank[static_cast<std::size_t>(original[i])] = static_cast<int>(i);
    std::map<int, std::set<int>> after;
    std::map<int, int> waiting;
    std::set<int> present;
    for (const auto& order : perCard)
        for (std::size_t i = 0; i < order.size(); ++i) {
            present.insert(order[i]);
            waiting.emplace(order[i], 0);
            if (i > 0 && after[order[i - 1]].insert(order[i]).second)
                ++waiting[order[i]];
        }
    auto byRank = [&](int a, int b) {
        return rank[static_cast<std::size_t>(a)] > rank[static_cast<std::size_t>(b)];
    };
    std::vector<int> ready;
    for (int d : present)
        if (waiting[d] == 0)
            ready.push_back(d);
    while (!ready.empty()) {
        std::sort(ready.begin(), ready.end(), byRank);
        const int d = ready.back();
        ready.pop_back();
        merged.push_back(d);
        for (int next : after[d])
            if (--waiting[next] == 0)
                ready.push_back(next);
    }
    const bool consistent = merged.size() == present.size();
    for (int d : original) // contradictions and stopped deployments: in their original order, last
        if (std::find(merged.begin(), merged.end(), d) == merged.end())
            merged.push_back(d);
    return consistent;
}

class ProposalBuilder
{
public:
    ProposalBuilder(const Fleet& fleet, TenantOracle& oracle, RepackSearch& search,
                    const std::vector<std::int64_t>& reference, const std::vector<double>& concurrency)
        : m_fleet(fleet)
        , m_oracle(oracle)
        , m_search(search)
        , m_reference(reference)
        , m_concurrency(concurrency)
    {}

    Proposal build(ChangeFamily family, const Solution& s, const SearchProof& proof)
    {
        Proposal p;
        p.family = family;
        p.fleet = m_fleet;
        p.proof = proof;
        placeDecisions(p, s);
        std::vector<std::vector<int>> perCard(m_fleet.gpus.size());
        for (std::size_t g = 0; g < m_fleet.gpus.size(); ++g)
            if (!m_fleet.gpus[g].failed)
                applyCard(p, s, static_cast<int>(g), perCard[g]);
        std::vector<int> merged;
        const bool consistent = mergeOrders(m_fleet, perCard, merged);
        renumber(p, merged);
        p.replay = replayFleet(p.fleet);
        score(p);
        p.optimal = proof.exact && proof.complete && consistent && p.notStarted == s.cost.notStarted &&
                    p.kvTokensLost == s.cost.tokensLost;
        if (!proof.complete)
            p.gapKvTokens = std::max<std::int64_t>(0, p.kvTokensLost - proof.lowerBound.tokensLost);
        return p;
    }

private:
    void placeDecisions(Proposal& p, const Solution& s)
    {
        const std::vector<Decision>& decisions = m_search.decisions();
        for (std::size_t i = 0; i < decisions.size(); ++i) {
            const int d = decisions[i].deployment;
            Deployment& dep = p.fleet.deployments[static_cast<std::size_t>(d)];
            if (s.choice[i] < 0) {
                stop(p, dep, d);
                continue;
            }
            if (!decisions[i].movable)
                continue;
            QStringList cards;
            for (int g : decisions[i].placements[static_cast<std::size_t>(s.choice[i])])
                cards << m_fleet.gpus[static_cast<std::size_t>(g)].id;
            p.changes.push_back({dep.name, QStringLiteral("gpus"), ids(dep.gpuIds), ids(cards)});
            dep.gpuIds = cards;
        }
    }

    // Left out of the proposal: it names no card, so the replay neither starts it nor lets it hold memory.
    void stop(Proposal& p, Deployment& dep, int d)
    {
        p.changes.push_back({dep.name, QStringLiteral("not_placed"), ids(dep.gpuIds), QJsonValue()});
        dep.gpuIds.clear();
        m_stopped.insert(d);
    }

    void applyCard(Proposal& p, const Solution& s, int g, std::vector<int>& order)
    {
        const std::vector<PackTenant>& tenants = m_search.tenantsOn(g, s);
        for (const PackedTenant& placed : s.packs[static_cast<std::size_t>(g)]->order) {
            const auto t = std::find_if(tenants.begin(), tenants.end(), [&](const PackTenant& x) {
                return x.deployment == placed.deployment;
            });
            Deployment& dep = p.fleet.deployments[static_cast<std::size_t>(placed.deployment)];
            if (placed.option < 0) {
                stop(p, dep, placed.deployment);
                continue;
            }
            order.push_back(placed.deployment);
            if (placed.option > 0 && m_varied.insert(placed.deployment).second)
                applyVariant(p, placed.deployment, t->options[static_cast<std::size_t>(placed.option)]);
        }
    }

    void applyVariant(Proposal& p, int d, const Variant& v)
    {
        Deployment& dep = p.fleet.deployments[static_cast<std::size_t>(d)];
        ServingConfig& c = dep.scenario.serving;
        const Variant configured = m_oracle.configured(d);
        if (v.utilizationMilli != configured.utilizationMilli) {
            p.changes.push_back({dep.name, QStringLiteral("gpu_memory_utilization"), configured.utilization(),
                                 v.utilization()});
            c.gpuMemoryUtilization = v.utilization();
        }
        if (v.fp8Kv) {
            p.changes.push_back({dep.name, QStringLiteral("kv_cache_dtype"), kvCacheDtypeName(c.kvCacheDtype),
                                 QStringLiteral("fp8")});
            c.kvCacheDtype = KvCacheDtype::Fp8;
        }
        if (v.maxModelLen > 0) {
            const std::int64_t before = c.maxModelLen.value_or(dep.scenario.model.maxPositionEmbeddings);
            p.changes.push_back({dep.name, QStringLiteral("max_model_len"), static_cast<double>(before),
                                 static_cast<double>(v.maxModelLen)});
            c.maxModelLen = v.maxModelLen;
        }
    }

    // Start positions that follow the merged order, with as few changes as possible: each kept where it
    // already follows, or all renumbered 1, 2, ... when that moves no more. Stopped deployments keep theirs.
    void renumber(Proposal& p, const std::vector<int>& merged)
    {
        std::vector<int> placed;
        for (int d : merged)
            if (!m_stopped.count(d))
                placed.push_back(d);
        std::vector<int> kept, fresh;
        int last = std::numeric_limits<int>::min();
        int keptChanges = 0, freshChanges = 0;
        for (std::size_t i = 0; i < placed.size(); ++i) {
            const int old = p.fleet.deployments[static_cast<std::size_t>(placed[i])].startPosition;
            kept.push_back(old > last ? old : last + 1);
            last = kept.back();
            fresh.push_back(static_cast<int>(i) + 1);
            keptChanges += kept.back() != old ? 1 : 0;
            freshChanges += fresh.back() != old ? 1 : 0;
        }
        const std::vector<int>& chosen = freshChanges <= keptChanges ? fresh : kept;
        for (std::size_t i = 0; i < placed.size(); ++i) {
            Deployment& dep = p.fleet.deployments[static_cast<std::size_t>(placed[i])];
            if (dep.startPosition != chosen[i])
                p.changes.push_back(
                    {dep.name, QStringLiteral("start_position"), dep.startPosition, chosen[i]});
            dep.startPosition = chosen[i];
        }
    }

    void score(Proposal& p)
    {
        p.allStart = p.replay.allStart;
        for (std::size_t d = 0; d < p.replay.deployments.size(); ++d) {
            const DeploymentOutcome& o = p.replay.deployments[d];
            const std::int64_t got = o.outcome == StartOutcome::Starts ? o.kvTokens : 0;
            p.notStarted += o.outcome == StartOutcome::Starts ? 0 : 1;
            p.kvTokensLost += std::max<std::int64_t>(0, m_reference[d] - got);
            for (Change& c : p.changes)
                if (c.deployment == m_fleet.deployments[d].name) {
                    c.kvTokensFrom = m_reference[d];
                    c.kvTokensTo = got;
                    c.maxConcurrencyFrom = m_concurrency[d];
                    c.maxConcurrencyTo = o.maxConcurrency;
                }
        }
    }

    const Fleet& m_fleet;
    TenantOracle& m_oracle;
    RepackSearch& m_search;
    const std::vector<std::int64_t>& m_reference;
    const std::vector<double>& m_concurrency;
    std::set<int> m_stopped;
    std::set<int> m_varied;
};

QString changeKey(const Proposal& p)
{
    QStringList keys;
    for (const Change& c : p.changes)
        keys << c.deployment + u'|' + c.what + u'|' + c.to.toVariant().toString();
    keys.sort();
    return keys.join(u';');
}

} // namespace

QString familyKey(ChangeFamily family)
{
    switch (family) {
    case ChangeFamily::Placement:
        return QStringLiteral("placement");
    case ChangeFamily::Utilization:
        return QStringLiteral("utilization");
    case ChangeFamily::Fp8KvCache:
        return QStringLiteral("fp8_kv_cache");
    case ChangeFamily::MaxModelLen:
        break;
    }
    return QStringLiteral("max_model_len");
}

QString familyText(ChangeFamily family)
{
    switch (family) {
    case ChangeFamily::Placement:
        return Text::tr("start order and placement only");
    case ChangeFamily::Utilization:
        return Text::tr("lower gpu_memory_utilization");
    case ChangeFamily::Fp8KvCache:
        return Text::tr("an fp8 KV cache (check quality on your evaluations)");
    case ChangeFamily::MaxModelLen:
        break;
    }
    return Text::tr("a shorter max_model_len");
}

double repackPlacements(const Fleet& fleet)
{
    const auto healthy = static_cast<int>(
        std::count_if(fleet.gpus.begin(), fleet.gpus.end(), [](const FleetGpu& g) { return !g.failed; }));
    double total = 0;
    for (const Deployment& d : fleet.deployments) {
        const bool onHealthy =
            !d.gpuIds.isEmpty() && std::all_of(d.gpuIds.begin(), d.gpuIds.end(), [&](const QString& id) {
                const int g = fleet.gpuIndex(id);
                return g >= 0 && !fleet.gpus[static_cast<std::size_t>(g)].failed;
            });
        // A single card's tenant stays where it is (its card's packing orders it); a multi-card one on
        // healthy cards is weighed once, run or stopped.
        if (onHealthy) {
            total += d.gpuIds.size() > 1 ? 1 : 0;
            continue;
        }
        // C(healthy, world), exact while the products stay below 2^53 (far beyond the limit).
        const int world = std::max(1, d.scenario.serving.worldSize());
        double ways = world > healthy ? 0 : 1;
        for (int i = 1; i <= world && ways > 0; ++i)
            ways = ways * (healthy - world + i) / i;
        total += ways;
    }
    return total;
}

namespace {

// Refused before searching: the search's time grows with the placements it weighs and with the tenants
// of each card it packs (limits.h).
QString repackSizeProblem(const Fleet& fleet)
{
    QHash<QString, int> tenants; // per card id
    for (const Deployment& d : fleet.deployments)
        for (const QString& id : d.gpuIds)
            ++tenants[id];
    for (const FleetGpu& gpu : fleet.gpus)
        if (const int count = tenants.value(gpu.id); count > limits::kMaxRepackDeploymentsPerGpu)
            return Text::tr("GPU \"%1\" holds %2 deployments; kvbudget re-packs fleets with at most %3 on "
                            "one GPU")
                .arg(gpu.id)
                .arg(count)
                .arg(limits::kMaxRepackDeploymentsPerGpu);
    const double placements = repackPlacements(fleet);
    if (placements <= static_cast<double>(limits::kMaxRepackPlacements))
        return {};
    const QString shown = placements < 9e15 ? formatCount(static_cast<std::int64_t>(placements))
                                            : QString::number(placements, 'g', 3);
    return Text::tr("Re-packing this fleet would weigh %1 placements (each deployment to place, on every set "
                    "of healthy GPUs it could run on); kvbudget weighs at most %2. Fail fewer GPUs at a "
                    "time, or re-pack a smaller fleet.")
        .arg(shown, formatCount(limits::kMaxRepackPlacements));
}

} // namespace

RepackResult repackFleet(const Fleet& fleet, const SearchOptions& options)
{
    RepackResult result;
    if (QString problem = validateFleet(fleet); !problem.isEmpty()) {
        result.error = problem;
        return result;
    }
    if (QString problem = repackSizeProblem(fleet); !problem.isEmpty()) {
        result.error = problem;
        return result;
    }
    TenantOracle oracle(fleet);
    std::vector<double> concurrency;
    for (const Response& r : references(fleet, oracle)) {
        result.referenceTokens.push_back(r.starts ? r.kvTokens : 0);
        concurrency.push_back(r.starts ? r.maxConcurrency : 0);
    }
    QSet<QString> seen;
    for (ChangeFamily family : options.families) {
        RepackSearch search(fleet, oracle, family, options, result.referenceTokens);
        SearchProof proof;
        const Solution s = search.run(proof);
        if (!s.found)
            continue;
        Proposal p = ProposalBuilder(fleet, oracle, search, result.referenceTokens, concurrency)
                         .build(family, s, proof);
        if (!p.replay.error.isEmpty()) {
            result.error = p.replay.error;
            return result;
        }
        if (seen.contains(changeKey(p)))
            continue;
        seen.insert(changeKey(p));
        result.proposals.push_back(std::move(p));
    }
    std::stable_sort(result.proposals.begin(), result.proposals.end(),
                     [](const Proposal& a, const Proposal& b) {
                         return PackCost{a.notStarted, a.kvTokensLost, static_cast<int>(a.changes.size())} <
                                PackCost{b.notStarted, b.kvTokensLost, static_cast<int>(b.changes.size())};
                     });
    return result;
}

} // namespace kvb
