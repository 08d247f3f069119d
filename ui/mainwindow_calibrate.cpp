// The window's dialogs: File → Calibrate from a vLLM log… (and a dropped log file), Edit → Advanced
// settings….
#include "ui/mainwindow.h"

#include "ui/advancedsettings.h"
#include "ui/calibratedialog.h"
#include "vllm/vllmlog.h"

#include <QAction>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QStatusBar>

namespace kvb::ui {

void MainWindow::addCalibrateAction(QMenu* menu)
{
    QAction* calibrate =
        menu->addAction(tr("Ca&librate from a vLLM log…"), this, [this] { openCalibrateDialog(); });
    calibrate->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    calibrate->setStatusTip(tr("Paste or open vLLM's startup log: compare it with the prediction and start "
                               "what-ifs from the measured terms"));
}

CalibrateDialog* MainWindow::openCalibrateDialog(const QString& logPath)
{
    if (!m_calibrateDialog) {
        m_calibrateDialog = new CalibrateDialog(m_controller, this);
        connect(m_calibrateDialog, &QDialog::accepted, this,
                [this] { statusBar()->showMessage(tr("Calibrated from your vLLM log"), 8000); });
    }
    m_calibrateDialog->reset(); // on the scenario shown now
    if (!logPath.isEmpty())
        m_calibrateDialog->loadFile(logPath);
    m_calibrateDialog->open(); // window-modal, non-blocking
    return m_calibrateDialog;
}

AdvancedSettingsDialog* MainWindow::openAdvancedSettings()
{
    if (!m_advanced)
        m_advanced = new AdvancedSettingsDialog(m_controller, this);
    // Not modal: the charts follow each value while the dialog stays open beside them.
    m_advanced->show();
    m_advanced->raise();
    m_advanced->activateWindow();
    return m_advanced;
}

bool MainWindow::isVllmLogFile(const QString& path)
{
    // JSON is a config or a scenario, a folder a model: those keep their own handling. Anything else
    // is a log when vLLM's memory lines can be read from its beginning.
    const QFileInfo info(path);
    if (!info.isFile() || info.suffix().toLower() == u"json")
        return false;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    return parseVllmLog(QString::fromUtf8(file.read(8 * 1024 * 1024))).ok();
}

} // namespace kvb::ui
