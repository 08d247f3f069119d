// Malformed or unusual config.json input: each problem is one message naming the field, the line and
// column of a syntax error, and quantization methods kvbudget does not know.
#include "budget/engine.h"
#include "hfconfigfixtures.h"
#include "io/configdefaults.h"
#include "io/hfconfig.h"
#include "io/presets.h"
#include "io/scenariofile.h"
#include "model/modelspec.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>

#include <algorithm>

using namespace kvb;
using namespace kvb::hftest;
using namespace Qt::StringLiterals;

class TestHfConfigErrors : public QObject
{
    Q_OBJECT

private Q_SLOTS:
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
        // LLaVA's vision_feature_layer must pick a layer of its CLIP tower.
        QTest::newRow("vision_feature_layer outside the tower")
            << QByteArray(R"({"architectures": ["LlavaForConditionalGeneration"], "model_type": "llava",
                "vision_feature_layer": -30, "text_config": {"model_type": "llama", "vocab_size": 32064},
                "vision_config": {"model_type": "clip_vision_model", "hidden_size": 1024, "num_hidden_layers": 24,
                "intermediate_size": 4096, "image_size": 336, "patch_size": 14}})")
            << QStringList{u"vision_feature_layer -30 is outside the 24-layer vision tower"_s};
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
};

QTEST_GUILESS_MAIN(TestHfConfigErrors)
#include "tst_hfconfigerrors.moc"
