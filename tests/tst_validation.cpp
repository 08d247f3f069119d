// `kvbudget validate` on the public set (core/vllm/validation.h): the acceptance thresholds of the
// fidelity targets, asserted on the bundled copy of the public vLLM startup logs.

#include "testhelpers.h"

#include "vllm/fit.h"
#include "vllm/startuplogs.h"
#include "vllm/validation.h"

#include <QFile>
#include <QJsonArray>

using namespace kvb;

namespace {

ValidationReport publicReport()
{
    return validateCases(kvbtest::publicLogCases(), PresetCatalog::builtin());
}

} // namespace

class TestValidation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // In-sample: every log predicted with the constants fitted on all of them (builtinConstants).
    void medianKvErrorWithinTwoPercent()
    {
        const ValidationReport report = publicReport();
        QVERIFY(report.kv.count >= 60);
        QVERIFY2(report.kv.median <= 2.0, qPrintable(QStringLiteral("median %1%").arg(report.kv.median)));
    }

    // Leave-one-out: each log predicted by constants fitted without it (the headline figures the
    // README quotes). The p90 falls short of the 6% target: the figures are printed, and guarded
    // against getting worse than what the README states.
    void leaveOneOutFigures()
    {
        const CrossValidation loo =
            crossValidate(fitCasesOf(kvbtest::publicLogCases(), PresetCatalog::builtin()));
        qInfo("leave-one-out on %d logs: median %.2f%%, p90 %.1f%%, coverage %.1f%%, verdicts %d/%d",
              loo.scored, 100 * loo.medianAbsError, 100 * loo.p90AbsError, 100 * loo.bandCoverage,
              loo.verdictsRight, loo.verdictsTotal);
        QVERIFY(loo.scored >= 60);
        QVERIFY(loo.medianAbsError <= 0.02);
        // 15.3% on 107 logs: the p90 is the 11th-largest error, the LMCache 4 x H100 log's. It was 12.9% on
        // 92 before fourteen more logs joined, chosen before their errors were seen, four of them far off
        // (a V0 and a V1 Qwen2.5-VL, a vendor container's A10 run, DeepSeek-R1 on 0.7.3); 15.5% on 87 logs,
        // 20.4% on 76 before unified-memory devices got vLLM's small batch defaults.
        QVERIFY(loo.p90AbsError <= 0.16);
        // 94.6% (87 of 92), with groups under nine logs floored at the pooled bound (docs/vllm-accounting.md
        // §12). The five misses are named in the README.
        QVERIFY(loo.bandCoverage >= 0.90);
        QVERIFY(loo.verdictsTotal >= 60);
        // Every verdict right or flagged undecidable (95 of 95). The DJL log was the one confident wrong
        // verdict until its unlogged max_model_len was spanned (tst_unloggedinputs).
        QCOMPARE(loo.verdictsRight, loo.verdictsTotal);
    }

    // Right, or flagged undecidable by the band, never a confident wrong answer. Five are flagged, each for
    // a named reason: vLLM 0.2.4's MegaBlocks Mixtral, a path kvbudget does not model (its UnmodelledPath
    // term, tst_errorclasses); the DJL log, whose excerpt does not show the max_model_len its container may
    // have set (unloggedinputs.h); and three vision logs whose encoder decides the peak (InternVL3-78B and
    // two Qwen2.5-VL-7B runs, V0 and V1), where the fitted bytes per patch carry their own term
    // (docs/vllm-accounting.md §13).
    void everyVerdictRightOrFlagged()
    {
        const ValidationReport report = publicReport();
        QVERIFY(report.verdictsChecked >= 60);
        for (const CaseValidation& c : report.cases)
            if (c.scored() && c.verdictRight())
                QVERIFY2(*c.verdictRight() || c.verdictFlagged(), qPrintable(c.logCase.id));
        QCOMPARE(report.verdictsFlagged, 5);
        for (const CaseValidation& c : report.cases) {
            if (!c.scored() || !c.verdictFlagged())
                continue;
            const bool named =
                std::any_of(c.plan.band.terms.begin(), c.plan.band.terms.end(), [](const BandTerm& t) {
                    return t.source == BandSource::UnmodelledPath || t.source == BandSource::VisionEncoder;
                });
            QVERIFY2(named || c.logCase.maxModelLenUnlogged, qPrintable(c.logCase.id));
        }
    }

    // Logs whose own figures do not add up are shown but not scored. llmd-h100-gpt-oss-120b:
    // 0.9 x 79.18 - 64.38 - 7.38 - 0.13 = -0.63, not 3.33.
    void selfContradictingLogsAreNotScored()
    {
        const ValidationReport report = publicReport();
        int flagged = 0;
        bool gptOss = false;
        for (const CaseValidation& c : report.cases) {
            if (c.inconsistency.isEmpty())
                continue;
            ++flagged;
            QVERIFY(!c.scored());
            QVERIFY2(c.inconsistency.contains(QLatin1String("do not add up")), qPrintable(c.inconsistency));
            if (c.logCase.id == QLatin1String("llmd-h100-gpt-oss-120b")) {
                gptOss = true;
                QVERIFY(c.inconsistency.contains(QLatin1String("-0.63")));
            }
        }
        QVERIFY(gptOss);
        QVERIFY(flagged * 10 < static_cast<int>(report.cases.size())); // a few, not a way to drop cases
    }

    // Per-case weight checks, with the known gaps named, are in tst_startuplogs.
    void weightsMedianWhereLogged()
    {
        const ValidationReport report = publicReport();
        QVERIFY(report.weights.count >= 50);
        QVERIFY2(report.weights.median <= 0.5, qPrintable(QString::number(report.weights.median)));
    }

    void versionsInferredFromTheLogs_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("version");
        QTest::addRow("0.6.4 one-line profile") << "vllm-10517-rtx3090-llama31-8b-mml20000"
                                                << "0.6.4";
        QTest::addRow("0.6.5 tabular profile") << "vllm-pr10511-h100-llama3-8b-tp1"
                                               << "0.6.5";
        QTest::addRow("named in the date") << "llmd-h100-llama-31-8b"
                                           << "0.11.0";
        QTest::addRow("logged") << "vllm-14452-2xrtx5090-qwq32b-bnb4-pp2-mml50000"
                                << "0.8.5";
    }

    void versionsInferredFromTheLogs()
    {
        QFETCH(QString, id);
        QFETCH(QString, version);
        for (const LogCase& c : kvbtest::publicLogCases())
            if (c.id == id)
                QCOMPARE(versionForCase(c).toString(), version);
    }

    void jsonReportKeys()
    {
        const QJsonObject json = validationToJson(publicReport());
        for (const char* key : {"cases", "planned", "skipped", "weights", "kv", "max_concurrency",
                                "verdicts_checked", "verdicts_right", "verdicts_wrong_flagged_undecidable"})
            QVERIFY2(json.contains(QLatin1String(key)), key);
        QCOMPARE(json.value(QLatin1String("verdicts_wrong_flagged_undecidable")).toInt(), 5);
        const QJsonObject first = json.value(QLatin1String("cases")).toArray().first().toObject();
        for (const char* key :
             {"id", "weights_gib_logged", "weights_gib_predicted", "kv_metric", "kv_logged", "kv_predicted",
              "kv_error_percent", "starts_logged", "starts_predicted", "verdict_undecidable"})
            QVERIFY2(first.contains(QLatin1String(key)), key);
    }
};

QTEST_GUILESS_MAIN(TestValidation)
#include "tst_validation.moc"
