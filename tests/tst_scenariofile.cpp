// Scenario files: save and load give the same plan; bad files give one message naming the key or value.
#include "base/limits.h"
#include "budget/engine.h"
#include "budget/handbudget.h"
#include "io/hfconfig.h"
#include "io/scenariofile.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace kvb;
using namespace Qt::StringLiterals;

namespace {

const PresetCatalog& catalog()
{
    return PresetCatalog::builtin();
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

QByteArray hfConfig(const QString& name)
{
    QFile file(QStringLiteral(KVBUDGET_TEST_DATA "/hf-configs/") + name + u".json"_s);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing config %s", qPrintable(name));
    return file.readAll();
}

// A scenario for a model imported from a config.json (not a preset) on a GPU of the given size.
Scenario importedScenario(const QString& config, double gpuGiB)
{
    Scenario s = *resolveScenario(u"default"_s, catalog());
    s.model = parseModelConfigBytes(hfConfig(config), u"config.json"_s)->model;
    s.model.id = u"/models/"_s + config + u"/config.json"_s;
    s.gpu = GpuSpec{u"custom"_s, u"Custom %1 GiB"_s.arg(gpuGiB), fromGiB(gpuGiB), 8.9, 0, 1};
    s.name = config;
    return s;
}

// Every figure of the plan, so that a lossy save shows up as a named difference.
void comparePlans(const Plan& actual, const Plan& expected)
{
    QCOMPARE(actual.verdict, expected.verdict);
    QCOMPARE(actual.inputError, expected.inputError);
    QCOMPARE(actual.settings.gpuMemoryUtilization, expected.settings.gpuMemoryUtilization);
    QCOMPARE(actual.settings.maxModelLen, expected.settings.maxModelLen);
    QCOMPARE(actual.settings.maxNumSeqs, expected.settings.maxNumSeqs);
    QCOMPARE(actual.settings.maxNumBatchedTokens, expected.settings.maxNumBatchedTokens);
    QCOMPARE(actual.settings.blockSize, expected.settings.blockSize);
    QCOMPARE(actual.settings.modelDtype, expected.settings.modelDtype);
    QCOMPARE(actual.settings.kvDtype, expected.settings.kvDtype);
    QVERIFY(actual.settings.quantization == expected.settings.quantization);
    QCOMPARE(actual.stages.size(), expected.stages.size());
    QCOMPARE(actual.memory.total, expected.memory.total);
    QCOMPARE(actual.memory.ceiling, expected.memory.ceiling);
    QCOMPARE(actual.memory.otherProcesses, expected.memory.otherProcesses);
    QCOMPARE(actual.memory.weights, expected.memory.weights);
    QCOMPARE(actual.memory.nonTorch, expected.memory.nonTorch);
    QCOMPARE(actual.memory.activation, expected.memory.activation);
    QCOMPARE(actual.memory.cudaGraph, expected.memory.cudaGraph);
    QCOMPARE(actual.memory.kvCache, expected.memory.kvCache);
    QCOMPARE(actual.kv.bytesPerToken, expected.kv.bytesPerToken);
    QCOMPARE(actual.numBlocks, expected.numBlocks);
    QCOMPARE(actual.kvTokens, expected.kvTokens);
    QCOMPARE(actual.maxConcurrency, expected.maxConcurrency);
    QCOMPARE(actual.estimatedMaxModelLen, expected.estimatedMaxModelLen);
    QCOMPARE(actual.recommendedMaxNumSeqs, expected.recommendedMaxNumSeqs);
}

// {"kvbudget_scenario": 1, ...} with one value at "section/key" (or "key") set, or removed when undefined.
QJsonObject validScenario()
{
    return QJsonObject{{u"kvbudget_scenario"_s, 1},
                       {u"model"_s, u"llama-3.1-8b"_s},
                       {u"gpu"_s, u"h100-sxm-80gb"_s},
                       {u"serving"_s, QJsonObject{{u"max_model_len"_s, 8192}}}};
}

QJsonObject scenarioWith(const QString& path, const QJsonValue& value)
{
    QJsonObject json = validScenario();
    const QString section = path.section(u'/', 0, 0);
    const QString key = path.section(u'/', 1);
    if (key.isEmpty()) {
        if (value.isUndefined())
            json.remove(section);
        else
            json.insert(section, value);
    } else {
        QJsonObject inner = json.value(section).toObject();
        inner.insert(key, value);
        json.insert(section, inner);
    }
    return json;
}

QJsonObject inlineModel(const QString& key, const QJsonValue& value)
{
    QJsonObject model{{u"id"_s, u"tiny"_s},
                      {u"config"_s, QJsonDocument::fromJson(hfConfig(u"qwen3-8b"_s)).object()}};
    model.insert(key, value);
    return model;
}

} // namespace

class TestScenarioFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip_data()
    {
        QTest::addColumn<Scenario>("scenario");
        for (const ScenarioPreset& preset : catalog().scenarios())
            QTest::addRow("%s", qPrintable(preset.id)) << *resolveScenario(preset.id, catalog());
        QTest::newRow("imported model, custom GPU")
            << importedScenario(u"deepseek-r1-distill-qwen-14b"_s, 47.5);
        QTest::newRow("imported tied qwen2.5") << importedScenario(u"qwen2.5-1.5b-instruct"_s, 22.2);
        QTest::newRow("imported gptq") << importedScenario(u"phi-4-autoround-gptq-4bit"_s, 23.6);
        Scenario w8a8 = importedScenario(u"llama-3.1-70b-instruct-w8a8"_s, 79.2);
        w8a8.serving.tensorParallelSize = 2;
        w8a8.gpu.count = 2;
        QTest::newRow("imported w8a8, TP 2") << w8a8;
        Scenario fp8 = importedScenario(u"llama-3.1-405b-instruct-fp8"_s, 139.8);
        fp8.serving.tensorParallelSize = 8;
        fp8.gpu.count = 8;
        fp8.serving.maxModelLen = 16384;
        QTest::newRow("imported fp8 per-channel, TP 8") << fp8;
        Scenario window = importedScenario(u"llama-3.1-8b-instruct"_s, 79.2);
        window.model.slidingWindow = 4096;
        window.model.partialRotaryFactor = 0.5;
        QTest::newRow("sliding window, partial rotary") << window;
        // Still refused after a save: the features the engine does not model travel with the model.
        QTest::newRow("imported mixture-of-experts") << importedScenario(u"qwen3-30b-a3b"_s, 79.2);
        Scenario knobs = *resolveScenario(u"seed-llama31-8b-h100"_s, catalog());
        knobs.serving.maxNumSeqs = 64;
        knobs.serving.maxNumBatchedTokens = 4096;
        knobs.serving.blockSize = 32;
        knobs.serving.enforceEager = true;
        knobs.serving.otherProcessesBytes = 1536 * MiB;
        knobs.serving.overrides = {};
        knobs.serving.overrides.activation = fromGiB(1.25);
        knobs.serving.overrides.calibrated = true; // adopted from a vLLM log: the marker survives a save
        knobs.serving.dtype = DType::Float16;
        knobs.serving.quantization = QuantMethod::Fp8;
        knobs.serving.vllmVersion = {0, 10, 1};
        knobs.workload = {3000, 9000, 0.7};
        knobs.accounting = AccountingMode::Simple;
        knobs.handBudget = {GiB / 2, 0.05};
        QTest::newRow("every knob set") << knobs;
    }

    void roundTrip()
    {
        QFETCH(Scenario, scenario);
        const QJsonObject json = scenarioToJson(scenario, catalog());
        QStringList warnings;
        const auto back = scenarioFromJson(json, catalog(), u"saved.json"_s, &warnings);
        QVERIFY2(back.ok(), qPrintable(back ? QString() : back.error().message));
        QCOMPARE(warnings, QStringList());
        comparePlans(computePlan(*back), computePlan(scenario));
        QCOMPARE(back->model.unmodelledFeatures, scenario.model.unmodelledFeatures);
        QCOMPARE(back->accounting, scenario.accounting);
        QCOMPARE(back->serving.overrides.calibrated, scenario.serving.overrides.calibrated);
        QVERIFY(back->handBudget == scenario.handBudget);
        QCOMPARE(back->workload.requestTokensP95, scenario.workload.requestTokensP95);
        QCOMPARE(back->workload.safetyMargin, scenario.workload.safetyMargin);
        QCOMPARE(computeHandBudget(handBudgetInputFor(*back)).kvBytes,
                 computeHandBudget(handBudgetInputFor(scenario)).kvBytes);
        QCOMPARE(scenarioToJson(*back, catalog()), json); // saving again writes the same file

        QTemporaryDir dir;
        const QString path = dir.filePath(u"saved.json"_s);
        writeFile(path, QJsonDocument(json).toJson());
        const auto loaded = loadScenarioFile(path, catalog());
        QVERIFY(loaded.ok());
        comparePlans(computePlan(*loaded), computePlan(scenario));
    }

    void badScenario_data()
    {
        QTest::addColumn<QJsonObject>("json");
        QTest::addColumn<ErrorKind>("kind");
        QTest::addColumn<QStringList>("mentions");
        const QJsonValue absent(QJsonValue::Undefined);
        const auto gpu = [](const QString& key, const QJsonValue& value) {
            return QJsonObject{{key, value}};
        };
        const QString mm = u"serving/max_model_len"_s;
        const QString version = u"kvbudget_scenario"_s;
        // A valid scenario with the value at "section/key" replaced, and what the message must name.
        // clang-format off
        const std::tuple<const char*, QString, QJsonValue, QStringList> rows[] = {
            {"max_model_len a string", mm, u"big"_s, {u"\"max_model_len\" must be a number"_s}},
            {"max_model_len fractional", mm, 8192.5, {u"\"max_model_len\" must be a whole number"_s}},
            {"enforce_eager a string", u"serving/enforce_eager"_s, u"yes"_s, {u"\"enforce_eager\""_s}},
            {"tensor_parallel_size huge", u"serving/tensor_parallel_size"_s, 1e9, {u"\"tensor_parallel_size\""_s}},
            {"gpu_count a string", u"gpu_count"_s, u"2"_s, {u"\"gpu_count\""_s}},
            {"serving not an object", u"serving"_s, 5, {u"\"serving\" must be an object"_s}},
            {"workload an array", u"workload"_s, QJsonArray{1}, {u"\"workload\" must be an object"_s}},
            {"unknown model id", u"model"_s, u"llama-9-1t"_s, {u"\"llama-9-1t\""_s}},
            {"unknown gpu id", u"gpu"_s, u"h9000"_s, {u"\"h9000\""_s}},
            {"model missing", u"model"_s, absent, {u"\"model\" is missing"_s}},
            {"gpu missing", u"gpu"_s, absent, {u"\"gpu\" is missing"_s}},
            {"model a number", u"model"_s, 8, {u"\"model\" must be"_s}},
            {"inline model without config", u"model"_s, gpu(u"id"_s, u"x"_s), {u"\"config\""_s}},
            {"inline model, bad config", u"model"_s, inlineModel(u"config"_s, gpu(u"hidden_size"_s, u"x"_s)),
             {u"\"hidden_size\""_s}},
            {"parameter_count a string", u"model"_s, inlineModel(u"parameter_count"_s, u"8B"_s),
             {u"\"parameter_count\""_s}},
            {"unmodelled_features not strings", u"model"_s, inlineModel(u"unmodelled_features"_s, QJsonArray{1}),
             {u"\"unmodelled_features\""_s}},
            {"gpu object without memory", u"gpu"_s, gpu(u"name"_s, u"X"_s), {u"\"memory_gib\""_s}},
            {"gpu memory_gib a string", u"gpu"_s, gpu(u"memory_gib"_s, u"80"_s), {u"\"memory_gib\""_s}},
            {"gpu memory_gib negative", u"gpu"_s, gpu(u"memory_gib"_s, -5), {u"\"memory_gib\""_s}},
            {"gpu a number", u"gpu"_s, 80, {u"\"gpu\" must be"_s}},
            {"unknown kv_cache_dtype", u"serving/kv_cache_dtype"_s, u"fp4"_s, {u"kv_cache_dtype \"fp4\""_s}},
            {"unknown dtype", u"serving/dtype"_s, u"int4"_s, {u"dtype \"int4\""_s}},
            {"unknown quantization", u"serving/quantization"_s, u"int3"_s, {u"quantization \"int3\""_s}},
            {"format version 2", version, 2, {u"\"kvbudget_scenario\" is 2"_s, u"scenario format 1"_s}},
            {"format version a string", version, u"1"_s, {u"\"kvbudget_scenario\""_s, u"scenario format 1"_s}},
            {"vllm_version nonsense", u"vllm_version"_s, u"banana"_s, {u"\"vllm_version\""_s, u"\"banana\""_s}},
            {"accounting mode unknown", u"accounting/mode"_s, u"exact"_s, {u"\"exact\""_s}},
            {"headroom_percent 150", u"accounting/headroom_percent"_s, 150, {u"\"headroom_percent\""_s}},
            {"overhead_gib a string", u"overrides/overhead_gib"_s, u"3"_s, {u"\"overhead_gib\""_s}},
            {"safety_margin a string", u"workload/safety_margin"_s, u"high"_s, {u"\"safety_margin\""_s}},
            // The real range, in plain figures, naming the file's field (not "-1 and 1.04858e+06", not
            // "--block-size").
            {"block_size negative", u"serving/block_size"_s, -16,
             {u"\"block_size\" must be between 1 and 4,096 (got -16)"_s}},
            {"max_model_len negative", mm, -5,
             {u"\"max_model_len\" must be between 1 and 1,099,511,627,776 (got -5)"_s}},
            {"gpu_memory_utilization 1e308", u"serving/gpu_memory_utilization"_s, 1e308,
             {u"\"gpu_memory_utilization\" must be greater than 0 and at most 1 (got 1e+308)"_s}},
            {"gpu_memory_utilization 0", u"serving/gpu_memory_utilization"_s, 0,
             {u"\"gpu_memory_utilization\" must be greater than 0"_s}},
            {"kv_cache_memory_bytes 0", u"serving/kv_cache_memory_bytes"_s, 0,
             {u"\"kv_cache_memory_bytes\" must be between 1 and 17,592,186,044,416"_s}},
            {"weights_gib negative", u"overrides/weights_gib"_s, -1, {u"\"weights_gib\" must be between 0 and 16,384"_s}},
            {"request_tokens 0", u"workload/request_tokens"_s, 0, {u"\"request_tokens\" must be between 1 and"_s}},
        };
        // clang-format on
        for (const auto& [name, path, value, mentions] : rows) {
            const bool unknownId =
                QByteArray(name).startsWith("unknown ") && QByteArray(name).endsWith(" id");
            QTest::newRow(name) << scenarioWith(path, value)
                                << (unknownId ? ErrorKind::NotFound : ErrorKind::InvalidInput) << mentions;
        }
    }

    void badScenario()
    {
        QFETCH(QJsonObject, json);
        QFETCH(ErrorKind, kind);
        QFETCH(QStringList, mentions);
        const auto result = scenarioFromJson(json, catalog(), u"test.json"_s);
        QVERIFY(!result.ok());
        const QString message = result.error().message;
        QCOMPARE(result.error().kind, kind);
        QVERIFY2(message.startsWith(u"test.json"_s), qPrintable(message));
        QVERIFY2(!message.contains(u'\n'), qPrintable(message));
        for (const QString& mention : mentions)
            QVERIFY2(message.contains(mention), qPrintable(message));
    }

    // Found by fuzzValues: "tensor_parallel_size": 0 made the default gpu_count 0, so the saved file
    // no longer loaded. A parallel size of 0 is now refused where the file is read, naming the field.
    void zeroParallelismIsRefusedNamingTheField()
    {
        const auto s =
            scenarioFromJson(scenarioWith(u"serving/tensor_parallel_size"_s, 0), catalog(), u"t.json"_s);
        QVERIFY(!s.ok());
        QVERIFY2(s.error().message.contains(
                     u"t.json serving: \"tensor_parallel_size\" must be between 1 and 1,024"_s),
                 qPrintable(s.error().message));
    }

    void unknownKeysAreWarnings()
    {
        QJsonObject json = scenarioWith(u"serving/max_model_length"_s, 8192); // a typo for max_model_len
        json.insert(u"colour"_s, u"red"_s);
        json.insert(u"_comment"_s, u"underscore keys are comments"_s);
        json.insert(u"gpu"_s, QJsonObject{{u"memory_gib"_s, 80}, {u"memory_gb"_s, 80}});
        json.insert(u"workload"_s, QJsonObject{{u"p95"_s, 1}});
        json.insert(u"model"_s, inlineModel(u"notes"_s, u"x"_s));
        QStringList warnings;
        const auto result = scenarioFromJson(json, catalog(), u"test.json"_s, &warnings);
        QVERIFY2(result.ok(), qPrintable(result ? QString() : result.error().message));
        const QString all = warnings.join(u'\n');
        for (const char* key :
             {"\"max_model_length\"", "\"colour\"", "\"memory_gb\"", "\"p95\"", "\"notes\""})
            QVERIFY2(all.contains(QLatin1String(key)), qPrintable(all));
        QCOMPARE(warnings.size(), 5);
        QVERIFY(!all.contains(u"_comment"_s));
    }

    void badFiles_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("invalid JSON") << QByteArray("{\n \"model\": \"llama-3.1-8b\",\n \"gpu\": ,\n}")
                                      << u"is not valid JSON (line 3, column"_s;
        QTest::newRow("array root") << QByteArray("[{\"model\": \"llama-3.1-8b\"}]")
                                    << u"must hold a JSON object"_s;
        QTest::newRow("empty file") << QByteArray() << u"is empty"_s;
    }

    void badFiles()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"scenario.json"_s);
        writeFile(path, content);
        const auto result = loadScenarioFile(path, catalog());
        QVERIFY(!result.ok());
        QCOMPARE(result.error().kind, ErrorKind::InvalidInput);
        QVERIFY2(result.error().message.startsWith(path), qPrintable(result.error().message));
        QVERIFY2(result.error().message.contains(mentions), qPrintable(result.error().message));
    }

    void missingAndHugeFiles()
    {
        QTemporaryDir dir;
        const QString missing = dir.filePath(u"missing.json"_s);
        auto result = loadScenarioFile(missing, catalog());
        QCOMPARE(result.error().kind, ErrorKind::NotFound);
        QVERIFY(result.error().message.contains(missing));

        const QString huge = dir.filePath(u"huge.json"_s);
        QFile file(huge);
        // Over the documented cap (README "Limits and bad input"), sparse, so writing it costs nothing.
        QVERIFY(file.open(QIODevice::WriteOnly) && file.resize(limits::kMaxJsonFileBytes + 1));
        file.close();
        QElapsedTimer timer;
        timer.start();
        result = loadScenarioFile(huge, catalog());
        QVERIFY(timer.elapsed() < 1000); // refused by its size, before reading it
        QCOMPARE(result.error().kind, ErrorKind::InvalidInput);
        QVERIFY2(result.error().message.contains(u"too large"_s), qPrintable(result.error().message));
    }

    // A model path in a scenario file is relative to the file, not to the working directory.
    void modelPathRelativeToFile()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(u"qwen"_s));
        writeFile(dir.filePath(u"qwen/config.json"_s), hfConfig(u"qwen3-8b"_s));
        const QString path = dir.filePath(u"scenario.json"_s);
        writeFile(path, R"({"kvbudget_scenario": 1, "model": "qwen/config.json", "gpu": "l40s"})");
        const auto result = resolveScenario(path, catalog());
        QVERIFY2(result.ok(), qPrintable(result ? QString() : result.error().message));
        QCOMPARE(result->model.numLayers, 36);
        QCOMPARE(result->model.id, QFileInfo(dir.filePath(u"qwen/config.json"_s)).absoluteFilePath());
        QCOMPARE(result->gpu.id, u"l40s"_s);
    }

    void resolveUnknownScenario()
    {
        const auto result = resolveScenario(u"no-such-scenario"_s, catalog());
        QCOMPARE(result.error().kind, ErrorKind::NotFound);
        QVERIFY(result.error().message.contains(u"\"no-such-scenario\""_s));
    }

    // Seeded damage to every built-in scenario: values of every JSON type in every section, removed
    // keys, stray keys. Each outcome is a scenario the engine plans or refuses with a message, or an error.
    void fuzzValues()
    {
        const QJsonArray pool{-1,
                              0,
                              0.5,
                              1,
                              2,
                              1e12,
                              -1e300,
                              u""_s,
                              u"x"_s,
                              u"h100-sxm-80gb"_s,
                              u"auto"_s,
                              true,
                              QJsonValue(),
                              QJsonArray{},
                              QJsonObject{},
                              QJsonObject{{u"memory_gib"_s, 0.5}}};
        const QStringList keys{u"model"_s,
                               u"gpu"_s,
                               u"gpu_count"_s,
                               u"vllm_version"_s,
                               u"kvbudget_scenario"_s,
                               u"serving/gpu_memory_utilization"_s,
                               u"serving/max_model_len"_s,
                               u"serving/max_num_seqs"_s,
                               u"serving/max_num_batched_tokens"_s,
                               u"serving/block_size"_s,
                               u"serving/kv_cache_dtype"_s,
                               u"serving/dtype"_s,
                               u"serving/quantization"_s,
                               u"serving/tensor_parallel_size"_s,
                               u"serving/pipeline_parallel_size"_s,
                               u"serving/enforce_eager"_s,
                               u"serving/other_gpu_memory_gib"_s,
                               u"serving/kv_cache_memory_bytes"_s,
                               u"overrides/overhead_gib"_s,
                               u"overrides/weights_gib"_s,
                               u"workload/request_tokens"_s,
                               u"workload/safety_margin"_s,
                               u"accounting/mode"_s,
                               u"accounting/headroom_percent"_s,
                               u"serving"_s,
                               u"extra"_s};
        int accepted = 0;
        int rejected = 0;
        QRandomGenerator rng(4242);
        for (const ScenarioPreset& preset : catalog().scenarios()) {
            for (int i = 0; i < 300; ++i) {
                QJsonObject json = preset.json;
                for (int e = 0, edits = 1 + static_cast<int>(rng.bounded(3)); e < edits; ++e) {
                    const QString path = keys.at(rng.bounded(static_cast<quint32>(keys.size())));
                    const QString section = path.section(u'/', 0, 0);
                    const QJsonValue value = pool.at(rng.bounded(static_cast<quint32>(pool.size())));
                    if (!path.contains(u'/')) {
                        json.insert(section, value);
                        continue;
                    }
                    QJsonObject inner = json.value(section).toObject();
                    inner.insert(path.section(u'/', 1), value);
                    json.insert(section, inner);
                }
                QStringList warnings;
                const auto result = scenarioFromJson(json, catalog(), u"fuzz.json"_s, &warnings);
                if (!result) {
                    ++rejected;
                    QVERIFY(!result.error().message.isEmpty());
                    continue;
                }
                ++accepted;
                const Plan plan = computePlan(*result);
                if (plan.verdict == Verdict::InvalidInput)
                    QVERIFY2(!plan.inputError.isEmpty(), QJsonDocument(json).toJson().constData());
                else
                    QVERIFY(std::isfinite(plan.maxConcurrency));
                const auto again =
                    scenarioFromJson(scenarioToJson(*result, catalog()), catalog(), u"again.json"_s);
                QVERIFY2(again.ok(), qPrintable(again ? QString()
                                                      : again.error().message + u'\n' +
                                                            QString::fromUtf8(QJsonDocument(json).toJson())));
            }
        }
        QVERIFY(accepted > 0 && rejected > 0);
    }

    // Seeded byte-level damage to saved files.
    void fuzzBytes()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"fuzz.json"_s);
        QRandomGenerator rng(99);
        int rejected = 0;
        for (const ScenarioPreset& preset : catalog().scenarios()) {
            const QByteArray original = QJsonDocument(preset.json).toJson();
            for (int i = 0; i < 100; ++i) {
                QByteArray bytes = original;
                const auto at = static_cast<qsizetype>(rng.bounded(static_cast<quint32>(bytes.size())));
                if (rng.bounded(2) == 0)
                    bytes.remove(at, 1 + rng.bounded(16));
                else
                    bytes[at] = "{}[]\",:0-e"[rng.bounded(11)];
                writeFile(path, bytes);
                const auto result = loadScenarioFile(path, catalog());
                if (!result) {
                    ++rejected;
                    QVERIFY(!result.error().message.isEmpty());
                } else {
                    const Plan plan = computePlan(*result);
                    QVERIFY(plan.verdict != Verdict::InvalidInput || !plan.inputError.isEmpty());
                }
            }
        }
        QVERIFY(rejected > 0);
    }
};

QTEST_GUILESS_MAIN(TestScenarioFile)
#include "tst_scenariofile.moc"
