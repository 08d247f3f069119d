#pragma once

#include "base/result.h"
#include "fleet/fleet.h"
#include "io/presets.h"

#include <QJsonObject>
#include <QStringList>

#include <optional>
#include <vector>

namespace kvb {

// Fleet files are JSON (README "Sharing GPUs"):
//   {"kvbudget_fleet": 1, "name": ..., "description": ...,
//    "gpus": [{"id": "gpu0", "gpu": "rtx-4090" | {"name", "memory_gib"}, "failed": false,
//              "other_processes_gib": 0.5}, ...],
//    "deployments": [{"name": "chat", "gpus": ["gpu1"], "start_position": 2,
//                     "scenario": {a scenario file's object} | "built-in scenario id",
//                     "scenario_file": "relative/path.json"}, ...]}
// A GPU may give "memory_gib" or "total_bytes" instead of a preset. Unknown keys are warnings.
Result<Fleet> fleetFromJson(const QJsonObject& json, const PresetCatalog& catalog, const QString& origin,
                            QStringList* warnings = nullptr, const QString& baseDir = {});
Result<Fleet> loadFleetFile(const QString& path, const PresetCatalog& catalog,
                            QStringList* warnings = nullptr);

QJsonObject fleetToJson(const Fleet& fleet, const PresetCatalog& catalog);
// Written atomically (QSaveFile): a crash or a full disk leaves the old file as it was.
Result<QString> saveFleetFile(const Fleet& fleet, const QString& path, const PresetCatalog& catalog);

struct FleetPreset
{
    QString id;
    QString name;        // English, as in presets/fleets.json
    QString description; // English
    QJsonObject json;    // in the fleet-file format

    QString displayName() const;        // in the user's language
    QString displayDescription() const; // in the user's language
};

// The built-in fleets (presets/fleets.json, embedded as a Qt resource): `kvbudget list fleets`.
const std::vector<FleetPreset>& builtinFleets();
std::optional<FleetPreset> builtinFleet(const QString& id);

// A built-in fleet by id, or a fleet file by path.
Result<Fleet> resolveFleet(const QString& nameOrPath, const PresetCatalog& catalog,
                           QStringList* warnings = nullptr);

// A fleet holding one scenario on its own card (the window's "Add current scenario to fleet" starts
// from it when no fleet is open).
Fleet fleetForScenario(const Scenario& scenario, const QString& name);

} // namespace kvb
