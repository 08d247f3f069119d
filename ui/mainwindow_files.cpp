// The window's file and clipboard actions: import, open, save, export, copy.
#include "ui/mainwindow.h"

#include "base/atomicwrite.h"
#include "io/hfconfig.h"
#include "io/presets.h"
#include "io/scenariofile.h"
#include "load/workloadmodel.h"
#include "report/plantext.h"
#include "ui/caption.h"
#include "ui/exporter.h"
#include "ui/fleetchart.h"
#include "ui/fleetview.h"
#include "ui/loadchart.h"
#include "ui/loadrunner.h"
#include "ui/loadview.h"
#include "ui/scenariocontroller.h"
#include "ui/scenariopanel.h"
#include "ui/settings.h"
#include "vllm/launchcommand.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QStatusBar>
#include <QTabWidget>
#include <QThreadPool>
#include <QTimer>
#include <QUndoStack>

#include <memory>

namespace kvb::ui {

void MainWindow::createFileMenu()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* import = file->addAction(tr("&Import config.json…"), this, [this] {
        const QString path = askOpenPath(tr("Import a Hugging Face config.json"),
                                         tr("Model config (config.json *.json);;All files (*)"));
        if (!path.isEmpty())
            importModel(path);
    });
    import->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    QAction* open = file->addAction(tr("&Open scenario…"), this, [this] {
        const QString path = askOpenPath(tr("Open a scenario"), tr("Scenario files (*.json);;All files (*)"));
        if (!path.isEmpty())
            openScenario(path);
    });
    open->setShortcut(QKeySequence::Open);
    QAction* openFleet = file->addAction(tr("Open &fleet…"), this, [this] {
        const QString path = askOpenPath(tr("Open a fleet"), tr("Fleet files (*.json);;All files (*)"));
        if (!path.isEmpty() && m_fleetView->openFleet(path))
            m_tabs->setCurrentWidget(m_fleetView);
    });
    openFleet->setStatusTip(tr("Open a fleet file (\"kvbudget_fleet\": 1) in the GPUs tab"));
    addRecentMenu(file);
    QMenu* builtin = file->addMenu(tr("&Built-in scenarios"));
    for (const ScenarioPreset& preset : PresetCatalog::builtin().scenarios()) {
        QAction* action = builtin->addAction(preset.displayName(), this, [this, id = preset.id] {
            auto scenario = resolveScenario(id, PresetCatalog::builtin());
            if (scenario) {
                m_controller->setScenario(scenario.value(),
                                          tr("Open %1").arg(scenarioTitle(scenario.value())));
                setCurrentFile({});
            } else
                showError(tr("Built-in scenario"), scenario.error().message);
        });
        action->setStatusTip(preset.displayDescription());
    }
    addSaveActions(file);
    addCalibrateAction(file);
    file->addSeparator();
    QAction* exportAll = file->addAction(tr("&Export dashboard…"), this,
                                         [this] { exportInteractively(DashboardContent::Full); });
    exportAll->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    addExportReportAction(file);
    QMenu* chart = file->addMenu(tr("Export &chart"));
    const std::pair<DashboardContent, QString> charts[] = {
        {DashboardContent::MemoryBars, tr("&Memory bars…")},
        {DashboardContent::Concurrency, tr("&Concurrency…")},
        {DashboardContent::Utilization, tr("&Utilization…")},
        {DashboardContent::Savings, tr("&Savings…")}};
    for (const auto& [content, text] : charts)
        chart->addAction(text, this, [this, content = content] { exportInteractively(content); });
    chart->addSeparator();
    chart->addAction(tr("&Load (simulation)…"), this, [this] {
        const QString path =
            askSavePath(tr("Export"), tr("PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)"),
                        QStringLiteral("kvbudget-load.png"));
        if (!path.isEmpty())
            exportLoadChart(path);
    });
    chart->addAction(tr("&GPUs (fleet)…"), this, [this] {
        const QString path =
            askSavePath(tr("Export"), tr("PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)"),
                        QStringLiteral("kvbudget-fleet.png"));
        if (!path.isEmpty())
            exportFleet(path);
    });
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
}

void MainWindow::showError(const QString& title, const QString& message)
{
    // Window-modal and non-blocking: the scenario on screen stays as it was.
    auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(QStringLiteral("kvbudget_error"));
    box->open();
}

QString MainWindow::askOpenPath(const QString& title, const QString& filters)
{
    const QString path = QFileDialog::getOpenFileName(
        this, title.isEmpty() ? tr("Import a Hugging Face config.json") : title, m_settings->lastDirectory(),
        filters.isEmpty() ? tr("Model config (config.json *.json);;All files (*)") : filters);
    if (!path.isEmpty())
        m_settings->setLastDirectory(QFileInfo(path).absolutePath());
    return path;
}

QString MainWindow::askSavePath(const QString& title, const QString& filters, const QString& suggestedName)
{
    const QString start =
        QDir(m_settings->lastDirectory().isEmpty() ? QDir::homePath() : m_settings->lastDirectory())
            .filePath(suggestedName);
    const QString path = QFileDialog::getSaveFileName(this, title, start, filters);
    if (!path.isEmpty())
        m_settings->setLastDirectory(QFileInfo(path).absolutePath());
    return path;
}

bool MainWindow::isScenarioFile(const QString& path)
{
    const QFileInfo info(path);
    if (!info.isFile() || info.fileName() == u"config.json" || info.suffix().toLower() != u"json")
        return false;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    return QJsonDocument::fromJson(file.read(4 * 1024 * 1024))
        .object()
        .contains(QLatin1String("kvbudget_scenario"));
}

bool MainWindow::importModel(const QString& path)
{
    auto imported = importModelConfig(path);
    if (!imported) {
        showError(tr("Import config.json"),
                  tr("Could not import %1:\n%2").arg(path, imported.error().message));
        return false;
    }
    ModelSpec model = imported->model;
    // The config's own identity: _name_or_path, else the file's name ("qwen3-32b.json" is qwen3-32b),
    // else the model folder it sits in. The import names a loose file after its folder
    // ("configs"), which says nothing; two files of the same name are told apart by a number.
    const QFileInfo file(model.id);
    if (file.fileName() != u"config.json" && model.displayName == file.absoluteDir().dirName())
        model.displayName = file.completeBaseName();
    model.displayName = m_panel->uniqueModelName(model);
    m_controller->edit([&model](Scenario& s) {
        s.model = model;
        if (s.serving.maxModelLen && *s.serving.maxModelLen > model.maxPositionEmbeddings)
            s.serving.maxModelLen.reset();
        if (model.quantization.isQuantized())
            s.serving.quantization.reset();
    });
    QString message = tr("Imported %1").arg(model.displayName.isEmpty() ? path : model.displayName);
    if (!imported->warnings.isEmpty())
        message += tr(" (%1)").arg(imported->warnings.join(QStringLiteral("; ")));
    statusBar()->showMessage(message, 8000);
    return true;
}

bool MainWindow::openScenario(const QString& path)
{
    QStringList warnings;
    auto scenario = loadScenarioFile(path, PresetCatalog::builtin(), &warnings);
    if (!scenario) {
        showError(tr("Open scenario"), tr("Could not open %1:\n%2").arg(path, scenario.error().message));
        return false;
    }
    m_controller->setScenario(scenario.value(), tr("Open %1").arg(QFileInfo(path).fileName()));
    setCurrentFile(path);
    m_controller->undoStack()->setClean();
    statusBar()->showMessage(
        warnings.isEmpty()
            ? tr("Opened %1").arg(QFileInfo(path).fileName())
            : tr("Opened %1 (%2)").arg(QFileInfo(path).fileName(), warnings.join(QStringLiteral("; "))),
        8000);
    return true;
}

bool MainWindow::saveScenario(const QString& path)
{
    const QString target =
        QFileInfo(path).suffix().isEmpty() && !isSpecialFile(path) ? path + QStringLiteral(".json") : path;
    const QJsonObject json = scenarioToJson(m_controller->scenario(), PresetCatalog::builtin());
    const auto written = writeFileAtomically(target, QJsonDocument(json).toJson(QJsonDocument::Indented));
    if (!written) {
        showError(tr("Save scenario"), written.error().message);
        return false;
    }
    setCurrentFile(target);
    m_controller->undoStack()->setClean();
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(target).fileName()), 5000);
    return true;
}

bool MainWindow::exportTo(const QString& path, DashboardContent content)
{
    ExportOptions options;
    options.path = withImageExtension(path);
    options.content = content;
    // What is on screen, at twice the pixels for slides; vector formats take the logical size.
    const QWidget* shown = m_dashboard->contentWidget(content);
    options.size = shown && shown->width() > 0 ? shown->size() : QSize(1280, 800);
    options.scale = 2.0;
    auto report = [this](const Result<QString>& written) {
        if (written)
            statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(written.value())), 8000);
        else
            showError(tr("Export"), written.error().message);
    };
    if (imageFormatForPath(options.path) != ImageFormat::Png) {
        const auto written = exportDashboard(m_controller->figures(), options);
        report(written);
        return written.ok();
    }
    // Widgets render on the GUI thread; the PNG encoding, the slow part, runs on the thread pool.
    const QImage image = renderDashboardImage(m_controller->figures(), options.size, options.scale, content);
    QPointer<MainWindow> window(this);
    QThreadPool::globalInstance()->start([image, path = options.path, window, report] {
        const auto written = savePng(image, path);
        QMetaObject::invokeMethod(qApp, [window, written, report] {
            if (window)
                report(written);
        });
    });
    statusBar()->showMessage(tr("Exporting %1…").arg(QDir::toNativeSeparators(options.path)));
    return true;
}

bool MainWindow::exportLoadChart(const QString& path)
{
    // The chart is only laid out, and its run only current, while its tab is shown; a run that is due
    // or in flight is waited for (on the event loop, never blocking it), so the image shows this scenario.
    m_tabs->setCurrentWidget(m_loadView);
    LoadRunner* runner = m_loadView->runner();
    if (!runner->isBusy())
        return writeLoadChart(path);
    statusBar()->showMessage(
        tr("Exporting %1 when the simulation finishes…").arg(QDir::toNativeSeparators(path)));
    auto connection = std::make_shared<QMetaObject::Connection>();
    *connection = connect(runner, &LoadRunner::busyChanged, this, [this, path, connection](bool busy) {
        if (busy)
            return;
        disconnect(*connection);
        // After the chart has taken the new series (queued, so QtCharts has laid them out).
        QTimer::singleShot(0, this, [this, path] { writeLoadChart(path); });
    });
    return true;
}

bool MainWindow::writeLoadChart(const QString& path)
{
    // The scenario and the simulated workload: an image in a review says what traffic it shows.
    const QString caption = tr("%1 · workload: %2")
                                .arg(scenarioCaption(m_controller->figures()),
                                     workloadDescription(m_loadView->runner()->reportSpec().workload));
    const auto written =
        exportWidget(m_loadView->chart(), caption,
                     tr("kvbudget load: %1").arg(scenarioTitle(m_controller->scenario())), path);
    if (written)
        statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(written.value())), 8000);
    else
        showError(tr("Export"), written.error().message);
    return written.ok();
}

bool MainWindow::exportFleet(const QString& path)
{
    ExportOptions options;
    options.path = path;
    options.size = QSize(1280, 800);
    options.scale = 2.0;
    const auto written = exportFleetChart(m_fleetView->fleet(), m_fleetView->replay(), options);
    if (written)
        statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(written.value())), 8000);
    else
        showError(tr("Export"), written.error().message);
    return written.ok();
}

void MainWindow::exportInteractively(DashboardContent content)
{
    const QString path =
        askSavePath(tr("Export"), tr("PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)"),
                    QStringLiteral("kvbudget.png"));
    if (!path.isEmpty())
        exportTo(path, content);
}

void MainWindow::copyImage()
{
    const QImage image = renderDashboardImage(m_controller->figures(), m_dashboard->size(), 2.0);
    QGuiApplication::clipboard()->setImage(image);
    statusBar()->showMessage(tr("Copied the dashboard as an image"), 4000);
}

void MainWindow::copyMarkdown()
{
    QGuiApplication::clipboard()->setText(planToMarkdown(m_controller->scenario(), m_controller->plan()));
    statusBar()->showMessage(tr("Copied the plan as Markdown"), 4000);
}

void MainWindow::copyLaunchCommand()
{
    QGuiApplication::clipboard()->setText(launchCommandFor(m_controller->scenario()).text());
    statusBar()->showMessage(tr("Copied the vllm serve command"), 4000);
}

void MainWindow::about()
{
    QMessageBox::about(
        this, tr("About kvbudget"),
        tr("<h3>kvbudget %1</h3><p>GPU memory and KV-cache capacity planner for LLM serving, in vLLM's own "
           "arithmetic: the memory ceiling, the profiling run, the KV blocks and the startup checks.</p>"
           "<p>Every number on the dashboard comes from the engine; <i>View → Show the math</i> shows the "
           "working.</p>")
            .arg(QStringLiteral(KVBUDGET_VERSION)));
}

} // namespace kvb::ui
