// The Compare tab (Ctrl+4) and its actions: Edit → Pin as baseline (Ctrl+B), Add to comparison
// (Ctrl+Shift+B) and Add scenario file to comparison….
#include "ui/mainwindow.h"

#include "ui/compareview.h"

#include <QAction>
#include <QMenu>
#include <QStatusBar>
#include <QTabWidget>

namespace kvb::ui {

void MainWindow::createCompareView()
{
    m_compareView = new CompareView(m_controller, this);
    const int index = m_tabs->addTab(m_compareView, tr("Compare"));
    m_tabs->setTabToolTip(index, tr("The baseline and up to three more scenarios side by side: every key "
                                    "figure with its change, the memory bars on one scale, the curves "
                                    "overlaid (Ctrl+4)"));
    connect(m_compareView, &CompareView::messageShown, this,
            [this](const QString& message) { statusBar()->showMessage(message, 8000); });
    connect(m_compareView, &CompareView::capacityTabRequested, this, [this] { m_tabs->setCurrentIndex(0); });
    connect(m_compareView, &CompareView::addFileRequested, this, [this] {
        const QString path =
            askOpenPath(tr("Add scenario file to comparison"), tr("Scenario files (*.json);;All files (*)"));
        if (!path.isEmpty())
            m_compareView->addFile(path);
    });
}

void MainWindow::addCompareActions(QMenu* edit, QMenu* view)
{
    edit->addSeparator();
    QAction* pin = edit->addAction(tr("Pin as &baseline"), this, [this] {
        m_compareView->pinCurrent();
        m_tabs->setCurrentWidget(m_compareView);
    });
    pin->setObjectName(QStringLiteral("pinBaseline"));
    pin->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_B));
    pin->setToolTip(tr("Pin the current scenario as the baseline of a comparison"));
    pin->setStatusTip(tr("Start a comparison with the current scenario as its baseline (the Compare tab); "
                         "add up to three more to see every key figure's change"));
    QAction* add = edit->addAction(tr("Add to co&mparison"), this, [this] {
        m_compareView->addCurrent();
        m_tabs->setCurrentWidget(m_compareView);
    });
    add->setObjectName(QStringLiteral("addToComparison"));
    add->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    add->setToolTip(tr("Add a copy of the current scenario to the comparison"));
    add->setStatusTip(tr("Add a copy of the current scenario as a new column of the Compare tab, to change "
                         "a knob in (at most four scenarios)"));
    QAction* addFile = edit->addAction(tr("Add scenario file to comparison…"), m_compareView,
                                       &CompareView::addFileRequested);
    addFile->setStatusTip(tr("Add a saved scenario file as a new column of the Compare tab"));

    QAction* compareTab =
        view->addAction(tr("Co&mpare"), this, [this] { m_tabs->setCurrentWidget(m_compareView); });
    compareTab->setObjectName(QStringLiteral("compareTab"));
    compareTab->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_4));
    compareTab->setStatusTip(tr("Show the comparison: the baseline and up to three more scenarios"));
}

} // namespace kvb::ui
