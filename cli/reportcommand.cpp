#include "cli/reportcommand.h"

#include "cli/cliargs.h"
#include "cli/commands.h"
#include "cli/comparecommand.h"
#include "cli/fleetcommand.h"
#include "fleet/repack.h"
#include "io/presets.h"

#include <QCoreApplication>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::ReportCommand)
};

ReportRenderer& renderer()
{
    static ReportRenderer render;
    return render;
}

// The report's own flags, taken out of the words before the plan, compare or fleet parser reads them.
struct ReportWords
{
    QString output;
    QString page;
    bool compare = false;
    bool fleet = false;
    bool help = false;
    QStringList rest;
};

Result<ReportWords> takeReportWords(const QStringList& args)
{
    ReportWords w;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& word = args.at(i);
        if (word == u"--") { // a pasted vllm serve command: every word after it is vLLM's
            w.rest << args.mid(i);
            break;
        }
        const QString name = word.section(QLatin1Char('='), 0, 0);
        const bool inlineValue = word.contains(QLatin1Char('='));
        if (name == u"-o" || name == u"--output" || name == u"--page") {
            if (!inlineValue && i + 1 >= args.size())
                return invalidInput(Text::tr("%1 needs a value").arg(name));
            (name == u"--page" ? w.page : w.output) =
                inlineValue ? word.section(QLatin1Char('='), 1) : args.at(++i);
        } else if (word == u"--compare") {
            w.compare = true;
        } else if (word == u"--fleet") {
            w.fleet = true;
        } else if (word == u"--help" || word == u"-h") {
            w.help = true;
        } else {
            w.rest << word;
        }
    }
    if (w.compare && w.fleet)
        return invalidInput(Text::tr("--compare and --fleet make different reports: give one"));
    return w;
}

Result<ReportDocument> planDocument(const QStringList& words)
{
    auto parsed = parsePlanArguments(words, PresetCatalog::builtin());
    if (!parsed)
        return parsed.error();
    if (parsed->scenario.accounting == AccountingMode::Simple)
        return invalidInput(Text::tr("a report shows vLLM's accounting: drop --accounting simple"));
    ReportDocument d = planReport(parsed->scenario, parsed->notes);
    if (d.dashboards.front().plan.verdict == Verdict::InvalidInput)
        return invalidInput(d.dashboards.front().plan.inputError);
    return d;
}

Result<ReportDocument> fleetDocument(const QStringList& words)
{
    auto parsed = parseFleetArguments(words);
    if (!parsed)
        return parsed.error();
    Fleet fleet = parsed->fleet;
    FleetReplay replay = replayFleet(fleet);
    if (!replay.error.isEmpty())
        return invalidInput(replay.error);
    if (parsed->repack) { // the fleet as the best proposal would start it
        SearchOptions search;
        search.forceHeuristic = parsed->heuristic;
        RepackResult repack = repackFleet(fleet, search);
        if (!repack.error.isEmpty())
            return invalidInput(repack.error);
        if (!repack.proposals.empty()) {
            fleet = repack.proposals.front().fleet;
            replay = repack.proposals.front().replay;
        }
    }
    return fleetReport(fleet, replay);
}

Result<ReportDocument> buildDocument(const ReportWords& w)
{
    if (w.fleet)
        return fleetDocument(w.rest);
    if (w.compare) {
        auto comparison = parseComparison(w.rest);
        if (!comparison)
            return comparison.error();
        return comparisonReport(comparison.value());
    }
    return planDocument(w.rest);
}

int fail(QTextStream& err, const Error& error)
{
    err << "kvbudget report: " << error.message << "\n";
    return error.kind == ErrorKind::Io ? ExitIo : ExitInvalidInput;
}

} // namespace

void setReportRenderer(ReportRenderer render)
{
    renderer() = std::move(render);
}

QString reportUsage()
{
    return Text::tr(
               "Usage: kvbudget report [plan flags] -o FILE.pdf|html|md [--page a4|letter]\n"
               "       kvbudget report --compare A B [C D] [plan flags] [--vary \"FLAGS\" ...] -o FILE\n"
               "       kvbudget report --fleet FILE|NAME [--fail GPU_ID ...] [--repack] -o FILE\n\n"
               "A document a reviewer reads without kvbudget: the question and the verdict, the charts, "
               "the comparison\n"
               "table, the worked math, vLLM's expected log lines, the launch command and the "
               "assumptions. PDF on A4\n"
               "or Letter (default: the paper of your locale), HTML with inline SVG charts and no "
               "external files,\n"
               "Markdown with PNG charts written beside it (FILE-chart-*.png).\n"
               "Exit codes: 0 everything starts, 3 something refuses, 2 invalid input, 4 file error.\n\n") +
           planFlagsHelp();
}

int runReportCommand(const QStringList& args, QTextStream& out, QTextStream& err)
{
    auto words = takeReportWords(args);
    if (!words)
        return fail(err, words.error());
    if (words->help) {
        out << reportUsage();
        return ExitOk;
    }
    if (words->output.isEmpty())
        return fail(err, invalidInput(Text::tr("say where to write the report: -o FILE.pdf|html|md")));
    if (!reportFormatForPath(words->output))
        return fail(err, invalidInput(Text::tr("%1: a report is .pdf, .html or .md").arg(words->output)));
    ExportPage page = localPaper();
    if (!words->page.isEmpty()) {
        const auto parsed = parseExportPage(words->page);
        if (!parsed || *parsed == ExportPage::Fit)
            return fail(err, invalidInput(Text::tr("--page %1: expected a4 or letter").arg(words->page)));
        page = *parsed;
    }
    auto document = buildDocument(words.value());
    if (!document)
        return fail(err, document.error());
    auto written = writeReport(document.value(), words->output, page, renderer());
    if (!written)
        return fail(err, written.error());
    for (const QString& path : written.value())
        out << path << "\n";
    return document->allStart ? ExitOk : ExitRefusesToStart;
}

} // namespace kvb
