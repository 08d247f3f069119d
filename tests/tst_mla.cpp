// Multi-head latent attention (DeepSeek V2/V3) per vLLM release (docs/vllm-accounting.md §2, §5): what the
// cache holds per token and how it is laid out, the block size each backend forces, and the weights the
// MLA backend adds at load.

#include "testhelpers.h"

#include "report/explain.h"

#include <algorithm>

using namespace kvb;
using namespace Qt::StringLiterals;

class TestMla : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // MLA: one latent of kv_lora_rank + qk_rope_head_dim = 576 values per token and layer, no x2,
    // the same on every tensor-parallel rank: 576 x 2 B x 61 layers = 70,272 B.
    void mla_deepSeekV3AtAnyTp_data()
    {
        QTest::addColumn<int>("tp");
        QTest::addRow("TP 1") << 1;
        QTest::addRow("TP 8") << 8;
        QTest::addRow("TP 16") << 16;
    }

    void mla_deepSeekV3AtAnyTp()
    {
        QFETCH(int, tp);
        Scenario s = kvbtest::scenarioOn(kvbtest::model("deepseek-v3"), "h200-141gb", tp);
        s.serving.tensorParallelSize = tp;
        s.serving.maxModelLen = 8192;
        const Plan plan = kvbtest::validPlan(s);
        QCOMPARE(plan.kv.bytesPerToken, Bytes{70272});
        QCOMPARE(plan.kv.kvHeadsPerRank, 1);
        QCOMPARE(plan.kv.kvFactor, 1);
        QCOMPARE(plan.settings.blockSize, 64); // FlashMLA on Hopper
        QCOMPARE(plan.kv.bytesPerBlock, Bytes{70272} * 64);
    }

    // Before 0.7.1 MLA cached full K and V per head (192 padded to 256): the worked example says so,
    // rather than calling the head count a latent.
    void mla_beforeCompressionExplainsHeads()
    {
        Scenario s = kvbtest::scenarioOn(kvbtest::model("deepseek-v3"), "h200-141gb", 8);
        s.serving.tensorParallelSize = 8;
        s.serving.maxModelLen = 8192;
        s.serving.vllmVersion = {0, 6, 6};
        const Plan plan = kvbtest::validPlan(s);
        QCOMPARE(plan.kv.kvFactor, 2);
        QCOMPARE(plan.kv.kvHeadsPerRank, 16);
        QCOMPARE(plan.kv.headDim, 256);
        const auto steps = explainPlan(s, plan);
        const auto step = std::find_if(steps.begin(), steps.end(),
                                       [](const ExplanationStep& e) { return e.id == u"kv_per_token"; });
        QVERIFY(step != steps.end());
        QVERIFY2(!step->formula.contains(QLatin1String("latent")), qPrintable(step->formula));
        QVERIFY2(step->formula.startsWith(u"2 × 61 layers × 16 KV heads × 256 × 2 bytes"),
                 qPrintable(step->formula));
        for (const ExplanationStep& e : steps) {
            QVERIFY2(!e.formula.contains(QLatin1String("latent")), qPrintable(e.id + u": " + e.formula));
            QVERIFY2(!e.formula.contains(QLatin1String("FlashMLA")), qPrintable(e.id + u": " + e.formula));
        }
        // FlashMLA (#13747) arrived after 0.7.3: nothing forced MLA's block size before 0.8.0.
        QCOMPARE(plan.settings.blockSize, 16);

        s.serving.vllmVersion = {0, 7, 1};
        const Plan latent = kvbtest::validPlan(s);
        const auto after = explainPlan(s, latent);
        QVERIFY(std::any_of(after.begin(), after.end(), [](const ExplanationStep& e) {
            return e.id == u"kv_per_token" && e.formula.startsWith(QLatin1String("576 latent"));
        }));
        QCOMPARE(latent.settings.blockSize, 16);

        s.serving.vllmVersion = {0, 8, 0};
        QCOMPARE(kvbtest::validPlan(s).settings.blockSize, 64); // FlashMLA on Hopper
    }

    // From #12676 (≈0.7.2) until #14842 (0.8.0) vLLM's CacheEngine padded each MLA entry to 256 bytes,
    // counted in the model dtype: DeepSeek-V3's 576 values became 640, on CUDA only, whatever the cache
    // dtype (an fp8 cache keeps 640 one-byte values). An 8 x H200 DeepSeek-R1 log under 0.7.3 prints
    // 18,418 blocks for 21.43 GiB: 640 x 2 B x 61 layers x 16 tokens per block.
    void mla_cacheEntriesAlignedOn072To073_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<bool>("fp8Cache");
        QTest::addColumn<qint64>("bytesPerToken");
        QTest::addRow("0.7.1") << "0.7.1"
                               << "h200-141gb" << false << qint64{576 * 2 * 61};
        QTest::addRow("0.7.2") << "0.7.2"
                               << "h200-141gb" << false << qint64{640 * 2 * 61};
        QTest::addRow("0.7.3") << "0.7.3"
                               << "h200-141gb" << false << qint64{640 * 2 * 61};
        QTest::addRow("0.7.3 fp8 cache") << "0.7.3"
                                         << "h200-141gb" << true << qint64{640 * 61};
        QTest::addRow("0.7.3 ROCm") << "0.7.3"
                                    << "mi300x" << false << qint64{576 * 2 * 61};
        QTest::addRow("0.8.0") << "0.8.0"
                               << "h200-141gb" << false << qint64{576 * 2 * 61};
    }

    void mla_cacheEntriesAlignedOn072To073()
    {
        QFETCH(QString, version);
        QFETCH(QString, gpu);
        QFETCH(bool, fp8Cache);
        QFETCH(qint64, bytesPerToken);
        Scenario s = kvbtest::scenarioOn(kvbtest::model("deepseek-v3"), "h200-141gb", 8);
        s.gpu = *PresetCatalog::builtin().gpu(gpu);
        s.gpu.count = 8;
        s.serving.tensorParallelSize = 8;
        s.serving.maxModelLen = 8192;
        s.serving.vllmVersion = *VllmVersion::parse(version);
        if (fp8Cache)
            s.serving.kvCacheDtype = KvCacheDtype::Fp8E4M3;
        const Plan plan = kvbtest::validPlan(s);
        QCOMPARE(plan.kv.bytesPerToken, Bytes{bytesPerToken});
        if (plan.settings.mlaCacheAligned) {
            const auto steps = explainPlan(s, plan);
            QVERIFY(std::any_of(steps.begin(), steps.end(), [](const ExplanationStep& e) {
                return e.id == u"kv_layout" && e.formula.contains(QLatin1String("padded to 640 values"));
            }));
        }
    }

    void mla_blockSizeByBackend_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<int>("blockSize");
        QTest::addRow("Blackwell: CUTLASS-MLA") << "b200-180gb" << 128;
        QTest::addRow("Hopper: FlashMLA") << "h100-sxm-80gb" << 64;
        QTest::addRow("Ampere: Triton MLA") << "a100-80gb" << 16;
    }

    void mla_blockSizeByBackend()
    {
        QFETCH(QString, gpu);
        QFETCH(int, blockSize);
        Scenario s = kvbtest::scenarioOn(kvbtest::model("deepseek-v2-lite"), "h100-sxm-80gb");
        s.gpu = *PresetCatalog::builtin().gpu(gpu);
        s.serving.maxModelLen = 8192;
        QCOMPARE(kvbtest::validPlan(s).settings.blockSize, blockSize);
        QCOMPARE(kvbtest::validPlan(s).kv.bytesPerToken, Bytes{576 * 2 * 27});
    }

    // 0.7.1-0.7.3 keep MLA's absorbed projections beside the checkpoint's (mla/utils.py until #14770):
    // DeepSeek-V2-Lite at TP 8 holds W_QR (2048 x 2 heads x 64), W_Q_UK (2048 x 2 x 512) and W_UV_O
    // (2 x 512 x 2048) per layer, the last two in fp8 for an fp8 checkpoint, and none for AWQ (no MLA).
    void mlaAbsorbedProjectionsOn071To073_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("quantization");
        QTest::addColumn<qint64>("perLayer");
        const qint64 rope = 2048LL * 2 * 64 * 2;
        const qint64 absorbed = 2048LL * 2 * 512 + 2LL * 512 * 2048;
        QTest::newRow("0.6.6") << u"0.6.6"_s << u"none"_s << qint64{0};
        QTest::newRow("0.7.1") << u"0.7.1"_s << u"none"_s << rope + absorbed * 2;
        QTest::newRow("0.7.3") << u"0.7.3"_s << u"none"_s << rope + absorbed * 2;
        QTest::newRow("0.7.1 fp8") << u"0.7.1"_s << u"fp8"_s << rope + absorbed;
        QTest::newRow("0.7.1 awq") << u"0.7.1"_s << u"awq"_s << qint64{0};
        QTest::newRow("0.8.0") << u"0.8.0"_s << u"none"_s << qint64{0};
    }

    void mlaAbsorbedProjectionsOn071To073()
    {
        QFETCH(QString, version);
        QFETCH(QString, quantization);
        QFETCH(qint64, perLayer);
        QStringList args{
            u"--model"_s, u"deepseek-v2-lite"_s, u"--gpu"_s, u"a100-40gb"_s, u"--tensor-parallel-size"_s,
            u"8"_s,       u"--vllm-version"_s,   version};
        if (quantization != u"none"_s)
            args << u"--quantization"_s << quantization;
        const Plan plan = computePlan(kvbtest::scenarioFrom(args));
        QCOMPARE(plan.worst().weights.mlaAbsorbed, Bytes{27} * perLayer);
    }
};

QTEST_GUILESS_MAIN(TestMla)
#include "tst_mla.moc"
