#pragma once

#include "base/result.h"
#include "model/gpuspec.h"
#include "model/modelspec.h"

#include <QJsonObject>
#include <QStringList>

#include <optional>
#include <span>
#include <vector>

namespace kvb {

struct ScenarioPreset
{
    QString id;
    QString name;        // English, as in presets/scenarios.json
    QString description; // English
    QJsonObject json;    // in the scenario-file format (scenariofile.h)

    // In the user's language (presetstrings.cpp lists them for the translators).
    QString displayName() const;
    QString displayDescription() const;
};

// Every English text of the built-in presets that is shown to users, as lupdate finds them.
std::span<const char* const> builtinPresetTexts();
// A preset's English text in the user's language (unchanged when it has no translation).
QString translatedPresetText(const QString& english);

// The built-in models, GPUs and named scenarios, embedded from presets/*.json as Qt resources.
class PresetCatalog final
{
public:
    // Loaded once, on first use; safe to share between threads afterwards.
    static const PresetCatalog& builtin();

    // Loads from a folder holding models.json, gpus.json and scenarios.json (tests, user presets).
    static PresetCatalog fromFolder(const QString& folder);

    const std::vector<ModelSpec>& models() const { return m_models; }
    const std::vector<GpuSpec>& gpus() const { return m_gpus; }
    const std::vector<ScenarioPreset>& scenarios() const { return m_scenarios; }
    const QStringList& loadErrors() const { return m_errors; }

    // By preset id or Hugging Face repo, case-insensitively ("meta-llama/Llama-3.1-8B-Instruct"
    // finds llama-3.1-8b: instruct variants share the base model's shapes).
    std::optional<ModelSpec> model(const QString& idOrRepo) const;
    std::optional<GpuSpec> gpu(const QString& id) const;
    std::optional<ScenarioPreset> scenario(const QString& id) const;

private:
    void load(const QByteArray& models, const QByteArray& gpus, const QByteArray& scenarios);

    std::vector<ModelSpec> m_models;
    std::vector<GpuSpec> m_gpus;
    std::vector<ScenarioPreset> m_scenarios;
    QStringList m_errors;
};

} // namespace kvb
