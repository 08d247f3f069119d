// ui/loadview: the "Load" tab against computeLoadReport for the same inputs - summary, chart series,
// recommendation and Apply, the refusal of a plan that does not start, and running only when shown.
#include "testhelpers.h"
#include "ui/loadchart.h"
#include "ui/loadcontrols.h"
#include "ui/loadrunner.h"
#include "ui/loadview.h"
#include "ui/mainwindow.h"
#include "ui/scenariocontroller.h"
#include "uitesthelpers.h"
#include "vllm/messages.h"

#include <QAction>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>

using namespace kvb;
using namespace kvb::ui;

namespace {

LoadReport expectedReport(const ScenarioController& c, const LoadControls& controls = {})
{
    return computeLoadReport(c.scenario(), loadSpecFor(c.scenario().workload, controls));
}

// The view is idle and shows a report for the controller's current scenario.
bool settled(const LoadView& view, const ScenarioController& c)
{
    const LoadRunner* r = view.runner();
    return !r->isBusy() && !r->isStale() && r->hasReport() &&
           r->report().config.maxNumSeqs == c.plan().settings.maxNumSeqs;
}

} // namespace

class TestLoadView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void summaryAndChartAreTheCoresReport()
    {
        ScenarioController c;
        LoadView view(&c);
        view.resize(1200, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY(settled(view, c));

        const LoadReport expected = expectedReport(c);
        const SimulationSummary& s = expected.simulation.summary;
        const SimulationSummary& shown = view.runner()->report().simulation.summary;
        QCOMPARE(shown.peakKvUsage, s.peakKvUsage);
        QCOMPARE(shown.preemptions, s.preemptions);
        QCOMPARE(shown.maxWaiting, s.maxWaiting);
        QCOMPARE(shown.completed, s.completed);
        QCOMPARE(shown.steps, s.steps);
        QVERIFY(view.peakLabel()->text().startsWith(
            QStringLiteral("%1%").arg(QLocale().toString(s.peakKvUsage * 100, 'f', 1))));
        QVERIFY(view.preemptionsLabel()->text().startsWith(withThousands(s.preemptions)));
        QVERIFY(view.waitingLabel()->text().startsWith(withThousands(s.maxWaiting)));
        QCOMPARE(
            view.completedLabel()->text(),
            QStringLiteral("%1 of %2").arg(withThousands(s.completed), withThousands(expected.numRequests)));
        QVERIFY(view.stepsLabel()->text().startsWith(withThousands(s.steps)));
        QVERIFY(
            view.recommendedLabel()->text().startsWith(withThousands(expected.recommendation.maxNumSeqs)));
        QVERIFY(view.ruleOfThumbLabel()->text().startsWith(withThousands(expected.ruleOfThumbMaxNumSeqs)));

        // The worked example spirals at 1,024 and the view says so.
        QVERIFY(s.preemptions > 0);
        QVERIFY(view.headlineLabel()->text().startsWith(QStringLiteral("Preemption spiral")));
        QVERIFY(view.applyButton()->isEnabled());
        QVERIFY(view.applyButton()->text().contains(withThousands(expected.recommendation.maxNumSeqs)));

        const LoadFigures f = loadFigures(expected, LoadTimeAxis::Steps, 0.9);
        const LoadChart* chart = view.chart();
        QCOMPARE(chart->kvSeries()->count(), static_cast<qsizetype>(expected.simulation.series.size()));
        QCOMPARE(chart->runningSeries()->count(), chart->kvSeries()->count());
        QCOMPARE(chart->waitingSeries()->count(), chart->kvSeries()->count());
        for (int i = 0; i < chart->kvSeries()->count(); ++i) {
            const SeriesPoint& p = expected.simulation.series[static_cast<std::size_t>(i)];
            QCOMPARE(chart->kvSeries()->at(i), QPointF(static_cast<double>(p.step), p.kvUsage * 100.0));
            QCOMPARE(chart->runningSeries()->at(i), QPointF(static_cast<double>(p.step), p.running));
            QCOMPARE(chart->waitingSeries()->at(i), QPointF(static_cast<double>(p.step), p.waiting));
        }
        QCOMPARE(chart->preemptionSeries()->count(), static_cast<qsizetype>(f.marks.size()));
        QVERIFY(chart->preemptionSeries()->count() > 0);
        QCOMPARE(chart->targetSeries()->count(), 2);
        QCOMPARE(chart->targetSeries()->at(0).y(), 90.0);
        QCOMPARE(chart->percentAxis()->min(), 0.0);
        QCOMPARE(chart->percentAxis()->max(), 100.0);
        QVERIFY(chart->timeAxis()->max() >= f.xMax);
        QCOMPARE(chart->requestsAxis()->max(), static_cast<double>(f.requestsAxisMax));
        QCOMPARE(chart->requestsAxis()->tickCount(), chart->percentAxis()->tickCount());
        QVERIFY(chart->message().isEmpty());

        // Simulated seconds: the same points on the report's clock, without a new run.
        const int runs = view.runner()->startedRuns();
        view.controls()->axisCombo()->setCurrentIndex(1);
        QCOMPARE(view.runner()->startedRuns(), runs);
        QCOMPARE(chart->kvSeries()->at(chart->kvSeries()->count() - 1).x(),
                 expected.simulation.series.back().timeS);
    }

    void scenarioChangesAreFollowedAndOnlyTheLastApplied()
    {
        ScenarioController c;
        LoadView view(&c);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY(settled(view, c));
        const int started = view.runner()->startedRuns();
        const int applied = view.runner()->appliedResults();

        c.edit([](Scenario& s) { s.serving.maxNumSeqs = 600; });
        c.edit([](Scenario& s) { s.serving.maxNumSeqs = 128; });
        QVERIFY(view.statusLabel()->text().startsWith(QStringLiteral("Simulating")));
        QTRY_VERIFY(settled(view, c));
        QCOMPARE(view.runner()->startedRuns(), started + 1); // debounced: 600 never ran
        QCOMPARE(view.runner()->appliedResults(), applied + 1);
        QCOMPARE(view.runner()->report().config.maxNumSeqs, 128);
        QVERIFY(view.statusLabel()->text().isEmpty());
        const LoadReport expected = expectedReport(c);
        QCOMPARE(view.runner()->report().simulation.summary.peakKvUsage,
                 expected.simulation.summary.peakKvUsage);
        QCOMPARE(view.chart()->kvSeries()->count(),
                 static_cast<qsizetype>(expected.simulation.series.size()));

        // A workload control is an input too.
        view.controls()->requestsSpin()->setValue(300);
        QTRY_VERIFY(settled(view, c) && view.runner()->report().numRequests == 300);
        QCOMPARE(view.runner()->report().simulation.summary.completed, std::int64_t{300});
    }

    void applySetsTheRecommendation()
    {
        ScenarioController c;
        LoadView view(&c);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY(settled(view, c));
        const int recommended = view.runner()->report().recommendation.maxNumSeqs;
        QVERIFY(recommended > 0 && recommended < 1024);
        QTest::mouseClick(view.applyButton(), Qt::LeftButton);
        QCOMPARE(c.scenario().serving.maxNumSeqs.value_or(0), recommended);
        QVERIFY(!view.applyButton()->isEnabled()); // stale until the new run is in
        QTRY_VERIFY(settled(view, c));
        // At the recommended value there are no preemptions and the peak stays below 90%.
        const SimulationSummary& s = view.runner()->report().simulation.summary;
        QCOMPARE(s.preemptions, std::int64_t{0});
        QVERIFY(s.peakKvUsage < 0.9);
        QVERIFY(view.headlineLabel()->text().startsWith(QStringLiteral("Holds")));
        QCOMPARE(view.chart()->preemptionSeries()->count(), 0);
    }

    void aPlanThatDoesNotStartIsNotSimulated()
    {
        ScenarioController c;
        LoadView view(&c);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY(settled(view, c));
        const int started = view.runner()->startedRuns();

        c.edit([](Scenario& s) { s.serving.gpuMemoryUtilization = 0.2; });
        QVERIFY(!c.plan().fits());
        QVERIFY(view.isRefused());
        QVERIFY(view.headlineLabel()->text().startsWith(QStringLiteral("vLLM would not start")));
        QVERIFY(!view.chart()->message().isEmpty());
        QCOMPARE(view.chart()->kvSeries()->count(), 0);
        QCOMPARE(view.peakLabel()->text(), QStringLiteral("not simulated"));
        QVERIFY(!view.applyButton()->isEnabled());
        QVERIFY(view.statusLabel()->text().isEmpty()); // nothing is being simulated
        QTest::qWait(400);                             // longer than the debounce
        QCOMPARE(view.runner()->startedRuns(), started);
        QVERIFY(!view.runner()->isBusy());
        QVERIFY(!view.runner()->hasReport());

        c.edit([](Scenario& s) { s.serving.gpuMemoryUtilization = 0.92; });
        QVERIFY(!view.isRefused());
        QTRY_VERIFY(settled(view, c));
        QVERIFY(view.chart()->kvSeries()->count() > 0);
    }

    void theLoadTabSimulatesOnlyWhenShown()
    {
        QSettings().clear();
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        LoadView* view = w.loadView();
        QCOMPARE(w.tabs()->currentWidget(), static_cast<QWidget*>(w.dashboard()));
        w.controller()->edit([](Scenario& s) { s.serving.maxNumSeqs = 300; });
        QTest::qWait(400);
        QCOMPARE(view->runner()->startedRuns(), 0); // the capacity tab's sliders pay nothing
        QVERIFY(view->runner()->isStale());

        QTest::keyClick(&w, Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(w.tabs()->currentWidget(), static_cast<QWidget*>(view));
        QTRY_VERIFY(settled(*view, *w.controller()));
        QCOMPARE(view->runner()->startedRuns(), 1);
        QCOMPARE(view->runner()->report().config.maxNumSeqs, 300);

        QTest::keyClick(&w, Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(w.tabs()->currentWidget(), static_cast<QWidget*>(w.dashboard()));
        w.controller()->edit([](Scenario& s) { s.serving.maxNumSeqs = 200; });
        QTest::qWait(400);
        QCOMPARE(view->runner()->startedRuns(), 1);
    }

    // File -> Export chart -> Load from the Capacity tab: the window switches to the Load tab, waits for
    // the run (never blocking the event loop) and writes the chart as shown, with the scenario caption.
    void exportsTheLoadChart()
    {
        QTemporaryDir dir;
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString png = dir.filePath(QStringLiteral("load.png"));
        QVERIFY(w.exportLoadChart(png));
        QCOMPARE(w.tabs()->currentWidget(), static_cast<QWidget*>(w.loadView()));
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(png), 20000);
        QVERIFY(settled(*w.loadView(), *w.controller()));
        const QImage image(png);
        const QSize chart = w.loadView()->chart()->size();
        QCOMPARE(image.width(), chart.width() * 2);   // twice the pixels, like the dashboard's export
        QVERIFY(image.height() > chart.height() * 2); // and the caption strip beneath
        QVERIFY(kvbtest::distinctColours(image) > 20);

        // Now that the run is current, vector formats are written at once.
        const QString svg = dir.filePath(QStringLiteral("load.svg"));
        const QString pdf = dir.filePath(QStringLiteral("load.pdf"));
        QVERIFY(w.exportLoadChart(svg));
        QVERIFY(w.exportLoadChart(pdf));
        QFile svgFile(svg);
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        const QByteArray svgText = svgFile.readAll();
        QVERIFY(svgText.contains("<svg"));
        QVERIFY(svgText.contains("Llama-3.1-8B")); // the caption names the scenario and the workload
        QVERIFY(svgText.contains("1,024 requests, prompt log-normal"));
        QFile pdfFile(pdf);
        QVERIFY(pdfFile.open(QIODevice::ReadOnly));
        QVERIFY(pdfFile.read(5) == "%PDF-");
        QVERIFY(pdfFile.size() > 5000);
    }

    // Data first (above), then a few pixels: the shown chart is drawn, not blank.
    void theChartIsDrawn()
    {
        ScenarioController c;
        LoadView view(&c);
        view.resize(1280, 720);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY(settled(view, c));
        const QImage image = view.chart()->grab().toImage();
        QVERIFY(kvbtest::distinctColours(image) > 20);
        // The KV usage line is drawn in its colour somewhere in the plot.
        bool green = false;
        const QColor kv = view.chart()->kvSeries()->pen().color();
        for (int y = 0; y < image.height() && !green; y += 2)
            for (int x = 0; x < image.width() && !green; x += 2)
                green = image.pixelColor(x, y) == kv;
        QVERIFY(green);

        // What applying a result costs the GUI thread (printed; the runner keeps the simulation off it).
        const LoadFigures f = loadFigures(view.runner()->report(), LoadTimeAxis::Seconds, 0.9);
        QElapsedTimer timer;
        timer.start();
        view.chart()->setFigures(f);
        view.chart()->grab();
        qInfo("chart update and repaint: %.1f ms for %d points",
              static_cast<double>(timer.nsecsElapsed()) / 1e6, static_cast<int>(f.points.size()));
    }

    void everyControlHasATooltip()
    {
        ScenarioController c;
        LoadView view(&c);
        const auto widgets = view.findChildren<QWidget*>();
        int checked = 0;
        for (const QWidget* w : widgets) {
            if (w->focusPolicy() == Qt::NoFocus || qobject_cast<const QLabel*>(w) || w->isWindow())
                continue;
            if (!w->inherits("QAbstractSpinBox") && !w->inherits("QComboBox") &&
                !w->inherits("QAbstractButton"))
                continue;
            QVERIFY2(!w->toolTip().isEmpty(), w->metaObject()->className());
            ++checked;
        }
        QVERIFY(checked >= 12);
    }
};

QTEST_MAIN(TestLoadView)
#include "tst_loadview.moc"
