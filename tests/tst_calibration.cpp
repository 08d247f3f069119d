// Calibrating from a pasted log (core/vllm/calibration.h): every public log with a KV figure reproduces
// that figure within 0.5% after calibration, and what-ifs start from the measured terms.

#include "testhelpers.h"

#include "base/limits.h"
#include "vllm/calibration.h"
#include "vllm/startuplogs.h"
#include "vllm/vllmlog.h"

#include <QFile>

using namespace kvb;

namespace {} // namespace

class TestCalibration : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reproducesEveryPublicLog_data()
    {
        QTest::addColumn<QString>("id");
        const QStringList ids = kvbtest::calibratablePublicLogIds();
        for (const QString& id : ids)
            QTest::newRow(qPrintable(id)) << id;
        QVERIFY(ids.size() >= 9);
    }

    void reproducesEveryPublicLog()
    {
        QFETCH(QString, id);
        for (const LogCase& c : kvbtest::publicLogCases()) {
            if (c.id != id)
                continue;
            Scenario s = scenarioForCase(c, PresetCatalog::builtin()).value();
            const ParsedVllmLog log = parseVllmLog(c.rawLog).value();
            const auto cal = calibrateFromLog(s, log);
            QVERIFY2(cal, qPrintable(cal ? QString() : cal.error().message));
            const Plan& p = cal->calibrated;
            QVERIFY2(p.calibrated, qPrintable(p.inputError));
            if (log.figures.availableKvGiB) {
                const double logged = *log.figures.availableKvGiB;
                // Within 0.5%, or within the 0.005 GiB the log rounds to when the pool is tiny.
                QVERIFY2(std::fabs(toGiB(p.memory.kvCache) - logged) <=
                             std::max(0.005 * std::fabs(logged), 0.005),
                         qPrintable(QStringLiteral("%1: %2 vs logged %3")
                                        .arg(id)
                                        .arg(toGiB(p.memory.kvCache))
                                        .arg(logged)));
            }
            if (log.figures.numGpuBlocks && *log.figures.numGpuBlocks > 0)
                QCOMPARE(p.numBlocks, *log.figures.numGpuBlocks);
            if (log.figures.kvTokens && log.error.isEmpty())
                kvbtest::compareCalibratedTokens(p, log);
            if (log.figures.started)
                QCOMPARE(p.fits(), *log.figures.started);
            if (log.figures.weightsGiB)
                KVB_COMPARE_REL(toGiB(p.memory.weights), *log.figures.weightsGiB, 1e-6);
        }
    }

    void whatIfsStartFromTheMeasuredTerms()
    {
        // llmd-h100-llama-31-8b: measured on an H100 with vLLM ~0.11.
        const ParsedVllmLog log =
            parseVllmLog(QStringLiteral("Model loading took 14.99 GiB memory and 31.46 seconds\n"
                                        "Available KV cache memory: 51.38 GiB\n"))
                .value();
        Scenario s = kvbtest::scenario("default");
        s.serving.vllmVersion = {0, 11, 0};
        s.serving.gpuMemoryUtilization = 0.9;
        s.serving.maxModelLen = 16000;
        const Calibration cal = calibrateFromLog(s, log).value();
        QCOMPARE(cal.calibrated.memory.weights, fromGiB(14.99));
        KVB_COMPARE_REL(toGiB(cal.calibrated.memory.kvCache), 51.38, 1e-4);
        QVERIFY(cal.scenario.serving.overrides.calibrated);

        // Raising util by 0.02 adds exactly 0.02 x total to the pool: the overhead stays as measured.
        Scenario whatIf = cal.scenario;
        whatIf.serving.gpuMemoryUtilization = 0.92;
        const Plan after = computePlan(whatIf);
        QCOMPARE(after.memory.overhead(), cal.calibrated.memory.overhead());
        QCOMPARE(after.memory.kvCache - cal.calibrated.memory.kvCache,
                 after.memory.ceiling - cal.calibrated.memory.ceiling);
        QVERIFY(after.calibrated);
        QVERIFY(after.band.bandBytes < fromGiB(0.02)); // a calibrated band is the log's rounding
    }

    void partialLogUsesWhatItCan()
    {
        const ParsedVllmLog log =
            parseVllmLog(QStringLiteral("Model loading took 14.99 GiB memory\n")).value();
        const Calibration cal = calibrateFromLog(kvbtest::scenario("default"), log).value();
        QCOMPARE(cal.calibrated.memory.weights, fromGiB(14.99));
        QVERIFY(!cal.notes.isEmpty());
        QVERIFY(cal.notes.join(QLatin1Char(' ')).contains(QLatin1String("no KV-cache figure")));
    }

    // V0 refusing max_model_len prints its pool: "... stored in KV cache (N)" is num_gpu_blocks x 16, so
    // calibration solves the overhead for it, and the calibrated plan refuses as the log did. Another
    // failure prints no pool (tokensArePool in calibration.cpp).
    void v0RefusalGivesThePool()
    {
        const ParsedVllmLog log =
            parseVllmLog(
                QStringLiteral("ValueError: The model's max seq len (131072) is larger than the maximum "
                               "number of tokens that can be stored in KV cache (37696). Try "
                               "increasing `gpu_memory_utilization`\n"))
                .value();
        Scenario s = kvbtest::scenario("default");
        s.serving.vllmVersion = {0, 7, 1};
        s.serving.engine = EngineKind::V0;
        const Calibration cal = calibrateFromLog(s, log).value();
        QCOMPARE(cal.calibrated.numBlocks, std::int64_t{37696 / 16});
        QVERIFY(!cal.calibrated.fits());
        const auto rows = compareWithLog(cal);
        const auto tokens = std::find_if(rows.begin(), rows.end(),
                                         [](const ComparisonRow& r) { return r.id == u"kv_tokens"; });
        QVERIFY(tokens != rows.end() && tokens->logged == 37696.0);
    }

    // A tiny utilization that is still in range must not turn "requested ÷ utilization" into an
    // astronomical card (fuzz_vllmlog found 5.6 GiB ÷ 7e-74): the card keeps a real total.
    void tinyUtilizationMakesNoAstronomicalCard()
    {
        const ParsedVllmLog log =
            parseVllmLog(
                QStringLiteral("total_gpu_memory (79.20GiB) x gpu_memory_utilization (0.00000000000000000000"
                               "00000000000000000000000000000000000000000000000000000070) = 5.60GiB\n"))
                .value();
        QVERIFY(log.utilization && *log.utilization > 0 && *log.utilization < 1e-60);
        const Scenario base = kvbtest::scenario("default");
        const auto cal = calibrateFromLog(base, log);
        QVERIFY(cal);
        const Bytes total = cal->scenario.gpu.totalBytes;
        QVERIFY2(total > 0 && total <= limits::kMaxGpuMemory, qPrintable(QString::number(total)));
        QCOMPARE(total, fromGiB(79.20)); // the logged total, not 5.6 ÷ 7e-74
    }

    void freeMemoryErrorRevealsOtherProcesses()
    {
        const ParsedVllmLog log =
            parseVllmLog(QStringLiteral(
                             "Free memory on device cuda:0 (12.18/23.56 GiB) on startup is less than desired "
                             "GPU memory utilization (0.92, 21.67 GiB). Decrease GPU memory utilization or "
                             "reduce GPU memory used by other processes."))
                .value();
        Scenario s = kvbtest::scenario("default");
        s.gpu = kvbtest::gpu("rtx-3090");
        s.model = kvbtest::model("llama-3.2-3b");
        s.serving.maxModelLen = 8192;
        const Calibration cal = calibrateFromLog(s, log).value();
        QCOMPARE(cal.calibrated.verdict, Verdict::InsufficientFreeMemory);
        KVB_COMPARE_REL(toGiB(cal.calibrated.memory.startupFree()), 12.18, 0.002);
    }
};

QTEST_GUILESS_MAIN(TestCalibration)
#include "tst_calibration.moc"
