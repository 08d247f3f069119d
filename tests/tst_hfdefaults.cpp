// config.json read the way transformers reads it: class defaults (presets/config-defaults.json), nested
// text and sub-configs, each family's layout rules, and the note for a family without researched defaults.
#include "budget/engine.h"
#include "hfconfigfixtures.h"
#include "io/configdefaults.h"
#include "io/hfconfig.h"
#include "io/presets.h"
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

        // A LLaVA-1.5 CLIP tower is recognised but not modelled: the plan refuses rather than guess.
        wrapper.insert(u"vision_config"_s, QJsonObject{{u"hidden_size"_s, 1024}});
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
};

QTEST_GUILESS_MAIN(TestHfDefaults)
#include "tst_hfdefaults.moc"
