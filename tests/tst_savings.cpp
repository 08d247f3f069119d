// core/savings: the hand-budget waterfall, weights + the KV of one max_model_len request, per GPU.
#include "budget/engine.h"
#include "report/savings.h"
#include "testhelpers.h"

#include <QTest>

using namespace kvb;
using kvbtest::scenarioFrom;

class TestSavings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void llama8bSteps()
    {
        const Scenario s = scenarioFrom({QStringLiteral("--max-model-len"), QStringLiteral("131072")});
        const SavingsWaterfall w = savingsWaterfall(s);
        QCOMPARE(w.steps.size(), std::size_t{5});
        QCOMPARE(w.contextLength, std::int64_t{131072});
        QCOMPARE(w.requestTokens, s.workload.requestTokens);
        const std::vector<SavingsStepKind> kinds = {SavingsStepKind::MultiHead, SavingsStepKind::GroupedQuery,
                                                    SavingsStepKind::Fp8Kv, SavingsStepKind::Paged,
                                                    SavingsStepKind::WeightInt4};
        for (std::size_t i = 0; i < kinds.size(); ++i)
            QCOMPARE(w.steps[i].kind, kinds[i]);

        const Plan plan = computePlan(s);
        const ModelSpec& m = s.model;
        // 1. Multi-head: 2 x 32 layers x 32 heads x 128 x 2 bytes = 512 KiB per token, 131,072 reserved.
        const Bytes mha = Bytes{2} * m.numLayers * m.numAttentionHeads * m.headDim * 2;
        QCOMPARE(mha, 512 * KiB);
        QCOMPARE(w.steps[0].kvBytesPerToken, mha);
        QCOMPARE(w.steps[0].kvCache, mha * 131072);
        QCOMPARE(w.steps[0].weights, plan.memory.weights);
        // 2. Grouped-query: the engine's 128 KiB per token.
        QCOMPARE(w.steps[1].kvBytesPerToken, plan.kv.bytesPerToken);
        QCOMPARE(w.steps[1].kvCache, plan.kv.bytesPerToken * 131072);
        QVERIFY(w.steps[1].applicable);
        // 3. fp8: one byte per element.
        QCOMPARE(w.steps[2].kvBytesPerToken, plan.kv.bytesPerToken / 2);
        // 4. Paged: the typical request's 16-token blocks (1,800 tokens -> 113 blocks = 1,808 tokens).
        const std::int64_t blocks = ceilDiv(s.workload.requestTokens, 16);
        QCOMPARE(w.steps[3].kvTokens, blocks * 16);
        QCOMPARE(w.steps[3].kvCache, blocks * 16 * (plan.kv.bytesPerToken / 2));
        // 5. AWQ 4-bit weights, as the engine loads them.
        Scenario awq = s;
        awq.serving.quantization = QuantMethod::Awq;
        QCOMPARE(w.steps[4].weights, computePlan(awq).memory.weights);
        QVERIFY(w.steps[4].weights < w.steps[3].weights / 2);
        QVERIFY(w.steps[4].applicable);

        for (std::size_t i = 1; i < w.steps.size(); ++i) {
            QCOMPARE(w.steps[i].saving, w.steps[i - 1].total() - w.steps[i].total());
            QVERIFY(w.steps[i].saving > 0);
        }
        QCOMPARE(w.steps[0].saving, Bytes{0});
        QCOMPARE(w.totalSaving(), w.steps.front().total() - w.steps.back().total());
    }

    void currentKvDtypeDoesNotChangeTheStory()
    {
        const Scenario bf16 = scenarioFrom({});
        const Scenario fp8 = scenarioFrom({QStringLiteral("--kv-cache-dtype"), QStringLiteral("fp8")});
        const SavingsWaterfall a = savingsWaterfall(bf16);
        const SavingsWaterfall b = savingsWaterfall(fp8);
        QCOMPARE(a.steps.size(), b.steps.size());
        for (std::size_t i = 0; i < a.steps.size(); ++i)
            QCOMPARE(a.steps[i].total(), b.steps[i].total());
    }

    void requestLongerThanContextIsCapped()
    {
        const Scenario s = scenarioFrom({QStringLiteral("--max-model-len"), QStringLiteral("1024"),
                                         QStringLiteral("--request-tokens"), QStringLiteral("4000")});
        const SavingsWaterfall w = savingsWaterfall(s);
        QCOMPARE(w.requestTokens, std::int64_t{1024});
        QCOMPARE(w.steps[3].kvTokens, std::int64_t{1024});
        QCOMPARE(w.steps[3].saving, Bytes{0}); // nothing reserved beyond what is used
    }

    void alreadyQuantizedCheckpointHasNoInt4Step()
    {
        const Scenario s =
            scenarioFrom({QStringLiteral("--model"), QStringLiteral("qwen1.5-7b-chat-gptq-int4")});
        const SavingsWaterfall w = savingsWaterfall(s);
        QCOMPARE(w.steps.size(), std::size_t{5});
        QVERIFY(!w.steps[4].applicable);
        QCOMPARE(w.steps[4].saving, Bytes{0});
        QCOMPARE(w.steps[4].weights, w.steps[3].weights);
    }

    void multiHeadModelHasNoGqaSaving()
    {
        Scenario s = scenarioFrom({});
        s.model.numKvHeads = s.model.numAttentionHeads;
        const SavingsWaterfall w = savingsWaterfall(s);
        QVERIFY(!w.steps[1].applicable);
        QCOMPARE(w.steps[1].saving, Bytes{0});
    }

    void invalidScenarioHasNoSteps()
    {
        const Scenario s = scenarioFrom({QStringLiteral("-tp"), QStringLiteral("3")});
        QVERIFY(savingsWaterfall(s).steps.empty());
    }
};

QTEST_GUILESS_MAIN(TestSavings)
#include "tst_savings.moc"
