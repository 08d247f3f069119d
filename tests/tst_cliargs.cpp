// The plan flags of the command line (README "Command line"): defaults, every flag in both spellings,
// a pasted vllm serve command under explicit flags, and one message per mistake.
#include "cli/cliargs.h"
#include "io/scenariofile.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace kvb;
using namespace Qt::StringLiterals;

namespace {

const PresetCatalog& catalog()
{
    return PresetCatalog::builtin();
}

Result<PlanArguments> parse(const QStringList& args)
{
    return parsePlanArguments(args, catalog());
}

QString text(const std::optional<std::int64_t>& v)
{
    return v ? QString::number(*v) : u"unset"_s;
}

// One setting of the parsed arguments, as text, by the flag's name.
QString setting(const PlanArguments& a, const QString& flag)
{
    const Scenario& s = a.scenario;
    const ServingConfig& c = s.serving;
    if (flag == u"gpu-memory-utilization")
        return c.gpuMemoryUtilization ? QString::number(*c.gpuMemoryUtilization) : u"unset"_s;
    if (flag == u"max-model-len")
        return text(c.maxModelLen);
    if (flag == u"kv-cache-dtype")
        return kvCacheDtypeName(c.kvCacheDtype);
    if (flag == u"quantization")
        return c.quantization ? quantMethodName(*c.quantization) : u"unset"_s;
    if (flag == u"tensor-parallel-size")
        return QString::number(c.tensorParallelSize) + u" on "_s + QString::number(s.gpu.count);
    if (flag == u"pipeline-parallel-size")
        return QString::number(c.pipelineParallelSize) + u" on "_s + QString::number(s.gpu.count);
    if (flag == u"max-num-seqs")
        return c.maxNumSeqs ? QString::number(*c.maxNumSeqs) : u"unset"_s;
    if (flag == u"max-num-batched-tokens")
        return text(c.maxNumBatchedTokens);
    if (flag == u"block-size")
        return c.blockSize ? QString::number(*c.blockSize) : u"unset"_s;
    if (flag == u"other-gpu-memory-gib")
        return QString::number(c.otherProcessesBytes);
    if (flag == u"overhead-gib")
        return text(c.overrides.total);
    if (flag == u"non-torch-gib")
        return text(c.overrides.nonTorch);
    if (flag == u"activation-gib")
        return text(c.overrides.activation);
    if (flag == u"cuda-graph-gib")
        return text(c.overrides.cudaGraph);
    if (flag == u"weights-gib")
        return text(c.overrides.weights);
    if (flag == u"kv-cache-memory")
        return text(c.kvCacheMemoryBytes);
    if (flag == u"request-tokens")
        return QString::number(s.workload.requestTokens);
    if (flag == u"request-tokens-p95")
        return QString::number(s.workload.requestTokensP95);
    if (flag == u"safety-margin")
        return QString::number(s.workload.safetyMargin);
    if (flag == u"format")
        return a.format;
    if (flag == u"gpu-count")
        return QString::number(s.gpu.count);
    if (flag == u"vllm-version")
        return c.vllmVersion.toString();
    if (flag == u"dtype")
        return c.dtype ? dtypeName(*c.dtype) : u"auto"_s;
    if (flag == u"accounting")
        return s.accounting == AccountingMode::Simple ? u"simple"_s : u"vllm"_s;
    if (flag == u"headroom-gib")
        return QString::number(s.handBudget.headroomBytes);
    if (flag == u"headroom-percent")
        return QString::number(s.handBudget.headroomFraction);
    qFatal("no setting for --%s", qPrintable(flag));
}

} // namespace

class TestCliArgs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void noArgumentsGiveTheDefaultScenario()
    {
        const auto parsed = parse({});
        QVERIFY(parsed.ok());
        QCOMPARE(scenarioToJson(parsed->scenario, catalog()),
                 scenarioToJson(*resolveScenario(u"default"_s, catalog()), catalog()));
        QCOMPARE(parsed->format, u"text"_s);
        QCOMPARE(parsed->extras.size(), 0);
    }

    void scenarioByIdAndByFile()
    {
        const Scenario seed = *resolveScenario(u"seed-llama31-8b-h100"_s, catalog());
        auto parsed = parse({u"--scenario"_s, u"seed-llama31-8b-h100"_s});
        QVERIFY(parsed.ok());
        QCOMPARE(scenarioToJson(parsed->scenario, catalog()), scenarioToJson(seed, catalog()));

        QTemporaryDir dir;
        const QString path = dir.filePath(u"seed.json"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(scenarioToJson(seed, catalog())).toJson());
        file.close();
        parsed = parse({u"--scenario="_s + path});
        QVERIFY2(parsed.ok(), qPrintable(parsed ? QString() : parsed.error().message));
        QCOMPARE(scenarioToJson(parsed->scenario, catalog()), scenarioToJson(seed, catalog()));
    }

    void modelAndGpu_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("gpu");
        QTest::newRow("model id") << QStringList{u"--model"_s, u"qwen3-8b"_s} << u"qwen3-8b"_s
                                  << u"h100-sxm-80gb"_s;
        QTest::newRow("model repo") << QStringList{u"--model=Qwen/Qwen3-8B"_s} << u"qwen3-8b"_s
                                    << u"h100-sxm-80gb"_s;
        QTest::newRow("instruct repo, gpu")
            << QStringList{u"--model"_s, u"meta-llama/Llama-3.1-70B-Instruct"_s, u"--gpu"_s, u"a100-80gb"_s}
            << u"llama-3.1-70b"_s << u"a100-80gb"_s;
        QTest::newRow("gpu, other case") << QStringList{u"--gpu=L4"_s} << u"llama-3.1-8b"_s << u"l4"_s;
        QTest::newRow("custom gpu") << QStringList{u"--gpu-memory-gib"_s, u"47.5"_s} << u"llama-3.1-8b"_s
                                    << u"custom"_s;
    }

    void modelAndGpu()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, model);
        QFETCH(QString, gpu);
        const auto parsed = parse(args);
        QVERIFY2(parsed.ok(), qPrintable(parsed ? QString() : parsed.error().message));
        QCOMPARE(parsed->scenario.model.id, model);
        QCOMPARE(parsed->scenario.gpu.id, gpu);
        if (gpu == u"custom")
            QCOMPARE(parsed->scenario.gpu.totalBytes, fromGiB(47.5));
        QVERIFY(!parsed->scenario.name.isEmpty());
    }

    void modelFromConfigPath()
    {
        QTemporaryDir dir;
        QVERIFY(QFile::copy(QStringLiteral(KVBUDGET_TEST_DATA "/hf-configs/qwen2.5-1.5b-instruct.json"),
                            dir.filePath(u"config.json"_s)));
        for (const QString& path : {dir.path(), dir.filePath(u"config.json"_s)}) {
            const auto parsed = parse({u"--model"_s, path});
            QVERIFY2(parsed.ok(), qPrintable(parsed ? QString() : parsed.error().message));
            QCOMPARE(parsed->scenario.model.numLayers, 28);
            QCOMPARE(parsed->scenario.model.id, QFileInfo(dir.filePath(u"config.json"_s)).absoluteFilePath());
        }
    }

    void everyFlag_data()
    {
        QTest::addColumn<QString>("flag");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("expected");
        auto row = [](const char* flag, const char* value, const QString& expected) {
            QTest::addRow("--%s %s", flag, value)
                << QString::fromLatin1(flag) << QString::fromLatin1(value) << expected;
        };
        const auto bytes = [](double gib) { return QString::number(fromGiB(gib)); };
        row("gpu-memory-utilization", "0.85", u"0.85"_s);
        row("max-model-len", "32768", u"32768"_s);
        row("max-model-len", "32k", u"32000"_s);
        row("max-model-len", "32K", u"32768"_s);
        for (const char* dtype : {"auto", "bfloat16", "float16", "fp8", "fp8_e4m3", "fp8_e5m2"})
            row("kv-cache-dtype", dtype, QString::fromLatin1(dtype));
        for (const char* method : {"none", "fp8", "int8", "awq", "gptq"})
            row("quantization", method, QString::fromLatin1(method));
        row("tensor-parallel-size", "2", u"2 on 2"_s);
        row("tp", "4", u"4 on 4"_s);
        row("pipeline-parallel-size", "2", u"2 on 2"_s);
        row("max-num-seqs", "128", u"128"_s);
        row("max-num-batched-tokens", "8192", u"8192"_s);
        row("block-size", "32", u"32"_s);
        row("other-gpu-memory-gib", "1.5", bytes(1.5));
        row("overhead-gib", "3", bytes(3));
        row("non-torch-gib", "0.5", bytes(0.5));
        row("activation-gib", "2.25", bytes(2.25));
        row("cuda-graph-gib", "0", bytes(0));
        row("weights-gib", "15", bytes(15));
        row("kv-cache-memory", "20g", u"20000000000"_s);
        row("request-tokens", "4096", u"4096"_s);
        row("request-tokens-p95", "8k", u"8000"_s);
        row("safety-margin", "0.7", u"0.7"_s);
        for (const char* format : {"text", "json", "markdown"})
            row("format", format, QString::fromLatin1(format));
        row("gpu-count", "4", u"4"_s);
        row("vllm-version", "0.10.1", u"0.10.1"_s);
        row("dtype", "float16", u"float16"_s);
        row("dtype", "auto", u"auto"_s);
        row("accounting", "simple", u"simple"_s);
        row("accounting", "vllm", u"vllm"_s);
        row("headroom-gib", "1.5", bytes(1.5));
        row("headroom-percent", "10", u"0.1"_s);
    }

    void everyFlag()
    {
        QFETCH(QString, flag);
        QFETCH(QString, value);
        QFETCH(QString, expected);
        const QString canonical = flag == u"tp" ? u"tensor-parallel-size"_s : flag;
        const QStringList spellings[] = {{u"--"_s + flag, value},
                                         {u"--"_s + flag + u'=' + value},
                                         {u"--"_s + QString(flag).replace(u'-', u'_'), value}};
        for (const QStringList& args : spellings) {
            const auto parsed = parse(args);
            QVERIFY2(parsed.ok(), qPrintable(parsed ? QString() : parsed.error().message));
            QCOMPARE(setting(*parsed, canonical), expected);
        }
    }

    void enforceEagerSwitch()
    {
        QVERIFY(parse({u"--enforce-eager"_s})->scenario.serving.enforceEager);
        QVERIFY(
            parse({u"--enforce-eager"_s, u"--max-model-len"_s, u"8192"_s})->scenario.serving.enforceEager);
        QVERIFY(!parse({u"--enforce-eager=false"_s})->scenario.serving.enforceEager);
        QVERIFY(!parse({})->scenario.serving.enforceEager);
    }

    // The pasted command is applied first, so explicit flags are what-ifs on top of it.
    void vllmCommandUnderExplicitFlags()
    {
        const auto parsed = parse({u"--max-model-len"_s, u"4096"_s, u"--"_s, u"vllm"_s, u"serve"_s,
                                   u"meta-llama/Llama-3.1-8B-Instruct"_s, u"--max-model-len"_s, u"8192"_s,
                                   u"--gpu-memory-utilization"_s, u"0.8"_s, u"--enable-prefix-caching"_s});
        QVERIFY2(parsed.ok(), qPrintable(parsed ? QString() : parsed.error().message));
        const Scenario& s = parsed->scenario;
        QCOMPARE(s.model.id, u"llama-3.1-8b"_s);
        QCOMPARE(s.serving.maxModelLen, std::optional<std::int64_t>(4096)); // the explicit flag wins
        QCOMPARE(s.serving.gpuMemoryUtilization, std::optional<double>(0.8));
        QVERIFY2(parsed->notes.join(u'\n').contains(u"--enable-prefix-caching"_s),
                 qPrintable(parsed->notes.join(u'\n')));
    }

    void quotedCommandIsSplit()
    {
        const auto parsed =
            parse({u"--gpu"_s, u"l40s"_s, u"--"_s,
                   u"vllm serve Qwen/Qwen3-8B \\\n  --max-model-len 16k --kv-cache-dtype 'fp8'"_s});
        QVERIFY2(parsed.ok(), qPrintable(parsed ? QString() : parsed.error().message));
        QCOMPARE(parsed->scenario.model.id, u"qwen3-8b"_s);
        QCOMPARE(parsed->scenario.serving.maxModelLen, std::optional<std::int64_t>(16000));
        QCOMPARE(parsed->scenario.serving.kvCacheDtype, KvCacheDtype::Fp8);
        QCOMPARE(parsed->scenario.gpu.id, u"l40s"_s);
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<ErrorKind>("kind");
        QTest::addColumn<QStringList>("mentions");
        const auto invalid = ErrorKind::InvalidInput;
        const auto notFound = ErrorKind::NotFound;
        QTest::newRow("unknown flag")
            << QStringList{u"--bogus"_s, u"1"_s} << invalid << QStringList{u"--bogus"_s};
        QTest::newRow("stray word") << QStringList{u"plan"_s} << invalid << QStringList{u"\"plan\""_s};
        QTest::newRow("missing value at the end") << QStringList{u"--max-model-len"_s} << invalid
                                                  << QStringList{u"--max-model-len needs a value"_s};
        QTest::newRow("missing value before a flag")
            << QStringList{u"--max-model-len"_s, u"--gpu"_s, u"l4"_s} << invalid
            << QStringList{u"--max-model-len needs a value"_s};
        QTest::newRow("empty inline value")
            << QStringList{u"--quantization="_s} << invalid << QStringList{u"--quantization needs a value"_s};
        QTest::newRow("non-numeric length") << QStringList{u"--max-model-len"_s, u"lots"_s} << invalid
                                            << QStringList{u"--max-model-len lots"_s};
        QTest::newRow("non-numeric utilization") << QStringList{u"--gpu-memory-utilization=high"_s} << invalid
                                                 << QStringList{u"--gpu-memory-utilization high"_s};
        QTest::newRow("fractional TP") << QStringList{u"--tensor-parallel-size"_s, u"2.5"_s} << invalid
                                       << QStringList{u"--tensor-parallel-size 2.5"_s};
        QTest::newRow("huge max-num-seqs")
            << QStringList{u"--max-num-seqs"_s, u"1e12"_s} << invalid
            << QStringList{u"--max-num-seqs 1e12: the allowed range is 1 to 1000000"_s};
        // A whole number out of range names the range; what is no integer says so.
        QTest::newRow("TP beyond an int")
            << QStringList{u"--tp"_s, u"3000000000"_s} << invalid
            << QStringList{u"--tp 3000000000: the allowed range is 1 to 1024"_s};
        QTest::newRow("TP beyond int64") << QStringList{u"--tp"_s, u"99999999999999999999"_s} << invalid
                                         << QStringList{u"the allowed range is 1 to 1024"_s};
        QTest::newRow("TP not a number")
            << QStringList{u"--tp"_s, u"abc"_s} << invalid << QStringList{u"--tp abc: expected an integer"_s};
        QTest::newRow("length beyond int64")
            << QStringList{u"--max-model-len"_s, u"99999999999999999999"_s} << invalid
            << QStringList{u"--max-model-len 99999999999999999999: the allowed range is 1 to 131072"_s};
        QTest::newRow("negative GPU count")
            << QStringList{u"--gpu-count"_s, u"-1"_s} << invalid
            << QStringList{u"--gpu-count -1: the allowed range is 1 to 100000"_s};
        QTest::newRow("negative KV size")
            << QStringList{u"--kv-cache-memory"_s, u"-1"_s} << invalid
            << QStringList{
                   u"--kv-cache-memory -1: the allowed range is above 0 and at most 17592186044416"_s};
        QTest::newRow("pipeline beyond the layers")
            << QStringList{u"-pp"_s, u"3000000000"_s} << invalid
            << QStringList{u"-pp 3000000000: the allowed range is 1 to 32"_s};
        QTest::newRow("out of range in the command")
            << QStringList{u"--"_s,
                           u"vllm"_s,
                           u"serve"_s,
                           u"meta-llama/Llama-3.1-8B-Instruct"_s,
                           u"--tensor-parallel-size"_s,
                           u"3000000000"_s}
            << invalid << QStringList{u"--tensor-parallel-size 3000000000: the allowed range is 1 to 1024"_s};
        QTest::newRow("format xml") << QStringList{u"--format"_s, u"xml"_s} << invalid
                                    << QStringList{u"--format xml"_s, u"text, json or markdown"_s};
        QTest::newRow("kv-cache-dtype fp4") << QStringList{u"--kv-cache-dtype"_s, u"fp4"_s} << invalid
                                            << QStringList{u"--kv-cache-dtype fp4"_s};
        QTest::newRow("quantization int3") << QStringList{u"--quantization"_s, u"int3"_s} << invalid
                                           << QStringList{u"--quantization int3"_s};
        QTest::newRow("accounting exact")
            << QStringList{u"--accounting"_s, u"exact"_s} << invalid << QStringList{u"--accounting exact"_s};
        QTest::newRow("headroom 150%") << QStringList{u"--headroom-percent"_s, u"150"_s} << invalid
                                       << QStringList{u"--headroom-percent 150"_s};
        QTest::newRow("negative headroom")
            << QStringList{u"--headroom-gib"_s, u"-1"_s} << invalid << QStringList{u"--headroom-gib -1"_s};
        QTest::newRow("negative GPU memory") << QStringList{u"--gpu-memory-gib"_s, u"-1"_s} << invalid
                                             << QStringList{u"--gpu-memory-gib -1"_s};
        QTest::newRow("zero GPUs") << QStringList{u"--gpu-count"_s, u"0"_s} << invalid
                                   << QStringList{u"--gpu-count 0"_s};
        QTest::newRow("vllm version banana") << QStringList{u"--vllm-version"_s, u"banana"_s} << invalid
                                             << QStringList{u"--vllm-version banana"_s};
        QTest::newRow("unknown model") << QStringList{u"--model"_s, u"no-such-model"_s} << notFound
                                       << QStringList{u"\"no-such-model\""_s};
        QTest::newRow("unknown gpu") << QStringList{u"--gpu"_s, u"h9000"_s} << notFound
                                     << QStringList{u"\"h9000\""_s};
        QTest::newRow("unknown scenario")
            << QStringList{u"--scenario"_s, u"nope"_s} << notFound << QStringList{u"\"nope\""_s};
        QTest::newRow("unterminated quote") << QStringList{u"--"_s, u"vllm serve 'Qwen/Qwen3-8B"_s} << invalid
                                            << QStringList{u"unterminated '"_s};
        QTest::newRow("unknown model in the command")
            << QStringList{u"--"_s, u"vllm"_s, u"serve"_s, u"acme/x"_s} << notFound
            << QStringList{u"\"acme/x\""_s};
        QTest::newRow("bad value in the command")
            << QStringList{u"--"_s, u"vllm"_s, u"serve"_s, u"Qwen/Qwen3-8B"_s, u"--gpu-memory-utilization"_s,
                           u"abc"_s}
            << invalid << QStringList{u"--gpu-memory-utilization abc"_s};
    }

    void errors()
    {
        QFETCH(QStringList, args);
        QFETCH(ErrorKind, kind);
        QFETCH(QStringList, mentions);
        const auto parsed = parse(args);
        QVERIFY(!parsed.ok());
        const QString message = parsed.error().message;
        QCOMPARE(parsed.error().kind, kind);
        QVERIFY2(!message.trimmed().isEmpty() && !message.contains(u'\n'), qPrintable(message));
        for (const QString& mention : mentions)
            QVERIFY2(message.contains(mention), qPrintable(message));
    }

    // A subcommand's own flags come back in `extras`, without their dashes.
    void extras()
    {
        const auto parsed =
            parsePlanArguments({u"-o"_s, u"plan.png"_s, u"--size=800x600"_s, u"--transparent"_s,
                                u"--max-model-len"_s, u"8192"_s},
                               catalog(), {u"o"_s, u"output"_s, u"size"_s}, {u"transparent"_s});
        QVERIFY2(parsed.ok(), qPrintable(parsed ? QString() : parsed.error().message));
        QCOMPARE(parsed->extras.value(u"o"_s), u"plan.png"_s);
        QCOMPARE(parsed->extras.value(u"size"_s), u"800x600"_s);
        QVERIFY(parsed->extras.contains(u"transparent"_s));
        QCOMPARE(parsed->extras.size(), 3);
        QCOMPARE(parsed->scenario.serving.maxModelLen, std::optional<std::int64_t>(8192));
        // ... and are unknown to a caller that did not declare them.
        QVERIFY(!parse({u"--size"_s, u"800x600"_s}).ok());
    }

    // TP 2 means two GPUs unless --gpu-count says more.
    void gpuCountFollowsParallelism()
    {
        QCOMPARE(parse({u"-tp"_s, u"2"_s, u"-pp"_s, u"2"_s})->scenario.gpu.count, 4);
        QCOMPARE(parse({u"-tp"_s, u"2"_s, u"--gpu-count"_s, u"8"_s})->scenario.gpu.count, 8);
    }
};

QTEST_GUILESS_MAIN(TestCliArgs)
#include "tst_cliargs.moc"
