#include "fleet/tenantoracle.h"

#include "budget/accountingrules.h"
#include "budget/modelkinds.h"

#include <cmath>

namespace kvb {

namespace {

bool sameKind(const FleetGpu& a, const FleetGpu& b)
{
    const GpuSpec& x = a.spec;
    const GpuSpec& y = b.spec;
    return x.totalBytes == y.totalBytes && x.name == y.name && x.computeCapability == y.computeCapability &&
           x.smCount == y.smCount && x.rocm == y.rocm && x.unifiedMemory == y.unifiedMemory;
}

} // namespace

TenantOracle::TenantOracle(const Fleet& fleet)
    : m_fleet(fleet)
{
    for (std::size_t g = 0; g < fleet.gpus.size(); ++g) {
        int kind = -1;
        for (std::size_t k = 0; k < m_gpuOfKind.size() && kind < 0; ++k)
            if (sameKind(fleet.gpus[g], fleet.gpus[static_cast<std::size_t>(m_gpuOfKind[k])]))
                kind = static_cast<int>(k);
        if (kind < 0) {
            kind = static_cast<int>(m_gpuOfKind.size());
            m_gpuOfKind.push_back(static_cast<int>(g));
        }
        m_kindOfGpu.push_back(kind);
    }
}

Variant TenantOracle::configured(int deployment) const
{
    const ServingConfig& c = m_fleet.deployments[static_cast<std::size_t>(deployment)].scenario.serving;
    const double u =
        c.gpuMemoryUtilization.value_or(accountingRulesFor(c.vllmVersion, c.engine).defaultUtilization);
    return Variant{static_cast<int>(std::lround(u * 1000.0)), false, 0};
}

Scenario TenantOracle::scenarioFor(int deployment, const Variant& v, int gpu, Bytes used) const
{
    const Deployment& d = m_fleet.deployments[static_cast<std::size_t>(deployment)];
    Scenario s = scenarioOnCard(d, m_fleet.gpus[static_cast<std::size_t>(gpu)], used);
    if (v != configured(deployment))
        s.serving.gpuMemoryUtilization = v.utilization();
    if (v.fp8Kv)
        s.serving.kvCacheDtype = KvCacheDtype::Fp8;
    if (v.maxModelLen > 0)
        s.serving.maxModelLen = v.maxModelLen;
    return s;
}

TenantOracle::Entry& TenantOracle::entry(int deployment, const Variant& v, int kind)
{
    auto& slot = m_entries[{deployment, kind, v}];
    if (!slot) {
        slot = std::make_unique<Entry>();
        ++m_planCalls;
        slot->empty =
            startInstance(scenarioFor(deployment, v, m_gpuOfKind[static_cast<std::size_t>(kind)], 0));
    }
    return *slot;
}

Response TenantOracle::respond(const InstanceStart& s) const
{
    Response r;
    r.starts = s.starts();
    if (r.starts) {
        r.held = s.held;
        r.kvTokens = s.plan.kvTokens;
        r.maxConcurrency = s.plan.maxConcurrency;
    }
    return r;
}

Response TenantOracle::at(int deployment, const Variant& v, int kind, Bytes used)
{
    return at(&entry(deployment, v, kind), deployment, v, kind, used);
}

bool TenantOracle::othersCharged(Handle h)
{
    return h->empty.othersCharged;
}

Response TenantOracle::at(Handle h, int deployment, const Variant& v, int kind, Bytes used)
{
    Entry& e = *h;
    if (used == 0)
        return respond(e.empty);
    if (!e.empty.starts())
        return {}; // what does not start on an empty card starts on no fuller one
    if (!e.empty.othersCharged) {
        // Its budget ignores what the card holds, so only the free-memory checks see `used`, and they
        // fail from some filling on: a fuller card than one it refused refuses, an emptier one than one
        // it started on starts, with the plan it has on an empty card.
        if (used <= e.startsUpTo)
            return respond(e.empty);
        if (e.failsFrom && used >= *e.failsFrom)
            return {};
    } else if (const auto found = e.byUsed.find(used); found != e.byUsed.end()) {
        return found->second;
    }
    ++m_planCalls;
    const InstanceStart s =
        startInstance(scenarioFor(deployment, v, m_gpuOfKind[static_cast<std::size_t>(kind)], used));
    if (e.empty.othersCharged) {
        const Response r = respond(s);
        e.byUsed.emplace(used, r);
        return r;
    }
    if (!s.starts()) {
        e.failsFrom = std::min(used, e.failsFrom.value_or(used));
        return {};
    }
    e.startsUpTo = std::max(e.startsUpTo, used);
    return respond(e.empty);
}

bool TenantOracle::othersCharged(int deployment, const Variant& v, int kind)
{
    return entry(deployment, v, kind).empty.othersCharged;
}

bool TenantOracle::hasStartupCheck(int deployment, const Variant& v, int kind)
{
    return entry(deployment, v, kind).empty.plan.rules.startupFreeCheck;
}

Bytes TenantOracle::orderKey(int deployment, const Variant& v, int kind)
{
    const InstanceStart& e = entry(deployment, v, kind).empty;
    return e.freeAtStart - e.ceiling + e.held;
}

bool TenantOracle::orderFreeOptions(int deployment, const std::vector<Variant>& options, int kind)
{
    if (options.empty())
        return true;
    const auto key = std::make_tuple(deployment, kind, options);
    if (const auto found = m_orderFree.find(key); found != m_orderFree.end())
        return found->second;
    const Variant& first = options.front();
    bool free = !othersCharged(deployment, first, kind) && hasStartupCheck(deployment, first, kind);
    const Bytes reference = orderKey(deployment, first, kind);
    for (std::size_t i = 1; free && i < options.size(); ++i)
        free = !at(deployment, options[i], kind, 0).starts ||
               orderKey(deployment, options[i], kind) == reference;
    m_orderFree.emplace(key, free);
    return free;
}

bool TenantOracle::hasKvCache(int deployment) const
{
    return !kvb::hasNoKvCache(m_fleet.deployments[static_cast<std::size_t>(deployment)].scenario.model);
}

} // namespace kvb
