// The workload generator: a seeded PRNG that gives the same bits on every standard library,
// log-normal lengths from a median and a p95, and the three arrival patterns.

#include "load/loadreport.h"
#include "load/workloadmodel.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace kvb;

class TestWorkloadModel : public QObject
{
    Q_OBJECT

private:
    static std::vector<std::int64_t> sorted(const std::vector<RequestSpec>& requests, bool prompt)
    {
        std::vector<std::int64_t> v;
        for (const RequestSpec& r : requests)
            v.push_back(prompt ? r.promptTokens : r.outputTokens);
        std::sort(v.begin(), v.end());
        return v;
    }

private Q_SLOTS:
    void prngIsPortable()
    {
        // xoshiro256** seeded by splitmix64(1): fixed bits, whatever the compiler or standard library.
        Prng a(1);
        QCOMPARE(a.next(), Q_UINT64_C(0xb3f2af6d0fc710c5));
        QCOMPARE(a.next(), Q_UINT64_C(0x853b559647364cea));
        QCOMPARE(a.next(), Q_UINT64_C(0x92f89756082a4514));
        Prng b(1);
        Prng c(2);
        QCOMPARE(b.next(), Prng(1).next());
        QVERIFY(b.next() != c.next());
    }

    void uniformIsOpenAtZero()
    {
        Prng p(7);
        double lo = 1;
        double hi = 0;
        for (int i = 0; i < 100000; ++i) {
            const double u = p.uniformOpen();
            lo = std::min(lo, u);
            hi = std::max(hi, u);
        }
        QVERIFY(lo > 0);
        QVERIFY(hi <= 1);
        QVERIFY(lo < 0.001);
        QVERIFY(hi > 0.999);
    }

    void logNormalHitsMedianAndP95_data()
    {
        QTest::addColumn<qint64>("median");
        QTest::addColumn<qint64>("p95");
        QTest::addColumn<double>("tolerance"); // about 4 standard errors of the sample p95
        QTest::addRow("prompt 1500/2100") << qint64(1500) << qint64(2100) << 0.03;
        QTest::addRow("output 300/450") << qint64(300) << qint64(450) << 0.03;
        QTest::addRow("long tail 200/4000") << qint64(200) << qint64(4000) << 0.08;
    }
    void logNormalHitsMedianAndP95()
    {
        QFETCH(qint64, median);
        QFETCH(qint64, p95);
        QFETCH(double, tolerance);
        WorkloadSpec spec;
        spec.numRequests = 40000;
        spec.prompt = {median, p95};
        spec.output = {10, 0};
        const auto v = sorted(generateWorkload(spec).requests, true);
        const double m = static_cast<double>(v[v.size() / 2]);
        const double q = static_cast<double>(v[v.size() * 95 / 100]);
        QVERIFY2(std::fabs(m - static_cast<double>(median)) <= 0.02 * static_cast<double>(median),
                 qPrintable(QString::number(m)));
        QVERIFY2(std::fabs(q - static_cast<double>(p95)) <= tolerance * static_cast<double>(p95),
                 qPrintable(QString::number(q)));
        QCOMPARE(LengthDistribution({median, p95}).sigma(),
                 (std::log(double(p95)) - std::log(double(median))) / 1.6448536);
    }

    void fixedLengthsAreExact()
    {
        WorkloadSpec spec;
        spec.numRequests = 100;
        spec.prompt = {1800, 0};
        spec.output = {200, 200}; // p95 == median is fixed too
        for (const RequestSpec& r : generateWorkload(spec).requests) {
            QCOMPARE(r.promptTokens, 1800);
            QCOMPARE(r.outputTokens, 200);
            QCOMPARE(r.arrivalS, 0.0);
        }
    }

    void parseArrival_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<int>("kind");
        QTest::addColumn<double>("rate");
        QTest::addColumn<int>("users");
        QTest::addRow("burst") << "burst" << true << int(ArrivalKind::Burst) << 0.0 << 0;
        QTest::addRow("poisson") << "poisson:12.5" << true << int(ArrivalKind::Poisson) << 12.5 << 0;
        QTest::addRow("users") << "users:64" << true << int(ArrivalKind::ClosedLoop) << 0.0 << 64;
        QTest::addRow("empty") << "" << false << 0 << 0.0 << 0;
        QTest::addRow("rate 0") << "poisson:0" << false << 0 << 0.0 << 0;
        QTest::addRow("rate negative") << "poisson:-1" << false << 0 << 0.0 << 0;
        QTest::addRow("rate text") << "poisson:fast" << false << 0 << 0.0 << 0;
        QTest::addRow("rate nan") << "poisson:nan" << false << 0 << 0.0 << 0;
        QTest::addRow("no users") << "users:0" << false << 0 << 0.0 << 0;
        QTest::addRow("fractional users") << "users:2.5" << false << 0 << 0.0 << 0;
        QTest::addRow("unknown") << "uniform:3" << false << 0 << 0.0 << 0;
        // Below one request per 1,000 s the simulated clock ran to 309 digits (limits.h kMinArrivalRate).
        QTest::addRow("rate 1e-300") << "poisson:1e-300" << false << 0 << 0.0 << 0;
        QTest::addRow("slowest rate") << "poisson:0.001" << true << int(ArrivalKind::Poisson) << 0.001 << 0;
        QTest::addRow("rate too high") << "poisson:2e9" << false << 0 << 0.0 << 0;
    }
    void parseArrival()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        const auto parsed = parseArrivalPattern(text);
        QCOMPARE(parsed.ok(), valid);
        if (!valid) {
            QVERIFY(parsed.error().message.contains(QStringLiteral("--arrival")));
            if (text == u"poisson:1e-300")
                QVERIFY2(parsed.error().message.contains(QStringLiteral("between 0.001 and")),
                         qPrintable(parsed.error().message));
            return;
        }
        QFETCH(int, kind);
        QFETCH(double, rate);
        QFETCH(int, users);
        QCOMPARE(int(parsed->kind), kind);
        QCOMPARE(parsed->ratePerSecond, rate);
        QCOMPARE(parsed->users, users);
        QCOMPARE(parseArrivalPattern(arrivalPatternText(*parsed)).value(), *parsed);
    }

    void poissonArrivals()
    {
        WorkloadSpec spec;
        spec.numRequests = 20000;
        spec.arrival = {ArrivalKind::Poisson, 20.0, 0};
        const auto requests = generateWorkload(spec).requests;
        double previous = 0;
        for (const RequestSpec& r : requests) {
            QVERIFY(r.arrivalS > previous);
            previous = r.arrivalS;
        }
        // 20,000 arrivals at 20/s take about 1,000 s
        QVERIFY2(std::fabs(previous - 1000.0) < 30.0, qPrintable(QString::number(previous)));
    }

    void closedLoop()
    {
        WorkloadSpec spec;
        spec.numRequests = 50;
        spec.arrival = {ArrivalKind::ClosedLoop, 0, 8};
        const GeneratedWorkload w = generateWorkload(spec);
        QCOMPARE(w.closedLoopUsers, 8);
        QCOMPARE(w.requests.size(), std::size_t(50));
        QVERIFY(w.requests.front().arrivalS < 0);
    }

    void seedsAreDeterministicAndIndependentStreams()
    {
        WorkloadSpec spec;
        spec.numRequests = 500;
        spec.arrival = {ArrivalKind::Poisson, 5.0, 0};
        const auto a = generateWorkload(spec).requests;
        const auto b = generateWorkload(spec).requests;
        bool same = true;
        for (std::size_t i = 0; i < a.size(); ++i)
            same = same && a[i].promptTokens == b[i].promptTokens && a[i].outputTokens == b[i].outputTokens &&
                   a[i].arrivalS == b[i].arrivalS;
        QVERIFY(same);

        WorkloadSpec other = spec;
        other.seed = 2;
        const auto c = generateWorkload(other).requests;
        int differentLengths = 0;
        int differentArrivals = 0;
        for (std::size_t i = 0; i < a.size(); ++i) {
            differentLengths += a[i].promptTokens != c[i].promptTokens;
            differentArrivals += a[i].arrivalS != c[i].arrivalS;
        }
        QVERIFY(differentLengths > 400);
        QVERIFY(differentArrivals > 400);

        // A different arrival pattern keeps the lengths.
        WorkloadSpec burst = spec;
        burst.arrival = {};
        const auto d = generateWorkload(burst).requests;
        for (std::size_t i = 0; i < a.size(); ++i)
            QCOMPARE(d[i].promptTokens, a[i].promptTokens);
    }

    void traceRowsAndArrivals()
    {
        WorkloadSpec spec;
        spec.trace = {{100, 10, 2.0}, {200, 20, 1.0}, {300, 30, 1.0}, {400, 40, 0.5}};
        spec.traceName = QStringLiteral("t.csv");
        spec.numRequests = 0;
        const auto all = generateWorkload(spec).requests;
        QCOMPARE(all.size(), std::size_t(4));
        // sorted by arrival, ties in file order
        QCOMPARE(all[0].promptTokens, 400);
        QCOMPARE(all[1].promptTokens, 200);
        QCOMPARE(all[2].promptTokens, 300);
        QCOMPARE(all[3].promptTokens, 100);
        spec.numRequests = 2;
        QCOMPARE(generateWorkload(spec).requests.size(), std::size_t(2));
        QVERIFY(workloadDescription(spec).contains(QStringLiteral("t.csv")));

        spec.trace = {{100, 10, -1}, {200, 20, -1}};
        spec.arrival = {ArrivalKind::Poisson, 1.0, 0};
        const auto generatedArrivals = generateWorkload(spec).requests;
        QVERIFY(generatedArrivals[0].arrivalS > 0);
        QCOMPARE(generatedArrivals[1].outputTokens, 20);
    }

    void quantile()
    {
        std::vector<RequestSpec> r;
        for (int i = 1; i <= 100; ++i)
            r.push_back({i, 0, 0});
        QCOMPARE(requestTokensQuantile(r, 0.95), std::int64_t(95));
        QCOMPARE(requestTokensQuantile(r, 0.5), std::int64_t(50));
        QCOMPARE(requestTokensQuantile(r, 1.0), std::int64_t(100));
        QCOMPARE(requestTokensQuantile({}, 0.95), std::int64_t(0));
    }

    // The default split of the seed's 1,800 / 2,400 tokens per request.
    void scenarioWorkloadSplit()
    {
        const LoadSpec spec = defaultLoadSpec(Workload{1800, 2400, 0.85});
        QCOMPARE(spec.workload.prompt, (LengthDistribution{1500, 2100}));
        QCOMPARE(spec.workload.output, (LengthDistribution{300, 450}));
        QVERIFY(spec.lengthsFromScenario);
        WorkloadSpec w = spec.workload;
        w.numRequests = 40000;
        const auto requests = generateWorkload(w).requests;
        const double p50 = double(requestTokensQuantile(requests, 0.5));
        const double p95 = double(requestTokensQuantile(requests, 0.95));
        QVERIFY2(std::fabs(p50 - 1800) < 1800 * 0.02, qPrintable(QString::number(p50)));
        QVERIFY2(std::fabs(p95 - 2400) < 2400 * 0.03, qPrintable(QString::number(p95)));
    }
};

QTEST_GUILESS_MAIN(TestWorkloadModel)
#include "tst_workloadmodel.moc"
