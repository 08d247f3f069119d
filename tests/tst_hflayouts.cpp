// Families whose Hub config.json could not be found verbatim, tested on the sizes their model cards
// and quoting repositories give (the sixth audit, docs/config-import.md): each imports through its
// config-defaults.json entry (class defaults, then vLLM's layer layout) to exactly the parameters
// written out tensor by tensor from vLLM's model file, with the KV bytes per token the config
// implies. Also here: the rows of vLLM's RoPE caches per rope_scaling type, and transformers 5's
// rope_parameters.
#include "hfconfigfixtures.h"
#include "io/hfconfig.h"
#include "model/modelspec.h"

#include <QJsonDocument>
#include <QtTest>

using namespace kvb;
using namespace kvb::hftest;
using namespace Qt::StringLiterals;

namespace {

ModelSpec parsed(const QByteArray& json)
{
    const auto result = parseModelConfigBytes(json, u"config.json"_s);
    if (!result)
        qFatal("does not import: %s", qPrintable(result.error().message));
    return result->model;
}

struct FamilyCase
{
    const char* name;
    const char* json;
    qint64 parameters;
    qint64 kvBytesPerToken;
};

// clang-format off
const FamilyCase kFamilies[] = {
    // Minitron-4B's sizes (Megatron-Bridge's NemotronConfig test dict). vLLM nemotron.py: a plain
    // squared-ReLU MLP (no gate), LayerNorm1P with bias everywhere, untied head.
    // 2 x 256000 x 3072 + 32 x (3072 x 3072 + 2 x 3072 x 1024 + 3072 x 3072 + 2 x 3072 x 9216
    // + 4 x 3072) + 2 x 3072; KV 32 layers x 8 x 128.
    {"nemotron", R"({"architectures": ["NemotronForCausalLM"], "model_type": "nemotron",
        "hidden_act": "relu2", "hidden_size": 3072, "intermediate_size": 9216, "num_attention_heads": 24,
        "num_hidden_layers": 32, "num_key_value_heads": 8, "partial_rotary_factor": 0.5,
        "max_position_embeddings": 4096, "tie_word_embeddings": false, "vocab_size": 256000})",
     2LL * 256000 * 3072 + 32LL * (3072 * 3072 * 2 + 2 * 3072 * 1024 + 2 * 3072 * 9216 + 4 * 3072) + 2 * 3072,
     2LL * 32 * 8 * 128 * 2},
    // NeMo's converter writes the head size as kv_channels (Minitron-8B: 48 heads x 128 > 4096),
    // which vLLM's NemotronConfig reads as head_dim.
    {"nemotron kv_channels", R"({"architectures": ["NemotronForCausalLM"], "model_type": "nemotron",
        "hidden_size": 4096, "intermediate_size": 16384, "num_attention_heads": 48, "kv_channels": 128,
        "num_hidden_layers": 32, "num_key_value_heads": 8, "vocab_size": 256000})",
     2LL * 256000 * 4096 + 32LL * (4096 * 6144 * 2 + 2 * 4096 * 1024 + 2 * 4096 * 16384 + 4 * 4096) + 2 * 4096,
     2LL * 32 * 8 * 128 * 2},
    // Phi-3.5-MoE's sizes. vLLM phimoe.py biases q/k/v, o_proj and the lm_head and uses LayerNorms
    // with bias whatever the config says: 2 x 32064 x 4096 + 32064 + 32 x (4096 x 6144 + 6144
    // + 4096 x 4096 + 4096 + 4096 x 16 + 16 x 3 x 4096 x 6400 + 4 x 4096) + 2 x 4096; KV 32 x 8 x 128.
    {"phimoe", R"({"architectures": ["PhiMoEForCausalLM"], "model_type": "phimoe", "hidden_size": 4096,
        "intermediate_size": 6400, "num_attention_heads": 32, "num_hidden_layers": 32,
        "num_key_value_heads": 8, "num_local_experts": 16, "num_experts_per_tok": 2,
        "max_position_embeddings": 131072, "vocab_size": 32064})",
     2LL * 32064 * 4096 + 32064 +
         32LL * (4096 * 6144 + 6144 + 4096 * 4096 + 4096 + 4096 * 16 + 16LL * 3 * 4096 * 6400 + 4 * 4096) +
         2 * 4096,
     2LL * 32 * 8 * 128 * 2},
    // EXAONE 3.0 7.8B (its printed config): num_layers through ExaoneConfig's attribute_map.
    // 2 x 102400 x 4096 + 32 x (4096 x 6144 + 4096 x 4096 + 3 x 4096 x 14336 + 2 x 4096) + 4096.
    {"exaone", R"({"architectures": ["ExaoneForCausalLM"], "model_type": "exaone", "hidden_size": 4096,
        "intermediate_size": 14336, "num_attention_heads": 32, "num_key_value_heads": 8, "num_layers": 32,
        "max_position_embeddings": 4096, "tie_word_embeddings": false, "vocab_size": 102400})",
     2LL * 102400 * 4096 + 32LL * (4096 * 6144 + 4096 * 4096 + 3 * 4096 * 14336 + 2 * 4096) + 4096,
     2LL * 32 * 8 * 128 * 2},
    // ExaoneConfig's defaults: tied, and intermediate_size 4 x hidden when the file has none.
    {"exaone defaults", R"({"architectures": ["ExaoneForCausalLM"], "model_type": "exaone",
        "hidden_size": 4096, "num_attention_heads": 32, "num_key_value_heads": 8, "num_layers": 32,
        "vocab_size": 102400})",
     102400LL * 4096 + 32LL * (4096 * 6144 + 4096 * 4096 + 3 * 4096 * 16384 + 2 * 4096) + 4096,
     2LL * 32 * 8 * 128 * 2},
    // Seed-OSS-36B: head_dim 128 (not 5120 / 80), q/k/v biased, o_proj and MLP not.
    // 2 x 155136 x 5120 + 64 x (5120 x 12288 + 12288 + 10240 x 5120 + 3 x 5120 x 27648 + 2 x 5120)
    // + 5120; KV 64 x 8 x 128.
    {"seed_oss", R"({"architectures": ["SeedOssForCausalLM"], "model_type": "seed_oss", "hidden_size": 5120,
        "intermediate_size": 27648, "num_attention_heads": 80, "num_hidden_layers": 64,
        "num_key_value_heads": 8, "max_position_embeddings": 524288, "vocab_size": 155136})",
     2LL * 155136 * 5120 + 64LL * (5120 * 12288 + 12288 + 10240 * 5120 + 3 * 5120 * 27648 + 2 * 5120) + 5120,
     2LL * 64 * 8 * 128 * 2},
    // dots.llm1: one dense layer, then 128 experts of 1408 (top 6) beside 2 shared, per-head q/k
    // norms. 2 x 152064 x 4096 + 62 x (4096 x 12288 + 4096 x 4096 + 2 x 128 + 2 x 4096) + 3 x 4096
    // x 10944 + 61 x (4096 x 128 + 128 x 3 x 4096 x 1408 + 3 x 4096 x 2816) + 4096; KV 62 x 32 x 128.
    {"dots1", R"({"architectures": ["Dots1ForCausalLM"], "model_type": "dots1", "hidden_size": 4096,
        "num_hidden_layers": 62, "intermediate_size": 10944, "num_attention_heads": 32,
        "num_key_value_heads": 32, "vocab_size": 152064, "first_k_dense_replace": 1,
        "moe_intermediate_size": 1408, "n_routed_experts": 128, "n_shared_experts": 2,
        "num_experts_per_tok": 6, "max_position_embeddings": 32768, "tie_word_embeddings": false})",
     2LL * 152064 * 4096 + 62LL * (4096 * 12288 + 4096 * 4096 + 2 * 128 + 2 * 4096) + 3LL * 4096 * 10944 +
         61LL * (4096 * 128 + 128LL * 3 * 4096 * 1408 + 3 * 4096 * 2816) + 4096,
     2LL * 62 * 32 * 128 * 2},
    // OLMo-3-7B's sizes (its Hub configs, quoted by mlx-community and tiny-random). vLLM runs it with
    // olmo2.py: full-width q/k RMSNorms, two post-norms per layer, no biases, untied head.
    // 2 x 100278 x 4096 + 32 x (4 x 4096^2 + 3 x 4096 x 11008 + 2 x 4096 + 2 x 4096) + 4096;
    // KV 32 layers (24 of them sliding, which still count per token) x 32 x 128.
    {"olmo3", R"({"architectures": ["Olmo3ForCausalLM"], "model_type": "olmo3", "hidden_size": 4096,
        "intermediate_size": 11008, "num_attention_heads": 32, "num_hidden_layers": 32,
        "num_key_value_heads": 32, "max_position_embeddings": 65536, "vocab_size": 100278})",
     2LL * 100278 * 4096 + 32LL * (4 * 4096 * 4096 + 3 * 4096 * 11008 + 4 * 4096) + 4096,
     2LL * 32 * 32 * 128 * 2},
    // Hunyuan-A13B: the card's 32 layers, 32 heads, 64 routed experts (top 8) plus one shared, ~128K
    // vocabulary and 80B total; hidden 4096, expert width 3072, 8 KV heads, vocabulary 128,167 and tied
    // embeddings as conversion tools quote its config (not checked against the Hub file). Its MoE
    // sizes are per-layer lists. vLLM hunyuan_v1.py: every layer MoE, a bias-free router, a shared MLP
    // of intermediate_size x num_shared_expert, per-head q/k RMSNorms.
    // 128167 x 4096 + 32 x (4096 x 6144 + 4096 x 4096 + 2 x 128 + 2 x 4096 + 4096 x 64
    // + 64 x 3 x 4096 x 3072 + 3 x 4096 x 3072) + 4096 = 80,393,183,232; KV 32 x 8 x 128.
    {"hunyuan_v1_moe", R"({"architectures": ["HunYuanMoEV1ForCausalLM"], "model_type": "hunyuan_v1_moe",
        "hidden_size": 4096, "intermediate_size": 3072, "num_attention_heads": 32, "num_hidden_layers": 32,
        "num_key_value_heads": 8, "head_dim": 128, "num_experts": 64, "use_mixed_mlp_moe": true,
        "moe_topk": [8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8],
        "moe_intermediate_size": [3072, 3072, 3072, 3072, 3072, 3072, 3072, 3072, 3072, 3072, 3072, 3072, 3072,
            3072, 3072, 3072, 3072, 3072, 3072, 3072, 3072, 3072, 3072, 3072, 3072, 3072, 3072, 3072, 3072, 3072,
            3072, 3072],
        "num_shared_expert": [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
            1, 1, 1, 1],
        "use_qk_norm": true, "use_cla": false, "max_position_embeddings": 32768, "tie_word_embeddings": true,
        "rope_scaling": {"alpha": 1000.0, "factor": 1.0, "type": "dynamic"}, "vocab_size": 128167})",
     80'393'183'232LL, 2LL * 32 * 8 * 128 * 2},
    // MiniMax-M2's sizes (the fields public copies of its config agree on). vLLM minimax_m2.py: q/k/v
    // and o without bias, q_norm over 48 x 128 and k_norm over 8 x 128, a gate of 256 experts plus
    // e_score_correction_bias (use_routing_bias), 256 gated experts of 1536, untied head. Adding the
    // FP8 checkpoint's 128 x 128 block scales (62 x 223,872) gives the Hub's 228,703,644,928.
    {"minimax_m2", R"({"architectures": ["MiniMaxM2ForCausalLM"], "model_type": "minimax_m2",
        "hidden_size": 3072, "intermediate_size": 1536, "num_hidden_layers": 62, "num_attention_heads": 48,
        "num_key_value_heads": 8, "head_dim": 128, "rotary_dim": 64, "num_local_experts": 256,
        "num_experts_per_tok": 8, "scoring_func": "sigmoid", "use_routing_bias": true, "use_qk_norm": true,
        "qk_norm_type": "per_layer", "shared_intermediate_size": 0, "num_mtp_modules": 3,
        "max_position_embeddings": 196608, "tie_word_embeddings": false, "vocab_size": 200064})",
     228'703'644'928LL - 62LL * 223'872, 2LL * 62 * 8 * 128 * 2},
};
// clang-format on

// OLMo-3-7B with its RoPE written three ways: transformers 4's rope_scaling, transformers 5's flat
// rope_parameters (tiny-random/olmo-3's config) and 5's per-layer-type rope_parameters.
QByteArray olmo3With(const QByteArray& rope)
{
    return R"({"architectures": ["Olmo3ForCausalLM"], "model_type": "olmo3", "hidden_size": 4096,
        "intermediate_size": 11008, "num_attention_heads": 32, "num_hidden_layers": 32,
        "num_key_value_heads": 32, "max_position_embeddings": 65536, "vocab_size": 100278, )" +
           rope + "}";
}

} // namespace

class TestHfLayouts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void familyCountsAsVllmBuildsIt_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<qint64>("parameters");
        QTest::addColumn<qint64>("kvBytesPerToken");
        for (const FamilyCase& c : kFamilies)
            QTest::newRow(c.name) << QByteArray(c.json) << c.parameters << c.kvBytesPerToken;
    }
    void familyCountsAsVllmBuildsIt()
    {
        QFETCH(QByteArray, json);
        QFETCH(qint64, parameters);
        QFETCH(qint64, kvBytesPerToken);
        const ModelSpec model = parsed(json);
        QCOMPARE(validateModelSpec(model), QString());
        QCOMPARE(static_cast<qint64>(shapeParameterCount(model)), parameters);
        QCOMPARE(wholeModelKv(model).bytesPerToken, kvBytesPerToken);
    }

    // vLLM's get_rope: how many rows of cos/sin each rope_scaling type keeps (weights.cpp sizes the
    // cache from them).
    void ropeCacheRowsPerScaling_data()
    {
        QTest::addColumn<QByteArray>("rope");
        QTest::addColumn<qint64>("rows");
        QTest::newRow("none") << QByteArray("null") << 32768LL;
        QTest::newRow("llama3") << QByteArray(R"({"rope_type": "llama3", "factor": 8.0})") << 32768LL;
        QTest::newRow("linear x 4") << QByteArray(R"({"type": "linear", "factor": 4.0})") << 4 * 32768LL;
        QTest::newRow("dynamic x 2") << QByteArray(R"({"type": "dynamic", "factor": 2.0})") << 2 * 32768LL;
        QTest::newRow("yarn 4096 x 4")
            << QByteArray(R"({"rope_type": "yarn", "factor": 4.0, "original_max_position_embeddings": 4096})")
            << 4 * 4096LL;
        QTest::newRow("longrope: short and long")
            << QByteArray(R"({"type": "longrope", "original_max_position_embeddings": 4096,
                              "long_factor": [1.0], "short_factor": [1.0]})")
            << 4096 + 32768LL;
    }
    void ropeCacheRowsPerScaling()
    {
        QFETCH(QByteArray, rope);
        QFETCH(qint64, rows);
        const QByteArray json = R"({"architectures": ["LlamaForCausalLM"], "model_type": "llama",
            "hidden_size": 1024, "intermediate_size": 4096, "num_attention_heads": 8, "num_hidden_layers": 2,
            "num_key_value_heads": 8, "max_position_embeddings": 32768, "vocab_size": 32000, "rope_scaling": )" +
                                rope + "}";
        QCOMPARE(static_cast<qint64>(parsed(json).ropeCacheRows), rows);
    }

    // OLMo 3 slides on three layers in four (Olmo3Config's layer_types default) and scales RoPE on its
    // full-attention layers only, so a yarn-scaled OLMo 3 keeps a second, default cache for the sliding
    // ones (olmo2.py): 8192 x 8 + 65536 rows. transformers 5 writes the scaling as rope_parameters.
    void olmo3SlidesAndScalesItsFullLayersOnly_data()
    {
        QTest::addColumn<QByteArray>("rope");
        QTest::addColumn<qint64>("maxModelLen");
        QTest::addColumn<qint64>("rows");
        QTest::addColumn<int>("sliding");
        const QByteArray yarn =
            R"({"rope_type": "yarn", "factor": 8.0, "original_max_position_embeddings": 8192,
                "attention_factor": 1.2079441541679836, "beta_fast": 32, "beta_slow": 1, "rope_theta": 500000})";
        QTest::newRow("rope_scaling yarn")
            << QByteArray("\"rope_scaling\": " + yarn) << 65536LL << 65536LL + 65536 << 24;
        QTest::newRow("rope_parameters yarn")
            << QByteArray("\"rope_parameters\": " + yarn) << 65536LL << 65536LL + 65536 << 24;
        QTest::newRow("rope_parameters per layer type, default")
            << QByteArray(
                   R"("rope_parameters": {"full_attention": {"rope_theta": 500000.0, "rope_type": "default"},
                "sliding_attention": {"rope_theta": 500000.0, "rope_type": "default"}})")
            << 65536LL << 65536LL << 24;
        // No window: every layer is full attention and takes the one, scaled cache.
        QTest::newRow("no sliding window")
            << QByteArray("\"sliding_window\": null, \"rope_scaling\": " + yarn) << 65536LL << 65536LL << 0;
    }
    void olmo3SlidesAndScalesItsFullLayersOnly()
    {
        QFETCH(QByteArray, rope);
        QFETCH(qint64, maxModelLen);
        QFETCH(qint64, rows);
        QFETCH(int, sliding);
        const ModelSpec model = parsed(olmo3With(rope));
        QCOMPARE(model.countLayers(LayerType::SlidingWindow), sliding);
        if (sliding > 0) {
            QCOMPARE(model.countLayers(LayerType::FullAttention), 8);
            QCOMPARE(model.layerTypes.at(3), LayerType::FullAttention);
            QCOMPARE(model.slidingWindow, 4096);
        }
        QCOMPARE(static_cast<qint64>(model.derivedMaxModelLen), maxModelLen);
        QCOMPARE(static_cast<qint64>(model.ropeCacheRows), rows);
    }

    // Any family saved by transformers 5 states its scaling as rope_parameters: a Qwen2 with yarn x 4
    // over 32,768 positions serves 131,072 tokens, as with rope_scaling.
    void ropeParametersScaleTheContextLikeRopeScaling()
    {
        const ModelSpec model = parsed(R"({"architectures": ["Qwen2ForCausalLM"], "model_type": "qwen2",
            "hidden_size": 1024, "intermediate_size": 4096, "num_attention_heads": 8, "num_hidden_layers": 2,
            "num_key_value_heads": 8, "max_position_embeddings": 32768, "vocab_size": 32000,
            "rope_parameters": {"rope_type": "yarn", "factor": 4.0, "original_max_position_embeddings": 32768,
                                "rope_theta": 1000000.0}})");
        QCOMPARE(static_cast<qint64>(model.derivedMaxModelLen), 131072LL);
        QCOMPARE(static_cast<qint64>(model.ropeCacheRows), 131072LL);
    }

    // Hunyuan's per-layer MoE lists: equal entries read as one size; entries that differ, and
    // cross-layer attention (use_cla), are recognised but not modelled, so the plan refuses.
    void hunyuanPerLayerListsAndCla_data()
    {
        QTest::addColumn<QByteArray>("extra");
        QTest::addColumn<QString>("unmodelled");
        QTest::newRow("uniform") << QByteArray(R"("moe_topk": [8, 8])") << QString();
        QTest::newRow("varying top-k") << QByteArray(R"("moe_topk": [8, 4])") << u"moe_topk"_s;
        QTest::newRow("cla") << QByteArray(R"("moe_topk": 8, "use_cla": true, "cla_share_factor": 2)")
                             << u"use_cla"_s;
        QTest::newRow("cla as a number")
            << QByteArray(R"("moe_topk": 8, "use_cla": 1, "cla_share_factor": 2)") << u"use_cla"_s;
    }
    void hunyuanPerLayerListsAndCla()
    {
        QFETCH(QByteArray, extra);
        QFETCH(QString, unmodelled);
        const ModelSpec model = parsed(R"({"architectures": ["HunYuanMoEV1ForCausalLM"],
            "model_type": "hunyuan_v1_moe", "hidden_size": 1024, "intermediate_size": 512,
            "num_attention_heads": 8, "num_hidden_layers": 2, "num_key_value_heads": 8, "num_experts": 16,
            "use_mixed_mlp_moe": true, "num_shared_expert": 2, "vocab_size": 32000, )" +
                                       extra + "}");
        QCOMPARE(model.moe.numExperts, 16);
        QCOMPARE(model.moe.expertsPerToken, 8);
        QCOMPARE(model.moe.expertIntermediate, 512); // no moe_intermediate_size: intermediate_size
        QCOMPARE(model.moe.sharedIntermediate, 2 * 512);
        const QString features = model.unmodelledFeatures.join(u"; "_s);
        QVERIFY2(unmodelled.isEmpty() ? features.isEmpty() : features.contains(unmodelled),
                 qPrintable(features));
    }

    // A per-layer list shorter than the model, or a shared MLP wider than kvbudget counts, is refused by
    // name; num_shared_expert 0 means no shared MLP.
    void hunyuanListsAreChecked()
    {
        const QByteArray base =
            R"({"architectures": ["HunYuanMoEV1ForCausalLM"], "model_type": "hunyuan_v1_moe",
            "hidden_size": 1024, "intermediate_size": 512, "num_attention_heads": 8, "num_hidden_layers": 2,
            "num_key_value_heads": 8, "num_experts": 16, "use_mixed_mlp_moe": true, "vocab_size": 32000, )";
        const auto shortList = parseModelConfigBytes(base + R"("moe_topk": [8]})", u"config.json"_s);
        QVERIFY(!shortList.ok());
        QVERIFY2(shortList.error().message.contains(u"moe_topk"_s), qPrintable(shortList.error().message));
        const auto wide =
            parseModelConfigBytes(base + R"("moe_topk": 8, "num_shared_expert": 100000})", u"config.json"_s);
        QVERIFY(!wide.ok());
        QVERIFY2(wide.error().message.contains(u"num_shared_expert"_s), qPrintable(wide.error().message));
        const ModelSpec none = parsed(base + R"("moe_topk": 8, "num_shared_expert": 0})");
        QCOMPARE(none.moe.numSharedExperts, 0);
    }

    // Ling 2.0 (bailing_moe.py): moe_router_enable_expert_bias adds one value per expert to each MoE
    // layer's router, and moe_shared_expert_intermediate_size sets each shared expert's width.
    void lingExpertBiasAndSharedWidth()
    {
        const QByteArray base = R"({"architectures": ["BailingMoeV2ForCausalLM"], "model_type": "bailing_moe",
            "hidden_size": 1024, "intermediate_size": 4096, "moe_intermediate_size": 512, "num_attention_heads": 8,
            "num_hidden_layers": 4, "num_key_value_heads": 4, "num_experts": 16, "num_experts_per_tok": 4,
            "num_shared_experts": 2, "first_k_dense_replace": 1, "use_bias": false, "vocab_size": 32000)";
        const ModelSpec plain = parsed(base + "}");
        const ModelSpec biased = parsed(base + R"(, "moe_router_enable_expert_bias": true})");
        QVERIFY(!plain.moe.routerBias && biased.moe.routerBias);
        // 3 MoE layers (the first is dense) x 16 experts
        QCOMPARE(static_cast<qint64>(shapeParameterCount(biased) - shapeParameterCount(plain)), 3LL * 16);
        const ModelSpec wideShared = parsed(base + R"(, "moe_shared_expert_intermediate_size": 1024})");
        QCOMPARE(wideShared.moe.sharedIntermediate, 1024);
        // each of the 2 shared experts widens from 512 to 1024 (1024 to 2048 together): gate, up and down
        // gain 3 x 1024 x 1024 on each of the 3 MoE layers
        QCOMPARE(static_cast<qint64>(shapeParameterCount(wideShared) - shapeParameterCount(plain)),
                 3LL * 3 * 1024 * 1024);
    }

    // ChatGLM: multi_query_group_num is the KV head count only with multi_query_attention on.
    void chatglmGroupsCountOnlyWithMultiQueryAttention()
    {
        const auto config = [](const char* multiQuery) -> QByteArray {
            return QByteArray(R"({"architectures": ["ChatGLMModel"], "model_type": "chatglm", "num_layers": 2,
                "hidden_size": 4096, "num_attention_heads": 32, "multi_query_group_num": 2, "padded_vocab_size": 65024,
                "multi_query_attention": )") +
                   multiQuery + "}";
        };
        QCOMPARE(parsed(config("true")).numKvHeads, 2);
        QCOMPARE(parsed(config("false")).numKvHeads, 32);
        // without the key, ChatGLMConfig's default (off)
        QCOMPARE(parsed(R"({"architectures": ["ChatGLMModel"], "model_type": "chatglm", "num_layers": 2,
            "hidden_size": 4096, "num_attention_heads": 32, "multi_query_group_num": 2, "padded_vocab_size": 65024})")
                     .numKvHeads,
                 32);
    }

    // Gemma 3's global layers scale by 8 (linear), its sliding layers keep an unscaled cache of their
    // own at rope_local_base_freq: 131072 x 8 + 131072 rows of 128.
    void gemma3KeepsTwoRopeCaches()
    {
        const auto result = importModelConfig(
            QStringLiteral(KVBUDGET_TEST_DATA "/configs/google__gemma-3-27b-it.config.json"));
        QVERIFY(result.ok());
        QCOMPARE(static_cast<qint64>(result->model.ropeCacheRows), 131072LL * 8 + 131072);
    }
};

QTEST_GUILESS_MAIN(TestHfLayouts)
#include "tst_hflayouts.moc"
