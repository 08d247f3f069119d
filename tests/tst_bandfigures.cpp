// The uncertainty band as the dashboard draws it (core/report/bandfigures.h, the band fields of sweeps.h) and
// the versions its picker offers (representativeVersions).

#include "testhelpers.h"

#include "base/units_format.h"
#include "budget/accountingrules.h"
#include "report/bandfigures.h"
#include "report/plantext.h"
#include "report/sweeps.h"
#include "testhelpers.h"
#include "vllm/messages.h"

#include <algorithm>

using namespace kvb;

namespace {

Bytes kvStartOf(const RankBar& bar)
{
    Bytes start = 0;
    for (const MemorySegment& s : bar.segments) {
        if (s.term == MemoryTerm::KvCache)
            break;
        start += s.bytes;
    }
    return start;
}

} // namespace

namespace {

// Mixtral on vLLM 0.2.4, whose MegaBlocks path widens the band down to no pool (one-sided).
QStringList megaBlocksArgs()
{
    return {QStringLiteral("--model"),        QStringLiteral("mixtral-8x7b"), QStringLiteral("--gpu"),
            QStringLiteral("a100-80gb"),      QStringLiteral("-tp"),          QStringLiteral("2"),
            QStringLiteral("--vllm-version"), QStringLiteral("0.2.4")};
}

} // namespace

class TestBandFigures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pickerOffersOneVersionPerEraNewestLast()
    {
        const std::vector<VllmVersion> versions = representativeVersions();
        QVERIFY(!versions.empty());
        QVERIFY(std::is_sorted(versions.begin(), versions.end()));
        QCOMPARE(versions.back(), newestModelledVersion());
        // Every era has a representative, and every representative falls in an era.
        for (const AccountingRules& era : accountingEras()) {
            QVERIFY2(
                std::any_of(versions.begin(), versions.end(),
                            [&](const VllmVersion& v) { return accountingRulesFor(v).label == era.label; }),
                qPrintable(era.label));
        }
        // The versions the README's table contrasts: 0.90 before 0.21, 0.92 from it.
        QCOMPARE(accountingRulesFor(versions.front()).defaultUtilization, 0.90);
        QCOMPARE(accountingRulesFor(versions.back()).defaultUtilization, 0.92);
    }

    void bandOnTheBarIsThePlansBand_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addRow("default") << QStringList{};
        QTest::addRow("0.6.4 V0") << QStringList{QStringLiteral("--vllm-version"), QStringLiteral("0.6.4")};
        QTest::addRow("70b tp4 pp2") << QStringList{
            QStringLiteral("--model"), QStringLiteral("llama-3.1-70b"), QStringLiteral("-tp"),
            QStringLiteral("4"),       QStringLiteral("-pp"),           QStringLiteral("2")};
        QTest::addRow("one-sided: 0.2.4 MegaBlocks") << megaBlocksArgs();
        QTest::addRow("one-sided: 0.9.0 sampler")
            << QStringList{QStringLiteral("--vllm-version"), QStringLiteral("0.9.0")};
    }

    void bandOnTheBarIsThePlansBand()
    {
        QFETCH(QStringList, args);
        const DashboardFigures f = kvbtest::figuresFrom(args);
        QVERIFY(f.plan.fits());
        QVERIFY(f.plan.band.bandBytes > 0);
        const RankBar& worst = f.memoryBars.at(static_cast<std::size_t>(f.plan.worstRank));
        QCOMPARE(worst.kvCache, f.plan.memory.kvCache);
        const auto band = kvBandOnBar(worst, f.plan.band);
        QVERIFY(band);
        const Bytes start = kvStartOf(worst);
        QCOMPARE(band->from, start + f.plan.band.kvCacheLow);
        QCOMPARE(band->to, start + f.plan.band.kvCacheHigh);
        QCOMPARE(band->kvEnd, start + f.plan.memory.kvCache);
        // Every rank's whisker is as wide as the band, around its own pool's end.
        for (const RankBar& bar : f.memoryBars) {
            const auto b = kvBandOnBar(bar, f.plan.band);
            QVERIFY(b);
            QCOMPARE(b->to - b->kvEnd, f.plan.band.highBytes);
            QCOMPARE(b->kvEnd - b->from, std::min(f.plan.band.lowBytes, bar.kvCache));
            QCOMPARE(b->kvEnd, kvStartOf(bar) + bar.kvCache);
        }
    }

    void noBandWithoutAPoolOrAnEstimate()
    {
        // --kv-cache-memory fixes the pool: nothing is estimated.
        const DashboardFigures fixed =
            kvbtest::figuresFrom({QStringLiteral("--kv-cache-memory"), QStringLiteral("10737418240")});
        QCOMPARE(fixed.plan.band.bandBytes, Bytes(0));
        QVERIFY(!kvBandOnBar(fixed.memoryBars.front(), fixed.plan.band));
        QVERIFY(bandSummary(fixed.plan).isEmpty());
        // A pool that would be negative has no segment to widen.
        const DashboardFigures over =
            kvbtest::figuresFrom({QStringLiteral("--model"), QStringLiteral("llama-3.1-70b")});
        QVERIFY(!over.plan.fits());
        QVERIFY(!kvBandOnBar(over.memoryBars.front(), over.plan.band));
        QVERIFY(bandSummary(over.plan).isEmpty());
    }

    void sweepsCarryTheBand()
    {
        const DashboardFigures f = kvbtest::figuresFrom({});
        const auto at = std::find_if(f.concurrency.begin(), f.concurrency.end(), [&](const ContextPoint& p) {
            return p.contextLength == f.plan.settings.maxModelLen;
        });
        QVERIFY(at != f.concurrency.end());
        QCOMPARE(at->worstCaseLow, f.plan.band.maxConcurrencyLow);
        QCOMPARE(at->worstCaseHigh, f.plan.band.maxConcurrencyHigh);
        for (const ContextPoint& p : f.concurrency) {
            QVERIFY(p.worstCaseLow <= p.worstCase);
            QVERIFY(p.worstCase <= p.worstCaseHigh);
        }
        const auto u =
            std::find_if(f.utilization.begin(), f.utilization.end(), [&](const UtilizationPoint& p) {
                return std::abs(p.utilization - f.plan.settings.gpuMemoryUtilization) < 1e-9;
            });
        QVERIFY(u != f.utilization.end());
        QCOMPARE(u->kvTokensLow, f.plan.band.kvTokensLow);
        QCOMPARE(u->kvTokensHigh, f.plan.band.kvTokensHigh);
        for (const UtilizationPoint& p : f.utilization) {
            if (p.verdict != Verdict::Fits) { // no band where vLLM refuses
                QCOMPARE(p.kvTokensLow, 0);
                QCOMPARE(p.kvTokensHigh, 0);
            } else {
                QVERIFY(p.kvTokensLow <= p.kvTokens && p.kvTokens <= p.kvTokensHigh);
            }
        }
    }

    void summaryGivesTheRange()
    {
        const Plan plan = computePlan(kvbtest::scenarioFrom({}));
        const QString text = bandSummary(plan);
        QVERIFY(text.startsWith(withThousands(plan.kvTokens) + QStringLiteral(" KV tokens (±")));
        QVERIFY(text.contains(compactCount(plan.band.kvTokensLow) + QStringLiteral("–") +
                              compactCount(plan.band.kvTokensHigh)));
        QVERIFY(text.contains(pythonFixed(plan.band.maxConcurrencyHigh, 2) + QLatin1Char('x')));
        const double percent = bandPercent(plan);
        QVERIFY(percent > 0 && percent < 10);
        QCOMPARE(percent,
                 static_cast<double>(plan.band.bandBytes) / static_cast<double>(plan.memory.kvCache) * 100);
    }

    // A band whose sides differ says so everywhere it is printed, instead of "±" its wider side.
    void oneSidedBandIsShownOneSided()
    {
        const Plan plan = computePlan(kvbtest::scenarioFrom(megaBlocksArgs()));
        const UncertaintyBand& b = plan.band;
        QVERIFY(b.lowBytes > b.highBytes);
        QCOMPARE(b.kvCacheLow, Bytes{0});
        const QString summary = bandSummary(plan);
        QVERIFY2(summary.contains(QStringLiteral("(−100.0%/+")), qPrintable(summary));
        QVERIFY2(!summary.contains(QStringLiteral("±")), qPrintable(summary));
        const QString line = uncertaintyLine(plan);
        QVERIFY2(
            line.startsWith(QStringLiteral("Uncertainty −") + formatGiB(b.lowBytes) + QStringLiteral("/+")),
            qPrintable(line));
        // The sampler kernel widens the high side only (0.8.0-0.11.0).
        const Plan sampler =
            computePlan(kvbtest::scenarioFrom({QStringLiteral("--vllm-version"), QStringLiteral("0.9.0")}));
        QVERIFY(sampler.band.highBytes > sampler.band.lowBytes);
        QVERIFY2(bandSummary(sampler).contains(QStringLiteral("%/+")), qPrintable(bandSummary(sampler)));
        // A symmetric band keeps its "±".
        QVERIFY(bandSummary(computePlan(kvbtest::scenarioFrom({}))).contains(QStringLiteral("(±")));
    }

    void calibratedSummaryStaysReadable()
    {
        // A calibrated band is the log's rounding (0.01 GiB): the range is given in full, not "421k–421k".
        Plan plan = computePlan(kvbtest::scenarioFrom({}));
        plan.band.bandBytes = plan.band.lowBytes = plan.band.highBytes = fromGiB(0.01);
        plan.band.kvTokensLow = 420880;
        plan.band.kvTokensHigh = 420912;
        const QString text = bandSummary(plan);
        QVERIFY2(text.contains(QStringLiteral("420,880–420,912")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("(±0.02%")), qPrintable(text));
    }

    void compactCounts_data()
    {
        QTest::addColumn<qint64>("value");
        QTest::addColumn<QString>("text");
        QTest::addRow("small") << qint64(950) << QStringLiteral("950");
        QTest::addRow("thousands") << qint64(9999) << QStringLiteral("9,999");
        QTest::addRow("tens of k") << qint64(12345) << QStringLiteral("12.3k");
        QTest::addRow("hundreds of k") << qint64(427232) << QStringLiteral("427k");
        QTest::addRow("millions") << qint64(1250000) << QStringLiteral("1.25M");
        QTest::addRow("round") << qint64(2000000) << QStringLiteral("2M");
        QTest::addRow("negative") << qint64(-450000) << QStringLiteral("-450k");
    }

    void compactCounts()
    {
        QFETCH(qint64, value);
        QFETCH(QString, text);
        QCOMPARE(compactCount(value), text);
    }
};

QTEST_GUILESS_MAIN(TestBandFigures)
#include "tst_bandfigures.moc"
