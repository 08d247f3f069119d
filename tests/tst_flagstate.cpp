// The plan flags read back from a scenario (core/vllm/flagstate.h): every flag has an entry, the
// defaults are not "modified", a reset gives the default, and the value read back is one the command
// line takes to the same scenario.
#include "io/presets.h"
#include "io/scenariofile.h"
#include "testhelpers.h"
#include "vllm/flagstate.h"

#include <QJsonObject>
#include <QTest>

using namespace kvb;
using namespace Qt::StringLiterals;

class TestFlagState : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyFlagHasAState()
    {
        for (const FlagSpec& flag : planFlags())
            QVERIFY2(flagHasState(flag), flag.name);
    }

    void defaultsAreNotModified()
    {
        const Scenario s = kvbtest::scenario("default");
        for (const FlagSpec& flag : planFlags())
            QVERIFY2(!flagModified(flag, s), flag.name);
        QVERIFY(modifiedFlags(s).empty());
    }

    void builtinScenarios_data()
    {
        QTest::addColumn<QString>("id");
        for (const ScenarioPreset& preset : PresetCatalog::builtin().scenarios())
            QTest::addRow("%s", qPrintable(preset.id)) << preset.id;
    }

    // Resetting every setting leaves nothing modified but the GPU; resetting one flag clears that one.
    void builtinScenarios()
    {
        QFETCH(QString, id);
        const Scenario s = kvbtest::scenario(qPrintable(id));
        // Reset all keeps the model and the GPU, a custom GPU's memory size included.
        for (const FlagSpec* left : modifiedFlags(withDefaultSettings(s)))
            QCOMPARE(QLatin1String(left->name), QLatin1String("gpu-memory-gib"));
        for (const FlagSpec* flag : modifiedFlags(s)) {
            Scenario reset = s;
            resetFlag(*flag, reset);
            QVERIFY2(!flagModified(*flag, reset), flag->name);
            // The value read back is what the command line takes: applying it to the reset scenario
            // restores the flag's value.
            const QString text = flagValueText(*flag, s);
            if (text.isEmpty() || flag->kind == FlagKind::Switch)
                continue;
            QStringList notes;
            FlagContext context{reset, PresetCatalog::builtin(), notes, false};
            const auto error =
                applyPlanFlag(*flag, QStringLiteral("--") + QLatin1String(flag->name), text, context);
            QVERIFY2(!error, qPrintable(error ? error->message : QString()));
            QCOMPARE(flagValueText(*flag, reset), text);
        }
    }

    void rangesAreTheCommandLines()
    {
        const Scenario s = kvbtest::scenario("default");
        const FlagRange util = flagAcceptedRange(*findPlanFlag(QStringLiteral("gpu-memory-utilization")), s);
        QVERIFY(!util.contains(0) && util.contains(0.01) && util.contains(1.0) && !util.contains(1.01));
        const FlagRange context = flagAcceptedRange(*findPlanFlag(QStringLiteral("max-model-len")), s);
        QVERIFY(context.contains(static_cast<double>(s.model.maxPositionEmbeddings)));
        QVERIFY(!context.contains(static_cast<double>(s.model.maxPositionEmbeddings) + 1));
        const FlagRange images = flagAcceptedRange(*findPlanFlag(QStringLiteral("limit-mm-per-prompt")), s);
        QVERIFY(images.contains(0) && images.contains(999) && !images.contains(-1));
        QCOMPARE(flagChoices(*findPlanFlag(QStringLiteral("kv-cache-dtype"))).first(),
                 QStringLiteral("auto"));
    }

    // vLLM reads --limit-mm-per-prompt per modality, and one it does not name keeps its default: a
    // limit for videos only leaves the images alone; a malformed value is refused.
    void imageLimitReadsTheImageModalityOnly_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("images"); // -2: refused; -1: vLLM's default (unset)
        QTest::addRow("json image") << u"{\"image\": 2}"_s << 2;
        QTest::addRow("json image and video") << u"{\"image\": 0, \"video\": 0}"_s << 0;
        QTest::addRow("json count form") << u"{\"image\": {\"count\": 3}}"_s << 3;
        QTest::addRow("json video only") << u"{\"video\": 0}"_s << -1;
        QTest::addRow("key=value image") << u"image=4,video=1"_s << 4;
        QTest::addRow("key=value video only") << u"video=1"_s << -1;
        QTest::addRow("malformed") << u"video=lots"_s << -2;
        QTest::addRow("negative") << u"{\"image\": -1}"_s << -2;
        QTest::addRow("negative count") << u"{\"image\": {\"count\": -1}}"_s << -2;
        QTest::addRow("count absent: vLLM's 999") << u"{\"image\": {}}"_s << 999;
        QTest::addRow("malformed before image") << u"video=x,image=2"_s << -2;
    }
    void imageLimitReadsTheImageModalityOnly()
    {
        QFETCH(QString, text);
        QFETCH(int, images);
        Scenario s = kvbtest::scenario("default");
        s.serving.limitImagesPerPrompt = 7;
        QStringList notes;
        FlagContext context{s, PresetCatalog::builtin(), notes, false};
        const auto error =
            applyPlanFlag(*findPlanFlag(u"limit-mm-per-prompt"_s), u"--limit-mm-per-prompt"_s, text, context);
        QCOMPARE(error.has_value(), images == -2);
        if (images == -1)
            QVERIFY(!s.serving.limitImagesPerPrompt);
        else if (images >= 0)
            QCOMPARE(s.serving.limitImagesPerPrompt, std::optional(images));
    }

    void displayValuesAreForPeople()
    {
        Scenario s = kvbtest::scenario("seed-llama31-8b-h100");
        QCOMPARE(flagDisplayValue(*findPlanFlag(QStringLiteral("overhead-gib")), s),
                 QStringLiteral("3.00 GiB"));
        s.serving.limitImagesPerPrompt = 2;
        QCOMPARE(flagDisplayValue(*findPlanFlag(QStringLiteral("limit-mm-per-prompt")), s),
                 QStringLiteral("2"));
        QCOMPARE(flagLabel(*findPlanFlag(QStringLiteral("block-size"))), QStringLiteral("block_size"));
    }
};

QTEST_MAIN(TestFlagState)
#include "tst_flagstate.moc"
