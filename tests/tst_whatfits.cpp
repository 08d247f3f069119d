// What fits (core/budget/capacitysearch.h): every option is a real plan that starts and holds the
// workload, no smaller deployment does (checked by brute force over every smaller count and split),
// the longest max_model_len and the utilization range are exact boundaries, options come cheapest
// first, and `kvbudget fit` prints exactly the documented JSON keys with exit codes 0 / 3 / 2.
#include "budget/capacitysearch.h"
#include "cli/commands.h"
#include "cli/planjson.h"
#include "cli/whatfitscommand.h"
#include "io/gpuprices.h"

#include "testhelpers.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace kvb;
using namespace kvbtest;

namespace {

CapacityQuestion questionFor(const char* modelId, std::int64_t n, std::int64_t tokens,
                             std::initializer_list<const char*> gpus)
{
    CapacityQuestion q;
    q.base = scenario("default");
    q.base.model = model(modelId);
    q.base.workload.requestTokens = tokens;
    q.base.workload.requestTokensP95 = tokens;
    q.concurrency = n;
    for (const char* id : gpus)
        q.gpus.push_back({gpu(id), builtinGpuPrices().usdPerGpuHour(QLatin1String(id))});
    return q;
}

CapacityAnswer answerFor(const CapacityQuestion& q)
{
    auto answer = searchCapacity(q);
    if (!answer)
        qFatal("search failed: %s", qPrintable(answer.error().message));
    return answer.value();
}

struct CliRun
{
    int code = 0;
    QString out;
    QString err;
};

QStringList words(const char* line)
{
    return QString::fromLatin1(line).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

CliRun runFit(const QStringList& args)
{
    CliRun run;
    QTextStream out(&run.out);
    QTextStream err(&run.err);
    run.code = runFitCommand(args, out, err);
    return run;
}

} // namespace

class TestWhatFits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void splitsCoverEveryFactorisation()
    {
        // 8 = tp x pp x dp in 10 ordered ways; every one listed once, none twice.
        const auto splits = parallelSplits(8, 8);
        QCOMPARE(splits.size(), std::size_t(10));
        for (const ParallelSplit& s : splits) {
            QCOMPARE(s.gpus(), 8);
            QCOMPARE(std::count(splits.begin(), splits.end(), s), 1);
        }
        // Tensor parallelism stays within a node's 8 GPUs.
        for (const ParallelSplit& s : parallelSplits(32, 8))
            QVERIFY(s.tensor <= 8);
    }

    void everyOptionIsARealPlanThatHolds_data()
    {
        QTest::addColumn<QString>("modelId");
        QTest::addColumn<qint64>("n");
        QTest::addColumn<qint64>("tokens");
        QTest::newRow("70B, 200 x 8K on H100/A100/L40S") << "llama-3.1-70b" << qint64(200) << qint64(8192);
        QTest::newRow("8B, 32 x 4K") << "llama-3.1-8b" << qint64(32) << qint64(4096);
        QTest::newRow("32B, 64 x 16K") << "qwen2.5-32b" << qint64(64) << qint64(16384);
    }
    void everyOptionIsARealPlanThatHolds()
    {
        QFETCH(QString, modelId);
        QFETCH(qint64, n);
        QFETCH(qint64, tokens);
        const CapacityQuestion q =
            questionFor(modelId.toLatin1().constData(), n, tokens, {"h100-sxm-80gb", "a100-80gb", "l40s"});
        const CapacityAnswer answer = answerFor(q);
        QVERIFY(!answer.options.empty());
        for (const CapacityOption& option : answer.options) {
            const Plan replanned = computePlan(option.scenario);
            QVERIFY(replanned.fits());
            QCOMPARE(replanned.numBlocks, option.plan.numBlocks);
            QCOMPARE(option.scenario.serving.worldSize() * option.scenario.serving.dataParallelSize,
                     option.split.gpus());
            QCOMPARE(option.concurrency, option.split.data * replanned.realisticConcurrency);
            // Whole requests of T tokens, held at once and admitted by max_num_seqs.
            QVERIFY(option.split.data * std::floor(replanned.realisticConcurrency) >= static_cast<double>(n));
            QVERIFY(option.split.data * replanned.settings.maxNumSeqs >= n);
            QCOMPARE(replanned.settings.maxModelLen, tokens);
        }
    }

    void fewestGpusIsTrulyTheFewest()
    {
        const CapacityQuestion q =
            questionFor("llama-3.1-70b", 200, 8192, {"h100-sxm-80gb", "a100-80gb", "l40s"});
        const CapacityAnswer answer = answerFor(q);
        Scenario base = q.base;
        base.serving.maxModelLen = 8192;
        for (const CapacityOption& option : answer.options) {
            // Every count below the option's, every split of it (enumerated here, not by the search).
            for (int gpus = 1; gpus < option.split.gpus(); ++gpus)
                for (int tp = 1; tp <= std::min(gpus, q.maxTensorParallel); ++tp)
                    for (int pp = 1; tp * pp <= gpus; ++pp) {
                        if (gpus % (tp * pp) != 0)
                            continue;
                        const ParallelSplit smaller{tp, pp, gpus / (tp * pp)};
                        QVERIFY2(!planSplit(base, option.scenario.gpu, smaller, q.concurrency).holds,
                                 qPrintable(QStringLiteral("%1 on %2 GPUs (TP %3 PP %4) holds too")
                                                .arg(option.scenario.gpu.id)
                                                .arg(gpus)
                                                .arg(tp)
                                                .arg(pp)));
                    }
        }
        // 70B bf16 weights (~131 GiB) need two 80 GB cards at least; one L40S never holds them.
        for (const CapacityOption& option : answer.options)
            QVERIFY(option.split.gpus() >= 2);
    }

    void longestMaxModelLenIsTheBoundary()
    {
        // 70B on two H100s: the pool holds far less than the model's 131,072 tokens.
        const CapacityAnswer answer = answerFor(questionFor("llama-3.1-70b", 1, 4096, {"h100-sxm-80gb"}));
        QVERIFY(!answer.options.empty());
        const Scenario& first = answer.options.front().scenario;
        const std::int64_t longest = answer.longestMaxModelLen;
        QVERIFY(longest >= 4096);
        QVERIFY(longest < first.model.maxModelLen());
        Scenario s = first;
        s.serving.maxModelLen = longest;
        QVERIFY(computePlan(s).fits());
        s.serving.maxModelLen = longest + 1;
        QVERIFY(!computePlan(s).fits());
        QCOMPARE(longestStartingMaxModelLen(first), longest);
    }

    void longestMaxModelLenStopsAtTheModelsLimit()
    {
        // 8B on an H100 holds several full contexts: the answer is the model's own limit.
        const CapacityAnswer answer = answerFor(questionFor("llama-3.1-8b", 1, 4096, {"h100-sxm-80gb"}));
        QCOMPARE(answer.longestMaxModelLen, answer.options.front().scenario.model.maxModelLen());
    }

    void utilizationRangeEndpointsAreExact()
    {
        const CapacityAnswer answer = answerFor(questionFor("llama-3.1-70b", 16, 8192, {"h100-sxm-80gb"}));
        QVERIFY(answer.utilizationRange);
        const StartingUtilization range = *answer.utilizationRange;
        QVERIFY(range.min <= range.max);
        auto startsAt = [&answer](double utilization) {
            Scenario s = answer.options.front().scenario;
            s.serving.gpuMemoryUtilization = utilization;
            return computePlan(s).fits();
        };
        QVERIFY(startsAt(range.min));
        QVERIFY(startsAt(range.max));
        QVERIFY(range.min > 0.01);
        QVERIFY(!startsAt(range.min - 0.01));
        if (range.max < 1.0)
            QVERIFY(!startsAt(range.max + 0.01));
    }

    void optionsComeCheapestFirst()
    {
        CapacityQuestion q = questionFor("llama-3.1-8b", 64, 4096, {"h100-sxm-80gb", "a100-80gb", "l40s"});
        q.gpus[0].usdPerGpuHour = 10.0;
        q.gpus[1].usdPerGpuHour = 1.0;
        q.gpus[2].usdPerGpuHour.reset(); // unpriced: after every priced option
        const CapacityAnswer answer = answerFor(q);
        QVERIFY(answer.options.size() >= 3);
        bool seenUnpriced = false;
        for (std::size_t i = 0; i < answer.options.size(); ++i) {
            const CapacityOption& o = answer.options[i];
            const auto price = o.scenario.gpu.id == u"h100-sxm-80gb" ? 10.0
                               : o.scenario.gpu.id == u"a100-80gb"   ? 1.0
                                                                     : 0.0;
            if (price > 0)
                QCOMPARE(*o.costPerHour, price * o.split.gpus());
            else
                QVERIFY(!o.costPerHour);
            QVERIFY(!(seenUnpriced && o.costPerHour)); // priced never after unpriced
            seenUnpriced = seenUnpriced || !o.costPerHour;
            if (i > 0 && o.costPerHour && answer.options[i - 1].costPerHour)
                QVERIFY(*answer.options[i - 1].costPerHour <= *o.costPerHour);
        }
        QCOMPARE(answer.options.front().scenario.gpu.id, QStringLiteral("a100-80gb"));
    }

    void nothingHoldsIsAnAnswer()
    {
        CapacityQuestion q = questionFor("llama-3.1-70b", 500, 32768, {"l4"});
        q.maxGpus = 4;
        const CapacityAnswer answer = answerFor(q);
        QVERIFY(answer.options.empty());
        QCOMPARE(answer.unheld.size(), std::size_t(1));
        QCOMPARE(answer.unheld.front().largestTried, 4);
        QCOMPARE(answer.longestMaxModelLen, std::int64_t(0));
        QVERIFY(!answer.utilizationRange);
    }

    void badQuestionsAreErrors()
    {
        CapacityQuestion q = questionFor("llama-3.1-8b", 0, 4096, {"h100-sxm-80gb"});
        QVERIFY(!searchCapacity(q));
        q.concurrency = 4;
        q.base.serving.maxModelLen = 2048; // shorter than the requests
        QVERIFY(!searchCapacity(q));
        q.base.serving.maxModelLen = 10'000'000; // beyond the model's limit: vLLM's own message
        const auto refused = searchCapacity(q);
        QVERIFY(!refused);
        QVERIFY(refused.error().message.contains(QLatin1String("max_model_len")));
    }

    void builtinPricesAreCitedAndKnown()
    {
        QFile file(QStringLiteral(":/presets/gpu-prices.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto parsed = parseGpuPrices(file.readAll(), QStringLiteral("gpu-prices.json"));
        QVERIFY2(parsed, parsed ? "" : qPrintable(parsed.error().message));
        QVERIFY(!parsed->prices.empty());
        for (const GpuPrice& price : parsed->prices) {
            QVERIFY2(PresetCatalog::builtin().gpu(price.gpuId), qPrintable(price.gpuId));
            QVERIFY(price.usdPerGpuHour > 0);
            QVERIFY(price.source.contains(QLatin1String("https://")));
            QVERIFY(QDate::fromString(price.date, Qt::ISODate).isValid());
        }
        QCOMPARE(builtinGpuPrices().prices.size(), parsed->prices.size());
    }

    void badPriceFilesAreRefused()
    {
        QVERIFY(!parseGpuPrices(
            "{\"prices\": [{\"gpu\": \"l4\", \"usd_per_gpu_hour\": 1, \"date\": \"2026-01-01\"}]}",
            QStringLiteral("p")));
        QVERIFY(!parseGpuPrices("{\"prices\": [{\"gpu\": \"l4\", \"usd_per_gpu_hour\": 1, \"source\": \"x\", "
                                "\"date\": \"soon\"}]}",
                                QStringLiteral("p")));
        QVERIFY(!parseGpuPrices("[1, 2]", QStringLiteral("p")));
        QVERIFY(parseGpuPrices("{\"prices\": [{\"gpu\": \"l4\", \"usd_per_gpu_hour\": 1, \"source\": \"x\", "
                               "\"date\": \"2026-01-01\"}]}",
                               QStringLiteral("p")));
    }

    void cliJsonHasTheDocumentedKeys()
    {
        const CliRun run = runFit(words("--model llama-3.1-70b --concurrency 200 --request-tokens 8192 --gpu "
                                        "h100-sxm-80gb --gpu a100-80gb --format json"));
        QCOMPARE(run.code, int(ExitOk));
        const QJsonObject json = QJsonDocument::fromJson(run.out.toUtf8()).object();
        const QJsonArray options = json.value(QLatin1String("options")).toArray();
        QVERIFY(!options.isEmpty());
        const QStringList expected =
            words("concurrency cost_per_hour data_parallel_size gpu gpu_count pipeline_parallel_size plan "
                  "tensor_parallel_size");
        for (const QJsonValue& value : options) {
            const QJsonObject option = value.toObject();
            QCOMPARE(option.keys(), expected);
            QCOMPARE(
                option.value(QLatin1String("plan")).toObject().value(QLatin1String("verdict")).toString(),
                QStringLiteral("fits"));
        }
        QVERIFY(json.value(QLatin1String("longest_max_model_len")).toDouble() >= 8192);
        const QJsonObject range = json.value(QLatin1String("utilization_range")).toObject();
        QVERIFY(range.value(QLatin1String("min")).toDouble() <= range.value(QLatin1String("max")).toDouble());
        QVERIFY(options.first().toObject().value(QLatin1String("cost_per_hour")).isDouble());
    }

    void cliPlanIsThePlanCommandsJson()
    {
        auto request = parseFitArguments(words(
            "--model llama-3.1-8b --concurrency 8 --request-tokens 4096 --gpu l4 --kv-cache-dtype fp8"));
        QVERIFY(request);
        const CapacityAnswer answer = answerFor(request->question);
        const CapacityOption& first = answer.options.front();
        QCOMPARE(first.scenario.serving.kvCacheDtype, KvCacheDtype::Fp8); // plan flags carry over
        QCOMPARE(planToJson(first.scenario, first.plan),
                 planToJson(first.scenario, computePlan(first.scenario)));
    }

    void cliExitCodes()
    {
        QCOMPARE(
            runFit(
                words("--model llama-3.1-70b --concurrency 500 --request-tokens 32768 --gpu l4 --max-gpus 4"))
                .code,
            int(ExitRefusesToStart));
        QCOMPARE(runFit(words("--model llama-3.1-8b --request-tokens 4096")).code, int(ExitInvalidInput));
        QCOMPARE(runFit(words("--model llama-3.1-8b --concurrency 4")).code, int(ExitInvalidInput));
        QCOMPARE(runFit(words("--model llama-3.1-8b --concurrency 0 --request-tokens 4096")).code,
                 int(ExitInvalidInput));
        QCOMPARE(runFit(words("--model llama-3.1-8b --concurrency 4 --request-tokens 4096 --gpu nope")).code,
                 int(ExitInvalidInput));
        // A missing price list is invalid input like every other missing file (README "Exit codes").
        QCOMPARE(runFit(words("--model llama-3.1-8b --concurrency 4 --request-tokens 4096 --prices "
                              "/nonexistent/prices.json"))
                     .code,
                 int(ExitInvalidInput));
        const CliRun text = runFit(words("--model llama-3.1-8b --concurrency 4 --max-model-len 8192"));
        QCOMPARE(text.code, int(ExitOk));
        QVERIFY(text.out.contains(QLatin1String("Longest max_model_len")));
        QVERIFY(text.out.contains(QLatin1String("Price of")));
        // A split typed on the command line is the search's to choose, and the output says so.
        const CliRun split =
            runFit(words("--model llama-3.1-8b --concurrency 4 --request-tokens 4096 -tp 4"));
        QCOMPARE(split.code, int(ExitOk));
        QVERIFY(split.out.contains(QLatin1String("--tensor-parallel-size is ignored")));
        const CliRun markdown =
            runFit(words("--model llama-3.1-8b --concurrency 4 --request-tokens 2k --format markdown"));
        QCOMPARE(markdown.code, int(ExitOk));
        QVERIFY(markdown.out.contains(QLatin1String("| ---")));
    }

    void userPriceListReplacesTheBuiltIn()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("prices.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(
            "{\"prices\": [{\"gpu\": \"l4\", \"usd_per_gpu_hour\": 0.25, \"source\": \"our contract\", "
            "\"date\": \"2026-01-01\"}]}");
        file.close();
        auto request = parseFitArguments(
            words("--model llama-3.1-8b --concurrency 4 --request-tokens 4096 --prices") << path);
        QVERIFY(request);
        const CapacityAnswer answer = answerFor(request->question);
        QCOMPARE(answer.options.front().scenario.gpu.id, QStringLiteral("l4"));
        QCOMPARE(*answer.options.front().costPerHour, 0.25 * answer.options.front().split.gpus());
    }
};

QTEST_GUILESS_MAIN(TestWhatFits)
#include "tst_whatfits.moc"
