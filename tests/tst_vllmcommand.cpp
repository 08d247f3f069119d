// Pasted `vllm serve` command lines: shell splitting, vLLM's human-readable integers, and the mapping
// of memory flags onto a scenario.
#include "io/scenariofile.h"
#include "vllm/vllmcommand.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>

using namespace kvb;
using namespace Qt::StringLiterals;

namespace {

const PresetCatalog& catalog()
{
    return PresetCatalog::builtin();
}

Scenario defaultScenario()
{
    return *resolveScenario(u"default"_s, catalog());
}

// Splits and applies a command to the default scenario.
Result<VllmCommand> apply(const QString& line, Scenario& s)
{
    const auto words = splitShellWords(line);
    if (!words)
        return words.error();
    return applyVllmServeCommand(*words, catalog(), s);
}

} // namespace

class TestVllmCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void splitShellWords_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QStringList>("words");
        QTest::newRow("plain") << u"vllm serve m --a b"_s
                               << QStringList{u"vllm"_s, u"serve"_s, u"m"_s, u"--a"_s, u"b"_s};
        QTest::newRow("runs of blanks") << u"  a \t  b  "_s << QStringList{u"a"_s, u"b"_s};
        QTest::newRow("empty") << QString() << QStringList{};
        QTest::newRow("double quotes") << u"x \"a b\" y"_s << QStringList{u"x"_s, u"a b"_s, u"y"_s};
        QTest::newRow("single quotes keep everything")
            << u"'a $b \"c\" \\d'"_s << QStringList{u"a $b \"c\" \\d"_s};
        QTest::newRow("escapes in double quotes")
            << u"\"a \\\"b\\\" \\\\ \\$ \\x\""_s << QStringList{u"a \"b\" \\ $ \\x"_s};
        QTest::newRow("escaped blank") << u"a\\ b c"_s << QStringList{u"a b"_s, u"c"_s};
        QTest::newRow("adjacent quoting") << u"a\"b\"'c'd"_s << QStringList{u"abcd"_s};
        QTest::newRow("it's") << u"'it'\\''s'"_s << QStringList{u"it's"_s};
        QTest::newRow("empty quoted word") << u"a \"\" b"_s << QStringList{u"a"_s, QString(), u"b"_s};
        QTest::newRow("empty inline value") << u"--x=\"\""_s << QStringList{u"--x="_s};
        QTest::newRow("line continuation")
            << u"vllm serve m \\\n  --max-model-len 8192"_s
            << QStringList{u"vllm"_s, u"serve"_s, u"m"_s, u"--max-model-len"_s, u"8192"_s};
        QTest::newRow("CRLF continuation") << u"a \\\r\n b"_s << QStringList{u"a"_s, u"b"_s};
        QTest::newRow("continuation inside double quotes") << u"\"a\\\nb\""_s << QStringList{u"ab"_s};
        QTest::newRow("newline separates") << u"a\nb"_s << QStringList{u"a"_s, u"b"_s};
        QTest::newRow("json argument")
            << u"--override-generation-config '{\"temperature\": 0.6}'"_s
            << QStringList{u"--override-generation-config"_s, u"{\"temperature\": 0.6}"_s};
    }

    void splitShellWords()
    {
        QFETCH(QString, line);
        QFETCH(QStringList, words);
        const auto result = kvb::splitShellWords(line);
        QVERIFY2(result.ok(), qPrintable(result ? QString() : result.error().message));
        QCOMPARE(*result, words);
    }

    void unterminatedQuote_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("quote");
        QTest::newRow("double") << u"vllm serve \"meta-llama/Llama-3.1-8B"_s << u"\""_s;
        QTest::newRow("single") << u"vllm serve m --x 'abc"_s << u"'"_s;
        QTest::newRow("escaped closing quote") << u"\"abc\\\""_s << u"\""_s;
    }

    void unterminatedQuote()
    {
        QFETCH(QString, line);
        QFETCH(QString, quote);
        const auto result = kvb::splitShellWords(line);
        QVERIFY(!result.ok());
        QCOMPARE(result.error().kind, ErrorKind::InvalidInput);
        QVERIFY2(result.error().message.contains(u"unterminated "_s + quote),
                 qPrintable(result.error().message));
    }

    // vLLM's human_readable_int: lower-case suffixes are powers of 1000 (decimals allowed and truncated),
    // upper-case ones powers of 1024 (whole numbers only).
    void parseTokenCount_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<std::optional<qint64>>("value");
        const std::optional<qint64> none;
        QTest::newRow("plain") << u"131072"_s << std::optional<qint64>(131072);
        QTest::newRow("blanks") << u" 42 "_s << std::optional<qint64>(42);
        QTest::newRow("32k") << u"32k"_s << std::optional<qint64>(32000);
        QTest::newRow("32K") << u"32K"_s << std::optional<qint64>(32768);
        QTest::newRow("1.5k") << u"1.5k"_s << std::optional<qint64>(1500);
        QTest::newRow("25.6k") << u"25.6k"_s << std::optional<qint64>(25600);
        QTest::newRow("1m") << u"1m"_s << std::optional<qint64>(1000000);
        QTest::newRow("1M") << u"1M"_s << std::optional<qint64>(1048576);
        QTest::newRow("20g") << u"20g"_s << std::optional<qint64>(20000000000);
        QTest::newRow("2G") << u"2G"_s << std::optional<qint64>(2147483648);
        QTest::newRow("1T") << u"1T"_s << std::optional<qint64>(1099511627776);
        QTest::newRow("-1") << u"-1"_s << std::optional<qint64>(-1);
        QTest::newRow("1.5K is not whole") << u"1.5K"_s << none;
        QTest::newRow("abc") << u"abc"_s << none;
        QTest::newRow("1e400") << u"1e400"_s << none;
        QTest::newRow("empty") << QString() << none;
        QTest::newRow("suffix only") << u"k"_s << none;
        QTest::newRow("two suffixes") << u"32kk"_s << none;
        QTest::newRow("signed suffix") << u"-1k"_s << none;
        QTest::newRow("fraction") << u"0.5"_s << none;
        QTest::newRow("nan") << u"nan"_s << none;
        QTest::newRow("inf") << u"inf"_s << none;
        QTest::newRow("too large") << u"10000000000000000"_s << none;
    }

    void parseTokenCount()
    {
        QFETCH(QString, text);
        QFETCH(std::optional<qint64>, value);
        QCOMPARE(kvb::parseTokenCount(text), value);
    }

    void mapsEveryMemoryFlag()
    {
        Scenario s = defaultScenario();
        const auto command =
            apply(u"vllm serve meta-llama/Llama-3.1-8B-Instruct --gpu-memory-utilization 0.95 "
                  "--max-model-len 32768 -tp 2 --kv-cache-dtype fp8 --enable-prefix-caching --foo bar"_s,
                  s);
        QVERIFY2(command.ok(), qPrintable(command ? QString() : command.error().message));
        QCOMPARE(command->model, u"meta-llama/Llama-3.1-8B-Instruct"_s);
        QCOMPARE(s.model.id, u"llama-3.1-8b"_s);
        QCOMPARE(s.serving.gpuMemoryUtilization, std::optional<double>(0.95));
        QCOMPARE(s.serving.maxModelLen, std::optional<std::int64_t>(32768));
        QCOMPARE(s.serving.tensorParallelSize, 2);
        QCOMPARE(s.serving.kvCacheDtype, KvCacheDtype::Fp8);
        QCOMPARE(s.gpu.count, 2);
        QCOMPARE(command->ignoredFlags, (QStringList{u"--enable-prefix-caching"_s, u"--foo bar"_s}));
    }

    void flagSpellings_data()
    {
        QTest::addColumn<QString>("line");
        QTest::newRow("--flag value")
            << u"vllm serve Qwen/Qwen3-8B --max-model-len 16384 --max-num-seqs 64"_s;
        QTest::newRow("--flag=value")
            << u"vllm serve Qwen/Qwen3-8B --max-model-len=16384 --max-num-seqs=64"_s;
        QTest::newRow("underscores") << u"vllm serve Qwen/Qwen3-8B --max_model_len 16384 --max_num_seqs=64"_s;
        QTest::newRow("--model")
            << u"vllm serve --model Qwen/Qwen3-8B --max-model-len 16k --max-num-seqs 64"_s;
        QTest::newRow("--model=")
            << u"vllm serve --model=Qwen/Qwen3-8B --max-model-len 16384 --max-num-seqs 64"_s;
        QTest::newRow("python -m") << u"python -m vllm.entrypoints.openai.api_server --model Qwen/Qwen3-8B "
                                      "--max-model-len 16384 --max-num-seqs 64"_s;
        QTest::newRow("python3 -m, env vars") << u"CUDA_VISIBLE_DEVICES=0 VLLM_USE_V1=1 python3 -m "
                                                 "vllm.entrypoints.openai.api_server --model Qwen/Qwen3-8B "
                                                 "--max-model-len 16384 --max-num-seqs 64"_s;
        QTest::newRow("env vars")
            << u"CUDA_VISIBLE_DEVICES=0,1 vllm serve Qwen/Qwen3-8B --max-model-len 16384 "
               "--max-num-seqs 64"_s;
        QTest::newRow("no launcher") << u"Qwen/Qwen3-8B --max-model-len 16384 --max-num-seqs 64"_s;
        QTest::newRow("switch before the model")
            << u"vllm serve --enforce-eager Qwen/Qwen3-8B --max-model-len 16384 "
               "--max-num-seqs 64"_s;
    }

    void flagSpellings()
    {
        QFETCH(QString, line);
        Scenario s = defaultScenario();
        const auto command = apply(line, s);
        QVERIFY2(command.ok(), qPrintable(command ? QString() : command.error().message));
        QCOMPARE(s.model.id, u"qwen3-8b"_s);
        QCOMPARE(s.serving.maxModelLen, std::optional<std::int64_t>(line.contains(u"16k"_s) ? 16000 : 16384));
        QCOMPARE(s.serving.maxNumSeqs, std::optional<int>(64));
        QCOMPARE(command->ignoredFlags, QStringList()); // launchers and env vars are not flags
    }

    void otherFlags()
    {
        Scenario s = defaultScenario();
        const auto command =
            apply(u"vllm serve meta-llama/Llama-3.1-70B-Instruct --pipeline-parallel-size 2 "
                  "--tensor_parallel_size=4 --max-num-batched-tokens 8K --block-size 32 --dtype "
                  "float16 --quantization fp8 --enforce-eager --kv-cache-memory 20g -dp=8"_s,
                  s);
        QVERIFY2(command.ok(), qPrintable(command ? QString() : command.error().message));
        QCOMPARE(s.model.id, u"llama-3.1-70b"_s);
        QCOMPARE(s.serving.pipelineParallelSize, 2);
        QCOMPARE(s.serving.tensorParallelSize, 4);
        QCOMPARE(s.gpu.count, 8);
        QCOMPARE(s.serving.maxNumBatchedTokens, std::optional<std::int64_t>(8192));
        QCOMPARE(s.serving.blockSize, std::optional<int>(32));
        QCOMPARE(s.serving.dtype, std::optional<DType>(DType::Float16));
        QCOMPARE(s.serving.quantization, std::optional<QuantMethod>(QuantMethod::Fp8));
        QVERIFY(s.serving.enforceEager);
        QCOMPARE(s.serving.kvCacheMemoryBytes, std::optional<Bytes>(20'000'000'000));
        QCOMPARE(command->ignoredFlags, QStringList());
        QVERIFY2(command->notes.join(u'\n').contains(u"data parallelism (8 replicas)"_s),
                 qPrintable(command->notes.join(u'\n')));
    }

    void maxModelLenAuto()
    {
        Scenario s = defaultScenario();
        s.serving.maxModelLen = 4096;
        const auto command = apply(u"vllm serve Qwen/Qwen3-8B --max-model-len auto"_s, s);
        QVERIFY(command.ok());
        QCOMPARE(s.serving.maxModelLen, std::nullopt);
        QVERIFY(command->notes.join(u'\n').contains(u"--max-model-len auto"_s));
    }

    void unknownModel()
    {
        Scenario s = defaultScenario();
        const auto command = apply(u"vllm serve acme/NotAModel-7B --max-model-len 4096"_s, s);
        QVERIFY(!command.ok());
        QCOMPARE(command.error().kind, ErrorKind::NotFound);
        QVERIFY2(command.error().message.contains(u"\"acme/NotAModel-7B\""_s),
                 qPrintable(command.error().message));
        QVERIFY(command.error().message.contains(u"kvbudget list models"_s));
    }

    void malformedValue_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QStringList>("mentions");
        QTest::newRow("utilization abc") << u"vllm serve m --gpu-memory-utilization abc"_s
                                         << QStringList{u"--gpu-memory-utilization abc"_s};
        QTest::newRow("utilization missing") << u"vllm serve m --gpu-memory-utilization"_s
                                             << QStringList{u"--gpu-memory-utilization needs a value"_s};
        QTest::newRow("max-model-len lots")
            << u"vllm serve m --max-model-len lots"_s << QStringList{u"--max-model-len lots"_s};
        QTest::newRow("max-model-len 1.5K")
            << u"vllm serve m --max-model-len=1.5K"_s << QStringList{u"--max-model-len 1.5K"_s};
        QTest::newRow("tp two") << u"vllm serve m -tp two"_s << QStringList{u"-tp two"_s};
        QTest::newRow("max-num-seqs 1e12")
            << u"vllm serve m --max-num-seqs 1000000000000"_s << QStringList{u"--max-num-seqs"_s};
        QTest::newRow("kv-cache-dtype fp4")
            << u"vllm serve m --kv-cache-dtype fp4"_s << QStringList{u"fp4"_s};
        QTest::newRow("dtype int4") << u"vllm serve m --dtype int4"_s << QStringList{u"--dtype int4"_s};
        QTest::newRow("quantization int3")
            << u"vllm serve m --quantization int3"_s << QStringList{u"--quantization int3"_s};
        QTest::newRow("quantization missing")
            << u"vllm serve m --quantization"_s << QStringList{u"--quantization needs a value"_s};
        QTest::newRow("kv-cache-memory 0")
            << u"vllm serve m --kv-cache-memory 0"_s << QStringList{u"--kv-cache-memory 0"_s};
        QTest::newRow("--model without value")
            << u"vllm serve --model"_s << QStringList{u"--model needs a value"_s};
        QTest::newRow("no model") << u"vllm serve --max-model-len 4096"_s << QStringList{u"names no model"_s};
    }

    // The value is checked before the model is looked up, so "m" need not be a preset.
    void malformedValue()
    {
        QFETCH(QString, line);
        QFETCH(QStringList, mentions);
        Scenario s = defaultScenario();
        const auto command = apply(line, s);
        QVERIFY(!command.ok());
        QCOMPARE(command.error().kind, ErrorKind::InvalidInput);
        QVERIFY2(!command.error().message.contains(u'\n'), qPrintable(command.error().message));
        for (const QString& mention : mentions)
            QVERIFY2(command.error().message.contains(mention), qPrintable(command.error().message));
    }

    // The launch commands quoted in public startup logs (presets/vllm-startup-logs.json): those
    // serving a preset model parse and map their parallelism; the others are reported as unknown models.
    void publicLogCommands_data()
    {
        QTest::addColumn<QString>("commandLine");
        QTest::addColumn<QString>("modelId");
        QTest::addColumn<int>("tensorParallel");
        QFile file(u":/presets/vllm-startup-logs.json"_s);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonArray cases = QJsonDocument::fromJson(file.readAll()).array();
        int rows = 0;
        for (const QJsonValue& value : cases) {
            const QJsonObject c = value.toObject();
            QString line = c.value(u"raw_log"_s).toString().section(u'\n', 0, 0);
            for (const QString& prompt : {u"$ "_s, u"# "_s})
                if (line.startsWith(prompt))
                    line.remove(0, prompt.size());
            if (!line.contains(u"vllm serve "_s) && !line.contains(u" -m vllm."_s))
                continue;
            QTest::addRow("%s", qPrintable(c.value(u"id"_s).toString()))
                << line << c.value(u"model_id"_s).toString() << c.value(u"tensor_parallel_size"_s).toInt(1);
            ++rows;
        }
        QVERIFY(rows >= 8);
    }

    void publicLogCommands()
    {
        QFETCH(QString, commandLine);
        QFETCH(QString, modelId);
        QFETCH(int, tensorParallel);
        Scenario s = defaultScenario();
        const auto command = apply(commandLine, s);
        const auto preset = catalog().model(modelId);
        // A local folder (not a Hub id: more than one slash) resolves only where its name is a preset's
        // repository name; otherwise kvbudget says which folder it could not read.
        const bool localFolder = commandLine.contains(QRegularExpression(u"--model[ =]\\S*/\\S*/"_s)) ||
                                 commandLine.contains(QRegularExpression(u"serve \\S*/\\S*/"_s));
        if (!preset || (localFolder && !command.ok())) {
            QVERIFY(!command.ok());
            QCOMPARE(command.error().kind, ErrorKind::NotFound);
            QVERIFY2(command.error().message.contains(u"Unknown model"_s),
                     qPrintable(command.error().message));
            return;
        }
        QVERIFY2(command.ok(), qPrintable(command ? QString() : command.error().message));
        QCOMPARE(s.model.id, preset->id);
        QCOMPARE(s.serving.tensorParallelSize, tensorParallel);
    }
};

QTEST_GUILESS_MAIN(TestVllmCommand)
#include "tst_vllmcommand.moc"
