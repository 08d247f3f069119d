// The checks where input enters (issue 15): the bounded file reader (core/base/boundedread.h), the
// vLLM log's figure ranges (vllmlog.h checkLoggedFigures), the plan backstop (engine.h checkedPlan),
// the simple accounting's scenario validation (handbudget.h handBudgetFor) and config.json integers
// range-checked before they are narrowed (2^31, 2^32 + 5, a 1e300 rotary factor).

#include "testhelpers.h"

#include "base/boundedread.h"
#include "budget/handbudget.h"
#include "io/hfconfig.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <sys/stat.h>

#include <cmath>
#include <limits>

using namespace kvb;
using namespace Qt::StringLiterals;

namespace {

void writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

QJsonObject configObject(const char* name)
{
    QFile file(QStringLiteral(KVBUDGET_TEST_DATA "/hf-configs/") + QLatin1String(name) + u".json"_s);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing test config %s", name);
    return QJsonDocument::fromJson(file.readAll()).object();
}

// A real config.json with one field set to `value`, parsed as an import would.
Result<ImportedModel> parseWith(const char* base, const QString& key, const QJsonValue& value)
{
    QJsonObject config = configObject(base);
    config.insert(key, value);
    return parseModelConfigBytes(QJsonDocument(config).toJson(), u"config.json"_s);
}

QString messageOf(const Result<ImportedModel>& result)
{
    return result ? QString() : result.error().message;
}

// A log that states every figure of a healthy V1 start (the format of the public logs).
ParsedVllmLog healthyLog()
{
    ParsedVllmLog log;
    log.figures.weightsGiB = 14.99;
    log.figures.nonTorchGiB = 0.14;
    log.figures.activationGiB = 1.19;
    log.figures.cudaGraphGiB = 0.56;
    log.figures.availableKvGiB = 54.88;
    log.figures.numGpuBlocks = 28098;
    log.figures.kvTokens = 449568;
    log.figures.maxConcurrency = 3.43;
    log.figures.concurrencyForTokens = 131072;
    log.utilization = 0.9;
    log.totalGiB = 79.19;
    return log;
}

} // namespace

class TestBoundaries : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void boundedRead_regularFileWithinTheCap()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"config.json"_s);
        writeBytes(path, QByteArray(1000, 'x'));
        const auto read = readBoundedFile(path, 1000, u"config.json"_s);
        QVERIFY2(read.ok(), qPrintable(read ? QString() : read.error().message));
        QCOMPARE(read->size(), 1000);
    }

    void boundedRead_regularFileOverTheCap()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"scenario.json"_s);
        writeBytes(path, QByteArray(1001, 'x'));
        const auto read = readBoundedFile(path, 1000, u"scenario file"_s);
        QVERIFY(!read);
        QCOMPARE(read.error().kind, ErrorKind::InvalidInput);
        QVERIFY2(read.error().message.contains(path) &&
                     read.error().message.contains(u"a scenario file may be at most"_s),
                 qPrintable(read.error().message));
    }

    void boundedRead_deviceIsRefusedUnread()
    {
        for (const QString& device : {u"/dev/zero"_s, u"/dev/null"_s, u"/dev/urandom"_s}) {
            if (!QFileInfo::exists(device))
                continue;
            const auto read = readBoundedFile(device, 1 << 20, u"config.json"_s);
            QVERIFY(!read);
            QCOMPARE(read.error().kind, ErrorKind::InvalidInput);
            QVERIFY2(read.error().message.contains(u"not a regular file"_s),
                     qPrintable(read.error().message));
        }
    }

    void boundedRead_folder()
    {
        QTemporaryDir dir;
        const auto read = readBoundedFile(dir.path(), 1 << 20, u"trace file"_s);
        QVERIFY(!read);
        QCOMPARE(read.error().kind, ErrorKind::InvalidInput);
        QCOMPARE(read.error().message, dir.path() + u" is a folder, not a trace file"_s);
    }

    // A named pipe with no writer would block open() forever: it is refused before opening.
    void boundedRead_fifoDoesNotBlock()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"pipe"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        QElapsedTimer clock;
        clock.start();
        const auto read = readBoundedFile(path, 1 << 20, u"vLLM log"_s);
        QVERIFY(!read);
        QCOMPARE(read.error().kind, ErrorKind::InvalidInput);
        QVERIFY2(read.error().message.contains(u"not a regular file"_s), qPrintable(read.error().message));
        QVERIFY(clock.elapsed() < 5000);
    }

    void boundedRead_missing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"no-such.json"_s);
        const auto read = readBoundedFile(path, 1 << 20, u"fleet file"_s);
        QVERIFY(!read);
        QCOMPARE(read.error().kind, ErrorKind::NotFound);
        QCOMPARE(read.error().message, u"No such fleet file: "_s + path);
    }

    void loggedFigures_healthyLogPasses() { QCOMPARE(checkLoggedFigures(healthyLog()), QString()); }

    // vLLM logs a negative KV pool (and CUDA-graph figure) when the model does not fit; that is a
    // figure to explain, not to refuse.
    void loggedFigures_negativeKvPoolIsAFigure()
    {
        ParsedVllmLog log = healthyLog();
        log.figures.availableKvGiB = -2.14;
        QCOMPARE(checkLoggedFigures(log), QString());
    }

    void loggedFigures_outOfRange_data()
    {
        QTest::addColumn<int>("field");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("message");
        const double nan = std::numeric_limits<double>::quiet_NaN();
        QTest::addRow("utilization 0")
            << 0 << 0.0
            << u"the log's gpu_memory_utilization is 0; the allowed range is above 0 "
               "and at most 1"_s;
        QTest::addRow("utilization 1.5") << 0 << 1.5 << u"gpu_memory_utilization is 1.5"_s;
        QTest::addRow("14333333333333 blocks")
            << 1 << 14333333333333.0
            << u"the log's # GPU blocks is 14333333333333; the allowed range is 0 to "_s;
        QTest::addRow("negative blocks") << 1 << -5.0 << u"# GPU blocks is -5"_s;
        QTest::addRow("NaN weights") << 2 << nan << u"the log's model weights is nan GiB"_s;
        QTest::addRow("negative weights")
            << 2 << -1.0 << u"model weights is -1 GiB; the allowed range is 0"_s;
        QTest::addRow("infinite KV memory") << 3 << HUGE_VAL << u"KV cache memory is inf GiB"_s;
        QTest::addRow("NaN concurrency") << 4 << nan << u"maximum concurrency is nan"_s;
        QTest::addRow("negative KV tokens") << 5 << -1.0 << u"GPU KV cache size is -1"_s;
    }

    void loggedFigures_outOfRange()
    {
        QFETCH(int, field);
        QFETCH(double, value);
        QFETCH(QString, message);
        ParsedVllmLog log = healthyLog();
        switch (field) {
        case 0:
            log.utilization = value;
            break;
        case 1:
            log.figures.numGpuBlocks = static_cast<std::int64_t>(value);
            break;
        case 2:
            log.figures.weightsGiB = value;
            break;
        case 3:
            log.figures.availableKvGiB = value;
            break;
        case 4:
            log.figures.maxConcurrency = value;
            break;
        default:
            log.figures.kvTokens = static_cast<std::int64_t>(value);
            break;
        }
        const QString problem = checkLoggedFigures(log);
        QVERIFY2(problem.contains(message), qPrintable(problem));
    }

    // The check runs where a pasted log enters: the parser refuses it with the figure named.
    void loggedFigures_checkedByTheParser()
    {
        const auto parsed = parseVllmLog(u"INFO [kv_cache_utils.py:716] # GPU blocks: 14333333333333\n"_s);
        QVERIFY(!parsed);
        QVERIFY2(parsed.error().message.contains(u"14333333333333"_s), qPrintable(parsed.error().message));
    }

    // A count too long for 64 bits is refused by name, not dropped as if the line were absent.
    void loggedFigures_overflowingCountIsRefused()
    {
        const auto parsed = parseVllmLog(u"Model loading took 14.99 GiB and 3.1 seconds\n"
                                         "# GPU blocks: 99999999999999999999999\n"_s);
        QVERIFY(!parsed);
        QVERIFY2(
            parsed.error().message.contains(u"the log's # GPU blocks is more than 9223372036854775807"_s),
            qPrintable(parsed.error().message));
    }

    // Every public startup log passes the range checks unchanged: real logs are never refused.
    void loggedFigures_everyPublicLogPasses()
    {
        for (const LogCase& c : kvbtest::publicLogCases()) {
            const auto parsed = parseVllmLog(c.rawLog);
            if (!parsed) // a case without a readable raw log is not this check's business
                QVERIFY2(!parsed.error().message.contains(u"the log's"_s),
                         qPrintable(c.id + u": "_s + parsed.error().message));
            else
                QVERIFY2(checkLoggedFigures(parsed.value()).isEmpty(), qPrintable(c.id));
        }
    }

    void checkedPlan_validPlanPassesUnchanged()
    {
        const Plan plan = computePlan(kvbtest::scenario("seed-llama31-8b-h100"));
        QCOMPARE(plan.verdict, Verdict::Fits);
        const Plan checked = checkedPlan(plan);
        QCOMPARE(checked.verdict, Verdict::Fits);
        QCOMPARE(checked.kvTokens, plan.kvTokens);
        QCOMPARE(checked.inputError, QString());
    }

    // A plan that cannot fit still has a negative KV pool (vLLM logs one); that is an answer.
    void checkedPlan_negativeKvPoolIsAnAnswer()
    {
        Plan plan = computePlan(kvbtest::scenario("seed-llama31-8b-h100"));
        plan.memory.kvCache = -fromGiB(2.0);
        plan.verdict = Verdict::NoMemoryForCacheBlocks;
        QCOMPARE(checkedPlan(plan).verdict, Verdict::NoMemoryForCacheBlocks);
    }

    void checkedPlan_impossibleFigures_data()
    {
        QTest::addColumn<int>("field");
        QTest::addColumn<QString>("named");
        QTest::addRow("negative activation") << 0 << u"activation peak"_s;
        QTest::addRow("GPU memory 0") << 1 << u"GPU memory"_s;
        QTest::addRow("NaN concurrency") << 2 << u"maximum concurrency (nan)"_s;
        QTest::addRow("negative KV tokens") << 3 << u"KV token count (-1)"_s;
        QTest::addRow("a rank's weights negative") << 4 << u"weights"_s;
    }

    void checkedPlan_impossibleFigures()
    {
        QFETCH(int, field);
        QFETCH(QString, named);
        Plan plan = computePlan(kvbtest::scenario("seed-llama31-8b-h100"));
        QVERIFY(!plan.ranks.empty());
        switch (field) {
        case 0:
            plan.memory.activation = -fromGiB(1.0);
            break;
        case 1:
            plan.memory.total = 0;
            break;
        case 2:
            plan.maxConcurrency = std::numeric_limits<double>::quiet_NaN();
            break;
        case 3:
            plan.kvTokens = -1;
            break;
        default:
            plan.ranks.back().memory.weights = -1;
            break;
        }
        const Plan checked = checkedPlan(plan);
        QCOMPARE(checked.verdict, Verdict::InvalidInput);
        QVERIFY2(checked.inputError.contains(u"impossible "_s + named), qPrintable(checked.inputError));
    }

    // An input error already found keeps its own message.
    void checkedPlan_keepsAnInputError()
    {
        Plan plan;
        plan.verdict = Verdict::InvalidInput;
        plan.inputError = u"--max-model-len must be at least 1 (got 0)"_s;
        plan.memory.total = -1;
        QCOMPARE(checkedPlan(plan).inputError, plan.inputError);
    }

    void handBudget_validScenarioIsTheArithmetic()
    {
        const Scenario s = kvbtest::scenario("seed-llama31-8b-h100");
        const auto budget = handBudgetFor(s);
        QVERIFY2(budget.ok(), qPrintable(budget ? QString() : budget.error().message));
        const HandBudget expected = computeHandBudget(handBudgetInputFor(s));
        QCOMPARE(budget->kvBytes, expected.kvBytes);
        QCOMPARE(budget->tokens, expected.tokens);
    }

    // The simple accounting used to divide by the tensor parallel size unchecked (SIGFPE).
    void handBudget_zeroParallelSizeIsRefused_data()
    {
        QTest::addColumn<int>("tp");
        QTest::addColumn<int>("pp");
        QTest::addColumn<QString>("message");
        QTest::addRow("-tp 0") << 0 << 1 << u"--tensor-parallel-size must be between 1 and"_s;
        QTest::addRow("-pp 0") << 1 << 0 << u"--pipeline-parallel-size must be between 1 and"_s;
        QTest::addRow("-tp -4") << -4 << 1 << u"(got -4)"_s;
    }

    void handBudget_zeroParallelSizeIsRefused()
    {
        QFETCH(int, tp);
        QFETCH(int, pp);
        QFETCH(QString, message);
        Scenario s = kvbtest::scenario("seed-llama31-8b-h100");
        s.serving.tensorParallelSize = tp;
        s.serving.pipelineParallelSize = pp;
        const auto budget = handBudgetFor(s);
        QVERIFY(!budget);
        QCOMPARE(budget.error().kind, ErrorKind::InvalidInput);
        QVERIFY2(budget.error().message.contains(message), qPrintable(budget.error().message));
    }

    // config.json integers are range-checked as doubles before any narrowing to int: 2^31 used to
    // wrap to INT_MIN and 2^32 + 5 to become 5 (a 30.5B model read as 27.7B).
    void configIntegers_neverWrap_data()
    {
        QTest::addColumn<QString>("base");
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("message");
        QTest::addRow("2^31 layers")
            << u"llama-3.1-8b-instruct"_s << u"num_hidden_layers"_s << 2147483648.0
            << u"field \"num_hidden_layers\" is 2147483648; the allowed range is 0 to"_s;
        QTest::addRow("2^31 first dense layers")
            << u"qwen3-30b-a3b"_s << u"first_k_dense_replace"_s << 2147483648.0
            << u"field \"first_k_dense_replace\" is 2147483648; the allowed range is 0 to"_s;
        QTest::addRow("2^32 + 5 first dense layers")
            << u"qwen3-30b-a3b"_s << u"first_k_dense_replace"_s << 4294967301.0
            << u"field \"first_k_dense_replace\" is 4294967301; the allowed range is 0 to"_s;
        QTest::addRow("2^63 vocabulary")
            << u"llama-3.1-8b-instruct"_s << u"vocab_size"_s << 9223372036854775808.0
            << u"field \"vocab_size\" is 9.2233720368547758e+18"_s;
        QTest::addRow("1e300 rotary factor")
            << u"llama-3.1-8b-instruct"_s << u"partial_rotary_factor"_s << 1e300
            << u"partial_rotary_factor is 1e+300; the allowed range is above 0 and at most 1"_s;
        QTest::addRow("max_position_embeddings 0")
            << u"llama-3.1-8b-instruct"_s << u"max_position_embeddings"_s << 0.0
            << u"max_position_embeddings is 0; the allowed range is 1 to 4294967296"_s;
        QTest::addRow("negative rotary factor") << u"llama-3.1-8b-instruct"_s << u"partial_rotary_factor"_s
                                                << -1.0 << u"partial_rotary_factor is -1"_s;
    }

    void configIntegers_neverWrap()
    {
        QFETCH(QString, base);
        QFETCH(QString, key);
        QFETCH(double, value);
        QFETCH(QString, message);
        const auto parsed = parseWith(qPrintable(base), key, value);
        QVERIFY2(!parsed, qPrintable(u"accepted: "_s + key));
        QVERIFY2(messageOf(parsed).contains(message), qPrintable(messageOf(parsed)));
    }

    // Qwen3-MoE's class reads num_experts also as num_local_experts (attribute_map); a bad value is
    // named as the file wrote it.
    void configIntegers_namedAsTheFileSpellsThem()
    {
        const auto parsed = parseWith("qwen3-30b-a3b", u"num_experts"_s, 99999999999.0);
        QVERIFY(!parsed);
        QVERIFY2(
            messageOf(parsed).contains(u"field \"num_experts\" is 99999999999; the allowed range is 0 to"_s),
            qPrintable(messageOf(parsed)));
    }

    // Just inside the bounds is still a model: the check is a range, not a guess at typical values.
    void configIntegers_withinBoundsAccepted()
    {
        const auto parsed = parseWith("qwen3-30b-a3b", u"first_k_dense_replace"_s, 5);
        QVERIFY2(parsed.ok(), qPrintable(messageOf(parsed)));
        QCOMPARE(parsed->model.moe.firstDenseLayers, 5);
        const auto rotary = parseWith("llama-3.1-8b-instruct", u"partial_rotary_factor"_s, 0.5);
        QVERIFY2(rotary.ok(), qPrintable(messageOf(rotary)));
        QCOMPARE(rotary->model.partialRotaryFactor, 0.5);
    }
};

QTEST_GUILESS_MAIN(TestBoundaries)
#include "tst_boundaries.moc"
