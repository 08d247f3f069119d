// The version picker and the uncertainty band, offscreen: picking a vLLM version changes the plan's
// rules (and the views follow the engine), the picker follows the plan without echoing, and the band
// drawn on the memory bar, the charts and the banner is the plan's band.

#include "base/units_format.h"
#include "budget/accountingrules.h"
#include "report/bandfigures.h"
#include "testhelpers.h"
#include "ui/bandnote.h"
#include "ui/concurrencychart.h"
#include "ui/dashboard.h"
#include "ui/memorybarwidget.h"
#include "ui/scenariocontroller.h"
#include "ui/scenariopanel.h"
#include "ui/utilizationchart.h"
#include "ui/verdictbanner.h"
#include "vllm/calibration.h"
#include "vllm/vllmlog.h"

#include <QAreaSeries>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineSeries>
#include <QSignalSpy>
#include <QtTest>

using namespace kvb;
using namespace kvb::ui;

namespace {

std::optional<QPointF> pointAt(const QLineSeries* series, double x)
{
    for (const QPointF& p : series->points())
        if (std::abs(p.x() - x) < 1e-9)
            return p;
    return std::nullopt;
}

} // namespace

class TestUncertaintyViews : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pickerChangesTheRules_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<double>("defaultUtilization");
        QTest::addColumn<bool>("graphsCharged");
        QTest::addColumn<int>("engine");
        QTest::addRow("0.6.3 V0") << QStringLiteral("0.6.3") << 0.90 << false << int(EngineKind::V0);
        QTest::addRow("0.8.5 V1") << QStringLiteral("0.8.5") << 0.90 << false << int(EngineKind::V1);
        QTest::addRow("0.19 V1") << QStringLiteral("0.19.1") << 0.90 << false << int(EngineKind::V1);
        QTest::addRow("0.21 V1") << QStringLiteral("0.21.0") << 0.92 << true << int(EngineKind::V1);
    }

    void pickerChangesTheRules()
    {
        QFETCH(QString, version);
        QFETCH(double, defaultUtilization);
        QFETCH(bool, graphsCharged);
        QFETCH(int, engine);
        ScenarioController controller;
        ScenarioPanel panel(&controller);
        Dashboard dashboard;
        connect(&controller, &ScenarioController::figuresChanged, &dashboard, &Dashboard::setFigures);
        dashboard.setFigures(controller.figures());
        QComboBox* picker = panel.vllmVersionCombo();
        QVERIFY(!picker->toolTip().isEmpty());
        QCOMPARE(picker->count(), static_cast<int>(representativeVersions().size()));
        QCOMPARE(picker->currentData().toString(), newestModelledVersion().toString()); // the default

        QSignalSpy planned(&controller, &ScenarioController::figuresChanged);
        const int index = picker->findData(version);
        QVERIFY(index >= 0);
        picker->setCurrentIndex(index);
        if (version != newestModelledVersion().toString())
            QCOMPARE(planned.count(), 1); // one plan, no echo from the panel's own sync
        const Plan& plan = controller.plan();
        QCOMPARE(controller.scenario().serving.vllmVersion.toString(), version);
        QCOMPARE(int(plan.rules.engine), engine);
        QCOMPARE(plan.rules.defaultUtilization, defaultUtilization);
        QCOMPARE(plan.settings.gpuMemoryUtilization, defaultUtilization); // the scenario leaves it defaulted
        QCOMPARE(panel.utilizationSpin()->value(), defaultUtilization);
        QCOMPARE(plan.memory.graphsCharged, graphsCharged);
        QCOMPARE(picker->currentData().toString(), version);
        // The KV segment drawn is the engine's pool.
        QCOMPARE(dashboard.memoryBars()->segmentBytes(plan.worstRank, MemoryTerm::KvCache),
                 plan.memory.kvCache);
    }

    void pickerFollowsThePlan()
    {
        ScenarioController controller;
        ScenarioPanel panel(&controller);
        QComboBox* picker = panel.vllmVersionCombo();
        QSignalSpy planned(&controller, &ScenarioController::figuresChanged);
        controller.edit([](Scenario& s) { s.serving.vllmVersion = {0, 6, 4}; });
        QCOMPARE(picker->currentData().toString(), QStringLiteral("0.6.4"));
        // A version the picker does not offer (a scenario file, a calibrated log) is added and shown.
        const int count = picker->count();
        controller.edit([](Scenario& s) { s.serving.vllmVersion = {0, 10, 0}; });
        QCOMPARE(picker->count(), count + 1);
        QCOMPARE(picker->currentData().toString(), QStringLiteral("0.10.0"));
        QCOMPARE(planned.count(), 2); // the sync did not plan again
    }

    void barBandIsThePlansBand_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addRow("default") << QStringList{};
        QTest::addRow("0.6.4") << QStringList{QStringLiteral("--vllm-version"), QStringLiteral("0.6.4")};
        // One-sided: the sampler kernel widens only the high side.
        QTest::addRow("0.9.0") << QStringList{QStringLiteral("--vllm-version"), QStringLiteral("0.9.0")};
    }

    void barBandIsThePlansBand()
    {
        QFETCH(QStringList, args);
        const DashboardFigures f = kvbtest::figuresFrom(args);
        MemoryBarWidget bar;
        bar.resize(900, 260);
        bar.setFigures(f);
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        bar.grab(); // lays the bars out
        QCOMPARE(bar.kvBand().bandBytes, f.plan.band.bandBytes);
        QCOMPARE(bar.kvBand().kvCacheLow, f.plan.band.kvCacheLow);
        QCOMPARE(bar.kvBand().kvCacheHigh, f.plan.band.kvCacheHigh);
        QVERIFY(bar.kvBandLegend().contains(formatGiB(f.plan.band.bandBytes)));
        const UncertaintyBand& b = f.plan.band;
        QCOMPARE(bar.kvBandLegend().contains(QStringLiteral("±")), b.lowBytes == b.highBytes);
        if (b.lowBytes != b.highBytes)
            QVERIFY2(
                bar.kvBandLegend().contains(u"−" + formatGiB(b.lowBytes) + u"/+" + formatGiB(b.highBytes)),
                qPrintable(bar.kvBandLegend()));

        const int rank = f.plan.worstRank;
        const QRectF kv = bar.segmentRect(rank, MemoryTerm::KvCache);
        const QRectF band = bar.kvBandRect(rank);
        QVERIFY(kv.width() > 0);
        QVERIFY(band.width() > 0);
        // Pixels per byte from the KV segment itself; the band runs from the pool's low end to its high end.
        const double scale = kv.width() / static_cast<double>(f.plan.memory.kvCache);
        QVERIFY(std::abs(band.left() - (kv.left() + static_cast<double>(f.plan.band.kvCacheLow) * scale)) <
                0.5);
        QVERIFY(std::abs(band.right() - (kv.left() + static_cast<double>(f.plan.band.kvCacheHigh) * scale)) <
                0.5);
        QVERIFY(band.contains(QPointF(kv.right(), kv.center().y())));
    }

    void chartsCarryTheBand()
    {
        const DashboardFigures f = kvbtest::figuresFrom({});
        ConcurrencyChart concurrency;
        concurrency.setFigures(f);
        const auto x = static_cast<double>(f.plan.settings.maxModelLen);
        const auto high = pointAt(concurrency.worstCaseBandSeries()->upperSeries(), x);
        const auto low = pointAt(concurrency.worstCaseBandSeries()->lowerSeries(), x);
        QVERIFY(high && low);
        QCOMPARE(high->y(), f.plan.band.maxConcurrencyHigh);
        QCOMPARE(low->y(), f.plan.band.maxConcurrencyLow);
        QVERIFY(low->y() < f.plan.maxConcurrency && f.plan.maxConcurrency < high->y());

        UtilizationChart utilization;
        utilization.setFigures(f);
        const double u = f.plan.settings.gpuMemoryUtilization;
        const auto top = pointAt(utilization.capacityBandSeries()->upperSeries(), u);
        const auto bottom = pointAt(utilization.capacityBandSeries()->lowerSeries(), u);
        QVERIFY(top && bottom);
        QCOMPARE(top->y(), static_cast<double>(f.plan.band.kvTokensHigh));
        QCOMPARE(bottom->y(), static_cast<double>(f.plan.band.kvTokensLow));
    }

    void bannerShowsTheRangeAndTheCalibratedMarker()
    {
        const DashboardFigures f = kvbtest::figuresFrom({});
        VerdictBanner banner;
        banner.setFigures(f);
        QCOMPARE(banner.bandNote()->rangeText(), bandSummary(f.plan));
        QVERIFY(banner.bandNote()->rangeText().contains(QStringLiteral("±")));
        QVERIFY(!banner.bandNote()->calibratedShown());

        const ParsedVllmLog log = parseVllmLog(QStringLiteral("Model loading took 14.99 GiB memory\n"
                                                              "Available KV cache memory: 51.38 GiB\n"))
                                      .value();
        const Calibration cal = calibrateFromLog(f.scenario, log).value();
        const DashboardFigures calibrated = computeDashboardFigures(cal.scenario);
        banner.setFigures(calibrated);
        QVERIFY(banner.bandNote()->calibratedShown());
        QVERIFY(!banner.bandNote()->calibratedMarker()->text().isEmpty());
        banner.setFigures(f);
        QVERIFY(!banner.bandNote()->calibratedShown());
    }
};

QTEST_MAIN(TestUncertaintyViews)
#include "tst_uncertaintyviews.moc"
