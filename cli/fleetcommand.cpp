#include "cli/fleetcommand.h"

#include "cli/commands.h"
#include "cli/fleetjson.h"
#include "fleet/fleetfile.h"
#include "fleet/repack.h"
#include "report/fleettext.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QMap>
#include <QRegularExpression>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::FleetCommand)
};

struct RawFleetArguments
{
    QString source;
    QStringList failed;
    bool repack = false;
    bool heuristic = false;
    QString format = QStringLiteral("text");
    QMap<QString, QString> extras;
};

// --flag value and --flag=value; --fail takes every following word up to the next flag.
Result<RawFleetArguments> scan(const QStringList& args, const QStringList& extraValueFlags)
{
    RawFleetArguments raw;
    for (qsizetype i = 0; i < args.size(); ++i) {
        QString arg = args[i];
        QString value;
        const bool flag = arg.startsWith(u'-') && arg.size() > 1;
        if (flag && arg.contains(u'=')) {
            value = arg.section(u'=', 1);
            arg = arg.section(u'=', 0, 0);
        }
        const QString name =
            QString(arg).remove(QRegularExpression(QStringLiteral("^-+"))).replace(u'_', u'-');
        auto takeValue = [&]() -> std::optional<QString> {
            if (!value.isEmpty())
                return value;
            if (i + 1 < args.size())
                return args[++i];
            return std::nullopt;
        };
        if (!flag) {
            if (!raw.source.isEmpty())
                return invalidInput(
                    Text::tr("unexpected argument \"%1\" (one fleet file or built-in name)").arg(arg));
            raw.source = arg;
        } else if (name == u"fail") {
            QStringList ids = value.isEmpty() ? QStringList() : value.split(u',', Qt::SkipEmptyParts);
            while (value.isEmpty() && i + 1 < args.size() && !args[i + 1].startsWith(u'-'))
                ids << args[++i].split(u',', Qt::SkipEmptyParts);
            if (ids.isEmpty())
                return invalidInput(Text::tr("--fail needs the id of at least one GPU"));
            raw.failed << ids;
        } else if (name == u"repack") {
            raw.repack = true;
        } else if (name == u"heuristic") {
            raw.heuristic = true;
        } else if (name == u"format" || extraValueFlags.contains(name)) {
            const auto v = takeValue();
            if (!v)
                return invalidInput(Text::tr("--%1 needs a value").arg(name));
            if (name == u"format")
                raw.format = *v;
            else
                raw.extras.insert(name, *v);
        } else {
            return invalidInput(Text::tr("unknown flag \"%1\"").arg(args[i]));
        }
    }
    // `fleet --fail gpu2 gpu3 FILE`: the last word after --fail is the fleet when none came before.
    if (raw.source.isEmpty() && !raw.failed.isEmpty())
        raw.source = raw.failed.takeLast();
    if (raw.source.isEmpty())
        return invalidInput(
            Text::tr("say which fleet: a fleet file or a built-in fleet (kvbudget list fleets)"));
    return raw;
}

int exitFor(const Error& e)
{
    return e.kind == ErrorKind::Io ? ExitIo : ExitInvalidInput;
}

} // namespace

QString fleetUsage()
{
    return Text::tr(
        "Usage: kvbudget fleet FILE|NAME [--fail GPU_ID ...] [--repack] [--format text|json|markdown]\n\n"
        "Replays the startup of every deployment of a fleet, card by card in start order, with\n"
        "each one's vLLM release rules, and says which start, refuse or crash at start.\n\n"
        "  FILE|NAME          a fleet file (\"kvbudget_fleet\": 1) or a built-in fleet (kvbudget list "
        "fleets)\n"
        "  --fail GPU_ID ...  mark cards as failed (repeat, or list them: --fail gpu2 gpu3)\n"
        "  --repack           place what the failed cards held and propose the least damaging\n"
        "                     changes, ranked by KV tokens lost (exact up to 8 GPUs x 12\n"
        "                     deployments, heuristic with a gap bound beyond)\n"
        "  --format F         text (default), json or markdown\n\n"
        "Exit codes: 0 every deployment starts (with --repack: in the best proposal), 3 some does\n"
        "not, 2 invalid input, 4 file error.\n");
}

Result<FleetArguments> parseFleetArguments(const QStringList& args, const QStringList& extraValueFlags)
{
    auto raw = scan(args, extraValueFlags);
    if (!raw)
        return raw.error();
    FleetArguments parsed;
    parsed.repack = raw->repack;
    parsed.heuristic = raw->heuristic;
    parsed.format = raw->format;
    if (parsed.format != u"text" && parsed.format != u"json" && parsed.format != u"markdown")
        return invalidInput(
            Text::tr("--format must be text, json or markdown (got \"%1\")").arg(parsed.format));
    auto fleet = resolveFleet(raw->source, PresetCatalog::builtin(), &parsed.warnings);
    if (!fleet)
        return fleet.error();
    parsed.fleet = fleet.value();
    const QStringList unknown = failGpus(parsed.fleet, raw->failed);
    if (!unknown.isEmpty()) {
        QStringList known;
        for (const FleetGpu& g : parsed.fleet.gpus)
            known << g.id;
        return invalidInput(Text::tr("--fail %1: the fleet has no such GPU (it has %2)")
                                .arg(unknown.join(QStringLiteral(", ")), known.join(QStringLiteral(", "))));
    }
    parsed.extras = raw->extras;
    return parsed;
}

int runFleetCommand(const QStringList& args, QTextStream& out, QTextStream& err)
{
    if (args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h"))) {
        out << fleetUsage();
        return ExitOk;
    }
    auto parsed = parseFleetArguments(args);
    if (!parsed) {
        err << "kvbudget fleet: " << parsed.error().message << "\n";
        return exitFor(parsed.error());
    }
    const Fleet& fleet = parsed->fleet;
    const FleetReplay replay = replayFleet(fleet);
    if (!replay.error.isEmpty()) {
        err << "kvbudget fleet: " << replay.error << "\n";
        return ExitInvalidInput;
    }
    RepackResult repack;
    if (parsed->repack) {
        SearchOptions options;
        options.forceHeuristic = parsed->heuristic;
        repack = repackFleet(fleet, options);
        if (!repack.error.isEmpty()) {
            err << "kvbudget fleet: " << repack.error << "\n";
            return ExitInvalidInput;
        }
    }
    const RepackResult* proposals = parsed->repack ? &repack : nullptr;
    if (parsed->format == u"json")
        out << QJsonDocument(fleetReportToJson(fleet, replay, proposals)).toJson(QJsonDocument::Indented);
    else if (parsed->format == u"markdown")
        out << fleetToMarkdown(fleet, replay, proposals);
    else
        out << fleetToText(fleet, replay, proposals);
    for (const QString& warning : parsed->warnings)
        err << "note: " << warning << "\n";
    const bool allStart =
        parsed->repack ? !repack.proposals.empty() && repack.proposals.front().allStart : replay.allStart;
    return allStart ? ExitOk : ExitRefusesToStart;
}

} // namespace kvb
