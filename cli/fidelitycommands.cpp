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

namespace {

struct LogText
{
    QString text;
    int exitCode = ExitOk;
    QString error;
};

// The log a user passes: a file, or standard input for "-", at most kMaxLogBytes of it.
LogText readLogText(const QString& path)
{
    QFile file;
    if (path == u"-") {
        if (!file.open(stdin, QIODevice::ReadOnly))
            return {{}, ExitIo, Text::tr("cannot read standard input")};
    } else {
        file.setFileName(path);
        if (!file.open(QIODevice::ReadOnly))
            return {{},
                    file.exists() ? ExitIo : ExitInvalidInput,
                    Text::tr("cannot read %1: %2").arg(path, file.errorString())};
    }
    return {QString::fromUtf8(file.read(limits::kMaxLogBytes + 1)), ExitOk, {}};
}

QJsonObject calibrationJson(const Calibration& cal, const std::vector<ComparisonRow>& rows,
                            const PresetCatalog& catalog)
{
    QJsonArray comparison;
    for (const ComparisonRow& row : rows)
        comparison.append(
            QJsonObject{{QLatin1String("id"), row.id},
                        {QLatin1String("logged"), optionalNumber(row.logged)},
                        {QLatin1String("predicted"), row.predicted},
                        {QLatin1String("calibrated"), row.calibrated},
                        {QLatin1String("predicted_error_percent"), optionalNumber(row.errorPercent())}});
    return QJsonObject{{QLatin1String("log_format"), cal.log.formatHint},
                       {QLatin1String("recognized_lines"), QJsonArray::fromStringList(cal.log.recognized)},
                       {QLatin1String("problems"), QJsonArray::fromStringList(cal.log.problems)},
                       {QLatin1String("adopted"), QJsonArray::fromStringList(cal.adopted)},
                       {QLatin1String("notes"), QJsonArray::fromStringList(cal.notes)},
                       {QLatin1String("comparison"), comparison},
                       {QLatin1String("scenario"), scenarioToJson(cal.scenario, catalog)},
                       {QLatin1String("plan"), planToJson(cal.scenario, cal.calibrated)}};
}

QString calibrationText(const Calibration& cal, const std::vector<ComparisonRow>& rows)
{
    const auto u8 = [](const QString& text) { return text.toStdString(); };
    std::string out = fmt::format(
        "{}\n", u8(Text::tr("Calibrating %1 from a vLLM log (%2)")
                       .arg(cal.scenario.name, cal.log.formatHint.isEmpty() ? Text::tr("format not pinned")
                                                                            : cal.log.formatHint)));
    out += fmt::format("  {}\n",
                       u8(Text::tr("read %n line(s)", nullptr, static_cast<int>(cal.log.recognized.size()))));
    out += fmt::format("\n{:<26} {:>12} {:>12} {:>9} {:>12}\n", "", u8(Text::tr("logged")),
                       u8(Text::tr("predicted")), u8(Text::tr("error")), u8(Text::tr("calibrated")));
    for (const ComparisonRow& row : rows) {
        const bool count = row.id == u"num_blocks" || row.id == u"kv_tokens" || row.id == u"starts";
        const int decimals = count ? 0 : 2;
        out += fmt::format("{:<26} {:>12} {:>12.{}f} {:>9} {:>12.{}f}\n", u8(row.label),
                           row.logged ? fmt::format("{:.{}f}", *row.logged, decimals) : std::string("—"),
                           row.predicted, decimals,
                           row.errorPercent() ? fmt::format("{:.2f}%", *row.errorPercent()) : std::string(),
                           row.calibrated, decimals);
    }
    out += "\n" + u8(Text::tr("Adopted:")) + "\n";
    for (const QString& a : cal.adopted)
        out += fmt::format("  {}\n", u8(a));
    for (const QString& n : cal.notes)
        out += u8(Text::tr("note: %1").arg(n)) + "\n";
    return QString::fromStdString(out) + QLatin1Char('\n') + planToText(cal.scenario, cal.calibrated);
}

int failWith(QTextStream& err, const Error& error)
{
    err << "kvbudget calibrate: " << error.message << "\n";
    return error.kind == ErrorKind::Io ? ExitIo : ExitInvalidInput;
}

} // namespace

int runCalibrateCommand(const QStringList& args, QTextStream& out, QTextStream& err)
{
    if (args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h"))) {
        out << Text::tr(
                   "Usage: kvbudget calibrate --log FILE [plan flags] [--save SCENARIO.json] [--format "
                   "text|json]\n\n"
                   "Reads a vLLM startup log (any version's format), shows the engine's prediction beside "
                   "the logged figures, and re-bases the scenario on the measured terms. FILE may be - for "
                   "standard input.\n\n")
            << planFlagsHelp();
        return ExitOk;
    }
    const PresetCatalog& catalog = PresetCatalog::builtin();
    auto parsed = parsePlanArguments(args, catalog, {QStringLiteral("log"), QStringLiteral("save")}, {},
                                     {QStringLiteral("text"), QStringLiteral("json")});
    if (!parsed)
        return failWith(err, parsed.error());
    const QString logPath = parsed->extras.value(QStringLiteral("log"));
    if (logPath.isEmpty()) {
        err << "kvbudget calibrate: "
            << Text::tr("--log FILE is required (the vLLM startup output; - reads standard input)") << "\n";
        return ExitInvalidInput;
    }
    const LogText input = readLogText(logPath);
    if (!input.error.isEmpty()) {
        err << "kvbudget calibrate: " << input.error << "\n";
        return input.exitCode;
    }
    auto log = parseVllmLog(input.text);
    if (!log)
        return failWith(err, log.error());
    auto calibration = calibrateFromLog(parsed->scenario, log.value());
    if (!calibration)
        return failWith(err, calibration.error());
    const Calibration& cal = calibration.value();
    const std::vector<ComparisonRow> rows = compareWithLog(cal);
    if (const QString save = parsed->extras.value(QStringLiteral("save")); !save.isEmpty()) {
        QFile target(save);
        if (!target.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
            target.write(QJsonDocument(scenarioToJson(cal.scenario, catalog)).toJson()) < 0) {
            err << "kvbudget calibrate: " << Text::tr("cannot write %1: %2").arg(save, target.errorString())
                << "\n";
            return ExitIo;
        }
    }
    if (parsed->format == u"json")
        out << QJsonDocument(calibrationJson(cal, rows, catalog)).toJson(QJsonDocument::Indented);
    else
        out << calibrationText(cal, rows);
    return cal.calibrated.fits() ? ExitOk : ExitRefusesToStart;
}

} // namespace kvb
