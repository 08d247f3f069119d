// The simple "weights + KV + headroom" accounting (core/budget/handbudget.h).

#include "testhelpers.h"

#include "budget/handbudget.h"

using namespace kvb;

class TestHandBudget : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void arithmetic_data()
    {
        QTest::addColumn<double>("cardGiB");
        QTest::addColumn<double>("weightsGiB");
        QTest::addColumn<double>("headroomGiB");
        QTest::addColumn<double>("headroomFraction");
        QTest::addColumn<qint64>("bytesPerToken");
        QTest::addColumn<double>("kvGiB");
        QTest::addColumn<qint64>("tokens");
        QTest::addRow("whiteboard 24 GB")
            << 24.0 << 16.0 << 2.0 << 0.0 << qint64(131072) << 6.0 << qint64(49152);
        QTest::addRow("ten percent headroom")
            << 80.0 << 15.0 << 0.0 << 0.10 << qint64(131072) << 57.0 << qint64(466944);
        QTest::addRow("both headrooms")
            << 80.0 << 15.0 << 1.0 << 0.10 << qint64(131072) << 56.0 << qint64(458752);
        QTest::addRow("does not fit") << 16.0 << 16.0 << 2.0 << 0.0 << qint64(131072) << -2.0 << qint64(0);
    }

    void arithmetic()
    {
        QFETCH(double, cardGiB);
        QFETCH(double, weightsGiB);
        QFETCH(double, headroomGiB);
        QFETCH(double, headroomFraction);
        QFETCH(qint64, bytesPerToken);
        QFETCH(double, kvGiB);
        QFETCH(qint64, tokens);
        const HandBudget b = computeHandBudget(
            {fromGiB(cardGiB), fromGiB(weightsGiB), fromGiB(headroomGiB), headroomFraction, bytesPerToken});
        QCOMPARE(b.kvBytes, fromGiB(kvGiB));
        QCOMPARE(b.tokens, tokens);
        QCOMPARE(b.requestsAt(4096), tokens / 4096);
        QCOMPARE(b.requestsAt(0), std::int64_t{0});
    }

    void fromScenarioUsesWholeParameters()
    {
        Scenario s = kvbtest::scenario("seed-llama31-8b-h100");
        const HandBudgetInput in = handBudgetInputFor(s);
        QCOMPARE(in.weightBytes, Bytes{16060522496});
        QCOMPARE(in.kvBytesPerToken, Bytes{131072});
        QCOMPARE(in.cardBytes, s.gpu.totalBytes);
        s.serving.quantization = QuantMethod::Awq;
        QCOMPARE(handBudgetInputFor(s).weightBytes, naiveWeightBytes(8030261248, 0.5));
        s.serving.quantization.reset();
        s.serving.tensorParallelSize = 2;
        s.gpu.count = 2;
        QCOMPARE(handBudgetInputFor(s).weightBytes, Bytes{16060522496} / 2);
        QCOMPARE(handBudgetInputFor(s).kvBytesPerToken, Bytes{65536});
    }

    // `plan --accounting simple --gpu-memory-gib 1.5` was refused ("The headroom (2.00 GiB) must be
    // between 0 and the GPU's 1.50 GiB"): a headroom larger than the card is the whiteboard's "does
    // not fit", a negative KV budget.
    void headroomLargerThanTheCardIsAVerdict()
    {
        Scenario s = kvbtest::scenario("seed-llama31-8b-h100");
        s.accounting = AccountingMode::Simple;
        s.serving.overrides = {}; // the seed's 3 GiB overhead would not fit a 1.5 GiB card either
        s.gpu.totalBytes = fromGiB(1.5);
        const auto budget = handBudgetFor(s);
        QVERIFY2(budget.ok(), qPrintable(budget ? QString() : budget.error().message));
        QVERIFY(budget->kvBytes < 0);
        QCOMPARE(budget->tokens, std::int64_t{0});
    }
};

QTEST_GUILESS_MAIN(TestHandBudget)
#include "tst_handbudget.moc"
