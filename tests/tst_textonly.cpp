// vLLM's language-model-only mode: with every modality a vision model's tower serves at
// --limit-mm-per-prompt 0, the releases that have the mode for its family build neither the tower nor
// the projector, so their weights never reach the GPU (io/hfvision.cpp languageOnlyMode cites the PRs).
#include "base/units.h"
#include "budget/engine.h"
#include "budget/modelkinds.h"
#include "report/explain.h"
#include "testhelpers.h"
#include "vllm/launchcommand.h"

#include <QtTest>

#include <cmath>
#include <optional>

using namespace kvb;
using namespace Qt::StringLiterals;

namespace {

Scenario textOnly(const char* model, const char* gpu, VllmVersion version)
{
    Scenario s;
    s.model = kvbtest::model(model);
    s.gpu = kvbtest::gpu(gpu);
    s.serving.vllmVersion = version;
    s.serving.maxModelLen = 4096;
    s.serving.limitImagesPerPrompt = 0;
    return s;
}

Bytes visionBytes(const Scenario& s)
{
    const Plan plan = computePlan(s);
    if (!plan.inputError.isEmpty())
        qFatal("%s", qPrintable(plan.inputError));
    return plan.worst().weights.vision;
}

double inGiB(Bytes bytes)
{
    return static_cast<double>(bytes) / static_cast<double>(GiB);
}

// The formula of the explanation's weights step.
QString weightsFormula(const Scenario& s, const Plan& plan)
{
    for (const ExplanationStep& step : explainPlan(s, plan))
        if (step.id == u"weights")
            return step.formula;
    qFatal("no weights step");
}

const LogCase& embeddingLog(const std::vector<LogCase>& cases)
{
    for (const LogCase& c : cases)
        if (c.id == u"repo-qwen3vl-t4-t4-qwen3-vl-embedding-2b-pooling-eager-mml2048")
            return c;
    qFatal("the Qwen3-VL-Embedding-2B log is missing");
}

} // namespace

class TestTextOnly : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The release each family's mode arrived in: the tower is counted one release before, and not from
    // that release on; with images allowed it is always counted.
    void towerSkippedFromItsRelease_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("beforeText");
        QTest::addColumn<QString>("fromText");
        QTest::addRow("Qwen2.5-VL, #22299") << u"qwen2.5-vl-7b-instruct"_s << u"0.10.0"_s << u"0.10.1"_s;
        QTest::addRow("Mistral 3, #22299")
            << u"mistral-small-3.2-24b-instruct"_s << u"0.10.0"_s << u"0.10.1"_s;
        QTest::addRow("LLaVA, #22299") << u"llava-1.5-7b"_s << u"0.10.0"_s << u"0.10.1"_s;
        QTest::addRow("Qwen3-VL, #26000") << u"qwen3-vl-2b-instruct"_s << u"0.10.2"_s << u"0.11.0"_s;
        QTest::addRow("Gemma 3, #32641") << u"gemma-3-27b-it"_s << u"0.14.0"_s << u"0.15.0"_s;
        QTest::addRow("LLaVA-NeXT, #32650") << u"llava-v1.6-mistral-7b"_s << u"0.14.0"_s << u"0.15.0"_s;
        QTest::addRow("InternVL, #32650") << u"internvl3-78b"_s << u"0.14.0"_s << u"0.15.0"_s;
    }

    void towerSkippedFromItsRelease()
    {
        QFETCH(QString, model);
        QFETCH(QString, beforeText);
        QFETCH(QString, fromText);
        const VllmVersion before = *VllmVersion::parse(beforeText);
        const VllmVersion from = *VllmVersion::parse(fromText);
        const QByteArray id = model.toLatin1();
        const ModelSpec spec = kvbtest::model(id.constData());
        QCOMPARE(spec.vision.towerSkippedFrom, std::optional(from));
        QVERIFY(visionBytes(textOnly(id.constData(), "h100-sxm-80gb", before)) > 0);
        QCOMPARE(visionBytes(textOnly(id.constData(), "h100-sxm-80gb", from)), Bytes{0});
        QVERIFY(visionBytes(textOnly(id.constData(), "h100-sxm-80gb", newestModelledVersion())) == 0);
    }

    // The skipped tower's weights are exactly the tower's share of the GPU: the pool gains them.
    void skippedTowerReturnsItsBytesToThePool()
    {
        const Scenario counted = textOnly("qwen2.5-vl-7b-instruct", "l4", VllmVersion{0, 10, 0});
        const Scenario skipped = textOnly("qwen2.5-vl-7b-instruct", "l4", VllmVersion{0, 10, 1});
        const Plan a = computePlan(counted);
        const Plan b = computePlan(skipped);
        const Bytes tower = a.worst().weights.vision;
        QCOMPARE(tower, kvbtest::model("qwen2.5-vl-7b-instruct").vision.parameters * 2);
        QCOMPARE(a.worst().weights.total() - b.worst().weights.total(), tower);
        QVERIFY(b.kvTokens > a.kvTokens);
        // The explanation names why the count is smaller.
        const QString formula = weightsFormula(skipped, b);
        QVERIFY2(formula.contains(u"no vision tower or projector"_s) && formula.contains(u"0.10.1"_s),
                 qPrintable(formula));
        QVERIFY(!weightsFormula(counted, a).contains(u"no vision tower or projector"_s));
    }

    // With images allowed, every release builds the tower.
    void imagesKeepTheTower()
    {
        Scenario s = textOnly("qwen2.5-vl-7b-instruct", "h100-sxm-80gb", newestModelledVersion());
        s.serving.limitImagesPerPrompt = 1;
        QCOMPARE(visionBytes(s), kvbtest::model("qwen2.5-vl-7b-instruct").vision.parameters * 2);
        QVERIFY(!skipsVisionTower(s.model, s.serving));
    }

    // A text-only launch must close every modality the tower serves, or vLLM builds it (and profiles a
    // video): Qwen-VL towers and InternVL's (whose 0.15 mode names video whatever its language model).
    void textOnlyLaunchClosesVideoWhereTheTowerServesIt_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<bool>("closesVideo");
        QTest::addRow("Qwen2.5-VL") << u"qwen2.5-vl-7b-instruct"_s << true;
        QTest::addRow("Qwen3-VL") << u"qwen3-vl-2b-instruct"_s << true;
        QTest::addRow("InternVL") << u"internvl3-78b"_s << true;
        QTest::addRow("Gemma 3") << u"gemma-3-27b-it"_s << false;
        QTest::addRow("LLaVA") << u"llava-1.5-7b"_s << false;
    }

    void textOnlyLaunchClosesVideoWhereTheTowerServesIt()
    {
        QFETCH(QString, model);
        QFETCH(bool, closesVideo);
        const QByteArray id = model.toLatin1();
        const Scenario s = textOnly(id.constData(), "h100-sxm-80gb", newestModelledVersion());
        QCOMPARE(textOnlyClosesVideo(s), closesVideo);
        const QString command = launchCommandFor(s).text();
        QVERIFY2(command.contains(closesVideo ? u"'{\"image\": 0, \"video\": 0}'"_s : u"'{\"image\": 0}'"_s),
                 qPrintable(command));
    }

    // A pasted `{"image": 0}` leaves video at vLLM's default: a tower that serves video is then still
    // built, and where the release gives the model a video modality its item is profiled, which kvbudget
    // does not model: refused, naming the fix. With "video": 0 it is text only.
    void pastedImageOnlyLimitKeepsVideoOpen()
    {
        const Scenario open = kvbtest::scenarioFrom({u"--model"_s, u"qwen2.5-vl-7b-instruct"_s, u"--gpu"_s,
                                                     u"l4"_s, u"--max-model-len"_s, u"4096"_s,
                                                     u"--limit-mm-per-prompt"_s, u"{\"image\": 0}"_s});
        QVERIFY(open.serving.videoLimitOpen);
        QVERIFY(!skipsVisionTower(open.model, open.serving));
        const Plan refused = computePlan(open);
        QVERIFY(!refused.fits());
        QVERIFY2(refused.inputError.contains(u"\"video\": 0"_s), qPrintable(refused.inputError));
        for (const QString& closed : {u"{\"image\": 0, \"video\": 0}"_s, u"image=0,video=0"_s}) {
            const Scenario text =
                kvbtest::scenarioFrom({u"--model"_s, u"qwen2.5-vl-7b-instruct"_s, u"--gpu"_s, u"l4"_s,
                                       u"--max-model-len"_s, u"4096"_s, u"--limit-mm-per-prompt"_s, closed});
            QVERIFY(!text.serving.videoLimitOpen);
            QVERIFY(computePlan(text).fits());
            QCOMPARE(computePlan(text).worst().weights.vision, Bytes{0});
        }
    }

    // Class test against a public log: Qwen3-VL-Embedding-2B, text only (image and video 0) on vLLM
    // 0.11.0, loads 3.4554 GiB. Counting the tower (0.41 B parameters, 0.76 GiB in float16) would give
    // 4.03 GiB, 0.57 GiB more than the log, so the release skipped it; without it kvbudget counts
    // 3.27 GiB on the Qwen3-VL-2B-Instruct stand-in config, within 6% of the log (the embedding
    // repository's own config.json was not read).
    void qwen3VlEmbeddingLogLoadsNoTower()
    {
        const std::vector<LogCase> cases = kvbtest::publicLogCases();
        const LogCase& log = embeddingLog(cases);
        const auto scenario = scenarioForCase(log, PresetCatalog::builtin());
        QVERIFY(scenario);
        QCOMPARE(scenario->serving.limitImagesPerPrompt, std::optional(0));
        const Plan plan = computePlan(*scenario);
        QVERIFY(plan.settings.visionTowerSkipped);
        const double logged = *log.reported.weightsGiB;
        const double counted = inGiB(plan.worst().weights.total());
        Scenario withTower = *scenario;
        withTower.serving.vllmVersion = VllmVersion{0, 10, 2};
        const double towerInclusive = inGiB(computePlan(withTower).worst().weights.total());
        QVERIFY2(towerInclusive - logged > 0.5, qPrintable(QString::number(towerInclusive)));
        QVERIFY2(std::abs(counted - logged) / logged < 0.06, qPrintable(QString::number(counted)));
    }
};

QTEST_GUILESS_MAIN(TestTextOnly)
#include "tst_textonly.moc"
