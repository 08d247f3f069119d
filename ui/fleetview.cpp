#include "ui/fleetview.h"

#include "base/units_format.h"
#include "fleet/fleetfile.h"
#include "ui/fleetchart.h"
#include "ui/fleetview_timeline.h"

#include <QApplication>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QThreadPool>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace kvb::ui {

namespace {

enum DeploymentColumn
{
    OrderColumn,
    NameColumn,
    GpusColumn,
    VerdictColumn,
    KvColumn,
    ReasonColumn,
};

constexpr int kDeploymentRole = Qt::UserRole + 1;

} // namespace

FleetView::FleetView(ScenarioController* controller, QWidget* parent)
    : QWidget(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("fleet_view"));
    m_chart = new FleetChart(this);
    m_chart->setContextMenuPolicy(Qt::CustomContextMenu);
    m_chart->setAccessibleName(tr("GPUs of the fleet"));
    m_chart->setToolTip(m_chart->toolTip() + QLatin1Char('\n') +
                        tr("Right-click a GPU (or press the Menu key) to fail or restore it"));
    connect(m_chart, &QWidget::customContextMenuRequested, this, &FleetView::showChartMenu);
    m_timeline = new FleetTimeline(this);
    const auto scrolled = [this](QWidget* w) {
        auto* scroll = new QScrollArea(this);
        scroll->setWidget(w);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        return scroll;
    };
    m_chartScroll = scrolled(m_chart);
    auto* chartScroll = new QTabWidget(this);
    chartScroll->setObjectName(QStringLiteral("fleet_charts"));
    chartScroll->setDocumentMode(true);
    chartScroll->addTab(m_chartScroll, tr("Memory by GPU"));
    chartScroll->setTabToolTip(0, m_chart->toolTip());
    chartScroll->addTab(scrolled(m_timeline), tr("Startup timeline"));
    chartScroll->setTabToolTip(1, m_timeline->toolTip());

    auto* lists = new QSplitter(Qt::Horizontal, this);
    lists->addWidget(createDeploymentPanel());
    lists->addWidget(createProposalPanel());
    lists->setStretchFactor(0, 1);
    lists->setStretchFactor(1, 1);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(chartScroll);
    split->addWidget(lists);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(createToolbar());
    layout->addWidget(split, 1);
    openFleet(QStringLiteral("gpu-tetris"), true);
}

QWidget* FleetView::createToolbar()
{
    auto* bar = new QWidget(this);
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    auto* label = new QLabel(tr("&Fleet:"), bar);
    m_fleetCombo = new QComboBox(bar);
    m_fleetCombo->setObjectName(QStringLiteral("fleet_combo"));
    for (const FleetPreset& preset : builtinFleets())
        m_fleetCombo->addItem(preset.displayName(), preset.id);
    m_fleetCombo->setToolTip(tr("A built-in fleet, or one opened with File → Open fleet…"));
    m_fleetCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_fleetCombo->setMinimumContentsLength(20); // its drop-down list shows whole names
    label->setBuddy(m_fleetCombo);
    connect(m_fleetCombo, &QComboBox::activated, this,
            [this](int index) { openFleet(m_fleetCombo->itemData(index).toString()); });
    m_addButton = new QPushButton(tr("&Add current scenario to fleet"), bar);
    m_addButton->setObjectName(QStringLiteral("add_scenario_button"));
    m_addButton->setToolTip(tr("Add the Capacity tab's scenario as a new deployment on the healthy GPU "
                               "with most free memory, started last"));
    connect(m_addButton, &QPushButton::clicked, this, [this] { addCurrentScenario(); });
    m_gpuMenuButton = new QToolButton(bar);
    m_gpuMenuButton->setObjectName(QStringLiteral("gpu_menu_button"));
    m_gpuMenuButton->setText(tr("Fail or restore a &GPU"));
    m_gpuMenuButton->setToolTip(
        tr("Mark a GPU as failed, or healthy again (as right-clicking its bar does)"));
    m_gpuMenuButton->setPopupMode(QToolButton::InstantPopup);
    m_gpuMenuButton->setMenu(new QMenu(m_gpuMenuButton));
    m_summary = new QLabel(bar);
    m_summary->setObjectName(QStringLiteral("fleet_summary"));
    m_summary->setWordWrap(true); // never widens the window past 1280 pixels
    m_summary->setToolTip(tr("How many deployments start when the fleet starts in the order shown"));
    row->addWidget(label);
    row->addWidget(m_fleetCombo);
    row->addWidget(m_addButton);
    row->addWidget(m_gpuMenuButton);
    row->addWidget(m_summary, 1);
    return bar;
}

QWidget* FleetView::createDeploymentPanel()
{
    auto* panel = new QWidget(this);
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    m_deployments = new QTreeWidget(panel);
    m_deployments->setObjectName(QStringLiteral("deployment_list"));
    m_deployments->setRootIsDecorated(false);
    m_deployments->setAlternatingRowColors(true);
    m_deployments->setHeaderLabels(
        {tr("Start"), tr("Deployment"), tr("GPUs"), tr("Verdict"), tr("KV tokens"), tr("Reason")});
    m_deployments->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_deployments->header()->setStretchLastSection(true);
    m_deployments->setToolTip(tr("Every deployment in start order with what happens when it starts; drag "
                                 "one to start it elsewhere in the order, or onto a GPU bar to move it "
                                 "there; double-click one to open its scenario in the Capacity tab"));
    m_deployments->setAccessibleName(tr("Deployments"));
    // Drag a deployment within the list to change its start, or onto a GPU bar to move it there.
    m_deployments->setDragEnabled(true);
    m_deployments->setDragDropMode(QAbstractItemView::InternalMove);
    m_deployments->setDefaultDropAction(Qt::MoveAction);
    m_deployments->viewport()->installEventFilter(this);
    m_chart->setAcceptDrops(true);
    m_chart->installEventFilter(this);
    connect(m_deployments, &QTreeWidget::itemDoubleClicked, this, [this] { openSelectedScenario(); });
    connect(m_deployments, &QTreeWidget::itemActivated, this, [this] { openSelectedScenario(); });
    connect(m_deployments, &QTreeWidget::currentItemChanged, this, [this] { updateSelectionControls(); });

    auto* controls = new QHBoxLayout;
    m_upButton = new QPushButton(tr("Start &earlier"), panel);
    m_upButton->setObjectName(QStringLiteral("move_up_button"));
    m_upButton->setToolTip(tr("Start the selected deployment one place earlier (Alt+Up)"));
    m_upButton->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Up));
    connect(m_upButton, &QPushButton::clicked, this, [this] { moveInStartOrder(selectedDeployment(), -1); });
    m_downButton = new QPushButton(tr("Start &later"), panel);
    m_downButton->setObjectName(QStringLiteral("move_down_button"));
    m_downButton->setToolTip(tr("Start the selected deployment one place later (Alt+Down)"));
    m_downButton->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Down));
    connect(m_downButton, &QPushButton::clicked, this,
            [this] { moveInStartOrder(selectedDeployment(), +1); });
    auto* gpuLabel = new QLabel(tr("Run &on:"), panel);
    m_gpuCombo = new QComboBox(panel);
    m_gpuCombo->setObjectName(QStringLiteral("move_gpu_combo"));
    m_gpuCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_gpuCombo->setToolTip(tr("Move the selected single-GPU deployment to another card"));
    gpuLabel->setBuddy(m_gpuCombo);
    connect(m_gpuCombo, &QComboBox::activated, this,
            [this](int index) { moveToGpu(selectedDeployment(), m_gpuCombo->itemData(index).toString()); });
    controls->addWidget(m_upButton);
    controls->addWidget(m_downButton);
    controls->addWidget(gpuLabel);
    controls->addWidget(m_gpuCombo);
    controls->addStretch(1);

    m_message = new QLabel(panel);
    m_message->setObjectName(QStringLiteral("vllm_message"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setToolTip(tr("What vLLM says when the selected deployment starts (verbatim)"));
    layout->addWidget(m_deployments, 1);
    layout->addLayout(controls);
    layout->addWidget(m_message);
    return panel;
}

QWidget* FleetView::createProposalPanel()
{
    auto* panel = new QWidget(this);
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    m_proposalNote = new QLabel(panel);
    m_proposalNote->setWordWrap(true);
    m_proposals = new QTreeWidget(panel);
    m_proposals->setObjectName(QStringLiteral("proposal_list"));
    m_proposals->setHeaderLabels({tr("Re-pack proposal"), tr("KV tokens lost"), QString()});
    m_proposals->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_proposals->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_proposals->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_proposals->header()->setStretchLastSection(false);
    m_proposals->setToolTip(tr("Ways to start what the failed GPUs held on the healthy ones, the least "
                               "damaging first; Apply makes the changes to the fleet shown"));
    m_proposals->setAccessibleName(tr("Re-pack proposals"));
    layout->addWidget(m_proposalNote);
    layout->addWidget(m_proposals, 1);
    return panel;
}

bool FleetView::openFleet(const QString& nameOrPath, bool quiet)
{
    QStringList warnings;
    auto fleet = resolveFleet(nameOrPath, PresetCatalog::builtin(), &warnings);
    if (!fleet) {
        if (!quiet)
            showError(fleet.error().message);
        return false;
    }
    int index = m_fleetCombo->findData(nameOrPath);
    if (index < 0) {
        m_fleetCombo->addItem(fleet->name.isEmpty() ? nameOrPath : fleet->name, nameOrPath);
        index = m_fleetCombo->count() - 1;
    }
    m_fleetCombo->setCurrentIndex(index);
    setFleet(fleet.value());
    return true;
}

void FleetView::setFleet(const Fleet& fleet)
{
    m_fleet = fleet;
    refresh();
}

void FleetView::refresh()
{
    const int selected = selectedDeployment();
    m_replay = replayFleet(m_fleet);
    startRepack();
    m_chart->setFleet(m_fleet, m_replay);
    m_timeline->setFleet(m_fleet, m_replay);
    // Every card in sight up to a dozen or so rows' worth; larger fleets scroll.
    m_chartScroll->setMinimumHeight(std::min(m_chart->sizeHint().height() + 4, 420));
    int starting = 0;
    for (const DeploymentOutcome& d : m_replay.deployments)
        starting += d.outcome == StartOutcome::Starts ? 1 : 0;
    m_summary->setText(m_replay.error.isEmpty() ? tr("%1 of %2 deployments start on %3 GPUs")
                                                      .arg(starting)
                                                      .arg(m_fleet.deployments.size())
                                                      .arg(m_fleet.gpus.size())
                                                : m_replay.error);
    m_gpuCombo->clear();
    for (const FleetGpu& g : m_fleet.gpus)
        m_gpuCombo->addItem(g.failed ? tr("%1 (failed)").arg(g.id) : g.id, g.id);
    m_gpuMenuButton->menu()->clear();
    for (std::size_t g = 0; g < m_fleet.gpus.size(); ++g) {
        QAction* failed = m_gpuMenuButton->menu()->addAction(tr("%1 failed").arg(m_fleet.gpus[g].id));
        failed->setCheckable(true);
        failed->setChecked(m_fleet.gpus[g].failed);
        connect(
            failed, &QAction::toggled, this, [this, g](bool on) { setGpuFailed(static_cast<int>(g), on); },
            Qt::QueuedConnection);
    }
    fillDeployments();
    fillProposals();
    selectDeployment(selected >= 0 ? selected : (m_replay.order.empty() ? -1 : m_replay.order.front()));
    updateSelectionControls();
}

void FleetView::startRepack()
{
    // The re-pack search can take a good part of a second on a large fleet: it runs on the thread pool
    // so that every edit's verdicts show at once, and only the latest edit's proposals are shown.
    m_repack = {};
    const int generation = ++m_repackGeneration;
    m_repackPending = !m_replay.allStart && m_replay.error.isEmpty();
    if (!m_repackPending)
        return;
    QPointer<FleetView> view(this);
    QThreadPool::globalInstance()->start([view, generation, fleet = m_fleet] {
        RepackResult result = repackFleet(fleet);
        QMetaObject::invokeMethod(qApp, [view, generation, result = std::move(result)] {
            if (!view || generation != view->m_repackGeneration)
                return;
            view->m_repack = result;
            view->m_repackPending = false;
            view->fillProposals();
        });
    });
}

void FleetView::fillDeployments()
{
    m_deployments->clear();
    for (std::size_t position = 0; position < m_replay.order.size(); ++position) {
        const int d = m_replay.order[position];
        const Deployment& deployment = m_fleet.deployments[static_cast<std::size_t>(d)];
        const DeploymentOutcome& outcome = m_replay.deployments[static_cast<std::size_t>(d)];
        auto* item = new QTreeWidgetItem(m_deployments);
        item->setData(OrderColumn, kDeploymentRole, d);
        item->setText(OrderColumn, QString::number(position + 1));
        item->setText(NameColumn, deployment.name);
        item->setIcon(NameColumn, [&] {
            QPixmap swatch(12, 12);
            swatch.fill(tenantColor(d));
            return QIcon(swatch);
        }());
        item->setText(GpusColumn, deployment.gpuIds.isEmpty() ? tr("none") : deployment.gpuIds.join(u", "));
        item->setText(VerdictColumn, outcomeText(outcome.outcome));
        if (outcome.outcome != StartOutcome::Starts)
            item->setText(KvColumn, QStringLiteral("—"));
        else if (outcome.kvTokens == 0) // encoder-only models: no KV cache, no concurrency figure
            item->setText(KvColumn, tr("no KV cache"));
        else
            item->setText(
                KvColumn,
                tr("%1 (%2x)").arg(formatCount(outcome.kvTokens), formatFixed(outcome.maxConcurrency, 2)));
        item->setText(ReasonColumn, outcome.reason);
        item->setToolTip(ReasonColumn, outcome.vllmMessage.isEmpty() ? outcome.reason : outcome.vllmMessage);
        item->setFlags(item->flags() & ~Qt::ItemIsDropEnabled); // dropped between rows, never into one
        if (outcome.outcome != StartOutcome::Starts)
            item->setForeground(VerdictColumn, QColor(0xc0, 0x30, 0x30));
    }
}

void FleetView::showError(const QString& message)
{
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Fleet"), message, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(QStringLiteral("kvbudget_error"));
    box->open();
}

} // namespace kvb::ui
