// What the install decides where a vLLM release leaves it open, and how a log, a flag or a scenario file
// fixes it (docs/vllm-accounting.md §5, §6): here the kernel gpt-oss's MXFP4 experts load into on Hopper
// in 0.11.x, Triton with the triton_kernels package and Marlin without.

#include "testhelpers.h"

#include "io/scenariofile.h"
#include "vllm/calibration.h"
#include "vllm/unloggedinputs.h"
#include "vllm/validation.h"

using namespace kvb;
using namespace Qt::StringLiterals;

namespace {

Scenario gptOss120bOnH100(int minor)
{
    return kvbtest::scenarioFrom({u"--model"_s, u"gpt-oss-120b"_s, u"--gpu"_s, u"h100-sxm-80gb"_s,
                                  u"--vllm-version"_s, u"0.%1.0"_s.arg(minor)});
}

bool hasInstallTerm(const Plan& plan)
{
    return std::any_of(plan.band.terms.begin(), plan.band.terms.end(),
                       [](const BandTerm& t) { return t.source == BandSource::Mxfp4Install; });
}

} // namespace

class TestInstallChoices : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // mxfp4.py logs the backend it chose; only its own line counts ("Using Triton backend" is a common
    // phrase elsewhere).
    void logNamesTheMxfp4Backend()
    {
        const auto marlin = parseVllmLog(u"INFO 11-28 11:47:32 [mxfp4.py:141] Using Marlin backend\n"_s
                                         u"INFO Available KV cache memory: 8.99 GiB\n"_s);
        QVERIFY(marlin);
        QCOMPARE(marlin->mxfp4Marlin, std::optional<bool>(true));
        const auto triton = parseVllmLog(u"INFO 10-01 [mxfp4.py:148] Using Triton backend\n"_s
                                         u"INFO Available KV cache memory: 3.33 GiB\n"_s);
        QVERIFY(triton);
        QCOMPARE(triton->mxfp4Marlin, std::optional<bool>(false));
        // Other files' backend lines, and mxfp4.py's FlashInfer lines, set nothing and are not damage.
        const auto other =
            parseVllmLog(u"INFO [fp8.py:99] Using Triton backend for FP8 MoE\n"_s
                         u"INFO [cuda.py:366] Using Triton backend on V1 engine.\n"_s
                         u"INFO [mxfp4.py:102] Using FlashInfer MXFP4 BF16 backend for SM90\n"_s
                         u"INFO Available KV cache memory: 3.33 GiB\n"_s);
        QVERIFY(other);
        QVERIFY(!other->mxfp4Marlin);
        QVERIFY2(other->problems.isEmpty(), qPrintable(other->problems.join(u'\n')));
        QVERIFY(marlin->problems.isEmpty());
    }

    // Named, the backend replaces the release's default and leaves nothing to the band; Marlin's layout
    // is the 65.97 GiB vllm#23278 and the Kaggle 0.11.2 log print. A later release can still run Marlin
    // on Hopper (VLLM_MXFP4_USE_MARLIN, LoRA), so a named backend counts there too; ROCm's own kernels
    // are neither.
    void namedBackendReplacesTheInstallTerm()
    {
        Scenario s = gptOss120bOnH100(11);
        QVERIFY(hasInstallTerm(computePlan(s)));
        s.serving.mxfp4Marlin = true;
        const Plan marlin = computePlan(s);
        QCOMPARE(marlin.settings.mxfp4Backend, Mxfp4Backend::Marlin);
        QVERIFY(!hasInstallTerm(marlin));
        KVB_COMPARE_REL(toGiB(marlin.memory.weights), 65.97, 0.002);
        s.serving.mxfp4Marlin = false;
        const Plan triton = computePlan(s);
        QCOMPARE(triton.settings.mxfp4Backend, Mxfp4Backend::Triton);
        QVERIFY(!hasInstallTerm(triton));
        Scenario later = gptOss120bOnH100(12);
        later.serving.mxfp4Marlin = true;
        QCOMPARE(computePlan(later).settings.mxfp4Backend, Mxfp4Backend::Marlin);
        Scenario rocm = kvbtest::scenarioFrom({u"--model"_s, u"gpt-oss-120b"_s, u"--gpu"_s, u"mi300x"_s});
        rocm.serving.mxfp4Marlin = false;
        QCOMPARE(computePlan(rocm).settings.mxfp4Backend, Mxfp4Backend::Native);
    }

    // --mxfp4-backend and the scenario file's mxfp4_backend say the same; bad values are named.
    void flagAndScenarioFileRoundTrip()
    {
        const Scenario flagged =
            kvbtest::scenarioFrom({u"--model"_s, u"gpt-oss-120b"_s, u"--gpu"_s, u"h100-sxm-80gb"_s,
                                   u"--vllm-version"_s, u"0.11.2"_s, u"--mxfp4-backend"_s, u"marlin"_s});
        QCOMPARE(flagged.serving.mxfp4Marlin, std::optional<bool>(true));
        const auto bad = parsePlanArguments(
            {u"--model"_s, u"gpt-oss-120b"_s, u"--mxfp4-backend"_s, u"cutlass"_s}, PresetCatalog::builtin());
        QVERIFY(!bad);
        QVERIFY2(bad.error().message.contains(u"auto, marlin or triton"_s), qPrintable(bad.error().message));
        const QJsonObject json = scenarioToJson(flagged, PresetCatalog::builtin());
        const auto back = scenarioFromJson(json, PresetCatalog::builtin(), u"test"_s);
        QVERIFY(back);
        QCOMPARE(back->serving.mxfp4Marlin, std::optional<bool>(true));
        QJsonObject wrong = json;
        QJsonObject serving = wrong.value(u"serving"_s).toObject();
        serving.insert(u"mxfp4_backend"_s, u"cutlass"_s);
        wrong.insert(u"serving"_s, serving);
        const auto refused = scenarioFromJson(wrong, PresetCatalog::builtin(), u"test"_s);
        QVERIFY(!refused);
        QVERIFY2(refused.error().message.contains(u"mxfp4_backend"_s), qPrintable(refused.error().message));
    }

    // Calibrating from a log that names the backend adopts it, and says so.
    void calibrationAdoptsTheLoggedBackend()
    {
        const auto log =
            parseVllmLog(u"INFO [mxfp4.py:141] Using Marlin backend\n"_s
                         u"INFO [gpu_model_runner.py:3338] Model loading took 65.9651 GiB memory\n"_s
                         u"INFO [gpu_worker.py:359] Available KV cache memory: 8.99 GiB\n"_s);
        QVERIFY(log);
        const auto calibrated = calibrateFromLog(gptOss120bOnH100(11), *log);
        QVERIFY(calibrated);
        QCOMPARE(calibrated->scenario.serving.mxfp4Marlin, std::optional<bool>(true));
        QVERIFY(calibrated->adopted.join(u'\n').contains(u"Marlin"_s));
    }

    // FlashInfer as the attention backend means the package is installed, and 0.9.1-0.11.0 sample with it
    // whenever it is; later releases need VLLM_USE_FLASHINFER_SAMPLER, and a logged sampler line wins.
    void flashInferAttentionNamesTheSamplerWhereTheInstallDecides()
    {
        const auto log = parseVllmLog(u"INFO [cuda.py:285] Using FlashInfer backend on V1 engine.\n"_s
                                      u"INFO Available KV cache memory: 69.66 GiB\n"_s);
        QVERIFY(log);
        QVERIFY(log->flashInferInstalled);
        QCOMPARE(samplerFromInstall(std::nullopt, true, {0, 10, 2}, std::nullopt), std::optional<bool>(true));
        QCOMPARE(samplerFromInstall(std::nullopt, true, {0, 12, 0}, std::nullopt), std::nullopt);
        // Before #15777 (0.9.0 and earlier) FlashInfer 0.2.3+ turned the sampler off: the package alone
        // does not say.
        QCOMPARE(samplerFromInstall(std::nullopt, true, {0, 9, 0}, std::nullopt), std::nullopt);
        QCOMPARE(samplerFromInstall(false, true, {0, 10, 2}, std::nullopt), std::optional<bool>(false));
        const ValidationReport report = validateCases(kvbtest::publicLogCases(), PresetCatalog::builtin());
        const auto a100 = std::find_if(report.cases.begin(), report.cases.end(), [](const CaseValidation& c) {
            return c.logCase.id.startsWith(u"vllm-pr24577-a100-80gb-qwen3-0.6b"_s);
        });
        QVERIFY(a100 != report.cases.end());
        QCOMPARE(a100->scenario.serving.flashInferSampler, std::optional<bool>(true));
    }

    // The public Kaggle log (gpt-oss-120b, 0.11.2, a pip install): with the backend it names, its weights
    // and pool are replayed; counted as Triton they were 2.5% and 21% off.
    void publicLogIsReplayedWithItsBackend()
    {
        const ValidationReport report = validateCases(kvbtest::publicLogCases(), PresetCatalog::builtin());
        const auto kaggle =
            std::find_if(report.cases.begin(), report.cases.end(), [](const CaseValidation& c) {
                return c.logCase.id.startsWith(u"blog-huikang-kaggle-h100-gpt-oss-120b"_s);
            });
        QVERIFY(kaggle != report.cases.end());
        QCOMPARE(kaggle->scenario.serving.mxfp4Marlin, std::optional<bool>(true));
        QVERIFY(kaggle->weightsError().value_or(100) < 0.5);
        QVERIFY2(kaggle->kvError().value_or(100) < 6,
                 qPrintable(QString::number(kaggle->kvError().value_or(100))));
    }
};

QTEST_GUILESS_MAIN(TestInstallChoices)
#include "tst_installchoices.moc"
