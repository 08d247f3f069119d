// The kvbudget executable: the dashboard with no arguments, the command line (cli/) otherwise. Only
// `export` and `report` need the ui's renderer; they get a QApplication, every other subcommand a
// QCoreApplication.
#include "cli/dispatch.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#ifdef KVBUDGET_WITH_GUI
#include "cli/fleetexport.h"
#include "cli/reportcommand.h"
#include "ui/exporter.h"
#include "ui/fleetchart.h"
#include "ui/mainwindow.h"
#include "ui/reportrender.h"

#include <QApplication>
#include <QEvent>
#include <QIcon>
#include <QTimer>
#endif

#include <cstdio>

namespace {

void setApplicationIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("kvbudget"));
    QCoreApplication::setApplicationName(QStringLiteral("kvbudget"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KVBUDGET_VERSION));
    kvb::useFigureLocale();
}

// Call with the application object constructed: translations and the locale need it.
int runCommandLine(const kvb::DashboardRenderer& render)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    return kvb::runCommandLine(QCoreApplication::arguments().mid(1), out, err, render);
}

#ifdef KVBUDGET_WITH_GUI

// Prints how long the window took to paint for the first time (KVBUDGET_STARTUP_TIMING=1), and quits
// right after when the variable says "quit" (used by the startup measurement).
class FirstPaintReporter final : public QObject
{
public:
    FirstPaintReporter(const QElapsedTimer& sinceMain, bool quit, QObject* parent)
        : QObject(parent)
        , m_sinceMain(sinceMain)
        , m_quit(quit)
    {}

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint && !m_reported) {
            m_reported = true;
            // After the whole paint pass, not at its first widget.
            QTimer::singleShot(0, this, [this] {
                std::fprintf(stderr, "kvbudget: first paint %lld ms after main()\n",
                             static_cast<long long>(m_sinceMain.elapsed()));
                if (m_quit)
                    QCoreApplication::quit();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QElapsedTimer m_sinceMain;
    bool m_quit;
    bool m_reported = false;
};

int runGui(int argc, char** argv, const QElapsedTimer& sinceMain)
{
    QApplication app(argc, argv);
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.kvbudget.kvbudget"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/kvbudget.svg")));
    kvb::ui::MainWindow window;
    const QByteArray timing = qgetenv("KVBUDGET_STARTUP_TIMING");
    if (!timing.isEmpty())
        window.dashboard()->installEventFilter(new FirstPaintReporter(sinceMain, timing == "quit", &window));
    window.show();
    return app.exec();
}

int runExport(int argc, char** argv)
{
    // Export never shows a window: render offscreen, so that pixel sizes and font metrics do not depend
    // on the display (and no display is needed), unless the caller chose a platform.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    kvb::setFleetRenderer(&kvb::ui::exportFleetChart);
    kvb::setReportRenderer(kvb::ui::reportRenderer());
    return runCommandLine(&kvb::ui::exportDashboard);
}

#endif

} // namespace

int main(int argc, char** argv)
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    setApplicationIdentity();
#ifdef KVBUDGET_WITH_GUI
    if (argc == 1)
        return runGui(argc, argv, sinceMain);
    if (qstrcmp(argv[1], "export") == 0 || qstrcmp(argv[1], "report") == 0) // they draw the ui's charts
        return runExport(argc, argv);
#endif
    QCoreApplication app(argc, argv);
    return runCommandLine({});
}
