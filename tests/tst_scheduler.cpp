// The scheduler simulation (vLLM V1, docs/vllm-accounting.md §10) and the max_num_seqs search: the seed
// scenario's preemption spiral and its cure, block-accounting invariants, hand-checked small cases,
// determinism.

#include "budget/engine.h"
#include "load/loadreport.h"
#include "load/recommendseqs.h"
#include "load/scheduler.h"
#include "testhelpers.h"

#include <QtTest>

using namespace kvb;

namespace {

// The worked example under load: Llama 3.1 8B, H100, util 0.92, 1,024 chats in one burst whose prompt +
// output has a median of about 1,800 tokens and a p95 of about 2,400 (prompt 1,500 / 2,100 and output 300 /
// 450, log-normal, independent: the scenario's own workload split by defaultLoadSpec).
SimulationInput seedInput(int maxNumSeqs, std::uint64_t seed = 1)
{
    const Scenario s = kvbtest::scenario("seed-llama31-8b-h100");
    const Plan plan = computePlan(s);
    LoadSpec spec = defaultLoadSpec(s.workload);
    spec.workload.numRequests = 1024;
    spec.workload.seed = seed;
    SimulationInput in;
    in.config = schedulerConfigFor(plan);
    in.config.maxNumSeqs = maxNumSeqs;
    in.requests = generateWorkload(spec.workload).requests;
    in.options.checkInvariants = true;
    return in;
}

SimulationInput tinyInput(std::int64_t numBlocks, int maxNumSeqs, std::int64_t mnbt,
                          std::vector<RequestSpec> requests)
{
    SimulationInput in;
    in.config.numBlocks = numBlocks;
    in.config.blockSize = 16;
    in.config.maxNumSeqs = maxNumSeqs;
    in.config.maxNumBatchedTokens = mnbt;
    in.config.maxModelLen = 4096;
    in.requests = std::move(requests);
    in.options.checkInvariants = true;
    return in;
}

QString violations(const SimulationResult& r)
{
    QStringList all;
    for (const QString& v : r.invariantViolations)
        all << v;
    return all.join(QStringLiteral("; "));
}

void verifyInvariants(const SimulationInput& in, const SimulationResult& r)
{
    QVERIFY2(r.invariantViolations.empty(), qPrintable(violations(r)));
    QVERIFY(r.complete());
    QCOMPARE(r.summary.completed + r.summary.rejected, std::int64_t(in.requests.size()));
    QVERIFY(r.summary.peakUsedBlocks <= in.config.usableBlocks());
    QVERIFY(r.summary.peakKvUsage <= 1.0);
    QVERIFY(r.summary.maxRunning <= in.config.maxNumSeqs);
    std::int64_t preemptions = 0;
    std::int64_t discarded = 0;
    for (const RequestOutcome& o : r.requests) {
        QVERIFY(o.finished != o.rejected);
        preemptions += o.preemptions;
        discarded += o.discardedTokens;
        if (o.rejected)
            continue;
        // Every token was computed, and everything a preemption threw away was computed again.
        QCOMPARE(o.computedTokens,
                 std::int64_t{o.promptTokens} + o.outputTokens - 1 + o.discardedTokens - o.cachedTokens);
        if (o.preemptions > 0)
            QVERIFY(o.discardedTokens > 0);
        QVERIFY(o.firstTokenS >= o.arrivalS);
        QVERIFY(o.finishS >= o.firstTokenS);
    }
    QCOMPARE(preemptions, r.summary.preemptions);
    QCOMPARE(discarded, r.summary.recomputedTokens);
}

} // namespace

class TestScheduler : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // vLLM's default max_num_seqs of 1,024 fills the pool and preempts.
    void seedDefaultSpirals()
    {
        const SimulationInput in = seedInput(1024);
        QCOMPARE(in.config.numBlocks, std::int64_t(28098));
        QCOMPARE(in.config.maxNumBatchedTokens, std::int64_t(8192));
        const SimulationResult r = simulate(in);
        verifyInvariants(in, r);
        QVERIFY(r.summary.preemptions > 0);
        QVERIFY(r.summary.peakKvUsage >= 0.99);
        QCOMPARE(r.summary.completed, std::int64_t(1024));
        QVERIFY(r.summary.recomputedTokens > 0);
        qInfo("max_num_seqs 1024: %lld preemptions, peak %.4f, %lld steps, max waiting %d",
              static_cast<long long>(r.summary.preemptions), r.summary.peakKvUsage,
              static_cast<long long>(r.summary.steps), r.summary.maxWaiting);
    }

    // The seed's rule of thumb, floor(28,098 / cdiv(2,400, 16) x 0.85) = 159 ("about 160"), holds:
    // no preemption, peak below 90%.
    void seedRuleOfThumbHolds()
    {
        const Plan plan = computePlan(kvbtest::scenario("seed-llama31-8b-h100"));
        QCOMPARE(plan.recommendedMaxNumSeqs, std::int64_t(159));
        const SimulationInput in = seedInput(static_cast<int>(plan.recommendedMaxNumSeqs));
        const SimulationResult r = simulate(in);
        verifyInvariants(in, r);
        QCOMPARE(r.summary.preemptions, std::int64_t(0));
        QVERIFY(r.summary.peakKvUsage < 0.90);
        QCOMPARE(r.summary.maxRunning, 159);
    }

    // The simulated recommendation: the largest max_num_seqs with no preemption and a peak below 90%.
    // It is above the rule of thumb, whose margin assumes every running request at the p95 length at
    // once; in the simulation running requests are a mix of lengths and progress (about 110 blocks each
    // at the peak rather than 150).
    void seedRecommendation()
    {
        const SimulationInput in = seedInput(1024);
        const SeqsRecommendation rec = recommendMaxNumSeqs(in, 0.90, 1024);
        qInfo("recommended %d (%d simulations): peak %.4f, %lld steps", rec.maxNumSeqs, rec.simulations,
              rec.atRecommended.peakKvUsage, static_cast<long long>(rec.atRecommended.steps));
        QVERIFY(!rec.everyValueSafe);
        QVERIFY(rec.maxNumSeqs >= 159);
        QVERIFY2(rec.maxNumSeqs >= 200 && rec.maxNumSeqs <= 260, qPrintable(QString::number(rec.maxNumSeqs)));
        QVERIFY(rec.simulations <= 12);

        SimulationInput at = in;
        at.config.maxNumSeqs = rec.maxNumSeqs;
        const SimulationResult r = simulate(at);
        verifyInvariants(at, r);
        QCOMPARE(r.summary.preemptions, std::int64_t(0));
        QVERIFY(r.summary.peakKvUsage < 0.90);
        QCOMPARE(r.summary.peakKvUsage, rec.atRecommended.peakKvUsage);
        QCOMPARE(r.summary.steps, rec.atRecommended.steps);

        // The boundary was tested: one more is unsafe.
        at.config.maxNumSeqs = rec.maxNumSeqs + 1;
        const SimulationResult above = simulate(at);
        QVERIFY(above.summary.preemptions > 0 || above.summary.peakKvUsage >= 0.90);
    }

    void invariants_data()
    {
        QTest::addColumn<int>("maxNumSeqs");
        QTest::addColumn<int>("arrival");
        QTest::addColumn<double>("rate");
        QTest::addColumn<int>("users");
        QTest::addColumn<qint64>("prefix");
        QTest::addColumn<qint64>("numBlocks");
        QTest::addRow("burst, spiral")
            << 1024 << int(ArrivalKind::Burst) << 0.0 << 0 << qint64(0) << qint64(0);
        QTest::addRow("burst, small pool")
            << 256 << int(ArrivalKind::Burst) << 0.0 << 0 << qint64(0) << qint64(3000);
        QTest::addRow("poisson") << 1024 << int(ArrivalKind::Poisson) << 40.0 << 0 << qint64(0) << qint64(0);
        QTest::addRow("closed loop") << 1024 << int(ArrivalKind::ClosedLoop) << 0.0 << 300 << qint64(0)
                                     << qint64(0);
        QTest::addRow("shared prefix")
            << 1024 << int(ArrivalKind::Burst) << 0.0 << 0 << qint64(1000) << qint64(0);
        QTest::addRow("prefix, small pool")
            << 64 << int(ArrivalKind::Poisson) << 5.0 << 0 << qint64(1030) << qint64(1500);
    }
    void invariants()
    {
        QFETCH(int, maxNumSeqs);
        QFETCH(int, arrival);
        QFETCH(double, rate);
        QFETCH(int, users);
        QFETCH(qint64, prefix);
        QFETCH(qint64, numBlocks);
        const Scenario s = kvbtest::scenario("seed-llama31-8b-h100");
        LoadSpec spec = defaultLoadSpec(s.workload);
        spec.workload.numRequests = 1024;
        spec.workload.arrival = {ArrivalKind(arrival), rate, users};
        SimulationInput in;
        in.config = schedulerConfigFor(computePlan(s));
        in.config.maxNumSeqs = maxNumSeqs;
        in.config.prefixTokens = prefix;
        if (numBlocks > 0)
            in.config.numBlocks = numBlocks;
        const GeneratedWorkload w = generateWorkload(spec.workload);
        in.requests = w.requests;
        in.closedLoopUsers = w.closedLoopUsers;
        in.options.checkInvariants = true;
        const SimulationResult r = simulate(in);
        verifyInvariants(in, r);
        QCOMPARE(r.summary.completed, std::int64_t(1024));
        if (users > 0)
            QVERIFY(r.summary.maxRunning <= users);
        if (prefix > 0)
            QVERIFY(r.summary.prefixCacheHitTokens > 0);
    }

    // One request, a big pool: a 32-token prompt is one prefill step that emits the first token, then
    // three decode steps; it ends holding prompt + output - 1 = 35 tokens = 3 blocks.
    void singleRequestByHand()
    {
        const SimulationInput in = tinyInput(100, 8, 8192, {{32, 4, 0}});
        const SimulationResult r = simulate(in);
        verifyInvariants(in, r);
        QCOMPARE(r.summary.steps, std::int64_t(4));
        QCOMPARE(r.summary.peakUsedBlocks, std::int64_t(3));
        QCOMPARE(r.summary.peakKvUsage, 3.0 / 99.0);
        QCOMPARE(r.requests[0].computedTokens, std::int64_t(35));
        // 15 ms + 0.03 ms x 32 tokens, then three 15.03 ms decode steps
        QCOMPARE(r.requests[0].firstTokenS, 0.01596);
        QVERIFY(qFuzzyCompare(r.summary.durationS, 0.01596 + 3 * 0.01503));
    }

    // V1 keeps one block as its null block (BlockPool's null_block), so the usable pool is one block
    // smaller than the plan's count; V0's block manager hands out every block.
    void nullBlockOnlyOnV1()
    {
        Scenario s = kvbtest::scenario("seed-llama31-8b-h100");
        const Plan v1 = computePlan(s);
        QVERIFY(v1.numBlocks > 1);
        QCOMPARE(schedulerConfigFor(v1).usableBlocks(), v1.numBlocks - 1);
        s.serving.vllmVersion = {0, 6, 6};
        const Plan v0 = computePlan(s);
        QVERIFY(v0.numBlocks > 1);
        QCOMPARE(schedulerConfigFor(v0).usableBlocks(), v0.numBlocks);
    }

    // Chunked prefill: a 100-token prompt under a 32-token budget takes 4 steps (32+32+32+4).
    void chunkedPrefill()
    {
        const SimulationInput in = tinyInput(100, 8, 32, {{100, 5, 0}});
        const SimulationResult r = simulate(in);
        verifyInvariants(in, r);
        QCOMPARE(r.summary.steps, std::int64_t(4 + 4));
        QCOMPARE(r.series.size(), std::size_t(8));
        QCOMPARE(r.series[0].kvUsage, 2.0 / 99.0); // 32 tokens = 2 blocks
    }

    // A pool of 10 usable blocks (160 tokens), two requests that each grow to 100 tokens: the second
    // (last running) is preempted, goes back to the front of the queue and is recomputed.
    void preemptsTheLastRunning()
    {
        const SimulationInput in = tinyInput(11, 8, 8192, {{64, 37, 0}, {64, 37, 0}});
        const SimulationResult r = simulate(in);
        verifyInvariants(in, r);
        QCOMPARE(r.requests[0].preemptions, 0);
        QVERIFY(r.requests[1].preemptions >= 1);
        QVERIFY(r.requests[1].discardedTokens >= 64);
        QVERIFY(r.requests[0].finishS < r.requests[1].finishS);
        QCOMPARE(r.summary.peakUsedBlocks, std::int64_t(10));
        QCOMPARE(r.summary.peakKvUsage, 1.0);
    }

    void maxNumSeqsAndFcfs()
    {
        std::vector<RequestSpec> requests(20, RequestSpec{40, 10, 0});
        const SimulationInput in = tinyInput(1000, 4, 8192, requests);
        const SimulationResult r = simulate(in);
        verifyInvariants(in, r);
        QCOMPARE(r.summary.maxRunning, 4);
        QCOMPARE(r.summary.maxWaiting, 16);
        for (std::size_t i = 1; i < r.requests.size(); ++i)
            QVERIFY(r.requests[i - 1].finishS <= r.requests[i].finishS);
    }

    void rejectsAndCapsLikeVllm()
    {
        SimulationInput in = tinyInput(1000, 8, 8192, {{5000, 10, 0}, {4000, 500, 0}, {10, 10, 0}});
        const SimulationResult r = simulate(in);
        verifyInvariants(in, r);
        QVERIFY(r.requests[0].rejected);          // prompt >= max_model_len 4096
        QCOMPARE(r.requests[1].outputTokens, 96); // capped at max_model_len
        QCOMPARE(r.summary.rejected, std::int64_t(1));
        QCOMPARE(r.summary.completed, std::int64_t(2));
        // A request that cannot fit the whole pool is capped too: 20 usable blocks = 320 tokens.
        in = tinyInput(21, 8, 8192, {{300, 100, 0}, {400, 1, 0}});
        const SimulationResult small = simulate(in);
        verifyInvariants(in, small);
        QCOMPARE(small.requests[0].outputTokens, 21);
        QVERIFY(small.requests[1].rejected);
    }

    void prefixCachingSharesBlocks()
    {
        std::vector<RequestSpec> requests(50, RequestSpec{1200, 50, 0});
        // A budget of one prompt per step: the first request computes the prefix alone, and every
        // later one finds its 62 full blocks cached.
        SimulationInput in = tinyInput(10000, 64, 1200, requests);
        in.config.prefixTokens = 1000;
        const SimulationResult cached = simulate(in);
        verifyInvariants(in, cached);
        QCOMPARE(cached.summary.prefixCacheHitTokens, std::int64_t(49 * 62 * 16));
        in.config.prefixCaching = false;
        const SimulationResult uncached = simulate(in);
        verifyInvariants(in, uncached);
        QCOMPARE(uncached.summary.prefixCacheHitTokens, std::int64_t(0));
        QVERIFY(cached.summary.peakUsedBlocks < uncached.summary.peakUsedBlocks / 3);
    }

    void deterministic()
    {
        const SimulationResult a = simulate(seedInput(1024, 7));
        const SimulationResult b = simulate(seedInput(1024, 7));
        QCOMPARE(a.summary.preemptions, b.summary.preemptions);
        QCOMPARE(a.summary.peakKvUsage, b.summary.peakKvUsage);
        QCOMPARE(a.summary.steps, b.summary.steps);
        QCOMPARE(a.summary.durationS, b.summary.durationS);
        QCOMPARE(a.summary.recomputedTokens, b.summary.recomputedTokens);
        QCOMPARE(a.series.size(), b.series.size());
        for (std::size_t i = 0; i < a.series.size(); ++i) {
            QCOMPARE(a.series[i].kvUsage, b.series[i].kvUsage);
            QCOMPARE(a.series[i].waiting, b.series[i].waiting);
            QCOMPARE(a.series[i].preemptions, b.series[i].preemptions);
        }
        const SimulationResult c = simulate(seedInput(1024, 8));
        QVERIFY(c.summary.outputTokens != a.summary.outputTokens);
        QVERIFY(c.summary.steps != a.summary.steps || c.summary.preemptions != a.summary.preemptions);
    }

    void seriesIsDownsampledByMaxima()
    {
        SimulationInput in = seedInput(1024);
        in.options.maxSeriesPoints = 100;
        const SimulationResult r = simulate(in);
        QVERIFY(r.series.size() <= 100);
        QVERIFY(r.series.size() >= 50);
        QVERIFY(r.seriesStride > 1);
        QCOMPARE(r.series.back().step, r.summary.steps);
        QCOMPARE(r.series.back().preemptions, r.summary.preemptions);
        double peak = 0;
        int waiting = 0;
        for (const SeriesPoint& p : r.series) {
            peak = std::max(peak, p.kvUsage);
            waiting = std::max(waiting, p.waiting);
        }
        QCOMPARE(peak, r.summary.peakKvUsage);
        QCOMPARE(waiting, r.summary.maxWaiting);

        in.options.maxSeriesPoints = 0; // every step
        QCOMPARE(std::int64_t(simulate(in).series.size()), r.summary.steps);
    }

    void cancels()
    {
        std::atomic<bool> cancel{true};
        const SimulationResult r = simulate(seedInput(1024), &cancel);
        QVERIFY(r.cancelled);
        QVERIFY(r.summary.steps <= 1024);
        const SeqsRecommendation rec = recommendMaxNumSeqs(seedInput(1024), 0.9, 1024, &cancel);
        QVERIFY(rec.cancelled);
        QCOMPARE(rec.maxNumSeqs, 0);
    }

    void stopsEarlyForTheSearch()
    {
        SimulationInput in = seedInput(1024);
        in.options.stopOnPreemption = true;
        in.options.stopAtUsage = 0.9;
        const SimulationResult r = simulate(in);
        QVERIFY(r.stoppedEarly);
        QVERIFY(!r.complete());
        QVERIFY(r.summary.completed < 1024);
    }

    void recommendationEdges()
    {
        // Few short requests never fill the pool: every value is safe.
        SimulationInput in = tinyInput(1000, 8, 8192, std::vector<RequestSpec>(10, RequestSpec{32, 8, 0}));
        SeqsRecommendation rec = recommendMaxNumSeqs(in, 0.9, 1024);
        QVERIFY(rec.everyValueSafe);
        QCOMPARE(rec.maxNumSeqs, 1024);
        QCOMPARE(rec.simulations, 1);
        // One request alone takes 95% of the pool: nothing is safe.
        in = tinyInput(21, 8, 8192, {{300, 5, 0}});
        rec = recommendMaxNumSeqs(in, 0.9, 1024);
        QCOMPARE(rec.maxNumSeqs, 0);
        QVERIFY(!rec.everyValueSafe);
    }

    void loadReportForTheUi()
    {
        const Scenario s = kvbtest::scenario("seed-llama31-8b-h100");
        LoadSpec spec = defaultLoadSpec(s.workload);
        spec.workload.numRequests = 1024;
        const LoadReport report = computeLoadReport(s, spec);
        QVERIFY(report.simulated);
        QVERIFY(!report.cancelled);
        QCOMPARE(report.ruleOfThumbMaxNumSeqs, std::int64_t(159));
        QCOMPARE(report.requestTokensP95, std::int64_t(2400));
        QVERIFY(report.simulation.summary.preemptions > 0);
        QVERIFY(report.recommendation.maxNumSeqs > 159);

        Scenario refuses = s;
        refuses.serving.gpuMemoryUtilization = 0.2;
        const LoadReport none = computeLoadReport(refuses, spec);
        QVERIFY(!none.simulated);
        QVERIFY(!none.plan.fits());
    }
};

QTEST_GUILESS_MAIN(TestScheduler)
#include "tst_scheduler.moc"
