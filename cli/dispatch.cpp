#include "cli/dispatch.h"

#include "base/language.h"
#include "base/units_format.h"
#include "cli/commands.h"
#include "cli/comparecommand.h"
#include "cli/fidelitycommands.h"
#include "cli/fleetcommand.h"
#include "cli/languageflag.h"
#include "cli/lessoncommand.h"
#include "cli/reportcommand.h"
#include "cli/simulatecommand.h"
#include "cli/whatfitscommand.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileDevice>
#include <QLocale>

#include <cerrno>
#include <cstdio>
#include <cstring>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Cli)
};

using Runner = int (*)(const QStringList&, QTextStream&, QTextStream&);

struct Subcommand
{
    const char* name;
    Runner run;
};

const Subcommand kSubcommands[] = {
    {"plan", runPlanCommand},         {"list", runListCommand},           {"simulate", runSimulateCommand},
    {"validate", runValidateCommand}, {"calibrate", runCalibrateCommand}, {"fleet", runFleetCommand},
    {"fit", runFitCommand},           {"compare", runCompareCommand},     {"lesson", runLessonCommand},
    {"report", runReportCommand},
};

// What standard output is, for the message: the file it was redirected to (/dev/full, out.txt), else
// "standard output" (a pipe, a terminal).
QString standardOutputName()
{
#ifdef Q_OS_UNIX
    char target[4096];
    const ssize_t length = ::readlink("/proc/self/fd/1", target, sizeof target - 1);
    if (length > 0 && target[0] == '/')
        return QString::fromLocal8Bit(target, length);
#endif
    return Text::tr("standard output");
}

} // namespace

int finishStandardOutput(QTextStream& out, QTextStream& err, int code)
{
    out.flush();
    const auto* device = qobject_cast<const QFileDevice*>(out.device());
    bool failed = out.status() == QTextStream::WriteFailed;
    QString reason;
    if (device && device->error() != QFileDevice::NoError) {
        failed = true;
        reason = device->errorString();
    }
    // QTextStream(stdout) writes through the C stream: what is still buffered there fails only now.
    if (device && device->handle() == fileno(stdout)) {
        errno = 0;
        const bool flushFailed = std::fflush(stdout) != 0;
        const int flushErrno = errno;
        if (flushFailed || std::ferror(stdout)) {
            failed = true;
            if (reason.isEmpty() && flushErrno != 0)
                reason = QString::fromLocal8Bit(std::strerror(flushErrno));
        }
    }
    if (!failed)
        return code;
    if (reason.isEmpty())
        reason = QString::fromLocal8Bit(std::strerror(EIO));
    err << "kvbudget: " << Text::tr("Cannot write %1: %2").arg(standardOutputName(), reason) << "\n";
    err.flush();
    return code == ExitOk || code == ExitRefusesToStart ? ExitIo : code;
}

void useFigureLocale()
{
    QLocale::setDefault(figureLocale());
}

QString usageText()
{
    return Text::tr(R"(kvbudget %1 — GPU memory and KV-cache capacity planner for vLLM

Usage:
  kvbudget                         open the dashboard
  kvbudget plan [flags]            print the memory plan (text, json, markdown or vllm)
  kvbudget plan -- vllm serve MODEL [vLLM flags...]
  kvbudget export [flags] -o FILE.png|svg|pdf [--size WxH]
                                   render the dashboard without a display
  kvbudget compare A B [C D] [flags] [--vary "FLAGS" ...] [--format text|markdown|json|csv]
                                   two to four scenarios side by side, with the deltas
                                   to the first
  kvbudget report [flags | --compare A B ... | --fleet F] -o FILE.pdf|html|md [--page a4|letter]
                                   a review document: verdict, charts, comparison, math,
                                   vLLM's log lines, launch command and assumptions
  kvbudget simulate [flags] [workload flags] [--format text|json|csv]
                                   simulate vLLM's scheduler under load
  kvbudget validate [FILE] [--format text|json]
                                   the engine against real vLLM startup logs
  kvbudget calibrate --log FILE [flags] [--save FILE]
                                   re-base a scenario on your own vLLM log
  kvbudget fleet FILE|NAME [--fail GPU_ID ...] [--repack] [--format text|json|markdown]
                                   several deployments on shared GPUs: the startup per card,
                                   and re-pack proposals when cards fail
  kvbudget export --fleet FILE|NAME [--fail GPU_ID ...] [--repack] -o FILE.png|svg|pdf
                                   render the GPUs tab without a display
  kvbudget fit --model M --concurrency N --request-tokens T [--gpu G ...] [--format text|json|markdown]
                                   what fits: the fewest GPUs and the split that hold N requests,
                                   cheapest first; the longest context and the utilization that start
  kvbudget lesson NAME|FILE.json [--lang L] [--format text|json] [-o deck.pdf]
                                   play a guided lesson step by step, or write its slide deck
  kvbudget list models|gpus|scenarios|fleets|lessons [--format text|json]
  kvbudget --version | --help

Every command takes --lang vi|zh_CN|ru|en (default: the system's language).

Exit codes: 0 fits / done, 2 invalid input, 3 vLLM would refuse to start, 4 file error, 1 internal error.
Run `kvbudget SUBCOMMAND --help` for its flags.
)")
        .arg(QStringLiteral(KVBUDGET_VERSION));
}

int runCommandLine(QStringList args, QTextStream& out, QTextStream& err, const DashboardRenderer& render)
{
    // The language first: everything printed from here on speaks it, errors included. JSON and CSV
    // are for programs: their texts and figures are the same in every language.
    const LanguageFlag language = takeLanguageFlag(args);
    if (!applyLanguageFlag(language, err))
        return ExitInvalidInput;
    if (machineReadableFormat(args))
        setUiLanguage(QStringLiteral("en"));
    // Only the first word is ours: everything after the subcommand is the subcommand's own.
    QCommandLineParser parser;
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    const QCommandLineOption version(QStringList{QStringLiteral("v"), QStringLiteral("version")});
    parser.addOption(help);
    parser.addOption(version);
    parser.addPositionalArgument(QStringLiteral("subcommand"), {});
    if (!parser.parse(QStringList{QCoreApplication::applicationName()} + args)) {
        err << "kvbudget: " << parser.errorText() << "\n\n" << usageText();
        return ExitInvalidInput;
    }
    if (parser.isSet(version)) {
        out << "kvbudget " << KVBUDGET_VERSION << "\n";
        return ExitOk;
    }
    QStringList rest = parser.positionalArguments();
    if (parser.isSet(help) || rest.isEmpty()) {
        out << usageText();
        return ExitOk;
    }
    const QString command = rest.takeFirst();
    if (command == u"help") {
        out << usageText();
        return ExitOk;
    }
    if (command == u"version") {
        out << "kvbudget " << KVBUDGET_VERSION << "\n";
        return ExitOk;
    }
    if (command == u"export")
        return runExportCommand(rest, out, err, render);
    for (const Subcommand& sub : kSubcommands)
        if (command == QLatin1String(sub.name))
            return sub.run(rest, out, err);
    // One line: the problem and where the commands are listed. A path (`kvbudget /missing.json`) is
    // most likely a scenario file that is not there, not a mistyped command.
    if (command.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) || command.contains(QLatin1Char('/')))
        err << "kvbudget: "
            << Text::tr("%1 is not a command, and no scenario file by that name exists; run `kvbudget "
                        "--help` for the commands")
                   .arg(command)
            << "\n";
    else
        err << "kvbudget: "
            << Text::tr("unknown command \"%1\"; run `kvbudget --help` for the commands").arg(command)
            << "\n";
    return ExitInvalidInput;
}

} // namespace kvb
