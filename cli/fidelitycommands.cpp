#include "cli/fidelitycommands.h"

#include "base/limits.h"

#include "cli/cliargs.h"
#include "cli/commands.h"
#include "cli/planjson.h"
#include "io/presets.h"
#include "io/scenariofile.h"
#include "report/plantext.h"
#include "vllm/calibration.h"
#include "vllm/validation.h"
#include "vllm/vllmlog.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <fmt/format.h>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::FidelityCommands)
};

QJsonValue optionalNumber(const std::optional<double>& value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

} // namespace

int runValidateCommand(const QStringList& args, QTextStream& out, QTextStream& err)
{
    QString path = QStringLiteral(":/presets/vllm-startup-logs.json");
    QString format = QStringLiteral("text");
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& a = args.at(i);
        if (a == u"--help" || a == u"-h") {
            out << Text::tr(
                "Usage: kvbudget validate [FILE] [--format text|json]\n\nCompares every case of a "
                "startup-log "
                "file (the shared schema; default: the bundled public vLLM logs) with the engine's "
                "prediction: weights, KV tokens or GiB, maximum concurrency and whether vLLM starts.\n");
            return ExitOk;
        }
        if (a == u"--format" && i + 1 < args.size())
            format = args.at(++i);
        else if (a.startsWith(QLatin1String("--format=")))
            format = a.mid(9);
        else if (a.startsWith(QLatin1Char('-'))) {
            err << Text::tr("kvbudget validate: unknown flag %1\n").arg(a);
            return ExitInvalidInput;
        } else
            path = a;
    }
    if (format != u"text" && format != u"json") {
        err << Text::tr("kvbudget validate: --format must be text or json\n");
        return ExitInvalidInput;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        err << Text::tr("kvbudget validate: cannot read %1: %2\n").arg(path, file.errorString());
        return file.exists() ? ExitIo : ExitInvalidInput;
    }
    auto cases = parseStartupLogCases(file.readAll(), path);
    if (!cases) {
        err << "kvbudget validate: " << cases.error().message << "\n";
        return ExitInvalidInput;
    }
    const ValidationReport report = validateCases(cases.value(), PresetCatalog::builtin());
    if (format == u"json")
        out << QJsonDocument(validationToJson(report)).toJson(QJsonDocument::Indented);
    else
        out << validationToText(report);
    return ExitOk;
}

int runCalibrateCommand(const QStringList& args, QTextStream& out, QTextStream& err)
{
    if (args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h"))) {
        out << Text::tr(
                   "Usage: kvbudget calibrate --log FILE [plan flags] [--save SCENARIO.json] [--format "
                   "text|json]\n\n"
                   "Reads a vLLM startup log (any version's format), shows the engine's prediction beside "
                   "the "
                   "logged "
                   "figures, and re-bases the scenario on the measured terms. FILE may be - for standard "
                   "input.\n\n")
            << planFlagsHelp();
        return ExitOk;
    }
    const PresetCatalog& catalog = PresetCatalog::builtin();
    auto parsed = parsePlanArguments(args, catalog, {QStringLiteral("log"), QStringLiteral("save")});
    if (!parsed) {
        err << "kvbudget calibrate: " << parsed.error().message << "\n";
        return parsed.error().kind == ErrorKind::Io ? ExitIo : ExitInvalidInput;
    }
    const QString logPath = parsed->extras.value(QStringLiteral("log"));
    if (logPath.isEmpty()) {
        err << Text::tr(
            "kvbudget calibrate: --log FILE is required (the vLLM startup output; - reads standard input)\n");
        return ExitInvalidInput;
    }
    QFile file;
    if (logPath == u"-") {
        if (!file.open(stdin, QIODevice::ReadOnly)) {
            err << Text::tr("kvbudget calibrate: cannot read standard input\n");
            return ExitIo;
        }
    } else {
        file.setFileName(logPath);
        if (!file.open(QIODevice::ReadOnly)) {
            err << Text::tr("kvbudget calibrate: cannot read %1: %2\n").arg(logPath, file.errorString());
            return file.exists() ? ExitIo : ExitInvalidInput;
        }
    }
    const QString text = QString::fromUtf8(file.read(limits::kMaxLogBytes + 1));
    auto log = parseVllmLog(text);
    if (!log) {
        err << "kvbudget calibrate: " << log.error().message << "\n";
        return ExitInvalidInput;
    }
    auto calibration = calibrateFromLog(parsed->scenario, log.value());
    if (!calibration) {
        err << "kvbudget calibrate: " << calibration.error().message << "\n";
        return ExitInvalidInput;
    }
    const Calibration& cal = calibration.value();
    const std::vector<ComparisonRow> rows = compareWithLog(cal);

    if (const QString save = parsed->extras.value(QStringLiteral("save")); !save.isEmpty()) {
        QFile target(save);
        if (!target.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
            target.write(QJsonDocument(scenarioToJson(cal.scenario, catalog)).toJson()) < 0) {
            err << Text::tr("kvbudget calibrate: cannot write %1: %2\n").arg(save, target.errorString());
            return ExitIo;
        }
    }

    if (parsed->format == u"json") {
        QJsonArray comparison;
        for (const ComparisonRow& row : rows)
            comparison.append(
                QJsonObject{{QLatin1String("id"), row.id},
                            {QLatin1String("logged"), optionalNumber(row.logged)},
                            {QLatin1String("predicted"), row.predicted},
                            {QLatin1String("calibrated"), row.calibrated},
                            {QLatin1String("predicted_error_percent"), optionalNumber(row.errorPercent())}});
        QJsonObject json{{QLatin1String("log_format"), cal.log.formatHint},
                         {QLatin1String("recognized_lines"), QJsonArray::fromStringList(cal.log.recognized)},
                         {QLatin1String("problems"), QJsonArray::fromStringList(cal.log.problems)},
                         {QLatin1String("adopted"), QJsonArray::fromStringList(cal.adopted)},
                         {QLatin1String("notes"), QJsonArray::fromStringList(cal.notes)},
                         {QLatin1String("comparison"), comparison},
                         {QLatin1String("scenario"), scenarioToJson(cal.scenario, catalog)},
                         {QLatin1String("plan"), planToJson(cal.scenario, cal.calibrated)}};
        out << QJsonDocument(json).toJson(QJsonDocument::Indented);
        return cal.calibrated.fits() ? ExitOk : ExitRefusesToStart;
    }

    std::string text8 = fmt::format("{}\n", Text::tr("Calibrating %1 from a vLLM log (%2)")
                                                .arg(cal.scenario.name, cal.log.formatHint.isEmpty()
                                                                            ? Text::tr("format not pinned")
                                                                            : cal.log.formatHint)
                                                .toStdString());
    text8 += fmt::format("  read {} line(s)\n", cal.log.recognized.size());
    text8 += fmt::format("\n{:<26} {:>12} {:>12} {:>9} {:>12}\n", "", "logged", "predicted", "error",
                         "calibrated");
    for (const ComparisonRow& row : rows) {
        const bool count = row.id == u"num_blocks" || row.id == u"kv_tokens" || row.id == u"starts";
        const int decimals = count ? 0 : 2;
        text8 += fmt::format("{:<26} {:>12} {:>12.{}f} {:>9} {:>12.{}f}\n", row.label.toStdString(),
                             row.logged ? fmt::format("{:.{}f}", *row.logged, decimals) : std::string("—"),
                             row.predicted, decimals,
                             row.errorPercent() ? fmt::format("{:.2f}%", *row.errorPercent()) : std::string(),
                             row.calibrated, decimals);
    }
    text8 += "\nAdopted:\n";
    for (const QString& a : cal.adopted)
        text8 += fmt::format("  {}\n", a.toStdString());
    for (const QString& n : cal.notes)
        text8 += fmt::format("note: {}\n", n.toStdString());
    out << QString::fromStdString(text8) << "\n" << planToText(cal.scenario, cal.calibrated);
    return cal.calibrated.fits() ? ExitOk : ExitRefusesToStart;
}

} // namespace kvb
