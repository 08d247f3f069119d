// The three worked examples every user knows, each figure a test. Round figures in them ("about
// 449,000 tokens") are compared within ±1% unless stated.

#include "testhelpers.h"

#include "budget/handbudget.h"
#include "budget/kvcache.h"
#include "budget/weights.h"
#include "vllm/messages.h"

using namespace kvb;

class TestSeedExamples : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Seed 1: Llama-3.1-8B, H100 SXM 80GB, util 0.92, overhead 3 GiB, max_model_len 131072.
    void llamaOnH100_bytesPerToken()
    {
        const Plan plan = computePlan(kvbtest::scenario("seed-llama31-8b-h100"));
        QVERIFY(plan.fits());
        QCOMPARE(plan.kv.bytesPerToken, Bytes{131072}); // 2 x 32 x 8 x 128 x 2
    }

    void llamaOnH100_budget()
    {
        const Plan plan = computePlan(kvbtest::scenario("seed-llama31-8b-h100"));
        KVB_COMPARE_REL(toGiB(plan.memory.ceiling), 72.8, 0.01);
        KVB_COMPARE_REL(toGiB(plan.memory.weights), 14.96, 0.01);
        QCOMPARE(plan.memory.overhead(), 3 * GiB);
        KVB_COMPARE_REL(toGiB(plan.memory.kvCache), 54.8, 0.01);
        KVB_COMPARE_REL(plan.kvTokens, 449000, 0.01);
        KVB_COMPARE_REL(plan.numBlocks, 28000, 0.01);
        QVERIFY(std::fabs(plan.maxConcurrency - 3.43) <= 0.02);
        QCOMPARE(plan.kvTokens, plan.numBlocks * 16);
    }

    void llamaOnH100_shortContext()
    {
        Scenario s = kvbtest::scenario("seed-llama31-8b-h100");
        s.serving.maxModelLen = 8192;
        const Plan plan = computePlan(s);
        QVERIFY(std::fabs(plan.maxConcurrency - 54.8) <= 0.3);
        QCOMPARE(plan.kvTokens, computePlan(kvbtest::scenario("seed-llama31-8b-h100")).kvTokens);
    }

    void llamaOnH100_utilizationSlope()
    {
        Scenario s = kvbtest::scenario("seed-llama31-8b-h100");
        const std::int64_t base = computePlan(s).kvTokens;
        s.serving.gpuMemoryUtilization = 0.93;
        KVB_COMPARE_REL(computePlan(s).kvTokens - base, 6500, 0.02);
        s.serving.gpuMemoryUtilization = 0.95;
        // 0.03 x 79.2 GiB / 128 KiB = 19,465: the seed rounds it to "+19,000".
        KVB_COMPARE_REL(computePlan(s).kvTokens - base, 19000, 0.03);
        s.serving.gpuMemoryUtilization = 0.99;
        const Plan atMax = computePlan(s);
        QVERIFY2(atMax.fits(), qPrintable(vllmStartupError(atMax)));
        KVB_COMPARE_REL(atMax.kvTokens, 494000, 0.01);
    }

    void llamaOnH100_fp8Cache()
    {
        Scenario s = kvbtest::scenario("seed-llama31-8b-h100");
        s.serving.kvCacheDtype = KvCacheDtype::Fp8;
        const Plan plan = computePlan(s);
        QCOMPARE(plan.kv.bytesPerToken, Bytes{65536});
        KVB_COMPARE_REL(plan.kvTokens, 898000, 0.01);
    }

    // "8-bit weights free about 7.5 GiB": that is the whiteboard's 8.03 B x (2 - 1) bytes. vLLM keeps
    // the embeddings and lm_head at 16 bits, so its pool grows by the decoder layers' share only.
    void llamaOnH100_int8Weights()
    {
        const Scenario base = kvbtest::scenario("seed-llama31-8b-h100");
        Scenario int8 = base;
        int8.serving.quantization = QuantMethod::Int8;

        const Bytes whiteboardFreed = naiveWeightBytes(*base.model.parameterCount, 2.0) -
                                      naiveWeightBytes(*base.model.parameterCount, 1.0);
        KVB_COMPARE_REL(toGiB(whiteboardFreed), 7.5, 0.01);

        const Plan before = computePlan(base);
        const Plan after = computePlan(int8);
        // Independently: per layer, q/k/v/o/gate/up/down lose one byte per weight and gain a 4-byte
        // scale per output channel.
        const std::int64_t h = 4096, inter = 14336, qkv = (32 + 2 * 8) * 128;
        const std::int64_t weightsPerLayer = h * qkv + h * h + h * 2 * inter + inter * h;
        const std::int64_t scalesPerLayer = (qkv + h + 2 * inter + h) * 4;
        const Bytes expectedFreed = 32 * (weightsPerLayer - scalesPerLayer);
        QCOMPARE(before.memory.weights - after.memory.weights, expectedFreed);
        QCOMPARE(after.memory.kvCache - before.memory.kvCache, expectedFreed);
        KVB_COMPARE_REL(toGiB(expectedFreed), 6.5, 0.01);
    }

    void llamaOnH100_workload()
    {
        const Plan plan = computePlan(kvbtest::scenario("seed-llama31-8b-h100"));
        KVB_COMPARE_REL(plan.recommendedMaxNumSeqs, 160, 0.02); // p95 2,400 tokens, margin 0.85
        KVB_COMPARE_REL(plan.realisticConcurrency, 250, 0.01);  // 1,800-token chats
    }

    // Seed 2: a hand-made budget.
    void handBudget_multiHead7B()
    {
        ModelSpec mha = kvbtest::model("llama-3.1-8b");
        mha.numLayers = 32;
        mha.hiddenSize = 4096;
        mha.numAttentionHeads = 32;
        mha.numKvHeads = 32;
        mha.headDim = 128;
        Scenario s = kvbtest::scenario("seed-llama31-8b-h100");
        s.model = mha;
        s.serving.dtype = DType::Float16;
        const Plan plan = computePlan(s);
        QCOMPARE(plan.kv.bytesPerToken, 512 * KiB);
        const HandBudget budget = computeHandBudget(handBudgetInputFor(s));
        const std::pair<std::int64_t, Bytes> contexts[] = {
            {4096, 2 * GiB}, {32768, 16 * GiB}, {131072, 64 * GiB}};
        for (const auto& [context, oneRequest] : contexts) {
            QCOMPARE(budget.kvBytesFor(context, 1), oneRequest);
            QCOMPARE(budget.kvBytesFor(context, 8), 8 * oneRequest);
            QCOMPARE(kvBytesForTokens(plan.kv, context, 16, 8192), oneRequest); // whole blocks, same bytes
        }
    }

    void handBudget_grouped8B()
    {
        const Plan plan = computePlan(kvbtest::scenario("seed-hand-budget-24gb"));
        QCOMPARE(plan.kv.bytesPerToken, 128 * KiB);
    }

    void handBudget_whiteboard24GB()
    {
        const Scenario s = kvbtest::scenario("seed-hand-budget-24gb");
        QCOMPARE(s.accounting, AccountingMode::Simple);
        const HandBudget budget = computeHandBudget(handBudgetInputFor(s));
        QCOMPARE(budget.kvBytes, 6 * GiB); // 24 - "16 GB" of weights - 2 of headroom
        KVB_COMPARE_REL(budget.tokens, 49000, 0.01);
        QCOMPARE(budget.requestsAt(4096), std::int64_t{12});
        QCOMPARE(budget.requestsAt(8192), std::int64_t{6});

        // With the exact parameter count instead of the whiteboard's 16: 14.96 GiB, so more is left.
        Scenario exact = s;
        exact.serving.overrides.weights.reset();
        const HandBudget exactBudget = computeHandBudget(handBudgetInputFor(exact));
        QCOMPARE(exactBudget.input.weightBytes, Bytes{16060522496});
        QVERIFY(exactBudget.kvBytes > budget.kvBytes);
    }

    // Seed 3: util 0.5 on a 24 GB card is a 12 GB ceiling whatever is free.
    void halfUtilization_ceilingIgnoresFreeMemory()
    {
        Scenario s = kvbtest::scenario("seed-util-half-24gb-busy");
        const Plan busy = computePlan(s);
        s.serving.otherProcessesBytes = 0;
        const Plan idle = computePlan(s);
        QCOMPARE(busy.memory.ceiling, 12 * GiB);
        QCOMPARE(idle.memory.ceiling, 12 * GiB);
        QVERIFY(idle.fits());
    }

    void halfUtilization_refusesWithTenFree()
    {
        const Scenario s = kvbtest::scenario("seed-util-half-24gb-busy");
        QCOMPARE(s.gpu.totalBytes - s.serving.otherProcessesBytes, 10 * GiB);
        const Plan plan = computePlan(s);
        QCOMPARE(plan.verdict, Verdict::InsufficientFreeMemory);
        const QString message = vllmStartupError(plan);
        QVERIFY(message.startsWith(QLatin1String("Free memory on device cuda:0 (")));
        QVERIFY(message.contains(
            QLatin1String("on startup is less than desired GPU memory utilization (0.5, 12.0 GiB)")));
    }

    void halfUtilization_loweringShrinksPoolFirst()
    {
        Scenario s = kvbtest::scenario("seed-util-half-24gb-busy");
        s.serving.otherProcessesBytes = 0;
        Plan previous = computePlan(s);
        const Bytes fixed = previous.memory.weights + previous.memory.overhead();
        bool refused = false;
        for (double u = 0.49; u >= 0.05; u -= 0.01) {
            s.serving.gpuMemoryUtilization = u;
            const Plan plan = computePlan(s);
            QCOMPARE(plan.memory.weights, previous.memory.weights); // only the pool moves
            QCOMPARE(plan.memory.overhead(), previous.memory.overhead());
            QVERIFY(plan.memory.kvCache < previous.memory.kvCache);
            if (plan.memory.ceiling <= fixed) {
                QCOMPARE(plan.verdict, Verdict::NoMemoryForCacheBlocks);
                refused = true;
            }
            previous = plan;
        }
        QVERIFY(refused);
    }
};

QTEST_GUILESS_MAIN(TestSeedExamples)
#include "tst_seedexamples.moc"
