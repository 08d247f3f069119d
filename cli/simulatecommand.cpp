#include "cli/simulatecommand.h"

#include "base/limits.h"
#include "base/units_format.h"
#include "cli/cliargs.h"
#include "cli/commands.h"
#include "cli/simulateformat.h"
#include "io/presets.h"
#include "load/tracefile.h"
#include "vllm/messages.h"
#include "vllm/vllmcommand.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <cmath>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Simulate)
};

Error badValue(const QString& flag, const QString& value, const QString& expected)
{
    return invalidInput(Text::tr("--%1 %2: expected %3").arg(flag, value, expected));
}

// A whole number in [min, max]; token counts accept vLLM's 2k / 2K spellings.
Result<std::int64_t> integerFlag(const QMap<QString, QString>& extras, const QString& flag, std::int64_t min,
                                 std::int64_t max, const QString& expected)
{
    const QString value = extras.value(flag);
    const auto parsed = parseTokenCount(value);
    if (!parsed || *parsed < min || *parsed > max)
        return badValue(flag, value, expected);
    return *parsed;
}

Result<double> numberFlag(const QMap<QString, QString>& extras, const QString& flag, double min, double max,
                          const QString& expected)
{
    const QString value = extras.value(flag);
    bool ok = false;
    const double d = value.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(d) || d < min || d > max)
        return badValue(flag, value, expected);
    return d;
}

// --prompt-tokens / --prompt-tokens-p95 (or output): the plain flag is the median (fixed without the
// p95 flag); the p95 flag alone is an error.
Result<LengthDistribution> lengthFlags(const QMap<QString, QString>& extras, const QString& base,
                                       const LengthDistribution& fallback)
{
    const QString p95Flag = base + QStringLiteral("-p95");
    if (!extras.contains(base)) {
        if (extras.contains(p95Flag))
            return invalidInput(Text::tr("--%1 needs --%2 (the median) as well").arg(p95Flag, base));
        return fallback;
    }
    const QString range = Text::tr("a token count from 1 to 100,000,000");
    auto median = integerFlag(extras, base, 1, limits::kMaxRequestTokens, range);
    if (!median)
        return median.error();
    LengthDistribution d{*median, 0};
    if (extras.contains(p95Flag)) {
        auto p95 = integerFlag(extras, p95Flag, 1, limits::kMaxRequestTokens, range);
        if (!p95)
            return p95.error();
        if (*p95 < *median)
            return invalidInput(
                Text::tr("--%1 %2 is below the median --%3 %4: the 95th percentile cannot be shorter")
                    .arg(p95Flag, extras.value(p95Flag), base, extras.value(base)));
        d.p95 = *p95;
    }
    return d;
}

int exitCodeFor(const Error& error)
{
    return error.kind == ErrorKind::Io ? ExitIo : ExitInvalidInput;
}

} // namespace

QStringList simulateValueFlags()
{
    return {QStringLiteral("num-requests"),
            QStringLiteral("prompt-tokens"),
            QStringLiteral("prompt-tokens-p95"),
            QStringLiteral("output-tokens"),
            QStringLiteral("output-tokens-p95"),
            QStringLiteral("arrival"),
            QStringLiteral("trace"),
            QStringLiteral("seed"),
            QStringLiteral("prefix-tokens"),
            QStringLiteral("step-ms"),
            QStringLiteral("ms-per-token"),
            QStringLiteral("target-kv-usage"),
            QStringLiteral("series-points")};
}

QStringList simulateSwitches()
{
    return {QStringLiteral("no-prefix-caching"), QStringLiteral("no-recommend")};
}

namespace {

// The request lengths: a trace file, or median and p95 of prompt and output.
std::optional<Error> readLengths(const QMap<QString, QString>& extras, LoadSpec& spec, QStringList* notes)
{
    WorkloadSpec& w = spec.workload;
    const bool lengthFlagGiven = extras.contains(QStringLiteral("prompt-tokens")) ||
                                 extras.contains(QStringLiteral("prompt-tokens-p95")) ||
                                 extras.contains(QStringLiteral("output-tokens")) ||
                                 extras.contains(QStringLiteral("output-tokens-p95"));
    if (extras.contains(QStringLiteral("trace"))) {
        if (lengthFlagGiven)
            return invalidInput(
                Text::tr("--trace gives the request lengths; leave out --prompt-tokens and --output-tokens"));
        const QString path = extras.value(QStringLiteral("trace"));
        auto rows = readTraceFile(path);
        if (!rows)
            return rows.error();
        w.trace = std::move(rows.value());
        w.traceName = path;
        w.numRequests = 0; // all rows
        spec.lengthsFromScenario = false;
        if (w.trace.front().arrivalS >= 0 && extras.contains(QStringLiteral("arrival")) && notes)
            *notes << Text::tr("the trace has arrival_s: --arrival is ignored");
    } else if (lengthFlagGiven) {
        auto prompt = lengthFlags(extras, QStringLiteral("prompt-tokens"), w.prompt);
        if (!prompt)
            return prompt.error();
        auto output = lengthFlags(extras, QStringLiteral("output-tokens"), w.output);
        if (!output)
            return output.error();
        w.prompt = *prompt;
        w.output = *output;
        spec.lengthsFromScenario = false;
    }
    return std::nullopt;
}

// How many requests, when they arrive, and the random seed.
std::optional<Error> readArrivals(const QMap<QString, QString>& extras, WorkloadSpec& w)
{
    if (extras.contains(QStringLiteral("num-requests"))) {
        auto count =
            integerFlag(extras, QStringLiteral("num-requests"), 1, limits::kMaxRequests,
                        Text::tr("a request count from 1 to %1").arg(formatCount(limits::kMaxRequests)));
        if (!count)
            return count.error();
        if (!w.trace.empty() && static_cast<std::size_t>(*count) > w.trace.size())
            return invalidInput(Text::tr("--num-requests %1: the trace %2 has only %3 requests")
                                    .arg(formatCount(*count), w.traceName,
                                         formatCount(static_cast<std::int64_t>(w.trace.size()))));
        w.numRequests = static_cast<int>(*count);
    } else if (w.trace.size() > static_cast<std::size_t>(limits::kMaxRequests)) {
        return invalidInput(Text::tr("the trace %1 has %2 requests; simulate at most %3 (use --num-requests)")
                                .arg(w.traceName, formatCount(static_cast<std::int64_t>(w.trace.size())),
                                     formatCount(limits::kMaxRequests)));
    }
    if (extras.contains(QStringLiteral("arrival"))) {
        auto arrival = parseArrivalPattern(extras.value(QStringLiteral("arrival")));
        if (!arrival)
            return arrival.error();
        w.arrival = *arrival;
    }
    if (extras.contains(QStringLiteral("seed"))) {
        bool ok = false;
        const QString value = extras.value(QStringLiteral("seed"));
        w.seed = value.trimmed().toULongLong(&ok);
        // JSON numbers are exact up to 2^53, and the seed must round-trip through --format json.
        if (!ok || w.seed > (std::uint64_t{1} << 53) - 1)
            return badValue(QStringLiteral("seed"), value,
                            Text::tr("a whole number from 0 to 9007199254740991"));
    }
    return std::nullopt;
}

// The scheduler's knobs: prefix caching, step time, the search target and the series' resolution.
std::optional<Error> readSchedulerFlags(const QMap<QString, QString>& extras, LoadSpec& spec)
{
    const auto number = [&](const char* flag, double min, double max, const QString& expected, double& into) {
        if (!extras.contains(QLatin1String(flag)))
            return std::optional<Error>();
        auto value = numberFlag(extras, QLatin1String(flag), min, max, expected);
        if (!value)
            return std::optional<Error>(value.error());
        into = *value;
        return std::optional<Error>();
    };
    if (extras.contains(QStringLiteral("prefix-tokens"))) {
        auto prefix = integerFlag(extras, QStringLiteral("prefix-tokens"), 0, limits::kMaxRequestTokens,
                                  Text::tr("a token count from 0 to 100,000,000"));
        if (!prefix)
            return prefix.error();
        spec.prefixTokens = *prefix;
    }
    spec.prefixCaching = !extras.contains(QStringLiteral("no-prefix-caching"));
    spec.recommend = !extras.contains(QStringLiteral("no-recommend"));
    for (auto error :
         {number("step-ms", 0.001, 1e6, Text::tr("milliseconds per step, above 0"), spec.stepTime.fixedMs),
          number("ms-per-token", 0, 1e6, Text::tr("milliseconds per token, 0 or more"),
                 spec.stepTime.msPerToken),
          number("target-kv-usage", 0.01, 1.0, Text::tr("a fraction such as 0.9"), spec.targetKvUsage)})
        if (error)
            return error;
    if (extras.contains(QStringLiteral("series-points"))) {
        auto points = integerFlag(extras, QStringLiteral("series-points"), 0, 10'000'000,
                                  Text::tr("a number of points from 0 (every step) to 10,000,000"));
        if (!points)
            return points.error();
        spec.maxSeriesPoints = static_cast<int>(*points);
    }
    return std::nullopt;
}

} // namespace

Result<LoadSpec> loadSpecFromFlags(const Scenario& scenario, const QMap<QString, QString>& extras,
                                   QStringList* notes)
{
    LoadSpec spec = defaultLoadSpec(scenario.workload);
    if (auto error = readLengths(extras, spec, notes))
        return *error;
    if (auto error = readArrivals(extras, spec.workload))
        return *error;
    if (auto error = readSchedulerFlags(extras, spec))
        return *error;
    return spec;
}

QString simulateHelp()
{
    return Text::tr(
               R"(Usage: kvbudget simulate [plan flags] [workload flags] [--format text|json|csv] [-- vllm serve ...]

Simulates vLLM V1's scheduler on the plan's KV pool (block by block: FCFS queue, max_num_seqs,
max_num_batched_tokens with chunked prefill, recompute preemption) and searches for the largest
max_num_seqs with no preemptions and peak KV usage below the target.

Workload:
  --num-requests N              requests to simulate (default 1,000; with --trace, all of its rows)
  --prompt-tokens N             prompt length; fixed, or the median with --prompt-tokens-p95
  --prompt-tokens-p95 N         95th percentile: prompt lengths become log-normal
  --output-tokens N             output length; fixed, or the median with --output-tokens-p95
  --output-tokens-p95 N         95th percentile: output lengths become log-normal
                                (default: the scenario's request tokens split 5:1, log-normal)
  --arrival burst|poisson:RATE|users:N
                                all at once (default), a Poisson process of RATE requests per second,
                                or a closed loop of N users each sending the next when one completes
  --trace FILE.csv              prompt_tokens,output_tokens[,arrival_s] per line (header optional)
  --seed N                      seed of the generated lengths and arrivals (default 1)
  --prefix-tokens N             a prefix every prompt shares; cached once with prefix caching
  --no-prefix-caching           compute the shared prefix for every request
Model of time and the search:
  --step-ms F  --ms-per-token F  step time = F + F' x tokens in the step (default 15 + 0.03 ms)
  --target-kv-usage F           peak KV usage the recommendation stays below (default 0.9)
  --no-recommend                skip the search
  --series-points N             time-series points kept (default 2,000; 0 = every step)
Output:
  --format text|json|csv        a summary, the stable JSON summary, or the time series

Plan flags (as kvbudget plan):
)") + planFlagsHelp();
}

int runSimulateCommand(const QStringList& args, QTextStream& out, QTextStream& err)
{
    // --format takes csv here, which the shared plan flags do not know: take it out first.
    QStringList rest;
    QString format = QStringLiteral("text");
    bool help = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& a = args.at(i);
        if (a == u"--") {
            rest << args.mid(i);
            break;
        }
        if (a == u"--help" || a == u"-h") {
            help = true;
        } else if (a == u"--format") {
            if (i + 1 >= args.size()) {
                err << Text::tr("kvbudget simulate: --format needs a value: text, json or csv\n");
                return ExitInvalidInput;
            }
            format = args.at(++i);
        } else if (a.startsWith(QLatin1String("--format="))) {
            format = a.mid(9);
        } else {
            rest << a;
        }
    }
    if (help) {
        out << simulateHelp();
        return ExitOk;
    }
    if (format != u"text" && format != u"json" && format != u"csv") {
        err << Text::tr("kvbudget simulate: --format %1: expected text, json or csv\n").arg(format);
        return ExitInvalidInput;
    }

    auto parsed =
        parsePlanArguments(rest, PresetCatalog::builtin(), simulateValueFlags(), simulateSwitches());
    if (!parsed) {
        err << "kvbudget simulate: " << parsed.error().message << "\n";
        return exitCodeFor(parsed.error());
    }
    const Scenario& s = parsed->scenario;
    QStringList notes = parsed->notes;
    if (s.accounting == AccountingMode::Simple)
        notes << Text::tr("simulate uses vLLM's accounting; --accounting simple is ignored");
    auto spec = loadSpecFromFlags(s, parsed->extras, &notes);
    if (!spec) {
        err << "kvbudget simulate: " << spec.error().message << "\n";
        return exitCodeFor(spec.error());
    }

    const LoadReport report = computeLoadReport(s, *spec);
    if (report.plan.verdict == Verdict::InvalidInput) {
        err << "kvbudget simulate: " << report.plan.inputError << "\n";
        return ExitInvalidInput;
    }
    if (!report.simulated) {
        err << Text::tr("kvbudget simulate: vLLM would not start, so there is nothing to simulate.\n")
            << vllmErrorClass(report.plan.verdict) << ": " << vllmStartupError(report.plan) << "\n";
        return ExitRefusesToStart;
    }
    if (format == u"json")
        out << QJsonDocument(loadReportToJson(s, *spec, report, notes)).toJson(QJsonDocument::Indented);
    else if (format == u"csv")
        out << loadSeriesToCsv(report.simulation);
    else
        out << loadReportToText(s, *spec, report, notes);
    if (format == u"csv")
        for (const QString& note : notes)
            err << "note: " << note << "\n";
    return ExitOk;
}

} // namespace kvb
