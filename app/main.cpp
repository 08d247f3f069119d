// The kvbudget executable: the dashboard with no arguments (or only --lang), the command line (cli/)
// otherwise. Only `export`, `report` and `lesson` need the ui's renderer; they get a QApplication,
// every other subcommand a QCoreApplication.
#include "cli/commands.h"
#include "cli/dispatch.h"
#include "cli/languageflag.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#ifdef KVBUDGET_WITH_GUI
#include "cli/fleetexport.h"
#include "cli/lessoncommand.h"
#include "cli/reportcommand.h"
#include "ui/exporter.h"
#include "ui/fleetchart.h"
#include "ui/languagemenu.h"
#include "ui/lessondeck.h"
#include "ui/mainwindow.h"
#include "ui/reportrender.h"

#include <QApplication>
#include <QEvent>
#include <QFileInfo>
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
}

QStringList argumentsOf(int argc, char** argv)
{
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    return args;
}

// Call with the application object constructed: translations and the locale need it.
int runCommandLine(const kvb::DashboardRenderer& render)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    const int code = kvb::runCommandLine(QCoreApplication::arguments().mid(1), out, err, render);
    // One place for every subcommand: a full disk under `kvbudget plan > out.txt` is exit 4, not 0.
    return kvb::finishStandardOutput(out, err, code);
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

// `kvbudget FILE.json` opens the window with that scenario (a file manager's "Open with"): a scenario
// file is told from a subcommand by its extension, which no subcommand has.
bool isScenarioArgument(const QString& path)
{
    return path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) && QFileInfo(path).isFile();
}

int runGui(int argc, char** argv, const kvb::LanguageFlag& language, const QElapsedTimer& sinceMain,
           const QString& scenarioPath = {})
{
    QApplication app(argc, argv);
    QTextStream err(stderr);
    // --lang, else View → Language's last choice, else the system's language.
    if (!kvb::applyLanguageFlag(language, err, kvb::ui::startupUiLanguage(language.value)))
        return kvb::ExitInvalidInput;
    kvb::ui::useLanguageFonts(kvb::chosenLanguage(language, kvb::ui::startupUiLanguage(language.value)));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.kvbudget.kvbudget"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/kvbudget.svg")));
    // On the heap: View → Language replaces it with a window in the new language.
    auto* window = new kvb::ui::MainWindow;
    window->setAttribute(Qt::WA_DeleteOnClose);
    const QByteArray timing = qgetenv("KVBUDGET_STARTUP_TIMING");
    if (!timing.isEmpty())
        window->dashboard()->installEventFilter(new FirstPaintReporter(sinceMain, timing == "quit", window));
    window->show();
    if (!scenarioPath.isEmpty())
        window->openScenario(scenarioPath);
    return app.exec();
}

int runExport(int argc, char** argv)
{
    // Export never shows a window: render offscreen, so that pixel sizes and font metrics do not depend
    // on the display (and no display is needed), unless the caller chose a platform.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    // The command line sets the language itself (the same --lang, else the system's); the fonts for
    // it are the ui's.
    QStringList args = argumentsOf(argc, argv);
    const kvb::LanguageFlag language = kvb::takeLanguageFlag(args);
    kvb::ui::useLanguageFonts(kvb::chosenLanguage(language));
    kvb::setFleetRenderer(&kvb::ui::exportFleetChart);
    kvb::setLessonDeckRenderer(&kvb::ui::exportLessonDeck);
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
    QStringList args = argumentsOf(argc, argv);
    const kvb::LanguageFlag language = kvb::takeLanguageFlag(args);
    if (args.isEmpty())
        return runGui(argc, argv, language, sinceMain);
    if (args.size() == 1 && isScenarioArgument(args.first()))
        return runGui(argc, argv, language, sinceMain, args.first());
    // They draw the ui's charts: exports, reports and a lesson's slide deck.
    if (args.first() == u"export" || args.first() == u"report" || args.first() == u"lesson")
        return runExport(argc, argv);
#endif
    QCoreApplication app(argc, argv);
    return runCommandLine({});
}
