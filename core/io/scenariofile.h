#pragma once

#include "base/result.h"
#include "io/presets.h"
#include "model/scenario.h"

#include <QJsonObject>
#include <QStringList>

namespace kvb {

// Scenario files are JSON: {"kvbudget_scenario": 1, "model": ..., "gpu": ..., "serving": {...},
// "overrides": {...}, "workload": {...}, "accounting": {...}}; keys follow vLLM's argument names
// (README "Scenario files"). Unknown keys are reported as warnings, wrong types as errors.
Result<Scenario> scenarioFromJson(const QJsonObject& json, const PresetCatalog& catalog,
                                  const QString& origin, QStringList* warnings = nullptr,
                                  const QString& baseDir = {});

Result<Scenario> loadScenarioFile(const QString& path, const PresetCatalog& catalog,
                                  QStringList* warnings = nullptr);

// A built-in scenario by id, or a scenario file by path.
Result<Scenario> resolveScenario(const QString& nameOrPath, const PresetCatalog& catalog,
                                 QStringList* warnings = nullptr);

// The built-in "default" scenario (Llama 3.1 8B on an H100 at vLLM's defaults): what the window and
// the command line start from.
Scenario defaultScenario(const PresetCatalog& catalog);

// The inverse of scenarioFromJson: presets are written by id, anything else inline.
QJsonObject scenarioToJson(const Scenario& scenario, const PresetCatalog& catalog);

// A model as a Hugging Face-style config object (what scenario files embed for imported models).
QJsonObject modelToConfigJson(const ModelSpec& model);

// A GPU from a preset id or {"name": ..., "memory_gib": ...}; unknown keys are added to `warnings`.
Result<GpuSpec> gpuFromJson(const QJsonValue& value, const PresetCatalog& catalog, const QString& origin,
                            QStringList* warnings = nullptr);

} // namespace kvb
