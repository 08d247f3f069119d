// The kvbudget executable: the dashboard by default, subcommands for the command line.
#include "commands.h"
#include "fidelitycommands.h"
#include "simulatecommand.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#ifdef KVBUDGET_WITH_GUI
#include "cliargs.h"
#include "exporter.h"
#include "mainwindow.h"
#include "presets.h"

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
}

int runCommandLine(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = QCoreApplication::arguments().mid(1);
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QString command = args.isEmpty() ? QString() : args.takeFirst();
    if (command == u"plan")
        return kvb::runPlanCommand(args, out, err);
    if (command == u"validate")
        return kvb::runValidateCommand(args, out, err);
    if (command == u"calibrate")
        return kvb::runCalibrateCommand(args, out, err);
    if (command == u"list")
        return kvb::runListCommand(args, out, err);
    if (command == u"simulate")
        return kvb::runSimulateCommand(args, out, err);
    if (command == u"--version" || command == u"version") {
        out << "kvbudget " << KVBUDGET_VERSION << "\n";
        return kvb::ExitOk;
    }
    if (command == u"--help" || command == u"-h" || command == u"help" || command.isEmpty()) {
        out << kvb::usageText();
        return kvb::ExitOk;
    }
    err << "kvbudget: unknown command \"" << command << "\"\n\n" << kvb::usageText();
    return kvb::ExitInvalidInput;
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

QString exportUsage()
{
    return QCoreApplication::translate(
               "kvb::Export",
               "Usage: kvbudget export [plan flags] -o FILE.png|svg|pdf [--size WxH] [--scale N]\n"
               "                       [--chart dashboard|memory|concurrency|utilization|savings] [--theme "
               "light|dark]\n\n"
               "Renders the dashboard without a display. --size is the logical size (default 1920x1080): a "
               "PNG\n"
               "has exactly that many pixels times --scale (default 1); SVG and PDF take it as their "
               "page.\n\n") +
           kvb::planFlagsHelp();
}

int runExport(int argc, char** argv)
{
    // Export never shows a window: render offscreen, so that pixel sizes and font metrics do not depend
    // on the display (and no display is needed), unless the caller chose a platform.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QStringList args = QCoreApplication::arguments().mid(2);
    const qsizetype separator = args.indexOf(QStringLiteral("--"));
    const QStringList own = separator < 0 ? args : args.mid(0, separator);
    if (own.contains(QStringLiteral("--help")) || own.contains(QStringLiteral("-h"))) {
        out << exportUsage();
        return kvb::ExitOk;
    }
    auto parsed =
        kvb::parsePlanArguments(args, kvb::PresetCatalog::builtin(),
                                {QStringLiteral("o"), QStringLiteral("output"), QStringLiteral("size"),
                                 QStringLiteral("scale"), QStringLiteral("chart"), QStringLiteral("theme")});
    if (!parsed) {
        err << "kvbudget export: " << parsed.error().message << "\n";
        return parsed.error().kind == kvb::ErrorKind::Io ? kvb::ExitIo : kvb::ExitInvalidInput;
    }
    const auto& extras = parsed->extras;
    kvb::ui::ExportOptions options;
    options.path = extras.value(QStringLiteral("o"), extras.value(QStringLiteral("output")));
    if (options.path.isEmpty()) {
        err << "kvbudget export: say where to write the image: -o FILE.png|svg|pdf\n";
        return kvb::ExitInvalidInput;
    }
    if (extras.contains(QStringLiteral("size"))) {
        const auto size = kvb::ui::parseExportSize(extras.value(QStringLiteral("size")));
        if (!size) {
            err << "kvbudget export: --size " << extras.value(QStringLiteral("size"))
                << ": expected WIDTHxHEIGHT, each from 200 to 16384, e.g. 1920x1080\n";
            return kvb::ExitInvalidInput;
        }
        options.size = *size;
    }
    if (extras.contains(QStringLiteral("scale"))) {
        bool ok = false;
        options.scale = extras.value(QStringLiteral("scale")).toDouble(&ok);
        if (!ok || options.scale < 0.5 || options.scale > 4) {
            err << "kvbudget export: --scale " << extras.value(QStringLiteral("scale"))
                << ": expected 0.5 to 4\n";
            return kvb::ExitInvalidInput;
        }
    }
    const QString chart = extras.value(QStringLiteral("chart"), QStringLiteral("dashboard"));
    const std::pair<const char*, kvb::ui::DashboardContent> charts[] = {
        {"dashboard", kvb::ui::DashboardContent::Full},
        {"memory", kvb::ui::DashboardContent::MemoryBars},
        {"concurrency", kvb::ui::DashboardContent::Concurrency},
        {"utilization", kvb::ui::DashboardContent::Utilization},
        {"savings", kvb::ui::DashboardContent::Savings}};
    bool known = false;
    for (const auto& [name, content] : charts) {
        if (chart == QLatin1String(name)) {
            options.content = content;
            known = true;
        }
    }
    const QString theme = extras.value(QStringLiteral("theme"), QStringLiteral("light"));
    if (!known || (theme != u"light" && theme != u"dark")) {
        err << "kvbudget export: --chart takes dashboard, memory, concurrency, utilization or savings; "
               "--theme takes light or dark\n";
        return kvb::ExitInvalidInput;
    }
    options.dark = theme == u"dark";

    const kvb::DashboardFigures figures = kvb::computeDashboardFigures(parsed->scenario);
    if (figures.plan.verdict == kvb::Verdict::InvalidInput) {
        err << "kvbudget export: " << figures.plan.inputError << "\n";
        return kvb::ExitInvalidInput;
    }
    auto written = kvb::ui::exportDashboard(figures, options);
    if (!written) {
        err << "kvbudget export: " << written.error().message << "\n";
        return written.error().kind == kvb::ErrorKind::Io ? kvb::ExitIo : kvb::ExitInvalidInput;
    }
    out << written.value() << "\n";
    for (const QString& note : parsed->notes)
        err << "note: " << note << "\n";
    return figures.plan.fits() ? kvb::ExitOk : kvb::ExitRefusesToStart;
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
    if (qstrcmp(argv[1], "export") == 0)
        return runExport(argc, argv);
#endif
    return runCommandLine(argc, argv);
}
