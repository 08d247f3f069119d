// The Tools menu: What fits… (the inverse questions for the scenario shown).
#include "ui/mainwindow.h"

#include "ui/whatfitsdialog.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QStatusBar>

namespace kvb::ui {

void MainWindow::createToolsMenu()
{
    QMenu* tools = menuBar()->addMenu(tr("&Tools"));
    QAction* whatFits = tools->addAction(tr("&What fits…"), this, [this] { openWhatFits(); });
    whatFits->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    whatFits->setStatusTip(tr("The fewest GPUs and the split that hold N requests of T tokens, cheapest "
                              "first; the longest context and the utilization range that start"));
}

WhatFitsDialog* MainWindow::openWhatFits()
{
    if (!m_whatFits) {
        m_whatFits = new WhatFitsDialog(m_controller, this);
        connect(m_whatFits->applyButton(), &QAbstractButton::clicked, this,
                [this] { statusBar()->showMessage(tr("Loaded the chosen option from What fits?"), 8000); });
    } else {
        m_whatFits->reset(); // on the scenario shown now
    }
    m_whatFits->show();
    m_whatFits->raise();
    m_whatFits->activateWindow();
    return m_whatFits;
}

} // namespace kvb::ui
