#include "fleet/fleetfile.h"

#include "base/atomicwrite.h"
#include "base/boundedread.h"
#include "base/limits.h"
#include "io/jsonsection.h"
#include "io/scenariofile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::FleetFile)
};

// The built-in fleets' English texts, for lupdate (presets/fleets.json holds the same strings).
[[maybe_unused]] const char* const kPresetTexts[] = {
    QT_TRANSLATE_NOOP("kvb::FleetPresets", "GPU tetris: four 24 GB cards, two of which fail"),
    QT_TRANSLATE_NOOP(
        "kvb::FleetPresets",
        "A Qwen2.5-VL model, a chat model, Whisper and an embedding model, one per RTX 4090, the "
        "vision model started last. Fail gpu0 and gpu1 and re-pack: the vision model asks for most "
        "of a card, so on a shared card it must start first."),
    QT_TRANSLATE_NOOP("kvb::FleetPresets", "Two tenants on one 24 GB card"),
    QT_TRANSLATE_NOOP(
        "kvb::FleetPresets",
        "A chat model and Whisper share an RTX 4090, each at half the card: whatever else runs, "
        "0.5 means 11.8 GiB, and the second to start finds less than that free."),
};

Result<FleetGpu> gpuEntry(const QJsonObject& object, const PresetCatalog& catalog, const QString& where,
                          QStringList* warnings)
{
    JsonSection section(object, where, warnings);
    FleetGpu gpu;
    gpu.id = section.string("id").value_or(QString());
    const QJsonValue spec = section.take("gpu");
    if (!spec.isUndefined()) {
        auto parsed = gpuFromJson(spec, catalog, where, warnings);
        if (!parsed)
            return parsed.error();
        gpu.spec = parsed.value();
    } else {
        gpu.spec.id = QStringLiteral("custom");
        gpu.spec.name = section.string("name").value_or(Text::tr("Custom GPU"));
    }
    if (const auto gib = section.number("memory_gib", 0.001, toGiB(limits::kMaxGpuMemory)))
        gpu.spec.totalBytes = fromGiB(*gib);
    if (const auto bytes = section.integer("total_bytes", 1, limits::kMaxGpuMemory))
        gpu.spec.totalBytes = *bytes;
    gpu.spec.count = 1;
    gpu.failed = section.boolean("failed").value_or(false);
    if (const auto gib = section.number("other_processes_gib", 0, toGiB(limits::kMaxGpuMemory)))
        gpu.otherProcessesBytes = fromGiB(*gib);
    if (!section.error().isEmpty())
        return invalidInput(section.error());
    if (gpu.spec.totalBytes <= 0)
        return invalidInput(
            Text::tr("%1: give a GPU preset (\"gpu\") or its memory (\"memory_gib\")").arg(where));
    return gpu;
}

QJsonObject gpuToJson(const FleetGpu& gpu, const PresetCatalog& catalog);

// An inline scenario needs no "gpu" of its own: the fleet's card replaces it (fleet.h scenarioOnCard),
// so it is given the card it runs on (or the fleet's first) for the scenario reader's sake.
Result<Scenario> deploymentScenario(JsonSection& section, const PresetCatalog& catalog, const QString& where,
                                    QStringList* warnings, const QString& baseDir, const QJsonValue& card)
{
    const QJsonValue inline_ = section.take("scenario");
    if (inline_.isObject()) {
        QJsonObject object = inline_.toObject();
        if (!object.contains(QLatin1String("gpu")) && !card.isUndefined())
            object.insert(QLatin1String("gpu"), card);
        return scenarioFromJson(object, catalog, where, warnings, baseDir);
    }
    if (inline_.isString())
        return resolveScenario(inline_.toString(), catalog, warnings);
    if (const auto file = section.string("scenario_file")) {
        const QString path = QDir(baseDir.isEmpty() ? QDir::currentPath() : baseDir).filePath(*file);
        return loadScenarioFile(path, catalog, warnings);
    }
    return invalidInput(
        Text::tr(
            "%1: give the deployment's \"scenario\" (an object or a built-in id) or its \"scenario_file\"")
            .arg(where));
}

Result<Deployment> deploymentEntry(const QJsonObject& object, const Fleet& fleet,
                                   const PresetCatalog& catalog, const QString& where, QStringList* warnings,
                                   const QString& baseDir)
{
    JsonSection section(object, where, warnings);
    Deployment d;
    d.name = section.string("name").value_or(QString());
    d.gpuIds = section.strings("gpus").value_or(QStringList());
    d.startPosition = static_cast<int>(section.integer("start_position", 0, 1000000).value_or(0));
    const int cardIndex = d.gpuIds.isEmpty() ? 0 : std::max(0, fleet.gpuIndex(d.gpuIds.front()));
    const QJsonValue card =
        static_cast<std::size_t>(cardIndex) < fleet.gpus.size()
            ? gpuToJson(fleet.gpus[static_cast<std::size_t>(cardIndex)], catalog).value(QLatin1String("gpu"))
            : QJsonValue(QJsonValue::Undefined);
    auto scenario = deploymentScenario(section, catalog, Text::tr("%1 \"%2\"").arg(where, d.name), warnings,
                                       baseDir, card);
    if (!section.error().isEmpty())
        return invalidInput(section.error());
    if (!scenario)
        return scenario.error();
    d.scenario = scenario.value();
    return d;
}

QJsonObject gpuToJson(const FleetGpu& gpu, const PresetCatalog& catalog)
{
    Scenario carrier;
    carrier.gpu = gpu.spec;
    QJsonObject json{{QLatin1String("id"), gpu.id},
                     {QLatin1String("gpu"), scenarioToJson(carrier, catalog).value(QLatin1String("gpu"))}};
    if (gpu.failed)
        json.insert(QLatin1String("failed"), true);
    if (gpu.otherProcessesBytes > 0)
        json.insert(QLatin1String("other_processes_gib"), toGiB(gpu.otherProcessesBytes));
    return json;
}

// Said before anything else about the file: without cards every deployment would be refused for a
// GPU "the fleet does not have", and a "gpus" that is not a list would read as no cards at all.
QString checkGpuList(const QJsonValue& gpus, const QString& origin)
{
    if (!gpus.isUndefined() && !gpus.isNull() && !gpus.isArray())
        return Text::tr("%1: field \"gpus\" must be a list of cards such as [{\"id\": \"gpu0\", \"gpu\": "
                        "\"rtx-4090\"}]")
            .arg(origin);
    if (gpus.isArray() && gpus.toArray().isEmpty())
        return Text::tr("%1: the fleet has no GPUs: field \"gpus\" is empty; list at least one card, e.g. "
                        "{\"id\": \"gpu0\", \"gpu\": \"rtx-4090\"}")
            .arg(origin);
    if (!gpus.isArray())
        return Text::tr("%1: the fleet has no GPUs: field \"gpus\" is missing; list at least one card, e.g. "
                        "{\"id\": \"gpu0\", \"gpu\": \"rtx-4090\"}")
            .arg(origin);
    return {};
}

} // namespace

Result<Fleet> fleetFromJson(const QJsonObject& json, const PresetCatalog& catalog, const QString& origin,
                            QStringList* warnings, const QString& baseDir)
{
    JsonSection top(json, origin, warnings);
    const auto version = top.integer("kvbudget_fleet", 1, 1000);
    if (!version || *version != 1)
        return invalidInput(
            Text::tr("%1 is not a kvbudget fleet file (it needs \"kvbudget_fleet\": 1)").arg(origin));
    Fleet fleet;
    fleet.name = top.string("name").value_or(QFileInfo(origin).completeBaseName());
    fleet.description = top.string("description").value_or(QString());
    top.string("id"); // built-in fleets carry their id
    const QJsonValue gpuList = top.take("gpus");
    if (QString problem = checkGpuList(gpuList, origin); !problem.isEmpty())
        return invalidInput(problem);
    const QJsonArray gpus = gpuList.toArray();
    for (qsizetype i = 0; i < gpus.size(); ++i) {
        auto gpu =
            gpuEntry(gpus.at(i).toObject(), catalog, Text::tr("%1 gpus[%2]").arg(origin).arg(i), warnings);
        if (!gpu)
            return gpu.error();
        fleet.gpus.push_back(gpu.value());
    }
    // A fleet may list no deployments yet, but a "deployments" that is not a list must not read as none.
    const QJsonValue deploymentList = top.take("deployments");
    if (!deploymentList.isUndefined() && !deploymentList.isNull() && !deploymentList.isArray())
        return invalidInput(Text::tr("%1: field \"deployments\" must be a list, each entry {\"name\": …, "
                                     "\"gpus\": […], \"scenario\": {…}}")
                                .arg(origin));
    const QJsonArray deployments = deploymentList.toArray();
    for (qsizetype i = 0; i < deployments.size(); ++i) {
        auto d = deploymentEntry(deployments.at(i).toObject(), fleet, catalog,
                                 Text::tr("%1 deployments[%2]").arg(origin).arg(i), warnings, baseDir);
        if (!d)
            return d.error();
        fleet.deployments.push_back(d.value());
    }
    if (!top.error().isEmpty())
        return invalidInput(top.error());
    if (QString problem = validateFleet(fleet); !problem.isEmpty())
        return invalidInput(Text::tr("%1: %2").arg(origin, problem));
    return fleet;
}

Result<Fleet> loadFleetFile(const QString& path, const PresetCatalog& catalog, QStringList* warnings)
{
    auto read = readBoundedFile(path, limits::kMaxJsonFileBytes, Text::tr("fleet file"));
    if (!read)
        return read.error();
    if (read->trimmed().isEmpty())
        return invalidInput(Text::tr("%1 is empty").arg(path));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(read.value(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return invalidInput(Text::tr("%1 is not valid JSON: %2").arg(path, error.errorString()));
    return fleetFromJson(document.object(), catalog, QFileInfo(path).fileName(), warnings,
                         QFileInfo(path).absolutePath());
}

QJsonObject fleetToJson(const Fleet& fleet, const PresetCatalog& catalog)
{
    QJsonArray gpus;
    for (const FleetGpu& gpu : fleet.gpus)
        gpus.append(gpuToJson(gpu, catalog));
    QJsonArray deployments;
    for (const Deployment& d : fleet.deployments)
        deployments.append(QJsonObject{{QLatin1String("name"), d.name},
                                       {QLatin1String("gpus"), QJsonArray::fromStringList(d.gpuIds)},
                                       {QLatin1String("start_position"), d.startPosition},
                                       {QLatin1String("scenario"), scenarioToJson(d.scenario, catalog)}});
    QJsonObject json{{QLatin1String("kvbudget_fleet"), 1},
                     {QLatin1String("name"), fleet.name},
                     {QLatin1String("gpus"), gpus},
                     {QLatin1String("deployments"), deployments}};
    if (!fleet.description.isEmpty())
        json.insert(QLatin1String("description"), fleet.description);
    return json;
}

Result<QString> saveFleetFile(const Fleet& fleet, const QString& path, const PresetCatalog& catalog)
{
    return writeFileAtomically(path,
                               QJsonDocument(fleetToJson(fleet, catalog)).toJson(QJsonDocument::Indented));
}

QString FleetPreset::displayName() const
{
    return QCoreApplication::translate("kvb::FleetPresets", name.toUtf8().constData());
}

QString FleetPreset::displayDescription() const
{
    return QCoreApplication::translate("kvb::FleetPresets", description.toUtf8().constData());
}

const std::vector<FleetPreset>& builtinFleets()
{
    static const std::vector<FleetPreset> fleets = [] {
        std::vector<FleetPreset> list;
        QFile file(QStringLiteral(":/presets/fleets.json"));
        if (!file.open(QIODevice::ReadOnly))
            return list;
        const QJsonArray array =
            QJsonDocument::fromJson(file.readAll()).object().value(QLatin1String("fleets")).toArray();
        for (const QJsonValue& value : array) {
            const QJsonObject json = value.toObject();
            list.push_back({json.value(QLatin1String("id")).toString(),
                            json.value(QLatin1String("name")).toString(),
                            json.value(QLatin1String("description")).toString(), json});
        }
        return list;
    }();
    return fleets;
}

std::optional<FleetPreset> builtinFleet(const QString& id)
{
    for (const FleetPreset& preset : builtinFleets())
        if (preset.id.compare(id, Qt::CaseInsensitive) == 0)
            return preset;
    return std::nullopt;
}

Result<Fleet> resolveFleet(const QString& nameOrPath, const PresetCatalog& catalog, QStringList* warnings)
{
    if (const auto preset = builtinFleet(nameOrPath)) {
        auto fleet = fleetFromJson(preset->json, catalog, preset->id, warnings);
        if (fleet) {
            fleet->name = preset->displayName();
            fleet->description = preset->displayDescription();
        }
        return fleet;
    }
    if (!QFileInfo::exists(nameOrPath))
        return notFound(
            Text::tr("Unknown fleet \"%1\": not a built-in fleet (see `kvbudget list fleets`) and no "
                     "such file")
                .arg(nameOrPath));
    return loadFleetFile(nameOrPath, catalog, warnings);
}

Fleet fleetForScenario(const Scenario& scenario, const QString& name)
{
    Fleet fleet;
    fleet.name = Text::tr("New fleet");
    const int world = std::max(1, scenario.serving.worldSize());
    Deployment d{name, scenario, {}, 1};
    for (int i = 0; i < world; ++i) {
        FleetGpu gpu{QStringLiteral("gpu%1").arg(i), scenario.gpu, false,
                     scenario.serving.otherProcessesBytes};
        gpu.spec.count = 1;
        fleet.gpus.push_back(gpu);
        d.gpuIds << gpu.id;
    }
    d.scenario.serving.otherProcessesBytes = 0;
    fleet.deployments.push_back(d);
    return fleet;
}

} // namespace kvb
