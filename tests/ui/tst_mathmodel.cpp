// "Show the math": the plan's worked example as a table model.
#include "budget/engine.h"
#include "report/explain.h"
#include "ui/mathmodel.h"
#include "uitesthelpers.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace kvb;
using namespace kvb::ui;

class TestMathModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rowsAreTheExplanationSteps_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addRow("default") << QStringList{};
        QTest::addRow("TP2 PP2") << QStringList{QStringLiteral("--model"), QStringLiteral("llama-3.1-70b"),
                                                QStringLiteral("-tp"),     QStringLiteral("2"),
                                                QStringLiteral("-pp"),     QStringLiteral("2")};
        QTest::addRow("refuses") << QStringList{QStringLiteral("--model"), QStringLiteral("llama-3.1-70b")};
        QTest::addRow("invalid") << QStringList{QStringLiteral("-tp"), QStringLiteral("3")};
    }
    void rowsAreTheExplanationSteps()
    {
        QFETCH(QStringList, args);
        const Scenario s = kvbtest::scenarioFrom(args);
        const std::vector<ExplanationStep> steps = explainPlan(s, computePlan(s));
        MathModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setExplanation(steps);
        QCOMPARE(model.rowCount(), static_cast<int>(steps.size()));
        QCOMPARE(model.columnCount(), int{MathModel::NUM_COLUMNS});
        for (int row = 0; row < model.rowCount(); ++row) {
            const ExplanationStep& step = steps[static_cast<std::size_t>(row)];
            QCOMPARE(model.index(row, MathModel::StepColumn).data().toString(), step.label);
            QCOMPARE(model.index(row, MathModel::FormulaColumn).data().toString(), step.formula);
            QCOMPARE(model.index(row, MathModel::ValueColumn).data().toString(), step.value);
            QCOMPARE(model.index(row, MathModel::FormulaColumn).data(MathModel::StepIdRole).toString(),
                     step.id);
        }
        // A second plan resets the model cleanly (the tester checks the signals).
        model.setExplanation(explainPlan(kvbtest::scenarioFrom({}), computePlan(kvbtest::scenarioFrom({}))));
        model.setExplanation({});
        QCOMPARE(model.rowCount(), 0);
    }

    void readsAloudInAWorkshop()
    {
        const Scenario s = kvbtest::scenarioFrom({});
        MathModel model;
        model.setExplanation(explainPlan(s, computePlan(s)));
        int kvRow = -1;
        for (int row = 0; row < model.rowCount(); ++row)
            if (model.index(row, 0).data(MathModel::StepIdRole).toString() == u"kv_per_token")
                kvRow = row;
        QVERIFY(kvRow >= 0);
        // The worked example, as the panel shows it.
        QVERIFY(model.index(kvRow, MathModel::FormulaColumn)
                    .data()
                    .toString()
                    .startsWith(QStringLiteral("2 × 32 layers × 8 KV heads × 128 × 2 bytes")));
        QCOMPARE(model.index(kvRow, MathModel::ValueColumn).data().toString(),
                 QStringLiteral("128 KiB per token"));
        QVERIFY(model.toPlainText().contains(QStringLiteral("KV cache per token: 2 × 32 layers")));
    }

    void headers()
    {
        MathModel model;
        for (int c = 0; c < MathModel::NUM_COLUMNS; ++c)
            QVERIFY(!model.headerData(c, Qt::Horizontal).toString().isEmpty());
        QVERIFY(!model.headerData(0, Qt::Vertical).isValid());
    }
};

QTEST_MAIN(TestMathModel)
#include "tst_mathmodel.moc"
