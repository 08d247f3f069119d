#include "ui/mainwindow.h"

#include "io/presets.h"
#include "io/scenariofile.h"
#include "ui/caption.h"
#include "ui/fleetview.h"
#include "ui/languagemenu.h"
#include "ui/lessonplayer.h"
#include "ui/loadview.h"
#include "ui/mathmodel.h"
#include "ui/palettes.h"
#include "ui/presentation.h"
#include "ui/scenariocontroller.h"
#include "ui/scenariopanel.h"
#include "ui/settings.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QHeaderView>
#include <QMenuBar>
#include <QMimeData>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>

namespace kvb::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_settings(new Settings(this))
    , m_controller(new ScenarioController(this))
    , m_mathModel(new MathModel(this))
{
    setObjectName(QStringLiteral("kvbudget_main_window"));
    setAcceptDrops(true);
    m_settings->load();
    restoreSettings(); // the last scenario, before any view reads the controller

    m_panel = new ScenarioPanel(m_controller, this);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(m_panel);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(m_panel->minimumSizeHint().width() + 20);
    scroll->setFrameShape(QFrame::NoFrame);

    createTabs();
    createCompareView();
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(scroll);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(1, 1);
    splitter->setCollapsible(1, false);
    splitter->setSizes({scroll->minimumWidth(), 1000});
    setCentralWidget(splitter);

    createMathDock();

    connect(m_controller, &ScenarioController::figuresChanged, m_dashboard, &Dashboard::setFigures);
    connect(m_controller, &ScenarioController::figuresChanged, this,
            [this](const DashboardFigures& f) { m_mathModel->setExplanation(f.explanation); });
    connect(m_controller, &ScenarioController::figuresChanged, this, &MainWindow::updateTitle);
    connect(m_panel, &ScenarioPanel::advancedRequested, this, [this] { openAdvancedSettings(); });
    connect(m_panel, &ScenarioPanel::importRequested, this, [this] {
        const QString path = askOpenPath();
        if (!path.isEmpty())
            importModel(path);
    });
    m_dashboard->setFigures(m_controller->figures());
    m_mathModel->setExplanation(m_controller->figures().explanation);
    updateTitle();

    createMenus();
    m_mathDock->setVisible(m_settings->showMath());
    if (!m_settings->windowGeometry().isEmpty())
        restoreGeometry(m_settings->windowGeometry());
    else if (const QScreen* screen = QGuiApplication::primaryScreen())
        resize(QSize(1280, 800).boundedTo(screen->availableSize()));
    if (!m_settings->windowState().isEmpty())
        restoreState(m_settings->windowState());
    else // a few steps of the math: the charts keep most of the screen (five rows on an 800-pixel one)
        resizeDocks({m_mathDock},
                    {m_mathView->verticalHeader()->defaultSectionSize() * (height() > 900 ? 8 : 5) + 30},
                    Qt::Vertical);
    if (m_pendingStatus.isEmpty())
        statusBar()->showMessage(tr("Drag a slider: every chart and the math follow."), 4000);
    else
        statusBar()->showMessage(m_pendingStatus);
    startSession();
}

// Capacity, Load and GPUs (the Compare tab is createCompareView's).
void MainWindow::createTabs()
{
    m_dashboard = new Dashboard(DashboardContent::Full, this);
    m_loadView = new LoadView(m_controller, this);
    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_dashboard, tr("Capacity"));
    m_tabs->setTabToolTip(0, tr("The memory budget: where the GPU's memory goes and what fits (Ctrl+1)"));
    m_tabs->addTab(m_loadView, tr("Load"));
    m_tabs->setTabToolTip(1, tr("The scheduler under a workload: KV usage, queues, preemptions and the "
                                "recommended max_num_seqs (Ctrl+2)"));
    m_fleetView = new FleetView(m_controller, this);
    m_tabs->addTab(m_fleetView, tr("GPUs"));
    m_tabs->setTabToolTip(2, tr("A fleet of several deployments on shared GPUs: start order, failed "
                                "cards and the re-pack proposals (Ctrl+3)"));
    connect(m_fleetView, &FleetView::openScenarioRequested, this, [this](const Scenario& scenario) {
        m_controller->setScenario(scenario, tr("Open %1 from the fleet").arg(scenarioTitle(scenario)));
        setCurrentFile({});
        m_tabs->setCurrentIndex(0);
    });
}

// "Show the math": the worked explanation of the plan, step by step, docked below the charts.
void MainWindow::createMathDock()
{
    m_mathView = new QTableView(this);
    m_mathView->setModel(m_mathModel);
    m_mathView->setAlternatingRowColors(true);
    m_mathView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_mathView->setWordWrap(false);
    m_mathView->verticalHeader()->hide();
    m_mathView->verticalHeader()->setDefaultSectionSize(m_mathView->fontMetrics().height() + 6);
    m_mathView->horizontalHeader()->setSectionResizeMode(MathModel::StepColumn,
                                                         QHeaderView::ResizeToContents);
    m_mathView->horizontalHeader()->setSectionResizeMode(MathModel::FormulaColumn, QHeaderView::Stretch);
    m_mathView->horizontalHeader()->setSectionResizeMode(MathModel::ValueColumn,
                                                         QHeaderView::ResizeToContents);
    m_mathView->setAccessibleName(tr("Show the math"));
    m_mathDock = new QDockWidget(tr("Show the math"), this);
    m_mathDock->setObjectName(QStringLiteral("math_dock"));
    m_mathDock->setWidget(m_mathView);
    m_mathDock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable |
                            QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::BottomDockWidgetArea, m_mathDock);
}

MainWindow::~MainWindow()
{
    // Children (the undo stack, the docks) still emit while ~QWidget deletes or hides them, when this
    // is no longer a MainWindow: a slot of ours called then is undefined behaviour (UBSan: "downcast of
    // address which does not point to an object of type 'MainWindow'"). Cut every connection from a
    // child to this window first.
    const QList<QObject*> children = findChildren<QObject*>();
    for (QObject* child : children)
        child->disconnect(this);
}

void MainWindow::restoreSettings()
{
    applyPaletteMode(m_settings->paletteMode());
    const QJsonObject saved = m_settings->lastScenario();
    if (saved.isEmpty())
        return;
    QStringList warnings;
    auto scenario = scenarioFromJson(saved, PresetCatalog::builtin(), tr("saved settings"), &warnings);
    if (scenario) {
        m_controller->setScenario(scenario.value());
    } else {
        m_pendingStatus = tr("The last scenario could not be restored (%1); starting from the default.")
                              .arg(scenario.error().message);
    }
}

void MainWindow::saveSettings()
{
    m_settings->setLastScenario(scenarioToJson(m_controller->scenario(), PresetCatalog::builtin()));
    m_settings->setShowMath(m_mathDock->isVisible());
    m_settings->setWindowGeometry(saveGeometry());
    m_settings->setWindowState(saveState());
    m_settings->save();
}

void MainWindow::createMenus()
{
    createFileMenu();

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    addUndoActions(edit);
    QAction* copyImageAction = edit->addAction(tr("&Copy image"), this, &MainWindow::copyImage);
    copyImageAction->setShortcut(QKeySequence::Copy);
    copyImageAction->setStatusTip(tr("Copy the dashboard to the clipboard as an image"));
    QAction* copyMarkdownAction =
        edit->addAction(tr("Copy plan as &Markdown"), this, &MainWindow::copyMarkdown);
    copyMarkdownAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    copyMarkdownAction->setStatusTip(tr("Copy the plan as a Markdown table for a capacity-review document"));
    QAction* copyLaunchAction =
        edit->addAction(tr("Copy &launch command"), this, &MainWindow::copyLaunchCommand);
    copyLaunchAction->setObjectName(QStringLiteral("copyLaunchCommand"));
    copyLaunchAction->setToolTip(tr("Copy the vllm serve command that reproduces this plan"));
    copyLaunchAction->setStatusTip(tr("Copy the vllm serve command that reproduces this plan: only the flags "
                                      "that differ from vLLM's defaults, and kvbudget's own settings as a "
                                      "comment"));
    edit->addSeparator();
    QAction* addToFleet = edit->addAction(tr("Add current scenario to &fleet"), this, [this] {
        if (m_fleetView->addCurrentScenario() >= 0)
            m_tabs->setCurrentWidget(m_fleetView);
    });
    addToFleet->setStatusTip(tr("Add the scenario as a new deployment on the fleet's GPU with most free "
                                "memory, started last (the GPUs tab)"));
    QAction* advanced = edit->addAction(tr("&Advanced settings…"), this, [this] { openAdvancedSettings(); });
    advanced->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    advanced->setStatusTip(tr("Every setting the command line has: GPU memory, block_size, enforce_eager, "
                              "--kv-cache-memory, the weight dtype, the overhead overrides..."));

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* capacityTab = view->addAction(tr("&Capacity"), this, [this] { m_tabs->setCurrentIndex(0); });
    capacityTab->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    capacityTab->setStatusTip(tr("Show the memory budget dashboard"));
    QAction* loadTab = view->addAction(tr("&Load"), this, [this] { m_tabs->setCurrentIndex(1); });
    loadTab->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
    loadTab->setStatusTip(tr("Show the scheduler simulation under load"));
    QAction* gpusTab = view->addAction(tr("&GPUs"), this, [this] { m_tabs->setCurrentIndex(2); });
    gpusTab->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_3));
    gpusTab->setStatusTip(tr("Show the fleet: several deployments on shared GPUs"));
    addCompareActions(edit, view);
    view->addSeparator();
    QAction* math = m_mathDock->toggleViewAction();
    math->setText(tr("Show the &math"));
    math->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    view->addAction(math);
    view->addSeparator();
    QMenu* palette = view->addMenu(tr("&Palette"));
    m_paletteGroup = new QActionGroup(this);
    const std::pair<PaletteMode, QString> modes[] = {{PaletteMode::System, tr("&System")},
                                                     {PaletteMode::Light, tr("&Light")},
                                                     {PaletteMode::Dark, tr("&Dark")}};
    for (const auto& [mode, text] : modes) {
        QAction* action = palette->addAction(text);
        action->setCheckable(true);
        action->setChecked(m_settings->paletteMode() == mode);
        m_paletteGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, mode = mode] {
            m_settings->setPaletteMode(mode);
            applyPaletteMode(mode);
        });
    }
    addLanguageMenu(view, this);
    view->addSeparator();
    m_presentation = new Presentation(this);
    m_presentation->addActions(view);

    createToolsMenu();
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    addLessonsMenu(help, this);
    help->addAction(tr("&About kvbudget"), this, &MainWindow::about);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() != 1 || !urls.first().isLocalFile())
        return;
    event->acceptProposedAction();
    const QString path = urls.first().toLocalFile();
    if (isVllmLogFile(path))
        openCalibrateDialog(path);
    else if (isScenarioFile(path))
        openScenario(path);
    else
        importModel(path);
}

} // namespace kvb::ui
