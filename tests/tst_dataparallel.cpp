// Data parallelism with expert parallelism (docs/vllm-accounting.md §6 and §7): V1's all2all gathers
// every DP rank's tokens into each rank's fused-MoE layer during the profiling run, and the DP group's
// all-reduce of the gathered outputs brings its own NCCL (NVLS) buffers, charged where NCCL is.

#include "testhelpers.h"

#include "budget/fittedconstants.h"
#include "budget/overhead.h"
#include "budget/profilerun.h"
#include "report/explain.h"
#include "vllm/startuplogs.h"

using namespace kvb;

namespace {

Scenario qwen3CoderDp8Ep(int vllmMinor)
{
    Scenario s = kvbtest::scenario("default");
    s.model = kvbtest::model("qwen3-coder-480b-a35b-instruct-fp8");
    s.gpu = kvbtest::gpu("h200-141gb"); // an SM90 NVSwitch card, as the H20-3e of the public logs
    s.serving.vllmVersion = VllmVersion{0, vllmMinor, 0};
    s.serving.dataParallelSize = 8;
    s.serving.enableExpertParallel = true;
    s.gpu.count = 8;
    s.serving.maxModelLen = 32768;
    return s;
}

const StagePlan& onlyStage(const Plan& plan)
{
    if (plan.verdict == Verdict::InvalidInput)
        qFatal("%s", qPrintable(plan.inputError));
    return plan.stages.front();
}

} // namespace

class TestDataParallel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The two public logs of Qwen3-Coder-480B-FP8 at DP 8 with --enable-expert-parallel (a 0.10.1
    // development build on eight H20-3e), replayed as `validate` replays them.
    void publicDpEpLogs()
    {
        int checked = 0;
        for (const LogCase& c : kvbtest::publicLogCases()) {
            if (!c.id.startsWith(u"recipes-pr12-8xh20-qwen3-coder-480b-fp8-dp8-ep"))
                continue;
            const auto s = scenarioForCase(c, PresetCatalog::builtin());
            QVERIFY2(static_cast<bool>(s), qPrintable(c.id));
            const Plan plan = computePlan(s.value());
            KVB_COMPARE_REL(static_cast<double>(plan.memory.kvCache) / GiB, *c.reported.availableKvGiB, 0.02);
            QVERIFY(onlyStage(plan).activation.gatheredMoePeak > onlyStage(plan).activation.samplerPeak);
            ++checked;
        }
        QCOMPARE(checked, 2);
    }

    // fused_experts_impl's buffers for one chunk of 32,768 of the 8 x 8,192 gathered rows: cache13
    // (top_k x max(2i, h)) and cache 2 (top_k x i) in bf16, the fp8 input and two fp8 copies of cache 2.
    void gatheredMoeTermByTerm()
    {
        const Plan plan = computePlan(qwen3CoderDp8Ep(10));
        const ActivationEstimate& a = onlyStage(plan).activation;
        const std::int64_t h = 6144, i = 2560, topK = 8, tokens = a.profiledTokens;
        QCOMPARE(a.gatheredMoeRows, 8 * tokens);
        QCOMPARE(a.gatheredMoeChunk, std::min(8 * tokens, kFusedMoeChunkRows));
        QCOMPARE(a.gatheredMoeBytesPerRow, topK * (std::max(2 * i, h) + i) * 2 + h + 2 * topK * i);
        QCOMPARE(a.gatheredMoePeak,
                 a.gatheredMoeChunk * a.gatheredMoeBytesPerRow + 8 * tokens * h * 2 + 2 * tokens * h * 2);
        // At DP 64 the combine step's two gathered buffers outgrow one chunk's caches.
        Scenario wide = qwen3CoderDp8Ep(10);
        wide.serving.dataParallelSize = 64;
        wide.gpu.count = 64;
        const Plan widePlan = computePlan(wide);
        QCOMPARE(onlyStage(widePlan).activation.gatheredMoePeak,
                 2 * (64 * tokens * h * 2) + 2 * tokens * h * 2);
        QCOMPARE(onlyStage(widePlan).nonTorchCommunication - builtinConstants().ncclV1,
                 kNvlsDomainGpus * kNvlsBytesPerRank); // one NVSwitch domain, not 64 GPUs
        QCOMPARE(a.peak, std::max(a.gatheredMoePeak, a.samplerPeak));
    }

    // 0.10 snapshots before NCCL starts, so the DP group's NVLS buffers are charged; from 0.11 they
    // exist before the snapshot and sit with the context instead.
    void dpGroupNcclChargedWhereTheEraChargesIt()
    {
        const Plan v010 = computePlan(qwen3CoderDp8Ep(10));
        QCOMPARE(onlyStage(v010).nonTorchCommunication - builtinConstants().ncclV1, 8 * kNvlsBytesPerRank);
        const Plan v011 = computePlan(qwen3CoderDp8Ep(11));
        QCOMPARE(onlyStage(v011).nonTorchCommunication, builtinConstants().nonTorchV1Parallel);
        QVERIFY(v011.memory.cudaContext >= 8 * kNvlsBytesPerRank);
    }

    // Without expert parallelism, without data parallelism, or for a dense model nothing is gathered.
    void nothingGatheredOtherwise()
    {
        Scenario noEp = qwen3CoderDp8Ep(10);
        noEp.serving.enableExpertParallel = false;
        noEp.serving.tensorParallelSize = 8; // the experts must be split somehow to fit
        noEp.serving.dataParallelSize = 1;
        QCOMPARE(onlyStage(computePlan(noEp)).activation.gatheredMoeRows, std::int64_t{0});
        Scenario dense = kvbtest::scenario("default");
        dense.serving.dataParallelSize = 4;
        dense.serving.enableExpertParallel = true;
        dense.gpu.count = 4;
        const Plan densePlan = computePlan(dense);
        const StagePlan& d = onlyStage(densePlan);
        QCOMPARE(d.activation.gatheredMoeRows, std::int64_t{0});
        QCOMPARE(d.nonTorchCommunication, Bytes{0});
    }

    // Without EP, V1's FusedMoE flattens TP across DP: each expert's width is split over TP x DP GPUs,
    // and the tokens are gathered all the same.
    void withoutEpTheExpertsSplitOverTpTimesDp()
    {
        Scenario dp = qwen3CoderDp8Ep(10);
        dp.model = kvbtest::model("qwen3-30b-a3b");
        dp.serving.enableExpertParallel = false;
        dp.serving.dataParallelSize = 4;
        dp.gpu.count = 4;
        Scenario one = dp;
        one.serving.dataParallelSize = 1;
        one.gpu.count = 1;
        const Plan splitPlan = computePlan(dp);
        const Plan wholePlan = computePlan(one);
        const StagePlan& split = onlyStage(splitPlan);
        const StagePlan& whole = onlyStage(wholePlan);
        QCOMPARE(split.weights.experts * 4, whole.weights.experts);
        QCOMPARE(split.weights.attention, whole.weights.attention);
        QCOMPARE(split.activation.gatheredMoeRows, 4 * split.activation.profiledTokens);
        const std::int64_t h = dp.model.hiddenSize, i = dp.model.moe.expertIntermediate / 4;
        QCOMPARE(split.activation.gatheredMoeBytesPerRow,
                 std::int64_t{dp.model.moe.expertsPerToken} * (std::max(2 * i, h) + i) * 2);
    }

    // Under EP each GPU holds whole experts (FusedMoEParallelConfig sets the MoE tp_size to 1), so the
    // forward pass's top-k experts are as wide as the model's; without EP, TP splits them. The public
    // TP 8 + EP log (Qwen3-235B-FP8 on eight L40S, 0.10.2) samples above either, so its pool is the same.
    void underEpTheForwardPassSeesWholeExperts()
    {
        Scenario s = kvbtest::scenario("default");
        s.model = kvbtest::model("qwen3-30b-a3b");
        s.serving.tensorParallelSize = 4;
        s.gpu.count = 4;
        const auto forwardPerToken = [&](bool ep) {
            Scenario t = s;
            t.serving.enableExpertParallel = ep;
            return onlyStage(computePlan(t)).activation.forwardBytesPerToken;
        };
        const double factor = builtinConstants().activation.forwardElementsFactor;
        const std::int64_t h = s.model.hiddenSize, dense = s.model.intermediateSize / 4;
        const std::int64_t experts =
            std::int64_t{s.model.moe.expertsPerToken} * s.model.moe.expertIntermediate;
        QCOMPARE(forwardPerToken(true), static_cast<Bytes>(std::llround(
                                            factor * static_cast<double>(h + std::max(dense, experts)) * 2)));
        QCOMPARE(forwardPerToken(false),
                 static_cast<Bytes>(
                     std::llround(factor * static_cast<double>(h + std::max(dense, experts / 4)) * 2)));
    }

    void explanationNamesTheGatheredLayer()
    {
        const Scenario s = qwen3CoderDp8Ep(10);
        const Plan plan = computePlan(s);
        QString formula;
        for (const ExplanationStep& step : explainPlan(s, plan))
            if (step.id == u"activation")
                formula = step.formula;
        QVERIFY2(formula.contains(u"fused-MoE layer over 65,536 rows gathered from 8 data-parallel ranks"),
                 qPrintable(formula));
    }
};

QTEST_GUILESS_MAIN(TestDataParallel)
#include "tst_dataparallel.moc"
