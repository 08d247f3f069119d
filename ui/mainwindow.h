#pragma once

#include "ui/autosave.h"
#include "ui/dashboard.h"

#include <QMainWindow>
#include <QMessageBox>

#include <functional>
#include <optional>

class QActionGroup;
class QMenu;
class QDockWidget;
class QTableView;
class QTabWidget;
class QTimer;

namespace kvb::ui {

class CompareView;
class FleetView;
class LoadView;
class AdvancedSettingsDialog;
class CalibrateDialog;
class MathModel;
class Presentation;
class ScenarioController;
class ScenarioPanel;
class WhatFitsDialog;
class Settings;

// The window: the scenario panel on the left, the dashboard and the Load view as tabs in the middle,
// "Show the math" docked below, desktop-standard File / Edit / View / Help menus. Restores the last
// scenario on start. Work is kept (mainwindow_session.cpp): undo/redo of every change, recent files,
// the file's name and a modified mark in the title, a prompt to save on close, the window's state
// saved when it changes, and an autosave offered back after a crash.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    ScenarioController* controller() const { return m_controller; }
    ScenarioPanel* panel() const { return m_panel; }
    Dashboard* dashboard() const { return m_dashboard; }
    QTabWidget* tabs() const { return m_tabs; }
    LoadView* loadView() const { return m_loadView; }
    FleetView* fleetView() const { return m_fleetView; }
    CompareView* compareView() const { return m_compareView; }
    MathModel* mathModel() const { return m_mathModel; }
    QDockWidget* mathDock() const { return m_mathDock; }
    Settings* settings() const { return m_settings; }
    // Presentation mode (F5) and the window's zoom (Ctrl + / Ctrl − / Ctrl 0).
    Presentation* presentation() const { return m_presentation; }

    // File operations, also reached by drag and drop; errors are shown in a message box that names the
    // problem, and the current scenario stays as it was. Return whether they succeeded (for a PNG
    // export: whether it started; the file is written on the thread pool and the status bar says when).
    bool importModel(const QString& path);
    bool openScenario(const QString& path);
    bool saveScenario(const QString& path);
    bool exportTo(const QString& path, DashboardContent content);
    // The Load tab's chart as it is shown (switching to the tab), with the scenario caption. Returns
    // whether it was written or, when the simulation is still due or running, will be once it finishes.
    bool exportLoadChart(const QString& path);
    // The GPUs tab's fleet chart as `kvbudget export --fleet` draws it, for the fleet shown.
    bool exportFleet(const QString& path);
    // File → Export report… (mainwindow_report.cpp): the scenario shown, or the fleet when the GPUs tab
    // is current, as a PDF, HTML or Markdown review document (`kvbudget report` writes the same).
    bool exportReport(const QString& path);

    void saveSettings();

    // The scenario file the window shows ("" when it came from a preset or the last session).
    QString currentFile() const { return m_currentFile; }
    // File -> Save: to the current file, or asks where.
    bool save();
    // How the close prompt is answered (tests answer it without a modal box); Save, Discard or Cancel.
    using SavePrompt = std::function<QMessageBox::StandardButton()>;
    void setSavePrompt(SavePrompt prompt) { m_savePrompt = std::move(prompt); }
    // The autosave a crashed session left, offered once the window is shown (Restore / Discard, or
    // $KVBUDGET_RECOVERY=restore|discard answers it without a box); nullopt once answered.
    const std::optional<AutosavedWork>& pendingRecovery() const { return m_pendingRecovery; }
    void answerRecovery(bool restore);
    Autosave* autosave() const { return m_autosave; }
    QMenu* recentMenu() const { return m_recentMenu; }

    // File → Calibrate from a vLLM log… (mainwindow_calibrate.cpp), optionally with a log file read in.
    CalibrateDialog* openCalibrateDialog(const QString& logPath = {});
    CalibrateDialog* calibrateDialog() const { return m_calibrateDialog; }
    // Edit → Advanced settings… (and the panel's button): every flag of the command line.
    AdvancedSettingsDialog* openAdvancedSettings();
    // Tools → What fits… (mainwindow_tools.cpp): the inverse questions for the scenario shown.
    WhatFitsDialog* openWhatFits();

protected:
    void closeEvent(QCloseEvent* event) override;
    void moveEvent(QMoveEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createMenus();
    void createTabs();
    void createMathDock();
    void createFileMenu();
    void restoreSettings();
    void updateTitle();
    void startSession();
    void addUndoActions(QMenu* edit);
    void addSaveActions(QMenu* file);
    void addRecentMenu(QMenu* file);
    void rebuildRecentMenu();
    void openRecent(const QString& path);
    void setCurrentFile(const QString& path);
    bool maybeSave();
    void scheduleSettingsSave();
    void saveWindowSettings();
    void offerRecovery();
    AutosavedWork currentWork() const;
    void showError(const QString& title, const QString& message);
    QString askSavePath(const QString& title, const QString& filters, const QString& suggestedName);
    QString askOpenPath(const QString& title = {}, const QString& filters = {});
    static bool isScenarioFile(const QString& path);
    static bool isVllmLogFile(const QString& path);
    void addCalibrateAction(QMenu* menu);
    void addExportReportAction(QMenu* menu);
    void createToolsMenu();
    // mainwindow_compare.cpp: the Compare tab and its actions in the Edit and View menus.
    void createCompareView();
    void addCompareActions(QMenu* edit, QMenu* view);
    void exportInteractively(DashboardContent content);
    bool writeLoadChart(const QString& path);
    void copyImage();
    void copyMarkdown();
    void copyLaunchCommand();
    void about();

    Settings* m_settings = nullptr;
    ScenarioController* m_controller = nullptr;
    ScenarioPanel* m_panel = nullptr;
    Dashboard* m_dashboard = nullptr;
    QTabWidget* m_tabs = nullptr;         // "Capacity" (the dashboard) | "Load" | "GPUs"
    LoadView* m_loadView = nullptr;       // simulates only while its tab is shown
    FleetView* m_fleetView = nullptr;     // "GPUs": a fleet of several deployments
    CompareView* m_compareView = nullptr; // "Compare": a baseline and up to three more scenarios
    MathModel* m_mathModel = nullptr;
    QTableView* m_mathView = nullptr;
    QDockWidget* m_mathDock = nullptr;
    QActionGroup* m_paletteGroup = nullptr;
    Presentation* m_presentation = nullptr;
    QString m_pendingStatus;                      // a message for the status bar once it exists
    CalibrateDialog* m_calibrateDialog = nullptr; // created on first use
    AdvancedSettingsDialog* m_advanced = nullptr; // created on first use
    WhatFitsDialog* m_whatFits = nullptr;         // created on first use
    QString m_currentFile;
    QMenu* m_recentMenu = nullptr;
    Autosave* m_autosave = nullptr;
    QTimer* m_settingsTimer = nullptr; // the window's state, written a moment after it changes
    SavePrompt m_savePrompt;
    std::optional<AutosavedWork> m_pendingRecovery;
};

} // namespace kvb::ui
