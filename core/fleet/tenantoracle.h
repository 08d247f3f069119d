#pragma once

#include "fleet/fleet.h"
#include "fleet/instancestart.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace kvb {

// What the search may change about a deployment (docs/fleet.md "Re-packing").
struct Variant
{
    int utilizationMilli = 0;     // gpu_memory_utilization x 1000 (0.92 -> 920)
    bool fp8Kv = false;           // --kv-cache-dtype fp8 where it was auto
    std::int64_t maxModelLen = 0; // 0: as configured

    double utilization() const { return utilizationMilli / 1000.0; }
    auto operator<=>(const Variant&) const = default;
};

// How an instance fares on a card holding `used` bytes before it starts.
struct Response
{
    bool starts = false;
    Bytes held = 0;
    std::int64_t kvTokens = 0;
    double maxConcurrency = 0;
};

// The engine, asked the search's questions and remembered: whether a deployment in some variant starts
// on a kind of card holding `used` bytes, and what it then holds and gets. Every answer comes from
// startInstance (the replay's own test), so the search and the replay cannot disagree.
class TenantOracle
{
public:
    explicit TenantOracle(const Fleet& fleet);

    // Cards with the same memory and capabilities answer alike: the kind of a fleet card.
    int kindOf(int gpu) const { return m_kindOfGpu.at(static_cast<std::size_t>(gpu)); }
    // The deployment as configured (its utilization resolved against its release's default).
    Variant configured(int deployment) const;
    // The scenario of a variant on a card holding `used`.
    Scenario scenarioFor(int deployment, const Variant& v, int gpu, Bytes used) const;

    Response at(int deployment, const Variant& v, int kind, Bytes used);
    // The same answers through a handle found once: a card's packing asks the same deployment and variant
    // about many fillings, and the handle spares it the lookup by (deployment, kind, variant) each time.
    struct Entry;
    using Handle = Entry*;
    Handle handle(int deployment, const Variant& v, int kind) { return &entry(deployment, v, kind); }
    Response at(Handle h, int deployment, const Variant& v, int kind, Bytes used);
    static bool othersCharged(Handle h);
    // Whether the release charges what others hold to the instance's budget (its KV pool then depends
    // on `used`), and whether it has V1's startup free-memory check.
    bool othersCharged(int deployment, const Variant& v, int kind);
    bool hasStartupCheck(int deployment, const Variant& v, int kind);
    bool hasKvCache(int deployment) const;
    // The box-stacking key of docs/fleet.md: how far it can start into a card plus what it then holds
    // (free on an empty card - ceiling + held); tenants sorted by it, smallest first, start if any order
    // does.
    Bytes orderKey(int deployment, const Variant& v, int kind);
    // Whether every option that starts on an empty card has the first option's order key, and the
    // release has the startup check without charging others: the order-free rule of docs/fleet.md
    // then holds for the deployment. Remembered: every packing of every card asks again.
    bool orderFreeOptions(int deployment, const std::vector<Variant>& options, int kind);
    std::int64_t planCalls() const { return m_planCalls; }

    struct Entry
    {
        InstanceStart empty; // on an empty card
        // Releases that charge others: the answer for each filling asked about. Releases that do not:
        // the fullest card it is known to start on and the emptiest it is known to fail on.
        std::unordered_map<Bytes, Response> byUsed;
        Bytes startsUpTo = 0;
        std::optional<Bytes> failsFrom;
    };

private:
    Entry& entry(int deployment, const Variant& v, int kind);
    Response respond(const InstanceStart& s) const;

    const Fleet& m_fleet;
    std::vector<int> m_kindOfGpu;
    std::vector<int> m_gpuOfKind; // a representative card of each kind
    std::map<std::tuple<int, int, Variant>, std::unique_ptr<Entry>> m_entries;
    std::map<std::tuple<int, int, std::vector<Variant>>, bool> m_orderFree;
    std::int64_t m_planCalls = 0;
};

} // namespace kvb
