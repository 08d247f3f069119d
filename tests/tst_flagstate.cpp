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
