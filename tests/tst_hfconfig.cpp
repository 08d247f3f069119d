// Hugging Face config.json parsing: the real configs in tests/data/hf-configs, malformed input (each a
// single message naming the problem) and seeded fuzzing. Model folders are in tst_hfimport.
#include "budget/engine.h"
#include "io/configdefaults.h"
#include "io/hfconfig.h"
#include "io/presets.h"
#include "io/scenariofile.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QtTest>

#include <cmath>

using namespace kvb;
using namespace Qt::StringLiterals;

namespace {

struct Shape
{
    int layers, heads, kvHeads, vocab;
    bool tied;
    DType dtype;
    bool qkvBias, qkNorm;
    QuantMethod quant;
    int bits, group;
};

QString configDir()
{
    return QStringLiteral(KVBUDGET_TEST_DATA "/hf-configs");
}

QByteArray readFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

QByteArray configBytes(const QString& name)
{
    return readFile(configDir() + u'/' + name + u".json"_s);
}

QJsonObject configObject(const QString& name)
{
    return QJsonDocument::fromJson(configBytes(name)).object();
}

QStringList realConfigNames()
{
    QStringList names;
    const QStringList files = QDir(configDir()).entryList({u"*.json"_s}, QDir::Files, QDir::Name);
    for (const QString& file : files)
        if (file != u"weights.json" && file != u"sources.json")
            names << file.chopped(5);
    return names;
}

// Llama-3.1-8B's config with one field replaced (or removed, for an undefined value).
QByteArray llamaWith(const QString& key, const QJsonValue& value)
{
    QJsonObject config = configObject(u"llama-3.1-8b-instruct"_s);
    if (value.isUndefined())
        config.remove(key);
    else
        config.insert(key, value);
    return QJsonDocument(config).toJson();
}

// Whatever a parse returns must be usable: an error with a message, or a spec the engine can plan
// (or refuse with a message) without crashing.
void checkOutcome(const Result<ImportedModel>& result, int& accepted, int& rejected)
{
    if (!result) {
        ++rejected;
        QVERIFY(!result.error().message.trimmed().isEmpty());
        return;
    }
    ++accepted;
    QCOMPARE(validateModelSpec(result->model), QString());
    Scenario s;
    s.model = result->model;
    s.gpu = *PresetCatalog::builtin().gpu(u"h100-sxm-80gb"_s);
    const Plan plan = computePlan(s);
    if (plan.verdict == Verdict::InvalidInput)
        QVERIFY(!plan.inputError.isEmpty());
    else
        QVERIFY(std::isfinite(plan.maxConcurrency));
}

} // namespace

class TestHfConfig : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyRealConfigParses_data()
    {
        QTest::addColumn<QString>("name");
        for (const QString& name : realConfigNames())
            QTest::addRow("%s", qPrintable(name)) << name;
    }

    void everyRealConfigParses()
    {
        QFETCH(QString, name);
        const auto result = parseModelConfigBytes(configBytes(name), u"config.json"_s);
        QVERIFY2(result.ok(), qPrintable(result ? QString() : result.error().message));
        QCOMPARE(validateModelSpec(result->model), QString());
    }

    void denseConfigs_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<Shape>("shape");
        const auto bf16 = DType::BFloat16;
        const auto fp16 = DType::Float16;
        const auto none = QuantMethod::None;
        const auto gptq = QuantMethod::Gptq;
        const auto int8 = QuantMethod::Int8;
        // layers, heads, KV heads, vocab, tied, dtype, q/k/v bias, q/k norm, quantization, bits, group
        // clang-format off
        const std::pair<const char*, Shape> rows[] = {
            {"llama-2-7b-hf", {32, 32, 32, 32000, false, fp16, false, false, none, 16, -1}},
            {"llama-2-70b-hf", {80, 64, 8, 32000, false, fp16, false, false, none, 16, -1}},
            {"llama-3.1-8b-instruct", {32, 32, 8, 128256, false, bf16, false, false, none, 16, -1}},
            {"llama-3.1-70b", {80, 64, 8, 128256, false, bf16, false, false, none, 16, -1}},
            {"qwen2.5-1.5b-instruct", {28, 12, 2, 151936, true, bf16, true, false, none, 16, -1}},
            {"qwen2.5-32b-instruct", {64, 40, 8, 152064, false, bf16, true, false, none, 16, -1}},
            {"qwen3-8b", {36, 32, 8, 151936, false, bf16, false, true, none, 16, -1}},
            {"qwen3-32b", {64, 64, 8, 151936, false, bf16, false, true, none, 16, -1}},
            {"deepseek-coder-6.7b-instruct", {32, 32, 32, 32256, false, bf16, false, false, none, 16, -1}},
            {"deepseek-r1-distill-qwen-14b", {48, 40, 8, 152064, false, bf16, true, false, none, 16, -1}},
            {"phi-4-autoround-gptq-4bit", {40, 40, 10, 100352, false, fp16, false, false, gptq, 4, 128}},
            {"qwen1.5-7b-chat-gptq-int4", {32, 32, 32, 151936, false, fp16, true, false, gptq, 4, 128}},
            // compressed-tensors int8 weights, one scale per output channel
            {"llama-3.1-70b-instruct-w8a8", {80, 64, 8, 128256, false, bf16, false, false, int8, 8, -1}},
        };
        // clang-format on
        for (const auto& [name, shape] : rows)
            QTest::newRow(name) << QString::fromLatin1(name) << shape;
    }

    void denseConfigs()
    {
        QFETCH(QString, name);
        QFETCH(Shape, shape);
        const auto result = parseModelConfigBytes(configBytes(name), u"config.json"_s);
        QVERIFY2(result.ok(), qPrintable(result ? QString() : result.error().message));
        const ModelSpec& m = result->model;
        QCOMPARE(m.numLayers, shape.layers);
        QCOMPARE(m.numAttentionHeads, shape.heads);
        QCOMPARE(m.numKvHeads, shape.kvHeads);
        QCOMPARE(m.headDim, 128); // every one of them
        QCOMPARE(m.vocabSize, shape.vocab);
        QCOMPARE(m.tieWordEmbeddings, shape.tied);
        QCOMPARE(m.dtype, shape.dtype);
        QCOMPARE(m.qkvBias, shape.qkvBias);
        QCOMPARE(m.qkNorm, shape.qkNorm);
        QCOMPARE(m.quantization.method, shape.quant);
        QCOMPARE(m.quantization.bits, shape.bits);
        QCOMPARE(m.quantization.groupSize, shape.group);
        if (m.quantization.method == QuantMethod::Gptq)
            QVERIFY(m.quantization.symmetric);
        if (m.quantization.method == QuantMethod::Int8)
            QCOMPARE(m.quantization.scaleLayout, ScaleLayout::PerChannel);
        QCOMPARE(m.unmodelledFeatures, QStringList());
    }

    // Mixture-of-experts configs: experts, top-k and expert width read from each family's own keys.
    void mixtureOfExperts_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("experts");
        QTest::addColumn<int>("topK");
        QTest::addColumn<int>("width");
        QTest::newRow("qwen3-30b-a3b") << u"qwen3-30b-a3b"_s << 128 << 8 << 768;
        QTest::newRow("qwen3-235b-a22b-fp8") << u"qwen3-235b-a22b-fp8"_s << 128 << 8 << 1536;
        QTest::newRow("gpt-oss-20b") << u"gpt-oss-20b"_s << 32 << 4 << 2880;
    }

    void mixtureOfExperts()
    {
        QFETCH(QString, name);
        QFETCH(int, experts);
        QFETCH(int, topK);
        QFETCH(int, width);
        const auto result = parseModelConfigBytes(configBytes(name), u"config.json"_s);
        QVERIFY2(result.ok(), qPrintable(result ? QString() : result.error().message));
        const ModelSpec& m = result->model;
        QCOMPARE(m.unmodelledFeatures, QStringList());
        QCOMPARE(m.moe.numExperts, experts);
        QCOMPARE(m.moe.expertsPerToken, topK);
        QCOMPARE(m.moe.expertIntermediate, width);
        Scenario s = *resolveScenario(u"default"_s, PresetCatalog::builtin());
        s.model = result->model;
        s.serving.maxModelLen = 8192;
        const Plan plan = computePlan(s);
        QVERIFY2(plan.verdict != Verdict::InvalidInput, qPrintable(plan.inputError));
        QVERIFY(plan.worst().weights.experts > plan.worst().weights.attention);
    }

    void visionEncoder()
    {
        const auto result = parseModelConfigBytes(configBytes(u"ui-tars-7b-dpo"_s), u"config.json"_s);
        QVERIFY(result.ok());
        QCOMPARE(result->model.numLayers, 28);
        QCOMPARE(result->model.unmodelledFeatures, QStringList());
        // Qwen2-VL's defaults: a 1,280-wide, 32-deep ViT with an MLP ratio of 4 and a 2x2 merger.
        QVERIFY(result->model.vision.active());
        QCOMPARE(result->model.vision.hiddenSize, 1280);
        QCOMPARE(result->model.vision.depth, 32);
        QCOMPARE(result->model.vision.spatialMergeSize, 2);
    }

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

    // Exact checkpoint sizes from model.safetensors.index.json: 2 bytes per parameter, plus Llama-2's
    // fp32 rotary inv_freq buffers (head_dim / 2 floats per layer), which are tensors but not parameters.
    void parameterCountMatchesCheckpoint_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<qint64>("checkpointBytes");
        QTest::addColumn<qint64>("buffers");
        const QJsonObject sizes =
            QJsonDocument::fromJson(readFile(configDir() + u"/weights.json"_s)).object();
        int rows = 0;
        for (auto it = sizes.begin(); it != sizes.end(); ++it) {
            const QJsonObject entry = it.value().toObject();
            const QJsonValue total = entry.value(u"total_size_bytes"_s).isDouble()
                                         ? entry.value(u"total_size_bytes"_s)
                                         : entry.value(u"tensor_payload_bytes"_s);
            if (!total.isDouble())
                continue;
            const auto parsed = parseModelConfigBytes(configBytes(it.key()), u"config.json"_s);
            QVERIFY2(parsed.ok(), qPrintable(it.key()));
            const ModelSpec& m = parsed->model;
            // MoE experts and vision towers are not in the dense shape count.
            if (!m.unmodelledFeatures.isEmpty() || m.quantization.isQuantized() ||
                bytesPerElement(m.dtype) != 2)
                continue;
            const qint64 buffers = entry.value(u"source"_s).toString().contains(u"inv_freq"_s)
                                       ? qint64{m.numLayers} * m.headDim / 2 * 4
                                       : 0;
            QTest::addRow("%s", qPrintable(it.key()))
                << it.key() << static_cast<qint64>(total.toDouble()) << buffers;
            ++rows;
        }
        QVERIFY2(rows >= 9, "weights.json should pin at least nine dense checkpoints");
    }

    void parameterCountMatchesCheckpoint()
    {
        QFETCH(QString, name);
        QFETCH(qint64, checkpointBytes);
        QFETCH(qint64, buffers);
        const auto parsed = parseModelConfigBytes(configBytes(name), u"config.json"_s);
        QCOMPARE(shapeParameterCount(parsed->model) * 2 + buffers, checkpointBytes);
    }

    void badConfig_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QStringList>("mentions");
        QTest::newRow("empty file") << QByteArray() << QStringList{u"empty"_s};
        QTest::newRow("only whitespace") << QByteArray(" \n\t ") << QStringList{u"empty"_s};
        QTest::newRow("array root") << QByteArray("[1, 2, 3]") << QStringList{u"JSON object"_s};
        QTest::newRow("number overflow") << QByteArray(R"({"hidden_size": 1e400})") << QStringList{};
        const QJsonObject gptq{{u"quant_method"_s, u"gptq"_s}, {u"bits"_s, 4}, {u"group_size"_s, 128}};
        auto gptqWith = [&](const QString& key, const QJsonValue& value) {
            QJsonObject q = gptq;
            q.insert(key, value);
            return q;
        };
        const QString layers = u"num_hidden_layers"_s;
        const QString kvHeads = u"num_key_value_heads"_s;
        const QString quant = u"quantization_config"_s;
        // Llama-3.1-8B's config with one field changed, and what the message must name.
        // clang-format off
        const std::tuple<const char*, QString, QJsonValue, QStringList> rows[] = {
            {"hidden_size as a string", u"hidden_size"_s, u"4096"_s, {u"\"hidden_size\" must be an integer"_s}},
            {"fractional hidden_size", u"hidden_size"_s, 4096.5, {u"\"hidden_size\" must be an integer"_s}},
            {"boolean layers", layers, true, {u"\"num_hidden_layers\" must be an integer"_s}},
            {"negative layers", layers, -32, {u"\"num_hidden_layers\" is -32; the allowed range is 0 to 4194304"_s}},
            {"1e12 layers", layers, 1e12, {u"\"num_hidden_layers\" is 1000000000000; the allowed range"_s}},
            {"2^31 layers", layers, 2147483648.0, {u"\"num_hidden_layers\" is 2147483648"_s}},
            {"200000 layers", layers, 200000, {u"num_hidden_layers is 200000; the allowed range is 1 to 4096"_s}},
            {"1e300 rotary factor", u"partial_rotary_factor"_s, 1e300, {u"partial_rotary_factor is 1e+300; the allowed range is above 0 and at most 1"_s}},
            {"negative rotary factor", u"partial_rotary_factor"_s, -1, {u"partial_rotary_factor is -1"_s}},
            {"huge vocab", u"vocab_size"_s, 4194304, {u"vocab_size is 4194304; the allowed range is 1 to 2097152"_s}},
            {"zero heads", u"num_attention_heads"_s, 0, {u"num_attention_heads must be a positive integer"_s}},
            {"kv heads not a divisor", kvHeads, 5, {u"multiple of num_key_value_heads"_s}},
            {"more kv heads than heads", kvHeads, 64, {u"multiple of num_key_value_heads"_s}},
            {"zero head_dim", u"head_dim"_s, 0, {u"head_dim must be a positive integer"_s}},
            {"unknown torch_dtype", u"torch_dtype"_s, u"float128"_s, {u"unknown torch_dtype \"float128\""_s}},
            {"numeric torch_dtype", u"torch_dtype"_s, 16, {u"\"torch_dtype\" must be a string"_s}},
            {"tie_word_embeddings a string", u"tie_word_embeddings"_s, u"false"_s, {u"\"tie_word_embeddings\""_s}},
            {"quantization_config a string", quant, u"gptq"_s, {u"\"quantization_config\" must be an object"_s}},
            {"gptq bits as a string", quant, gptqWith(u"bits"_s, u"4"_s), {u"\"bits\" must be an integer"_s}},
            {"gptq 64 bits", quant, gptqWith(u"bits"_s, 64), {u"\"bits\" must be an integer from 1 to 16"_s}},
            {"gptq fractional group", quant, gptqWith(u"group_size"_s, 1.5), {u"\"group_size\""_s}},
            {"architectures a string", u"architectures"_s, u"LlamaForCausalLM"_s, {u"field \"architectures\" must be a list of class names"_s}},
            {"architectures with a number", u"architectures"_s, QJsonArray{1}, {u"field \"architectures\" must be a list"_s}},
            {"architectures with an empty name", u"architectures"_s, QJsonArray{u""_s}, {u"field \"architectures\" must be a list"_s}},
        };
        // clang-format on
        for (const auto& [name, key, value, mentions] : rows)
            QTest::newRow(name) << llamaWith(key, value) << mentions;
        // A model type without researched class defaults: what the file leaves out stays missing.
        auto unknownWithout = [](const QString& key) {
            QJsonObject config = configObject(u"llama-3.1-8b-instruct"_s);
            config.insert(u"model_type"_s, u"acme"_s);
            config.remove(key);
            return QJsonDocument(config).toJson();
        };
        QTest::newRow("missing hidden_size")
            << unknownWithout(u"hidden_size"_s) << QStringList{u"\"hidden_size\" is missing"_s};
        QJsonObject nameless = configObject(u"llama-3.1-8b-instruct"_s);
        nameless.insert(u"architectures"_s, QJsonArray{});
        nameless.remove(u"model_type"_s);
        QTest::newRow("no architecture and no model_type")
            << QJsonDocument(nameless).toJson()
            << QStringList{u"field \"architectures\" is empty and there is no \"model_type\""_s};
    }

    // transformers writes an empty list when model_type alone names the family: read as if absent.
    void emptyArchitecturesWithModelTypeIsAccepted()
    {
        const auto result =
            parseModelConfigBytes(llamaWith(u"architectures"_s, QJsonArray{}), u"config.json"_s);
        QVERIFY2(result.ok(), qPrintable(result ? QString() : result.error().message));
        QCOMPARE(result->model.modelType, u"llama"_s);
        QVERIFY(result->model.architecture.isEmpty());
        QCOMPARE(result->model.numLayers, 32);
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

    void badConfig()
    {
        QFETCH(QByteArray, json);
        QFETCH(QStringList, mentions);
        const auto result = parseModelConfigBytes(json, u"config.json"_s);
        QVERIFY(!result.ok());
        const QString message = result.error().message;
        QCOMPARE(result.error().kind, ErrorKind::InvalidInput);
        QVERIFY2(message.startsWith(u"config.json"_s), qPrintable(message));
        QVERIFY2(!message.contains(u'\n'), qPrintable(message));
        for (const QString& mention : mentions)
            QVERIFY2(message.contains(mention), qPrintable(message));
    }

    // The location of the offending character; Qt's parser reports the offset just past it for most
    // errors, so the column may be one to the right.
    void syntaxErrorNamesLineAndColumn_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::newRow("stray comma") << QByteArray("{\n  \"a\": 1,\n  \"b\": ,\n  \"c\": 2\n}") << 3 << 8;
        QTest::newRow("missing colon") << QByteArray("{\n\"hidden_size\" 4096\n}") << 2 << 15;
        QTest::newRow("garbage after the object") << QByteArray("{\"a\": 1}\n}") << 2 << 1;
        const QByteArray real = configBytes(u"llama-3.1-8b-instruct"_s);
        const QByteArray truncated = real.left(real.indexOf("\"num_hidden_layers\"")).trimmed();
        const qsizetype lastNewline = truncated.lastIndexOf('\n');
        QTest::newRow("truncated config") << truncated << static_cast<int>(truncated.count('\n')) + 1
                                          << static_cast<int>(truncated.size() - lastNewline);
    }

    void syntaxErrorNamesLineAndColumn()
    {
        QFETCH(QByteArray, json);
        QFETCH(int, line);
        QFETCH(int, column);
        const auto result = parseModelConfigBytes(json, u"config.json"_s);
        QVERIFY(!result.ok());
        const QString message = result.error().message;
        static const QRegularExpression pattern(
            u"^config.json is not valid JSON \\(line (\\d+), column (\\d+)\\): \\S"_s);
        const QRegularExpressionMatch match = pattern.match(message);
        QVERIFY2(match.hasMatch(), qPrintable(message));
        QCOMPARE(match.captured(1).toInt(), line);
        QVERIFY2(match.captured(2).toInt() == column || match.captured(2).toInt() == column + 1,
                 qPrintable(message));
    }

    void jsonErrorLocation()
    {
        QCOMPARE(kvb::jsonErrorLocation("ab\ncd", 4), u"line 2, column 2"_s);
        QCOMPARE(kvb::jsonErrorLocation("abc", 0), u"line 1, column 1"_s);
        QCOMPARE(kvb::jsonErrorLocation("abc", 99), u"line 1, column 4"_s); // past the end: clamped
    }

    void unknownQuantMethodIsReported()
    {
        auto result = parseModelConfigBytes(
            llamaWith(u"quantization_config"_s, QJsonObject{{u"quant_method"_s, u"acme_q3"_s}}),
            u"config.json"_s);
        QVERIFY(result.ok());
        QCOMPARE(result->model.unmodelledFeatures, QStringList{u"quantization method \"acme_q3\""_s});
        Scenario s = *resolveScenario(u"default"_s, PresetCatalog::builtin());
        s.model = result->model;
        QVERIFY(computePlan(s).inputError.contains(u"acme_q3"_s));

        result = parseModelConfigBytes(llamaWith(u"quantization_config"_s, QJsonObject{{u"bits"_s, 4}}),
                                       u"config.json"_s);
        QVERIFY(result.ok());
        QCOMPARE(result->model.unmodelledFeatures, QStringList{u"quantization method \"(unnamed)\""_s});
    }

    // Seeded damage to every real config: at the byte level (truncation, deletion, overwrites, stray
    // JSON punctuation) and at the value level (fields replaced by values of every type and magnitude).
    void fuzz()
    {
        static const QByteArray alphabet = "{}[]\",:-.0123456789eE \n";
        const QJsonArray pool{-1,
                              0,
                              1,
                              1.5,
                              3,
                              1e12,
                              -1e300,
                              2147483648.0,
                              9.1e15,
                              u""_s,
                              u"4096"_s,
                              true,
                              QJsonValue(),
                              QJsonArray{},
                              QJsonArray{1, 2},
                              QJsonObject{}};
        int accepted = 0;
        int rejected = 0;
        const QStringList names = realConfigNames();
        for (qsizetype n = 0; n < names.size(); ++n) {
            const QByteArray original = configBytes(names.at(n));
            QRandomGenerator rng(static_cast<quint32>(20240601 + n));
            auto pick = [&rng](qsizetype size) {
                return static_cast<qsizetype>(rng.bounded(static_cast<quint32>(size)));
            };
            for (int i = 0; i < 500; ++i) {
                QByteArray bytes = original;
                const int edits = 1 + static_cast<int>(rng.bounded(3));
                if (i % 2 == 0) {
                    for (int e = 0; e < edits && !bytes.isEmpty(); ++e) {
                        const qsizetype at = pick(bytes.size());
                        switch (rng.bounded(4)) {
                        case 0:
                            bytes.truncate(at);
                            break;
                        case 1:
                            bytes.remove(at, 1 + rng.bounded(64));
                            break;
                        case 2:
                            bytes[at] = static_cast<char>(rng.bounded(256));
                            break;
                        default:
                            bytes.insert(at, alphabet.at(pick(alphabet.size())));
                        }
                    }
                } else {
                    QJsonObject config = QJsonDocument::fromJson(original).object();
                    for (int e = 0; e < edits; ++e) {
                        const QString key = config.keys().at(pick(config.size()));
                        if (rng.bounded(5) == 0)
                            config.remove(key);
                        else
                            config.insert(key, pool.at(pick(pool.size())));
                    }
                    bytes = QJsonDocument(config).toJson(QJsonDocument::Compact);
                }
                checkOutcome(parseModelConfigBytes(bytes, u"config.json"_s), accepted, rejected);
                if (QTest::currentTestFailed()) {
                    qWarning("%s mutation %d: %s", qPrintable(names.at(n)), i, bytes.constData());
                    return;
                }
            }
        }
        QVERIFY(accepted > 500 && rejected > 500);
    }
};

QTEST_GUILESS_MAIN(TestHfConfig)
#include "tst_hfconfig.moc"
