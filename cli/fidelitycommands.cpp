#include "cli/fidelitycommands.h"

#include "base/boundedread.h"
#include "base/limits.h"

#include "base/atomicwrite.h"
#include "budget/engine.h"
#include "cli/cliargs.h"
#include "cli/commands.h"
#include "cli/fitformat.h"
#include "cli/planjson.h"
#include "io/presets.h"
#include "io/scenariofile.h"
#include "report/plantext.h"
#include "vllm/calibration.h"
#include "vllm/fit.h"
#include "vllm/startuplogs.h"
#include "vllm/validation.h"
#include "vllm/vllmlog.h"

#include <QCommandLineParser>
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

int exitCodeFor(const Error& error)
{
    return error.kind == ErrorKind::Io ? ExitIo : ExitInvalidInput;
}

// A startup-log case file: the built-in one (a resource) or the user's, read through the bounded reader.
Result<QByteArray> readCaseFile(const QString& path)
{
    if (path.startsWith(u':')) {
        QFile resource(path);
        if (!resource.open(QIODevice::ReadOnly))
            return ioError(Text::tr("cannot read %1: %2").arg(path, resource.errorString()));
        return resource.readAll();
    }
    return readBoundedFile(path, limits::kMaxJsonFileBytes, Text::tr("log-case file"));
}

} // namespace

namespace {

QString validateUsage()
{
    return Text::tr(
        "Usage: kvbudget validate [FILE] [--format text|json] [--cross-validate] [--fit]\n\n"
        "Compares every case of a startup-log file (the shared schema; default: the bundled public "
        "vLLM logs) with the engine's prediction: weights, KV tokens or GiB, maximum concurrency "
        "and whether vLLM starts.\n"
        "  --cross-validate   refit every fitted constant with each case left out, predict that "
        "case, and report the leave-one-out median, p90 and max |error|, the verdicts and the "
        "band's coverage beside the in-sample figures\n"
        "  --fit              print the constants the file's logs give\n"
        "  --explain CASE     the plan kvbudget makes for one case, beside what it logged\n");
}

int explainCase(const std::vector<LogCase>& cases, const QString& id, const PresetCatalog& catalog,
                QTextStream& out, QTextStream& err)
{
    for (const LogCase& c : cases) {
        if (c.id != id)
            continue;
        auto scenario = scenarioForCase(c, catalog);
        if (!scenario) {
            err << "kvbudget validate: " << scenario.error().message << "\n";
            return ExitInvalidInput;
        }
        Scenario replay = scenario.value();
        const Plan plan = validationPlan(c, replay);
        const bool samplerNamed = replay.serving.flashInferSampler != scenario->serving.flashInferSampler;
        out << Text::tr("Case %1 (%2), as logged:").arg(c.id, c.sourceUrl) << "\n"
            << c.rawLog << "\n\n"
            << planToText(replay, plan);
        if (samplerNamed)
            out << "\n"
                << (replay.serving.flashInferSampler.value_or(false)
                        ? Text::tr(
                              "The log's activation peak is FlashInfer's sampler warm-up, not torch's sort, "
                              "so the plan above samples with FlashInfer.")
                        : Text::tr("The log's activation peak is torch's sort, not FlashInfer's sampler "
                                   "warm-up, so the plan above samples with torch's sort."))
                << "\n";
        return ExitOk;
    }
    err << Text::tr("kvbudget validate: no case %1 in the file").arg(id) << "\n";
    return ExitInvalidInput;
}

} // namespace

int runValidateCommand(const QStringList& args, QTextStream& out, QTextStream& err)
{
    QCommandLineParser parser;
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    const QCommandLineOption format(QStringLiteral("format"), {}, QStringLiteral("FORMAT"),
                                    QStringLiteral("text"));
    const QCommandLineOption crossValidate(QStringLiteral("cross-validate"));
    const QCommandLineOption fit(QStringLiteral("fit"));
    const QCommandLineOption explain(QStringLiteral("explain"), {}, QStringLiteral("CASE"));
    parser.addOptions({help, format, crossValidate, fit, explain});
    if (!parser.parse(QStringList{QStringLiteral("validate")} + args)) {
        err << "kvbudget validate: " << parser.errorText() << "\n" << validateUsage();
        return ExitInvalidInput;
    }
    if (parser.isSet(help)) {
        out << validateUsage();
        return ExitOk;
    }
    const QString shape = parser.value(format);
    if (shape != u"text" && shape != u"json") {
        err << Text::tr("kvbudget validate: --format must be text or json\n");
        return ExitInvalidInput;
    }
    if (parser.positionalArguments().size() > 1) {
        err << Text::tr("kvbudget validate: give at most one file\n");
        return ExitInvalidInput;
    }
    const QString path =
        parser.positionalArguments().value(0, QStringLiteral(":/presets/vllm-startup-logs.json"));
    auto bytes = readCaseFile(path);
    if (!bytes) {
        err << "kvbudget validate: " << bytes.error().message << "\n";
        return exitCodeFor(bytes.error());
    }
    auto cases = parseStartupLogCases(bytes.value(), path);
    if (!cases) {
        err << "kvbudget validate: " << cases.error().message << "\n";
        return ExitInvalidInput;
    }
    const PresetCatalog& catalog = PresetCatalog::builtin();
    if (parser.isSet(explain))
        return explainCase(cases.value(), parser.value(explain), catalog, out, err);
    const ValidationReport report = validateCases(cases.value(), catalog);
    QJsonObject json = validationToJson(report);
    QString text = validationToText(report);
    if (parser.isSet(crossValidate) || parser.isSet(fit)) {
        const std::vector<FitCase> fitCases = fitCasesOf(cases.value(), catalog);
        const FittedConstants fitted = fitConstants(fitCases);
        if (parser.isSet(fit)) {
            json.insert(QLatin1String("fit"), fittedConstantsToJson(fitted));
            text += QLatin1Char('\n') + fittedConstantsToText(fitted);
        }
        if (parser.isSet(crossValidate)) {
            const CrossValidation loo = kvb::crossValidate(fitCases);
            const CrossValidation in = inSample(fitCases, fitted);
            json.insert(QLatin1String("cross_validation"), crossValidationToJson(loo));
            json.insert(QLatin1String("in_sample"), crossValidationToJson(in));
            text += QLatin1Char('\n') + crossValidationToText(loo, in);
        }
    }
    out << (shape == u"json" ? QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented)) : text);
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
    const QString kind = Text::tr("vLLM log");
    auto bytes = path == u"-" ? readBoundedStdin(limits::kMaxLogBytes, kind)
                              : readBoundedFile(path, limits::kMaxLogBytes, kind);
    if (!bytes)
        return {{}, exitCodeFor(bytes.error()), bytes.error().message};
    return {QString::fromUtf8(bytes.value()), ExitOk, {}};
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
        const auto written =
            writeFileAtomically(save, QJsonDocument(scenarioToJson(cal.scenario, catalog)).toJson());
        if (!written) {
            err << "kvbudget calibrate: " << written.error().message << "\n";
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
