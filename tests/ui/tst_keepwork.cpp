// Work the window never loses (ui/mainwindow_session.cpp): undo/redo of every change with a slider
// drag as one step, the file name and modified mark in the title, recent files, the prompt to save on
// close, and the autosave offered back after a crash, down to a real kvbudget killed with SIGKILL.
#include "io/presets.h"
#include "io/scenariofile.h"
#include "ui/autosave.h"
#include "ui/mainwindow.h"
#include "ui/scenariocontroller.h"
#include "ui/scenariopanel.h"
#include "ui/settings.h"
#include "ui/validatingspinbox.h"
#include "uitesthelpers.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QMenu>
#include <QMessageBox>
#include <QProcess>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace kvb;
using namespace kvb::ui;

namespace {

QJsonObject json(const Scenario& s)
{
    return scenarioToJson(s, PresetCatalog::builtin());
}

QJsonObject json(const MainWindow& w)
{
    return json(w.controller()->scenario());
}

QAction* action(const MainWindow& w, const char* name)
{
    return w.findChild<QAction*>(QLatin1String(name));
}

QJsonObject readJson(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object() : QJsonObject();
}

} // namespace

class TestKeepWork : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_data.isValid());
        qputenv("KVBUDGET_DATA_DIR", m_data.path().toUtf8());
    }
    void init()
    {
        QSettings().clear();
        Autosave::discard();
        qputenv("KVBUDGET_RECOVERY", "discard");
    }

    void everyKnobUndoesToTheScenarioBeforeIt()
    {
        MainWindow w;
        const int startSlider = w.panel()->utilizationSlider()->value();
        QList<QJsonObject> states{json(w)};
        w.panel()->utilizationSlider()->setValue(80);
        states.append(json(w));
        w.panel()->maxNumSeqsSpin()->setValue(64);
        states.append(json(w));
        w.panel()->gpuCountSpin()->setValue(2);
        states.append(json(w));
        QComboBox* kv = w.panel()->kvDtypeCombo();
        kv->setCurrentIndex(kv->findData(QStringLiteral("fp8")) >= 0
                                ? kv->findData(QStringLiteral("fp8"))
                                : (kv->currentIndex() + 1) % kv->count());
        states.append(json(w));
        for (int i = 1; i < states.size(); ++i)
            QVERIFY2(states[i] != states[i - 1], qPrintable(QString::number(i)));
        QCOMPARE(w.controller()->undoStack()->count(), 4);

        QAction* undo = action(w, "undo_action");
        QAction* redo = action(w, "redo_action");
        QVERIFY(undo && redo);
        QCOMPARE(undo->shortcut(), QKeySequence(QKeySequence::Undo));
        QCOMPARE(redo->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
        for (qsizetype i = states.size() - 1; i > 0; --i) {
            undo->trigger();
            QCOMPARE(json(w), states[i - 1]);
        }
        QVERIFY(!undo->isEnabled());
        // The panel shows the scenario undo restored.
        QCOMPARE(w.panel()->utilizationSlider()->value(), startSlider);
        for (qsizetype i = 1; i < states.size(); ++i) {
            redo->trigger();
            QCOMPARE(json(w), states[i]);
        }
    }

    void theUndoTextNamesTheSetting()
    {
        MainWindow w;
        w.panel()->utilizationSlider()->setValue(75);
        QCOMPARE(action(w, "undo_action")->text(), QStringLiteral("Undo Change gpu_memory_utilization"));
        w.panel()->maxNumSeqsSpin()->setValue(32);
        QCOMPARE(action(w, "undo_action")->text(), QStringLiteral("Undo Change max_num_seqs"));
        action(w, "undo_action")->trigger();
        QCOMPARE(action(w, "redo_action")->text(), QStringLiteral("Redo Change max_num_seqs"));
    }

    void aSliderDragIsOneStep()
    {
        MainWindow w;
        const QJsonObject before = json(w);
        QSlider* slider = w.panel()->utilizationSlider();
        const int start = slider->value();
        slider->setSliderDown(true);
        for (int value = start - 1; value >= 50; --value) // one valueChanged per pixel of the drag
            slider->setValue(value);
        slider->setSliderDown(false);
        QVERIFY(start - 50 > 30);
        QCOMPARE(w.controller()->undoStack()->count(), 1);
        const QJsonObject dragged = json(w);
        action(w, "undo_action")->trigger();
        QCOMPARE(json(w), before);
        action(w, "redo_action")->trigger();
        QCOMPARE(json(w), dragged);
    }

    void aDragBackToTheStartLeavesNoStep()
    {
        MainWindow w;
        QSlider* slider = w.panel()->utilizationSlider();
        slider->setValue(80); // an explicit value (the default scenario leaves vLLM's default)
        w.controller()->resetHistory();
        const int start = slider->value();
        for (int value = start - 1; value >= start - 10; --value)
            slider->setValue(value);
        for (int value = start - 9; value <= start; ++value)
            slider->setValue(value);
        QCOMPARE(w.controller()->undoStack()->count(), 0);
    }

    void theTitleMarksChangesSinceTheSave()
    {
        MainWindow w;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("review.json"));
        QVERIFY(w.windowTitle().contains(QLatin1String("[*]")));
        QVERIFY(!w.isWindowModified()); // no file: the next start restores it anyway
        w.panel()->utilizationSlider()->setValue(70);
        QVERIFY(!w.isWindowModified());
        QVERIFY(w.saveScenario(path));
        QCOMPARE(w.currentFile(), QFileInfo(path).absoluteFilePath());
        QCOMPARE(w.windowFilePath(), QFileInfo(path).absoluteFilePath());
        QVERIFY2(w.windowTitle().startsWith(QLatin1String("review.json[*]")), qPrintable(w.windowTitle()));
        QVERIFY(!w.isWindowModified());
        QVERIFY(w.controller()->undoStack()->isClean());
        w.panel()->maxNumSeqsSpin()->setValue(48);
        QVERIFY(w.isWindowModified());
        action(w, "undo_action")->trigger(); // back to what the file holds
        QVERIFY(!w.isWindowModified());
        action(w, "undo_action")->trigger(); // before the save: differs from the file again
        QVERIFY(w.isWindowModified());
        action(w, "redo_action")->trigger();
        QVERIFY(!w.isWindowModified());
        w.panel()->maxNumSeqsSpin()->setValue(40);
        QVERIFY(w.save()); // Ctrl+S: to the current file, no dialog
        QVERIFY(!w.isWindowModified());
        QCOMPARE(readJson(path), json(w));
    }

    void openingAFileIsCleanAndUndoable()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("opened.json"));
        Scenario other = defaultScenario();
        other.serving.maxNumSeqs = 17;
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(json(other)).toJson());
        file.close();
        MainWindow w;
        const QJsonObject before = json(w);
        QVERIFY(w.openScenario(path));
        QVERIFY(!w.isWindowModified());
        QCOMPARE(action(w, "undo_action")->text(), QStringLiteral("Undo Open opened.json"));
        action(w, "undo_action")->trigger(); // a slip of the mouse on Open is taken back too
        QCOMPARE(json(w), before);
    }

    void recentFilesAreKeptAndAMissingOneIsRemoved()
    {
        QTemporaryDir dir;
        const QString first = dir.filePath(QStringLiteral("first.json"));
        const QString second = dir.filePath(QStringLiteral("second.json"));
        {
            MainWindow w;
            QVERIFY(w.saveScenario(first));
            QVERIFY(w.saveScenario(second));
            QCOMPARE(w.settings()->recentFiles(), (QStringList{second, first}));
            w.saveSettings();
        }
        QVERIFY(QFile::remove(first));
        MainWindow w; // persisted with QSettings
        QCOMPARE(w.settings()->recentFiles(), (QStringList{second, first}));
        QList<QAction*> items;
        for (QAction* a : w.recentMenu()->actions())
            if (!a->data().toString().isEmpty())
                items.append(a);
        QCOMPARE(items.size(), 2);
        QCOMPARE(items.at(1)->data().toString(), first);
        items.at(1)->trigger();
        QMessageBox* box = w.findChild<QMessageBox*>(QStringLiteral("kvbudget_error"));
        QVERIFY(box);
        QVERIFY2(box->text().contains(QLatin1String("first.json")), qPrintable(box->text()));
        QCOMPARE(w.settings()->recentFiles(), QStringList{second});
        for (int i = 0; i < 12; ++i) {
            const QString path = dir.filePath(QStringLiteral("many%1.json").arg(i));
            QVERIFY(w.saveScenario(path));
        }
        QCOMPARE(w.settings()->recentFiles().size(), qsizetype(Settings::kMaxRecentFiles));
    }

    void closingAskesToSaveAChangedFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("prompt.json"));
        MainWindow w;
        w.show();
        QVERIFY(w.saveScenario(path));
        w.panel()->maxNumSeqsSpin()->setValue(24);
        int asked = 0;
        w.setSavePrompt([&] {
            ++asked;
            return QMessageBox::Cancel;
        });
        QVERIFY(!w.close()); // Cancel: the window stays
        QVERIFY(w.isVisible());
        w.setSavePrompt([&] {
            ++asked;
            return QMessageBox::Save;
        });
        QVERIFY(w.close());
        QCOMPARE(asked, 2);
        QCOMPARE(readJson(path)
                     .value(QLatin1String("serving"))
                     .toObject()
                     .value(QLatin1String("max_num_seqs"))
                     .toInt(),
                 24);
        MainWindow clean; // unmodified: closes without asking
        clean.show();
        clean.setSavePrompt([&] {
            ++asked;
            return QMessageBox::Cancel;
        });
        QVERIFY(clean.close());
        QCOMPARE(asked, 2);
    }

    void autosaveFollowsAChangeAndACleanExitRemovesIt()
    {
        MainWindow w;
        w.show();
        QVERIFY(!w.autosave()->isScheduled());
        w.panel()->maxNumSeqsSpin()->setValue(20);
        QVERIFY(w.autosave()->isScheduled());
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(Autosave::filePath()), 3 * Autosave::kDelayMs);
        const auto pending = Autosave::pending();
        QVERIFY(pending);
        QCOMPARE(pending->scenario, json(w));
        QVERIFY(w.close());
        QVERIFY(!QFile::exists(Autosave::filePath()));
        QVERIFY(!Autosave::pending());
    }

    void aCrashedSessionIsOfferedBack()
    {
        QJsonObject changed;
        {
            MainWindow w;
            w.panel()->maxNumSeqsSpin()->setValue(12);
            changed = json(w);
            QVERIFY(w.autosave()->writeNow());
        } // gone without a close: a crash
        qunsetenv("KVBUDGET_RECOVERY");
        MainWindow w;
        QVERIFY(w.pendingRecovery());
        QCOMPARE(w.pendingRecovery()->scenario, changed);
        QVERIFY(json(w) != changed);
        QTRY_VERIFY(w.findChild<QMessageBox*>(QStringLiteral("kvbudget_recovery")));
        QMessageBox* box = w.findChild<QMessageBox*>(QStringLiteral("kvbudget_recovery"));
        QVERIFY2(box->text().startsWith(
                     QLatin1String("kvbudget did not close cleanly. Restore the scenario from ")),
                 qPrintable(box->text()));
        w.answerRecovery(true);
        box->close();
        QCOMPARE(json(w), changed);
        QVERIFY(!w.pendingRecovery());
        action(w, "undo_action")->trigger(); // the restore is a step like any other
        QVERIFY(json(w) != changed);
    }

    void aScenarioKilledWithSigkillIsOfferedOnTheNextStart()
    {
        QTemporaryDir dir;
        Scenario scenario = defaultScenario();
        scenario.name = QStringLiteral("Recovery after kill -9");
        scenario.serving.maxNumSeqs = 33;
        scenario.serving.gpuMemoryUtilization = 0.83;
        const QString path = dir.filePath(QStringLiteral("work.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(json(scenario)).toJson());
        file.close();

        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("KVBUDGET_DATA_DIR"), dir.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("KVBUDGET_RECOVERY"), QStringLiteral("restore"));
        const QString autosave = dir.filePath(QStringLiteral("data/autosave.json"));

        QProcess first;
        first.setProcessEnvironment(env);
        first.start(QStringLiteral(KVBUDGET_BINARY), {path}); // the window, with the file opened
        QVERIFY(first.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(autosave), 20000);
        first.kill(); // SIGKILL: no close event, no clean exit
        QVERIFY(first.waitForFinished());
        QCOMPARE(first.exitStatus(), QProcess::CrashExit);
        const QJsonObject saved = readJson(autosave);
        QCOMPARE(saved.value(QLatin1String("scenario")).toObject(), json(scenario));
        QCOMPARE(saved.value(QLatin1String("file")).toString(), QFileInfo(path).absoluteFilePath());

        QProcess second;
        second.setProcessEnvironment(env);
        second.start(QStringLiteral(KVBUDGET_BINARY), QStringList());
        QVERIFY(second.waitForStarted());
        QByteArray err;
        QTRY_VERIFY_WITH_TIMEOUT((err += second.readAllStandardError()).contains("recovery offered"), 20000);
        second.kill();
        second.waitForFinished();
        QVERIFY2(err.contains("Recovery after kill -9"), err.constData());
        QVERIFY2(err.contains(saved.value(QLatin1String("saved_at")).toString().toUtf8()), err.constData());
    }

private:
    QTemporaryDir m_data;
};

QTEST_MAIN(TestKeepWork)
#include "tst_keepwork.moc"
