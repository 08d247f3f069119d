#include "cli/whatfitscommand.h"

#include "base/limits.h"
#include "base/units_format.h"
#include "cli/cliargs.h"
#include "cli/commands.h"
#include "cli/whatfitsformat.h"
#include "io/presets.h"
#include "vllm/flagtable.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::WhatFits)
};

constexpr int kMaxSearchedGpus = 1024;

// The words before a pasted `-- vllm serve ...`, which are ours.
QStringList ownWords(const QStringList& args)
{
    const qsizetype separator = args.indexOf(QStringLiteral("--"));
    return separator < 0 ? args : args.mid(0, separator);
}

bool flagGiven(const QStringList& own, const char* name)
{
    for (const QString& word : own) {
        const FlagSpec* spec = findPlanFlag(word.section(QLatin1Char('='), 0, 0));
        if (spec && qstrcmp(spec->name, name) == 0)
            return true;
    }
    return false;
}

// `--gpu` may repeat here (one candidate each), so it is taken out before the plan flags are read.
Result<QStringList> takeGpuFlags(QStringList& args)
{
    QStringList ids;
    const qsizetype separator = args.indexOf(QStringLiteral("--"));
    const qsizetype end = separator < 0 ? args.size() : separator;
    QStringList kept;
    for (qsizetype i = 0; i < end; ++i) {
        const QString& word = args.at(i);
        if (word == u"--gpu") {
            if (i + 1 >= end || args.at(i + 1).startsWith(QLatin1String("--")))
                return invalidInput(Text::tr("--gpu needs a value"));
            ids << args.at(++i);
        } else if (word.startsWith(QLatin1String("--gpu="))) {
            ids << word.mid(6);
        } else {
            kept << word;
        }
    }
    args = kept + args.mid(end);
    return ids;
}

Result<std::int64_t> countFlag(const QMap<QString, QString>& extras, const QString& flag, std::int64_t max)
{
    const QString value = extras.value(flag);
    const auto parsed = parseTokenCount(value);
    if (!parsed || *parsed < 1 || *parsed > max)
        return invalidInput(
            Text::tr("--%1 %2: expected a whole number from 1 to %3").arg(flag, value, formatCount(max)));
    return *parsed;
}

// The GPU types to search: those named, or the scenario's GPU and every GPU with a listed price.
Result<std::vector<CapacityCandidate>> candidates(const QStringList& ids, const Scenario& scenario,
                                                  const GpuPriceList& prices)
{
    const PresetCatalog& catalog = PresetCatalog::builtin();
    std::vector<CapacityCandidate> list;
    auto add = [&list, &prices](const GpuSpec& gpu) {
        for (const CapacityCandidate& c : list)
            if (c.gpu.id == gpu.id)
                return;
        list.push_back({gpu, prices.usdPerGpuHour(gpu.id)});
    };
    for (const QString& id : ids) {
        auto gpu = catalog.gpu(id);
        if (!gpu)
            return notFound(Text::tr("Unknown GPU \"%1\" (see kvbudget list gpus)").arg(id));
        add(*gpu);
    }
    if (ids.isEmpty()) {
        add(scenario.gpu);
        for (const GpuPrice& price : prices.prices)
            if (auto gpu = catalog.gpu(price.gpuId))
                add(*gpu);
    }
    return list;
}

// The workload: N requests of T tokens; T defaults to max_model_len and max_model_len to T.
std::optional<Error> readWorkload(const QStringList& own, FitRequest& request)
{
    Scenario& s = request.question.base;
    if (!request.question.base.serving.maxModelLen && !flagGiven(own, "request-tokens"))
        return invalidInput(Text::tr("fit needs the request size: --request-tokens T or --max-model-len L"));
    const std::int64_t tokens =
        flagGiven(own, "request-tokens") ? s.workload.requestTokens : *s.serving.maxModelLen;
    setCapacityWorkload(s, tokens,
                        flagGiven(own, "request-tokens-p95") ? std::optional(s.workload.requestTokensP95)
                                                             : std::nullopt);
    for (const char* flag :
         {"tensor-parallel-size", "pipeline-parallel-size", "data-parallel-size", "gpu-count"})
        if (flagGiven(own, flag))
            request.notes << Text::tr("--%1 is ignored: the search chooses the split and the GPU count")
                                 .arg(QLatin1String(flag));
    if (s.accounting == AccountingMode::Simple)
        return invalidInput(
            Text::tr("fit searches with vLLM's own accounting; leave out --accounting simple"));
    return std::nullopt;
}

} // namespace

Result<FitRequest> parseFitArguments(const QStringList& arguments)
{
    QStringList args = arguments;
    auto ids = takeGpuFlags(args);
    if (!ids)
        return ids.error();
    auto parsed = parsePlanArguments(
        args, PresetCatalog::builtin(),
        {QStringLiteral("concurrency"), QStringLiteral("prices"), QStringLiteral("max-gpus")});
    if (!parsed)
        return parsed.error();
    FitRequest request;
    request.format = parsed->format;
    request.notes = parsed->notes;
    request.question.base = parsed->scenario;
    const QMap<QString, QString>& extras = parsed->extras;
    if (!extras.contains(QStringLiteral("concurrency")))
        return invalidInput(Text::tr("fit needs --concurrency N: the requests to hold at once"));
    auto concurrency = countFlag(extras, QStringLiteral("concurrency"), limits::kMaxRequests);
    if (!concurrency)
        return concurrency.error();
    request.question.concurrency = *concurrency;
    if (extras.contains(QStringLiteral("max-gpus"))) {
        auto maxGpus = countFlag(extras, QStringLiteral("max-gpus"), kMaxSearchedGpus);
        if (!maxGpus)
            return maxGpus.error();
        request.question.maxGpus = static_cast<int>(*maxGpus);
    }
    if (auto error = readWorkload(ownWords(args), request))
        return *error;
    if (extras.contains(QStringLiteral("prices"))) {
        auto prices = readGpuPrices(extras.value(QStringLiteral("prices")));
        if (!prices)
            return prices.error();
        request.prices = std::move(prices.value());
    } else {
        request.prices = builtinGpuPrices();
    }
    auto gpus = candidates(*ids, request.question.base, request.prices);
    if (!gpus)
        return gpus.error();
    request.question.gpus = std::move(gpus.value());
    return request;
}

int runFitCommand(const QStringList& args, QTextStream& out, QTextStream& err)
{
    if (ownWords(args).contains(QStringLiteral("--help")) || ownWords(args).contains(QStringLiteral("-h"))) {
        out << Text::tr(
                   "Usage: kvbudget fit --model M --concurrency N --request-tokens T [--gpu G ...]\n"
                   "                    [--max-model-len L] [--prices FILE] [--max-gpus K] [plan flags]\n"
                   "                    [--format text|json|markdown]\n\n"
                   "The fewest GPUs and the TP/PP/DP split that start and hold N requests of T tokens at\n"
                   "once, for each GPU type (default: the scenario's GPU and every GPU with a listed "
                   "price),\n"
                   "cheapest first; the longest max_model_len and the gpu_memory_utilization range that "
                   "start.\n"
                   "Every option is a plan the engine computed.\n\n"
                   "  --concurrency N      requests held at once (required)\n"
                   "  --request-tokens T   tokens per request, prompt + output (default: --max-model-len)\n"
                   "  --gpu G              a GPU type to consider; repeat for several\n"
                   "  --prices FILE        hourly prices per GPU (default: presets/gpu-prices.json)\n"
                   "  --max-gpus K         the largest deployment searched per GPU type (default 64)\n\n"
                   "Exit codes: 0 some option holds the workload, 3 none does, 2 invalid input, 4 file "
                   "error.\n\n")
            << planFlagsHelp();
        return ExitOk;
    }
    auto request = parseFitArguments(args);
    if (!request) {
        err << "kvbudget fit: " << request.error().message << "\n";
        return request.error().kind == ErrorKind::Io ? ExitIo : ExitInvalidInput;
    }
    auto answer = searchCapacity(request->question);
    if (!answer) {
        err << "kvbudget fit: " << answer.error().message << "\n";
        return ExitInvalidInput;
    }
    const FitRequest& r = request.value();
    if (r.format == u"json")
        out << QJsonDocument(capacityAnswerToJson(r.question, *answer, r.prices, r.notes))
                   .toJson(QJsonDocument::Indented);
    else if (r.format == u"markdown")
        out << capacityAnswerToMarkdown(r.question, *answer, r.prices, r.notes);
    else
        out << capacityAnswerToText(r.question, *answer, r.prices, r.notes);
    return answer->options.empty() ? ExitRefusesToStart : ExitOk;
}

} // namespace kvb
