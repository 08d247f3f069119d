#include "cli/comparecommand.h"

#include "cli/cliargs.h"
#include "cli/commands.h"
#include "cli/compareformat.h"
#include "io/scenariofile.h"
#include "report/compare.h"
#include "vllm/flagtable.h"
#include "vllm/launchcommand.h"
#include "vllm/vllmcommand.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Compare)
};

const QStringList kFormats{QStringLiteral("text"), QStringLiteral("markdown"), QStringLiteral("json"),
                           QStringLiteral("csv")};

// The command line taken apart: scenarios named by file or built-in name, the plan flags (which
// make one more scenario), and each --vary.
struct CompareWords
{
    QStringList named;
    QStringList flags;     // plan flags and --format, before any `--`
    QStringList serveTail; // `--` and a pasted vllm serve command
    QStringList varies;
    bool planFlagsGiven = false;
    bool help = false;
};

bool takesValue(const QString& word)
{
    if (word.contains(QLatin1Char('=')))
        return false;
    const FlagSpec* spec = findPlanFlag(word);
    return spec ? spec->kind != FlagKind::Switch : canonicalFlagName(word) == u"format";
}

Result<CompareWords> splitWords(const QStringList& args)
{
    CompareWords w;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& word = args.at(i);
        if (word == u"--") {
            w.serveTail = args.mid(i);
            w.planFlagsGiven = true;
            break;
        }
        if (word == u"--help" || word == u"-h") {
            w.help = true;
        } else if (word == u"--vary" || word.startsWith(QLatin1String("--vary="))) {
            if (word == u"--vary" && i + 1 >= args.size())
                return invalidInput(
                    Text::tr("--vary needs plan flags, e.g. --vary \"--kv-cache-dtype fp8\""));
            w.varies << (word == u"--vary" ? args.at(++i) : word.mid(7));
        } else if (word.startsWith(QLatin1Char('-')) && word != u"-") {
            w.planFlagsGiven =
                w.planFlagsGiven || canonicalFlagName(word.section(QLatin1Char('='), 0, 0)) != u"format";
            w.flags << word;
            if (takesValue(word) && i + 1 < args.size())
                w.flags << args.at(++i);
        } else {
            w.named << word;
        }
    }
    return w;
}

int exitCodeFor(const Error& error)
{
    return error.kind == ErrorKind::Io ? ExitIo : ExitInvalidInput;
}

QStringList withoutFormat(const QStringList& flags)
{
    QStringList kept;
    for (qsizetype i = 0; i < flags.size(); ++i) {
        if (canonicalFlagName(flags.at(i).section(QLatin1Char('='), 0, 0)) == u"format") {
            i += flags.at(i).contains(QLatin1Char('=')) ? 0 : 1;
            continue;
        }
        kept << flags.at(i);
    }
    return kept;
}

// The scenario a --vary makes: the flags given, then the vary's flags on top.
Result<ComparedScenario> variedScenario(const CompareWords& w, const QString& vary, const PlanArguments& base)
{
    auto words = splitShellWords(vary);
    if (!words)
        return words.error();
    for (const QString& word : words.value())
        if (word == u"--" || canonicalFlagName(word.section(QLatin1Char('='), 0, 0)) == u"format" ||
            canonicalFlagName(word.section(QLatin1Char('='), 0, 0)) == u"vary")
            return invalidInput(Text::tr("--vary \"%1\": takes plan flags only (no %2)").arg(vary, word));
    if (words->isEmpty())
        return invalidInput(Text::tr("--vary needs plan flags, e.g. --vary \"--kv-cache-dtype fp8\""));
    auto parsed =
        parsePlanArguments(withoutFormat(w.flags) + words.value() + w.serveTail, PresetCatalog::builtin());
    if (!parsed)
        return Error{parsed.error().kind,
                     QStringLiteral("--vary \"%1\": %2").arg(vary, parsed.error().message)};
    parsed->scenario.name = Text::tr("%1 + %2").arg(base.scenario.name, vary);
    return compareEntry(parsed->scenario, QStringLiteral("--vary %1").arg(shellQuote(vary)), parsed->notes);
}

struct CompareInput
{
    std::vector<ComparedScenario> scenarios;
    QString format;
};

std::optional<Error> checkScenarios(const std::vector<ComparedScenario>& scenarios)
{
    for (const ComparedScenario& s : scenarios) {
        if (s.scenario.accounting == AccountingMode::Simple)
            return invalidInput(
                Text::tr("%1 uses --accounting simple: compare plans in vLLM's accounting only")
                    .arg(s.source));
        if (s.plan.verdict == Verdict::InvalidInput)
            return invalidInput(Text::tr("%1: %2").arg(s.source, s.plan.inputError));
    }
    return std::nullopt;
}

Result<CompareInput> buildComparison(const CompareWords& w)
{
    const bool flagScenario = w.planFlagsGiven || !w.varies.isEmpty();
    const qsizetype count = w.named.size() + (flagScenario ? 1 : 0) + w.varies.size();
    if (count < kMinCompared || count > kMaxCompared)
        return invalidInput(
            Text::tr("compare takes %1 to %2 scenarios and was given %3 (each scenario name, the "
                     "plan flags and each --vary count one)")
                .arg(kMinCompared)
                .arg(kMaxCompared)
                .arg(count));
    const PresetCatalog& catalog = PresetCatalog::builtin();
    auto base = parsePlanArguments(w.flags + w.serveTail, catalog, {}, {}, kFormats);
    if (!base)
        return base.error();
    CompareInput input;
    input.format = base->format;
    for (const QString& name : w.named) {
        QStringList warnings;
        auto scenario = resolveScenario(name, catalog, &warnings);
        if (!scenario)
            return scenario.error();
        input.scenarios.push_back(compareEntry(scenario.value(), name, warnings));
    }
    if (flagScenario) {
        const QStringList given = withoutFormat(w.flags) + w.serveTail;
        const QString source =
            given.isEmpty() ? Text::tr("the default scenario") : given.join(QLatin1Char(' '));
        input.scenarios.push_back(compareEntry(base->scenario, source, base->notes));
    }
    for (const QString& vary : w.varies) {
        auto varied = variedScenario(w, vary, base.value());
        if (!varied)
            return varied.error();
        input.scenarios.push_back(varied.value());
    }
    if (auto error = checkScenarios(input.scenarios))
        return *error;
    return input;
}

QString usage()
{
    return Text::tr(
        "Usage: kvbudget compare A B [C D] [plan flags] [--vary \"FLAGS\" ...] [--format "
        "text|markdown|json|csv]\n\n"
        "Each scenario is a scenario file or a built-in name (kvbudget list scenarios). Plan flags make one\n"
        "more scenario (after the named ones), and each --vary \"FLAGS\" one more again: the plan flags "
        "with\n"
        "FLAGS on top. Two to four scenarios in all; the first is the baseline every delta is taken "
        "against.\n"
        "Exit codes as plan: 0 every scenario starts, 3 one refuses, 2 invalid input.\n");
}

} // namespace

Result<Comparison> parseComparison(const QStringList& args)
{
    auto words = splitWords(args);
    if (!words)
        return words.error();
    auto built = buildComparison(words.value());
    if (!built)
        return built.error();
    return compareScenarios(std::move(built->scenarios));
}

int runCompareCommand(const QStringList& args, QTextStream& out, QTextStream& err)
{
    auto words = splitWords(args);
    if (!words) {
        err << "kvbudget compare: " << words.error().message << "\n";
        return ExitInvalidInput;
    }
    if (words->help) {
        out << usage();
        return ExitOk;
    }
    auto built = buildComparison(words.value());
    if (!built) {
        err << "kvbudget compare: " << built.error().message << "\n";
        return exitCodeFor(built.error());
    }
    const Comparison comparison = compareScenarios(std::move(built->scenarios));
    const QString& format = built->format;
    if (format == u"json")
        out << QJsonDocument(comparisonToJson(comparison)).toJson(QJsonDocument::Indented);
    else if (format == u"markdown")
        out << comparisonToMarkdown(comparison);
    else if (format == u"csv")
        out << comparisonToCsv(comparison);
    else
        out << comparisonToText(comparison);
    for (const ComparedScenario& s : comparison.scenarios)
        if (!s.plan.fits())
            return ExitRefusesToStart;
    return ExitOk;
}

} // namespace kvb
