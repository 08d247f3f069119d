// `kvbudget compare`: each key figure's delta is the difference of two independently computed plans
// (read back from `plan --format json`), the percentage is against the baseline (absent when it is
// 0), and the CLI's markdown, JSON and exit codes carry them.
#include "budget/engine.h"
#include "cli/commands.h"
#include "cli/comparecommand.h"
#include "cli/planjson.h"
#include "report/compare.h"
#include "testhelpers.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>

using namespace kvb;
using namespace Qt::StringLiterals;

namespace {

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

Run compare(const QStringList& args)
{
    Run r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.code = runCompareCommand(args, out, err);
    out.flush();
    err.flush();
    return r;
}

// A key figure as `plan --format json` prints it: the plan's own interface, not compare's code.
double fromPlanJson(const QString& key, const QJsonObject& plan)
{
    if (key == u"verdict")
        return plan.value(u"fits"_s).toBool() ? 1 : 0;
    if (key == u"overhead_bytes")
        return plan.value(u"non_torch_bytes"_s).toDouble() + plan.value(u"activation_bytes"_s).toDouble() +
               plan.value(u"cuda_graph_bytes"_s).toDouble();
    if (key == u"gpus")
        return plan.value(u"gpu"_s).toObject().value(u"count"_s).toDouble();
    const QJsonValue value = plan.value(key);
    if (!value.isDouble())
        qFatal("plan JSON has no number %s", qPrintable(key));
    return value.toDouble();
}

QJsonObject planJsonOf(const Scenario& s)
{
    return planToJson(s, computePlan(s));
}

const FigureInfo& info(CompareFigure figure)
{
    for (const FigureInfo& i : compareFigures())
        if (i.figure == figure)
            return i;
    qFatal("no such figure");
}

} // namespace

class TestCompare : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void deltasAreTheDifferenceOfTwoPlans_data()
    {
        QTest::addColumn<QStringList>("baseline");
        QTest::addColumn<QStringList>("other");
        QTest::newRow("fp8 KV") << QStringList{} << QStringList{u"--kv-cache-dtype"_s, u"fp8"_s};
        QTest::newRow("fp8 weights, 32K") << QStringList{u"--max-model-len"_s, u"32K"_s}
                                          << QStringList{u"-q"_s, u"fp8"_s, u"--max-model-len"_s, u"32K"_s};
        QTest::newRow("70B TP 2 against TP 4")
            << QStringList{u"--scenario"_s, u"llama31-70b-2xh100-tp2"_s}
            << QStringList{u"--scenario"_s, u"llama31-70b-2xh100-tp2"_s, u"-tp"_s, u"4"_s};
        QTest::newRow("refuses against starts") << QStringList{u"--scenario"_s, u"seed-util-half-24gb-busy"_s}
                                                << QStringList{u"--scenario"_s, u"seed-util-half-24gb-busy"_s,
                                                               u"--other-gpu-memory-gib"_s, u"0"_s};
    }

    void deltasAreTheDifferenceOfTwoPlans()
    {
        QFETCH(QStringList, baseline);
        QFETCH(QStringList, other);
        const Scenario a = kvbtest::scenarioFrom(baseline);
        const Scenario b = kvbtest::scenarioFrom(other);
        const QJsonObject planA = planJsonOf(a);
        const QJsonObject planB = planJsonOf(b);
        const Comparison c = compareScenarios({compareEntry(a, u"A"_s), compareEntry(b, u"B"_s)});
        QCOMPARE(c.deltas.size(), std::size_t{1});
        const auto& figures = compareFigures();
        QCOMPARE(c.deltas[0].size(), figures.size());
        int changed = 0;
        for (std::size_t f = 0; f < figures.size(); ++f) {
            const QString key = QLatin1String(figures[f].key);
            const double base = fromPlanJson(key, planA);
            const double value = fromPlanJson(key, planB);
            const FigureDelta& d = c.deltas[0][f];
            QVERIFY2(d.absolute == value - base, qPrintable(key));
            QCOMPARE(c.scenarios[0].values[f], base);
            QCOMPARE(c.scenarios[1].values[f], value);
            if (figures[f].unit == FigureUnit::Verdict || base == 0) {
                QVERIFY2(!d.percent, qPrintable(key));
            } else {
                QVERIFY2(d.percent, qPrintable(key));
                QVERIFY2(std::abs(*d.percent - 100.0 * (value - base) / std::abs(base)) < 1e-9,
                         qPrintable(key));
            }
            changed += d.absolute != 0;
        }
        QVERIFY(changed > 0); // the pairs differ: a delta of all zeros would test nothing
    }

    void percentAndDirection()
    {
        const FigureInfo& tokens = info(CompareFigure::KvTokens);
        FigureDelta d = figureDelta(tokens, 400'000, 500'000);
        QCOMPARE(d.absolute, 100'000.0);
        QVERIFY(d.percent);
        QCOMPARE(*d.percent, 25.0);
        QCOMPARE(d.direction, 1);
        QCOMPARE(formatFigureDelta(tokens, d), u"+100,000 (+25.0%)"_s);
        // From nothing: no percentage, still a difference and a direction.
        d = figureDelta(tokens, 0, 500'000);
        QVERIFY(!d.percent);
        QCOMPARE(d.absolute, 500'000.0);
        QCOMPARE(formatFigureDelta(tokens, d), u"+500,000"_s);
        // Fewer GPUs and less weight are better; the ceiling has no better direction.
        QCOMPARE(figureDelta(info(CompareFigure::Gpus), 2, 4).direction, -1);
        QCOMPARE(figureDelta(info(CompareFigure::Weights), 16e9, 8e9).direction, 1);
        QCOMPARE(figureDelta(info(CompareFigure::Ceiling), 70e9, 72e9).direction, 0);
        QCOMPARE(figureDelta(info(CompareFigure::Verdict), 0, 1).direction, 1);
        QVERIFY(!figureDelta(info(CompareFigure::Verdict), 1, 0).percent);
    }

    void cliJsonCarriesPlansAndDeltas()
    {
        const Run r =
            compare({u"seed-llama31-8b-h100"_s, u"seed-llama31-8b-h100-fp8kv"_s, u"--format"_s, u"json"_s});
        QCOMPARE(r.code, int(ExitOk));
        const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonArray scenarios = json.value(u"scenarios"_s).toArray();
        QCOMPARE(scenarios.size(), 2);
        const Scenario a = kvbtest::scenario("seed-llama31-8b-h100");
        const Scenario b = kvbtest::scenario("seed-llama31-8b-h100-fp8kv");
        // The plan exactly as `plan --format json` prints it.
        const QJsonObject planA = QJsonDocument::fromJson(QJsonDocument(planJsonOf(a)).toJson()).object();
        QCOMPARE(scenarios[0].toObject().value(u"plan"_s).toObject(), planA);
        QCOMPARE(scenarios[0].toObject().value(u"source"_s).toString(), u"seed-llama31-8b-h100"_s);
        QCOMPARE(scenarios[1].toObject().value(u"name"_s).toString(), b.name);
        const QJsonArray deltas = json.value(u"deltas"_s).toArray();
        QCOMPARE(deltas.size(), 1);
        const QJsonObject planB = planJsonOf(b);
        for (const FigureInfo& f : compareFigures()) {
            const QString key = QLatin1String(f.key);
            const QJsonObject d = deltas[0].toObject().value(key).toObject();
            QVERIFY2(d.contains(u"absolute"_s) && d.contains(u"percent"_s), qPrintable(key));
            QCOMPARE(d.value(u"absolute"_s).toDouble(), fromPlanJson(key, planB) - fromPlanJson(key, planA));
        }
        const QJsonObject tokens = deltas[0].toObject().value(u"kv_tokens"_s).toObject();
        QCOMPARE(tokens.value(u"percent"_s).toDouble(), 100.0); // fp8 halves the bytes per token
        QVERIFY(deltas[0].toObject().value(u"verdict"_s).toObject().value(u"percent"_s).isNull());
    }

    void cliMarkdownCarriesTheDeltas()
    {
        const Run r = compare({u"seed-llama31-8b-h100"_s, u"seed-llama31-8b-h100-8k"_s, u"--vary"_s,
                               u"--kv-cache-dtype fp8"_s, u"--format"_s, u"markdown"_s});
        QCOMPARE(r.code, int(ExitOk));
        QVERIFY2(r.out.contains(u"| Figure | A | B | Δ B | C | Δ C | D | Δ D |"_s), qPrintable(r.out));
        const Comparison c =
            compareScenarios({compareEntry(kvbtest::scenario("seed-llama31-8b-h100"), u"A"_s),
                              compareEntry(kvbtest::scenario("seed-llama31-8b-h100-8k"), u"B"_s)});
        for (std::size_t f = 0; f < compareFigures().size(); ++f) {
            const FigureInfo& fi = compareFigures()[f];
            const QString row = u"| %1 | %2 | %3 | %4 |"_s.arg(
                figureLabel(fi), formatFigureValue(fi, c.scenarios[0].values[f]),
                formatFigureValue(fi, c.scenarios[1].values[f]), formatFigureDelta(fi, c.deltas[0][f]));
            QVERIFY2(r.out.contains(row), qPrintable(row + u"\n"_s + r.out));
        }
        QVERIFY(r.out.contains(u"--vary"_s)); // the legend names where D came from
    }

    void textAndCsv()
    {
        const Run text = compare({u"--vary"_s, u"--kv-cache-dtype fp8"_s});
        QCOMPARE(text.code, int(ExitOk));
        QVERIFY2(text.out.contains(u"+100.0%"_s) || text.out.contains(u"(+"_s), qPrintable(text.out));
        const Run csv = compare({u"--vary"_s, u"--kv-cache-dtype fp8"_s, u"--format"_s, u"csv"_s});
        QCOMPARE(csv.code, int(ExitOk));
        const QStringList lines = csv.out.trimmed().split(u'\n');
        QCOMPARE(lines.size(), qsizetype(compareFigures().size()) + 1);
        QVERIFY(lines[6].startsWith(u"kv_tokens,KV tokens,tokens,"_s));
    }

    void exitCodes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("one scenario") << QStringList{u"default"_s} << 2 << u"2 to 4 scenarios"_s;
        QTest::newRow("nothing") << QStringList{} << 2 << u"2 to 4 scenarios"_s;
        QTest::newRow("five scenarios")
            << QStringList{u"default"_s, u"default"_s, u"default"_s, u"default"_s, u"--vary"_s, u"-tp 2"_s}
            << 2 << u"given 6"_s;
        QTest::newRow("unknown name")
            << QStringList{u"default"_s, u"no-such-scenario"_s} << 2 << u"no-such-scenario"_s;
        QTest::newRow("bad vary") << QStringList{u"--vary"_s, u"--max-model-len lots"_s} << 2 << u"lots"_s;
        QTest::newRow("vary without flags") << QStringList{u"default"_s, u"--vary"_s} << 2 << u"--vary"_s;
        QTest::newRow("format in a vary")
            << QStringList{u"--vary"_s, u"--format json"_s} << 2 << u"--format"_s;
        QTest::newRow("bad format") << QStringList{u"default"_s, u"default"_s, u"--format"_s, u"yaml"_s} << 2
                                    << u"yaml"_s;
        QTest::newRow("unknown flag")
            << QStringList{u"--vary"_s, u"-tp 2"_s, u"--frobnicate"_s, u"1"_s} << 2 << u"--frobnicate"_s;
        QTest::newRow("invalid scenario") << QStringList{u"--vary"_s, u"-tp 3"_s} << 2 << u"--vary"_s;
        QTest::newRow("simple accounting")
            << QStringList{u"default"_s, u"seed-hand-budget-24gb"_s} << 2 << u"simple"_s;
        QTest::newRow("one refuses") << QStringList{u"default"_s, u"seed-util-half-24gb-busy"_s} << 3
                                     << QString();
        QTest::newRow("all start") << QStringList{u"default"_s, u"seed-llama31-8b-h100"_s} << 0 << QString();
    }

    void exitCodes()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, message);
        const Run r = compare(args);
        QVERIFY2(r.code == code, qPrintable(u"%1: %2"_s.arg(r.code).arg(r.err)));
        if (code == 2) {
            QVERIFY(r.out.isEmpty());
            QVERIFY2(r.err.contains(message), qPrintable(r.err));
            QCOMPARE(r.err.count(u'\n'), 1); // one line naming the problem
        } else {
            QVERIFY(r.err.isEmpty());
            QVERIFY(!r.out.isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(TestCompare)
#include "tst_compare.moc"
