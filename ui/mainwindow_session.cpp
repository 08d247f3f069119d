// The window's ways of never losing work: undo/redo, the current file and its modified mark, recent
// files, the prompt to save on close, the window state saved when it changes, and the autosave with
// its recovery after a crash.
#include "ui/mainwindow.h"

#include "base/atomicwrite.h"
#include "io/presets.h"
#include "io/scenariofile.h"
#include "ui/caption.h"
#include "ui/scenariocontroller.h"
#include "ui/settings.h"

#include <QAction>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenu>
#include <QPushButton>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>

#include <cstdio>

namespace kvb::ui {

void MainWindow::startSession()
{
    m_settingsTimer = new QTimer(this);
    m_settingsTimer->setSingleShot(true);
    m_settingsTimer->setInterval(Autosave::kDelayMs);
    connect(m_settingsTimer, &QTimer::timeout, this, &MainWindow::saveWindowSettings);
    connect(m_settings, &Settings::paletteModeChanged, this, &MainWindow::scheduleSettingsSave);
    connect(m_mathDock, &QDockWidget::visibilityChanged, this, &MainWindow::scheduleSettingsSave);

    m_autosave = new Autosave([this] { return currentWork(); }, this);
    connect(m_autosave, &Autosave::failed, this, [this](const QString& message) {
        statusBar()->showMessage(tr("Autosave failed: %1").arg(message));
    });
    // What a save killed mid-way left beside our files and the settings (the autosave sweeps its own).
    for (const QString& path : m_settings->recentFiles())
        removeStaleTemporaries(path);
    Settings::sweepTemporaries();

    // The scenario restored from the last session is where undo stops.
    QUndoStack* stack = m_controller->undoStack();
    m_controller->resetHistory();
    connect(stack, &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(stack, &QUndoStack::indexChanged, m_autosave, &Autosave::schedule);
    m_pendingRecovery = Autosave::pending();
    if (m_pendingRecovery)
        QTimer::singleShot(0, this, &MainWindow::offerRecovery);
}

void MainWindow::addUndoActions(QMenu* edit)
{
    QUndoStack* stack = m_controller->undoStack();
    QAction* undo = stack->createUndoAction(this, tr("Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setObjectName(QStringLiteral("undo_action"));
    undo->setStatusTip(tr("Take back the last change of the scenario"));
    QAction* redo = stack->createRedoAction(this, tr("Redo"));
    redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence::Redo});
    redo->setObjectName(QStringLiteral("redo_action"));
    redo->setStatusTip(tr("Make the change that was taken back again"));
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
}

void MainWindow::addSaveActions(QMenu* file)
{
    QAction* save = file->addAction(tr("&Save scenario"), this, &MainWindow::save);
    save->setShortcut(QKeySequence::Save);
    save->setStatusTip(tr("Save the scenario to its file (asks for one the first time)"));
    QAction* saveAs = file->addAction(tr("Save scenario &as…"), this, [this] {
        const QString path = askSavePath(tr("Save the scenario"), tr("Scenario files (*.json)"),
                                         m_currentFile.isEmpty() ? QStringLiteral("scenario.json")
                                                                 : QFileInfo(m_currentFile).fileName());
        if (!path.isEmpty())
            saveScenario(path);
    });
    saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    saveAs->setStatusTip(tr("Save the scenario to a new file"));
}

bool MainWindow::save()
{
    if (!m_currentFile.isEmpty())
        return saveScenario(m_currentFile);
    const QString path =
        askSavePath(tr("Save the scenario"), tr("Scenario files (*.json)"), QStringLiteral("scenario.json"));
    return !path.isEmpty() && saveScenario(path);
}

void MainWindow::addRecentMenu(QMenu* file)
{
    m_recentMenu = file->addMenu(tr("Open &recent"));
    m_recentMenu->setObjectName(QStringLiteral("recent_menu"));
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = m_settings->recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QFileInfo info(files.at(i));
        QAction* action = m_recentMenu->addAction(tr("&%1 %2").arg(i + 1).arg(info.fileName()), this,
                                                  [this, path = files.at(i)] { openRecent(path); });
        action->setStatusTip(QDir::toNativeSeparators(info.absoluteFilePath()));
        action->setData(info.absoluteFilePath());
    }
    m_recentMenu->addSeparator();
    QAction* clear = m_recentMenu->addAction(tr("&Clear the list"), this, [this] {
        for (const QString& path : m_settings->recentFiles())
            m_settings->removeRecentFile(path);
        rebuildRecentMenu();
        scheduleSettingsSave();
    });
    clear->setEnabled(!files.isEmpty());
    m_recentMenu->setEnabled(!files.isEmpty());
}

void MainWindow::openRecent(const QString& path)
{
    if (!QFileInfo(path).isFile()) {
        m_settings->removeRecentFile(path);
        rebuildRecentMenu();
        scheduleSettingsSave();
        showError(tr("Open recent"), tr("%1 no longer exists; it was removed from the recent files.")
                                         .arg(QDir::toNativeSeparators(path)));
        return;
    }
    openScenario(path);
}

void MainWindow::setCurrentFile(const QString& path)
{
    m_currentFile = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    if (!m_currentFile.isEmpty() && QFileInfo(m_currentFile).isFile()) {
        m_settings->addRecentFile(m_currentFile);
        rebuildRecentMenu();
        scheduleSettingsSave();
    }
    updateTitle();
}

void MainWindow::updateTitle()
{
    const QString scenario = scenarioTitle(m_controller->scenario());
    setWindowFilePath(m_currentFile);
    // The mark is for a file: a scenario without one is kept for the next start on its own.
    if (m_currentFile.isEmpty())
        setWindowTitle(tr("%1[*] — kvbudget").arg(scenario));
    else
        setWindowTitle(tr("%1[*] — %2 — kvbudget").arg(QFileInfo(m_currentFile).fileName(), scenario));
    setWindowModified(!m_currentFile.isEmpty() && !m_controller->undoStack()->isClean());
}

bool MainWindow::maybeSave()
{
    if (!isWindowModified())
        return true;
    QMessageBox::StandardButton answer = QMessageBox::Cancel;
    if (m_savePrompt) {
        answer = m_savePrompt();
    } else {
        answer = QMessageBox::warning(this, tr("Save changes"),
                                      tr("%1 has changes that are not saved. Save them before closing?")
                                          .arg(QFileInfo(m_currentFile).fileName()),
                                      QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel,
                                      QMessageBox::Save);
    }
    if (answer == QMessageBox::Save)
        return saveScenario(m_currentFile);
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    saveSettings();
    m_autosave->markCleanExit();
    event->accept();
}

void MainWindow::moveEvent(QMoveEvent* event)
{
    QMainWindow::moveEvent(event);
    scheduleSettingsSave();
}

void MainWindow::resizeEvent(QResizeEvent* event)
{
    QMainWindow::resizeEvent(event);
    scheduleSettingsSave();
}

void MainWindow::scheduleSettingsSave()
{
    if (m_settingsTimer)
        m_settingsTimer->start();
}

void MainWindow::saveWindowSettings()
{
    // The scenario itself is the autosave's; "scenario/last" keeps the one of the last clean exit.
    m_settings->setShowMath(m_mathDock->isVisible());
    m_settings->setWindowGeometry(saveGeometry());
    m_settings->setWindowState(saveState());
    m_settings->save();
}

AutosavedWork MainWindow::currentWork() const
{
    return {scenarioToJson(m_controller->scenario(), PresetCatalog::builtin()),
            QDateTime::currentDateTimeUtc(), m_currentFile, isWindowModified()};
}

void MainWindow::offerRecovery()
{
    if (!m_pendingRecovery)
        return;
    const QString when = QLocale().toString(m_pendingRecovery->savedAt.toLocalTime(), QLocale::ShortFormat);
    const QString answer = qEnvironmentVariable("KVBUDGET_RECOVERY");
    if (answer == u"restore" || answer == u"discard") {
        // Said on stderr, as a test or a script that answered for the user wants to know what was offered.
        std::fprintf(stderr, "kvbudget: recovery offered for the scenario autosaved at %s (%s): %s\n",
                     qPrintable(m_pendingRecovery->savedAt.toString(Qt::ISODateWithMs)),
                     qPrintable(m_pendingRecovery->scenario.value(QLatin1String("name")).toString()),
                     qPrintable(answer));
        answerRecovery(answer == u"restore");
        return;
    }
    auto* box = new QMessageBox(QMessageBox::Question, tr("Restore the scenario"),
                                tr("kvbudget did not close cleanly. Restore the scenario from %1?").arg(when),
                                QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("kvbudget_recovery"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton* restore = box->addButton(tr("&Restore"), QMessageBox::AcceptRole);
    box->addButton(tr("&Discard"), QMessageBox::DestructiveRole);
    box->setDefaultButton(restore);
    connect(box, &QMessageBox::finished, this, [this, box, restore] {
        answerRecovery(box->clickedButton() == static_cast<QAbstractButton*>(restore));
    });
    box->open();
}

void MainWindow::answerRecovery(bool restore)
{
    if (!m_pendingRecovery)
        return;
    const AutosavedWork work = *m_pendingRecovery;
    m_pendingRecovery.reset();
    if (!restore) {
        Autosave::discard();
        return;
    }
    auto scenario = scenarioFromJson(work.scenario, PresetCatalog::builtin(), tr("the autosave"));
    if (!scenario) {
        showError(tr("Restore the scenario"),
                  tr("The autosaved scenario could not be read: %1").arg(scenario.error().message));
        return;
    }
    m_controller->setScenario(scenario.value(), tr("Restore the autosaved scenario"));
    m_currentFile = work.filePath.isEmpty() ? QString() : QFileInfo(work.filePath).absoluteFilePath();
    if (!work.modified)
        m_controller->undoStack()->setClean();
    updateTitle();
    statusBar()->showMessage(tr("Restored the scenario autosaved at %1")
                                 .arg(QLocale().toString(work.savedAt.toLocalTime(), QLocale::ShortFormat)),
                             8000);
}

} // namespace kvb::ui
