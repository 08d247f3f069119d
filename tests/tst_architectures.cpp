// Every family the engine models, against values computed by hand from docs/vllm-accounting.md (§2, §5) and
// from each model's config.json: MLA, sliding-window hybrids, state-space hybrids, mixture of experts,
// vision encoders, and the quantization formats people serve.

#include "testhelpers.h"

#include "budget/fittedconstants.h"

#include "budget/kvcache.h"
#include "budget/weights.h"
#include "cli/planjson.h"
#include "io/hfconfig.h"
#include "report/explain.h"
#include "report/explainkv.h"
#include "report/plantext.h"

using namespace kvb;

namespace {

ModelSpec importConfig(const char* name)
{
    auto imported =
        importModelConfig(QStringLiteral(KVBUDGET_TEST_DATA "/hf-configs/") + QLatin1String(name));
    if (!imported)
        qFatal("%s", qPrintable(imported.error().message));
    return imported->model;
}

Scenario on(const ModelSpec& model, const char* gpu, int gpus = 1)
{
    return kvbtest::scenarioOn(model, gpu, gpus);
}

Plan planOf(const Scenario& s)
{
    return kvbtest::validPlan(s);
}

} // namespace

class TestArchitectures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Gemma-3-27B: 10 full + 52 sliding layers; group size min(10, 52) = 10 (52 >= 1.5 x 10), so
    // 1 + 6 groups and 60 - 52 = 8 padding layers; a request pins cdiv(len, 16) blocks in the full group
    // and cdiv(min(1024 - 1 + 8192, len), 16) + 1 in each sliding group.
    void slidingHybrid_gemma3Groups()
    {
        Scenario s = on(kvbtest::model("gemma-3-27b-it"), "h100-sxm-80gb");
        s.serving.maxModelLen = 32768;
        const Plan plan = planOf(s);
        const KvPerToken& kv = plan.kv;
        QCOMPARE(kv.fullLayers, 10);
        QCOMPARE(kv.slidingLayers, 52);
        QCOMPARE(kv.groupSize, 10);
        QCOMPARE(kv.fullGroups, 1);
        QCOMPARE(kv.slidingGroups, 6);
        QCOMPARE(kv.paddingLayers, 8);
        QCOMPARE(kv.slidingWindow, 1024);
        const Bytes page = Bytes{16} * 16 * 2 * 128 * 2; // block x KV heads x (K+V) x head_dim x bf16
        QCOMPARE(kv.pageBytesPerLayer, page);
        QCOMPARE(kv.bytesPerBlock, page * 10);
        const std::int64_t perRequest =
            2048 + 6 * (ceilDiv(std::min<std::int64_t>(1023 + 8192, 32768), 16) + 1);
        QCOMPARE(blocksPerRequest(kv, 32768, 16, 8192), perRequest);
        QCOMPARE(plan.maxConcurrency, static_cast<double>(plan.numBlocks) / static_cast<double>(perRequest));
        QCOMPARE(plan.kvTokens, plan.numBlocks / 7 * 16); // num_blocks // n_groups * block_size
        QVERIFY(kvLayoutSummary(s, plan).contains(
            QLatin1String("52 sliding-window layers hold at most 1,024 tokens")));
        QVERIFY(planToText(s, plan).contains(
            QLatin1String("52 sliding-window layers hold at most 1,024 tokens")));
    }

    void slidingHybrid_managerDisabledHoldsTheContext()
    {
        Scenario s = on(kvbtest::model("gemma-3-27b-it"), "h100-sxm-80gb");
        s.serving.maxModelLen = 32768;
        s.serving.disableHybridKvCacheManager = true;
        const Plan plan = planOf(s);
        QCOMPARE(plan.kv.fullLayers, 62);
        QCOMPARE(plan.kv.slidingLayers, 0);
        QCOMPARE(plan.kv.groupSize, 62);
        QCOMPARE(plan.kv.paddingLayers, 0);
        QCOMPARE(blocksPerRequest(plan.kv, 32768, 16, 8192), std::int64_t{2048});
        const Plan hybrid = planOf(on(kvbtest::model("gemma-3-27b-it"), "h100-sxm-80gb"));
        Q_UNUSED(hybrid);
        Scenario withManager = s;
        withManager.serving.disableHybridKvCacheManager = false;
        QVERIFY(planOf(withManager).maxConcurrency > plan.maxConcurrency * 2);
    }

    // Every layer sliding (Phi-3-mini, window 2047): one uniform sliding group.
    void slidingEveryLayer_phi3()
    {
        Scenario s = on(kvbtest::model("phi-3-mini-4k-instruct"), "l4");
        const Plan plan = planOf(s);
        QCOMPARE(plan.kv.slidingLayers, 32);
        QCOMPARE(plan.kv.groups(), 1);
        QCOMPARE(blocksPerRequest(plan.kv, 4096, 16, plan.settings.maxNumBatchedTokens),
                 ceilDiv(std::min<std::int64_t>(2046 + plan.settings.maxNumBatchedTokens, 4096), 16) + 1);
    }

    // Nemotron-H 8B: Mamba2 state per layer = ((4 - 1) x (8192 + 2 x 8 x 128) + 128 x 64 x 128) x 2 B
    // = 2,158,592 B; attention is 2 x 8 x 128 x 2 = 4,096 B per token and layer, so the block grows to
    // 16 x cdiv(2,158,592, 16 x 4,096) = 528 tokens; 4 attention and 24 Mamba layers: groups of 4.
    void mamba2_nemotronH()
    {
        Scenario s = on(importConfig("nemotron-h-8b.json"), "h100-sxm-80gb");
        s.serving.maxModelLen = 8192;
        const Plan plan = planOf(s);
        const KvPerToken& kv = plan.kv;
        QCOMPARE(kv.mambaStateBytesPerLayer, Bytes{2158592});
        QCOMPARE(plan.settings.blockSize, 528);
        QCOMPARE(kv.fullLayers, 4);
        QCOMPARE(kv.mambaLayers, 24);
        QCOMPARE(kv.groupSize, 4);
        QCOMPARE(kv.mambaGroups, 6);
        QCOMPARE(kv.pageBytesPerLayer, Bytes{528} * 4096);
        QCOMPARE(blocksPerRequest(kv, 8192, 528, 8192), ceilDiv(8192, 528) + 6); // one block per Mamba group
        QVERIFY(kvLayoutSummary(s, plan).contains(QLatin1String("24 Mamba layers hold a constant")));
    }

    // Qwen3-Next: gated delta-net state = (3 x (2 x 16 x 128 + 32 x 128) + 32 x 128 x 128) x 2 B
    // = 1,097,728 B; attention 2 x 2 x 256 x 2 = 2,048 B per token and layer -> 16 x cdiv(., 32,768) = 544.
    void deltaNet_qwen3Next()
    {
        Scenario s = on(importConfig("qwen3-next-80b-a3b.json"), "h200-141gb");
        s.serving.maxModelLen = 32768;
        const Plan plan = planOf(s);
        QCOMPARE(plan.kv.mambaStateBytesPerLayer, Bytes{1097728});
        QCOMPARE(plan.settings.blockSize, 544);
        QCOMPARE(plan.kv.fullLayers, 12);
        QCOMPARE(plan.kv.mambaLayers, 36);
        QCOMPARE(plan.kv.fullGroups, 1);
        QCOMPARE(plan.kv.mambaGroups, 3);
        QCOMPARE(s.model.moe.numExperts, 512);
        QVERIFY(s.model.moe.sharedExpertGate);
    }

    // Jamba: Mamba-1 state = ((4 - 1) x 8192 + 8192 x 16) x 2 B per layer; attention every 8th layer
    // from 4; experts on every 2nd layer from 1.
    void mamba1_jamba()
    {
        const ModelSpec m = importConfig("jamba-v0.1.json");
        QCOMPARE(m.countLayers(LayerType::FullAttention), 4);
        QCOMPARE(m.countLayers(LayerType::Mamba), 28);
        QVERIFY(m.isMoeLayer(1) && !m.isMoeLayer(0) && m.isMoeLayer(31));
        QCOMPARE(m.mamba.stateBytesPerLayer(), Bytes{(3 * 8192 + 8192 * 16) * 2});
        Scenario s = on(m, "h100-sxm-80gb");
        s.serving.maxModelLen = 32768;
        QCOMPARE(planOf(s).kv.mambaLayers, 28);
    }

    // Totals within 0.5% of models.json (here: exact) for the mixtures of experts.
    void moe_totalParameters_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<qint64>("total");
        QTest::addRow("Mixtral-8x7B") << "mixtral-8x7b" << qint64(46702792704);
        QTest::addRow("Qwen3-30B-A3B") << "qwen3-30b-a3b" << qint64(30532122624);
        QTest::addRow("DeepSeek-V3") << "deepseek-v3" << qint64(671026419200);
        QTest::addRow("gpt-oss-20b") << "gpt-oss-20b" << qint64(20914757184);
        QTest::addRow("gpt-oss-120b") << "gpt-oss-120b" << qint64(116829156672);
    }

    void moe_totalParameters()
    {
        QFETCH(QString, id);
        QFETCH(qint64, total);
        const ModelSpec m = *PresetCatalog::builtin().model(id);
        KVB_COMPARE_REL(shapeParameterCount(m), total, 0.005);
        QVERIFY(activeParameterCount(m) < total / 3);
    }

    // Expert parallelism moves whole experts instead of slicing each; the bytes per GPU are the same,
    // the router stays replicated and unquantized either way.
    void moe_expertParallelVersusTensorParallel()
    {
        Scenario tp = on(kvbtest::model("qwen3-30b-a3b"), "h100-sxm-80gb", 4);
        tp.serving.tensorParallelSize = 4;
        tp.serving.maxModelLen = 8192;
        Scenario ep = tp;
        ep.serving.enableExpertParallel = true;
        const WeightBreakdown a = planOf(tp).worst().weights;
        const WeightBreakdown b = planOf(ep).worst().weights;
        QCOMPARE(a.experts, b.experts);
        QCOMPARE(b.experts, Bytes{48} * 32 * (2048 * 2 * 768 + 768 * 2048) * 2); // 128 / 4 experts per GPU
    }

    // gpt-oss: MXFP4 experts (4-bit values + an 8-bit scale per 32), everything else in bf16, laid out
    // as the card's MoE backend does (tst_weights checks each backend); within 2% of every logged
    // "Model loading took".
    void mxfp4_gptOssWeights_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("version");
        QTest::addColumn<double>("logged");
        QTest::addRow("llmd-h100-gpt-oss-20b") << "gpt-oss-20b"
                                               << "0.11" << 13.47;
        QTest::addRow("llmd-h100-gpt-oss-120b") << "gpt-oss-120b"
                                                << "0.11" << 64.38;
        QTest::addRow("vllm-23278-h100-gpt-oss-120b-default (Marlin)") << "gpt-oss-120b"
                                                                       << "0.10.1" << 65.9651;
    }

    void mxfp4_gptOssWeights()
    {
        QFETCH(QString, id);
        QFETCH(QString, version);
        QFETCH(double, logged);
        Scenario s = on(*PresetCatalog::builtin().model(id), "h100-sxm-80gb");
        s.serving.vllmVersion = *VllmVersion::parse(version);
        s.serving.maxModelLen = 16000;
        const Plan plan = computePlan(s);
        QCOMPARE(plan.settings.quantization.method, QuantMethod::Mxfp4);
        QVERIFY(plan.settings.quantization.expertsOnly);
        KVB_COMPARE_REL(toGiB(plan.memory.weights), logged, 0.02);
    }

    void fp8BlockScales_deepSeek()
    {
        const ModelSpec m = kvbtest::model("deepseek-v3");
        QCOMPARE(m.quantization.method, QuantMethod::Fp8);
        QCOMPARE(m.quantization.scaleLayout, ScaleLayout::Block128);
        Scenario s = on(m, "h200-141gb", 8);
        s.serving.tensorParallelSize = 8;
        s.serving.maxModelLen = 8192;
        const Plan plan = planOf(s);
        // About one byte per parameter: 671B / 8 GPUs, plus bf16 embeddings and lm_head.
        KVB_COMPARE_REL(toGiB(plan.memory.weights), (671.0e9 / 8 + 2 * 129280.0 * 7168 / 8) / 1073741824.0,
                        0.03);
    }

    void bitsAndBytes4()
    {
        QuantizationConfig q = defaultQuantization(QuantMethod::BitsAndBytes4);
        q.doubleQuant = true;
        // 4-bit values, one 8-bit absmax per 64, one fp32 per 256 absmax values.
        QCOMPARE(linearLayerBytes(4096, 4096, q, 2, false), Bytes{4096 * 4096 / 2 + 262144 + 1024 * 4});
        q.doubleQuant = false;
        QCOMPARE(linearLayerBytes(4096, 4096, q, 2, false), Bytes{4096 * 4096 / 2 + 262144 * 4});
    }

    // A vision model's profiling run feeds its encoder a maximum-size image: 1 image of 12,845,056
    // pixels = 65,536 patches of 14 x 14 (16,384 LLM tokens), 35,880 B per patch times the fitted
    // encoder factor. On an L4 that
    // startup peak dwarfs what serving text needs, and it decides whether 64K contexts start.
    void vision_startupPeakDecidesTheVerdict()
    {
        Scenario s = on(kvbtest::model("qwen2.5-vl-7b-instruct"), "l4");
        s.serving.maxModelLen = 65536;
        s.serving.maxNumSeqs = 8;
        const Plan plan = computePlan(s);
        const ActivationEstimate& a = plan.worst().activation;
        QCOMPARE(a.encoderImages, std::int64_t{1});
        QCOMPARE(a.encoderPatchesPerImage, std::int64_t{65536});
        // (6 h + 3 i) elements of 2 bytes, times the encoder factor fitted on the vision logs.
        const double factor = builtinConstants().activation.encoderFactor;
        QCOMPARE(a.encoderBytesPerPatch,
                 static_cast<Bytes>(std::llround(factor * (6 * 1280 + 3 * 3420) * 2)));
        QCOMPARE(plan.memory.activation, a.encoderPeak);
        QVERIFY(plan.startupPeakBytes >
                plan.memory.weights + plan.memory.nonTorch + plan.steadyStateActivationBytes);
        QCOMPARE(plan.verdict, Verdict::MaxModelLenTooLarge);

        Scenario textOnly = s; // --limit-mm-per-prompt '{"image": 0}'
        textOnly.serving.limitImagesPerPrompt = 0;
        QVERIFY(computePlan(textOnly).fits());
        Scenario smaller = s; // --mm-processor-kwargs '{"max_pixels": 1003520}'
        smaller.serving.maxImagePixels = 1003520;
        QVERIFY(computePlan(smaller).fits());
    }

    void vision_encoderWeightsCounted()
    {
        const ModelSpec m = kvbtest::model("qwen2.5-vl-7b-instruct");
        QCOMPARE(shapeParameterCount(m) - activeParameterCount(m), m.vision.parameters);
        KVB_COMPARE_REL(m.vision.parameters, 676550144, 0.001); // models.json: params_computed
        Scenario s = on(m, "h100-sxm-80gb");
        s.serving.maxModelLen = 8192;
        QCOMPARE(planOf(s).worst().weights.vision, m.vision.parameters * 2);
    }
};

QTEST_GUILESS_MAIN(TestArchitectures)
#include "tst_architectures.moc"
