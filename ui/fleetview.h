#pragma once

#include "fleet/repack.h"
#include "fleet/replay.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QToolButton;
class QTreeWidget;

namespace kvb::ui {

class FleetChart;
class FleetTimeline;
class ScenarioController;

// The "GPUs" tab: a fleet's cards as FleetChart draws them, every deployment's outcome (verdict, reason,
// vLLM's message), failing and restoring cards, the re-pack proposals with Apply, and editing start
// order and placement. Every edit replays the fleet (core/fleet/replay.h) and re-packs it when something
// does not start (core/fleet/repack.h); the view computes nothing itself.
class FleetView final : public QWidget
{
    Q_OBJECT

public:
    explicit FleetView(ScenarioController* controller, QWidget* parent = nullptr);

    const Fleet& fleet() const { return m_fleet; }
    const FleetReplay& replay() const { return m_replay; }
    const RepackResult& repack() const { return m_repack; }
    // The re-pack of the fleet shown is still being searched (proposals appear when it finishes).
    bool repackPending() const { return m_repackPending; }
    FleetChart* chart() const { return m_chart; }
    FleetTimeline* timeline() const { return m_timeline; }
    QTreeWidget* deploymentList() const { return m_deployments; }
    QTreeWidget* proposalList() const { return m_proposals; }
    QComboBox* fleetCombo() const { return m_fleetCombo; }

    // A built-in fleet's id or a fleet file's path; false (with a message box unless `quiet`) when it
    // cannot be read, and the fleet shown stays as it was.
    bool openFleet(const QString& nameOrPath, bool quiet = false);
    void setFleet(const Fleet& fleet);

    // The deployment selected in the list (an index into fleet().deployments), -1 when none.
    int selectedDeployment() const;
    void selectDeployment(int deployment);

public Q_SLOTS:
    // What the chart's context menu calls: "Fail this GPU" / "Restore this GPU".
    void setGpuFailed(int gpu, bool failed);
    void applyProposal(int proposal);
    // The Capacity tab's scenario as a new deployment on the healthy card(s) with most free memory,
    // started last. Returns the new deployment's index, -1 when no healthy card can take it.
    int addCurrentScenario();
    // Moves the deployment one place earlier (-1) or later (+1) in the fleet's start order.
    void moveInStartOrder(int deployment, int delta);
    // Puts a single-card deployment on another card.
    void moveToGpu(int deployment, const QString& gpuId);
    // The start order as the list shows it (after a row was dragged to another place).
    void startInListOrder();

Q_SIGNALS:
    // Double-click on a deployment: its scenario as it runs on its card, for the Capacity tab.
    void openScenarioRequested(const kvb::Scenario& scenario);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* createToolbar();
    QWidget* createDeploymentPanel();
    QWidget* createProposalPanel();
    void refresh();
    void startRepack();
    void fillDeployments();
    void fillProposals();
    void updateSelectionControls();
    void showChartMenu(const QPoint& pos);
    void openSelectedScenario();
    void showError(const QString& message);

    ScenarioController* m_controller = nullptr;
    Fleet m_fleet;
    FleetReplay m_replay;
    RepackResult m_repack;
    int m_repackGeneration = 0; // each edit's search; an older one's result is dropped
    bool m_repackPending = false;

    QComboBox* m_fleetCombo = nullptr;
    QPushButton* m_openButton = nullptr;
    QPushButton* m_addButton = nullptr;
    QToolButton* m_gpuMenuButton = nullptr; // the keyboard's way to fail a card
    QLabel* m_summary = nullptr;
    FleetChart* m_chart = nullptr;
    QScrollArea* m_chartScroll = nullptr;
    FleetTimeline* m_timeline = nullptr;
    QTreeWidget* m_deployments = nullptr;
    QPushButton* m_upButton = nullptr;
    QPushButton* m_downButton = nullptr;
    QComboBox* m_gpuCombo = nullptr;
    QLabel* m_message = nullptr;
    QTreeWidget* m_proposals = nullptr;
    QLabel* m_proposalNote = nullptr;
};

} // namespace kvb::ui
