// The GPUs tab's edits: failing cards, applying proposals, adding the Capacity tab's scenario, start
// order and placement. Each edits the fleet and replays it (FleetView::refresh).
#include "ui/fleetview.h"

#include "base/units_format.h"
#include "fleet/fleetfile.h"
#include "report/fleettext.h"
#include "ui/caption.h"
#include "ui/fleetchart.h"
#include "ui/scenariocontroller.h"

#include <QComboBox>
#include <QDropEvent>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QTreeWidget>

#include <algorithm>
#include <numeric>

namespace kvb::ui {

namespace {

constexpr int kDeploymentRole = Qt::UserRole + 1;

// Every deployment's start position set to its place in `order` (1, 2, ...): ties are gone.
void renumber(Fleet& fleet, const std::vector<int>& order)
{
    for (std::size_t i = 0; i < order.size(); ++i)
        fleet.deployments[static_cast<std::size_t>(order[i])].startPosition = static_cast<int>(i) + 1;
}

} // namespace

int FleetView::selectedDeployment() const
{
    const QTreeWidgetItem* item = m_deployments->currentItem();
    return item ? item->data(0, kDeploymentRole).toInt() : -1;
}

void FleetView::selectDeployment(int deployment)
{
    for (int row = 0; row < m_deployments->topLevelItemCount(); ++row) {
        QTreeWidgetItem* item = m_deployments->topLevelItem(row);
        if (item->data(0, kDeploymentRole).toInt() == deployment)
            m_deployments->setCurrentItem(item);
    }
}

void FleetView::updateSelectionControls()
{
    const int d = selectedDeployment();
    const int position =
        m_deployments->currentItem() ? m_deployments->indexOfTopLevelItem(m_deployments->currentItem()) : -1;
    m_upButton->setEnabled(d >= 0 && position > 0);
    m_downButton->setEnabled(d >= 0 && position + 1 < m_deployments->topLevelItemCount());
    const bool singleCard = d >= 0 && m_fleet.deployments[static_cast<std::size_t>(d)].gpuIds.size() <= 1;
    m_gpuCombo->setEnabled(singleCard);
    if (d < 0) {
        m_message->clear();
        return;
    }
    const Deployment& deployment = m_fleet.deployments[static_cast<std::size_t>(d)];
    if (!deployment.gpuIds.isEmpty())
        m_gpuCombo->setCurrentIndex(m_gpuCombo->findData(deployment.gpuIds.first()));
    const DeploymentOutcome& outcome = m_replay.deployments[static_cast<std::size_t>(d)];
    QString text = tr("%1: %2").arg(deployment.name, outcome.reason);
    if (!outcome.vllmMessage.isEmpty())
        text += QLatin1Char('\n') + tr("vLLM: %1").arg(outcome.vllmMessage);
    if (outcome.startsOnlyIfBefore >= 0)
        text += QLatin1Char('\n') +
                tr("Starts if started just before %1.")
                    .arg(m_fleet.deployments[static_cast<std::size_t>(outcome.startsOnlyIfBefore)].name);
    m_message->setText(text);
}

void FleetView::fillProposals()
{
    m_proposals->clear();
    if (m_repackPending)
        m_proposalNote->setText(tr("Not every deployment starts: searching for re-pack proposals…"));
    else if (!m_repack.error.isEmpty())
        m_proposalNote->setText(m_repack.error);
    else if (m_replay.allStart)
        m_proposalNote->setText(
            tr("Every deployment starts: nothing to re-pack. Right-click a GPU to fail it."));
    else
        m_proposalNote->setText(tr("Not every deployment starts: %n proposal(s), the least damaging first.",
                                   nullptr, static_cast<int>(m_repack.proposals.size())));
    for (std::size_t p = 0; p < m_repack.proposals.size(); ++p) {
        const Proposal& proposal = m_repack.proposals[p];
        // The proposal on one line with its Apply button; each change a line below it.
        auto* item = new QTreeWidgetItem(m_proposals);
        item->setText(0, tr("%1. %2").arg(p + 1).arg(familyText(proposal.family)));
        item->setText(1, formatCount(proposal.kvTokensLost));
        item->setToolTip(0, proposalSummary(proposal));
        item->setToolTip(1, proposalSummary(proposal));
        for (const Change& c : proposal.changes) {
            auto* change = new QTreeWidgetItem(item);
            change->setText(0, changeText(c));
            change->setToolTip(0, changeText(c));
            change->setFirstColumnSpanned(true);
        }
        auto* summary = new QTreeWidgetItem(item);
        summary->setText(0, proposalSummary(proposal));
        summary->setToolTip(0, proposalSummary(proposal));
        summary->setFirstColumnSpanned(true);
        item->setExpanded(true);
        auto* apply = new QPushButton(tr("&Apply"), m_proposals);
        apply->setObjectName(QStringLiteral("apply_proposal_%1").arg(p));
        apply->setToolTip(tr("Make these changes to the fleet shown and replay its startup"));
        connect(apply, &QPushButton::clicked, this, [this, p] { applyProposal(static_cast<int>(p)); });
        m_proposals->setItemWidget(item, 2, apply);
    }
}

void FleetView::showChartMenu(const QPoint& pos)
{
    int gpu = m_chart->gpuAt(pos);
    if (gpu < 0 && !m_fleet.gpus.empty()) // the Menu key: the card of the selected deployment, or the first
        gpu = std::max(0, m_fleet.gpuIndex(m_gpuCombo->currentData().toString()));
    if (gpu < 0)
        return;
    const FleetGpu& card = m_fleet.gpus[static_cast<std::size_t>(gpu)];
    QMenu menu(this);
    QAction* fail = menu.addAction(tr("&Fail this GPU (%1)").arg(card.id), this,
                                   [this, gpu] { setGpuFailed(gpu, true); });
    fail->setEnabled(!card.failed);
    QAction* restore = menu.addAction(tr("&Restore this GPU (%1)").arg(card.id), this,
                                      [this, gpu] { setGpuFailed(gpu, false); });
    restore->setEnabled(card.failed);
    menu.exec(m_chart->mapToGlobal(pos));
}

void FleetView::setGpuFailed(int gpu, bool failed)
{
    if (gpu < 0 || gpu >= static_cast<int>(m_fleet.gpus.size()))
        return;
    m_fleet.gpus[static_cast<std::size_t>(gpu)].failed = failed;
    refresh();
}

void FleetView::applyProposal(int proposal)
{
    if (proposal < 0 || proposal >= static_cast<int>(m_repack.proposals.size()))
        return;
    setFleet(Fleet(m_repack.proposals[static_cast<std::size_t>(proposal)].fleet));
}

int FleetView::addCurrentScenario()
{
    Deployment d;
    d.scenario = m_controller->scenario();
    const QString base = d.scenario.name.isEmpty() ? scenarioTitle(d.scenario) : d.scenario.name;
    d.name = base;
    for (int n = 2; m_fleet.deploymentIndex(d.name) >= 0; ++n)
        d.name = tr("%1 (%2)").arg(base).arg(n);
    if (m_fleet.gpus.empty()) {
        setFleet(fleetForScenario(d.scenario, d.name));
        return 0;
    }
    // The healthy cards with most free memory once the fleet has started, as many as the world size.
    std::vector<int> cards;
    for (std::size_t g = 0; g < m_fleet.gpus.size(); ++g)
        if (!m_fleet.gpus[g].failed)
            cards.push_back(static_cast<int>(g));
    const auto freeOn = [this](int g) { return m_replay.gpus[static_cast<std::size_t>(g)].freeAfter(); };
    std::stable_sort(cards.begin(), cards.end(), [&](int a, int b) { return freeOn(a) > freeOn(b); });
    const auto world = static_cast<std::size_t>(std::max(1, d.scenario.serving.worldSize()));
    if (cards.size() < world) {
        showError(
            tr("The scenario runs on %1 GPUs; the fleet has %2 healthy ones.").arg(world).arg(cards.size()));
        return -1;
    }
    for (std::size_t i = 0; i < world; ++i)
        d.gpuIds << m_fleet.gpus[static_cast<std::size_t>(cards[i])].id;
    d.scenario.serving.otherProcessesBytes = 0; // the card's own other processes count instead
    d.startPosition = 1;
    for (const Deployment& other : m_fleet.deployments)
        d.startPosition = std::max(d.startPosition, other.startPosition + 1);
    m_fleet.deployments.push_back(d);
    const int index = static_cast<int>(m_fleet.deployments.size()) - 1;
    refresh();
    selectDeployment(index);
    return index;
}

void FleetView::moveInStartOrder(int deployment, int delta)
{
    std::vector<int> order = startOrder(m_fleet);
    const auto it = std::find(order.begin(), order.end(), deployment);
    if (it == order.end())
        return;
    const auto from = static_cast<int>(it - order.begin());
    const int to = from + delta;
    if (to < 0 || to >= static_cast<int>(order.size()))
        return;
    std::swap(order[static_cast<std::size_t>(from)], order[static_cast<std::size_t>(to)]);
    renumber(m_fleet, order);
    refresh();
    selectDeployment(deployment);
}

void FleetView::moveToGpu(int deployment, const QString& gpuId)
{
    if (deployment < 0 || deployment >= static_cast<int>(m_fleet.deployments.size()) ||
        m_fleet.gpuIndex(gpuId) < 0)
        return;
    Deployment& d = m_fleet.deployments[static_cast<std::size_t>(deployment)];
    if (d.gpuIds.size() > 1 || d.gpuIds == QStringList{gpuId})
        return;
    d.gpuIds = QStringList{gpuId};
    refresh();
    selectDeployment(deployment);
}

void FleetView::startInListOrder()
{
    std::vector<int> order;
    for (int row = 0; row < m_deployments->topLevelItemCount(); ++row)
        order.push_back(m_deployments->topLevelItem(row)->data(0, kDeploymentRole).toInt());
    if (order.size() != m_fleet.deployments.size() || order == startOrder(m_fleet))
        return;
    const int selected = selectedDeployment();
    renumber(m_fleet, order);
    refresh();
    selectDeployment(selected);
}

bool FleetView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_deployments->viewport() && event->type() == QEvent::Drop) {
        // The list moves the row itself; the fleet follows once it has (the refill deletes the rows).
        QMetaObject::invokeMethod(this, &FleetView::startInListOrder, Qt::QueuedConnection);
        return false;
    }
    if (watched != m_chart)
        return QWidget::eventFilter(watched, event);
    if (event->type() == QEvent::DragEnter || event->type() == QEvent::DragMove) {
        auto* drag = static_cast<QDropEvent*>(event);
        const int gpu = m_chart->gpuAt(drag->position().toPoint());
        const bool ok = drag->source() == m_deployments && gpu >= 0 &&
                        !m_fleet.gpus[static_cast<std::size_t>(gpu)].failed;
        if (ok)
            drag->acceptProposedAction();
        else
            drag->ignore();
        return true;
    }
    if (event->type() == QEvent::Drop) {
        auto* drop = static_cast<QDropEvent*>(event);
        const int gpu = m_chart->gpuAt(drop->position().toPoint());
        if (drop->source() == m_deployments && gpu >= 0) {
            drop->acceptProposedAction();
            const int d = selectedDeployment();
            const QString id = m_fleet.gpus[static_cast<std::size_t>(gpu)].id;
            QMetaObject::invokeMethod(
                this, [this, d, id] { moveToGpu(d, id); }, Qt::QueuedConnection);
        }
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void FleetView::openSelectedScenario()
{
    const int d = selectedDeployment();
    if (d < 0)
        return;
    const Deployment& deployment = m_fleet.deployments[static_cast<std::size_t>(d)];
    const DeploymentOutcome& outcome = m_replay.deployments[static_cast<std::size_t>(d)];
    if (outcome.worstGpu < 0) {
        Q_EMIT openScenarioRequested(deployment.scenario);
        return;
    }
    // As it starts on its card: what the card holds before it counts as other processes.
    Bytes usedBefore = 0;
    for (const TenantStep& s : m_replay.gpus[static_cast<std::size_t>(outcome.worstGpu)].steps)
        if (s.deployment == d)
            usedBefore = s.usedBefore;
    Q_EMIT openScenarioRequested(
        scenarioOnCard(deployment, m_fleet.gpus[static_cast<std::size_t>(outcome.worstGpu)], usedBefore));
}

} // namespace kvb::ui
