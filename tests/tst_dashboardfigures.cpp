// core/figures: everything the dashboard draws, computed in one pass from the scenario.
#include "budget/engine.h"
#include "report/figures.h"
#include "testhelpers.h"
#include "vllm/messages.h"

#include <QTest>

using namespace kvb;
using kvbtest::scenarioFrom;

namespace {

UtilizationPoint point(double u, Verdict v)
{
    UtilizationPoint p;
    p.utilization = u;
    p.verdict = v;
    return p;
}

} // namespace

class TestDashboardFigures : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void refusedRanges_data()
    {
        QTest::addColumn<std::vector<UtilizationPoint>>("points");
        QTest::addColumn<std::vector<double>>("expected"); // from, to, from, to, ...
        const auto no = Verdict::NoMemoryForCacheBlocks;
        const auto longCtx = Verdict::MaxModelLenTooLarge;
        const auto busy = Verdict::InsufficientFreeMemory;
        const auto fits = Verdict::Fits;
        QTest::addRow("none") << std::vector<UtilizationPoint>{point(0.1, fits), point(0.2, fits)}
                              << std::vector<double>{};
        QTest::addRow("low end") << std::vector<UtilizationPoint>{point(0.1, no), point(0.2, no),
                                                                  point(0.3, fits)}
                                 << std::vector<double>{0.1, 0.2};
        QTest::addRow("two verdicts side by side")
            << std::vector<UtilizationPoint>{point(0.1, no), point(0.2, longCtx), point(0.3, longCtx),
                                             point(0.4, fits)}
            << std::vector<double>{0.1, 0.1, 0.2, 0.3};
        QTest::addRow("both ends") << std::vector<UtilizationPoint>{point(0.1, no), point(0.2, fits),
                                                                    point(0.3, busy)}
                                   << std::vector<double>{0.1, 0.1, 0.3, 0.3};
    }
    void refusedRanges()
    {
        QFETCH(std::vector<UtilizationPoint>, points);
        QFETCH(std::vector<double>, expected);
        const std::vector<UtilizationRange> ranges = kvb::refusedRanges(points);
        QCOMPARE(ranges.size() * 2, expected.size());
        for (std::size_t i = 0; i < ranges.size(); ++i) {
            QCOMPARE(ranges[i].from, expected[2 * i]);
            QCOMPARE(ranges[i].to, expected[2 * i + 1]);
            QVERIFY(ranges[i].verdict != Verdict::Fits);
        }
    }

    void slopeIsTheSeedsSixThousandFiveHundred()
    {
        // Seed 1: on an H100 with Llama 3.1 8B, +1% of utilization is about 6,500 KV tokens.
        const Scenario s = scenarioFrom({});
        const Plan plan = computePlan(s);
        const std::int64_t slope = tokensPerUtilizationStep(s, plan);
        QCOMPARE(slope, static_cast<std::int64_t>(0.01 * static_cast<double>(plan.memory.total) /
                                                  static_cast<double>(plan.kv.bytesPerToken)));
        QVERIFY2(slope > 6400 && slope < 6600, qPrintable(QString::number(slope)));
        // It is what the sweep shows between neighbouring points, up to one block of rounding.
        const auto sweep = kvTokensVsUtilization(s, {0.80, 0.81});
        QVERIFY(std::abs(sweep[1].kvTokens - sweep[0].kvTokens - slope) <= plan.settings.blockSize);
    }

    void slopeIsZeroWithAFixedPool()
    {
        const Scenario s = scenarioFrom({QStringLiteral("--kv-cache-memory"), QStringLiteral("20000000000")});
        QCOMPARE(tokensPerUtilizationStep(s, computePlan(s)), std::int64_t{0});
    }

    void contextGridHasTheCurrentAndTypicalLengths()
    {
        const Scenario s = scenarioFrom({QStringLiteral("--max-model-len"), QStringLiteral("100000"),
                                         QStringLiteral("--request-tokens"), QStringLiteral("1800")});
        const std::vector<std::int64_t> grid = dashboardContextGrid(s, computePlan(s));
        QCOMPARE(grid.front(), dashboardMinContext);
        QCOMPARE(grid.back(), s.model.maxPositionEmbeddings);
        QVERIFY(std::is_sorted(grid.begin(), grid.end()));
        QVERIFY(std::adjacent_find(grid.begin(), grid.end()) == grid.end());
        QVERIFY(std::find(grid.begin(), grid.end(), 100000) != grid.end());
        QVERIFY(std::find(grid.begin(), grid.end(), 1800) != grid.end());
        QVERIFY(std::find(grid.begin(), grid.end(), 65536) != grid.end());
    }

    void figuresAreTheEnginesNumbers()
    {
        const Scenario s = scenarioFrom({QStringLiteral("--max-model-len"), QStringLiteral("32768")});
        const DashboardFigures f = computeDashboardFigures(s);
        const Plan plan = computePlan(s);
        QCOMPARE(f.plan.kvTokens, plan.kvTokens);
        QCOMPARE(f.plan.maxConcurrency, plan.maxConcurrency);
        QCOMPARE(f.headline, verdictHeadline(plan));
        QCOMPARE(f.logLines, vllmLogLines(plan));
        QVERIFY(f.startupError.isEmpty());
        QCOMPARE(f.explanation.size(), explainPlan(s, plan).size());
        QCOMPARE(f.memoryBars.size(), std::size_t{1});
        QCOMPARE(f.utilization.size(), utilizationGrid().size());
        // The concurrency sweep at the current context is the plan's own maximum concurrency.
        const auto at = std::find_if(f.concurrency.begin(), f.concurrency.end(),
                                     [](const ContextPoint& p) { return p.contextLength == 32768; });
        QVERIFY(at != f.concurrency.end());
        QCOMPARE(at->worstCase, plan.maxConcurrency);
        QCOMPARE(f.savings.contextLength, std::int64_t{32768});
    }

    void refusalCarriesVllmsWords()
    {
        const Scenario s = scenarioFrom({QStringLiteral("--model"), QStringLiteral("llama-3.1-70b")});
        const DashboardFigures f = computeDashboardFigures(s);
        QVERIFY(!f.plan.fits());
        QCOMPARE(f.startupError, vllmStartupError(f.plan));
        QVERIFY(!f.startupError.isEmpty());
        // 70B in bf16 loads at no utilization: no capacity curve, so no slope to annotate.
        QVERIFY(std::none_of(f.utilization.begin(), f.utilization.end(),
                             [](const UtilizationPoint& p) { return p.verdict == Verdict::Fits; }));
        QCOMPARE(f.tokensPerUtilizationStep, std::int64_t{0});
        QCOMPARE(f.refused.size(), std::size_t{1});
    }

    void invalidScenarioStopsAfterTheExplanation()
    {
        const Scenario s = scenarioFrom({QStringLiteral("-tp"), QStringLiteral("3")});
        const DashboardFigures f = computeDashboardFigures(s);
        QCOMPARE(f.plan.verdict, Verdict::InvalidInput);
        QVERIFY(f.memoryBars.empty());
        QVERIFY(f.concurrency.empty());
        QVERIFY(!f.explanation.empty());
        QCOMPARE(f.startupError, f.plan.inputError);
    }
};

QTEST_GUILESS_MAIN(TestDashboardFigures)
#include "tst_dashboardfigures.moc"
