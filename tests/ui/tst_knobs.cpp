// The scenario panel as a view of the plan flags, reproducing what users found: a seed's overhead
// override that stayed hidden and followed them, typed values truncated, settings only the command
// line had. Offscreen, at 1280x800 and 1920x1080.
#include "base/units_format.h"
#include "budget/engine.h"
#include "io/presets.h"
#include "io/scenariofile.h"
#include "textrecorder.h"
#include "ui/advancedsettings.h"
#include "ui/concurrencychart.h"
#include "ui/dashboard.h"
#include "ui/extrasettings.h"
#include "ui/knobrow.h"
#include "ui/mainwindow.h"
#include "ui/memorybarwidget.h"
#include "ui/scenariocontroller.h"
#include "ui/scenariopanel.h"
#include "ui/validatingspinbox.h"
#include "ui/verdictbanner.h"
#include "uitesthelpers.h"
#include "vllm/flagstate.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>

using namespace kvb;
using namespace kvb::ui;

namespace {

void selectData(QComboBox* combo, const QVariant& data)
{
    const int index = combo->findData(data);
    QVERIFY2(index >= 0, qPrintable(data.toString()));
    combo->setCurrentIndex(index);
}

// File → Built-in scenarios → the one named `name`, as a user picks it.
void pickBuiltinScenario(MainWindow& w, const QString& id)
{
    const auto preset =
        std::find_if(PresetCatalog::builtin().scenarios().begin(), PresetCatalog::builtin().scenarios().end(),
                     [&](const ScenarioPreset& p) { return p.id == id; });
    QVERIFY(preset != PresetCatalog::builtin().scenarios().end());
    for (QAction* action : w.menuBar()->findChildren<QAction*>())
        if (action->text() == preset->displayName()) {
            action->trigger();
            return;
        }
    QFAIL("no menu entry for the built-in scenario");
}

// Types into a number box as a person does: select, type, Enter.
void typeInto(QAbstractSpinBox* box, const QString& text)
{
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, text);
    QTest::keyClick(box, Qt::Key_Return);
}

void showAt(MainWindow& w, const QSize& size)
{
    w.resize(size);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
}

} // namespace

class TestKnobs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); }

    void sizes_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addRow("1280x800") << QSize(1280, 800);
        QTest::addRow("1920x1080") << QSize(1920, 1080);
    }

    // Item 1: Seed 1 pins a 3 GiB overhead; it is shown, follows a model change visibly, resets, and
    // loading another built-in scenario replaces the whole scenario.
    void overrideIsVisibleAndCleared_data() { sizes_data(); }
    void overrideIsVisibleAndCleared()
    {
        QFETCH(QSize, size);
        MainWindow w;
        showAt(w, size);
        ExtraSettings* extra = w.panel()->extraSettings();
        QVERIFY(extra->listedFlags().isEmpty());
        pickBuiltinScenario(w, QStringLiteral("seed-llama31-8b-h100"));
        QVERIFY(w.controller()->scenario().serving.overrides.total);
        QCOMPARE(extra->listedFlags(), QStringList{QStringLiteral("overhead-gib")});
        QVERIFY2(extra->listedText().contains(QLatin1String("overhead override: 3.00 GiB")),
                 qPrintable(extra->listedText()));
        QWidget* reset = extra->resetButton(QStringLiteral("overhead-gib"));
        QVERIFY(reset && reset->isEnabled());
        QTRY_VERIFY(reset->isVisible()); // shown from the event loop, as a widget added to a shown layout

        // 70B with TP 4 x PP 2: the override still decides and is still on screen.
        selectData(w.panel()->modelCombo(), QStringLiteral("llama-3.1-70b"));
        selectData(w.panel()->tensorParallelCombo(), 4);
        w.panel()->pipelineParallelSpin()->setValue(2);
        const Scenario& s = w.controller()->scenario();
        QVERIFY(s.serving.overrides.total);
        QCOMPARE(extra->listedFlags(), QStringList{QStringLiteral("overhead-gib")});
        // The seed's name and description described the seed, not this: they go.
        QVERIFY(s.name.isEmpty());
        QVERIFY(s.description.isEmpty());
        QVERIFY(!w.windowTitle().contains(QLatin1String("Seed")));
        QVERIFY(w.panel()->knob(QStringLiteral("tensor-parallel-size"))->modified());
        QVERIFY(w.panel()->knob(QStringLiteral("tensor-parallel-size"))->resetButton()->isEnabled());

        // Its reset gives the default accounting.
        Scenario withoutOverride = s;
        withoutOverride.serving.overrides = {};
        const std::int64_t defaultTokens = computePlan(withoutOverride).kvTokens;
        QVERIFY(w.controller()->plan().kvTokens != defaultTokens);
        QTest::mouseClick(extra->resetButton(QStringLiteral("overhead-gib")), Qt::LeftButton);
        QVERIFY(!w.controller()->scenario().serving.overrides.total);
        QCOMPARE(w.controller()->plan().kvTokens, defaultTokens);
        QVERIFY(extra->listedFlags().isEmpty());

        // Loading another scenario replaces the scenario, override included.
        pickBuiltinScenario(w, QStringLiteral("seed-llama31-8b-h100"));
        QVERIFY(w.controller()->scenario().serving.overrides.total);
        pickBuiltinScenario(w, QStringLiteral("default"));
        QVERIFY(!w.controller()->scenario().serving.overrides.total);
        QVERIFY(extra->listedFlags().isEmpty());
        QCOMPARE(scenarioToJson(w.controller()->scenario(), PresetCatalog::builtin()),
                 scenarioToJson(kvbtest::scenario("default"), PresetCatalog::builtin()));
    }

    void resetAllKeepsModelAndGpu()
    {
        MainWindow w;
        pickBuiltinScenario(w, QStringLiteral("seed-llama31-8b-h100"));
        w.panel()->maxNumSeqsSpin()->setValue(64);
        QVERIFY(w.panel()->knob(QStringLiteral("max-num-seqs"))->modified());
        QVERIFY(w.panel()->knob(QStringLiteral("max-num-seqs"))->marked()->font().bold());
        w.panel()->extraSettings()->resetAllButton()->click();
        const Scenario& s = w.controller()->scenario();
        QCOMPARE(s.model.id, QStringLiteral("llama-3.1-8b"));
        QVERIFY(modifiedFlags(s).empty());
        QVERIFY(!w.panel()->knob(QStringLiteral("max-num-seqs"))->modified());
        QVERIFY(!w.panel()->knob(QStringLiteral("max-num-seqs"))->marked()->font().bold());
    }

    // Item 2: what is typed is what is planned; out of range turns red with the range, never cut.
    void typedValuesAreNeverTruncated_data()
    {
        QTest::addColumn<QString>("flag");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<double>("value");
        QTest::addColumn<bool>("acceptable");
        QTest::addRow("max_model_len 200000") << "max-model-len"
                                              << "200000" << 200000.0 << false;
        QTest::addRow("max_model_len 131073") << "max-model-len"
                                              << "131073" << 131073.0 << false;
        QTest::addRow("max_model_len 100000") << "max-model-len"
                                              << "100000" << 100000.0 << true;
        QTest::addRow("GPU count 9999") << "gpu-count"
                                        << "9999" << 9999.0 << true;
        QTest::addRow("GPU count 0") << "gpu-count"
                                     << "0" << 0.0 << false;
        QTest::addRow("other processes 500") << "other-gpu-memory-gib"
                                             << "500" << 500.0 << false;
        QTest::addRow("utilization 0") << "gpu-memory-utilization"
                                       << "0" << 0.0 << false;
        QTest::addRow("utilization 0.01") << "gpu-memory-utilization"
                                          << "0.01" << 0.01 << true;
        QTest::addRow("utilization 1.0") << "gpu-memory-utilization"
                                         << "1.0" << 1.0 << true;
        QTest::addRow("utilization 0.925") << "gpu-memory-utilization"
                                           << "0.925" << 0.925 << true;
    }

    void typedValuesAreNeverTruncated()
    {
        QFETCH(QString, flag);
        QFETCH(QString, typed);
        QFETCH(double, value);
        QFETCH(bool, acceptable);
        MainWindow w;
        showAt(w, QSize(1280, 800));
        ScenarioPanel* p = w.panel();
        const std::pair<const char*, ValidatingSpinBox*> boxes[] = {
            {"max-model-len", p->contextSpin()},
            {"gpu-count", p->gpuCountSpin()},
            {"other-gpu-memory-gib", p->otherProcessesSpin()},
            {"gpu-memory-utilization", p->utilizationSpin()}};
        ValidatingSpinBox* box = nullptr;
        for (const auto& [name, b] : boxes)
            if (flag == QLatin1String(name))
                box = b;
        QVERIFY(box);
        typeInto(box, typed);
        QCOMPARE(box->value(), value);
        QCOMPARE(box->isAcceptable(), acceptable);
        // The scenario holds the typed value, not a truncated one.
        const FlagSpec* spec = findPlanFlag(flag);
        QVERIFY(spec);
        QCOMPARE(flagValueText(*spec, w.controller()->scenario()).toDouble(), value);
        if (acceptable) {
            QVERIFY(!box->toolTip().contains(QLatin1String("out of range")));
            QCOMPARE(box->palette().color(QPalette::Active, QPalette::Base),
                     QApplication::palette().color(QPalette::Active, QPalette::Base));
        } else {
            // Red, with the accepted range in the tooltip, and the plan says it is invalid and why.
            QVERIFY2(box->toolTip().contains(QLatin1String("is out of range")), qPrintable(box->toolTip()));
            QVERIFY(box->toolTip().contains(QLatin1String("Accepted:")));
            QVERIFY(box->palette().color(QPalette::Base) != QWidget().palette().color(QPalette::Base));
            QCOMPARE(w.controller()->plan().verdict, Verdict::InvalidInput);
            QVERIFY(w.panel()->validationLabel()->isVisible());
            QCOMPARE(w.panel()->validationLabel()->text(), w.controller()->plan().inputError);
        }
    }

    // Boxes are red only for a value out of range: none at the defaults or for any built-in scenario,
    // though the panel sets their values with signals blocked.
    void noBoxIsRedForAValidScenario()
    {
        MainWindow w;
        for (const ScenarioPreset& preset : PresetCatalog::builtin().scenarios()) {
            pickBuiltinScenario(w, preset.id);
            for (ValidatingSpinBox* box : w.findChildren<ValidatingSpinBox*>()) {
                QVERIFY2(box->isAcceptable(), qPrintable(preset.id + QStringLiteral(": ") + box->toolTip()));
                QCOMPARE(box->palette().color(QPalette::Active, QPalette::Base),
                         QApplication::palette().color(QPalette::Active, QPalette::Base));
            }
        }
    }

    // Item 9: one rule for numbers. Under a Russian locale kvbudget's own figures (number boxes,
    // banner, charts) use the locale's separators; vLLM's verbatim lines stay as vLLM prints them.
    void oneNumberFormatUnderARussianLocale()
    {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia));
        {
            MainWindow w;
            showAt(w, QSize(1280, 800));
            const Plan& plan = w.controller()->plan();
            const QLocale ru;
            const QString context = ru.toString(static_cast<qlonglong>(131072)); // "131 072"
            QVERIFY(context != QLatin1String("131,072"));
            QCOMPARE(formatCount(131072), context);
            QVERIFY2(w.panel()->contextSpin()->text().startsWith(context),
                     qPrintable(w.panel()->contextSpin()->text()));
            QVERIFY2(w.panel()->utilizationSpin()->text().startsWith(QLatin1String("0,92")),
                     qPrintable(w.panel()->utilizationSpin()->text()));
            VerdictBanner* banner = w.dashboard()->banner();
            QVERIFY2(banner->headline().contains(ru.toString(static_cast<qlonglong>(plan.kvTokens))),
                     qPrintable(banner->headline()));
            QVERIFY(banner->headline().contains(context));
            QString charts;
            for (QWidget* chart : {static_cast<QWidget*>(w.dashboard()->concurrencyChart()),
                                   static_cast<QWidget*>(w.dashboard()->memoryBars())})
                for (const kvbtest::PaintedText& t : kvbtest::paintedTexts(chart))
                    charts += t.text + QLatin1Char(' ');
            QVERIFY2(charts.contains(context), qPrintable(charts)); // "3,48x at 131 072"
            QVERIFY2(!charts.contains(QLatin1String("131,072")), qPrintable(charts));
            QVERIFY2(charts.contains(QLatin1String("0,92")), qPrintable(charts)); // the ceiling's formula
            // vLLM's own line, verbatim.
            QVERIFY2(banner->vllmText().contains(QLatin1String("131,072")), qPrintable(banner->vllmText()));
        }
        QLocale::setDefault(before);
    }

    void rangesComeFromTheFlagTable()
    {
        MainWindow w;
        const Scenario& s = w.controller()->scenario();
        const FlagRange util = w.panel()->utilizationSpin()->acceptedRange();
        QVERIFY(!util.contains(0) && util.contains(1.0)); // as the CLI: (0, 1]
        QCOMPARE(w.panel()->contextSpin()->acceptedRange().max,
                 static_cast<double>(s.model.maxPositionEmbeddings));
        QVERIFY2(w.panel()->contextSpin()->toolTip().contains(QLatin1String("from 1 to 131,072")),
                 qPrintable(w.panel()->contextSpin()->toolTip()));
    }

    // Item 11: every knob of the command line is reachable; the model list can be searched.
    void advancedSettingsReachEveryFlag()
    {
        MainWindow w;
        showAt(w, QSize(1280, 800));
        w.panel()->extraSettings()->advancedButton()->click();
        auto* dialog = w.findChild<AdvancedSettingsDialog*>();
        QVERIFY(dialog && dialog->isVisible());
        for (const FlagSpec& flag : planFlags())
            if (!flagIsIdentity(flag) && !flagIsShadowed(flag))
                QVERIFY2(dialog->editor(QLatin1String(flag.name)), flag.name);
        for (const char* name : {"gpu-memory-gib", "block-size", "enforce-eager", "kv-cache-memory", "dtype",
                                 "overhead-gib", "non-torch-gib", "activation-gib", "cuda-graph-gib"})
            QVERIFY2(dialog->editor(QLatin1String(name)), name);

        // block_size 32 as the command line takes it: applied, listed under Other settings, resettable.
        QVERIFY(dialog->apply(QStringLiteral("block-size"), QStringLiteral("32")));
        QCOMPARE(w.controller()->scenario().serving.blockSize, std::optional<int>(32));
        QCOMPARE(computePlan(w.controller()->scenario()).kvTokens, w.controller()->plan().kvTokens);
        QVERIFY(w.panel()->extraSettings()->listedFlags().contains(QStringLiteral("block-size")));
        QCOMPARE(qobject_cast<QLineEdit*>(dialog->editor(QStringLiteral("block-size")))->text(),
                 QStringLiteral("32"));
        QVERIFY(dialog->resetButton(QStringLiteral("block-size"))->isEnabled());

        // A custom GPU memory size makes a custom GPU.
        QVERIFY(dialog->apply(QStringLiteral("gpu-memory-gib"), QStringLiteral("40")));
        QCOMPARE(w.controller()->scenario().gpu.totalBytes, fromGiB(40));
        QVERIFY(w.panel()->gpuCombo()->currentText().contains(QLatin1String("40.00 GiB")));

        // enforce_eager by its check box.
        auto* eager = qobject_cast<QCheckBox*>(dialog->editor(QStringLiteral("enforce-eager")));
        QVERIFY(eager);
        eager->click();
        QVERIFY(w.controller()->scenario().serving.enforceEager);

        // A value the flag refuses changes nothing and says why.
        const QJsonObject before = scenarioToJson(w.controller()->scenario(), PresetCatalog::builtin());
        QVERIFY(!dialog->apply(QStringLiteral("block-size"), QStringLiteral("lots")));
        QVERIFY2(dialog->errorText().contains(QLatin1String("--block-size")),
                 qPrintable(dialog->errorText()));
        QCOMPARE(scenarioToJson(w.controller()->scenario(), PresetCatalog::builtin()), before);

        dialog->resetButton(QStringLiteral("block-size"))->click();
        QVERIFY(!w.controller()->scenario().serving.blockSize);
        QVERIFY(!w.panel()->extraSettings()->listedFlags().contains(QStringLiteral("block-size")));

        // The filter narrows the rows.
        dialog->filter()->setText(QStringLiteral("eager"));
        QVERIFY(dialog->editor(QStringLiteral("enforce-eager"))->isVisible());
        QVERIFY(!dialog->editor(QStringLiteral("block-size"))->isVisible());
    }

    void advancedSettingsFromTheEditMenu()
    {
        MainWindow w;
        QAction* action = nullptr;
        for (QAction* a : w.menuBar()->findChildren<QAction*>())
            if (a->text() == QStringLiteral("&Advanced settings…"))
                action = a;
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Comma));
        action->trigger();
        QVERIFY(w.findChild<AdvancedSettingsDialog*>()->isVisible());
    }

    void modelListCanBeSearched()
    {
        MainWindow w;
        showAt(w, QSize(1280, 800));
        QComboBox* models = w.panel()->modelCombo();
        QVERIFY(models->isEditable());
        QCompleter* completer = models->completer();
        QCOMPARE(completer->filterMode(), Qt::MatchContains);
        completer->setCompletionPrefix(QStringLiteral("qwen"));
        QVERIFY(completer->completionCount() > 1);
        for (int i = 0; i < completer->completionCount(); ++i) {
            completer->setCurrentRow(i);
            QVERIFY2(completer->currentCompletion().contains(QLatin1String("Qwen"), Qt::CaseInsensitive),
                     qPrintable(completer->currentCompletion()));
        }
        // Picking a found entry selects that model.
        completer->setCompletionPrefix(QStringLiteral("70B"));
        QVERIFY(completer->completionCount() >= 1);
        completer->setCurrentRow(0);
        const int index = models->findText(completer->currentCompletion());
        QVERIFY(index >= 0);
        models->setCurrentIndex(index);
        QVERIFY(w.controller()->scenario().model.displayName.contains(QLatin1String("70B")));
    }
};

QTEST_MAIN(TestKnobs)
#include "tst_knobs.moc"
