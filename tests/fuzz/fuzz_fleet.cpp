// A fleet file as bytes: JSON, the fleet reader, then the startup replayed on every card.
#include "fuzzcheck.h"

#include "fleet/fleetfile.h"
#include "fleet/replay.h"
#include "io/presets.h"

#include <QJsonDocument>
#include <QJsonObject>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QJsonDocument doc = QJsonDocument::fromJson(kvb::fuzz::bytes(data, size));
    if (!doc.isObject())
        return 0;
    const auto fleet =
        kvb::fleetFromJson(doc.object(), kvb::PresetCatalog::builtin(), QStringLiteral("fuzz"));
    if (!fleet)
        return 0;
    // The search for "starts only if started before X" replays the fleet once per failure: kept for
    // fleets of the size people write, so that a huge generated one does not read as a hang.
    const bool explain = fleet->deployments.size() <= 8;
    const kvb::FleetReplay replay = kvb::replayFleet(*fleet, explain);
    for (const kvb::DeploymentOutcome& d : replay.deployments) {
        if (d.kvTokens < 0 || d.heldBytes < 0 || d.startupPeakBytes < 0 || d.ceilingBytes < 0)
            kvb::fuzz::finding("a negative figure in the fleet replay");
        if (d.outcome != kvb::StartOutcome::NotPlaced) // a deployment on no card has no plan
            kvb::fuzz::checkPlan(d.plan);
    }
    return 0;
}
