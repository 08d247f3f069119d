// The budget engine (core/budget/engine.h): vLLM V1's formulas, defaults, checks and their order.

#include "testhelpers.h"

#include "budget/defaults.h"
#include "budget/kvcache.h"
#include "budget/overhead.h"
#include "budget/weights.h"
#include "vllm/messages.h"

#include <algorithm>
#include <limits>

using namespace kvb;

namespace {

Scenario llamaOnH100()
{
    return kvbtest::scenario("default");
}

} // namespace

class TestEngine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // vLLM's SchedulerConfig refuses a step that cannot hold one token per sequence, with the default
    // max_num_seqs too (1,024 on an H100), before any memory is planned.
    void batchSmallerThanSequencesIsInvalid()
    {
        Scenario s = kvbtest::scenario("default");
        s.serving.maxNumBatchedTokens = 1;
        const Plan plan = computePlan(s);
        QCOMPARE(plan.verdict, Verdict::InvalidInput);
        QCOMPARE(plan.inputError,
                 QStringLiteral("max_num_batched_tokens (1) must be greater than or equal to "
                                "max_num_seqs (1024)."));
        s.serving.maxNumSeqs = 1;
        QVERIFY(computePlan(s).verdict != Verdict::InvalidInput);
    }

    void pipelineSplit_data()
    {
        QTest::addColumn<int>("layers");
        QTest::addColumn<int>("stages");
        QTest::addColumn<QList<int>>("expected");
        QTest::addColumn<QString>("version");
        QTest::addRow("one stage") << 32 << 1 << QList<int>{32} << "0.11.0";
        QTest::addRow("even") << 32 << 2 << QList<int>{16, 16} << "0.11.0";
        QTest::addRow("remainder before the last") << 10 << 4 << QList<int>{2, 3, 3, 2} << "0.11.0";
        QTest::addRow("deepseek 61 on 4") << 61 << 4 << QList<int>{15, 15, 16, 15} << "0.8.0";
        QTest::addRow("one remainder of 7") << 7 << 2 << QList<int>{4, 3} << "0.11.0";
        // Before #13839 (0.8.0) the last stage took the whole remainder.
        QTest::addRow("0.7.3: remainder last") << 10 << 4 << QList<int>{2, 2, 2, 4} << "0.7.3";
        QTest::addRow("0.6.6: deepseek 61 on 2") << 61 << 2 << QList<int>{30, 31} << "0.6.6";
    }

    void pipelineSplit()
    {
        QFETCH(int, layers);
        QFETCH(int, stages);
        QFETCH(QList<int>, expected);
        QFETCH(QString, version);
        const std::vector<int> split = pipelineLayerSplit(layers, stages, *VllmVersion::parse(version));
        QCOMPARE(QList<int>(split.begin(), split.end()), expected);
    }

    // The plan's stages follow the split of the version planned: Llama 3.1 8B's 32 layers on PP 3.
    void planStagesFollowTheVersionsSplit()
    {
        const auto layersOf = [](const char* version) {
            const Plan plan = computePlan(
                kvbtest::scenarioFrom({QStringLiteral("-pp"), QStringLiteral("3"),
                                       QStringLiteral("--vllm-version"), QLatin1String(version)}));
            QList<int> layers;
            for (const StagePlan& stage : plan.stages)
                layers << stage.numLayers;
            return layers;
        };
        QCOMPARE(layersOf("0.6.6"), (QList<int>{10, 10, 12}));
        QCOMPARE(layersOf("0.11.0"), (QList<int>{11, 11, 10}));
    }

    void kvPerToken_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("tp");
        QTest::addColumn<QString>("kvDtype");
        QTest::addColumn<qint64>("expected");
        // 2 x layers x max(1, kv_heads / TP) x head_dim x bytes
        QTest::addRow("llama 8B bf16") << "llama-3.1-8b" << 1 << "auto" << qint64(2 * 32 * 8 * 128 * 2);
        QTest::addRow("llama 8B TP2") << "llama-3.1-8b" << 2 << "auto" << qint64(2 * 32 * 4 * 128 * 2);
        QTest::addRow("llama 8B TP8 one head each")
            << "llama-3.1-8b" << 8 << "auto" << qint64(2 * 32 * 1 * 128 * 2);
        QTest::addRow("llama 70B TP16 replicated")
            << "llama-3.1-70b" << 16 << "auto" << qint64(2 * 80 * 1 * 128 * 2);
        QTest::addRow("llama 8B fp8") << "llama-3.1-8b" << 1 << "fp8" << qint64(2 * 32 * 8 * 128 * 1);
        QTest::addRow("fp8_e5m2 is one byte too")
            << "llama-3.1-8b" << 1 << "fp8_e5m2" << qint64(2 * 32 * 8 * 128);
        QTest::addRow("phi-3 mini multi-head")
            << "phi-3-mini-4k-instruct" << 1 << "auto" << qint64(2 * 32 * 32 * 96 * 2);
        QTest::addRow("qwen3 32B head_dim from config")
            << "qwen3-32b" << 1 << "auto" << qint64(2 * 64 * 8 * 128 * 2);
        QTest::addRow("llama 3.2 1B head 64") << "llama-3.2-1b" << 1 << "auto" << qint64(2 * 16 * 8 * 64 * 2);
    }

    void kvPerToken()
    {
        QFETCH(QString, model);
        QFETCH(int, tp);
        QFETCH(QString, kvDtype);
        QFETCH(qint64, expected);
        Scenario s = llamaOnH100();
        s.model = *PresetCatalog::builtin().model(model);
        s.serving.tensorParallelSize = tp;
        s.gpu.count = tp;
        s.serving.kvCacheDtype = *parseKvCacheDtype(kvDtype);
        s.serving.maxModelLen = 4096;
        const Plan plan = computePlan(s);
        QVERIFY2(plan.verdict != Verdict::InvalidInput, qPrintable(plan.inputError));
        QCOMPARE(plan.kv.bytesPerToken, expected);
        QCOMPARE(plan.kv.bytesPerBlock, expected * plan.settings.blockSize);
    }

    void blocksTokensAndConcurrency()
    {
        const Plan plan = computePlan(llamaOnH100());
        QVERIFY(plan.fits());
        QCOMPARE(plan.numBlocks, plan.memory.kvCache / plan.kv.bytesPerBlock);
        QCOMPARE(plan.kvTokens, plan.numBlocks * 16);
        QCOMPARE(plan.maxConcurrency, static_cast<double>(plan.numBlocks) / ceilDiv(131072, 16));
        QCOMPARE(plan.kvNeededForMaxLen, ceilDiv(131072, 16) * plan.kv.bytesPerBlock);
    }

    void poolIsCeilingMinusCharges()
    {
        const Plan plan = computePlan(llamaOnH100());
        const MemoryTerms& m = plan.memory;
        QCOMPARE(m.ceiling, static_cast<Bytes>(std::ceil(0.92 * static_cast<double>(m.total))));
        // v0.21: CUDA graphs are estimated inside the budget.
        QCOMPARE(m.kvCache, m.ceiling - m.weights - m.nonTorch - m.activation - m.cudaGraph);
        QVERIFY(plan.worst().cudaGraph.chargedToBudget);
        QVERIFY(m.cudaGraph > 0);
    }

    void defaults_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<int>("maxNumSeqs");
        QTest::addColumn<qint64>("maxNumBatchedTokens");
        QTest::addRow("H100 is a large card") << "h100-sxm-80gb" << 1024 << qint64(8192);
        QTest::addRow("H200") << "h200-141gb" << 1024 << qint64(8192);
        QTest::addRow("A100 80GB is excluded") << "a100-80gb" << 256 << qint64(2048);
        QTest::addRow("L4") << "l4" << 256 << qint64(2048);
    }

    void defaults()
    {
        QFETCH(QString, gpu);
        QFETCH(int, maxNumSeqs);
        QFETCH(qint64, maxNumBatchedTokens);
        Scenario s = llamaOnH100();
        s.gpu = *PresetCatalog::builtin().gpu(gpu);
        const ResolvedSettings rs = resolveSettings(s);
        QCOMPARE(rs.maxNumSeqs, maxNumSeqs);
        QCOMPARE(rs.maxNumBatchedTokens, maxNumBatchedTokens);
        QCOMPARE(rs.gpuMemoryUtilization, 0.92);
        QCOMPARE(rs.blockSize, 16);
        QCOMPARE(rs.maxModelLen, s.model.maxPositionEmbeddings);
        QVERIFY(rs.utilizationDefaulted && rs.maxNumSeqsDefaulted && rs.maxModelLenDefaulted);
    }

    void defaults_batchCappedByContext()
    {
        Scenario s = llamaOnH100();
        s.serving.maxNumSeqs = 4;
        s.serving.maxModelLen = 16;
        QCOMPARE(resolveSettings(s).maxNumBatchedTokens, std::int64_t{64});
    }

    void defaults_utilizationByVersion()
    {
        QCOMPARE(accountingRulesFor(VllmVersion{0, 21, 0}).defaultUtilization, 0.92);
        QCOMPARE(accountingRulesFor(VllmVersion{0, 20, 2}).defaultUtilization, 0.90);
    }

    void float32CheckpointRunsInBf16()
    {
        Scenario s = llamaOnH100();
        s.model.dtype = DType::Float32;
        QCOMPARE(resolveSettings(s).modelDtype, DType::BFloat16);
        s.gpu = kvbtest::gpu("t4"); // no bfloat16 before Ampere
        QCOMPARE(resolveSettings(s).modelDtype, DType::Float16);
        s.serving.dtype = DType::Float32; // an explicit --dtype is honoured
        QCOMPARE(resolveSettings(s).modelDtype, DType::Float32);
    }

    void activation_samplerOrForward()
    {
        const Scenario s = llamaOnH100();
        const Plan plan = computePlan(s);
        const ActivationEstimate& a = plan.worst().activation;
        QCOMPARE(a.profiledTokens, std::int64_t{8192});
        QCOMPARE(a.samplerRows, std::int64_t{1024});
        QCOMPARE(a.paddedVocab, std::int64_t{128256});
        QCOMPARE(a.forwardBytesPerToken, Bytes{3 * (4096 + 14336) * 2});
        QCOMPARE(a.peak, std::max(a.forwardPeak, a.samplerPeak));
        // Fewer sequences: the sampler shrinks with them, and a long batch makes the forward pass win.
        Scenario small = s;
        small.serving.maxNumSeqs = 16;
        small.serving.maxNumBatchedTokens = 65536;
        const ActivationEstimate b = computePlan(small).worst().activation;
        QCOMPARE(b.samplerRows, std::int64_t{16});
        QCOMPARE(b.peak, b.forwardPeak);
    }

    void cudaGraphs()
    {
        QCOMPARE(cudaGraphCaptureCount(512), 3 + 31 + 17);
        QCOMPARE(cudaGraphCaptureCount(8), 4);
        QCOMPARE(cudaGraphCaptureCount(1), 1);
        Scenario s = llamaOnH100();
        s.serving.enforceEager = true;
        const Plan eager = computePlan(s);
        QCOMPARE(eager.memory.cudaGraph, Bytes{0});
        QVERIFY(!eager.worst().cudaGraph.captured);
        const Plan graphs = computePlan(llamaOnH100());
        QCOMPARE(eager.memory.kvCache - graphs.memory.kvCache, graphs.memory.cudaGraph);
    }

    void overheadOverrides()
    {
        Scenario s = llamaOnH100();
        s.serving.overrides.total = 3 * GiB;
        const Plan total = computePlan(s);
        QCOMPARE(total.memory.overhead(), 3 * GiB);
        QVERIFY(total.memory.activation > total.memory.nonTorch); // the estimate's proportions are kept

        s.serving.overrides.nonTorch = GiB / 2;
        const Plan mixed = computePlan(s);
        QCOMPARE(mixed.memory.nonTorch, GiB / 2);
        QCOMPARE(mixed.memory.overhead(), 3 * GiB);

        Scenario each = llamaOnH100();
        each.serving.overrides.activation = GiB;
        each.serving.overrides.cudaGraph = 0;
        each.serving.overrides.weights = 15 * GiB;
        const Plan p = computePlan(each);
        QCOMPARE(p.memory.activation, GiB);
        QCOMPARE(p.memory.cudaGraph, Bytes{0});
        QCOMPARE(p.memory.weights, 15 * GiB);
    }

    // `plan --kv-cache-memory 99999999999` said "Available KV cache memory: 93.13 GiB" on a 79.20 GiB
    // card, exit 0. vLLM allocates the fixed size beside the weights without profiling, so more than
    // the card is refused outright and more than is free beside the weights never "starts".
    void kvCacheMemoryBeyondTheCardOrFreeIsRefused()
    {
        Scenario s = llamaOnH100();
        s.serving.kvCacheMemoryBytes = 99'999'999'999;
        Plan plan = computePlan(s);
        QCOMPARE(plan.verdict, Verdict::InvalidInput);
        QVERIFY2(plan.inputError.contains(
                     QStringLiteral("--kv-cache-memory (93.13 GiB) must be at most the GPU's 79.20 GiB")),
                 qPrintable(plan.inputError));

        s.serving.kvCacheMemoryBytes =
            70'000'000'000; // 65.19 GiB: fits the card, not beside 15 GiB of weights
        plan = computePlan(s);
        QVERIFY(!plan.fits());
        // Not an input error: a valid request that vLLM accepts and then crashes on allocating.
        QCOMPARE(plan.verdict, Verdict::KvCacheOutOfMemory);
        QCOMPARE(vllmErrorClass(plan.verdict), QStringLiteral("torch.OutOfMemoryError"));
        const QString error = vllmStartupError(plan);
        QVERIFY2(error.contains(QStringLiteral("CUDA out of memory while allocating the KV cache")) &&
                     error.contains(QStringLiteral("65.19 GiB")),
                 qPrintable(error));
        // Exactly what is free beside the weights and non-torch memory still starts.
        const MemoryTerms& m = plan.memory;
        s.serving.kvCacheMemoryBytes = m.startupFree() - m.weights - m.nonTorch;
        QCOMPARE(computePlan(s).verdict, Verdict::Fits);
        s.serving.kvCacheMemoryBytes = *s.serving.kvCacheMemoryBytes + 1;
        QCOMPARE(computePlan(s).verdict, Verdict::KvCacheOutOfMemory);
    }

    // Under pipeline parallelism every stage gets the same fixed pool, so the stage with the most weights
    // is the one that runs out; the plan reports that rank.
    void kvCacheMemoryFailsOnTheFullestStage()
    {
        Scenario s = llamaOnH100();
        s.serving.pipelineParallelSize = 2;
        s.gpu.count = 2;
        s.serving.kvCacheMemoryBytes = 20 * GiB;
        Plan plan = computePlan(s);
        QCOMPARE(plan.verdict, Verdict::Fits);
        Bytes leastFree = std::numeric_limits<Bytes>::max();
        for (const RankPlan& r : plan.ranks)
            leastFree = std::min(leastFree, r.memory.startupFree() - r.memory.weights - r.memory.nonTorch);
        const MemoryTerms& worst = plan.memory;
        QCOMPARE(worst.startupFree() - worst.weights - worst.nonTorch, leastFree);
        s.serving.kvCacheMemoryBytes = leastFree + MiB;
        plan = computePlan(s);
        QCOMPARE(plan.verdict, Verdict::KvCacheOutOfMemory);
        QCOMPARE(plan.memory.startupFree() - plan.memory.weights - plan.memory.nonTorch, leastFree);
    }

    // The headroom belongs to --accounting simple: vLLM's accounting ignores it even on a card smaller
    // than its 2 GiB default, and the simple mode gives its verdict (a negative KV budget) instead of
    // an input error.
    void headroomOnlyChecksSimpleAccounting()
    {
        Scenario s = llamaOnH100();
        s.gpu.totalBytes = fromGiB(1.5);
        QVERIFY(!computePlan(s).inputError.contains(QStringLiteral("headroom")));
        QVERIFY(computePlan(s).verdict != Verdict::InvalidInput);
        s.accounting = AccountingMode::Simple;
        QVERIFY(validateScenario(s).isEmpty());
        s.handBudget.headroomBytes = -GiB;
        QVERIFY2(validateScenario(s).contains(QStringLiteral("--headroom-gib")),
                 qPrintable(validateScenario(s)));
    }

    void kvCacheMemoryFlagSkipsProfiling()
    {
        Scenario s = llamaOnH100();
        s.serving.kvCacheMemoryBytes = 10 * GiB;
        s.serving.gpuMemoryUtilization = 0.3; // ignored, as in vLLM
        s.serving.maxModelLen = 32768;        // 4 GiB of KV per request fits in 10
        const Plan plan = computePlan(s);
        QCOMPARE(plan.memory.kvCache, 10 * GiB);
        QCOMPARE(plan.numBlocks, 10 * GiB / (2 * MiB));
        QVERIFY(plan.fits());
    }

    void tensorParallel_halvesShardedWeights()
    {
        Scenario tp2 = llamaOnH100();
        tp2.serving.tensorParallelSize = 2;
        tp2.gpu.count = 2;
        const Plan one = computePlan(llamaOnH100());
        const Plan two = computePlan(tp2);
        QCOMPARE(two.stages.size(), std::size_t{1});
        const WeightBreakdown& a = one.worst().weights;
        const WeightBreakdown& b = two.worst().weights;
        QCOMPARE(b.mlp * 2, a.mlp);
        QCOMPARE(b.attention * 2, a.attention);
        QCOMPARE(b.embedding * 2, a.embedding);
        QCOMPARE(b.norms, a.norms); // replicated
        QCOMPARE(b.ropeCache, a.ropeCache);
        QVERIFY(two.memory.nonTorch > one.memory.nonTorch); // communication buffers
    }

    void pipelineParallel_worstStageWins()
    {
        Scenario s = llamaOnH100();
        s.serving.pipelineParallelSize = 2;
        s.gpu.count = 2;
        const Plan plan = computePlan(s);
        QCOMPARE(plan.stages.size(), std::size_t{2});
        QCOMPARE(plan.stages[0].numLayers, 16);
        QVERIFY(plan.stages[0].hasEmbedding && !plan.stages[0].hasLmHead);
        QVERIFY(plan.stages[1].hasLmHead && !plan.stages[1].hasEmbedding);
        QCOMPARE(plan.stages[0].activation.samplerPeak, Bytes{0}); // only the last stage samples
        const auto fewest = std::min(plan.stages[0].numBlocks, plan.stages[1].numBlocks);
        QCOMPARE(plan.numBlocks, fewest);
        QCOMPARE(plan.stages[static_cast<std::size_t>(plan.worstStage)].numBlocks, fewest);
        QCOMPARE(plan.kv.bytesPerToken, Bytes{2 * 16 * 8 * 128 * 2});
    }

    void tiedEmbeddingsCopiedAcrossPipeline()
    {
        Scenario s = llamaOnH100();
        s.model = kvbtest::model("llama-3.2-1b");
        const Plan one = computePlan(s);
        QCOMPARE(one.worst().weights.lmHead, Bytes{0}); // tied: the embedding serves as the head
        s.serving.pipelineParallelSize = 2;
        s.gpu.count = 2;
        const Plan two = computePlan(s);
        QCOMPARE(two.stages[1].weights.lmHead, two.stages[0].weights.embedding);
    }

    void estimatedMaxModelLen()
    {
        Scenario s = llamaOnH100();
        s.gpu = kvbtest::gpu("l4");
        s.model = kvbtest::model("llama-3.1-8b");
        const Plan plan = computePlan(s);
        QCOMPARE(plan.verdict, Verdict::MaxModelLenTooLarge);
        const std::int64_t e = plan.estimatedMaxModelLen;
        QVERIFY(e > 0 && e < 131072);
        // The largest length that fits, as vLLM's binary search finds it.
        QVERIFY(kvBytesForTokens(plan.kv, e, 16, 2048) <= plan.memory.kvCache);
        QVERIFY(kvBytesForTokens(plan.kv, e + 1, 16, 2048) > plan.memory.kvCache);
        QCOMPARE(e, plan.memory.kvCache / plan.kv.bytesPerBlock * 16);
        // Set it and vLLM starts.
        s.serving.maxModelLen = e;
        QVERIFY(computePlan(s).fits());
        s.serving.maxModelLen = e + 1;
        QCOMPARE(computePlan(s).verdict, Verdict::MaxModelLenTooLarge);
    }

    void verdictOrder()
    {
        Scenario s = llamaOnH100();
        s.model = kvbtest::model("llama-3.1-405b");
        QCOMPARE(computePlan(s).verdict, Verdict::WeightsExceedMemory);
        s.serving.otherProcessesBytes = 40 * GiB; // the free-memory guard comes first
        QCOMPARE(computePlan(s).verdict, Verdict::InsufficientFreeMemory);

        Scenario tight = llamaOnH100();
        tight.serving.gpuMemoryUtilization = 0.2; // 15.8 GiB ceiling < 15 GiB weights + overhead
        const Plan p = computePlan(tight);
        QCOMPARE(p.verdict, Verdict::NoMemoryForCacheBlocks);
        QVERIFY(p.memory.kvCache <= 0);
        QCOMPARE(p.numBlocks, std::int64_t{0});
    }

    void slidingWindowOnEveryLayer()
    {
        Scenario s = llamaOnH100();
        s.model.slidingWindow = 4096; // Mistral-7B-v0.1 style
        s.serving.maxModelLen = 32768;
        const Plan plan = computePlan(s);
        // cdiv(min(W - 1 + max_num_batched_tokens, max_model_len), block) + 1 blocks per request.
        const std::int64_t perRequest = ceilDiv(std::min<std::int64_t>(4096 - 1 + 8192, 32768), 16) + 1;
        QCOMPARE(plan.maxConcurrency, static_cast<double>(plan.numBlocks) / static_cast<double>(perRequest));
        QCOMPARE(plan.kvNeededForMaxLen, perRequest * plan.kv.bytesPerBlock);
    }

    void invalidInput_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("messagePart");
        QTest::addRow("util zero") << "util" << 0.0 << "--gpu-memory-utilization";
        QTest::addRow("util above one") << "util" << 1.01 << "--gpu-memory-utilization";
        QTest::addRow("util NaN") << "util" << std::nan("") << "--gpu-memory-utilization";
        QTest::addRow("util negative") << "util" << -0.5 << "--gpu-memory-utilization";
        QTest::addRow("max_model_len zero") << "mml" << 0.0 << "--max-model-len";
        QTest::addRow("max_model_len beyond the model")
            << "mml" << 262144.0 << "User-specified max_model_len (262144)";
        QTest::addRow("TP not dividing heads")
            << "tp" << 3.0 << "must be divisible by tensor parallel size (3)";
        QTest::addRow("PP beyond layers") << "pp" << 64.0 << "Pipeline parallel size (64)";
        QTest::addRow("too few GPUs") << "count" << 0.0 << "GPU(s) are available";
        QTest::addRow("batch below sequences")
            << "mnbt" << 100.0 << "must be greater than or equal to max_num_seqs";
        QTest::addRow("block size zero") << "block" << 0.0 << "--block-size";
        QTest::addRow("other processes beyond card") << "other" << 100.0 << "other processes";
        QTest::addRow("negative request") << "request" << -5.0 << "Request lengths";
        QTest::addRow("gpu memory zero") << "gpu" << 0.0 << "GPU memory";
    }

    void invalidInput()
    {
        QFETCH(QString, field);
        QFETCH(double, value);
        QFETCH(QString, messagePart);
        Scenario s = llamaOnH100();
        if (field == u"util")
            s.serving.gpuMemoryUtilization = value;
        else if (field == u"mml")
            s.serving.maxModelLen = static_cast<std::int64_t>(value);
        else if (field == u"tp") {
            s.serving.tensorParallelSize = static_cast<int>(value);
            s.gpu.count = 8;
        } else if (field == u"pp") {
            s.serving.pipelineParallelSize = static_cast<int>(value);
            s.gpu.count = 64;
        } else if (field == u"count") {
            s.serving.tensorParallelSize = 2;
            s.gpu.count = 1;
        } else if (field == u"mnbt") {
            s.serving.maxNumSeqs = 256;
            s.serving.maxNumBatchedTokens = static_cast<std::int64_t>(value);
        } else if (field == u"block")
            s.serving.blockSize = static_cast<int>(value);
        else if (field == u"other")
            s.serving.otherProcessesBytes = fromGiB(value);
        else if (field == u"request")
            s.workload.requestTokens = static_cast<std::int64_t>(value);
        else if (field == u"gpu")
            s.gpu.totalBytes = 0;
        const Plan plan = computePlan(s);
        QCOMPARE(plan.verdict, Verdict::InvalidInput);
        QVERIFY2(plan.inputError.contains(messagePart), qPrintable(plan.inputError));
        QCOMPARE(vllmStartupError(plan), plan.inputError);
    }

    void quantizationMismatchIsVllmsError()
    {
        Scenario s = llamaOnH100();
        s.model = kvbtest::model("qwen1.5-7b-chat-gptq-int4");
        s.serving.quantization = QuantMethod::Fp8;
        const Plan plan = computePlan(s);
        QCOMPARE(plan.verdict, Verdict::InvalidInput);
        QCOMPARE(plan.inputError,
                 QStringLiteral("Quantization method specified in the model config (gptq) does not "
                                "match the quantization method specified in the `quantization` "
                                "argument (fp8)."));
        s.serving.quantization = QuantMethod::Gptq; // the same method is fine
        QVERIFY(computePlan(s).verdict != Verdict::InvalidInput);
    }

    void unmodelledArchitectureRefusesHonestly()
    {
        Scenario s = llamaOnH100();
        s.model.unmodelledFeatures << QStringLiteral("mixture-of-experts layers");
        const Plan plan = computePlan(s);
        QCOMPARE(plan.verdict, Verdict::InvalidInput);
        QVERIFY(plan.inputError.contains(QLatin1String("mixture-of-experts")));
    }

    void planIsDeterministicAndPure()
    {
        const Scenario s = llamaOnH100();
        const Plan a = computePlan(s);
        const Plan b = computePlan(s);
        QCOMPARE(a.numBlocks, b.numBlocks);
        QCOMPARE(a.memory.kvCache, b.memory.kvCache);
        QCOMPARE(a.maxConcurrency, b.maxConcurrency);
    }
};

QTEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"
