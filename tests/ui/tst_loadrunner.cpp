// ui/loadrunner: the Load view's simulation off the GUI thread, debounced, cancelled and generation-
// checked so that only the latest inputs' report is ever applied.
#include "report/loadfigures.h"
#include "testhelpers.h"
#include "ui/loadrunner.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

using namespace kvb;
using namespace kvb::ui;
using kvbtest::scenarioFrom;

namespace {

Scenario withSeqs(int seqs)
{
    Scenario s = scenarioFrom({});
    s.serving.maxNumSeqs = seqs;
    return s;
}

LoadSpec specFor(const Scenario& s)
{
    return loadSpecFor(s.workload, LoadControls{});
}

void compareSummaries(const SimulationSummary& a, const SimulationSummary& b)
{
    QCOMPARE(a.peakKvUsage, b.peakKvUsage);
    QCOMPARE(a.preemptions, b.preemptions);
    QCOMPARE(a.maxWaiting, b.maxWaiting);
    QCOMPARE(a.completed, b.completed);
    QCOMPARE(a.steps, b.steps);
}

} // namespace

class TestLoadRunner : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void runsOnAWorkerThreadAndMatchesTheCore()
    {
        LoadRunner runner;
        QSignalSpy ready(&runner, &LoadRunner::reportReady);
        runner.setActive(true);
        const Scenario s = withSeqs(512);
        runner.setInputs(s, specFor(s));
        QVERIFY(runner.isBusy());
        QTRY_COMPARE(ready.count(), 1);
        QTRY_VERIFY(!runner.isBusy());
        QVERIFY(runner.lastWorkerThread() != nullptr);
        QVERIFY(runner.lastWorkerThread() != QCoreApplication::instance()->thread());
        QVERIFY(runner.lastWorkerThread() != QThread::currentThread());
        const LoadReport expected = computeLoadReport(s, specFor(s));
        compareSummaries(runner.report().simulation.summary, expected.simulation.summary);
        QCOMPARE(runner.report().recommendation.maxNumSeqs, expected.recommendation.maxNumSeqs);
        QCOMPARE(runner.report().simulation.series.size(), expected.simulation.series.size());
    }

    void quickChangesAreDebouncedIntoOneRun()
    {
        LoadRunner runner;
        runner.setActive(true);
        for (int seqs : {1024, 700, 300}) {
            const Scenario s = withSeqs(seqs);
            runner.setInputs(s, specFor(s));
        }
        QTRY_COMPARE(runner.appliedResults(), 1);
        QTRY_VERIFY(!runner.isBusy());
        QCOMPARE(runner.startedRuns(), 1);
        QCOMPARE(runner.report().config.maxNumSeqs, 300);
    }

    // Two runs started back to back: the first is cancelled through its flag, its result (partial or
    // complete) is dropped, and only the second is applied.
    void aSupersededRunIsCancelledAndDropped()
    {
        LoadRunner runner;
        QSignalSpy ready(&runner, &LoadRunner::reportReady);
        runner.setActive(true);
        const Scenario first = withSeqs(1024);
        LoadSpec big = specFor(first);
        big.workload.numRequests = 50'000; // long enough to be in flight when the second starts
        runner.setInputs(first, big);
        runner.runNow();
        const Scenario second = withSeqs(200);
        runner.setInputs(second, specFor(second));
        runner.runNow(); // no event loop in between: the first result cannot have been applied
        QCOMPARE(runner.startedRuns(), 2);
        QCOMPARE(runner.cancelledRuns(), 1);
        QTRY_COMPARE(runner.droppedResults(), 1);
        QTRY_COMPARE(runner.appliedResults(), 1);
        QTRY_VERIFY(!runner.isBusy());
        QCOMPARE(ready.count(), 1);
        QCOMPARE(runner.report().config.maxNumSeqs, 200);
        QCOMPARE(runner.report().numRequests, std::int64_t{1024});
        QVERIFY(!runner.report().cancelled);
        compareSummaries(runner.report().simulation.summary,
                         computeLoadReport(second, specFor(second)).simulation.summary);
    }

    void inactiveRunnerOnlyMarksStale()
    {
        LoadRunner runner;
        runner.setDebounceInterval(10);
        const Scenario s = withSeqs(256);
        runner.setInputs(s, specFor(s));
        QVERIFY(runner.isStale());
        QTest::qWait(150);
        QCOMPARE(runner.startedRuns(), 0);
        QVERIFY(!runner.isBusy());
        runner.setActive(true);
        QTRY_COMPARE(runner.appliedResults(), 1);
        QVERIFY(!runner.isStale());
        QCOMPARE(runner.startedRuns(), 1);
        QCOMPARE(runner.report().config.maxNumSeqs, 256);
    }

    void clearDropsTheRunInFlight()
    {
        LoadRunner runner;
        runner.setActive(true);
        const Scenario s = withSeqs(1024);
        runner.setInputs(s, specFor(s));
        runner.runNow();
        runner.clear();
        QTRY_COMPARE(runner.droppedResults(), 1);
        QTRY_VERIFY(!runner.isBusy());
        QCOMPARE(runner.appliedResults(), 0);
        QVERIFY(!runner.hasReport());
    }

    void destroyingARunningRunnerWaitsForIt()
    {
        auto* runner = new LoadRunner;
        runner->setActive(true);
        const Scenario s = withSeqs(1024);
        runner->setInputs(s, specFor(s));
        runner->runNow();
        delete runner; // cancels and waits; a queued result must not reach a deleted object
        QTest::qWait(50);
    }
};

QTEST_MAIN(TestLoadRunner)
#include "tst_loadrunner.moc"
