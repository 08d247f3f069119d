// The tenants a fleet holds besides chat models, from their real config.json (tests/data/configs/fleet,
// SOURCES-fleet.md), against memory computed by hand from the shapes vLLM builds
// (vllm/model_executor/models/bert.py, roberta.py, whisper.py; v1/kv_cache_interface.py).

#include "testhelpers.h"

#include "budget/modelkinds.h"
#include "io/hfconfig.h"
#include "vllm/messages.h"

using namespace kvb;
using namespace Qt::StringLiterals;

namespace {

ModelSpec importConfig(const char* name)
{
    auto imported =
        importModelConfig(QStringLiteral(KVBUDGET_TEST_DATA "/configs/fleet/") + QLatin1String(name));
    if (!imported)
        qFatal("%s", qPrintable(imported.error().message));
    return imported->model;
}

Scenario on24GB(const ModelSpec& model, double utilization, const char* version = "0.21.0")
{
    Scenario s = kvbtest::scenario("default");
    s.model = model;
    s.gpu = kvbtest::gpu("rtx-4090");
    s.serving.gpuMemoryUtilization = utilization;
    s.serving.vllmVersion = *VllmVersion::parse(QLatin1String(version));
    return s;
}

// XLM-RoBERTa-large as vLLM's BertModel allocates it: the word embedding padded to 250,048 rows
// (VocabParallelEmbedding pads to 64), 8,194 positions, one token type, the embeddings' LayerNorm;
// each of 24 layers q/k/v (1024 x 3072 + 3072), output (1024 x 1024 + 1024), intermediate
// (1024 x 4096 + 4096), output (4096 x 1024 + 1024) and two LayerNorms (2 x 2048).
constexpr std::int64_t kXlmRobertaLayer = (1024LL * 3072 + 3072) + (1024LL * 1024 + 1024) +
                                          (1024LL * 4096 + 4096) + (4096LL * 1024 + 1024) + 2 * 2048;
constexpr std::int64_t kXlmRobertaLarge =
    250048LL * 1024 + 8194LL * 1024 + 1 * 1024 + 2048 + 24 * kXlmRobertaLayer;

} // namespace

class TestTenants : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // bge-m3: 566,752,256 parameters held in float16 (vLLM runs float32 pooling checkpoints in float16),
    // no KV cache at all, so a 10% share of a 24 GB card is enough to start.
    void embedding_bgeM3()
    {
        const ModelSpec model = importConfig("BAAI__bge-m3.config.json");
        QCOMPARE(kXlmRobertaLayer, 12596224);
        QCOMPARE(kXlmRobertaLarge, 566752256);
        QVERIFY(model.encoder.encoderOnly());
        QVERIFY(runsPooling(model, ServingConfig{}));
        QCOMPARE(shapeParameterCount(model),
                 kXlmRobertaLarge - 46 * 1024); // the published count: 250,002 rows
        const Plan plan = computePlan(on24GB(model, 0.10));
        QCOMPARE(plan.settings.modelDtype, DType::Float16);
        QCOMPARE(plan.memory.weights, kXlmRobertaLarge * 2);
        QCOMPARE(plan.memory.kvCache, 0);
        QCOMPARE(plan.numBlocks, 0);
        QCOMPARE(plan.kvTokens, 0);
        QCOMPARE(plan.verdict, Verdict::Fits);
        QCOMPARE(plan.worst().activation.samplerPeak, 0); // pooling: no sampler warm-up
        QCOMPARE(vllmLogLines(plan).size(), 1);           // "Model loading took ..." and no KV lines
    }

    // The runner follows vLLM's registry before the suffix rules: GLM-4's ChatGLMModel and AquilaModel
    // generate text although their names end in "Model"; a bare BertModel or Qwen2Model embeds.
    void runnerFromArchitecture()
    {
        ModelSpec model;
        for (const QString& generates : {u"ChatGLMModel"_s, u"AquilaModel"_s, u"GPT2LMHeadModel"_s,
                                         u"InternVLChatModel"_s, u"LlamaForCausalLM"_s}) {
            model.architecture = generates;
            QVERIFY2(!runsPooling(model, ServingConfig{}), qPrintable(generates));
        }
        for (const QString& pools : {u"BertModel"_s, u"Qwen2Model"_s, u"Qwen2ForRewardModel"_s}) {
            model.architecture = pools;
            QVERIFY2(runsPooling(model, ServingConfig{}), qPrintable(pools));
        }
    }

    // Whatever it needs, vLLM first checks that util x total is free: bge-m3 at the default 0.92 beside
    // 3 GiB of other processes refuses with vLLM's message.
    void embedding_startupCheckStillApplies()
    {
        Scenario s = on24GB(importConfig("BAAI__bge-m3.config.json"), 0.92);
        s.serving.otherProcessesBytes = 3 * GiB;
        const Plan plan = computePlan(s);
        QCOMPARE(plan.verdict, Verdict::InsufficientFreeMemory);
        QVERIFY(vllmStartupError(plan).startsWith(u"Free memory on device cuda:0"));
    }

    // bge-reranker-v2-m3: the same encoder plus RobertaClassificationHead in float32: dense
    // 1024 x 1024 + 1024 and out_proj 1024 x 1 label + 1.
    void reranker_bgeRerankerV2M3()
    {
        const ModelSpec model = importConfig("BAAI__bge-reranker-v2-m3.config.json");
        QCOMPARE(model.encoder.classifierLabels, 1);
        const Plan plan = computePlan(on24GB(model, 0.10));
        const std::int64_t head = 1024LL * 1024 + 1024 + 1024 * 1 + 1;
        QCOMPARE(plan.memory.weights, kXlmRobertaLarge * 2 + head * 4);
        QCOMPARE(plan.kvTokens, 0);
        QVERIFY(plan.fits());
    }

    // whisper-large-v3 (float16): encoder conv1 128 x 1280 x 3 + 1280, conv2 1280 x 1280 x 3 + 1280, 1,500
    // positions; 32 encoder layers of self-attention (q/k/v 1280 x 3840 + 3840, out 1280 x 1280 + 1280),
    // fc1/fc2 (1280 x 5120 + 5120, 5120 x 1280 + 1280) and two LayerNorms; the decoder's 51,904 padded
    // token rows and 448 positions; 32 decoder layers adding cross-attention (q 1280^2 + 1280, k/v
    // 1280 x 2560 + 2560, out 1280^2 + 1280) and a third LayerNorm; two final LayerNorms; proj_out tied.
    void whisper_largeV3Weights()
    {
        const ModelSpec model = importConfig("openai__whisper-large-v3.config.resaved.json");
        QVERIFY(model.encoder.encoderDecoder());
        const std::int64_t attention = (1280LL * 3840 + 3840) + (1280LL * 1280 + 1280);
        const std::int64_t cross = (1280LL * 1280 + 1280) + (1280LL * 2560 + 2560) + (1280LL * 1280 + 1280);
        const std::int64_t ffn = (1280LL * 5120 + 5120) + (5120LL * 1280 + 1280);
        const std::int64_t encoder = (128LL * 1280 * 3 + 1280) + (1280LL * 1280 * 3 + 1280) + 1500LL * 1280 +
                                     32 * (attention + ffn + 2 * 2560) + 2560;
        const std::int64_t decoder =
            51904LL * 1280 + 448LL * 1280 + 32 * (attention + cross + ffn + 3 * 2560) + 2560;
        QCOMPARE(encoder + decoder, 1543662080LL); // the model card's "1550M"
        const Plan plan = computePlan(on24GB(model, 0.5));
        QCOMPARE(plan.settings.modelDtype, DType::Float16);
        QCOMPARE(plan.memory.weights, (encoder + decoder) * 2);
        QCOMPARE(plan.settings.maxModelLen, 448); // max_target_positions
    }

    // The cache: 32 self-attention and 32 cross-attention layers, each page 16 tokens x 2 x 20 heads x 64
    // x 2 B = 81,920 B, paired in a block slot of 32 x 81,920 = 2,621,440 B. One request pins
    // cdiv(448, 16) = 28 self blocks and, from 0.11, cdiv(max_num_batched_tokens = 2,048, 16) = 128 cross
    // blocks (the scheduler's encoder budget); in 0.10.2 cdiv(1,500, 16) = 94.
    void whisper_selfAndCrossAttentionCaches_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<int>("crossBlocks");
        QTest::addRow("0.10.2: max_source_positions") << QStringLiteral("0.10.2") << 94;
        QTest::addRow("0.21: max_num_batched_tokens") << QStringLiteral("0.21.0") << 128;
    }
    void whisper_selfAndCrossAttentionCaches()
    {
        QFETCH(QString, version);
        QFETCH(int, crossBlocks);
        const ModelSpec model = importConfig("openai__whisper-large-v3.config.resaved.json");
        const Plan plan = computePlan(on24GB(model, 0.5, qPrintable(version)));
        QCOMPARE(plan.settings.maxNumBatchedTokens, 2048);
        QCOMPARE(plan.kv.pageBytesPerLayer, 81920);
        QCOMPARE(plan.kv.bytesPerBlock, 2621440);
        QCOMPARE(plan.kv.groups(), 2);
        QCOMPARE(plan.numBlocks, plan.memory.kvCache / 2621440);
        QCOMPARE(plan.kvTokens, plan.numBlocks / 2 * 16); // num_blocks // n_groups x block, as vLLM logs
        QCOMPARE(plan.maxConcurrency, static_cast<double>(plan.numBlocks) / (28 + crossBlocks));
        QCOMPARE(plan.kvNeededForMaxLen, Bytes{28 + crossBlocks} * 2621440);
        QVERIFY(plan.fits());
    }

    // A decoder run as an embedding model (--runner pooling, as Qwen3-Embedding is served): the same KV
    // cache, no sampler warm-up in the profiling run and no lm_head.
    void decoderEmbedding_poolingRunner()
    {
        Scenario generate = on24GB(kvbtest::model("qwen3-8b"), 0.9);
        Scenario pooling = generate;
        pooling.serving.runner = Runner::Pooling;
        const Plan g = computePlan(generate);
        const Plan p = computePlan(pooling);
        QCOMPARE(p.kv.bytesPerToken, g.kv.bytesPerToken);
        QCOMPARE(p.worst().activation.samplerPeak, 0);
        QVERIFY(g.worst().activation.samplerPeak > 0);
        QCOMPARE(p.memory.weights, g.memory.weights - g.worst().weights.lmHead);
        QVERIFY(g.worst().weights.lmHead > 0);
    }

    // Releases that did not serve these on V1 are refused with the reason, not planned wrongly.
    void unsupportedReleasesAreRefused()
    {
        const Plan whisper =
            computePlan(on24GB(importConfig("openai__whisper-large-v3.config.resaved.json"), 0.5, "0.9.2"));
        QCOMPARE(whisper.verdict, Verdict::InvalidInput);
        QVERIFY2(whisper.inputError.contains(u"0.10.2"), qPrintable(whisper.inputError));
        const Plan bge = computePlan(on24GB(importConfig("BAAI__bge-m3.config.json"), 0.1, "0.10.0"));
        QCOMPARE(bge.verdict, Verdict::InvalidInput);
        QVERIFY2(bge.inputError.contains(u"0.10.1"), qPrintable(bge.inputError));
    }
};

QTEST_GUILESS_MAIN(TestTenants)
#include "tst_tenants.moc"
