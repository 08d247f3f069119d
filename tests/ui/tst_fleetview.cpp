// ui/fleetview: the "GPUs" tab against core's replay and re-pack for the same fleet - the built-in
// gpu-tetris fleet, failing two cards through the context menu's slot, applying a proposal, adding the
// Capacity tab's scenario and changing start order and placement.
#include "fleet/fleetfile.h"
#include "fleet/repack.h"
#include "testhelpers.h"
#include "ui/fleetchart.h"
#include "ui/fleetview.h"
#include "ui/fleetview_timeline.h"
#include "ui/mainwindow.h"
#include "ui/scenariocontroller.h"
#include "uitesthelpers.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QToolButton>
#include <QTreeWidget>

#include <algorithm>
#include <memory>

using namespace kvb;
using namespace kvb::ui;

namespace {

// The view shows what replayFleet says for the fleet it holds: every deployment's verdict, in the list too.
void compareWithReplay(const FleetView& view)
{
    const FleetReplay expected = replayFleet(view.fleet());
    QCOMPARE(view.replay().allStart, expected.allStart);
    QCOMPARE(view.replay().deployments.size(), expected.deployments.size());
    QCOMPARE(view.deploymentList()->topLevelItemCount(), static_cast<int>(expected.order.size()));
    for (std::size_t i = 0; i < expected.order.size(); ++i) {
        const int d = expected.order[i];
        const DeploymentOutcome& o = expected.deployments[static_cast<std::size_t>(d)];
        QCOMPARE(view.replay().deployments[static_cast<std::size_t>(d)].outcome, o.outcome);
        QCOMPARE(view.replay().deployments[static_cast<std::size_t>(d)].kvTokens, o.kvTokens);
        const QTreeWidgetItem* row = view.deploymentList()->topLevelItem(static_cast<int>(i));
        QCOMPARE(row->text(1), view.fleet().deployments[static_cast<std::size_t>(d)].name);
        QCOMPARE(row->text(3), outcomeText(o.outcome));
    }
}

// The window as shown, checked not blank; with KVBUDGET_FLEETVIEW_SHOTS=DIR also saved there as NAME.png
// (the README's screenshots: resources/screenshots/gpus-tab*.png).
void grabWindow(QMainWindow& window, const QString& name)
{
    QTest::qWait(30);
    QCOMPARE(window.width(), 1280); // the tab fits a 1280x800 screen
    const QImage image = window.grab().toImage();
    QVERIFY(kvbtest::distinctColours(image) > 20);
    if (const QString dir = qEnvironmentVariable("KVBUDGET_FLEETVIEW_SHOTS"); !dir.isEmpty())
        QVERIFY(image.save(dir + QLatin1Char('/') + name + QStringLiteral(".png")));
}

QAction* actionNamed(QMainWindow& window, const QString& text)
{
    for (QAction* a : window.findChildren<QAction*>())
        if (a->text() == text)
            return a;
    return nullptr;
}

} // namespace

// One story, in order: each slot continues from the fleet the previous one left.
class TestFleetView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void opensTetris();
    void failTwoGpus();
    void applyBest();
    void addsCurrentScenario();
    void changesStartOrderAndCard();
    void dragInList();
    void keyboardMenuAndExport();
    void opensInCapacity();
    void tooltips();
    void opensFleetFile();
    void dropsStaleRepack();

private:
    std::unique_ptr<MainWindow> m_window;
    FleetView* m_view = nullptr;
    int m_roomiest = -1;
};

void TestFleetView::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
    m_view = m_window->fleetView();
    QVERIFY(m_view);
}

void TestFleetView::opensTetris()
{
    MainWindow& window = *m_window;
    FleetView* view = m_view;

    QAction* gpusTab = actionNamed(window, MainWindow::tr("&GPUs"));
    QVERIFY(gpusTab);
    QCOMPARE(gpusTab->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_3));
    gpusTab->trigger();
    QCOMPARE(window.tabs()->currentWidget(), view);

    // gpu-tetris as the tab opens: four cards, four deployments, what replayFleet says.
    const auto tetris = resolveFleet(QStringLiteral("gpu-tetris"), PresetCatalog::builtin());
    QVERIFY(tetris);
    QCOMPARE(view->fleetCombo()->currentData().toString(), QStringLiteral("gpu-tetris"));
    QCOMPARE(view->fleet().gpus.size(), std::size_t(4));
    QCOMPARE(view->fleet().deployments.size(), std::size_t(4));
    QCOMPARE(view->replay().gpus.size(), std::size_t(4));
    compareWithReplay(*view);
    grabWindow(window, QStringLiteral("gpus-tab"));
    // The chart's rows are the cards: its context menu finds each one where it is drawn.
    QTest::qWait(20);
    const int rowHeight = (view->chart()->sizeHint().height() - 2 * 16 - 28) / 4;
    for (int g = 0; g < 4; ++g)
        QCOMPARE(view->chart()->gpuAt(QPoint(100, 16 + g * rowHeight + 10)), g);
}

void TestFleetView::failTwoGpus()
{
    MainWindow& window = *m_window;
    FleetView* view = m_view;
    const auto tetris = resolveFleet(QStringLiteral("gpu-tetris"), PresetCatalog::builtin());
    QVERIFY(tetris);
    // Two cards fail, through the slot "Fail this GPU" calls: proposals appear.
    view->setGpuFailed(view->fleet().gpuIndex(QStringLiteral("gpu0")), true);
    view->setGpuFailed(view->fleet().gpuIndex(QStringLiteral("gpu1")), true);
    QVERIFY(view->fleet().gpus[0].failed && view->fleet().gpus[1].failed);
    QVERIFY(!view->replay().allStart);
    compareWithReplay(*view);
    QTRY_VERIFY(!view->repackPending());
    Fleet failed = tetris.value();
    failGpus(failed, {QStringLiteral("gpu0"), QStringLiteral("gpu1")});
    const RepackResult expected = repackFleet(failed);
    QVERIFY(!expected.proposals.empty());
    QCOMPARE(view->repack().proposals.size(), expected.proposals.size());
    QCOMPARE(view->proposalList()->topLevelItemCount(), static_cast<int>(expected.proposals.size()));
    QVERIFY(expected.proposals.front().allStart);
    grabWindow(window, QStringLiteral("gpus-tab-failed"));
}

void TestFleetView::applyBest()
{
    MainWindow& window = *m_window;
    FleetView* view = m_view;
    // What core proposes for gpu-tetris without gpu0 and gpu1, independently of the view.
    auto failed = resolveFleet(QStringLiteral("gpu-tetris"), PresetCatalog::builtin());
    QVERIFY(failed);
    failGpus(failed.value(), {QStringLiteral("gpu0"), QStringLiteral("gpu1")});
    const RepackResult expected = repackFleet(failed.value());
    QVERIFY(!expected.proposals.empty());
    // Apply the best: every deployment starts, as replayFleet says of the applied fleet.
    auto* apply = view->proposalList()->findChild<QPushButton*>(QStringLiteral("apply_proposal_0"));
    QVERIFY(apply);
    QVERIFY(!apply->toolTip().isEmpty());
    apply->click();
    const FleetReplay applied = replayFleet(expected.proposals.front().fleet);
    QVERIFY(applied.allStart);
    QVERIFY(view->replay().allStart);
    for (const DeploymentOutcome& d : view->replay().deployments)
        QCOMPARE(d.outcome, StartOutcome::Starts);
    compareWithReplay(*view);
    QCOMPARE(view->proposalList()->topLevelItemCount(), 0);
    // The startup timeline of the applied fleet, its tab shown.
    auto* charts = view->findChild<QTabWidget*>(QStringLiteral("fleet_charts"));
    QVERIFY(charts);
    charts->setCurrentIndex(1);
    QVERIFY(view->timeline()->isVisible());
    grabWindow(window, QStringLiteral("gpus-tab-timeline"));
    charts->setCurrentIndex(0);
}

void TestFleetView::addsCurrentScenario()
{
    MainWindow& window = *m_window;
    FleetView* view = m_view;
    // Add the Capacity tab's scenario: on the healthy card with most free memory, started last.
    const FleetReplay before = replayFleet(view->fleet());
    int roomiest = -1;
    Bytes mostFree = -1;
    for (std::size_t g = 0; g < view->fleet().gpus.size(); ++g) {
        const Bytes free = view->fleet().gpus[g].spec.totalBytes - before.gpus[g].heldAfter;
        if (!view->fleet().gpus[g].failed && free > mostFree) {
            mostFree = free;
            roomiest = static_cast<int>(g);
        }
    }
    const int added = view->addCurrentScenario();
    QCOMPARE(added, 4);
    QCOMPARE(view->fleet().deployments.size(), std::size_t(5));
    QCOMPARE(view->fleet().deployments[4].gpuIds,
             QStringList{view->fleet().gpus[static_cast<std::size_t>(roomiest)].id});
    QCOMPARE(startOrder(view->fleet()).back(), 4);
    QCOMPARE(view->fleet().deployments[4].scenario.model.displayName,
             window.controller()->scenario().model.displayName);
    compareWithReplay(*view);
    m_roomiest = roomiest;
}

void TestFleetView::changesStartOrderAndCard()
{
    FleetView* view = m_view;
    const int roomiest = m_roomiest;
    // Move it one place earlier, then onto another card: every verdict follows.
    view->moveInStartOrder(4, -1);
    const std::vector<int> order = startOrder(view->fleet());
    QCOMPARE(order[order.size() - 2], 4);
    compareWithReplay(*view);
    const QString other = view->fleet().gpus[static_cast<std::size_t>(roomiest == 2 ? 3 : 2)].id;
    view->moveToGpu(4, other);
    QCOMPARE(view->fleet().deployments[4].gpuIds, QStringList{other});
    compareWithReplay(*view);
}

void TestFleetView::dragInList()
{
    FleetView* view = m_view;
    // A row dragged to the top of the list: the slot its drop calls starts it first.
    QTreeWidget* list = view->deploymentList();
    const int last = list->topLevelItemCount() - 1;
    const int dragged = startOrder(view->fleet()).back(); // the list shows the start order
    list->insertTopLevelItem(0, list->takeTopLevelItem(last));
    view->startInListOrder();
    QCOMPARE(startOrder(view->fleet()).front(), dragged);
    QCOMPARE(view->deploymentList()->topLevelItem(0)->text(1),
             view->fleet().deployments[static_cast<std::size_t>(dragged)].name);
    compareWithReplay(*view);
}

void TestFleetView::keyboardMenuAndExport()
{
    MainWindow& window = *m_window;
    FleetView* view = m_view;
    // Restore a card from the keyboard's menu (one checkable action per card), then open a deployment
    // in the Capacity tab.
    auto* gpuMenu = view->findChild<QToolButton*>(QStringLiteral("gpu_menu_button"));
    QVERIFY(gpuMenu && gpuMenu->menu());
    QCOMPARE(gpuMenu->menu()->actions().size(), static_cast<qsizetype>(view->fleet().gpus.size()));
    QVERIFY(gpuMenu->menu()->actions().at(0)->isChecked());
    QVERIFY(!gpuMenu->menu()->actions().at(2)->isChecked());
    gpuMenu->menu()->actions().at(0)->trigger();
    QTRY_VERIFY(!view->fleet().gpus[0].failed);
    QVERIFY(!gpuMenu->menu()->actions().at(0)->isChecked());
    compareWithReplay(*view);

    // File → Export chart → GPUs: the fleet shown, as `kvbudget export --fleet` draws it.
    QTemporaryDir dir;
    QVERIFY(window.exportFleet(dir.filePath(QStringLiteral("fleet.png"))));
    QImage exported(dir.filePath(QStringLiteral("fleet.png")));
    QVERIFY(!exported.isNull());
    QVERIFY(kvbtest::distinctColours(exported) > 10);
}

void TestFleetView::opensInCapacity()
{
    MainWindow& window = *m_window;
    FleetView* view = m_view;
    view->selectDeployment(0);
    QCOMPARE(view->selectedDeployment(), 0);
    const QString model = view->fleet().deployments[0].scenario.model.displayName;
    Q_EMIT view->deploymentList()->itemDoubleClicked(view->deploymentList()->currentItem(), 0);
    QCOMPARE(window.tabs()->currentIndex(), 0);
    QCOMPARE(window.controller()->scenario().model.displayName, model);
}

void TestFleetView::tooltips()
{
    FleetView* view = m_view;
    // Every control says what it does.
    for (QWidget* w : view->findChildren<QWidget*>())
        if (qobject_cast<QPushButton*>(w) || qobject_cast<QComboBox*>(w) || qobject_cast<QTreeWidget*>(w))
            QVERIFY2(!w->toolTip().isEmpty(), qPrintable(w->objectName()));
}

// File → Open fleet…: a fleet file joins the combo and is shown; a file that is not one leaves the
// fleet shown as it was.
void TestFleetView::opensFleetFile()
{
    FleetView* view = m_view;
    QTemporaryDir dir;
    auto tetris = resolveFleet(QStringLiteral("gpu-tetris"), PresetCatalog::builtin());
    QVERIFY(tetris);
    failGpus(tetris.value(), {QStringLiteral("gpu3")});
    const QString path = dir.filePath(QStringLiteral("fleet.json"));
    QVERIFY(saveFleetFile(tetris.value(), path, PresetCatalog::builtin()));
    QVERIFY(view->openFleet(path, true));
    QCOMPARE(view->fleetCombo()->currentData().toString(), path);
    QCOMPARE(view->fleet().deployments.size(), tetris->deployments.size());
    QVERIFY(view->fleet().gpus[3].failed);
    compareWithReplay(*view);

    const QString broken = dir.filePath(QStringLiteral("broken.json"));
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"kvbudget_fleet\": 1, \"gpus\": 3}");
    file.close();
    QVERIFY(!view->openFleet(broken, true));
    QCOMPARE(view->fleetCombo()->currentData().toString(), path);
    QVERIFY(view->fleet().gpus[3].failed);
}

// The re-pack runs on the thread pool: a search an edit has overtaken never shows its proposals.
void TestFleetView::dropsStaleRepack()
{
    FleetView* view = m_view;
    QVERIFY(view->openFleet(QStringLiteral("gpu-tetris"), true));
    view->setGpuFailed(0, true);
    QVERIFY(view->repackPending());
    view->setGpuFailed(0, false); // everything starts again: nothing to search
    QVERIFY(!view->repackPending());
    QThreadPool::globalInstance()->waitForDone();
    QCoreApplication::processEvents();
    QVERIFY(view->replay().allStart);
    QVERIFY(view->repack().proposals.empty());
    QCOMPARE(view->proposalList()->topLevelItemCount(), 0);
}

QTEST_MAIN(TestFleetView)
#include "tst_fleetview.moc"
