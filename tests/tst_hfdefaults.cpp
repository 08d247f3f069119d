// config.json read the way transformers reads it: class defaults (presets/config-defaults.json), nested
// text and sub-configs, each family's layout rules, and the note for a family without researched defaults.
#include "budget/defaults.h"
#include "budget/engine.h"
#include "budget/kvcache.h"
#include "hfconfigfixtures.h"
#include "io/configdefaults.h"
#include "io/hfconfig.h"
#include "io/presets.h"
#include "model/layerparams.h"
#include "model/modelspec.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <algorithm>

using namespace kvb;
using namespace kvb::hftest;
using namespace Qt::StringLiterals;

class TestHfDefaults : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Multimodal wrappers keep the language model's dimensions under text_config, with its own class
    // defaults.
    void textConfigNesting()
    {
        QJsonObject text = configObject(u"llama-3.1-8b-instruct"_s);
        text.remove(u"tie_word_embeddings"_s);
        QJsonObject wrapper{{u"architectures"_s, QJsonArray{u"LlavaForConditionalGeneration"_s}},
                            {u"model_type"_s, u"llava"_s},
                            {u"tie_word_embeddings"_s, true},
                            {u"text_config"_s, text}};
        auto result = parseModelConfig(wrapper, u"config.json"_s);
        QVERIFY2(result.ok(), qPrintable(result ? QString() : result.error().message));
        QCOMPARE(result->model.numLayers, 32);
        QCOMPARE(result->model.numKvHeads, 8);
        QCOMPARE(result->model.hiddenSize, 4096);
        // transformers builds text_config as a LlamaConfig, whose tie_word_embeddings defaults to false, and
        // vLLM's language model ties by that config, not the wrapper's.
        QVERIFY(!result->model.tieWordEmbeddings);
        QCOMPARE(result->model.unmodelledFeatures, QStringList());

        // A SigLIP tower under LLaVA is recognised but not modelled (only CLIP is): the plan refuses rather
        // than guess.
        wrapper.insert(u"vision_config"_s,
                       QJsonObject{{u"model_type"_s, u"siglip_vision_model"_s}, {u"hidden_size"_s, 1152}});
        result = parseModelConfig(wrapper, u"config.json"_s);
        QVERIFY(result.ok());
        QVERIFY2(result->model.unmodelledFeatures.join(u'|').contains(u"vision encoder"_s),
                 qPrintable(result->model.unmodelledFeatures.join(u'|')));

        text.insert(u"hidden_size"_s, u"4096"_s);
        wrapper.insert(u"text_config"_s, text);
        result = parseModelConfig(wrapper, u"config.json"_s);
        QVERIFY(!result.ok());
        QVERIFY2(result.error().message.contains(u"hidden_size"_s), qPrintable(result.error().message));
    }

    // transformers fills what a config.json leaves out from its class's defaults
    // (presets/config-defaults.json); the user is told which fields and which class.
    void classDefaultsFillOmittedFields()
    {
        const auto result =
            parseModelConfigBytes(llamaWith(u"hidden_size"_s, QJsonValue::Undefined), u"config.json"_s);
        QVERIFY2(result.ok(), qPrintable(result ? QString() : result.error().message));
        QCOMPARE(result->model.hiddenSize, 4096); // LlamaConfig(hidden_size=4096)
        const QString warnings = result->warnings.join(u'\n');
        QVERIFY2(warnings.contains(u"hidden_size = 4096"_s) && warnings.contains(u"LlamaConfig"_s),
                 qPrintable(warnings));

        const auto noContext = parseModelConfigBytes(
            llamaWith(u"max_position_embeddings"_s, QJsonValue::Undefined), u"config.json"_s);
        QVERIFY(noContext.ok());
        QCOMPARE(noContext->model.maxPositionEmbeddings, 2048); // LlamaConfig(max_position_embeddings=2048)
        QVERIFY(!noContext->model.maxLenAssumed);
        // No length key at all (an unknown type here, Mamba in life): vLLM assumes 2048, says so, and
        // then accepts any --max-model-len.
        QJsonObject bare = configObject(u"llama-3.1-8b-instruct"_s);
        bare.insert(u"model_type"_s, u"acme"_s);
        bare.remove(u"max_position_embeddings"_s);
        const auto assumed = parseModelConfig(bare, u"config.json"_s);
        QVERIFY(assumed.ok());
        QCOMPARE(assumed->model.maxModelLen(), 2048);
        QVERIFY(assumed->model.maxLenAssumed);
        QVERIFY(assumed->warnings.join(u'\n').contains(u"Assuming the model's maximum length is 2048"_s));
        QCOMPARE(configDefaultsErrors(), QStringList());
        QCOMPARE(classDefaults(u"gemma3_text"_s).value(u"vocab_size"_s).toInt(), 262208);
    }

    // A family kvbudget has no researched entry for is read as a Llama-style decoder, and the user is told:
    // a plain-MLP family read that way is counted with half its MLP weights again.
    void unresearchedFamilyIsNamed()
    {
        QJsonObject acme = configObject(u"llama-3.1-8b-instruct"_s);
        acme.insert(u"model_type"_s, u"acme"_s);
        const auto unknown = parseModelConfig(acme, u"config.json"_s);
        QVERIFY(unknown.ok());
        const QString said = unknown->warnings.join(u'\n');
        QVERIFY2(said.contains(u"model_type \"acme\""_s) && said.contains(u"Llama-style decoder"_s),
                 qPrintable(said));

        QJsonObject untyped = configObject(u"llama-3.1-8b-instruct"_s);
        untyped.remove(u"model_type"_s);
        const auto noType = parseModelConfig(untyped, u"config.json"_s);
        QVERIFY(noType.ok());
        QVERIFY2(noType->warnings.join(u'\n').contains(u"has no model_type"_s),
                 qPrintable(noType->warnings.join(u'\n')));

        const auto llama = parseModelConfig(configObject(u"llama-3.1-8b-instruct"_s), u"config.json"_s);
        QVERIFY(llama.ok());
        QVERIFY2(!llama->warnings.join(u'\n').contains(u"Llama-style"_s),
                 qPrintable(llama->warnings.join(u'\n')));
    }

    // vLLM's falcon.py: multi_query means one KV head unless new_decoder_architecture, even when a config
    // re-saved by transformers carries num_kv_heads = num_attention_heads; the new architecture reads
    // num_kv_heads.
    void falconKvHeadsFollowVllm()
    {
        const QByteArray resaved = R"({"architectures": ["FalconForCausalLM"], "model_type": "falcon",
            "hidden_size": 4544, "num_attention_heads": 71, "num_hidden_layers": 32, "vocab_size": 65024,
            "multi_query": true, "new_decoder_architecture": false, "num_kv_heads": 71, "parallel_attn": true,
            "bias": false, "torch_dtype": "bfloat16"})";
        const auto mqa = parseModelConfigBytes(resaved, u"config.json"_s);
        QVERIFY2(mqa.ok(), qPrintable(mqa ? QString() : mqa.error().message));
        QCOMPARE(mqa->model.numKvHeads, 1);
        QCOMPARE(mqa->model.intermediateSize, 4 * 4544); // FalconConfig: ffn_hidden_size None -> 4 x hidden
        QVERIFY(mqa->model.tieWordEmbeddings); // PretrainedConfig's default, as FalconConfig keeps it
        QVERIFY(!mqa->warnings.join(u'\n').contains(u"Llama-style"_s));

        // Falcon-40B's shape: 128 query heads in 8 groups.
        const QByteArray newDecoder = R"({"architectures": ["FalconForCausalLM"], "model_type": "falcon",
            "hidden_size": 8192, "num_attention_heads": 128, "num_hidden_layers": 60, "vocab_size": 65024,
            "multi_query": true, "new_decoder_architecture": true, "num_kv_heads": 8, "parallel_attn": true,
            "bias": false, "torch_dtype": "bfloat16"})";
        const auto gqa = parseModelConfigBytes(newDecoder, u"config.json"_s);
        QVERIFY2(gqa.ok(), qPrintable(gqa ? QString() : gqa.error().message));
        QCOMPARE(gqa->model.numKvHeads, 8);
    }

    // DBRX keeps its sizes in nested sub-configs with their own classes' defaults: what ffn_config leaves
    // out comes from DbrxFFNConfig (moe_top_k 1), what attn_config leaves out from DbrxAttentionConfig.
    void nestedSubConfigDefaults()
    {
        const QByteArray dbrx =
            R"({"architectures": ["DbrxForCausalLM"], "model_type": "dbrx", "d_model": 6144,
            "n_heads": 48, "n_layers": 40, "max_seq_len": 32768, "vocab_size": 100352, "torch_dtype": "bfloat16",
            "attn_config": {"kv_n_heads": 8}, "ffn_config": {"ffn_hidden_size": 10752, "moe_num_experts": 16}})";
        const auto result = parseModelConfigBytes(dbrx, u"config.json"_s);
        QVERIFY2(result.ok(), qPrintable(result ? QString() : result.error().message));
        QCOMPARE(result->model.numKvHeads, 8);
        QCOMPARE(result->model.intermediateSize, 10752);
        QCOMPARE(result->model.moe.numExperts, 16);
        QCOMPARE(result->model.moe.expertsPerToken, 1); // DbrxFFNConfig(moe_top_k=1)
        QVERIFY(!result->model.tieWordEmbeddings);

        QByteArray badWidth = dbrx;
        badWidth.replace(R"("ffn_hidden_size": 10752)", R"("ffn_hidden_size": "wide")");
        const auto bad = parseModelConfigBytes(badWidth, u"config.json"_s);
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error().message.contains(u"ffn_config.ffn_hidden_size"_s),
                 qPrintable(bad.error().message));

        // MPT's grouped-query variant states its KV heads the same way, in attn_config.
        const QByteArray mpt = R"({"architectures": ["MPTForCausalLM"], "model_type": "mpt", "d_model": 4096,
            "n_heads": 32, "n_layers": 32, "vocab_size": 50432, "max_seq_len": 2048, "expansion_ratio": 4,
            "torch_dtype": "bfloat16", "attn_config": {"kv_n_heads": 8}})";
        const auto grouped = parseModelConfigBytes(mpt, u"config.json"_s);
        QVERIFY2(grouped.ok(), qPrintable(grouped ? QString() : grouped.error().message));
        QCOMPARE(grouped->model.numKvHeads, 8);
        QCOMPARE(grouped->model.intermediateSize, 4 * 4096);
    }

    // Cohere 2 (Command R7B, Command A): without layer_types, Cohere2Config slides every layer but each
    // 4th (sliding_window_pattern's default) over a 4,096-token window, and ties the head as Cohere does.
    void cohere2SlidesThreeLayersInFour()
    {
        const QByteArray r7b = R"({"architectures": ["Cohere2ForCausalLM"], "model_type": "cohere2",
            "hidden_size": 4096, "intermediate_size": 14336, "num_hidden_layers": 32, "num_attention_heads": 32,
            "num_key_value_heads": 8, "max_position_embeddings": 132096, "vocab_size": 256000,
            "torch_dtype": "bfloat16"})";
        const auto result = parseModelConfigBytes(r7b, u"config.json"_s);
        QVERIFY2(result.ok(), qPrintable(result ? QString() : result.error().message));
        const ModelSpec& m = result->model;
        QCOMPARE(m.slidingWindow, 4096);
        QCOMPARE(static_cast<int>(m.layerTypes.size()), 32);
        QCOMPARE(std::count(m.layerTypes.begin(), m.layerTypes.end(), LayerType::FullAttention), 8);
        QCOMPARE(m.layerTypes[3], LayerType::FullAttention);
        QVERIFY(m.tieWordEmbeddings);
        QCOMPARE(m.normsPerLayer, 1);
        QVERIFY(!result->warnings.join(u'\n').contains(u"Llama-style"_s));
    }

    // MiniCPM3 has MLA's projections, but vLLM's minicpm3.py expands K and V per head and caches them as
    // ordinary attention (V padded to the 96-wide q/k head): 2 x 62 layers x 40 heads x 96 x 2 bytes, not
    // DeepSeek's 288-value latent, and no FlashMLA block size. MiniCPM3Config derives v_head_dim as
    // hidden / heads (64) and ties the embedding.
    void minicpm3CachesFullKeysAndValues()
    {
        const QByteArray minicpm3 = R"({"architectures": ["MiniCPM3ForCausalLM"], "model_type": "minicpm3",
            "hidden_size": 2560, "num_hidden_layers": 62, "intermediate_size": 6400, "num_attention_heads": 40,
            "num_key_value_heads": 40, "qk_nope_head_dim": 64, "qk_rope_head_dim": 32, "q_lora_rank": 768,
            "kv_lora_rank": 256, "max_position_embeddings": 32768, "vocab_size": 73448, "scale_emb": 12,
            "dim_model_base": 256, "scale_depth": 1.4, "torch_dtype": "bfloat16"})";
        const auto result = parseModelConfigBytes(minicpm3, u"config.json"_s);
        QVERIFY2(result.ok(), qPrintable(result ? QString() : result.error().message));
        const ModelSpec& m = result->model;
        QCOMPARE(m.mla.vHeadDim, 64);
        QVERIFY(m.mla.expandedCache && !m.mla.cachesLatent());
        QVERIFY(m.tieWordEmbeddings);
        QCOMPARE(wholeModelKv(m).bytesPerToken, 2LL * 62 * 40 * 96 * 2);
        QCOMPARE(defaultBlockSizeFor(m, 9.0, VllmVersion{0, 11, 0}), 16);
        // Per layer q_a 2560 x 768 + q_a_norm 768 + q_b 768 x 3840 + kv_a 2560 x 288 + kv_a_norm 256 +
        // kv_b 256 x 5120 + o 2560 x 2560 + MLP 3 x 2560 x 6400 + norms 2 x 2560 = 62,674,944; x 62 layers,
        // + embedding 73448 x 2560 + final norm 2560.
        QCOMPARE(shapeParameterCount(m), 62'674'944LL * 62 + 73448LL * 2560 + 2560);
    }

    // JambaConfig's num_key_value_heads default is 8 (not the heads), and mamba_dt_rank "auto" is
    // ceil(hidden / 16). Jamba 1.5 Mini's shape, hand-counted from vLLM's jamba.py and mamba_mixer.py.
    void jambaReadsItsClassDefaults()
    {
        const QByteArray jamba = R"({"architectures": ["JambaForCausalLM"], "model_type": "jamba",
            "hidden_size": 4096, "intermediate_size": 14336, "num_hidden_layers": 32, "num_attention_heads": 32,
            "num_experts": 16, "num_experts_per_tok": 2, "mamba_dt_rank": "auto", "vocab_size": 65536,
            "torch_dtype": "bfloat16"})";
        const auto result = parseModelConfigBytes(jamba, u"config.json"_s);
        QVERIFY2(result.ok(), qPrintable(result ? QString() : result.error().message));
        const ModelSpec& m = result->model;
        QCOMPARE(m.numKvHeads, 8);
        QCOMPARE(m.countLayers(LayerType::FullAttention), 4);
        QCOMPARE(wholeModelKv(m).bytesPerToken, 2LL * 4 * 8 * 128 * 2);
        // Mamba layer: in_proj 4096 x 16384 + conv 8192 x 4 + conv bias 8192 + x_proj 8192 x 288 +
        // dt_proj 256 x 8192 + its bias 8192 + A 8192 x 16 + D 8192 + out_proj 8192 x 4096 + the dt/B/C
        // norms 256 + 16 + 16 = 105,308,448 (x 28); attention 4096 x 6144 + 4096 x 4096 (x 4); dense MLP
        // 3 x 4096 x 14336 (x 16); experts 16 x that + router 4096 x 16 (x 16); 2 norms x 4096 x 32 layers;
        // embedding and lm_head 2 x 65536 x 4096; final norm 4096.
        const std::int64_t mlp = 3LL * 4096 * 14336;
        QCOMPARE(shapeParameterCount(m), 105'308'448LL * 28 + (4096LL * 6144 + 4096LL * 4096) * 4 + mlp * 16 +
                                             (16 * mlp + 4096LL * 16) * 16 + 2LL * 4096 * 32 +
                                             2LL * 65536 * 4096 + 4096);
    }

    // Layer rules beyond Llama's, each from the family's vLLM model file: OLMo v1's weightless LayerNorms,
    // ERNIE 4.5's expert fields and router bias, BLOOM's embedding LayerNorm (with its sizes spelled
    // n_embed / n_layer), and EXAONE 4's sliding pattern from class defaults.
    void layoutRulesBeyondLlama()
    {
        const QByteArray olmo = R"({"architectures": ["OlmoForCausalLM"], "model_type": "olmo",
            "hidden_size": 2048, "intermediate_size": 8192, "max_position_embeddings": 2048,
            "num_attention_heads": 16, "num_hidden_layers": 16, "tie_word_embeddings": true, "vocab_size": 50304})";
        const auto olmoModel = parseModelConfigBytes(olmo, u"config.json"_s);
        QVERIFY2(olmoModel.ok(), qPrintable(olmoModel ? QString() : olmoModel.error().message));
        // (4 x 2048^2 + 3 x 2048 x 8192) x 16 + 50304 x 2048: no norm weights at all.
        QCOMPARE(shapeParameterCount(olmoModel->model),
                 (4LL * 2048 * 2048 + 3LL * 2048 * 8192) * 16 + 50304LL * 2048);

        const QByteArray ernie =
            R"({"architectures": ["Ernie4_5_MoeForCausalLM"], "model_type": "ernie4_5_moe",
            "hidden_size": 2560, "intermediate_size": 12288, "moe_intermediate_size": 1536, "moe_k": 6,
            "moe_num_experts": 64, "moe_num_shared_experts": 2, "moe_layer_start_index": 1,
            "num_attention_heads": 20, "num_hidden_layers": 28, "num_key_value_heads": 4,
            "tie_word_embeddings": true, "vocab_size": 103424, "torch_dtype": "bfloat16"})";
        const auto ernieModel = parseModelConfigBytes(ernie, u"config.json"_s);
        QVERIFY2(ernieModel.ok(), qPrintable(ernieModel ? QString() : ernieModel.error().message));
        const MoeSpec& e = ernieModel->model.moe;
        QCOMPARE(e.numExperts, 64);
        QCOMPARE(e.expertsPerToken, 6);
        QCOMPARE(e.numSharedExperts, 2);
        QCOMPARE(e.firstDenseLayers, 1);
        QVERIFY(e.routerBias);
        // Attention 2560 x (20 + 8) x 128 + 2560 x 2560 and 2 norms x 2560 per layer (x 28); layer 0's
        // dense MLP 3 x 2560 x 12288; 27 expert layers of 64 experts + 2 shared x 3 x 2560 x 1536, the
        // router 2560 x 64 and its 64 biases; tied embedding 103424 x 2560; final norm.
        const std::int64_t attention = 2560LL * 28 * 128 + 2560LL * 2560 + 2 * 2560;
        QCOMPARE(shapeParameterCount(ernieModel->model),
                 attention * 28 + 3LL * 2560 * 12288 + (66LL * 3 * 2560 * 1536 + 2560LL * 64 + 64) * 27 +
                     103424LL * 2560 + 2560);

        const QByteArray bloom = R"({"architectures": ["BloomForCausalLM"], "model_type": "bloom",
            "n_embed": 1024, "n_layer": 24, "num_attention_heads": 16, "vocab_size": 250880})";
        const auto bloomModel = parseModelConfigBytes(bloom, u"config.json"_s);
        QVERIFY2(bloomModel.ok(), qPrintable(bloomModel ? QString() : bloomModel.error().message));
        QVERIFY(bloomModel->model.embeddingNorm && !bloomModel->model.usesRope);
        QCOMPARE(bloomModel->model.numAttentionHeads, 16);
        // The file's num_attention_heads sets BloomConfig's n_head: its default (8) is not "filled".
        QVERIFY2(!bloomModel->warnings.join(u'\n').contains(u"n_head"_s),
                 qPrintable(bloomModel->warnings.join(u'\n')));
        // Per layer qkv 1024 x 3072 + 3072, dense 1024^2 + 1024, MLP 2 x 1024 x 4096 + 4096 + 1024, two
        // LayerNorms 4 x 1024 (x 24); tied embedding 250880 x 1024, its LayerNorm and ln_f 2 x 2 x 1024.
        const std::int64_t block =
            1024LL * 3072 + 3072 + 1024LL * 1024 + 1024 + 2LL * 1024 * 4096 + 4096 + 1024 + 4 * 1024;
        QCOMPARE(shapeParameterCount(bloomModel->model), block * 24 + 250880LL * 1024 + 4 * 1024);

        // Exaone4Config: sliding_window 4096 and sliding_window_pattern 4 when the file leaves them out.
        const QByteArray exaone = R"({"architectures": ["Exaone4ForCausalLM"], "model_type": "exaone4",
            "head_dim": 128, "hidden_size": 5120, "intermediate_size": 27392, "max_position_embeddings": 131072,
            "num_attention_heads": 40, "num_hidden_layers": 64, "num_key_value_heads": 8, "vocab_size": 102400})";
        const auto exaoneModel = parseModelConfigBytes(exaone, u"config.json"_s);
        QVERIFY2(exaoneModel.ok(), qPrintable(exaoneModel ? QString() : exaoneModel.error().message));
        QCOMPARE(exaoneModel->model.countLayers(LayerType::SlidingWindow), 48);
        QCOMPARE(exaoneModel->model.slidingWindow, 4096);
        QVERIFY(exaoneModel->model.qkNorm);
        for (const auto* parsed : {&olmoModel, &ernieModel, &bloomModel, &exaoneModel})
            QVERIFY(!(*parsed)->warnings.join(u'\n').contains(u"Llama-style"_s));
    }

    // vLLM builds a LLaVA-style vision tower only up to vision_feature_layer, and the projector's biases
    // follow multimodal_projector_bias: on Mistral-Small-3.1, -2 drops one Pixtral block (4 x 1024^2 +
    // 3 x 1024 x 4096 + 2 x 1024) and the biases add 2 x 5120.
    void visionTowerStopsAtTheFeatureLayer()
    {
        QJsonObject mistral3 =
            QJsonDocument::fromJson(
                readFile(u"" KVBUDGET_TEST_DATA
                         "/configs/mistralai__Mistral-Small-3.1-24B-Instruct-2503.config.json"_s))
                .object();
        const auto full = parseModelConfig(mistral3, u"config.json"_s);
        QVERIFY2(full.ok(), qPrintable(full ? QString() : full.error().message));
        QCOMPARE(full->model.vision.depth, 24);
        mistral3.insert(u"vision_feature_layer"_s, -2);
        mistral3.insert(u"multimodal_projector_bias"_s, true);
        const auto cut = parseModelConfig(mistral3, u"config.json"_s);
        QVERIFY2(cut.ok(), qPrintable(cut ? QString() : cut.error().message));
        QCOMPARE(cut->model.vision.depth, 23);
        QCOMPARE(cut->model.vision.parameters - full->model.vision.parameters,
                 -(4LL * 1024 * 1024 + 3LL * 1024 * 4096 + 2 * 1024) + 2 * 5120);
    }

    // With no vision_config LlavaConfig builds CLIP-L/336 (not CLIPVisionConfig's ViT-B/32), so
    // llava-1.5's file without it counts the same 7,050,828,800; "full" keeps the class token (577).
    void llavaDefaultTowerAndFeatureStrategy()
    {
        QJsonObject llava =
            QJsonDocument::fromJson(
                readFile(u"" KVBUDGET_TEST_DATA "/configs/llava-hf__llava-1.5-7b-hf.config.json"_s))
                .object();
        llava.remove(u"vision_config"_s);
        llava.insert(u"vision_feature_select_strategy"_s, u"full"_s);
        const auto result = parseModelConfig(llava, u"config.json"_s);
        QVERIFY2(result.ok(), qPrintable(result ? QString() : result.error().message));
        QCOMPARE(shapeParameterCount(result->model), 7'050'828'800LL);
        QCOMPARE(result->model.vision.llmTokensPerImage(), 577);

        llava.insert(u"vision_feature_layer"_s, QJsonArray{-2, -40});
        const auto bad = parseModelConfig(llava, u"config.json"_s);
        QVERIFY(!bad.ok());
        QVERIFY2(
            bad.error().message.contains(u"vision_feature_layer -40 is outside the 24-layer vision tower"_s),
            qPrintable(bad.error().message));
    }

    // LLaVA-NeXT (vLLM llava_next.py): the profiled image is the pinpoint with the most LLM tokens,
    // counted after the padding its grid adds is removed; a list of feature layers widens the projector.
    void llavaNextPinpointsAndFeatureLayers()
    {
        QJsonObject next =
            QJsonDocument::fromJson(
                readFile(u"" KVBUDGET_TEST_DATA "/configs/llava-hf__llava-v1.6-vicuna-7b-hf.config.json"_s))
                .object();
        // 400 x 672 is cut into a 1 x 2 grid of 336 tiles (24 x 48 patches); its 1.68 aspect keeps
        // 672 x 24 / 400 = 40.32 -> 40 columns, so (48 - 40) / 2 = 4 padding columns go from each side:
        // 24 x 40 + 24 newlines + 576 = 1,560 tokens from 1 + 2 crops. 336 x 336 gives only 1,176.
        next.insert(u"image_grid_pinpoints"_s, QJsonArray{QJsonArray{336, 336}, QJsonArray{400, 672}});
        next.insert(u"vision_feature_layer"_s, QJsonArray{-2, -5});
        const auto result = parseModelConfig(next, u"config.json"_s);
        QVERIFY2(result.ok(), qPrintable(result ? QString() : result.error().message));
        QCOMPARE(result->model.vision.llmTokensPerImage(), 1560);
        QCOMPARE(result->model.vision.tilesPerImage, 3);
        QCOMPARE(result->model.vision.patchesPerImage(), 3 * 576);
        // Two 1024-wide feature layers side by side: linear_1 takes 2048 inputs.
        QCOMPARE(shapeParameterCount(result->model), 7'050'832'896LL + 1024 * 4096);

        next.insert(u"image_grid_pinpoints"_s, QJsonArray{QJsonArray{336, 0}});
        const auto bad = parseModelConfig(next, u"config.json"_s);
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error().message.contains(u"image_grid_pinpoints"_s), qPrintable(bad.error().message));
        // A pinpoint smaller than one 336-pixel tile is a grid of no tiles (vLLM divides by zero).
        next.insert(u"image_grid_pinpoints"_s, QJsonArray{QJsonArray{100, 100}});
        const auto small = parseModelConfig(next, u"config.json"_s);
        QVERIFY(!small.ok());
        QVERIFY2(small.error().message.contains(u"image_grid_pinpoints"_s),
                 qPrintable(small.error().message));
        // A zero patch size would divide by zero in every tower.
        QJsonObject vision = next.value(u"vision_config"_s).toObject();
        vision.insert(u"patch_size"_s, 0);
        next.insert(u"vision_config"_s, vision);
        const auto noPatch = parseModelConfig(next, u"config.json"_s);
        QVERIFY(!noPatch.ok());
        QVERIFY2(noPatch.error().message.contains(u"patch_size"_s), qPrintable(noPatch.error().message));
    }
};

QTEST_GUILESS_MAIN(TestHfDefaults)
#include "tst_hfdefaults.moc"
