// Regression tests against real vLLM startup logs (presets/vllm-startup-logs.json, the public cases
// with their sources). Each check cites the case id it protects.

#include "testhelpers.h"

#include "budget/fittedconstants.h"
#include "vllm/startuplogs.h"
#include "vllm/validation.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace kvb;
using namespace Qt::StringLiterals;

namespace {

std::vector<LogCase> loadCases()
{
    return kvbtest::publicLogCases();
}

// Cases whose model is a dense preset (MoE, MLA, VLM and bitsandbytes cases are in their own tests).
std::vector<std::pair<LogCase, Scenario>> denseCases()
{
    std::vector<std::pair<LogCase, Scenario>> result;
    for (const LogCase& c : loadCases()) {
        auto s = scenarioForCase(c, PresetCatalog::builtin());
        if (s && s->model.unmodelledFeatures.isEmpty())
            result.emplace_back(c, s.value());
    }
    return result;
}

// Unquantized, 8-bit and MXFP4 weights (laid out per MoE backend) are counted to 1%; the packed 4-bit
// AWQ/GPTQ and bitsandbytes formats carry scales, zero points and kernel padding counted only
// approximately (5%).
double weightsTolerance(QuantMethod method)
{
    switch (weightClassOf(method)) {
    case WeightClass::Unquantized:
    case WeightClass::Fp8:
    case WeightClass::Int8:
    case WeightClass::Fp4:
        return 0.01;
    default:
        return 0.05;
    }
}

// Logs whose weights kvbudget is known to miss, and why; the band's weights term covers them.
QString knownWeightsGap(const QString& id)
{
    if (id.startsWith(QLatin1String("art-unsloth-")) && id.contains(QLatin1String("bnb4")))
        return QStringLiteral("unsloth's dynamic 4-bit checkpoints keep more modules in 16 bits than "
                              "bitsandbytes' defaults; kvbudget does not read llm_int8_skip_modules yet");
    if (id == QLatin1String("jimw-vllm-gtx1080-opt-125m-v064post1"))
        return QStringLiteral("vLLM 0.6.4 loads 6 MB (2.4%) more for OPT-125M than its 125,239,296 "
                              "parameters: not explained");
    // Gemma 3 27B on ROCm was 1.3% short too until its second (local) RoPE cache was counted: 0.79% now.
    if (id == QLatin1String("mi300x-notes-mi300x-x8-llama2-7b-chat-tp8-v063dev-rocm"))
        return QStringLiteral("this unquantized ROCm log loads 1.1% more than counted: not explained");
    if (id == QLatin1String("repo-qwen3vl-t4-t4-qwen3-vl-embedding-2b-pooling-eager-mml2048"))
        return QStringLiteral(
            "replayed on Qwen3-VL-2B-Instruct's config, a stand-in for Qwen3-VL-Embedding-2B, whose own "
            "config.json was not read: text only, without the tower (#26000, tst_textonly), the stand-in's "
            "language model counts 5% less than the log loads");
    return {};
}

} // namespace

class TestStartupLogs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesEveryCase()
    {
        const std::vector<LogCase> cases = loadCases();
        // Every entry of the file parses (none is dropped silently), and the set stays large enough
        // for leave-one-out to mean something (at least 60).
        QFile file(QStringLiteral(":/presets/vllm-startup-logs.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonDocument doc = QJsonDocument::fromJson(file.readAll());
        const QJsonArray entries =
            doc.isArray() ? doc.array() : doc.object().value(QLatin1String("cases")).toArray();
        QCOMPARE(cases.size(), static_cast<std::size_t>(entries.size()));
        QVERIFY(cases.size() >= 60);
        for (const LogCase& c : cases) {
            QVERIFY(!c.id.isEmpty());
            QVERIFY(!c.modelId.isEmpty());
        }
    }

    void denseCasesAreCovered()
    {
        QStringList ids;
        for (const auto& [c, s] : denseCases())
            ids << c.id;
        // Llama 3/3.1 8B (V0 and V1), Qwen3 0.6B/32B, Llama 3.3 70B FP8: ten logged dense runs.
        for (const char* id :
             {"vllm-10517-rtx3090-llama31-8b-mml20000", "vllm-10517-rtx3090-llama31-8b-mml29000",
              "vllm-pr10511-h100-llama3-8b-tp1", "vllm-pr10511-h100-llama3-8b-tp2", "llmd-h100-llama-31-8b",
              "llmd-h100-qwen3-06b-mml-16000", "llmd-h100-qwen3-32b-tp1", "llmd-h100-qwen3-32b-tp2",
              "llmd-h100-llama-33-70b-fp8-tp1", "llmd-h100-llama-33-70b-fp8-tp2"})
            QVERIFY2(ids.contains(QLatin1String(id)), id);
    }

    void weightsWithinOnePercent_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("logged");
        QTest::addColumn<double>("predicted");
        QTest::addColumn<double>("tolerance");
        for (const auto& [c, s] : denseCases()) {
            if (!c.reported.weightsGiB)
                continue;
            const Plan plan = computePlan(s);
            QVERIFY2(plan.verdict != Verdict::InvalidInput,
                     qPrintable(c.id + QLatin1String(": ") + plan.inputError));
            QTest::newRow(qPrintable(c.id)) << c.id << *c.reported.weightsGiB << toGiB(plan.memory.weights)
                                            << weightsTolerance(plan.settings.quantization.method);
        }
    }

    void weightsWithinOnePercent()
    {
        QFETCH(QString, id);
        QFETCH(double, logged);
        QFETCH(double, predicted);
        QFETCH(double, tolerance);
        if (const QString gap = knownWeightsGap(id); !gap.isEmpty())
            QEXPECT_FAIL("", qPrintable(gap), Continue);
        KVB_COMPARE_REL(predicted, logged, tolerance);
    }

    // The logged blocks and GiB imply the bytes per token: blocks x block_size x bytes/token must fit
    // in the logged KV memory (rounded to 0.01 GiB), and one more block must not.
    void kvBytesPerTokenMatchesBlocks_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<qint64>("blocks");
        QTest::addColumn<double>("kvGiB");
        QTest::addColumn<qint64>("blockBytes");
        int rows = 0;
        for (const auto& [c, s] : denseCases()) {
            if (!c.reported.numGpuBlocks || !c.reported.availableKvGiB || *c.reported.numGpuBlocks == 0)
                continue;
            const Plan plan = computePlan(s);
            QTest::newRow(qPrintable(c.id)) << c.id << qint64(*c.reported.numGpuBlocks)
                                            << *c.reported.availableKvGiB << qint64(plan.kv.bytesPerBlock);
            ++rows;
        }
        QVERIFY(rows >= 2);
    }

    void kvBytesPerTokenMatchesBlocks()
    {
        QFETCH(qint64, blocks);
        QFETCH(double, kvGiB);
        QFETCH(qint64, blockBytes);
        const double low = (kvGiB - 0.005) * static_cast<double>(GiB);
        const double high = (kvGiB + 0.005) * static_cast<double>(GiB);
        QVERIFY(static_cast<double>(blocks * blockBytes) <= high);
        QVERIFY(static_cast<double>((blocks + 1) * blockBytes) > low);
    }

    // vllm-10517-rtx3090-llama31-8b-mml20000: 128 KiB per token = 2 x 32 x 8 x 128 x 2.
    // `validate` printed "got -9223372036854775808" for "max_model_len": 1e308 (a float to integer
    // conversion out of range) and scored weights of -5 or 1e308 GiB. Each field is range-checked
    // before narrowing; the case is kept but skipped, naming the field and its range.
    void outOfRangeFieldsSkipTheCase_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<bool>("reported");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("mentions");
        QTest::addRow("max_model_len 1e308")
            << "max_model_len" << false << 1e308
            << "field \"max_model_len\" is 1e+308; the allowed range is 1 to "
               "1,000,000,000,000";
        QTest::addRow("utilization 0")
            << "gpu_memory_utilization" << false << 0.0 << "the allowed range is above 0 and at most 1";
        QTest::addRow("tp 1e300") << "tensor_parallel_size" << false << 1e300 << "\"tensor_parallel_size\"";
        QTest::addRow("weights -5") << "model_weights_gib" << true << -5.0
                                    << "field \"model_weights_gib\" is -5; the allowed range is 0 to 16,384";
        QTest::addRow("weights 1e308") << "model_weights_gib" << true << 1e308 << "\"model_weights_gib\"";
        QTest::addRow("blocks 1e15") << "num_gpu_blocks" << true << 1e15 << "\"num_gpu_blocks\"";
    }
    void outOfRangeFieldsSkipTheCase()
    {
        QFETCH(QString, key);
        QFETCH(bool, reported);
        QFETCH(double, value);
        QFETCH(QString, mentions);
        QJsonObject c{{u"id"_s, u"bad-case"_s},
                      {u"model_id"_s, u"meta-llama/Llama-3.1-8B-Instruct"_s},
                      {u"gpu_model"_s, u"NVIDIA GeForce RTX 3090"_s},
                      {u"gpu_memory_utilization"_s, 0.9},
                      {u"max_model_len"_s, 20000}};
        QJsonObject figures{{u"model_weights_gib"_s, 14.99}, {u"num_gpu_blocks"_s, 1952}};
        (reported ? figures : c).insert(key, value);
        c.insert(u"reported"_s, figures);
        const QByteArray json = QJsonDocument(QJsonArray{c}).toJson();
        const auto cases = parseStartupLogCases(json, u"cases.json"_s);
        QVERIFY(cases.ok());
        QCOMPARE(cases->size(), std::size_t{1});
        const LogCase& parsed = cases->front();
        QVERIFY2(parsed.problem.contains(mentions), qPrintable(parsed.problem));
        QVERIFY(!scenarioForCase(parsed, PresetCatalog::builtin()).ok());
        const ValidationReport report = validateCases(cases.value(), PresetCatalog::builtin());
        QCOMPARE(report.planned(), 0);
        QCOMPARE(report.cases.front().skipReason, parsed.problem);
        QVERIFY(validationToText(report).contains(u"no scored cases"_s));
    }

    // An empty list printed "median |error| 0.00% ... over 0 cases".
    void emptyCaseListIsAnError()
    {
        const auto cases = parseStartupLogCases("[]", u"empty.json"_s);
        QVERIFY(!cases.ok());
        QCOMPARE(cases.error().message, u"empty.json holds no cases"_s);
    }

    // A record's card text may name other cards after the one it ran on ("an A10 ... OCI offers no L4");
    // the card named first is the run's, and at one place the more specific name wins.
    void gpuIsTheCardNamedFirst_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("id");
        QTest::newRow("later mention") << u"NVIDIA A10 24GB (OCI shape; OCI offers no A10G/L4)"_s << u"a10"_s;
        QTest::newRow("same place") << u"NVIDIA A100 40GB x8"_s << u"a100-40gb"_s;
        QTest::newRow("H20 vs H200") << u"NVIDIA H200 SXM 141GB"_s << u"h200-141gb"_s;
        QTest::newRow("H20-3e") << u"NVIDIA H20 141GB (H20-3e; the recipe says 96GB)"_s << u"h200-141gb"_s;
        QTest::newRow("two cards") << u"NVIDIA GeForce RTX 3090 and an RTX 3060"_s << u"rtx-3090"_s;
    }

    void gpuIsTheCardNamedFirst()
    {
        QFETCH(QString, text);
        QFETCH(QString, id);
        const auto gpu = gpuForDeviceName(text, PresetCatalog::builtin());
        QVERIFY(gpu);
        QCOMPARE(gpu->id, id);
        QVERIFY(!gpuForDeviceName(u"a card with no preset"_s, PresetCatalog::builtin()));
    }

    void llama31On3090_kvPerToken()
    {
        for (const auto& [c, s] : denseCases())
            if (c.id == u"vllm-10517-rtx3090-llama31-8b-mml20000")
                QCOMPARE(computePlan(s).kv.bytesPerToken, Bytes{131072});
    }
};

QTEST_GUILESS_MAIN(TestStartupLogs)
#include "tst_startuplogs.moc"
