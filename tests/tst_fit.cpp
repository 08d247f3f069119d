// The constants every plan uses (builtinConstants) are the fit `kvbudget validate --fit` computes on
// the bundled public logs: refitting them here fails the moment a log, a derived term or the fit
// changes without the constants following (docs/vllm-accounting.md §11).

#include "testhelpers.h"

#include "budget/band.h"
#include "report/bandtext.h"
#include "vllm/fit.h"

#include <algorithm>
#include <random>

using namespace kvb;

class TestFit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void builtinConstantsAreTheFitOfTheBundledLogs();
    void bandSharesAreTheFitOfTheBundledLogs();
    void smallGroupsTakeThePooledBoundAsAFloor();
    void aLeftOutLogChangesTheFit();
    void unifiedMemoryLogsFitTheirOwnBase();
    void conformalBoundTakesOneRankMoreThanTheNearestRank();
    void conformalBoundCoversNineUnseenDrawsInTen();

private:
    std::vector<FitCase> m_cases;
    FittedConstants m_fitted;
};

namespace {

// The built-in values are written to four decimals of a GiB (or of a factor).
void compareGiB(const char* name, Bytes builtin, Bytes fitted)
{
    QVERIFY2(std::abs(toGiB(builtin) - toGiB(fitted)) < 0.0006,
             qPrintable(QStringLiteral("%1: built in %2 GiB, refitted %3 GiB")
                            .arg(QLatin1String(name))
                            .arg(toGiB(builtin), 0, 'f', 4)
                            .arg(toGiB(fitted), 0, 'f', 4)));
}

void compareShare(const QString& name, double builtin, double fitted)
{
    QVERIFY2(std::abs(builtin - fitted) < 0.0006,
             qPrintable(QStringLiteral("%1: built in %2, refitted %3").arg(name).arg(builtin).arg(fitted)));
}

} // namespace

void TestFit::initTestCase()
{
    m_cases = fitCasesOf(kvbtest::publicLogCases(), PresetCatalog::builtin());
    QVERIFY(m_cases.size() >= 60);
    m_fitted = fitConstants(m_cases);
}

void TestFit::builtinConstantsAreTheFitOfTheBundledLogs()
{
    const FittedConstants& k = builtinConstants();
    compareGiB("non-torch V1", k.nonTorchV1, m_fitted.nonTorchV1);
    compareGiB("non-torch V1 parallel", k.nonTorchV1Parallel, m_fitted.nonTorchV1Parallel);
    compareGiB("NCCL V1", k.ncclV1, m_fitted.ncclV1);
    compareGiB("non-torch V0", k.nonTorchV0, m_fitted.nonTorchV0);
    compareGiB("non-torch V0 parallel", k.nonTorchV0Parallel, m_fitted.nonTorchV0Parallel);
    compareGiB("non-torch ROCm", k.nonTorchRocm, m_fitted.nonTorchRocm);
    compareGiB("non-torch unified memory", k.nonTorchUnified, m_fitted.nonTorchUnified);
    compareGiB("CUDA context base", k.cudaContextBase, m_fitted.cudaContextBase);
    compareShare(QStringLiteral("CUDA context per byte"), k.cudaContextPerByte, m_fitted.cudaContextPerByte);
    compareShare(QStringLiteral("forward elements"), k.activation.forwardElementsFactor,
                 m_fitted.activation.forwardElementsFactor);
    compareShare(QStringLiteral("encoder"), k.activation.encoderFactor, m_fitted.activation.encoderFactor);
}

void TestFit::bandSharesAreTheFitOfTheBundledLogs()
{
    const FittedConstants& k = builtinConstants();
    for (int g = 0; g < static_cast<int>(FitGroup::Count); ++g) {
        const QString name = fitGroupLabel(static_cast<FitGroup>(g));
        QCOMPARE(k.bandCases[g], m_fitted.bandCases[g]);
        compareShare(name, k.bandShare[g], m_fitted.bandShare[g]);
    }
    for (int w = 0; w < static_cast<int>(WeightClass::Count); ++w) {
        const QString name = weightClassLabel(static_cast<WeightClass>(w));
        QCOMPARE(k.weightsCases[w], m_fitted.weightsCases[w]);
        compareShare(name, k.weightsShare[w], m_fitted.weightsShare[w]);
    }
    QCOMPARE(k.pooledBandCases, m_fitted.pooledBandCases);
    compareShare(QStringLiteral("pooled"), k.pooledBandShare, m_fitted.pooledBandShare);
    int grouped = 0;
    for (int g = 0; g < static_cast<int>(FitGroup::Count); ++g)
        grouped += m_fitted.bandCases[g];
    QCOMPARE(m_fitted.pooledBandCases, grouped);
}

// A group with fewer logs than kConformalLogs has no 9-in-10 bound of its own (its largest residual
// covers about n / (n + 1)): its share is at least the bound of every group's residuals together, and
// the band says so. From kConformalLogs logs on, a group keeps its own bound, however narrow.
void TestFit::smallGroupsTakeThePooledBoundAsAFloor()
{
    const Scenario s = kvbtest::scenarioFrom({QStringLiteral("--vllm-version"), QStringLiteral("0.19")});
    FittedConstants k = builtinConstants();
    const Plan plan = computePlan(s, k);
    const auto fittedTerm = [&](FitGroup g) {
        for (const BandTerm& t : bandTermsFor(s, plan, k, g).terms)
            if (t.source == BandSource::FittedTerms || t.source == BandSource::FewLogs ||
                t.source == BandSource::PooledLogs)
                return t;
        return BandTerm{BandSource::Weights};
    };
    const int g = static_cast<int>(FitGroup::V1Parallel);
    k.pooledBandShare = 0.6;
    k.pooledBandCases = 70;

    k.bandCases[g] = kFewLogs - 1; // doubled, then floored
    k.bandShare[g] = 0.05;
    BandTerm t = fittedTerm(FitGroup::V1Parallel);
    QCOMPARE(t.source, BandSource::PooledLogs);
    QCOMPARE(t.share, 0.6);
    QCOMPARE(t.cases, 70);
    QCOMPARE(t.low, static_cast<Bytes>(0.6 * static_cast<double>(estimatedOverhead(s, plan) + kBandBase)));
    k.bandShare[g] = 0.4;
    t = fittedTerm(FitGroup::V1Parallel);
    QCOMPARE(t.source, BandSource::FewLogs);
    QCOMPARE(t.share, 0.8);

    k.bandCases[g] = kConformalLogs - 1; // its own share, floored
    t = fittedTerm(FitGroup::V1Parallel);
    QCOMPARE(t.source, BandSource::PooledLogs);
    QCOMPARE(t.share, 0.6);
    k.bandShare[g] = 0.7;
    t = fittedTerm(FitGroup::V1Parallel);
    QCOMPARE(t.source, BandSource::FittedTerms);
    QCOMPARE(t.share, 0.7);

    k.bandCases[g] = kConformalLogs; // enough for a bound of its own
    k.bandShare[g] = 0.05;
    t = fittedTerm(FitGroup::V1Parallel);
    QCOMPARE(t.source, BandSource::FittedTerms);
    QCOMPARE(t.share, 0.05);

    // The plan's own reasons name the floor for a group under kConformalLogs in the built-in fit.
    const Plan parallel =
        computePlan(kvbtest::scenarioFrom({QStringLiteral("--vllm-version"), QStringLiteral("0.19"),
                                           QStringLiteral("-tp"), QStringLiteral("2")}),
                    builtinConstants());
    QVERIFY(builtinConstants().bandCases[g] < kConformalLogs);
    QVERIFY2(bandReasons(parallel).join(QLatin1Char('\n')).contains(QLatin1String("too few public logs")),
             qPrintable(bandReasons(parallel).join(QLatin1Char('\n'))));
}

// The fit is a function of the logs it sees: leaving the V1 cases out one by one moves the V1 term,
// which is what makes leave-one-out a test of generalization rather than a replay.
void TestFit::aLeftOutLogChangesTheFit()
{
    std::set<std::size_t> v1Cases;
    for (std::size_t i = 0; i < m_cases.size(); ++i)
        if (m_cases[i].group == FitGroup::V1 && !m_cases[i].weightsOnly &&
            v1Cases.size() < m_cases.size() / 4)
            v1Cases.insert(i);
    QVERIFY(v1Cases.size() > 5);
    const FittedConstants without = fitConstants(m_cases, v1Cases, false);
    QVERIFY(without.nonTorchV1 != m_fitted.nonTorchV1);
    // Terms no left-out case informs stay where they were.
    QCOMPARE(without.nonTorchRocm, m_fitted.nonTorchRocm);
}

// On unified memory vLLM's probe reads the system's available memory, so the host's allocations while it
// loads and profiles count as non-torch: those logs fit a base of their own, which a plan on such a device
// charges, and no other log moves it (docs/vllm-accounting.md §13).
void TestFit::unifiedMemoryLogsFitTheirOwnBase()
{
    std::set<std::size_t> unified;
    for (std::size_t i = 0; i < m_cases.size(); ++i)
        if (m_cases[i].group == FitGroup::Unified)
            unified.insert(i);
    QVERIFY(unified.size() >= 4);
    const FittedConstants without = fitConstants(m_cases, unified, false);
    QCOMPARE(without.nonTorchUnified, FittedConstants{}.nonTorchUnified);
    QCOMPARE(without.nonTorchV1, m_fitted.nonTorchV1);
    QVERIFY(m_fitted.nonTorchUnified != m_fitted.nonTorchV1);

    const auto planOn = [](const char* gpu) {
        return computePlan(kvbtest::scenarioFrom({QStringLiteral("--gpu"), QLatin1String(gpu)}));
    };
    const Plan spark = planOn("dgx-spark-gb10");
    QCOMPARE(spark.worst().nonTorchBase, builtinConstants().nonTorchUnified);
    const Plan h100 = planOn("h100-sxm-80gb");
    QCOMPARE(h100.worst().nonTorchBase, builtinConstants().nonTorchV1);
}

// The band's shares are ceil((n + 1) 0.9)-th smallest residuals: one rank above the nearest-rank 90th
// percentile for most n from 10 on (the same where n + 1 is a multiple of 10), the largest below 9.
void TestFit::conformalBoundTakesOneRankMoreThanTheNearestRank()
{
    const auto oneTo = [](int n) {
        std::vector<double> v;
        for (int i = n; i >= 1; --i)
            v.push_back(i);
        return v;
    };
    QCOMPARE(conformalBound({}, 0.9), 0.0);
    QCOMPARE(conformalBound(oneTo(5), 0.9), 5.0);
    QCOMPARE(conformalBound(oneTo(9), 0.9), 9.0);
    QCOMPARE(conformalBound(oneTo(10), 0.9), 10.0); // the nearest rank: the 9th
    QCOMPARE(conformalBound(oneTo(26), 0.9), 25.0); // the nearest rank: the 24th
    QCOMPARE(conformalBound(oneTo(27), 0.9), 26.0); // the nearest rank: the 25th
    QCOMPARE(conformalBound(oneTo(19), 0.9), 18.0); // the nearest rank too: 0.9 x 20 is whole
}

// Why the extra rank: a value drawn like the n others lands at or below the k-th smallest with
// probability k / (n + 1). With 20 residuals the nearest rank (the 18th) covers 18/21 = 86% of unseen
// draws; the conformal bound (the 19th) covers 19/21 = 90.5%. Checked on 20,000 draws of 21 from one
// distribution (0.006, about three standard errors, allowed either side of the exact figures).
void TestFit::conformalBoundCoversNineUnseenDrawsInTen()
{
    std::mt19937 random(20261202);
    std::exponential_distribution<double> residual(1.0);
    constexpr int kTrials = 20000;
    int conformalCovered = 0;
    int nearestRankCovered = 0;
    for (int t = 0; t < kTrials; ++t) {
        std::vector<double> seen(20);
        for (double& r : seen)
            r = residual(random);
        const double unseen = residual(random);
        conformalCovered += unseen <= conformalBound(seen, 0.9) ? 1 : 0;
        std::sort(seen.begin(), seen.end());
        nearestRankCovered += unseen <= seen[17] ? 1 : 0;
    }
    const double conformal = static_cast<double>(conformalCovered) / kTrials;
    const double nearestRank = static_cast<double>(nearestRankCovered) / kTrials;
    qInfo("coverage of an unseen draw: conformal %.3f, nearest rank %.3f", conformal, nearestRank);
    QVERIFY2(conformal >= 19.0 / 21.0 - 0.006, qPrintable(QString::number(conformal)));
    QVERIFY2(nearestRank <= 18.0 / 21.0 + 0.006, qPrintable(QString::number(nearestRank)));
    QVERIFY(nearestRank < 0.9);
}

QTEST_GUILESS_MAIN(TestFit)
#include "tst_fit.moc"
