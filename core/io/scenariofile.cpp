#include "io/scenariofile.h"

#include "base/boundedread.h"
#include "base/limits.h"
#include "io/hfconfig.h"
#include "io/jsonsection.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <set>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::ScenarioFile)
};

// GiB figures in a file (other processes, overrides, headroom): at most the largest card kvbudget
// models; the engine then checks each against the scenario's own GPU.
constexpr double kMaxGiB = static_cast<double>(limits::kMaxGpuMemory / GiB);

// Every range below is the one validateScenario applies (or, for an upper bound only the model or
// the GPU decides, the sanity bound of limits.h), so a value out of range is refused here, naming
// the file, the section and the field rather than the matching command-line flag.
Result<ModelSpec> modelFromJson(const QJsonValue& value, const PresetCatalog& catalog, const QString& origin,
                                const QString& baseDir, QStringList* warnings)
{
    if (value.isString()) {
        const QString name = value.toString();
        if (auto preset = catalog.model(name))
            return *preset;
        const QString path = QDir(baseDir.isEmpty() ? QDir::currentPath() : baseDir).filePath(name);
        if (QFileInfo::exists(path)) {
            auto imported = importModelConfig(path);
            if (!imported)
                return imported.error();
            if (warnings)
                *warnings << imported->warnings;
            return imported->model;
        }
        return notFound(
            Text::tr(
                "%1: unknown model \"%2\" (not a preset id, Hugging Face repo of a preset, or an existing "
                "config.json path; see `kvbudget list models`)")
                .arg(origin, name));
    }
    if (value.isObject()) {
        JsonSection object(value.toObject(), QStringLiteral("%1 model").arg(origin), warnings);
        const QJsonObject config = object.object("config");
        if (!object.error().isEmpty())
            return invalidInput(object.error());
        if (config.isEmpty())
            return invalidInput(
                Text::tr("%1: an inline \"model\" needs a \"config\" object (config.json fields)")
                    .arg(origin));
        auto parsed = parseModelConfig(config, QStringLiteral("%1 model config").arg(origin));
        if (!parsed)
            return parsed.error();
        if (warnings)
            *warnings << parsed->warnings;
        ModelSpec model = parsed->model;
        model.id = object.string("id").value_or(QStringLiteral("custom"));
        model.displayName = object.string("display_name").value_or(model.displayName);
        model.hfRepo = object.string("hf_repo").value_or(QString());
        model.parameterCount = object.integer("parameter_count", 1, std::int64_t{1} << 53);
        model.checkpointBytes = object.integer("checkpoint_bytes", 1, std::int64_t{1} << 53);
        // What the importer recognised but the engine does not model survives a save, so a
        // mixture-of-experts model saved to a file is still refused rather than planned as dense.
        for (const QString& feature : object.strings("unmodelled_features").value_or(QStringList()))
            if (!model.unmodelledFeatures.contains(feature))
                model.unmodelledFeatures << feature;
        if (!object.error().isEmpty())
            return invalidInput(object.error());
        return model;
    }
    return invalidInput(Text::tr("%1: \"model\" must be a preset id, a path or an object").arg(origin));
}

// The "serving" section: vLLM's arguments, by vLLM's names.
std::optional<Error> readServing(const QJsonObject& section, const QString& origin, QStringList* warnings,
                                 ServingConfig& c)
{
    JsonSection serving(section, QStringLiteral("%1 serving").arg(origin), warnings);
    c.gpuMemoryUtilization = serving.positive("gpu_memory_utilization", 1);
    c.maxModelLen = serving.integer("max_model_len", 1, limits::kMaxConfigLength);
    if (const auto v = serving.integer("max_num_seqs", 1, limits::kMaxNumSeqs))
        c.maxNumSeqs = static_cast<int>(*v);
    c.maxNumBatchedTokens = serving.integer("max_num_batched_tokens", 1, limits::kMaxBatchedTokens);
    if (const auto v = serving.integer("block_size", 1, limits::kMaxBlockSize))
        c.blockSize = static_cast<int>(*v);
    if (const auto v = serving.string("kv_cache_dtype")) {
        const auto dtype = parseKvCacheDtype(*v);
        if (!dtype)
            serving.fail(Text::tr("%1: unknown kv_cache_dtype \"%2\"").arg(origin, *v));
        else
            c.kvCacheDtype = *dtype;
    }
    if (const auto v = serving.string("dtype"); v && *v != u"auto") {
        const auto dtype = parseDType(*v);
        if (!dtype)
            serving.fail(Text::tr("%1: unknown dtype \"%2\"").arg(origin, *v));
        else
            c.dtype = *dtype;
    }
    if (const auto v = serving.string("runner"); v && *v != u"auto") {
        const auto runner = parseRunner(*v);
        if (!runner)
            serving.fail(Text::tr("%1: runner must be \"auto\", \"generate\" or \"pooling\" (got \"%2\")")
                             .arg(origin, *v));
        else
            c.runner = *runner;
    }
    if (const auto v = serving.string("quantization")) {
        const auto method = parseQuantMethod(*v);
        if (!method)
            serving.fail(Text::tr("%1: unknown quantization \"%2\"").arg(origin, *v));
        else
            c.quantization = *method;
    }
    c.tensorParallelSize =
        static_cast<int>(serving.integer("tensor_parallel_size", 1, limits::kMaxParallelSize).value_or(1));
    c.pipelineParallelSize =
        static_cast<int>(serving.integer("pipeline_parallel_size", 1, limits::kMaxParallelSize).value_or(1));
    c.enforceEager = serving.boolean("enforce_eager").value_or(false);
    c.flashInferSampler = serving.boolean("flashinfer_sampler");
    if (const auto v = serving.string("mxfp4_backend"); v && *v != u"auto") {
        if (*v == u"marlin" || *v == u"triton")
            c.mxfp4Marlin = *v == u"marlin";
        else
            serving.fail(Text::tr("%1: mxfp4_backend must be \"auto\", \"marlin\" or \"triton\" (got \"%2\")")
                             .arg(origin, *v));
    }
    if (const auto gib = serving.number("other_gpu_memory_gib", 0, kMaxGiB))
        c.otherProcessesBytes = fromGiB(*gib);
    c.kvCacheMemoryBytes = serving.integer("kv_cache_memory_bytes", 1, limits::kMaxGpuMemory);
    c.disableHybridKvCacheManager = serving.boolean("disable_hybrid_kv_cache_manager").value_or(false);
    c.enableExpertParallel = serving.boolean("enable_expert_parallel").value_or(false);
    c.enableChunkedPrefill = serving.boolean("enable_chunked_prefill");
    c.dataParallelSize =
        static_cast<int>(serving.integer("data_parallel_size", 1, limits::kMaxDataParallelSize).value_or(1));
    if (const auto v = serving.integer("limit_images_per_prompt", 0, limits::kMaxImagesPerPrompt))
        c.limitImagesPerPrompt = static_cast<int>(*v);
    c.videoLimitOpen = serving.boolean("video_limit_open").value_or(false);
    c.maxImagePixels = serving.integer("max_image_pixels", 1, limits::kMaxImagePixels);
    if (const auto v = serving.string("vllm_engine")) {
        if (v->compare(QLatin1String("v0"), Qt::CaseInsensitive) == 0)
            c.engine = EngineKind::V0;
        else if (v->compare(QLatin1String("v1"), Qt::CaseInsensitive) == 0)
            c.engine = EngineKind::V1;
        else
            serving.fail(Text::tr("%1: vllm_engine must be \"v0\" or \"v1\" (got \"%2\")").arg(origin, *v));
    }
    if (!serving.error().isEmpty())
        return invalidInput(serving.error());
    return std::nullopt;
}

// The "overrides" section: measured terms that replace the estimate.
std::optional<Error> readOverrides(const QJsonObject& section, const QString& origin, QStringList* warnings,
                                   ServingConfig& c)
{
    JsonSection overrides(section, Text::tr("%1 overrides").arg(origin), warnings);
    auto gib = [&](const char* key) -> std::optional<Bytes> {
        if (const auto v = overrides.number(key, 0, kMaxGiB))
            return fromGiB(*v);
        return std::nullopt;
    };
    c.overrides.total = gib("overhead_gib");
    c.overrides.nonTorch = gib("non_torch_gib");
    c.overrides.activation = gib("activation_gib");
    c.overrides.cudaGraph = gib("cuda_graph_gib");
    c.overrides.weights = gib("weights_gib");
    // The dashboard's "calibrated" marker and narrower band survive a save and a restart.
    c.overrides.calibrated = overrides.boolean("calibrated").value_or(false);
    if (!overrides.error().isEmpty())
        return invalidInput(overrides.error());
    return std::nullopt;
}

// The "workload" section: typical and p95 request lengths.
std::optional<Error> readWorkload(const QJsonObject& section, const QString& origin, QStringList* warnings,
                                  Scenario& s)
{
    JsonSection workload(section, Text::tr("%1 workload").arg(origin), warnings);
    s.workload.requestTokens =
        workload.integer("request_tokens", 1, limits::kMaxRequestTokens).value_or(s.workload.requestTokens);
    s.workload.requestTokensP95 = workload.integer("request_tokens_p95", 1, limits::kMaxRequestTokens)
                                      .value_or(s.workload.requestTokensP95);
    s.workload.safetyMargin = workload.positive("safety_margin", 1).value_or(s.workload.safetyMargin);
    if (!workload.error().isEmpty())
        return invalidInput(workload.error());
    return std::nullopt;
}

// The "accounting" section: vLLM's, or the whiteboard budget and its headroom.
std::optional<Error> readAccounting(const QJsonObject& section, const QString& origin, QStringList* warnings,
                                    Scenario& s)
{
    JsonSection accounting(section, Text::tr("%1 accounting").arg(origin), warnings);
    if (const auto mode = accounting.string("mode")) {
        if (*mode == u"simple")
            s.accounting = AccountingMode::Simple;
        else if (*mode != u"vllm")
            accounting.fail(Text::tr("%1: accounting mode must be \"vllm\" or \"simple\" (got \"%2\")")
                                .arg(origin, *mode));
    }
    if (const auto gib = accounting.number("headroom_gib", 0, kMaxGiB))
        s.handBudget.headroomBytes = fromGiB(*gib);
    if (const auto percent = accounting.number("headroom_percent", 0, 100)) {
        s.handBudget.headroomFraction = *percent / 100.0;
        if (!accounting.take("headroom_gib").isDouble())
            s.handBudget.headroomBytes = 0;
    }
    if (!accounting.error().isEmpty())
        return invalidInput(accounting.error());
    return std::nullopt;
}

} // namespace

Result<GpuSpec> gpuFromJson(const QJsonValue& value, const PresetCatalog& catalog, const QString& origin,
                            QStringList* warnings)
{
    if (value.isString()) {
        if (auto gpu = catalog.gpu(value.toString()))
            return *gpu;
        return notFound(
            Text::tr("%1: unknown GPU \"%2\" (see `kvbudget list gpus`, or give {\"name\", \"memory_gib\"})")
                .arg(origin, value.toString()));
    }
    if (value.isObject()) {
        JsonSection section(value.toObject(), Text::tr("%1 gpu").arg(origin), warnings);
        GpuSpec gpu;
        gpu.id = section.string("id").value_or(QStringLiteral("custom"));
        if (const auto preset = catalog.gpu(gpu.id))
            gpu = *preset;
        gpu.name = section.string("name").value_or(gpu.name.isEmpty() ? Text::tr("Custom GPU") : gpu.name);
        if (const auto gib = section.number("memory_gib", 0.001, toGiB(limits::kMaxGpuMemory)))
            gpu.totalBytes = fromGiB(*gib);
        if (const auto bytes = section.integer("memory_bytes", 1, limits::kMaxGpuMemory))
            gpu.totalBytes = *bytes;
        if (const auto cc = section.number("compute_capability", 1, 20))
            gpu.computeCapability = *cc;
        if (!section.error().isEmpty())
            return invalidInput(section.error());
        if (gpu.totalBytes <= 0)
            return invalidInput(
                Text::tr("%1: a custom \"gpu\" needs \"memory_gib\" (the CUDA-visible total)").arg(origin));
        return gpu;
    }
    return invalidInput(Text::tr("%1: \"gpu\" must be a preset id or an object").arg(origin));
}

Result<Scenario> scenarioFromJson(const QJsonObject& json, const PresetCatalog& catalog,
                                  const QString& origin, QStringList* warnings, const QString& baseDir)
{
    Scenario s;
    JsonSection top(json, origin, warnings);
    const QJsonValue versionValue = json.value(QLatin1String("kvbudget_scenario"));
    if (versionValue.isDouble() && versionValue.toDouble() != 1.0)
        return invalidInput(
            Text::tr("%1: \"kvbudget_scenario\" is %2, but this kvbudget reads scenario format 1")
                .arg(origin)
                .arg(versionValue.toDouble()));
    const auto version = top.integer("kvbudget_scenario", 1, 1);
    if (!top.error().isEmpty())
        return invalidInput(top.error() + Text::tr(" (this kvbudget reads scenario format 1)"));
    if (!version && warnings)
        *warnings
            << Text::tr("%1 has no \"kvbudget_scenario\": 1 marker; reading it as format 1").arg(origin);
    top.take("id");
    s.name = top.string("name").value_or(QString());
    s.description = top.string("description").value_or(QString());

    const QJsonValue modelValue = top.take("model");
    if (modelValue.isUndefined())
        return invalidInput(Text::tr("%1: \"model\" is missing").arg(origin));
    auto model = modelFromJson(modelValue, catalog, origin, baseDir, warnings);
    if (!model)
        return model.error();
    s.model = model.value();

    const QJsonValue gpuValue = top.take("gpu");
    if (gpuValue.isUndefined())
        return invalidInput(Text::tr("%1: \"gpu\" is missing").arg(origin));
    auto gpu = gpuFromJson(gpuValue, catalog, origin, warnings);
    if (!gpu)
        return gpu.error();
    s.gpu = gpu.value();

    ServingConfig& c = s.serving;
    if (const auto v = top.string("vllm_version")) {
        const auto parsed = VllmVersion::parse(*v);
        if (!parsed)
            return invalidInput(
                Text::tr("%1: \"vllm_version\" must look like 0.21 or 0.10.1 (got \"%2\")").arg(origin, *v));
        c.vllmVersion = *parsed;
    }

    if (auto error = readServing(top.object("serving"), origin, warnings, c))
        return *error;
    const auto count = top.integer("gpu_count", 1, limits::kMaxGpuCount);
    // One GPU per rank by default.
    s.gpu.count = static_cast<int>(count.value_or(std::max(1, c.worldSize())));

    if (auto error = readOverrides(top.object("overrides"), origin, warnings, c))
        return *error;
    if (auto error = readWorkload(top.object("workload"), origin, warnings, s))
        return *error;
    if (auto error = readAccounting(top.object("accounting"), origin, warnings, s))
        return *error;
    if (!top.error().isEmpty())
        return invalidInput(top.error());
    return s;
}

Result<Scenario> loadScenarioFile(const QString& path, const PresetCatalog& catalog, QStringList* warnings)
{
    auto read = readBoundedFile(path, limits::kMaxJsonFileBytes, Text::tr("scenario file"));
    if (!read)
        return read.error();
    const QByteArray bytes = std::move(read).value();
    if (bytes.trimmed().isEmpty())
        return invalidInput(Text::tr("%1 is empty").arg(path));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return invalidInput(Text::tr("%1 is not valid JSON (%2): %3")
                                .arg(path, jsonErrorLocation(bytes, error.offset), error.errorString()));
    if (!doc.isObject())
        return invalidInput(Text::tr("%1 must hold a JSON object").arg(path));
    return scenarioFromJson(doc.object(), catalog, QFileInfo(path).fileName(), warnings,
                            QFileInfo(path).absolutePath());
}

Result<Scenario> resolveScenario(const QString& nameOrPath, const PresetCatalog& catalog,
                                 QStringList* warnings)
{
    if (auto preset = catalog.scenario(nameOrPath)) {
        auto s = scenarioFromJson(preset->json, catalog, Text::tr("scenario %1").arg(preset->id), warnings);
        if (s) { // a built-in scenario speaks the user's language
            s->name = preset->displayName();
            s->description = preset->displayDescription();
            s->gpu.name = translatedPresetText(s->gpu.name);
        }
        return s;
    }
    if (QFileInfo::exists(nameOrPath))
        return loadScenarioFile(nameOrPath, catalog, warnings);
    return notFound(
        Text::tr(
            "Unknown scenario \"%1\": not a built-in scenario (see `kvbudget list scenarios`) and no such "
            "file")
            .arg(nameOrPath));
}

Scenario defaultScenario(const PresetCatalog& catalog)
{
    auto scenario = resolveScenario(QStringLiteral("default"), catalog);
    // The built-in presets are compiled in and tested (tst_presets): this cannot fail at run time.
    Q_ASSERT(scenario.ok());
    return scenario ? scenario.value() : Scenario{};
}

} // namespace kvb
