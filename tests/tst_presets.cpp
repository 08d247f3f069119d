// The built-in preset catalog (presets/*.json embedded as resources) and user preset folders.
#include "budget/engine.h"
#include "io/presets.h"
#include "io/scenariofile.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

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

const QByteArray tinyConfig = R"({"hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 4,
    "intermediate_size": 128, "vocab_size": 1000, "max_position_embeddings": 512, "tie_word_embeddings": true,
    "torch_dtype": "float16"})";

// A preset folder with valid gpus.json and scenarios.json and the given models.json.
PresetCatalog folderCatalog(const QTemporaryDir& dir, const QByteArray& models, const QByteArray& gpus = {})
{
    writeFile(dir.filePath(u"models.json"_s), models);
    writeFile(dir.filePath(u"gpus.json"_s),
              gpus.isEmpty() ? QByteArray(R"({"gpus": [{"id": "g", "cuda_total_bytes": 1000000000}]})")
                             : gpus);
    writeFile(dir.filePath(u"scenarios.json"_s), R"({"scenarios": []})");
    return PresetCatalog::fromFolder(dir.path());
}

} // namespace

class TestPresets : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void builtinLoadsCleanly()
    {
        QVERIFY2(catalog().loadErrors().isEmpty(), qPrintable(catalog().loadErrors().join(u"\n"_s)));
        QVERIFY(!catalog().models().empty());
        QVERIFY(!catalog().gpus().empty());
        QVERIFY(catalog().scenario(u"default"_s).has_value());
    }

    void idsAreUnique()
    {
        QStringList ids;
        for (const ModelSpec& m : catalog().models())
            ids << m.id.toLower();
        for (const GpuSpec& g : catalog().gpus())
            ids << g.id.toLower();
        for (const ScenarioPreset& s : catalog().scenarios())
            ids << s.id.toLower();
        QCOMPARE(QSet<QString>(ids.begin(), ids.end()).size(), ids.size());
    }

    // An unquantized preset's published parameter count is what its shapes add up to, exactly.
    void modelParameterCounts_data()
    {
        QTest::addColumn<QString>("id");
        for (const ModelSpec& m : catalog().models())
            if (m.parameterCount && !m.quantization.isQuantized())
                QTest::addRow("%s", qPrintable(m.id)) << m.id;
    }

    void modelParameterCounts()
    {
        QFETCH(QString, id);
        const ModelSpec m = *catalog().model(id);
        QCOMPARE(shapeParameterCount(m), *m.parameterCount);
        if (m.checkpointBytes)
            QCOMPARE(*m.checkpointBytes, *m.parameterCount * bytesPerElement(m.dtype));
        QCOMPARE(m.unmodelledFeatures, QStringList());
        QCOMPARE(validateModelSpec(m), QString());
    }

    // CUDA reports less than the box says: an "80GB" H100 has 80 GiB of HBM of which 79.2 GiB is visible.
    void gpuMemoryBelowMarketed_data()
    {
        QTest::addColumn<QString>("id");
        for (const GpuSpec& g : catalog().gpus())
            QTest::addRow("%s", qPrintable(g.id)) << g.id;
    }

    void gpuMemoryBelowMarketed()
    {
        QFETCH(QString, id);
        const GpuSpec g = *catalog().gpu(id);
        QVERIFY(g.totalBytes > 0);
        QVERIFY(g.marketedGB > 0);
        QVERIFY2(g.totalBytes < static_cast<Bytes>(g.marketedGB * static_cast<double>(GiB)),
                 qPrintable(u"%1 bytes vs %2 GB"_s.arg(g.totalBytes).arg(g.marketedGB)));
        QVERIFY(!g.name.isEmpty());
        // vLLM's wheels target compute capability 7.0+, but source builds run on Pascal: the GTX 1080
        // preset carries a public log of vLLM 0.6.4.post1 on that card (jimw-vllm).
        QVERIFY(g.computeCapability >= 6.0);
    }

    void modelLookup_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QString>("id"); // empty: not found
        QTest::newRow("id") << u"llama-3.1-8b"_s << u"llama-3.1-8b"_s;
        QTest::newRow("id, other case") << u"LLAMA-3.1-8B"_s << u"llama-3.1-8b"_s;
        QTest::newRow("repo") << u"meta-llama/Llama-3.1-8B"_s << u"llama-3.1-8b"_s;
        QTest::newRow("repo, lower case") << u"meta-llama/llama-3.1-8b"_s << u"llama-3.1-8b"_s;
        QTest::newRow("instruct variant") << u"meta-llama/Llama-3.1-8B-Instruct"_s << u"llama-3.1-8b"_s;
        QTest::newRow("Meta- prefix") << u"meta-llama/Meta-Llama-3.1-8B-Instruct"_s << u"llama-3.1-8b"_s;
        QTest::newRow("Llama 3 repo") << u"meta-llama/Meta-Llama-3-8B"_s << u"llama-3-8b"_s;
        QTest::newRow("instruct repo preset") << u"Qwen/Qwen2.5-7B-Instruct"_s << u"qwen2.5-7b-instruct"_s;
        QTest::newRow("instruct of a base preset") << u"Qwen/Qwen2.5-14B-Instruct"_s << u"qwen2.5-14b"_s;
        QTest::newRow("70B instruct") << u"meta-llama/Llama-3.1-70B-Instruct"_s << u"llama-3.1-70b"_s;
        QTest::newRow("unknown") << u"no-such-model"_s << QString();
        QTest::newRow("unknown repo") << u"meta-llama/Llama-4-Scout-17B-16E"_s << QString();
        QTest::newRow("empty") << QString() << QString();
        QTest::newRow("only a suffix") << u"-instruct"_s << QString();
    }

    void modelLookup()
    {
        QFETCH(QString, query);
        QFETCH(QString, id);
        const auto found = catalog().model(query);
        QCOMPARE(found ? found->id : QString(), id);
    }

    void gpuAndScenarioLookup()
    {
        QCOMPARE(catalog().gpu(u"h100-sxm-80gb"_s)->id, u"h100-sxm-80gb"_s);
        QCOMPARE(catalog().gpu(u"L4"_s)->id, u"l4"_s);
        QVERIFY(!catalog().gpu(u"h9000"_s));
        QVERIFY(!catalog().gpu(QString()));
        QCOMPARE(catalog().scenario(u"DEFAULT"_s)->id, u"default"_s);
        QVERIFY(!catalog().scenario(u"no-such-scenario"_s));
    }

    void builtinScenariosResolve_data()
    {
        QTest::addColumn<QString>("id");
        for (const ScenarioPreset& s : catalog().scenarios())
            QTest::addRow("%s", qPrintable(s.id)) << s.id;
    }

    void builtinScenariosResolve()
    {
        QFETCH(QString, id);
        QStringList warnings;
        const auto s = resolveScenario(id, catalog(), &warnings);
        QVERIFY2(s.ok(), qPrintable(s ? QString() : s.error().message));
        QCOMPARE(warnings, QStringList());
        QVERIFY(!s->name.isEmpty());
        const Plan plan = computePlan(*s);
        QVERIFY2(plan.verdict != Verdict::InvalidInput, qPrintable(plan.inputError));
    }

    // Every preset text a user sees is declared for lupdate (io/presetstrings.cpp), so it can be
    // translated: a new scenario in scenarios.json without its entry there fails here.
    void presetTextsAreTranslatable()
    {
        QStringList declared;
        for (const char* text : builtinPresetTexts())
            declared << QString::fromUtf8(text);
        QFile file(u":/presets/scenarios.json"_s);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonArray scenarios =
            QJsonDocument::fromJson(file.readAll()).object().value(u"scenarios"_s).toArray();
        QVERIFY(!scenarios.isEmpty());
        for (const QJsonValue& value : scenarios) {
            const QJsonObject entry = value.toObject();
            QStringList shown{entry.value(u"name"_s).toString(), entry.value(u"description"_s).toString()};
            if (entry.value(u"gpu"_s).isObject())
                shown << entry.value(u"gpu"_s).toObject().value(u"name"_s).toString();
            for (const QString& text : shown)
                if (!text.isEmpty())
                    QVERIFY2(declared.contains(text), qPrintable(u"not in io/presetstrings.cpp: "_s + text));
        }
    }

    void folderWithMalformedModels()
    {
        QTemporaryDir dir;
        const PresetCatalog c = folderCatalog(dir, "{\n  \"models\": [\n    {\"id\": \"x\",}\n  ]\n}\n");
        QCOMPARE(c.loadErrors().size(), 1);
        const QString error = c.loadErrors().first();
        QVERIFY2(error.startsWith(u"models.json is not valid JSON (line 3, column"_s), qPrintable(error));
        QVERIFY(c.models().empty());
        QCOMPARE(c.gpus().size(), std::size_t{1}); // the other files still load
    }

    void folderLoadErrorsNameTheProblem_data()
    {
        QTest::addColumn<QByteArray>("models");
        QTest::addColumn<QByteArray>("gpus");
        QTest::addColumn<QString>("mentions");
        const QByteArray goodGpus;
        QTest::newRow("models root is an array") << QByteArray("[]") << goodGpus << u"\"models\" array"_s;
        QTest::newRow("models key missing")
            << QByteArray(R"({"model": []})") << goodGpus << u"\"models\" array"_s;
        QTest::newRow("model without id")
            << QByteArray(R"({"models": [{"config": {}}]})") << goodGpus << u"no \"id\""_s;
        QTest::newRow("model with a bad config")
            << QByteArray(R"({"models": [{"id": "tiny", "config": {"hidden_size": "big"}}]})") << goodGpus
            << u"model preset tiny"_s;
        const QByteArray noModels(R"({"models": []})");
        QTest::newRow("gpu without memory") << noModels << QByteArray(R"({"gpus": [{"id": "g9"}]})")
                                            << u"GPU preset g9 has no cuda_total_bytes"_s;
        QTest::newRow("gpu memory 1e300")
            << noModels << QByteArray(R"({"gpus": [{"id": "g9", "cuda_total_bytes": 1e300}]})")
            << u"GPU preset g9: \"cuda_total_bytes\" must be a positive whole number"_s;
        QTest::newRow("gpu without id")
            << noModels << QByteArray(R"({"gpus": [{"cuda_total_bytes": 1e9}]})") << u"no \"id\""_s;
        QTest::newRow("parameter count fractional")
            << QByteArray(R"({"models": [{"id": "t", "parameter_count": 1.5, "config": )" + tinyConfig +
                          "}]}")
            << goodGpus << u"model preset t: \"parameter_count\" must be a positive whole number"_s;
    }

    void folderLoadErrorsNameTheProblem()
    {
        QFETCH(QByteArray, models);
        QFETCH(QByteArray, gpus);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        const PresetCatalog c = folderCatalog(dir, models, gpus);
        QCOMPARE(c.loadErrors().size(), 1);
        QVERIFY2(c.loadErrors().first().contains(mentions), qPrintable(c.loadErrors().first()));
    }

    void emptyQueryFindsNothing()
    {
        QTemporaryDir dir;
        const PresetCatalog c =
            folderCatalog(dir, R"({"models": [{"id": "tiny", "config": )" + tinyConfig + "}]}");
        QCOMPARE(c.loadErrors(), QStringList());
        QCOMPARE(c.models().size(), std::size_t{1});
        QVERIFY(c.model(u"tiny"_s));
        QVERIFY(!c.model(QString())); // the preset has no hf_repo, which must not match an empty query
        QVERIFY(!c.model(u" "_s));
    }

    void missingFolderReportsEachFile()
    {
        QTemporaryDir dir;
        const PresetCatalog c = PresetCatalog::fromFolder(dir.filePath(u"absent"_s));
        QCOMPARE(c.loadErrors().size(), 3);
        QVERIFY(c.loadErrors().join(u'\n').contains(u"models.json"_s));
        QVERIFY(c.models().empty() && c.gpus().empty() && c.scenarios().empty());
    }
};

QTEST_GUILESS_MAIN(TestPresets)
#include "tst_presets.moc"
