// `kvbudget simulate`: flags, the three formats, exit codes and messages.

#include "cli/commands.h"
#include "cli/dispatch.h"
#include "cli/simulatecommand.h"
#include "testhelpers.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace kvb;

namespace {

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

Run simulate(const QStringList& args)
{
    Run r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.code = runSimulateCommand(args, out, err);
    out.flush();
    err.flush();
    return r;
}

QStringList seed(QStringList more = {})
{
    return QStringList{QStringLiteral("--scenario"), QStringLiteral("seed-llama31-8b-h100"),
                       QStringLiteral("--num-requests"), QStringLiteral("1024")} +
           more;
}

QString writeFile(const QTemporaryDir& dir, const char* name, const QByteArray& text)
{
    const QString path = dir.filePath(QLatin1String(name));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    file.write(text);
    return path;
}

} // namespace

class TestSimulateCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jsonOnTheSeedScenario()
    {
        const Run r = simulate(seed({QStringLiteral("--format"), QStringLiteral("json")}));
        QCOMPARE(r.code, int(ExitOk));
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
        for (const char* key :
             {"preemptions", "peak_kv_usage", "max_waiting", "completed", "steps", "recommended_max_num_seqs",
              "rule_of_thumb_max_num_seqs", "num_blocks", "block_size", "max_num_seqs", "workload",
              "max_num_batched_tokens", "target_kv_usage"})
            QVERIFY2(json.contains(QLatin1String(key)), key);
        QVERIFY(json.value(QLatin1String("preemptions")).toInt() > 0);
        QVERIFY(json.value(QLatin1String("peak_kv_usage")).toDouble() >= 0.99);
        QVERIFY(json.value(QLatin1String("peak_kv_usage")).toDouble() <= 1.0);
        QCOMPARE(json.value(QLatin1String("completed")).toInt(), 1024);
        QCOMPARE(json.value(QLatin1String("num_blocks")).toInt(), 28098);
        QCOMPARE(json.value(QLatin1String("block_size")).toInt(), 16);
        QCOMPARE(json.value(QLatin1String("max_num_seqs")).toInt(), 1024);
        QCOMPARE(json.value(QLatin1String("rule_of_thumb_max_num_seqs")).toInt(), 159);
        const int recommended = json.value(QLatin1String("recommended_max_num_seqs")).toInt();
        QVERIFY(recommended > 159 && recommended < 1024);
        const QJsonObject workload = json.value(QLatin1String("workload")).toObject();
        QCOMPARE(workload.value(QLatin1String("num_requests")).toInt(), 1024);
        QCOMPARE(workload.value(QLatin1String("arrival")).toString(), QStringLiteral("burst"));
        QCOMPARE(workload.value(QLatin1String("seed")).toInt(), 1);

        // ... and at the recommended value: no preemption, peak below 90%.
        const Run at = simulate(seed({QStringLiteral("--max-num-seqs"), QString::number(recommended),
                                      QStringLiteral("--format=json"), QStringLiteral("--no-recommend")}));
        QCOMPARE(at.code, int(ExitOk));
        const QJsonObject j = QJsonDocument::fromJson(at.out.toUtf8()).object();
        QCOMPARE(j.value(QLatin1String("preemptions")).toInt(), 0);
        QVERIFY(j.value(QLatin1String("peak_kv_usage")).toDouble() < 0.90);
        QVERIFY(j.value(QLatin1String("recommended_max_num_seqs")).isNull());
    }

    void textSummary()
    {
        const Run r = simulate(seed());
        QCOMPARE(r.code, int(ExitOk));
        QVERIFY(r.out.contains(QStringLiteral("peak KV usage")));
        QVERIFY(r.out.contains(QStringLiteral("Preemption spiral")));
        QVERIFY(r.out.contains(QStringLiteral("rule of thumb          159")));
        QVERIFY(r.out.contains(QStringLiteral("█")));
    }

    // Only V1's BlockPool keeps a null block: the pool line says so there, and counts every block on V0.
    void poolLineNamesTheNullBlockOnlyOnV1()
    {
        const Run v1 = simulate(seed({QStringLiteral("--no-recommend")}));
        QCOMPARE(v1.code, int(ExitOk));
        QVERIFY2(v1.out.contains(QStringLiteral("28,097 usable (one is V1's null block)")),
                 qPrintable(v1.out));
        QVERIFY2(v1.out.contains(QStringLiteral("scheduler (V1: chunked prefill, recompute preemption)")),
                 qPrintable(v1.out));
        const Run v0 =
            simulate(seed({QStringLiteral("--no-recommend"), QStringLiteral("--vllm-version"),
                           QStringLiteral("0.8.5"), QStringLiteral("--vllm-engine"), QStringLiteral("v0")}));
        QCOMPARE(v0.code, int(ExitOk));
        QVERIFY2(!v0.out.contains(QStringLiteral("V1's null block")), qPrintable(v0.out));
        // The run is V1's scheduler all the same, and a V0 plan's heading says so rather than "V1".
        QVERIFY2(!v0.out.contains(QStringLiteral("scheduler (V1:")), qPrintable(v0.out));
        QVERIFY2(v0.out.contains(QStringLiteral("vLLM 0.8.5 (V0) pool, run through V1's scheduler")),
                 qPrintable(v0.out));
        // Every block is usable: the pool's tokens are its blocks × 16, whatever the fitted terms leave.
        const QRegularExpressionMatch pool =
            QRegularExpression(QStringLiteral("([\\d,]+) blocks × 16 tokens, all usable \\(V0 keeps no null "
                                              "block\\) = ([\\d,]+) tokens"))
                .match(v0.out);
        QVERIFY2(pool.hasMatch(), qPrintable(v0.out));
        const auto number = [](QString text) { return text.remove(QLatin1Char(',')).toLongLong(); };
        QVERIFY(number(pool.captured(1)) > 28000);
        QCOMPARE(number(pool.captured(2)), number(pool.captured(1)) * 16);
    }

    void csvSeries()
    {
        const Run r = simulate(
            seed({QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--no-recommend"),
                  QStringLiteral("--series-points"), QStringLiteral("0")}));
        QCOMPARE(r.code, int(ExitOk));
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.first(),
                 QStringLiteral("step,time_s,kv_usage,running,waiting,preemptions_cumulative"));
        QVERIFY(lines.size() > 500);
        QVERIFY(lines.at(1).startsWith(QStringLiteral("1,")));
        QCOMPARE(lines.at(1).split(QLatin1Char(',')).size(), 6);
    }

    void workloadFlags()
    {
        Run r = simulate(
            seed({QStringLiteral("--prompt-tokens"), QStringLiteral("1000"),
                  QStringLiteral("--output-tokens"), QStringLiteral("200"), QStringLiteral("--arrival"),
                  QStringLiteral("poisson:20"), QStringLiteral("--seed"), QStringLiteral("42"),
                  QStringLiteral("--format"), QStringLiteral("json")}));
        QCOMPARE(r.code, int(ExitOk));
        QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QJsonObject workload = json.value(QLatin1String("workload")).toObject();
        QCOMPARE(workload.value(QLatin1String("prompt_tokens"))
                     .toObject()
                     .value(QLatin1String("distribution"))
                     .toString(),
                 QStringLiteral("fixed"));
        QCOMPARE(workload.value(QLatin1String("arrival")).toString(), QStringLiteral("poisson:20"));
        QCOMPARE(json.value(QLatin1String("prompt_tokens")).toInt(), 1024 * 1000);
        QCOMPARE(json.value(QLatin1String("output_tokens")).toInt(), 1024 * 200);
        QCOMPARE(json.value(QLatin1String("request_tokens_p95")).toInt(), 1200);

        r = simulate(
            seed({QStringLiteral("--prompt-tokens"), QStringLiteral("1000"),
                  QStringLiteral("--prompt-tokens-p95"), QStringLiteral("3000"), QStringLiteral("--arrival"),
                  QStringLiteral("users:32"), QStringLiteral("--prefix-tokens"), QStringLiteral("512"),
                  QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--no-recommend")}));
        QCOMPARE(r.code, int(ExitOk));
        json = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY(json.value(QLatin1String("max_running")).toInt() <= 32);
        QVERIFY(json.value(QLatin1String("prefix_cache_hit_tokens")).toInt() > 0);
    }

    void traceFile()
    {
        QTemporaryDir dir;
        const QString good =
            writeFile(dir, "trace.csv", "prompt_tokens,output_tokens,arrival_s\n100,10,0\n200,20,0.5\n");
        Run r =
            simulate({QStringLiteral("--trace"), good, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.code, int(ExitOk));
        const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(json.value(QLatin1String("completed")).toInt(), 2);
        QCOMPARE(json.value(QLatin1String("workload")).toObject().value(QLatin1String("arrival")).toString(),
                 QStringLiteral("trace"));

        const QString bad = writeFile(dir, "bad.csv", "100,10\n100,10\n# c\n100,-3\n");
        r = simulate({QStringLiteral("--trace"), bad});
        QCOMPARE(r.code, int(ExitInvalidInput));
        QCOMPARE(r.err,
                 QStringLiteral("kvbudget simulate: %1 line 4: output_tokens must be a positive integer "
                                "(got \"-3\")\n")
                     .arg(bad));
        QVERIFY(r.out.isEmpty());

        const QString empty = writeFile(dir, "empty.csv", "");
        r = simulate({QStringLiteral("--trace"), empty});
        QCOMPARE(r.code, int(ExitInvalidInput));
        QVERIFY(r.err.contains(QStringLiteral("the trace is empty")));

        r = simulate({QStringLiteral("--trace"), dir.filePath(QStringLiteral("none.csv"))});
        QCOMPARE(r.code, int(ExitInvalidInput));
        QVERIFY(r.err.contains(QStringLiteral("No such trace file")));

        r = simulate(
            {QStringLiteral("--trace"), good, QStringLiteral("--num-requests"), QStringLiteral("3")});
        QCOMPARE(r.code, int(ExitInvalidInput));
        QVERIFY(r.err.contains(QStringLiteral("has only 2 requests")));
    }

    void badFlags_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::addRow("format") << QStringList{QStringLiteral("--format"), QStringLiteral("markdown")}
                                << "--format markdown: expected text, json or csv";
        QTest::addRow("p95 alone") << QStringList{QStringLiteral("--prompt-tokens-p95"),
                                                  QStringLiteral("100")}
                                   << "--prompt-tokens-p95 needs --prompt-tokens (the median) as well";
        QTest::addRow("p95 below median")
            << QStringList{QStringLiteral("--output-tokens"), QStringLiteral("300"),
                           QStringLiteral("--output-tokens-p95"), QStringLiteral("200")}
            << "the 95th percentile cannot be shorter";
        QTest::addRow("zero requests") << QStringList{QStringLiteral("--num-requests"), QStringLiteral("0")}
                                       << "--num-requests 0: expected a request count";
        QTest::addRow("negative length")
            << QStringList{QStringLiteral("--prompt-tokens"), QStringLiteral("-5")}
            << "--prompt-tokens -5: expected a token count";
        QTest::addRow("prefix beyond the limit")
            << QStringList{QStringLiteral("--prefix-tokens"), QStringLiteral("200000000")}
            << "--prefix-tokens 200000000: expected a token count from 0 to 100,000,000";
        QTest::addRow("series points beyond the limit")
            << QStringList{QStringLiteral("--series-points"), QStringLiteral("-1")}
            << "--series-points -1: expected a number of points from 0 (every step) to 10,000,000";
        QTest::addRow("arrival") << QStringList{QStringLiteral("--arrival"), QStringLiteral("poisson")}
                                 << "--arrival poisson: expected burst";
        QTest::addRow("seed") << QStringList{QStringLiteral("--seed"), QStringLiteral("x")}
                              << "--seed x: expected";
        QTest::addRow("target") << QStringList{QStringLiteral("--target-kv-usage"), QStringLiteral("1.5")}
                                << "--target-kv-usage 1.5: expected a fraction";
        QTest::addRow("trace and lengths")
            << QStringList{QStringLiteral("--trace"), QStringLiteral("x.csv"),
                           QStringLiteral("--prompt-tokens"), QStringLiteral("5")}
            << "--trace gives the request lengths";
        QTest::addRow("unknown flag")
            << QStringList{QStringLiteral("--requests"), QStringLiteral("5")} << "Unknown flag --requests";
    }
    void badFlags()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = simulate(args);
        QCOMPARE(r.code, int(ExitInvalidInput));
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.err.startsWith(QStringLiteral("kvbudget simulate: ")));
    }

    void refusesToStart()
    {
        const Run r = simulate({QStringLiteral("--scenario"), QStringLiteral("seed-llama31-8b-h100"),
                                QStringLiteral("--gpu-memory-utilization"), QStringLiteral("0.2")});
        QCOMPARE(r.code, int(ExitRefusesToStart));
        QVERIFY(r.err.contains(QStringLiteral("vLLM would not start")));
        QVERIFY(r.out.isEmpty());
    }

    void help()
    {
        const Run r = simulate({QStringLiteral("--help")});
        QCOMPARE(r.code, int(ExitOk));
        QVERIFY(r.out.contains(QStringLiteral("--prompt-tokens-p95")));
        QVERIFY(r.out.contains(QStringLiteral("--gpu-memory-utilization")));
        QVERIFY(usageText().contains(QStringLiteral("kvbudget simulate")));
    }
};

QTEST_GUILESS_MAIN(TestSimulateCommand)
#include "tst_simulatecommand.moc"
