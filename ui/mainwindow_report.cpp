// File → Export report…: the review document of what the window shows.
#include "ui/mainwindow.h"

#include "report/reportdocument.h"
#include "ui/fleetview.h"
#include "ui/reportrender.h"
#include "ui/scenariocontroller.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QStatusBar>
#include <QTabWidget>

namespace kvb::ui {

void MainWindow::addExportReportAction(QMenu* menu)
{
    QAction* action = menu->addAction(tr("Export &report…"), this, [this] {
        const QString path =
            askSavePath(tr("Export report"),
                        tr("PDF document (*.pdf);;HTML page (*.html);;Markdown with PNG charts (*.md)"),
                        QStringLiteral("kvbudget-report.pdf"));
        if (!path.isEmpty())
            exportReport(path);
    });
    action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    action->setStatusTip(tr("A document for a capacity review: the verdict, the charts, the worked math, "
                            "vLLM's log lines, the launch command and the assumptions"));
}

bool MainWindow::exportReport(const QString& path)
{
    QString target = path;
    if (!reportFormatForPath(target))
        target += QStringLiteral(".pdf");
    const bool fleetShown = m_tabs->currentWidget() == m_fleetView && !m_fleetView->fleet().gpus.empty();
    const ReportDocument document = fleetShown ? fleetReport(m_fleetView->fleet(), m_fleetView->replay())
                                               : planReport(m_controller->scenario());
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const auto written = writeReport(document, target, localPaper(), reportRenderer());
    QApplication::restoreOverrideCursor();
    if (!written) {
        showError(tr("Export report"), written.error().message);
        return false;
    }
    statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(target)), 8000);
    return true;
}

} // namespace kvb::ui
