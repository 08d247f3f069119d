// "Calibrate from a vLLM log", offscreen: a pasted public log re-bases the dashboard on the measured
// terms (its KV figure within 0.5% of the logged one, the calibrated marker shown), garbage is named
// and changes nothing, Cancel changes nothing, and a log file opens or drops into the dialog.

#include "io/presets.h"
#include "testhelpers.h"
#include "ui/bandnote.h"
#include "ui/calibratedialog.h"
#include "ui/calibrationassumptions.h"
#include "ui/caption.h"
#include "ui/dashboard.h"
#include "ui/mainwindow.h"
#include "ui/scenariocontroller.h"
#include "ui/validatingspinbox.h"
#include "ui/verdictbanner.h"
#include "vllm/calibration.h"
#include "vllm/startuplogs.h"
#include "vllm/vllmlog.h"

#include <QAction>
#include <QDropEvent>
#include <QFile>
#include <QMenuBar>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace kvb;
using namespace kvb::ui;

namespace {

std::optional<LogCase> publicCase(const QString& id)
{
    for (const LogCase& c : kvbtest::publicLogCases())
        if (c.id == id)
            return c;
    return std::nullopt;
}

// llmd-h100-llama-31-8b, as vLLM ~0.11 prints it.
const QString llamaLog =
    QStringLiteral("INFO 10-02 12:00:01 [gpu_model_runner.py:2007] Model loading took 14.99 GiB "
                   "memory and 31.46 seconds\n"
                   "INFO 10-02 12:00:09 [gpu_worker.py:276] Available KV cache memory: 51.38 GiB\n");

int rowOf(const QTableWidget* table, const QString& id)
{
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->item(r, CalibrateDialog::FigureColumn)->data(Qt::UserRole).toString() == id)
            return r;
    return -1;
}

void drop(QWidget* target, const QString& path)
{
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent dropped(QPointF(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &dropped);
}

} // namespace

class TestCalibrateDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void pastedPublicLogCalibratesTheDashboard_data()
    {
        QTest::addColumn<QString>("id");
        const QStringList ids = kvbtest::calibratablePublicLogIds();
        for (const QString& id : ids)
            QTest::newRow(qPrintable(id)) << id;
        QVERIFY(ids.size() >= 5);
    }

    void pastedPublicLogCalibratesTheDashboard()
    {
        QFETCH(QString, id);
        const LogCase c = publicCase(id).value();
        ScenarioController controller;
        controller.setScenario(scenarioForCase(c, PresetCatalog::builtin()).value());
        Dashboard dashboard;
        connect(&controller, &ScenarioController::figuresChanged, &dashboard, &Dashboard::setFigures);
        dashboard.setFigures(controller.figures());
        QVERIFY(!dashboard.banner()->bandNote()->calibratedShown());

        CalibrateDialog dialog(&controller);
        dialog.setLogText(c.rawLog);
        QVERIFY2(dialog.canApply(), qPrintable(dialog.message()));
        QVERIFY(!dialog.messageIsError());
        QVERIFY(dialog.applyButton()->isEnabled());
        // Predicted against logged, side by side, with the prediction's error where the log has the figure.
        const ParsedVllmLog log = parseVllmLog(c.rawLog).value();
        QTableWidget* table = dialog.comparisonTable();
        const int kvRow = rowOf(table, QStringLiteral("kv_cache"));
        QVERIFY(kvRow >= 0);
        if (log.figures.availableKvGiB) {
            QVERIFY(table->item(kvRow, CalibrateDialog::ErrorColumn)->text().endsWith(QLatin1Char('%')));
            QCOMPARE(table->item(kvRow, CalibrateDialog::LoggedColumn)->text(),
                     QLocale().toString(*log.figures.availableKvGiB, 'f', 2));
        }
        QVERIFY(dialog.details().contains(QStringLiteral("Adopted from the log")));

        QVERIFY(dialog.apply());
        const Plan& plan = controller.plan();
        QVERIFY(plan.calibrated);
        if (log.figures.availableKvGiB) {
            const double logged = *log.figures.availableKvGiB;
            QVERIFY2(
                std::fabs(toGiB(plan.memory.kvCache) - logged) <= std::max(0.005 * std::fabs(logged), 0.005),
                qPrintable(QStringLiteral("%1 vs logged %2").arg(toGiB(plan.memory.kvCache)).arg(logged)));
        }
        if (log.figures.numGpuBlocks && *log.figures.numGpuBlocks > 0)
            QCOMPARE(plan.numBlocks, *log.figures.numGpuBlocks);
        if (log.figures.kvTokens && log.error.isEmpty())
            kvbtest::compareCalibratedTokens(plan, log);
        QVERIFY(dashboard.banner()->bandNote()->calibratedShown());
        QVERIFY(scenarioCaption(controller.figures()).contains(QStringLiteral("calibrated")));
    }

    void garbageIsNamedAndApplyDoesNothing()
    {
        ScenarioController controller;
        const std::int64_t before = controller.plan().kvTokens;
        CalibrateDialog dialog(&controller);
        dialog.setLogText(
            QStringLiteral("Traceback (most recent call last):\n  lorem ipsum 12 GiB\n\x01\x02garbage"));
        QVERIFY(dialog.messageIsError());
        QVERIFY(!dialog.message().isEmpty());
        QVERIFY(!dialog.canApply());
        QVERIFY(!dialog.applyButton()->isEnabled());
        QCOMPARE(dialog.comparisonTable()->rowCount(), 0);
        QVERIFY(!dialog.apply());
        QCOMPARE(controller.plan().kvTokens, before);
        QVERIFY(!controller.plan().calibrated);
        QVERIFY(!controller.scenario().serving.overrides.any());
    }

    void partialLogUsesWhatCouldBeRead()
    {
        ScenarioController controller;
        CalibrateDialog dialog(&controller);
        dialog.setLogText(QStringLiteral("Model loading took 14.99 GiB memory and 31.46 seconds\n"
                                         "Available KV cache memory: GiB\n"));
        QVERIFY2(dialog.canApply(), qPrintable(dialog.message()));
        QVERIFY(!dialog.messageIsError());
        QVERIFY2(dialog.message().contains(QStringLiteral("could not be read")),
                 qPrintable(dialog.message()));
        QVERIFY(dialog.details().contains(QStringLiteral("Notes:")));
        QVERIFY(dialog.apply());
        QCOMPARE(controller.plan().memory.weights, fromGiB(14.99));
    }

    // A log without the utilization: the dialog says the window's value was assumed and takes another.
    void assumedInputsAreNamedAndSettable()
    {
        ScenarioController controller;
        CalibrateDialog dialog(&controller);
        dialog.setLogText(llamaLog); // states neither the utilization nor max_model_len
        QVERIFY(dialog.canApply());
        CalibrationAssumptions* assumed = dialog.assumptions();
        QVERIFY(!assumed->isHidden());
        QCOMPARE(assumed->assumed(),
                 (QStringList{QStringLiteral("gpu_memory_utilization"), QStringLiteral("max_model_len")}));
        QVERIFY2(assumed->text().contains(QLatin1String("Assumed from the window")),
                 qPrintable(assumed->text()));
        QVERIFY2(assumed->text().contains(QLatin1String("gpu_memory_utilization 0.92")),
                 qPrintable(assumed->text()));
        QVERIFY(assumed->utilizationBox()->isEnabled());
        QCOMPARE(assumed->utilizationBox()->value(), controller.plan().settings.gpuMemoryUtilization);

        // The run used 0.85: the terms are solved on that, and Apply takes it.
        const std::optional<Bytes> onTheWindowsValue =
            dialog.calibration()->scenario.serving.overrides.activation;
        assumed->utilizationBox()->setValue(0.85);
        QVERIFY(dialog.canApply());
        QCOMPARE(dialog.calibration()->scenario.serving.gpuMemoryUtilization, std::optional<double>(0.85));
        Scenario expected = controller.scenario();
        expected.serving.gpuMemoryUtilization = 0.85;
        QCOMPARE(dialog.calibration()->calibrated.kvTokens,
                 calibrateFromLog(expected, dialog.calibration()->log).value().calibrated.kvTokens);
        // The logged KV pool stays; the overhead solved from it moves with the ceiling.
        QVERIFY(dialog.calibration()->scenario.serving.overrides.activation != onTheWindowsValue);
        QVERIFY(dialog.apply());
        QCOMPARE(controller.scenario().serving.gpuMemoryUtilization, std::optional<double>(0.85));
    }

    void statedInputsAreNotAssumed()
    {
        ScenarioController controller;
        CalibrateDialog dialog(&controller);
        dialog.setLogText(llamaLog +
                          QStringLiteral("INFO 10-02 12:00:09 [worker.py:1] total_gpu_memory (79.19GiB) "
                                         "x gpu_memory_utilization (0.90) = 71.27GiB\n"));
        QVERIFY2(dialog.canApply(), qPrintable(dialog.message()));
        QVERIFY(!dialog.assumptions()->assumed().contains(QStringLiteral("gpu_memory_utilization")));
        QVERIFY(!dialog.assumptions()->utilizationBox()->isEnabled());
        QCOMPARE(dialog.assumptions()->utilizationBox()->value(), 0.90);
        // At 0.80 the same weights and KV pool exceed the stated 63.35 GiB ceiling: no run logs that.
        dialog.setLogText(llamaLog +
                          QStringLiteral("INFO 10-02 12:00:09 [worker.py:1] total_gpu_memory (79.19GiB) "
                                         "x gpu_memory_utilization (0.80) = 63.35GiB\n"));
        QVERIFY(!dialog.canApply());
        QVERIFY2(dialog.message().contains(QStringLiteral("inconsistent")), qPrintable(dialog.message()));
    }

    void cancelChangesNothing()
    {
        ScenarioController controller;
        const std::int64_t before = controller.plan().kvTokens;
        CalibrateDialog dialog(&controller);
        dialog.setLogText(llamaLog);
        QVERIFY(dialog.canApply());
        dialog.reject();
        QCOMPARE(controller.plan().kvTokens, before);
        QVERIFY(!controller.plan().calibrated);
    }

    void whatIfsKeepTheCalibrationUntilTheModelChanges()
    {
        ScenarioController controller;
        CalibrateDialog dialog(&controller);
        dialog.setLogText(llamaLog);
        QVERIFY(dialog.apply());
        QVERIFY(controller.plan().calibrated);
        // The panel's knobs go through edit(): a what-if on the utilization starts from the measured terms.
        controller.edit([](Scenario& s) { s.serving.gpuMemoryUtilization = 0.95; });
        QVERIFY(controller.plan().calibrated);
        QCOMPARE(controller.plan().memory.weights, fromGiB(14.99));
        // Another model: the logged weights are not its weights.
        controller.edit([](Scenario& s) {
            s.model = PresetCatalog::builtin().model(QStringLiteral("qwen3-8b")).value();
        });
        QVERIFY(!controller.plan().calibrated);
        QVERIFY(!controller.scenario().serving.overrides.any());
    }

    void logFilesOpenAndDrop()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("vllm.log"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(llamaLog.toUtf8());
        file.close();

        ScenarioController controller;
        CalibrateDialog dialog(&controller);
        QVERIFY(!dialog.loadFile(dir.filePath(QStringLiteral("missing.log"))));
        QVERIFY(dialog.messageIsError());
        QVERIFY(dialog.message().contains(QStringLiteral("missing.log")));
        QVERIFY(dialog.loadFile(path));
        QVERIFY(dialog.canApply());
        QCOMPARE(dialog.logEdit()->toPlainText(), llamaLog);

        dialog.reset();
        QVERIFY(!dialog.canApply());
        drop(&dialog, path);
        QVERIFY(dialog.canApply());
    }

    void windowOpensTheDialogFromTheMenuAndFromADrop()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QAction* action = nullptr;
        for (QAction* a : w.menuBar()->findChildren<QAction*>())
            if (a->text().remove(QLatin1Char('&')).contains(QStringLiteral("Calibrate")))
                action = a;
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_L));
        action->trigger();
        QVERIFY(w.calibrateDialog());
        QVERIFY(w.calibrateDialog()->isVisible());
        w.calibrateDialog()->reject();

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("startup.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(llamaLog.toUtf8());
        file.close();
        drop(&w, path);
        QVERIFY(w.calibrateDialog()->isVisible());
        QVERIFY(w.calibrateDialog()->canApply());
        QVERIFY(w.calibrateDialog()->apply());
        QVERIFY(w.controller()->plan().calibrated);
        QVERIFY(w.dashboard()->banner()->bandNote()->calibratedShown());
    }
};

QTEST_MAIN(TestCalibrateDialog)
#include "tst_calibratedialog.moc"
