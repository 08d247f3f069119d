// Hugging Face config.json parsing: the real configs in tests/data/hf-configs and seeded fuzzing. Class
// defaults and family rules are in tst_hfdefaults, malformed input in tst_hfconfigerrors, model folders in
// tst_hfimport.
#include "budget/engine.h"
#include "hfconfigfixtures.h"
#include "io/hfconfig.h"
#include "io/presets.h"
#include "io/scenariofile.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QtTest>

#include <cmath>

using namespace kvb;
using namespace kvb::hftest;
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
