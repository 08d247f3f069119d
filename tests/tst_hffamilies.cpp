// Families added by the eighth config audit (docs/config-import.md): Apertus and Arcee AFM, whose
// MLPs have no gate (xIELU, ReLU squared), ERNIE 4.5 dense, Kimi K2's model_type, Granite 4.0-H,
// whose Mamba2 layers keep a state per request, and LFM2, whose short convolutions keep one too. Each is
// tested on the sizes its model card and the repositories quoting its config give, to the parameters written
// out tensor by tensor from vLLM's model file. Also here: the hybrid and multimodal families kvbudget
// recognises but does not model, refused with what is missing rather than counted as a plain decoder.
#include "budget/engine.h"
#include "budget/kvcache.h"
#include "hfconfigfixtures.h"
#include "io/hfconfig.h"
#include "model/modelspec.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

#include <utility>

using namespace kvb;
using namespace kvb::hftest;
using namespace Qt::StringLiterals;

namespace {

Result<ImportedModel> imported(const QByteArray& json)
{
    return parseModelConfigBytes(json, u"config.json"_s);
}

ModelSpec parsed(const QByteArray& json)
{
    const auto result = imported(json);
    if (!result)
        qFatal("does not import: %s", qPrintable(result.error().message));
    return result->model;
}

// Granite 4.0-H-Tiny's sizes (ibm-granite/granite-4.0-h-tiny, as quoting repositories give its config):
// 40 layers, attention at 5, 15, 25 and 35, Mamba2 elsewhere; 64 experts of 512 (top 6) and a shared
// MLP of 1024 on every layer; no positional encoding.
QByteArray graniteTiny(const QByteArray& extra = {})
{
    QByteArray layers = "[";
    for (int i = 0; i < 40; ++i)
        layers += (i > 0 ? ", " : "") + QByteArray(i % 10 == 5 ? "\"attention\"" : "\"mamba\"");
    layers += "]";
    return R"({"architectures": ["GraniteMoeHybridForCausalLM"], "model_type": "granitemoehybrid",
        "hidden_size": 1536, "intermediate_size": 512, "num_attention_heads": 12, "num_key_value_heads": 4,
        "num_hidden_layers": 40, "num_local_experts": 64, "num_experts_per_tok": 6,
        "shared_intermediate_size": 1024, "mamba_n_heads": 48, "mamba_d_head": 64, "mamba_d_state": 128,
        "mamba_n_groups": 1, "mamba_d_conv": 4, "mamba_expand": 2, "mamba_conv_bias": true,
        "mamba_proj_bias": false, "position_embedding_type": "nope", "max_position_embeddings": 131072,
        "tie_word_embeddings": true, "vocab_size": 100352, )" +
           extra + R"("layer_types": )" + layers + "}";
}

// LFM2-1.2B's v1 config.json, as the Hub serves it: the MLP width as block_ff_dim, the attention layers
// as full_attn_idxs, no layer_types, no intermediate_size, no head_dim.
QByteArray lfm2OneB()
{
    return R"({"architectures": ["Lfm2ForCausalLM"], "block_auto_adjust_ff_dim": true, "block_dim": 2048,
        "block_ff_dim": 12288, "block_ffn_dim_multiplier": 1.0, "block_multiple_of": 256, "conv_L_cache": 3,
        "conv_bias": false, "conv_dim": 2048, "full_attn_idxs": [2, 5, 8, 10, 12, 14], "hidden_size": 2048,
        "max_position_embeddings": 128000, "model_type": "lfm2", "norm_eps": 1e-05, "num_attention_heads": 32,
        "num_hidden_layers": 16, "num_key_value_heads": 8, "rope_theta": 1000000.0, "torch_dtype": "bfloat16",
        "vocab_size": 65536})";
}

// Mamba-Codestral-7B (a verbatim Hub config, attention-free) on an H100 at 8,192 tokens.
Scenario codestral()
{
    QFile file(QStringLiteral(KVBUDGET_TEST_DATA "/configs/mistralai__Mamba-Codestral-7B-v0.1.config.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the Mamba-Codestral config");
    Scenario s;
    s.model = parsed(file.readAll());
    s.gpu = *PresetCatalog::builtin().gpu(u"h100-sxm-80gb"_s);
    s.serving.maxModelLen = 8192;
    return s;
}

} // namespace

class TestHfFamilies : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void familyCountsAsVllmBuildsIt_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<qint64>("parameters");
        QTest::addColumn<qint64>("kvBytesPerToken");
        // Apertus-8B-2509 (the Hub shows 8.05 B). vLLM apertus.py: up_proj and down_proj only (xIELU),
        // per-head q/k RMSNorms whatever the config says, two norms per layer, untied head. The two
        // learned xIELU scalars per layer (64 parameters) are not counted.
        QTest::newRow("apertus")
            << QByteArray(R"({"architectures": ["ApertusForCausalLM"], "model_type": "apertus",
                "hidden_act": "xielu", "hidden_size": 4096, "intermediate_size": 21504,
                "num_attention_heads": 32, "num_hidden_layers": 32, "num_key_value_heads": 8,
                "qk_norm": true, "post_norm": false, "vocab_size": 131072})")
            << 2LL * 131072 * 4096 +
                   32LL * (2 * 4096 * 4096 + 2 * 4096 * 1024 + 2 * 4096 * 21504 + 2 * 128 + 2 * 4096) + 4096
            << 2LL * 32 * 8 * 128 * 2;
        // Arcee AFM-4.5B (4.62 B). vLLM arcee.py: up_proj and down_proj only (ReLU squared) beside
        // Llama's attention; untied.
        QTest::newRow("arcee") << QByteArray(R"({"architectures": ["ArceeForCausalLM"], "model_type": "arcee",
                "hidden_act": "relu2", "hidden_size": 2560, "intermediate_size": 18432, "head_dim": 128,
                "num_attention_heads": 20, "num_hidden_layers": 36, "num_key_value_heads": 4,
                "max_position_embeddings": 65536, "vocab_size": 128004})")
                               << 2LL * 128004 * 2560 +
                                      36LL *
                                          (2 * 2560 * 2560 + 2 * 2560 * 512 + 2 * 2560 * 18432 + 2 * 2560) +
                                      2560
                               << 2LL * 36 * 4 * 128 * 2;
        // ERNIE-4.5-0.3B-PT's config.json: Llama's layout, head_dim 128, tied: 360,748,032.
        QTest::newRow("ernie4_5") << QByteArray(R"({"architectures": ["Ernie4_5_ForCausalLM"],
                "model_type": "ernie4_5", "hidden_act": "silu", "hidden_size": 1024, "intermediate_size": 3072,
                "max_position_embeddings": 131072, "num_attention_heads": 16, "num_key_value_heads": 2,
                "head_dim": 128, "num_hidden_layers": 18, "rms_norm_eps": 1e-05, "vocab_size": 103424,
                "rope_theta": 500000, "use_bias": false, "tie_word_embeddings": true})")
                                  << 360'748'032LL << 2LL * 18 * 2 * 128 * 2;
        // Granite 4.0-H-Tiny (7 B): 100352 x 1536 tied + 40 x (2 norms + router 1536 x 64 + 64 x 3 x
        // 1536 x 512 + shared 3 x 1536 x 1024) + 4 x attention 1536 x (1536 + 1024 + 1536) + 36 x
        // MambaMixer2 (in_proj 1536 x (3072 + 3328 + 48), conv 3328 x 4 + 3328, A/D/dt_bias 3 x 48,
        // gated norm 3072, out_proj 3072 x 1536) + 1536. KV: the 4 attention layers.
        QTest::newRow("granitemoehybrid") << graniteTiny() << 6'939'037'248LL << 2LL * 4 * 4 * 128 * 2;
        // LFM2-1.2B (the card's 1,170,340,608): 65536 x 2048 tied + 16 x (2 norms + gated MLP of
        // int(2 x 12288 / 3) = 8192) + 6 attention layers (2048 x 3072 qkv, 2048 x 2048 out, per-head
        // q/k norms of 64) + 10 ShortConv layers (in_proj 2048 x 6144, out_proj 2048 x 2048, 3 taps)
        // + the final norm. KV: the 6 attention layers, 8 KV heads of 64.
        QTest::newRow("lfm2") << lfm2OneB() << 1'170'340'608LL << 2LL * 6 * 8 * 64 * 2;
    }

    void familyCountsAsVllmBuildsIt()
    {
        QFETCH(QByteArray, json);
        QFETCH(qint64, parameters);
        QFETCH(qint64, kvBytesPerToken);
        const auto result = imported(json);
        QVERIFY2(result.ok(), result.ok() ? "" : qPrintable(result.error().message));
        QCOMPARE(validateModelSpec(result->model), QString());
        QCOMPARE(result->model.unmodelledFeatures, QStringList());
        QVERIFY2(!result->warnings.join(u'\n').contains(u"Llama-style"_s),
                 qPrintable(result->warnings.join(u'\n')));
        QCOMPARE(static_cast<qint64>(shapeParameterCount(result->model)), parameters);
        QCOMPARE(wholeModelKv(result->model).bytesPerToken, kvBytesPerToken);
    }

    // Granite 4.0-H's Mamba2 layers keep conv and SSM state per request, which sets the hybrid block
    // size (vLLM raises it until an attention page holds one state: 400 tokens here); no RoPE cache
    // under position_embedding_type "nope".
    void graniteHybridKeepsItsMambaState()
    {
        const ModelSpec m = parsed(graniteTiny());
        QCOMPARE(m.mamba.kind, u"mamba2"_s);
        // conv (4 - 1) x 3328 + ssm 48 x 64 x 128, in bfloat16, per Mamba layer.
        QCOMPARE(m.mamba.convStateElements, std::int64_t{3 * 3328});
        QCOMPARE(m.mamba.ssmStateElements, std::int64_t{48 * 64 * 128});
        QVERIFY(!m.usesRope);
        Scenario s;
        s.model = m;
        s.gpu = *PresetCatalog::builtin().gpu(u"h100-sxm-80gb"_s);
        s.serving.maxModelLen = 32768;
        const Plan plan = computePlan(s);
        QCOMPARE(plan.settings.blockSize, 400);
        QCOMPARE(plan.worst().weights.ropeCache, Bytes{0});
        QVERIFY(plan.fits());

        // With "rope" it builds one; without experts the shared MLP is the only MLP; a file without
        // layer_types does not load in vLLM.
        QVERIFY(parsed(graniteTiny(R"("position_embedding_type": "rope", )")).usesRope);
        const ModelSpec dense = parsed(graniteTiny(R"("num_local_experts": 0, )"));
        QVERIFY(!dense.moe.active());
        QCOMPARE(dense.intermediateSize, 1024);
        QJsonObject noList = QJsonDocument::fromJson(graniteTiny()).object();
        noList.remove(u"layer_types"_s);
        const auto refused = parseModelConfig(noList, u"config.json"_s);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().message.contains(u"layer_types"_s), qPrintable(refused.error().message));
    }

    // An attention-free model keeps one block per request: vLLM sets the Mamba block size to
    // max_model_len (prefix caching for Mamba is off by default through 0.21), so the KV cache size it
    // logs is blocks x max_model_len, and the concurrency is the block count.
    void pureMambaBlockIsTheWholeContext()
    {
        const Plan plan = computePlan(codestral());
        QVERIFY(plan.fits());
        QCOMPARE(plan.settings.blockSize, 8192);
        QCOMPARE(plan.kvTokens, plan.numBlocks * 8192);
        QCOMPARE(plan.maxConcurrency, static_cast<double>(plan.numBlocks));
    }

    // The Mamba block is the whole context whatever --block-size says, and only when the whole model is
    // attention-free: a pipeline stage of a hybrid that holds no attention layer keeps the hybrid's block.
    void mambaBlockFollowsTheModelNotTheStage()
    {
        Scenario mamba = codestral();
        mamba.serving.blockSize = 16;
        QCOMPARE(computePlan(mamba).settings.blockSize, 8192);

        Scenario granite;
        granite.model = parsed(graniteTiny());
        granite.gpu = *PresetCatalog::builtin().gpu(u"h100-sxm-80gb"_s);
        granite.serving.maxModelLen = 32768;
        granite.gpu.count = 8;
        granite.serving.pipelineParallelSize = 8; // stage 0 holds layers 0-4, all Mamba
        const Plan staged = computePlan(granite);
        QCOMPARE(staged.verdict, Verdict::Fits);
        QCOMPARE(staged.stages.front().kv.blockSize, 400);
        QCOMPARE(staged.settings.blockSize, 400);
    }

    // State-space layers are planned on V1 only: by default from 0.10.2, with VLLM_USE_V1=1 from 0.10.0.
    void stateSpaceNeedsV1()
    {
        Scenario s;
        s.model = parsed(graniteTiny());
        s.gpu = *PresetCatalog::builtin().gpu(u"h100-sxm-80gb"_s);
        s.serving.maxModelLen = 32768;
        s.serving.vllmVersion = VllmVersion{0, 10, 1};
        QCOMPARE(computePlan(s).verdict, Verdict::InvalidInput);
        QVERIFY2(computePlan(s).inputError.contains(u"V1"_s), qPrintable(computePlan(s).inputError));
        s.serving.engine = EngineKind::V1;
        QVERIFY(computePlan(s).fits());
        s.serving.vllmVersion = VllmVersion{0, 10, 2};
        s.serving.engine.reset();
        QVERIFY(computePlan(s).fits());
        // Granite 4.0 Micro (every layer attention) keeps no state: planned on any release.
        s.model = parsed(graniteTiny().replace("\"mamba\"", "\"attention\""));
        s.serving.vllmVersion = VllmVersion{0, 9, 2};
        QVERIFY(computePlan(s).fits());
    }

    // LFM2's short-convolution layers keep (conv_L_cache - 1) x conv_dim of conv state per request, and
    // its attention layers are the KV cache; layer_types, when the file has them, decide as
    // full_attn_idxs would.
    void lfm2ShortConvolutionState()
    {
        const ModelSpec m = parsed(lfm2OneB());
        QCOMPARE(m.mamba.kind, u"short_conv"_s);
        QCOMPARE(m.mamba.convStateElements, std::int64_t{2 * 2048});
        QCOMPARE(m.mamba.ssmStateElements, std::int64_t{0});
        QCOMPARE(m.intermediateSize, 8192);
        QVERIFY(m.tieWordEmbeddings);
        int attention = 0;
        for (int layer = 0; layer < m.numLayers; ++layer)
            attention += m.layerType(layer) == LayerType::FullAttention ? 1 : 0;
        QCOMPARE(attention, 6);
        QJsonObject typed = QJsonDocument::fromJson(lfm2OneB()).object();
        typed.remove(u"full_attn_idxs"_s);
        QJsonArray types;
        for (int layer = 0; layer < 16; ++layer)
            types.append(QJsonArray{2, 5, 8, 10, 12, 14}.contains(layer) ? u"full_attention"_s : u"conv"_s);
        typed.insert(u"layer_types"_s, types);
        const auto fromTypes = parseModelConfig(typed, u"config.json"_s);
        QVERIFY(fromTypes.ok());
        QCOMPARE(shapeParameterCount(fromTypes->model), shapeParameterCount(m));
        Scenario s;
        s.model = m;
        s.gpu = *PresetCatalog::builtin().gpu(u"l4"_s);
        s.serving.maxModelLen = 32768;
        const Plan plan = computePlan(s);
        QVERIFY(plan.fits());
        QCOMPARE(plan.kv.mambaStateBytesPerLayer, Bytes{2 * 2048 * 2});

        // full_attn_idxs: [] makes every layer conv (Lfm2Config tests `is not None`); an empty
        // layer_types list, a kernel of fewer than 2 taps or an index past the last layer is an error.
        QJsonObject allConv = QJsonDocument::fromJson(lfm2OneB()).object();
        allConv.insert(u"full_attn_idxs"_s, QJsonArray{});
        const auto conv = parseModelConfig(allConv, u"config.json"_s);
        QVERIFY(conv.ok());
        QCOMPARE(conv->model.layerType(2), LayerType::Mamba);
        for (const auto& [key, value] : {std::pair{u"layer_types"_s, QJsonValue(QJsonArray{})},
                                         std::pair{u"conv_L_cache"_s, QJsonValue(0)},
                                         std::pair{u"full_attn_idxs"_s, QJsonValue(QJsonArray{2, 16})},
                                         std::pair{u"block_multiple_of"_s, QJsonValue(0)}}) {
            QJsonObject broken = QJsonDocument::fromJson(lfm2OneB()).object();
            broken.insert(key, value);
            const auto refused = parseModelConfig(broken, u"config.json"_s);
            QVERIFY2(!refused.ok(), qPrintable(key));
            QVERIFY2(refused.error().message.contains(key), qPrintable(refused.error().message));
        }
    }

    // Hybrids whose Mamba layers kvbudget does not read yet are refused, not counted as a plain decoder
    // that would lose every mixer and its state (Falcon-H1 by 17%, Bamba by 18%).
    void unmodelledStateSpaceFamiliesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("falcon_h1") << QByteArray(R"({"architectures": ["FalconH1ForCausalLM"],
            "model_type": "falcon_h1", "hidden_size": 3072, "intermediate_size": 12288, "head_dim": 128,
            "num_attention_heads": 12, "num_key_value_heads": 2, "num_hidden_layers": 44,
            "mamba_d_ssm": 3072, "mamba_n_heads": 24, "mamba_d_head": 128, "vocab_size": 130049})");
        QTest::newRow("bamba") << QByteArray(R"({"architectures": ["BambaForCausalLM"], "model_type": "bamba",
            "hidden_size": 4096, "intermediate_size": 14336, "num_attention_heads": 32,
            "num_key_value_heads": 8, "num_hidden_layers": 32, "attn_layer_indices": [9, 18, 27],
            "mamba_n_heads": 128, "mamba_d_head": 64, "mamba_d_state": 128, "vocab_size": 128256})");
    }

    void unmodelledStateSpaceFamiliesAreRefused()
    {
        QFETCH(QByteArray, json);
        const ModelSpec m = parsed(json);
        QCOMPARE(m.unmodelledFeatures.size(), 1);
        QVERIFY2(m.unmodelledFeatures.first().startsWith(u"state-space layers"_s),
                 qPrintable(m.unmodelledFeatures.first()));
        Scenario s;
        s.model = m;
        s.gpu = *PresetCatalog::builtin().gpu(u"h100-sxm-80gb"_s);
        s.serving.maxModelLen = 4096;
        const Plan plan = computePlan(s);
        QCOMPARE(plan.verdict, Verdict::InvalidInput);
        QVERIFY2(plan.inputError.contains(u"state-space layers"_s), qPrintable(plan.inputError));
    }

    // Families whose fields kvbudget would misread (Gemma 3n's per-layer widths), whose layers it does not
    // model (LFM2's MoE) or whose encoders it does not count (Phi-4-multimodal) are refused by name,
    // saying what is missing.
    void recognisedFamiliesAreRefusedByName_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("missing");
        QTest::newRow("lfm2_moe") << QByteArray(R"({"architectures": ["Lfm2MoeForCausalLM"],
            "model_type": "lfm2_moe", "hidden_size": 2048, "num_attention_heads": 32, "num_key_value_heads": 8,
            "num_hidden_layers": 24, "num_experts": 32, "vocab_size": 65536})")
                                  << u"mixture-of-experts"_s;
        QTest::newRow("gemma3n") << QByteArray(R"({"architectures": ["Gemma3nForConditionalGeneration"],
            "model_type": "gemma3n", "text_config": {"model_type": "gemma3n_text", "hidden_size": 2048,
            "intermediate_size": [16384, 16384], "num_hidden_layers": 2}})")
                                 << u"per-layer embeddings"_s;
        QTest::newRow("phi4mm") << QByteArray(
                                       R"({"architectures": ["Phi4MMForCausalLM"], "model_type": "phi4mm",
            "hidden_size": 3072, "intermediate_size": 8192, "num_attention_heads": 24,
            "num_key_value_heads": 8, "num_hidden_layers": 32, "vocab_size": 200064})")
                                << u"vision and audio encoders"_s;
    }

    void recognisedFamiliesAreRefusedByName()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, missing);
        const auto result = imported(json);
        QVERIFY(!result.ok());
        QVERIFY2(result.error().message.contains(u"is recognised, but kvbudget does not model"_s) &&
                     result.error().message.contains(missing),
                 qPrintable(result.error().message));
    }

    // A family without an entry whose hidden_act vLLM only applies without a gate (relu2, xielu) is
    // counted with up and down projections only, and the import says so; gated otherwise.
    void unresearchedUngatedActivation()
    {
        const QByteArray arcee = R"({"architectures": ["AcmeForCausalLM"], "model_type": "acme",
            "hidden_act": "relu2", "hidden_size": 2560, "intermediate_size": 18432, "head_dim": 128,
            "num_attention_heads": 20, "num_hidden_layers": 36, "num_key_value_heads": 4,
            "tie_word_embeddings": false, "vocab_size": 128004})";
        const auto ungated = imported(arcee);
        QVERIFY(ungated.ok());
        QVERIFY(!ungated->model.gatedMlp);
        QCOMPARE(shapeParameterCount(ungated->model), std::int64_t{4'619'184'640}); // AFM-4.5B's count
        QVERIFY2(ungated->warnings.join(u'\n').contains(u"without a gate"_s),
                 qPrintable(ungated->warnings.join(u'\n')));
        QByteArray silu = arcee;
        silu.replace("relu2", "silu");
        QVERIFY(parsed(silu).gatedMlp);
    }

    // An unknown layer type is named once, not once per layer.
    void unknownLayerTypeNamedOnce()
    {
        const ModelSpec m = parsed(R"({"architectures": ["AcmeForCausalLM"], "model_type": "llama",
            "hidden_size": 1024, "intermediate_size": 4096, "num_attention_heads": 8, "num_hidden_layers": 3,
            "vocab_size": 32000, "layer_types": ["conv", "full_attention", "conv"]})");
        QCOMPARE(m.unmodelledFeatures, QStringList{u"layer type \"conv\""_s});
    }

    // Kimi K2 says model_type kimi_k2 beside DeepseekV3ForCausalLM: it reads DeepseekV3Config's defaults
    // and is not called an unresearched family.
    void kimiK2ReadsDeepseekV3Defaults()
    {
        const QJsonObject deepseekConfig = PresetCatalog::builtin().model(u"deepseek-v3"_s)->sourceConfig;
        QJsonObject config = deepseekConfig;
        config.insert(u"model_type"_s, u"kimi_k2"_s);
        const auto kimi = parseModelConfig(config, u"config.json"_s);
        const auto deepseek = parseModelConfig(deepseekConfig, u"config.json"_s);
        QVERIFY(kimi.ok() && deepseek.ok());
        QVERIFY2(!kimi->warnings.join(u'\n').contains(u"Llama-style"_s),
                 qPrintable(kimi->warnings.join(u'\n')));
        QCOMPARE(shapeParameterCount(kimi->model), shapeParameterCount(deepseek->model));
        // A field the file leaves out takes DeepseekV3Config's default: first_k_dense_replace 3.
        config.remove(u"first_k_dense_replace"_s);
        const auto filled = parseModelConfig(config, u"config.json"_s);
        QVERIFY(filled.ok());
        QCOMPARE(filled->model.moe.firstDenseLayers, 3);
    }
};

QTEST_GUILESS_MAIN(TestHfFamilies)
#include "tst_hffamilies.moc"
