// V1's default max_num_seqs and max_num_batched_tokens by card (core/budget/defaults.cpp largeCard):
// by device name until 0.8.4 (H100 or H200, in whatever case torch or the user wrote the name), by
// memory (>= 70 GiB) from 0.8.5 (#17073), A100s excluded by name from 0.9.0 (#17885); unified-memory
// devices never large.

#include "budget/accountingrules.h"
#include "budget/defaults.h"

#include <QtTest>

using namespace kvb;

class TestBatchDefaults : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void largeCardByNameAndMemory_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("gib");
        QTest::addColumn<QString>("version");
        QTest::addColumn<qint64>("batchedTokens");
        // Until 0.8.4 the name decides, in any case: vLLM upper-cases it before looking.
        QTest::addRow("0.8.4 H100") << "NVIDIA H100 80GB HBM3" << 80 << "0.8.4" << qint64(8192);
        QTest::addRow("0.8.4 h100 lower case") << "nvidia h100 80gb hbm3" << 80 << "0.8.4" << qint64(8192);
        QTest::addRow("0.8.4 h200 mixed case") << "Nvidia h200" << 141 << "0.8.4" << qint64(8192);
        QTest::addRow("0.8.4 big but unnamed") << "NVIDIA B200" << 180 << "0.8.4" << qint64(2048);
        // From 0.8.5 memory decides; from 0.9.0 an A100 is not large, in any case.
        QTest::addRow("0.8.5 big card") << "NVIDIA B200" << 180 << "0.8.5" << qint64(8192);
        QTest::addRow("0.8.5 A100 80GB") << "NVIDIA A100-SXM4-80GB" << 80 << "0.8.5" << qint64(8192);
        QTest::addRow("0.9.0 A100 80GB") << "NVIDIA A100-SXM4-80GB" << 80 << "0.9.0" << qint64(2048);
        QTest::addRow("0.9.0 a100 lower case") << "nvidia a100-sxm4-80gb" << 80 << "0.9.0" << qint64(2048);
        QTest::addRow("0.9.0 small H100 name") << "NVIDIA H100 MIG 3g.40gb" << 40 << "0.9.0" << qint64(2048);
    }

    // Unified-memory devices: NVML cannot report their memory, and vLLM's except turns that into 0
    // bytes, so they get the small defaults (their logs print max_num_batched_tokens=2048 on 119.7 GiB);
    // the same size on a discrete card is large.
    void unifiedMemoryGetsSmallDefaults()
    {
        GpuSpec gpu;
        gpu.name = QStringLiteral("NVIDIA GB10");
        gpu.totalBytes = Bytes{120} * GiB;
        const AccountingRules rules = accountingRulesFor(VllmVersion{0, 13, 0}, EngineKind::V1);
        QCOMPARE(defaultBatchLimits(rules, BatchContext{gpu, 32768, true, false}).maxNumBatchedTokens, 8192);
        gpu.unifiedMemory = true;
        const BatchDefaults unified = defaultBatchLimits(rules, BatchContext{gpu, 32768, true, false});
        QCOMPARE(unified.maxNumBatchedTokens, 2048);
        QCOMPARE(unified.maxNumSeqs, 256);
    }

    void largeCardByNameAndMemory()
    {
        QFETCH(QString, name);
        QFETCH(int, gib);
        QFETCH(QString, version);
        QFETCH(qint64, batchedTokens);
        GpuSpec gpu;
        gpu.name = name;
        gpu.totalBytes = Bytes{gib} * GiB;
        const auto parsed = VllmVersion::parse(version);
        QVERIFY(parsed);
        const BatchDefaults d = defaultBatchLimits(accountingRulesFor(*parsed, EngineKind::V1),
                                                   BatchContext{gpu, 32768, true, false});
        QCOMPARE(d.maxNumBatchedTokens, batchedTokens);
    }
};

QTEST_GUILESS_MAIN(TestBatchDefaults)
#include "tst_batchdefaults.moc"
