// Tools → What fits…, offscreen: the dialog lists the engine's options for the window's scenario,
// Apply loads the chosen one into the window (GPU, count, split, max_model_len), the menu reaches it
// by keyboard, and a workload nothing holds says so with nothing to apply.

#include "testhelpers.h"
#include "ui/mainwindow.h"
#include "ui/scenariocontroller.h"
#include "ui/whatfitsdialog.h"

#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QtTest>

using namespace kvb;
using namespace kvb::ui;

namespace {

void tickOnly(QListWidget* list, const QStringList& ids)
{
    for (int i = 0; i < list->count(); ++i)
        list->item(i)->setCheckState(
            ids.contains(list->item(i)->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
}

} // namespace

class TestWhatFitsDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void applyLoadsTheChosenOption()
    {
        MainWindow window;
        window.controller()->setScenario(kvbtest::scenario("default"));
        WhatFitsDialog* dialog = window.openWhatFits();
        QVERIFY(dialog->isVisible());
        dialog->concurrencyBox()->setValue(200);
        dialog->requestTokensBox()->setValue(8192);
        dialog->maxModelLenBox()->setValue(0); // as the request
        tickOnly(dialog->gpuList(), {QStringLiteral("l40s"), QStringLiteral("a100-80gb")});
        dialog->search();
        const CapacityAnswer& answer = dialog->answer();
        QVERIFY(!answer.options.empty());
        QCOMPARE(dialog->optionsTable()->rowCount(), int(answer.options.size() + answer.unheld.size()));
        QVERIFY(dialog->applyButton()->isEnabled());
        QVERIFY(!dialog->summaryLabel()->text().isEmpty());
        // It fits a 1280x800 screen; KVBUDGET_WHATFITS_SHOTS=DIR saves what it shows.
        QVERIFY(dialog->width() <= 1280 && dialog->height() <= 800);
        if (const QString dir = qEnvironmentVariable("KVBUDGET_WHATFITS_SHOTS"); !dir.isEmpty())
            QVERIFY(dialog->grab().save(dir + QStringLiteral("/whatfits.png")));

        // The last option, so the window's scenario really changes from what the first would give.
        const int row = int(answer.options.size()) - 1;
        const CapacityOption chosen = answer.options.at(std::size_t(row));
        dialog->optionsTable()->selectRow(row);
        QTest::mouseClick(dialog->applyButton(), Qt::LeftButton);
        const Scenario& shown = window.controller()->scenario();
        QCOMPARE(shown.gpu.id, chosen.scenario.gpu.id);
        QCOMPARE(shown.gpu.count, chosen.split.gpus());
        QCOMPARE(shown.serving.tensorParallelSize, chosen.split.tensor);
        QCOMPARE(shown.serving.pipelineParallelSize, chosen.split.pipeline);
        QCOMPARE(shown.serving.dataParallelSize, chosen.split.data);
        QCOMPARE(shown.serving.maxModelLen, std::optional<std::int64_t>(8192));
        QVERIFY(window.controller()->plan().fits());
        QCOMPARE(window.controller()->plan().numBlocks, chosen.plan.numBlocks);
    }

    void theMenuOpensItByKeyboard()
    {
        MainWindow window;
        QAction* found = nullptr;
        for (QAction* menu : window.menuBar()->actions())
            if (menu->menu())
                for (QAction* action : menu->menu()->actions())
                    if (action->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F))
                        found = action;
        QVERIFY(found);
        QVERIFY(!found->statusTip().isEmpty());
        found->trigger();
        auto* dialog = window.findChild<WhatFitsDialog*>();
        QVERIFY(dialog && dialog->isVisible());
        for (QWidget* knob : std::initializer_list<QWidget*>{
                 dialog->concurrencyBox(), dialog->requestTokensBox(), dialog->maxModelLenBox(),
                 dialog->gpuList(), dialog->optionsTable(), dialog->applyButton()}) {
            QVERIFY(!knob->toolTip().isEmpty());
            QVERIFY(knob->focusPolicy() & Qt::TabFocus);
        }
    }

    void nothingToApplyWhenNothingHolds()
    {
        MainWindow window;
        window.controller()->setScenario(kvbtest::scenario("default"));
        WhatFitsDialog* dialog = window.openWhatFits();
        const Scenario before = window.controller()->scenario();
        dialog->concurrencyBox()->setValue(100000);
        dialog->requestTokensBox()->setValue(100000);
        tickOnly(dialog->gpuList(), {QStringLiteral("t4")});
        dialog->search();
        QVERIFY(dialog->answer().options.empty());
        QCOMPARE(dialog->optionsTable()->rowCount(), 1);
        QVERIFY(!dialog->applyButton()->isEnabled());
        QVERIFY(!dialog->apply());
        QCOMPARE(window.controller()->scenario().gpu.id, before.gpu.id);
    }
};

QTEST_MAIN(TestWhatFitsDialog)
#include "tst_whatfitsdialog.moc"
