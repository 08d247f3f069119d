// core/loadfigures: what the Load view draws, from a LoadReport; and the spec its controls run.
#include "report/loadfigures.h"
#include "testhelpers.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>

using namespace kvb;
using kvbtest::scenarioFrom;

class TestLoadFigures : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void defaultControlsAreTheScenariosWorkloadInOneBurst()
    {
        const Scenario scenario = scenarioFrom({});
        const LoadSpec spec = loadSpecFor(scenario.workload, LoadControls{});
        const LoadSpec expected = defaultLoadSpec(scenario.workload);
        QCOMPARE(spec.workload.prompt, expected.workload.prompt);
        QCOMPARE(spec.workload.output, expected.workload.output);
        QVERIFY(spec.lengthsFromScenario);
        QCOMPARE(spec.workload.numRequests, 1024);
        QCOMPARE(spec.workload.arrival.kind, ArrivalKind::Burst);
        QCOMPARE(spec.workload.seed, std::uint64_t{1});
        QCOMPARE(spec.targetKvUsage, 0.90);
        QVERIFY(spec.prefixCaching);
        QCOMPARE(spec.prefixTokens, std::int64_t{0});
        // A chart's worth of points, so that drawing a finished run fits in a frame.
        QCOMPARE(spec.maxSeriesPoints, loadChartMaxPoints);
    }

    void fixedLengthsAndOtherControls()
    {
        LoadControls c;
        c.lengthsFromScenario = false;
        c.promptTokens = 700;
        c.outputTokens = 120;
        c.numRequests = 50;
        c.arrival = {ArrivalKind::ClosedLoop, 0, 16};
        c.seed = 7;
        c.prefixCaching = false;
        c.prefixTokens = 256;
        c.targetKvPercent = 80;
        const LoadSpec spec = loadSpecFor(Workload{}, c);
        QCOMPARE(spec.workload.prompt, (LengthDistribution{700, 0}));
        QCOMPARE(spec.workload.output, (LengthDistribution{120, 0}));
        QVERIFY(spec.workload.prompt.isFixed());
        QVERIFY(!spec.lengthsFromScenario);
        QCOMPARE(spec.workload.numRequests, 50);
        QCOMPARE(spec.workload.arrival.users, 16);
        QCOMPARE(spec.workload.seed, std::uint64_t{7});
        QVERIFY(!spec.prefixCaching);
        QCOMPARE(spec.prefixTokens, std::int64_t{256});
        QCOMPARE(spec.targetKvUsage, 0.80);
    }

    void roundAxisMax_data()
    {
        QTest::addColumn<int>("value");
        QTest::addColumn<int>("expected");
        QTest::addRow("0") << 0 << 5;
        QTest::addRow("1") << 1 << 5;
        QTest::addRow("5") << 5 << 5;
        QTest::addRow("6") << 6 << 10;
        QTest::addRow("11") << 11 << 25; // not 12.5: whole ticks
        QTest::addRow("100") << 100 << 100;
        QTest::addRow("101") << 101 << 125;
        QTest::addRow("277") << 277 << 500;
        QTest::addRow("1018, the seed's queue") << 1018 << 1250;
        QTest::addRow("99999") << 99999 << 100000;
    }
    void roundAxisMax()
    {
        QFETCH(int, value);
        QFETCH(int, expected);
        QCOMPARE(kvb::roundAxisMax(value), expected);
        QCOMPARE(expected % loadAxisIntervals, 0);
    }

    void chartPointsAreTheSeries_data()
    {
        QTest::addColumn<int>("axis");
        QTest::addRow("steps") << static_cast<int>(LoadTimeAxis::Steps);
        QTest::addRow("seconds") << static_cast<int>(LoadTimeAxis::Seconds);
    }
    void chartPointsAreTheSeries()
    {
        QFETCH(int, axis);
        const auto timeAxis = static_cast<LoadTimeAxis>(axis);
        const Scenario scenario = scenarioFrom({});
        const LoadReport r = computeLoadReport(scenario, loadSpecFor(scenario.workload, LoadControls{}));
        QVERIFY(r.simulated);
        const LoadFigures f = loadFigures(r, timeAxis, 0.9);
        QVERIFY(f.simulated);
        QCOMPARE(f.points.size(), r.simulation.series.size());
        QVERIFY(f.points.size() <= static_cast<std::size_t>(loadChartMaxPoints));
        // The decimated series keeps the spiral's peak: the chart reaches what the summary reports.
        double chartPeak = 0;
        for (const LoadChartPoint& p : f.points)
            chartPeak = std::max(chartPeak, p.kvPercent);
        QCOMPARE(chartPeak, f.peakKvPercent);
        std::int64_t previous = 0;
        std::size_t mark = 0;
        std::int64_t added = 0;
        for (std::size_t i = 0; i < f.points.size(); ++i) {
            const SeriesPoint& s = r.simulation.series[i];
            const LoadChartPoint& p = f.points[i];
            QCOMPARE(p.x, timeAxis == LoadTimeAxis::Steps ? static_cast<double>(s.step) : s.timeS);
            QCOMPARE(p.kvPercent, s.kvUsage * 100.0);
            QCOMPARE(p.running, s.running);
            QCOMPARE(p.waiting, s.waiting);
            QVERIFY(p.x <= f.xMax);
            QVERIFY(p.running <= f.requestsMax && p.waiting <= f.requestsMax);
            QVERIFY(f.requestsMax <= f.requestsAxisMax);
            if (s.preemptions > previous) { // a mark exactly where the cumulative count grows
                QVERIFY(mark < f.marks.size());
                QCOMPARE(f.marks[mark].x, p.x);
                QCOMPARE(f.marks[mark].kvPercent, p.kvPercent);
                QCOMPARE(f.marks[mark].cumulative, s.preemptions);
                added += f.marks[mark].added;
                ++mark;
            }
            previous = s.preemptions;
        }
        QCOMPARE(mark, f.marks.size());
        QCOMPARE(added, r.simulation.summary.preemptions);
        QCOMPARE(f.targetPercent, 90.0);
        QCOMPARE(f.peakKvPercent, r.simulation.summary.peakKvUsage * 100.0);
    }

    // The worked example (Llama 3.1 8B, H100, util 0.92, ~1,800-token chats, p95 2,400, one burst
    // of 1,024) spirals at max_num_seqs 1,024; the recommended value holds below 90%.
    void seedSpiralsAndTheRecommendationHolds()
    {
        Scenario scenario = scenarioFrom({});
        const LoadSpec spec = loadSpecFor(scenario.workload, LoadControls{});
        const LoadFigures f = loadFigures(computeLoadReport(scenario, spec), LoadTimeAxis::Steps, 0.9);
        QCOMPARE(f.currentMaxNumSeqs, 1024);
        QCOMPARE(f.outcome, LoadOutcome::Spiral);
        QVERIFY(!f.marks.empty());
        QVERIFY(f.peakKvPercent > 99.0);
        QVERIFY(f.recommendedMaxNumSeqs > 100 && f.recommendedMaxNumSeqs < 400);
        QVERIFY(f.ruleOfThumbMaxNumSeqs > 100 && f.ruleOfThumbMaxNumSeqs < 200);
        QVERIFY(f.canApply);

        scenario.serving.maxNumSeqs = f.recommendedMaxNumSeqs;
        const LoadFigures at = loadFigures(computeLoadReport(scenario, spec), LoadTimeAxis::Steps, 0.9);
        QCOMPARE(at.outcome, LoadOutcome::Holds);
        QVERIFY(at.marks.empty());
        QVERIFY(at.peakKvPercent < 90.0);
        // A smaller max_num_seqs also shrinks the sampler's profiling run, so the pool grows a little and
        // the search may now allow a few more: never fewer.
        QVERIFY(at.recommendedMaxNumSeqs >= f.recommendedMaxNumSeqs);
    }

    // What one Load-view update costs on the worker: the default scenario's run and its search, printed
    // (the bound only catches a pathological regression; the view never waits for it).
    void defaultReportTiming()
    {
        const Scenario scenario = scenarioFrom({});
        const LoadSpec spec = loadSpecFor(scenario.workload, LoadControls{});
        std::vector<qint64> us;
        LoadReport r;
        for (int i = 0; i < 5; ++i) {
            QElapsedTimer timer;
            timer.start();
            r = computeLoadReport(scenario, spec);
            us.push_back(timer.nsecsElapsed() / 1000);
        }
        std::sort(us.begin(), us.end());
        qInfo("default load report: median %.1f ms (%d requests, %lld steps, %d simulations in the search)",
              static_cast<double>(us[2]) / 1000.0, static_cast<int>(r.numRequests),
              static_cast<long long>(r.simulation.summary.steps), r.recommendation.simulations);
        QVERIFY(us[2] < 2'000'000);
    }

    void refusingPlanIsNotSimulated()
    {
        const Scenario scenario =
            scenarioFrom({QStringLiteral("--gpu-memory-utilization"), QStringLiteral("0.2")});
        const LoadReport r = computeLoadReport(scenario, loadSpecFor(scenario.workload, LoadControls{}));
        QVERIFY(!r.plan.fits());
        const LoadFigures f = loadFigures(r, LoadTimeAxis::Steps, 0.9);
        QVERIFY(!f.simulated);
        QCOMPARE(f.outcome, LoadOutcome::NotSimulated);
        QVERIFY(f.points.empty() && f.marks.empty());
        QVERIFY(!f.canApply);
    }
};

QTEST_GUILESS_MAIN(TestLoadFigures)
#include "tst_loadfigures.moc"
