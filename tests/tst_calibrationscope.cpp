// When a calibration's measured terms stop applying (core/vllm/calibrationscope.h): what-ifs on the knobs
// keep them, another model, GPU, parallelism, weight format or vLLM version drops them.

#include "testhelpers.h"

#include "vllm/calibration.h"
#include "vllm/calibrationscope.h"
#include "vllm/vllmlog.h"

#include <functional>

using namespace kvb;

namespace {

Scenario calibratedDefault()
{
    // llmd-h100-llama-31-8b, as vLLM ~0.11 prints it.
    const ParsedVllmLog log =
        parseVllmLog(QStringLiteral("Model loading took 14.99 GiB memory and 31.46 seconds\n"
                                    "Available KV cache memory: 51.38 GiB\n"))
            .value();
    return calibrateFromLog(kvbtest::scenario("default"), log).value().scenario;
}

using Change = std::function<void(Scenario&)>;

} // namespace

Q_DECLARE_METATYPE(Change)

class TestCalibrationScope : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void changes_data()
    {
        QTest::addColumn<Change>("change");
        QTest::addColumn<bool>("keeps");
        QTest::addRow("utilization") << Change([](Scenario& s) { s.serving.gpuMemoryUtilization = 0.95; })
                                     << true;
        QTest::addRow("context") << Change([](Scenario& s) { s.serving.maxModelLen = 8192; }) << true;
        QTest::addRow("kv dtype") << Change([](Scenario& s) { s.serving.kvCacheDtype = KvCacheDtype::Fp8; })
                                  << true;
        QTest::addRow("max_num_seqs") << Change([](Scenario& s) { s.serving.maxNumSeqs = 64; }) << true;
        QTest::addRow("workload") << Change([](Scenario& s) { s.workload.requestTokens = 4000; }) << true;
        QTest::addRow("model") << Change([](Scenario& s) { s.model = kvbtest::model("llama-3.1-70b"); })
                               << false;
        QTest::addRow("gpu") << Change([](Scenario& s) { s.gpu = kvbtest::gpu("rtx-3090"); }) << false;
        QTest::addRow("tp") << Change([](Scenario& s) { s.serving.tensorParallelSize = 2; }) << false;
        QTest::addRow("pp") << Change([](Scenario& s) { s.serving.pipelineParallelSize = 2; }) << false;
        QTest::addRow("quantization")
            << Change([](Scenario& s) { s.serving.quantization = QuantMethod::Fp8; }) << false;
        QTest::addRow("version") << Change([](Scenario& s) { s.serving.vllmVersion = {0, 6, 4}; }) << false;
        QTest::addRow("eager") << Change([](Scenario& s) { s.serving.enforceEager = true; }) << false;
    }

    void changes()
    {
        QFETCH(Change, change);
        QFETCH(bool, keeps);
        const Scenario before = calibratedDefault();
        QVERIFY(before.serving.overrides.calibrated);
        QVERIFY(before.serving.overrides.weights);
        Scenario changed = before;
        change(changed);
        QCOMPARE(calibrationStillApplies(before, changed), keeps);
        const Scenario after = dropStaleCalibration(before, changed);
        QCOMPARE(after.serving.overrides.calibrated, keeps);
        QCOMPARE(after.serving.overrides.any(), keeps);
        QCOMPARE(computePlan(after).calibrated, keeps);
    }

    void leavesOtherScenariosAlone()
    {
        // Not calibrated: overrides someone set by hand stay whatever changes.
        Scenario manual = kvbtest::scenario("default");
        manual.serving.overrides.total = fromGiB(3);
        Scenario changed = manual;
        changed.model = kvbtest::model("llama-3.1-70b");
        QVERIFY(dropStaleCalibration(manual, changed).serving.overrides.total);
        // An edit that sets the overrides itself is taken as it is.
        const Scenario before = calibratedDefault();
        changed = before;
        changed.gpu = kvbtest::gpu("rtx-3090");
        changed.serving.overrides.weights = fromGiB(15);
        QCOMPARE(dropStaleCalibration(before, changed).serving.overrides.weights, fromGiB(15));
    }
};

QTEST_GUILESS_MAIN(TestCalibrationScope)
#include "tst_calibrationscope.moc"
