// core/memorybar: the stacked bars the dashboard draws, one per GPU rank, from the engine's plan.
#include "budget/engine.h"
#include "report/memorybar.h"
#include "testhelpers.h"

#include <QTest>

using namespace kvb;
using kvbtest::scenarioFrom;

namespace {

Bytes sum(const RankBar& bar)
{
    Bytes total = 0;
    for (const MemorySegment& s : bar.segments)
        total += s.bytes;
    return total;
}

} // namespace

class TestMemoryBar : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void segmentsAreTheEnginesTerms_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addRow("default") << QStringList{};
        QTest::addRow("util 0.5") << QStringList{QStringLiteral("--gpu-memory-utilization"),
                                                 QStringLiteral("0.5")};
        QTest::addRow("fp8 kv, 8k") << QStringList{QStringLiteral("--kv-cache-dtype"), QStringLiteral("fp8"),
                                                   QStringLiteral("--max-model-len"), QStringLiteral("8192")};
        QTest::addRow("other processes")
            << QStringList{QStringLiteral("--other-gpu-memory-gib"), QStringLiteral("4"),
                           QStringLiteral("--gpu-memory-utilization"), QStringLiteral("0.8")};
        QTest::addRow("vllm 0.8 (graphs outside)")
            << QStringList{QStringLiteral("--vllm-version"), QStringLiteral("0.8.5")};
        QTest::addRow("vllm 0.6.4") << QStringList{QStringLiteral("--vllm-version"), QStringLiteral("0.6.4")};
    }
    void segmentsAreTheEnginesTerms()
    {
        QFETCH(QStringList, args);
        const Scenario s = scenarioFrom(args);
        const Plan plan = computePlan(s);
        QVERIFY(plan.fits());
        const std::vector<RankBar> bars = memoryBars(plan);
        QCOMPARE(bars.size(), std::size_t{1});
        const RankBar& bar = bars.front();
        const MemoryTerms& m = plan.memory;
        QCOMPARE(bar.bytes(MemoryTerm::Weights), m.weights);
        QCOMPARE(bar.bytes(MemoryTerm::NonTorch), m.nonTorch);
        QCOMPARE(bar.bytes(MemoryTerm::Activation), m.activation);
        QCOMPARE(bar.bytes(MemoryTerm::CudaGraphs), m.cudaGraph);
        QCOMPARE(bar.bytes(MemoryTerm::KvCache), m.kvCache);
        QCOMPARE(bar.bytes(MemoryTerm::CudaContext), m.cudaContext);
        QCOMPARE(bar.bytes(MemoryTerm::OtherProcesses), m.otherProcesses);
        QCOMPARE(bar.bytes(MemoryTerm::FreeAboveCeiling), m.freeAboveCeiling());
        // Every term once, and together they are the card.
        QCOMPARE(bar.segments.size(), allMemoryTerms.size());
        QCOMPARE(sum(bar), m.total);
        QCOMPARE(bar.extent(), m.total);
        QCOMPARE(bar.ceiling, m.ceiling);
        QCOMPARE(bar.overBudget, Bytes{0});
        // The charged terms and the KV pool end exactly at the ceiling.
        Bytes charged = 0;
        for (const MemorySegment& seg : bar.segments) {
            charged += seg.bytes;
            if (seg.term == MemoryTerm::KvCache)
                break;
        }
        QCOMPARE(charged, m.ceiling);
    }

    void oneBarPerRank_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("tp");
        QTest::addColumn<int>("pp");
        QTest::addRow("70B TP4") << QStringLiteral("llama-3.1-70b") << 4 << 1;
        QTest::addRow("70B TP2 PP2") << QStringLiteral("llama-3.1-70b") << 2 << 2;
        QTest::addRow("8B PP2") << QStringLiteral("llama-3.1-8b") << 1 << 2;
    }
    void oneBarPerRank()
    {
        QFETCH(QString, model);
        QFETCH(int, tp);
        QFETCH(int, pp);
        const Scenario s = scenarioFrom({QStringLiteral("--model"), model, QStringLiteral("-tp"),
                                         QString::number(tp), QStringLiteral("-pp"), QString::number(pp)});
        const Plan plan = computePlan(s);
        QVERIFY2(plan.verdict != Verdict::InvalidInput, qPrintable(plan.inputError));
        const std::vector<RankBar> bars = memoryBars(plan);
        QCOMPARE(bars.size(), static_cast<std::size_t>(tp * pp));
        for (std::size_t i = 0; i < bars.size(); ++i) {
            const RankBar& bar = bars[i];
            QCOMPARE(bar.rank, static_cast<int>(i));
            QCOMPARE(bar.stage, bar.rank / tp); // vLLM's numbering: rank = stage x TP + TP rank
            QCOMPARE(bar.tpRank, bar.rank % tp);
            QCOMPARE(bar.bytes(MemoryTerm::KvCache), std::max<Bytes>(0, plan.ranks[i].memory.kvCache));
            QCOMPARE(bar.bytes(MemoryTerm::Weights), plan.ranks[i].memory.weights);
            QCOMPARE(bar.worstStage, bar.stage == plan.worstStage);
        }
    }

    void negativePoolIsMarkedOverBudget()
    {
        // At 0.2 the ceiling (15.8 GiB) is below weights + activation peak: vLLM logs a negative pool.
        const Scenario s = scenarioFrom({QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
                                         QStringLiteral("--gpu-memory-utilization"), QStringLiteral("0.2")});
        const Plan plan = computePlan(s);
        QVERIFY(plan.memory.kvCache < 0);
        const RankBar bar = memoryBars(plan).front();
        QCOMPARE(bar.bytes(MemoryTerm::KvCache), Bytes{0});
        QCOMPARE(bar.kvCache, plan.memory.kvCache);
        QCOMPARE(bar.overBudget, -plan.memory.kvCache);
        // The overrun eats into the free memory above the ceiling: the bar is still the card.
        QCOMPARE(bar.extent(), plan.memory.total);
    }

    void invalidScenarioHasNoBars()
    {
        const Scenario s = scenarioFrom({QStringLiteral("-tp"), QStringLiteral("3")});
        const Plan plan = computePlan(s);
        QCOMPARE(plan.verdict, Verdict::InvalidInput);
        QVERIFY(memoryBars(plan).empty());
    }
};

QTEST_GUILESS_MAIN(TestMemoryBar)
#include "tst_memorybar.moc"
