// Weight bytes per GPU (core/budget/weights.h): sharding, replication and the quantization layouts of
// docs/vllm-accounting.md §5.

#include "testhelpers.h"

#include <algorithm>

#include "base/units_format.h"
#include "budget/defaults.h"
#include "budget/weights.h"
#include "io/hfconfig.h"
#include "report/explain.h"

using namespace kvb;

namespace {

WeightBreakdown weightsOf(const Scenario& s, int stage = 0)
{
    const Plan plan = computePlan(s);
    if (plan.verdict == Verdict::InvalidInput)
        qFatal("%s", qPrintable(plan.inputError));
    return plan.stages.at(static_cast<std::size_t>(stage)).weights;
}

// gpt-oss (MXFP4 experts) on a card and a 0.minor release: which MoE backend, and so which layout.
Scenario gptOssOn(const char* model, const char* gpu, int minor)
{
    Scenario s = kvbtest::scenario("default");
    s.model = kvbtest::model(model);
    s.gpu = kvbtest::gpu(gpu);
    s.serving.maxModelLen = 8192;
    s.serving.vllmVersion = VllmVersion{0, minor, 0};
    return s;
}

QuantizationConfig gptq(int bits, int group, bool descAct)
{
    QuantizationConfig q = defaultQuantization(QuantMethod::Gptq);
    q.bits = bits;
    q.groupSize = group;
    q.descAct = descAct;
    return q;
}

} // namespace

class TestWeights : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void linearLayer_data()
    {
        QTest::addColumn<int>("method");
        QTest::addColumn<int>("scales");
        QTest::addColumn<bool>("marlin");
        QTest::addColumn<bool>("descAct");
        QTest::addColumn<qint64>("expected");
        const qint64 k = 4096, n = 1024;
        QTest::addRow("bf16") << int(QuantMethod::None) << 0 << false << false << k * n * 2;
        QTest::addRow("fp8 per tensor")
            << int(QuantMethod::Fp8) << int(ScaleLayout::PerTensor) << false << false << k * n + 4;
        QTest::addRow("fp8 per channel")
            << int(QuantMethod::Fp8) << int(ScaleLayout::PerChannel) << false << false << k * n + n * 4;
        QTest::addRow("fp8 128x128 blocks") << int(QuantMethod::Fp8) << int(ScaleLayout::Block128) << false
                                            << false << k * n + (n / 128) * (k / 128) * 4;
        QTest::addRow("int8 per channel") << int(QuantMethod::Int8) << 0 << false << false << k * n + n * 4;
        // AWQ: packed 4-bit + 4-bit zeros and fp16 scales per group of 128 inputs.
        QTest::addRow("awq g128") << int(QuantMethod::Awq) << 0 << true << false
                                  << k * n / 2 + (k / 128) * n / 2 + (k / 128) * n * 2;
        // GPTQ on CUDA: Marlin drops the zeros of symmetric weights; desc_act adds g_idx and sort indices.
        QTest::addRow("gptq marlin") << int(QuantMethod::Gptq) << 0 << true << false
                                     << k * n / 2 + (k / 128) * n * 2;
        QTest::addRow("gptq marlin desc_act")
            << int(QuantMethod::Gptq) << 0 << true << true << k * n / 2 + (k / 128) * n * 2 + 8 * k;
        QTest::addRow("gptq exllama layout") << int(QuantMethod::Gptq) << 0 << false << false
                                             << k * n / 2 + (k / 128) * n * 2 + (k / 128) * n / 2 + 4 * k;
    }

    void linearLayer()
    {
        QFETCH(int, method);
        QFETCH(int, scales);
        QFETCH(bool, marlin);
        QFETCH(bool, descAct);
        QFETCH(qint64, expected);
        QuantizationConfig q = defaultQuantization(static_cast<QuantMethod>(method));
        q.scaleLayout = static_cast<ScaleLayout>(scales);
        q.descAct = descAct;
        QCOMPARE(linearLayerBytes(4096, 1024, q, 2, marlin), expected);
    }

    void perChannelGroupIsWholeInput()
    {
        QuantizationConfig q = gptq(4, -1, false);
        QCOMPARE(linearLayerBytes(4096, 1024, q, 2, true), Bytes{4096 * 1024 / 2 + 1 * 1024 * 2});
    }

    void llama8B_exactCheckpointPlusRope()
    {
        const WeightBreakdown w = weightsOf(kvbtest::scenario("default"));
        QCOMPARE(w.parameters, std::int64_t{8030261248});
        QCOMPARE(w.exactCountCorrection, Bytes{0});
        QCOMPARE(w.total() - w.ropeCache, Bytes{16060522496}); // the safetensors index total
        QCOMPARE(w.ropeCache, Bytes{131072} * 128 * 2);        // 32 MiB cos/sin cache
    }

    void exactParameterCountCorrectsShapes()
    {
        Scenario s = kvbtest::scenario("default");
        const std::int64_t shapes = shapeParameterCount(s.model);
        s.model.parameterCount = shapes + 1000000;
        const WeightBreakdown w = weightsOf(s);
        QCOMPARE(w.exactCountCorrection, Bytes{2000000});
    }

    void tensorParallel_kvHeadsReplicated()
    {
        Scenario s = kvbtest::scenario("default");
        s.model = kvbtest::model("llama-3.1-70b");
        s.serving.tensorParallelSize = 16;
        s.gpu.count = 16;
        const WeightBreakdown w = weightsOf(s);
        // 64 query heads / 16 = 4 per GPU; 8 KV heads cannot be split 16 ways, so each GPU keeps 1.
        const std::int64_t qkvOut = (4 + 2 * 1) * 128;
        const std::int64_t attentionPerLayer = 8192 * qkvOut * 2 + 4 * 128 * 8192 * 2;
        QCOMPARE(w.attention, 80 * attentionPerLayer);
    }

    // OLMoE's q_norm and k_norm span every head (vLLM's olmoe.py gathers q and k across ranks before
    // normalizing them), so each GPU keeps them whole while the projections are split.
    void tensorParallel_fullWidthQkNormsStayWhole()
    {
        Scenario s = kvbtest::scenario("default");
        const auto imported = importModelConfig(
            QStringLiteral(KVBUDGET_TEST_DATA "/configs/allenai__OLMoE-1B-7B-0924.config.json"));
        QVERIFY(imported.ok());
        s.model = imported->model;
        s.serving.tensorParallelSize = 2;
        s.gpu.count = 2;
        const WeightBreakdown w = weightsOf(s);
        // Per layer and GPU: qkv 2048 x 3 x 2048 / 2 and o_proj 2048 / 2 x 2048 are split; q_norm
        // (16 heads x 128) and k_norm (16 KV heads x 128) are whole beside the two layer norms; then
        // the final norm. bf16 throughout.
        QCOMPARE(w.attention, Bytes{16LL * (2048 * 3072 + 1024 * 2048) * 2});
        QCOMPARE(w.norms, Bytes{(16LL * (2048 + 2048 + 2 * 2048) + 2048) * 2});
    }

    void quantizedWhatIf_keepsEmbeddingsWide()
    {
        Scenario s = kvbtest::scenario("default");
        const WeightBreakdown bf16 = weightsOf(s);
        s.serving.quantization = QuantMethod::Awq;
        const WeightBreakdown awq = weightsOf(s);
        QCOMPARE(awq.embedding, bf16.embedding);
        QCOMPARE(awq.lmHead, bf16.lmHead);
        QCOMPARE(awq.norms, bf16.norms);
        QVERIFY(awq.mlp < bf16.mlp / 3);
        QCOMPARE(awq.exactCountCorrection, Bytes{0});
    }

    // The Qwen1.5-7B-Chat-GPTQ-Int4 checkpoint's AutoGPTQ layout (qweight, fp16 scales, packed qzeros,
    // int32 g_idx, q/k/v bias, fp16 embeddings and lm_head) is 5,859,680,256 bytes (weights.json);
    // without Marlin (a T4) vLLM loads exactly that layout.
    void gptqCheckpointWithoutMarlin()
    {
        Scenario s = kvbtest::scenario("default");
        s.model = kvbtest::model("qwen1.5-7b-chat-gptq-int4");
        s.gpu = kvbtest::gpu("t4");
        s.serving.maxModelLen = 4096;
        const WeightBreakdown w = weightsOf(s);
        KVB_COMPARE_REL(w.total() - w.ropeCache, 5859680256.0, 0.001);
        s.gpu = kvbtest::gpu("a100-80gb"); // Marlin drops the zeros of this symmetric checkpoint
        QVERIFY(weightsOf(s).total() < w.total());
        QVERIFY(resolveSettings(s).marlinKernels);
    }

    void fp8ChannelCheckpoint()
    {
        Scenario s = kvbtest::scenario("default");
        s.model = kvbtest::model("llama-3.3-70b-instruct-fp8-dynamic");
        s.serving.maxModelLen = 16000;
        const WeightBreakdown w = weightsOf(s);
        const std::int64_t h = 8192, inter = 28672, qkv = (64 + 16) * 128;
        const std::int64_t perLayer =
            h * qkv + qkv * 4 + h * h + h * 4 + h * 2 * inter + 2 * inter * 4 + inter * h + h * 4;
        QCOMPARE(w.attention + w.mlp, 80 * perLayer);
        QCOMPARE(w.embedding, Bytes{128256} * h * 2);
    }

    // gpt-oss's MXFP4 experts as each of vLLM's MoE backends lays them out (docs/vllm-accounting.md §5),
    // against the "Model loading took" of public logs (presets/vllm-startup-logs.json).
    void mxfp4BackendMatchesLoggedWeights_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<int>("minor");
        QTest::addColumn<int>("tp");
        QTest::addColumn<double>("loggedGiB");
        QTest::addColumn<int>("backend");
        const int marlin = static_cast<int>(Mxfp4Backend::Marlin);
        const int triton = static_cast<int>(Mxfp4Backend::Triton);
        QTest::newRow("vllm#23278 H100 0.10 Marlin") << "gpt-oss-120b"
                                                     << "h100-sxm-80gb" << 10 << 1 << 65.9651 << marlin;
        QTest::newRow("llm-d H100 0.11 Triton") << "gpt-oss-120b"
                                                << "h100-sxm-80gb" << 11 << 1 << 64.38 << triton;
        QTest::newRow("llm-d H100 20b Triton") << "gpt-oss-20b"
                                               << "h100-sxm-80gb" << 11 << 1 << 13.47 << triton;
        QTest::newRow("A100 TP 4 0.10 Marlin") << "gpt-oss-120b"
                                               << "a100-80gb" << 10 << 4 << 17.2217 << marlin;
        QTest::newRow("GB10 0.13 Marlin") << "gpt-oss-20b"
                                          << "dgx-spark-gb10" << 13 << 1 << 13.7193 << marlin;
        QTest::newRow("H200 TP 2 0.15 Triton") << "gpt-oss-120b"
                                               << "h200-141gb" << 15 << 2 << 32.98 << triton;
    }

    void mxfp4BackendMatchesLoggedWeights()
    {
        QFETCH(QString, model);
        QFETCH(QString, gpu);
        QFETCH(int, minor);
        QFETCH(int, tp);
        QFETCH(double, loggedGiB);
        QFETCH(int, backend);
        Scenario s = kvbtest::scenario("default");
        s.model = kvbtest::model(qPrintable(model));
        s.gpu = kvbtest::gpu(qPrintable(gpu));
        s.gpu.count = tp;
        s.serving.tensorParallelSize = tp;
        s.serving.maxModelLen = 8192;
        s.serving.vllmVersion = VllmVersion{0, minor, 0};
        QCOMPARE(static_cast<int>(resolveSettings(s).mxfp4Backend), backend);
        KVB_COMPARE_REL(static_cast<double>(weightsOf(s).total()) / GiB, loggedGiB, 0.005);
    }

    // Which backend each card and release gets, at the boundaries of get_mxfp4_backend.
    void mxfp4BackendPerCardAndRelease_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<int>("minor");
        QTest::addColumn<int>("backend");
        const int native = static_cast<int>(Mxfp4Backend::Native);
        const int marlin = static_cast<int>(Mxfp4Backend::Marlin);
        const int triton = static_cast<int>(Mxfp4Backend::Triton);
        QTest::newRow("A100, 0.15: below SM90") << "a100-80gb" << 15 << marlin;
        QTest::newRow("H100, 0.10: torch 2.7.1") << "h100-sxm-80gb" << 10 << marlin;
        QTest::newRow("H100, 0.11") << "h100-sxm-80gb" << 11 << triton;
        QTest::newRow("B200 (SM100): not audited") << "b200-180gb" << 15 << native;
        QTest::newRow("Thor (SM110): Triton needs < 11.0") << "jetson-agx-thor" << 15 << marlin;
        QTest::newRow("GB10 (SM121)") << "dgx-spark-gb10" << 15 << marlin;
        QTest::newRow("MI300X (ROCm): not audited") << "mi300x" << 15 << native;
    }

    void mxfp4BackendPerCardAndRelease()
    {
        QFETCH(QString, gpu);
        QFETCH(int, minor);
        QFETCH(int, backend);
        const Scenario s = gptOssOn("gpt-oss-20b", qPrintable(gpu), minor);
        QCOMPARE(static_cast<int>(resolveSettings(s).mxfp4Backend), backend);
        // An unaudited layout has no public log behind its weights band.
        const Plan plan = computePlan(s);
        bool unaudited = false;
        for (const BandTerm& t : plan.band.terms)
            unaudited = unaudited || (t.source == BandSource::Weights && t.unauditedLayout);
        QCOMPARE(unaudited, backend == static_cast<int>(Mxfp4Backend::Native));
    }

    // The Triton backend's layout, term by term, for one gpt-oss-120b layer at TP 1: 4-bit values, the
    // checkpoint's e8m0 scales, their swizzled copy with rows padded to 256, and fp32 biases.
    void mxfp4TritonLayoutPerLayer()
    {
        Scenario s = gptOssOn("gpt-oss-120b", "h100-sxm-80gb", 11);
        const Bytes triton = weightsOf(s).experts;
        const std::int64_t h = 2880, w = 2880, experts = 128, layers = 36;
        const auto linear = [](std::int64_t k, std::int64_t n) {
            return k * n / 2 + (k / 32) * n + (k / 32) * ceilDiv(n, 256) * 256 + n * 4;
        };
        QCOMPARE(triton,
                 layers * experts * (linear(h, 2 * w) + linear(w, h)) - layers * experts * (2 * w + h) * 2);
        s.gpu = kvbtest::gpu("a100-80gb"); // Marlin: width to 128 (2944), hidden size to 256 (3072)
        const std::int64_t mw = 2944, mh = 3072;
        QCOMPARE(weightsOf(s).experts,
                 layers * experts * (mh * 2 * mw / 2 + (mh / 32) * 2 * mw + mw * mh / 2 + (mw / 32) * mh));
    }

    // vLLM builds GLM-4.5's gate in float32 from 0.10.1 (#22203): GLM-4.5-Air's 45 MoE layers then hold
    // 128 x 4096 more bytes each than in 0.10.0, on every GPU (a ReplicatedLinear), and nothing else moves.
    void routerInFloat32FromItsRelease()
    {
        const auto on = [](const char* version) {
            return computePlan(kvbtest::scenarioFrom(
                {QStringLiteral("--model"),
                 QStringLiteral(KVBUDGET_TEST_DATA "/configs/zai-org__GLM-4.5-Air.config.json"),
                 QStringLiteral("--gpu"), QStringLiteral("h200-141gb"), QStringLiteral("--vllm-version"),
                 QLatin1String(version)}));
        };
        const Plan before = on("0.10.0");
        const Plan after = on("0.10.1");
        QVERIFY(!before.settings.routerFp32);
        QVERIFY(after.settings.routerFp32);
        QCOMPARE(after.memory.weights - before.memory.weights, Bytes{45} * 128 * 4096 * 2);
        QCOMPARE(after.worst().weights.parameters, before.worst().weights.parameters);
    }

    // Hopper on 0.11.x: the install decides between the Triton layout (counted) and Marlin's, and the
    // band carries the difference, on the low side only. The two public gpt-oss-120b logs on an H100
    // print both: 65.97 GiB with Marlin (0.10, vllm#23278) and 64.38 GiB with Triton (llm-d's 0.11 image).
    void mxfp4InstallTermOnHopper011_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<int>("minor");
        QTest::addColumn<bool>("term");
        QTest::newRow("H100, 0.11: Docker or pip") << "h100-sxm-80gb" << 11 << true;
        QTest::newRow("H100, 0.10: Marlin only") << "h100-sxm-80gb" << 10 << false;
        QTest::newRow("H100, 0.12: triton_kernels vendored") << "h100-sxm-80gb" << 12 << false;
        QTest::newRow("A100, 0.11: Marlin only") << "a100-80gb" << 11 << false;
    }

    void mxfp4InstallTermOnHopper011()
    {
        QFETCH(QString, gpu);
        QFETCH(int, minor);
        QFETCH(bool, term);
        Scenario s = gptOssOn("gpt-oss-120b", qPrintable(gpu), minor);
        const Plan plan = computePlan(s);
        QCOMPARE(plan.settings.mxfp4BackendLeftToInstall, term);
        const auto found =
            std::find_if(plan.band.terms.begin(), plan.band.terms.end(),
                         [](const BandTerm& t) { return t.source == BandSource::Mxfp4Install; });
        QCOMPARE(found != plan.band.terms.end(), term);
        if (!term)
            return;
        QCOMPARE(found->high, Bytes{0});
        QCOMPARE(found->low, plan.mxfp4MarlinExtraWeights);
        KVB_COMPARE_REL(static_cast<double>(found->low) / GiB, 65.97 - 64.38, 0.05);
        // An override of the weights leaves nothing to the install.
        s.serving.overrides.weights = fromGiB(64.38);
        const Plan fixed = computePlan(s);
        QVERIFY(std::none_of(fixed.band.terms.begin(), fixed.band.terms.end(),
                             [](const BandTerm& t) { return t.source == BandSource::Mxfp4Install; }));
    }

    // The worked example's weights line names every part that adds up to its total: the layers with
    // their routed experts and norms, the 16-bit embeddings and lm_head, a vision encoder, the RoPE cache.
    void quantizedExplanationPartsAddUp_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("whatIf");
        QTest::newRow("MXFP4 MoE") << "gpt-oss-120b" << static_cast<int>(QuantMethod::None);
        QTest::newRow("AWQ vision") << "qwen2.5-vl-7b-instruct" << static_cast<int>(QuantMethod::Awq);
    }

    void quantizedExplanationPartsAddUp()
    {
        QFETCH(QString, model);
        QFETCH(int, whatIf);
        Scenario s = kvbtest::scenario("default");
        s.model = kvbtest::model(qPrintable(model));
        s.serving.maxModelLen = 8192;
        if (whatIf != static_cast<int>(QuantMethod::None))
            s.serving.quantization = static_cast<QuantMethod>(whatIf);
        const Plan plan = computePlan(s);
        const WeightBreakdown& w = plan.stages.front().weights;
        QString formula;
        for (const ExplanationStep& step : explainPlan(s, plan))
            if (step.id == u"weights")
                formula = step.formula;
        QVERIFY2(formula.contains(u"= " + formatGiB(w.attention + w.mlp + w.experts + w.norms) + u","),
                 qPrintable(formula));
        QVERIFY(formula.contains(u"= " + formatGiB(w.embedding + w.lmHead)));
        QCOMPARE(formula.contains(u"vision encoder at 16 bits = " + formatGiB(w.vision)), w.vision > 0);
        QCOMPARE(w.exactCountCorrection, Bytes{0}); // nothing else is in total()
    }
};

QTEST_GUILESS_MAIN(TestWeights)
#include "tst_weights.moc"
