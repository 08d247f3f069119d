#include "cli/commands.h"

#include "base/units_format.h"
#include "budget/engine.h"
#include "budget/handbudget.h"
#include "cli/cliargs.h"
#include "cli/lessoncommand.h"
#include "cli/planjson.h"
#include "fleet/fleetfile.h"
#include "io/presets.h"
#include "report/plantext.h"
#include "vllm/launchcommand.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <fmt/format.h>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Commands)
};

int exitCodeFor(const Error& error)
{
    return error.kind == ErrorKind::Io ? ExitIo : ExitInvalidInput;
}

bool wantsHelp(const QStringList& args)
{
    const qsizetype separator = args.indexOf(QStringLiteral("--"));
    const QStringList own = separator < 0 ? args : args.mid(0, separator);
    return own.contains(QStringLiteral("--help")) || own.contains(QStringLiteral("-h"));
}

// `plan --format vllm`: the command that reproduces the plan, with the plan's exit code.
int printLaunchCommand(const Scenario& s, QTextStream& out, QTextStream& err)
{
    bool starts = false;
    if (s.accounting == AccountingMode::Simple) {
        // The same checks as every other format, so one input gives one exit code.
        const auto checked = handBudgetFor(s);
        if (!checked) {
            err << "kvbudget plan: " << checked.error().message << "\n";
            return exitCodeFor(checked.error());
        }
        starts = checked.value().kvBytes > 0;
    } else {
        const Plan plan = computePlan(s);
        if (plan.verdict == Verdict::InvalidInput) {
            err << "kvbudget plan: " << plan.inputError << "\n";
            return ExitInvalidInput;
        }
        starts = plan.fits();
    }
    out << launchCommandFor(s).text();
    return starts ? ExitOk : ExitRefusesToStart;
}

} // namespace

int runPlanCommand(const QStringList& args, QTextStream& out, QTextStream& err)
{
    if (wantsHelp(args)) {
        out << Text::tr("Usage: kvbudget plan [flags] [-- vllm serve MODEL [vLLM flags...]]\n\n")
            << planFlagsHelp()
            << Text::tr("\nOutput:\n  --format text|json|markdown|vllm  how to print the plan; vllm: the "
                        "`vllm serve` "
                        "command that reproduces it\n\n"
                        "A pasted launch command goes last:  -- vllm serve MODEL [vLLM flags...]\n"
                        "(--format may also follow it)\n");
        return ExitOk;
    }
    const PresetCatalog& catalog = PresetCatalog::builtin();
    auto parsed = parsePlanArguments(
        args, catalog, {}, {},
        {QStringLiteral("text"), QStringLiteral("json"), QStringLiteral("markdown"), QStringLiteral("vllm")});
    if (!parsed) {
        err << "kvbudget plan: " << parsed.error().message << "\n";
        return exitCodeFor(parsed.error());
    }
    const PlanArguments& request = parsed.value();
    const Scenario& s = request.scenario;

    if (request.format == u"vllm")
        return printLaunchCommand(s, out, err);
    if (s.accounting == AccountingMode::Simple) {
        const auto checked = handBudgetFor(s);
        if (!checked) {
            err << "kvbudget plan: " << checked.error().message << "\n";
            return exitCodeFor(checked.error());
        }
        const HandBudget& budget = checked.value();
        if (request.format == u"json")
            out << QJsonDocument(handBudgetToJson(s, budget)).toJson(QJsonDocument::Indented);
        else if (request.format == u"markdown")
            out << handBudgetToMarkdown(s, budget);
        else
            out << handBudgetToText(s, budget);
        return budget.kvBytes > 0 ? ExitOk : ExitRefusesToStart;
    }

    const Plan plan = computePlan(s);
    if (plan.verdict == Verdict::InvalidInput) {
        err << "kvbudget plan: " << plan.inputError << "\n";
        if (request.format == u"json")
            out << QJsonDocument(planToJson(s, plan, request.notes)).toJson(QJsonDocument::Indented);
        return ExitInvalidInput;
    }
    if (request.format == u"json")
        out << QJsonDocument(planToJson(s, plan, request.notes)).toJson(QJsonDocument::Indented);
    else if (request.format == u"markdown")
        out << planToMarkdown(s, plan, request.notes);
    else
        out << planToText(s, plan, request.notes);
    return plan.fits() ? ExitOk : ExitRefusesToStart;
}

namespace {

// A terminal column: `text` padded with spaces to `width` terminal cells (a Chinese character takes
// two, so that a translated header lines up with the figures under it), left- or right-aligned.
int terminalCells(const QString& text)
{
    int cells = 0;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool wide = (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF) ||
                          (u >= 0xAC00 && u <= 0xD7A3) || (u >= 0xF900 && u <= 0xFAFF) ||
                          (u >= 0xFE30 && u <= 0xFE4F) || (u >= 0xFF00 && u <= 0xFF60) ||
                          (u >= 0xFFE0 && u <= 0xFFE6);
        cells += wide ? 2 : 1;
    }
    return cells;
}

std::string column(const QString& text, int width, bool right = false)
{
    const QString padding(std::max(0, width - terminalCells(text)), QLatin1Char(' '));
    const QString cell = right ? QString(padding + text) : QString(text + padding);
    return cell.toStdString();
}

struct Listing
{
    std::string text;
    QJsonArray json;
};

Listing listModels(const PresetCatalog& catalog)
{
    Listing l;
    l.text = fmt::format("{} {} {} {} {}\n", column(Text::tr("ID"), 36),
                         column(Text::tr("Hugging Face repo"), 48), column(Text::tr("parameters"), 16, true),
                         column(Text::tr("layers"), 6, true), column(Text::tr("context"), 10, true));
    for (const ModelSpec& m : catalog.models()) {
        const std::int64_t params = m.parameterCount.value_or(shapeParameterCount(m));
        l.text += fmt::format("{:<36} {:<48} {:>16} {:>6} {:>10}\n", m.id.toStdString(),
                              m.hfRepo.toStdString(), formatCount(params).toStdString(), m.numLayers,
                              formatCount(m.maxPositionEmbeddings).toStdString());
        l.json.append(QJsonObject{
            {QLatin1String("id"), m.id},
            {QLatin1String("name"), m.displayName},
            {QLatin1String("hf_repo"), m.hfRepo},
            {QLatin1String("parameters"), static_cast<double>(params)},
            {QLatin1String("max_position_embeddings"), static_cast<double>(m.maxPositionEmbeddings)},
            {QLatin1String("quantization"), quantMethodName(m.quantization.method)}});
    }
    return l;
}

Listing listGpus(const PresetCatalog& catalog)
{
    Listing l;
    l.text = fmt::format("{} {} {} {}\n", column(Text::tr("ID"), 16), column(Text::tr("Name"), 44),
                         column(Text::tr("CUDA total"), 16, true), column(Text::tr("marketed"), 10, true));
    for (const GpuSpec& g : catalog.gpus()) {
        l.text += fmt::format("{:<16} {:<44} {:>16} {:>7} GB\n", g.id.toStdString(), g.name.toStdString(),
                              formatGiB(g.totalBytes).toStdString(), g.marketedGB);
        l.json.append(QJsonObject{{QLatin1String("id"), g.id},
                                  {QLatin1String("name"), g.name},
                                  {QLatin1String("cuda_total_bytes"), static_cast<double>(g.totalBytes)},
                                  {QLatin1String("memory_marketed_gb"), g.marketedGB}});
    }
    return l;
}

Listing listScenarios(const PresetCatalog& catalog)
{
    Listing l;
    for (const ScenarioPreset& s : catalog.scenarios()) {
        l.text += fmt::format("{:<28} {}\n", s.id.toStdString(), s.displayName().toStdString());
        l.json.append(QJsonObject{{QLatin1String("id"), s.id},
                                  {QLatin1String("name"), s.name},
                                  {QLatin1String("description"), s.description}});
    }
    return l;
}

// The built-in fleets `kvbudget fleet NAME` takes (presets/fleets.json).
Listing listFleets(const PresetCatalog& catalog)
{
    Listing l;
    for (const FleetPreset& f : builtinFleets()) {
        auto fleet = fleetFromJson(f.json, catalog, f.id);
        const int gpus = fleet ? static_cast<int>(fleet->gpus.size()) : 0;
        const int deployments = fleet ? static_cast<int>(fleet->deployments.size()) : 0;
        const QString size = Text::tr("%Ln GPU(s)", nullptr, gpus) + QStringLiteral(", ") +
                             Text::tr("%Ln deployment(s)", nullptr, deployments);
        l.text += fmt::format("{:<16} {} {}\n", f.id.toStdString(), column(size, 26),
                              f.displayName().toStdString());
        l.json.append(QJsonObject{{QLatin1String("id"), f.id},
                                  {QLatin1String("name"), f.name},
                                  {QLatin1String("description"), f.description},
                                  {QLatin1String("gpus"), gpus},
                                  {QLatin1String("deployments"), deployments}});
    }
    return l;
}

// The built-in lessons `kvbudget lesson NAME` plays (presets/lessons/).
Listing listLessons()
{
    Listing l;
    for (const Lesson& lesson : builtinLessons()) {
        l.text += fmt::format("{:<24} {:>2} steps  {}\n", lesson.id.toStdString(), lesson.steps.size(),
                              lesson.title(lessonLanguage()).toStdString());
        l.json.append(QJsonObject{{QLatin1String("id"), lesson.id},
                                  {QLatin1String("title"), lesson.title(lessonLanguage())},
                                  {QLatin1String("steps"), static_cast<int>(lesson.steps.size())}});
    }
    return l;
}

} // namespace

int runListCommand(const QStringList& args, QTextStream& out, QTextStream& err)
{
    QCommandLineParser parser;
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    const QCommandLineOption format(QStringLiteral("format"), {}, QStringLiteral("FORMAT"),
                                    QStringLiteral("text"));
    parser.addOption(help);
    parser.addOption(format);
    const QString usage =
        Text::tr("Usage: kvbudget list models|gpus|scenarios|fleets|lessons [--format text|json]\n");
    if (!parser.parse(QStringList{QStringLiteral("list")} + args)) {
        err << Text::tr("kvbudget list: %1\n").arg(parser.errorText()) << usage;
        return ExitInvalidInput;
    }
    if (parser.isSet(help)) {
        out << usage;
        return ExitOk;
    }
    const QStringList what = parser.positionalArguments();
    if (what.size() > 1) {
        err << Text::tr("kvbudget list: unexpected argument \"%1\"\n").arg(what.at(1));
        return ExitInvalidInput;
    }
    const QString kind = what.value(0);
    const QString shape = parser.value(format);
    if (shape != u"text" && shape != u"json") {
        err << Text::tr("kvbudget list: --format must be text or json\n");
        return ExitInvalidInput;
    }
    const PresetCatalog& catalog = PresetCatalog::builtin();
    Listing listing;
    if (kind == u"models")
        listing = listModels(catalog);
    else if (kind == u"gpus")
        listing = listGpus(catalog);
    else if (kind == u"scenarios")
        listing = listScenarios(catalog);
    else if (kind == u"fleets")
        listing = listFleets(catalog);
    else if (kind == u"lessons")
        listing = listLessons();
    else {
        err << Text::tr("kvbudget list: say what to list: models, gpus, scenarios, fleets or lessons\n");
        return ExitInvalidInput;
    }
    if (shape == u"json")
        out << QJsonDocument(listing.json).toJson(QJsonDocument::Indented);
    else
        out << QString::fromStdString(listing.text);
    return ExitOk;
}

} // namespace kvb
