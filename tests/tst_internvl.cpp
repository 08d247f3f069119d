// InternVL (internvl_chat): the InternViT tower, mlp1 and the dynamic tiling counted tensor by tensor
// from vLLM's intern_vit.py and internvl.py, the ranks' share of a tower whose heads do not divide
// among them, and the releases whose V1 profiling takes a video, which kvbudget refuses to guess.
#include "budget/engine.h"
#include "budget/modelkinds.h"
#include "io/hfconfig.h"
#include "io/presets.h"
#include "model/layerparams.h"
#include "model/modelspec.h"
#include "vllm/launchcommand.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>
#include <optional>

using namespace kvb;
using namespace Qt::StringLiterals;

namespace {

// A real Hub config of tests/data/configs (provenance in its sources.json).
QByteArray configBytes(const QString& name)
{
    QFile file(QStringLiteral(KVBUDGET_TEST_DATA "/configs/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    return file.readAll();
}

QJsonObject configObject(const QString& name)
{
    return QJsonDocument::fromJson(configBytes(name)).object();
}

ModelSpec parsed(const QByteArray& json)
{
    const auto result = parseModelConfigBytes(json, u"config.json"_s);
    if (!result)
        qFatal("does not import: %s", qPrintable(result.error().message));
    return result->model;
}

// InternVL2-2B's real config with one top-level field changed.
QByteArray twoBWith(const QString& key, const QJsonValue& value)
{
    QJsonObject config = configObject(u"OpenGVLab__InternVL2-2B.config.json"_s);
    config.insert(key, value);
    return QJsonDocument(config).toJson();
}

QString problemAt(const ModelSpec& model, VllmVersion version, std::optional<int> images = std::nullopt)
{
    ServingConfig serving;
    serving.vllmVersion = version;
    serving.limitImagesPerPrompt = images;
    return modelKindSupportProblem(model, serving);
}

ModelSpec preset78B()
{
    return *PresetCatalog::builtin().model(u"internvl3-78b"_s);
}

} // namespace

class TestInternVl : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // InternVL2-2B: InternViT-300M (24 layers of 1024, LayerNorm, biased q/k/v, no q/k norm):
    // class token 1,024 + patch conv 3 x 14 x 14 x 1024 + 1024 + 1,025 positions x 1024 = 1,653,760;
    // per layer 4 x 1024^2 + 3 x 1024 (q/k/v/proj) + 2 x 1024 x 4096 + 4096 + 1024 (fc1/fc2) + 1024
    // (proj bias) + 4 x 1024 (two LayerNorms) + 2 x 1024 (ls1/ls2) = 12,598,272, x 24 = 302,358,528;
    // mlp1: LayerNorm 4,096 x 2 + 4096 x 2048 + 2048 + 2048 x 2048 + 2048 = 12,595,200.
    // InternLM2-1.8B (untied): 2 x 92553 x 2048 + 24 x (2048 x 4096 + 2048^2 + 3 x 2048 x 8192 +
    // 2 x 2048) + 2048 = 1,889,146,880.
    void internVl2TwoBCountsWhatVllmBuilds()
    {
        const ModelSpec m = parsed(configBytes(u"OpenGVLab__InternVL2-2B.config.json"_s));
        QCOMPARE(m.vision.parameters, 1'653'760LL + 302'358'528LL + 12'595'200LL);
        QCOMPARE(shapeParameterCount(m), 2'205'754'368LL);
        QCOMPARE(m.vision.depth, 24);
        QCOMPARE(m.vision.tilesPerImage, 13); // max_dynamic_patch 12 + the thumbnail
        QCOMPARE(m.vision.tokensPerImage, 13 * 256);
        QCOMPARE(m.vision.patchesPerImage(), 13LL * 32 * 32);
        QVERIFY(!m.vision.videoFrom); // InternLM2 has no video token in vLLM
        QVERIFY(problemAt(m, newestModelledVersion()).isEmpty());
    }

    // select_layer -2 builds one layer fewer; a fixed 448 image without dynamic tiling is one tile.
    void selectLayerAndTilingFollowTheConfig()
    {
        QJsonObject config = configObject(u"OpenGVLab__InternVL2-2B.config.json"_s);
        config.insert(u"select_layer"_s, -2);
        config.insert(u"dynamic_image_size"_s, false);
        const ModelSpec m = parsed(QJsonDocument(config).toJson());
        QCOMPARE(m.vision.depth, 23);
        QCOMPARE(m.vision.parameters, 1'653'760LL + 23 * 12'598'272LL + 12'595'200LL);
        QCOMPARE(m.vision.tilesPerImage, 1);
        QCOMPARE(m.vision.tokensPerImage, 256);
    }

    void badTowerFieldsAreRefusedByName_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("named");
        QTest::addRow("select_layer below the tower")
            << u"select_layer"_s << QJsonValue(-25) << u"select_layer -25"_s;
        QTest::addRow("select_layer past the tower")
            << u"select_layer"_s << QJsonValue(24) << u"select_layer 24"_s;
        QTest::addRow("select_layer fraction")
            << u"select_layer"_s << QJsonValue(1.5) << u"select_layer 1.5"_s;
        QTest::addRow("downsample_ratio 0") << u"downsample_ratio"_s << QJsonValue(0) << u"(0, 1]"_s;
        QTest::addRow("downsample_ratio 2") << u"downsample_ratio"_s << QJsonValue(2) << u"(0, 1]"_s;
        QTest::addRow("downsample_ratio a string")
            << u"downsample_ratio"_s << QJsonValue(u"0.5"_s) << u"(0, 1]"_s;
        // 1e-9: int(1 / ratio) is wider than a tile's 32 patches, and no token is left
        QTest::addRow("downsample_ratio 1e-9")
            << u"downsample_ratio"_s << QJsonValue(1e-9) << u"no LLM token"_s;
        QTest::addRow("tile smaller than a patch")
            << u"force_image_size"_s << QJsonValue(7) << u"7-pixel tile"_s;
        // 1/17: 3 tokens per tile, but mlp1 1024 x 17^2 = 295,936 wide
        QTest::addRow("mlp1 too wide") << u"downsample_ratio"_s << QJsonValue(1.0 / 17) << u"mlp1"_s;
        QTest::addRow("max_dynamic_patch absurd")
            << u"max_dynamic_patch"_s << QJsonValue(100000) << u"max_dynamic_patch"_s;
    }
    void badTowerFieldsAreRefusedByName()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QFETCH(QString, named);
        const auto result = parseModelConfigBytes(twoBWith(key, value), u"config.json"_s);
        QVERIFY(!result.ok());
        QVERIFY2(result.error().message.contains(named), qPrintable(result.error().message));
    }

    // Mono-InternVL keeps its visual experts inside the language model: recognised, not modelled.
    void monoInternVlIsRefused()
    {
        QJsonObject config = configObject(u"OpenGVLab__InternVL2-2B.config.json"_s);
        QJsonObject llm = config.value(u"llm_config"_s).toObject();
        llm.insert(u"architectures"_s, QJsonArray{u"InternLM2VEForCausalLM"_s});
        config.insert(u"llm_config"_s, llm);
        const ModelSpec m = parsed(QJsonDocument(config).toJson());
        QVERIFY(!m.vision.active());
        QVERIFY(m.unmodelledFeatures.join(u' ').contains(u"Mono-InternVL"_s));
    }

    // InternViT-6B (InternVL3-78B's tower): 25 heads. vLLM splits q/k/v and proj by heads only where
    // TP divides 25 (intern_vit.py InternSdpaAttention / disable_tp), and never splits mlp1, the
    // embeddings, the norms or the row-parallel biases.
    // Per layer: attention 4 x 3200^2 = 40,960,000; MLP 2 x 3200 x 12800 + 12800 = 81,932,800; whole
    // 3200 (proj bias) + 2 x 3200 (q/k RMSNorms) + 3200 (fc2 bias) + 2 x 3200 (RMSNorms) + 2 x 3200
    // (ls1/ls2) = 25,600. Embeddings 3200 + 3 x 14 x 14 x 3200 + 3200 + 1025 x 3200 = 5,168,000;
    // mlp1 2 x 12800 + 12800 x 8192 + 8192 + 8192^2 + 8192 = 172,008,448.
    void internVit6BKeepsItsAttentionWholeWhereTpDoesNotDivideTheHeads_data()
    {
        QTest::addColumn<int>("tp");
        QTest::addColumn<qint64>("perRank");
        const qint64 whole = 5'168'000LL + 45 * 25'600LL + 172'008'448LL;
        const qint64 attention = 45 * 40'960'000LL;
        const qint64 mlp = 45 * 81'932'800LL;
        QTest::addRow("TP 1") << 1 << whole + attention + mlp;
        QTest::addRow("TP 2, 25 heads do not divide") << 2 << whole + attention + mlp / 2;
        QTest::addRow("TP 8, 25 heads do not divide") << 8 << whole + attention + mlp / 8;
        QTest::addRow("TP 5 splits the heads") << 5 << whole + attention / 5 + mlp / 5;
    }
    void internVit6BKeepsItsAttentionWholeWhereTpDoesNotDivideTheHeads()
    {
        QFETCH(int, tp);
        QFETCH(qint64, perRank);
        const ModelSpec m = preset78B();
        QCOMPARE(m.vision.parameters, 5'708'504'448LL);
        QCOMPARE(visionParameters(m, tp), perRank);
    }

    // InternVL takes videos where its language model has a video token: qwen2 from 0.9.1, qwen3
    // (InternVL3.5) from 0.11.0. From there vLLM profiles a video item (V1: the modality with the most
    // tokens per item; V0: every modality up to its limit), and kvbudget refuses to plan images unless
    // the plan is text only. Earlier releases profile images, which kvbudget plans.
    void videoProfilingIsRefusedFromItsRelease()
    {
        const ModelSpec qwen2 = preset78B();
        QCOMPARE(qwen2.vision.videoFrom, std::optional(VllmVersion{0, 9, 1}));
        QVERIFY(problemAt(qwen2, VllmVersion{0, 6, 6}).isEmpty());
        QVERIFY(problemAt(qwen2, VllmVersion{0, 9, 0}).isEmpty());
        const QString refused = problemAt(qwen2, VllmVersion{0, 9, 1});
        QVERIFY2(refused.contains(u"video"_s) && refused.contains(u"0.9.1"_s), qPrintable(refused));
        QVERIFY(problemAt(qwen2, VllmVersion{0, 9, 1}, 0).isEmpty());

        const ModelSpec qwen3 = parsed(configBytes(u"OpenGVLab__InternVL3_5-8B.config.json"_s));
        QCOMPARE(qwen3.vision.videoFrom, std::optional(VllmVersion{0, 11, 0}));
        QVERIFY(problemAt(qwen3, VllmVersion{0, 10, 1}).isEmpty());
        QVERIFY(!problemAt(qwen3, VllmVersion{0, 11, 0}).isEmpty());
        QVERIFY(!problemAt(qwen3, newestModelledVersion()).isEmpty());
        QVERIFY(problemAt(qwen3, newestModelledVersion(), 0).isEmpty());
    }

    // A text-only launch closes the video modality too: where the release has one, vLLM would
    // otherwise still profile a video item, and from 0.15 its language-model-only mode names video for
    // InternVL's tower whatever the language model (tst_textonly). vLLM ignores the limit of a modality
    // the model does not take, so the release before the video token gets the same command.
    void textOnlyLaunchClosesVideo()
    {
        Scenario s;
        s.model = parsed(configBytes(u"OpenGVLab__InternVL3_5-8B.config.json"_s));
        s.gpu = *PresetCatalog::builtin().gpu(u"h100-sxm-80gb"_s);
        s.serving.limitImagesPerPrompt = 0;
        QVERIFY2(launchCommandFor(s).text().contains(u"'{\"image\": 0, \"video\": 0}'"_s),
                 qPrintable(launchCommandFor(s).text()));
        s.serving.vllmVersion = VllmVersion{0, 10, 1}; // no video token for qwen3 yet
        QVERIFY2(launchCommandFor(s).text().contains(u"'{\"image\": 0, \"video\": 0}'"_s),
                 qPrintable(launchCommandFor(s).text()));
        s.model = preset78B();
        s.serving.vllmVersion = VllmVersion{0, 8, 5}; // before --limit-mm-per-prompt took JSON
        QVERIFY2(launchCommandFor(s).words().contains(u"image=0,video=0"_s),
                 qPrintable(launchCommandFor(s).text()));
        s.serving.vllmVersion = VllmVersion{0, 9, 1};
        QVERIFY2(launchCommandFor(s).words().contains(u"{\"image\": 0, \"video\": 0}"_s),
                 qPrintable(launchCommandFor(s).text()));
    }

    // The V0 0.6.6 log of InternVL3-78B on eight L40S (TP 8) loads 21.67 GiB per GPU. Counted with the
    // 6B tower's attention and mlp1 whole on every rank: 16.93 GiB of Qwen2.5-72B, 4.62 GiB of tower
    // (2,482,400,448 parameters in bf16) and the 8 MiB RoPE cache, 21.56 GiB; with the tower split 8
    // ways it would be 18.27 GiB.
    void seventyEightBWeightsPerGpu()
    {
        Scenario s;
        s.model = preset78B();
        s.gpu = *PresetCatalog::builtin().gpu(u"l40s"_s);
        s.gpu.count = 8;
        s.serving.vllmVersion = VllmVersion{0, 6, 6};
        s.serving.tensorParallelSize = 8;
        s.serving.maxModelLen = 8192;
        s.serving.limitImagesPerPrompt = 16;
        const Plan plan = computePlan(s);
        QVERIFY2(plan.inputError.isEmpty(), qPrintable(plan.inputError));
        QCOMPARE(plan.stages.at(0).weights.vision, 2'482'400'448LL * 2);
        const double gib = static_cast<double>(plan.stages.at(0).weights.total()) / (1024.0 * 1024 * 1024);
        QVERIFY2(std::abs(gib - 21.56) < 0.005, qPrintable(QString::number(gib)));
    }
};

QTEST_GUILESS_MAIN(TestInternVl)
#include "tst_internvl.moc"
