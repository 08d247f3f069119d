// Sweeps (core/report/sweeps.h): every point is exactly a computePlan at that setting.

#include "testhelpers.h"

#include "report/sweeps.h"

using namespace kvb;

class TestSweeps : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void contextGrid()
    {
        const std::vector<std::int64_t> grid = contextLengthGrid(256, 131072);
        QCOMPARE(grid.front(), std::int64_t{256});
        QCOMPARE(grid.back(), std::int64_t{131072});
        QCOMPARE(grid.size(), std::size_t{10});
        const std::vector<std::int64_t> odd = contextLengthGrid(300, 40960);
        QCOMPARE(odd.front(), std::int64_t{300});
        QCOMPARE(odd[1], std::int64_t{512});
        QCOMPARE(odd.back(), std::int64_t{40960});
        QVERIFY(contextLengthGrid(10, 5).empty());
    }

    void concurrencyAgainstContext()
    {
        const Scenario s = kvbtest::scenario("seed-llama31-8b-h100");
        const std::vector<std::int64_t> lengths = contextLengthGrid(256, 131072);
        const std::vector<ContextPoint> points = concurrencyVsContext(s, lengths);
        QCOMPARE(points.size(), lengths.size());
        for (const ContextPoint& p : points) {
            Scenario at = s;
            at.serving.maxModelLen = p.contextLength;
            at.workload.requestTokens = std::min(p.contextLength, s.workload.requestTokens);
            const Plan plan = computePlan(at);
            QCOMPARE(p.worstCase, plan.maxConcurrency);
            QCOMPARE(p.realistic, plan.realisticConcurrency);
            QCOMPARE(p.starts, plan.fits());
            QVERIFY(p.worstCaseFp8 > 1.99 * p.worstCase && p.worstCaseFp8 < 2.01 * p.worstCase);
            QVERIFY(p.realistic >= p.worstCase); // typical requests are never longer than the context
        }
        // The seed's two points.
        QVERIFY(std::fabs(points.back().worstCase - 3.43) <= 0.02);
    }

    void tokensAgainstUtilization()
    {
        const Scenario s = kvbtest::scenario("seed-llama31-8b-h100");
        const std::vector<double> utils = utilizationGrid();
        QCOMPARE(utils.size(), std::size_t{95});
        QCOMPARE(utils.front(), 0.05);
        QCOMPARE(utils.back(), 0.99);
        const std::vector<UtilizationPoint> points = kvTokensVsUtilization(s, utils);
        bool sawRefusal = false;
        std::int64_t previous = -1;
        for (const UtilizationPoint& p : points) {
            Scenario at = s;
            at.serving.gpuMemoryUtilization = p.utilization;
            const Plan plan = computePlan(at);
            QCOMPARE(p.verdict, plan.verdict);
            QCOMPARE(p.kvTokens, plan.fits() ? plan.kvTokens : 0);
            sawRefusal = sawRefusal || p.verdict != Verdict::Fits;
            QVERIFY(p.kvTokens >= previous || p.verdict != Verdict::Fits);
            if (p.verdict == Verdict::Fits)
                previous = p.kvTokens;
        }
        QVERIFY(sawRefusal); // the refuse-to-start region at low utilization
        QCOMPARE(points.back().verdict, Verdict::Fits);
    }

    void fp8DoublesTokens()
    {
        const std::vector<KvDtypePoint> points = planPerKvDtype(kvbtest::scenario("seed-llama31-8b-h100"));
        QCOMPARE(points.size(), std::size_t{2});
        QCOMPARE(points[1].dtype, KvCacheDtype::Fp8);
        QCOMPARE(points[1].plan.kv.bytesPerToken * 2, points[0].plan.kv.bytesPerToken);
        // floor() on twice the pool: 2n or 2n + 1 blocks.
        QVERIFY(points[1].plan.numBlocks - 2 * points[0].plan.numBlocks <= 1);
        QVERIFY(points[1].plan.numBlocks - 2 * points[0].plan.numBlocks >= 0);
    }
};

QTEST_GUILESS_MAIN(TestSweeps)
#include "tst_sweeps.moc"
