// The `plan` and `list` subcommands as the command line runs them: documented exit codes, one error
// line on stderr, and output (text, JSON, markdown) that agrees with computePlan.
#include "budget/engine.h"
#include "budget/handbudget.h"
#include "cli/cliargs.h"
#include "cli/commands.h"
#include "cli/dispatch.h"
#include "io/scenariofile.h"
#include "vllm/messages.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace kvb;
using namespace Qt::StringLiterals;

namespace {

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

Run run(int (*command)(const QStringList&, QTextStream&, QTextStream&), const QStringList& args)
{
    Run r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.code = command(args, out, err);
    out.flush();
    err.flush();
    return r;
}

Run plan(const QStringList& args)
{
    return run(runPlanCommand, args);
}

Run list(const QStringList& args)
{
    return run(runListCommand, args);
}

QString hfConfig(const char* name)
{
    return QStringLiteral(KVBUDGET_TEST_DATA "/hf-configs/") + QLatin1String(name) + u".json"_s;
}

// A real config with a quantization method kvbudget does not model (HQQ): written once per run.
QString unmodelledConfig()
{
    static QTemporaryDir dir;
    const QString path = dir.filePath(u"config.json"_s);
    if (!QFile::exists(path)) {
        QFile in(hfConfig("llama-3.1-8b-instruct"));
        in.open(QIODevice::ReadOnly);
        QJsonObject config = QJsonDocument::fromJson(in.readAll()).object();
        config.insert(u"quantization_config"_s, QJsonObject{{u"quant_method"_s, u"hqq"_s}, {u"nbits"_s, 4}});
        QFile out(path);
        out.open(QIODevice::WriteOnly);
        out.write(QJsonDocument(config).toJson());
    }
    return path;
}

} // namespace

class TestCommands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exitCodes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("mentions"); // on stderr for exit 2, on stdout otherwise
        QTest::newRow("fits") << QStringList{u"--scenario"_s, u"seed-llama31-8b-h100"_s} << int(ExitOk)
                              << u"Maximum concurrency for 131,072 tokens per request"_s;
        QTest::newRow("refuses: free memory") << QStringList{u"--scenario"_s, u"seed-util-half-24gb-busy"_s}
                                              << int(ExitRefusesToStart) << u"Free memory on device cuda:0"_s;
        QTest::newRow("refuses: 405B on one L4")
            << QStringList{u"--model"_s, u"llama-3.1-405b"_s, u"--gpu"_s, u"l4"_s} << int(ExitRefusesToStart)
            << u"CUDA out of memory while loading the model"_s;
        QTest::newRow("crashes: --kv-cache-memory beside the weights")
            << QStringList{u"--scenario"_s, u"seed-llama31-8b-h100"_s, u"--kv-cache-memory"_s, u"70g"_s}
            << int(ExitRefusesToStart) << u"CUDA out of memory while allocating the KV cache"_s;
        QTest::newRow("util 0") << QStringList{u"--gpu-memory-utilization"_s, u"0"_s} << int(ExitInvalidInput)
                                << u"--gpu-memory-utilization must be greater than 0 and at most 1 (got 0)"_s;
        QTest::newRow("util 1.5") << QStringList{u"--gpu-memory-utilization=1.5"_s} << int(ExitInvalidInput)
                                  << u"(got 1.5)"_s;
        QTest::newRow("util nan") << QStringList{u"--gpu-memory-utilization"_s, u"nan"_s}
                                  << int(ExitInvalidInput) << u"(got nan)"_s;
        QTest::newRow("max_model_len 0") << QStringList{u"--max-model-len"_s, u"0"_s} << int(ExitInvalidInput)
                                         << u"--max-model-len must be at least 1 (got 0)"_s;
        QTest::newRow("max_model_len beyond the model")
            << QStringList{u"--max-model-len"_s, u"200000"_s} << int(ExitInvalidInput)
            << u"User-specified max_model_len (200000) is greater"_s;
        QTest::newRow("TP 3 on 32 heads")
            << QStringList{u"--tensor-parallel-size"_s, u"3"_s} << int(ExitInvalidInput)
            << u"Total number of attention heads (32) must be divisible by tensor parallel size (3)."_s;
        QTest::newRow("unknown preset") << QStringList{u"--model"_s, u"no-such-model"_s}
                                        << int(ExitInvalidInput) << u"\"no-such-model\""_s;
        QTest::newRow("unknown flag")
            << QStringList{u"--frobnicate"_s} << int(ExitInvalidInput) << u"--frobnicate"_s;
        QTest::newRow("format xml") << QStringList{u"--format"_s, u"xml"_s} << int(ExitInvalidInput)
                                    << u"--format xml"_s;
        QTest::newRow("unmodelled quantization")
            << QStringList{u"--model"_s, unmodelledConfig()} << int(ExitInvalidInput) << u"hqq"_s;
    }

    void exitCodes()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, mentions);
        const Run r = plan(args);
        QCOMPARE(r.code, code);
        if (code == ExitInvalidInput) {
            // One line naming the problem, and nothing on stdout.
            QVERIFY2(r.err.startsWith(u"kvbudget plan: "_s) && r.err.count(u'\n') == 1, qPrintable(r.err));
            QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
            QCOMPARE(r.out, QString());
        } else {
            QCOMPARE(r.err, QString());
            QVERIFY2(r.out.contains(mentions), qPrintable(r.out)); // a refused plan is still printed
        }
    }

    void malformedConfigPath()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath(u"config.json"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\n  \"hidden_size\": 4096,\n  \"num_hidden_layers\": 32,,\n}\n");
        file.close();
        const Run r = plan({u"--model"_s, dir.path()});
        QCOMPARE(r.code, int(ExitInvalidInput));
        QVERIFY2(r.err.contains(u"config.json is not valid JSON (line 3, column"_s), qPrintable(r.err));
        QCOMPARE(r.err.count(u'\n'), 1);
    }

    // The stable JSON interface: integer bytes, and the same numbers as computePlan.
    void jsonOutput_data()
    {
        QTest::addColumn<QStringList>("args");
        for (const ScenarioPreset& s : PresetCatalog::builtin().scenarios())
            if (resolveScenario(s.id, PresetCatalog::builtin())->accounting == AccountingMode::Vllm)
                QTest::addRow("%s", qPrintable(s.id)) << QStringList{u"--scenario"_s, s.id};
        QTest::newRow("405B on one L4")
            << QStringList{u"--model"_s, u"llama-3.1-405b"_s, u"--gpu"_s, u"l4"_s};
        QTest::newRow("max_model_len too large") << QStringList{u"--gpu-memory-utilization"_s, u"0.3"_s};
        QTest::newRow("pasted command")
            << QStringList{u"--"_s, u"vllm serve Qwen/Qwen3-32B -tp 2 --max-model-len 32k"_s};
    }

    void jsonOutput()
    {
        QFETCH(QStringList, args);
        const Run r = plan(QStringList{u"--format"_s, u"json"_s} + args);
        QJsonParseError error;
        const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8(), &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));

        const PlanArguments parsed = *parsePlanArguments(args, PresetCatalog::builtin());
        const Plan p = computePlan(parsed.scenario);
        QCOMPARE(r.code, p.fits() ? int(ExitOk) : int(ExitRefusesToStart));
        const std::pair<const char*, std::int64_t> integers[] = {
            {"gpu_total_bytes", p.memory.total},
            {"ceiling_bytes", p.memory.ceiling},
            {"weights_bytes", p.memory.weights},
            {"non_torch_bytes", p.memory.nonTorch},
            {"activation_bytes", p.memory.activation},
            {"cuda_graph_bytes", p.memory.cudaGraph},
            {"kv_cache_bytes", p.memory.kvCache},
            {"kv_bytes_per_token", p.kv.bytesPerToken},
            {"block_size", p.settings.blockSize},
            {"num_blocks", p.numBlocks},
            {"kv_tokens", p.kvTokens},
            {"max_model_len", p.settings.maxModelLen},
            {"estimated_max_model_len", p.estimatedMaxModelLen},
            {"recommended_max_num_seqs", p.recommendedMaxNumSeqs},
        };
        for (const auto& [key, value] : integers) {
            const QJsonValue v = json.value(QLatin1String(key));
            QVERIFY2(v.isDouble(), key);
            QCOMPARE(static_cast<std::int64_t>(v.toDouble()), value);
            // written as an integer, never 1.2e+10
            const QRegularExpression written(u"\"%1\": -?\\d+,?\\n"_s.arg(QLatin1String(key)));
            QVERIFY2(written.match(r.out).hasMatch(), key);
        }
        QCOMPARE(json.value(u"max_concurrency"_s).toDouble(), p.maxConcurrency);
        QCOMPARE(json.value(u"fits"_s).toBool(), p.fits());
        QVERIFY(json.value(u"fits"_s).isBool());
        if (p.fits())
            QVERIFY(json.value(u"error"_s).isNull());
        else
            QCOMPARE(json.value(u"error"_s).toString(), vllmStartupError(p));
    }

    void jsonOutputForInvalidInput()
    {
        const Run r = plan({u"--gpu-memory-utilization"_s, u"0"_s, u"--format"_s, u"json"_s});
        QCOMPARE(r.code, int(ExitInvalidInput));
        const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(json.value(u"verdict"_s).toString(), u"invalid_input"_s);
        QCOMPARE(json.value(u"fits"_s).toBool(true), false);
        QVERIFY(r.err.contains(json.value(u"error"_s).toString()));
    }

    void jsonOutputForSimpleAccounting()
    {
        const Run r = plan({u"--scenario"_s, u"seed-hand-budget-24gb"_s, u"--format=json"_s});
        const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(json.value(u"accounting"_s).toString(), u"simple"_s);
        const Scenario s = *resolveScenario(u"seed-hand-budget-24gb"_s, PresetCatalog::builtin());
        const HandBudget budget = computeHandBudget(handBudgetInputFor(s));
        QCOMPARE(static_cast<std::int64_t>(json.value(u"kv_tokens"_s).toDouble()), budget.tokens);
        QCOMPARE(r.code, budget.kvBytes > 0 ? int(ExitOk) : int(ExitRefusesToStart));
    }

    void textAndMarkdown()
    {
        const Scenario s = *resolveScenario(u"seed-llama31-8b-h100"_s, PresetCatalog::builtin());
        const Plan p = computePlan(s);
        const Run text = plan({u"--scenario"_s, u"seed-llama31-8b-h100"_s});
        for (const QString& line : vllmLogLines(p))
            QVERIFY2(text.out.contains(line), qPrintable(line));
        QVERIFY(text.out.contains(verdictHeadline(p)));

        const Run markdown = plan({u"--scenario"_s, u"seed-llama31-8b-h100"_s, u"--format"_s, u"markdown"_s});
        QCOMPARE(markdown.code, int(ExitOk));
        QVERIFY(markdown.out.contains(u"\n|---|"_s));
        const QStringList rows = markdown.out.split(u'\n').filter(QRegularExpression(u"^\\|.*\\|$"_s));
        QVERIFY2(rows.size() >= 5, qPrintable(markdown.out));
        QVERIFY(markdown.out.contains(vllmLogLines(p).last()));
    }

    void planHelp()
    {
        for (const QStringList& args : {QStringList{u"--help"_s}, QStringList{u"-h"_s},
                                        QStringList{u"--max-model-len"_s, u"8192"_s, u"--help"_s}}) {
            const Run r = plan(args);
            QCOMPARE(r.code, int(ExitOk));
            QCOMPARE(r.err, QString());
            // The public interface, spelled exactly.
            for (const char* flag : {"--scenario",
                                     "--model",
                                     "--gpu",
                                     "--gpu-memory-gib",
                                     "--gpu-memory-utilization",
                                     "--max-model-len",
                                     "--kv-cache-dtype",
                                     "--quantization",
                                     "--tensor-parallel-size",
                                     "--pipeline-parallel-size",
                                     "--max-num-seqs",
                                     "--max-num-batched-tokens",
                                     "--block-size",
                                     "--enforce-eager",
                                     "--other-gpu-memory-gib",
                                     "--overhead-gib",
                                     "--request-tokens",
                                     "--request-tokens-p95",
                                     "--format",
                                     "--gpu-count",
                                     "--vllm-version",
                                     "--dtype",
                                     "--kv-cache-memory",
                                     "--non-torch-gib",
                                     "--activation-gib",
                                     "--cuda-graph-gib",
                                     "--weights-gib",
                                     "--safety-margin",
                                     "--accounting",
                                     "--headroom-gib",
                                     "--headroom-percent"})
                QVERIFY2(r.out.contains(
                             QRegularExpression(u"(?<![\\w-])"_s + QLatin1String(flag) + u"(?![\\w-])"_s)),
                         flag);
        }
        QVERIFY(usageText().contains(u"kvbudget plan"_s));
    }

    void listOutput_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<QStringList>("ids");
        QStringList models, gpus, scenarios;
        for (const ModelSpec& m : PresetCatalog::builtin().models())
            models << m.id;
        for (const GpuSpec& g : PresetCatalog::builtin().gpus())
            gpus << g.id;
        for (const ScenarioPreset& s : PresetCatalog::builtin().scenarios())
            scenarios << s.id;
        QTest::newRow("models") << u"models"_s << models;
        QTest::newRow("gpus") << u"gpus"_s << gpus;
        QTest::newRow("scenarios") << u"scenarios"_s << scenarios;
    }

    void listOutput()
    {
        QFETCH(QString, what);
        QFETCH(QStringList, ids);
        const Run text = list({what});
        QCOMPARE(text.code, int(ExitOk));
        for (const QString& id : ids)
            QVERIFY2(
                text.out.contains(QRegularExpression(u"(^|\\n)"_s + QRegularExpression::escape(id) + u' ')),
                qPrintable(id));

        for (const QStringList& args :
             {QStringList{what, u"--format"_s, u"json"_s}, QStringList{u"--format=json"_s, what}}) {
            const Run json = list(args);
            QCOMPARE(json.code, int(ExitOk));
            const QJsonArray array = QJsonDocument::fromJson(json.out.toUtf8()).array();
            QStringList listed;
            for (const QJsonValue& item : array)
                listed << item.toObject().value(u"id"_s).toString();
            QCOMPARE(listed, ids);
        }
    }

    void listErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("nothing to list") << QStringList{};
        QTest::newRow("unknown kind") << QStringList{u"tokenizers"_s};
        QTest::newRow("format xml") << QStringList{u"models"_s, u"--format"_s, u"xml"_s};
        QTest::newRow("extra argument") << QStringList{u"models"_s, u"gpus"_s};
    }

    void listErrors()
    {
        QFETCH(QStringList, args);
        const Run r = list(args);
        QCOMPARE(r.code, int(ExitInvalidInput));
        QVERIFY2(r.err.startsWith(u"kvbudget list: "_s) && r.err.count(u'\n') == 1, qPrintable(r.err));
        QCOMPARE(r.out, QString());
        QCOMPARE(list({u"--help"_s}).code, int(ExitOk));
    }
};

QTEST_GUILESS_MAIN(TestCommands)
#include "tst_commands.moc"
