#include "io/presets.h"

#include "base/limits.h"
#include "io/hfconfig.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <cmath>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Presets)
};

QByteArray readAll(const QString& path, QStringList& errors)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        errors << Text::tr("Cannot read %1: %2").arg(path, file.errorString());
        return {};
    }
    return file.read(limits::kMaxJsonFileBytes); // a preset folder holds small JSON files
}

QJsonArray presetArray(const QByteArray& json, const char* key, const QString& name, QStringList& errors)
{
    if (json.isEmpty())
        return {};
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError) {
        errors << Text::tr("%1 is not valid JSON (%2): %3")
                      .arg(name, jsonErrorLocation(json, error.offset), error.errorString());
        return {};
    }
    const QJsonValue array = doc.object().value(QLatin1String(key));
    if (!array.isArray()) {
        errors << Text::tr("%1 must hold an object with a \"%2\" array").arg(name, QLatin1String(key));
        return {};
    }
    return array.toArray();
}

// A byte or parameter count: absent, or a positive whole number below 2^53 (anything else is reported).
std::optional<std::int64_t> countField(const QJsonObject& entry, const char* key, const QString& where,
                                       QStringList& errors)
{
    const QJsonValue value = entry.value(QLatin1String(key));
    if (value.isUndefined() || value.isNull())
        return std::nullopt;
    const double number = value.toDouble(-1.0);
    if (!value.isDouble() || number <= 0 || number >= 9.0e15 || number != std::floor(number)) {
        errors << Text::tr("%1: \"%2\" must be a positive whole number").arg(where, QLatin1String(key));
        return std::nullopt;
    }
    return static_cast<std::int64_t>(number);
}

// "Meta-Llama-3.1-8B-Instruct" and "Llama-3.1-8B" name the same shapes.
QString normalizedRepoName(QString repo)
{
    repo = repo.section(QLatin1Char('/'), -1).toLower();
    static const QRegularExpression suffix(QStringLiteral("-(instruct|chat|it)(-\\d+)?$"));
    repo.remove(suffix);
    if (repo.startsWith(QLatin1String("meta-")))
        repo.remove(0, 5);
    return repo;
}

} // namespace

const PresetCatalog& PresetCatalog::builtin()
{
    static const PresetCatalog catalog = [] {
        PresetCatalog c;
        c.load(readAll(QStringLiteral(":/presets/models.json"), c.m_errors),
               readAll(QStringLiteral(":/presets/gpus.json"), c.m_errors),
               readAll(QStringLiteral(":/presets/scenarios.json"), c.m_errors));
        return c;
    }();
    return catalog;
}

PresetCatalog PresetCatalog::fromFolder(const QString& folder)
{
    PresetCatalog c;
    const QDir dir(folder);
    c.load(readAll(dir.filePath(QStringLiteral("models.json")), c.m_errors),
           readAll(dir.filePath(QStringLiteral("gpus.json")), c.m_errors),
           readAll(dir.filePath(QStringLiteral("scenarios.json")), c.m_errors));
    return c;
}

void PresetCatalog::load(const QByteArray& models, const QByteArray& gpus, const QByteArray& scenarios)
{
    const QJsonArray modelArray = presetArray(models, "models", QStringLiteral("models.json"), m_errors);
    for (const QJsonValue& value : modelArray) {
        const QJsonObject entry = value.toObject();
        const QString id = entry.value(QLatin1String("id")).toString();
        if (id.isEmpty()) {
            m_errors << Text::tr("models.json: a model entry has no \"id\"");
            continue;
        }
        auto parsed = parseModelConfig(entry.value(QLatin1String("config")).toObject(),
                                       Text::tr("model preset %1").arg(id));
        if (!parsed) {
            m_errors << parsed.error().message;
            continue;
        }
        ModelSpec model = parsed->model;
        model.id = id;
        model.displayName = entry.value(QLatin1String("display_name")).toString(id);
        model.hfRepo = entry.value(QLatin1String("hf_repo")).toString();
        const QString where = Text::tr("model preset %1").arg(id);
        model.parameterCount = countField(entry, "parameter_count", where, m_errors);
        model.checkpointBytes = countField(entry, "checkpoint_bytes", where, m_errors);
        m_models.push_back(std::move(model));
    }

    const QJsonArray gpuArray = presetArray(gpus, "gpus", QStringLiteral("gpus.json"), m_errors);
    for (const QJsonValue& value : gpuArray) {
        const QJsonObject entry = value.toObject();
        GpuSpec gpu;
        gpu.id = entry.value(QLatin1String("id")).toString();
        gpu.name = entry.value(QLatin1String("name")).toString(gpu.id);
        gpu.totalBytes =
            countField(entry, "cuda_total_bytes", Text::tr("GPU preset %1").arg(gpu.id), m_errors)
                .value_or(0);
        gpu.marketedGB = entry.value(QLatin1String("memory_marketed_gb")).toDouble();
        gpu.computeCapability =
            entry.value(QLatin1String("compute_capability")).toString(QStringLiteral("9.0")).toDouble();
        gpu.smCount = entry.value(QLatin1String("sm_count")).toInt(0);
        gpu.rocm = entry.value(QLatin1String("vendor")).toString() == u"AMD";
        gpu.unifiedMemory = entry.value(QLatin1String("unified_memory")).toBool(false);
        gpu.nvswitch = entry.value(QLatin1String("nvswitch")).toBool(false);
        if (gpu.rocm)
            gpu.computeCapability = 9.0; // ROCm: bfloat16 and the Marlin-equivalent kernels are available
        if (gpu.id.isEmpty()) {
            m_errors << Text::tr("gpus.json: a GPU entry has no \"id\"");
            continue;
        }
        if (gpu.totalBytes <= 0) {
            if (!entry.contains(QLatin1String("cuda_total_bytes")))
                m_errors << Text::tr("GPU preset %1 has no cuda_total_bytes").arg(gpu.id);
            continue;
        }
        m_gpus.push_back(std::move(gpu));
    }

    const QJsonArray scenarioArray =
        presetArray(scenarios, "scenarios", QStringLiteral("scenarios.json"), m_errors);
    for (const QJsonValue& value : scenarioArray) {
        const QJsonObject entry = value.toObject();
        if (entry.value(QLatin1String("id")).toString().isEmpty()) {
            m_errors << Text::tr("scenarios.json: a scenario entry has no \"id\"");
            continue;
        }
        m_scenarios.push_back({entry.value(QLatin1String("id")).toString(),
                               entry.value(QLatin1String("name")).toString(),
                               entry.value(QLatin1String("description")).toString(), entry});
    }
}

std::optional<ModelSpec> PresetCatalog::model(const QString& idOrRepo) const
{
    if (idOrRepo.trimmed().isEmpty()) // would match a preset without hf_repo
        return std::nullopt;
    for (const ModelSpec& m : m_models)
        if (m.id.compare(idOrRepo, Qt::CaseInsensitive) == 0 ||
            m.hfRepo.compare(idOrRepo, Qt::CaseInsensitive) == 0)
            return m;
    const QString wanted = normalizedRepoName(idOrRepo);
    for (const ModelSpec& m : m_models)
        if (normalizedRepoName(m.hfRepo) == wanted || normalizedRepoName(m.id) == wanted)
            return m;
    return std::nullopt;
}

std::optional<GpuSpec> PresetCatalog::gpu(const QString& id) const
{
    for (const GpuSpec& g : m_gpus)
        if (g.id.compare(id, Qt::CaseInsensitive) == 0)
            return g;
    return std::nullopt;
}

std::optional<ScenarioPreset> PresetCatalog::scenario(const QString& id) const
{
    for (const ScenarioPreset& s : m_scenarios)
        if (s.id.compare(id, Qt::CaseInsensitive) == 0)
            return s;
    return std::nullopt;
}

} // namespace kvb
