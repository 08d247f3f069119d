// Regression tests against real vLLM startup logs (presets/vllm-startup-logs.json, the public cases
// with their sources). Each check cites the case id it protects.

#include "testhelpers.h"

#include "vllm/startuplogs.h"

#include <QFile>

using namespace kvb;

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

} // namespace

class TestStartupLogs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesEveryCase()
    {
        const std::vector<LogCase> cases = loadCases();
        QCOMPARE(cases.size(), std::size_t{23});
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
        for (const auto& [c, s] : denseCases()) {
            if (!c.reported.weightsGiB)
                continue;
            const Plan plan = computePlan(s);
            QVERIFY2(plan.verdict != Verdict::InvalidInput,
                     qPrintable(c.id + QLatin1String(": ") + plan.inputError));
            QTest::newRow(qPrintable(c.id)) << c.id << *c.reported.weightsGiB << toGiB(plan.memory.weights);
        }
    }

    void weightsWithinOnePercent()
    {
        QFETCH(double, logged);
        QFETCH(double, predicted);
        KVB_COMPARE_REL(predicted, logged, 0.01);
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
    void llama31On3090_kvPerToken()
    {
        for (const auto& [c, s] : denseCases())
            if (c.id == u"vllm-10517-rtx3090-llama31-8b-mml20000")
                QCOMPARE(computePlan(s).kv.bytesPerToken, Bytes{131072});
    }
};

QTEST_GUILESS_MAIN(TestStartupLogs)
#include "tst_startuplogs.moc"
