// The dashboard's views against the engine's figures: data first (series, segments, texts), then a few
// pixels of a shown, exposed dashboard.
#include "budget/engine.h"
#include "ui/concurrencychart.h"
#include "ui/dashboard.h"
#include "ui/memorybarwidget.h"
#include "ui/palettes.h"
#include "ui/savingschart.h"
#include "ui/termcolors.h"
#include "ui/utilizationchart.h"
#include "ui/verdictbanner.h"
#include "uitesthelpers.h"
#include "vllm/messages.h"

#include <QChart>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QTest>
#include <QValueAxis>

using namespace kvb;
using namespace kvb::ui;
using kvbtest::figuresFrom;

class TestDashboard : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void concurrencyMarkerIsThePlansMaximumConcurrency_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addRow("default") << QStringList{};
        QTest::addRow("8k") << QStringList{QStringLiteral("--max-model-len"), QStringLiteral("8192")};
        QTest::addRow("exact 100000")
            << QStringList{QStringLiteral("--max-model-len"), QStringLiteral("100000")};
        QTest::addRow("fp8, util 0.7")
            << QStringList{QStringLiteral("--kv-cache-dtype"), QStringLiteral("fp8"),
                           QStringLiteral("--gpu-memory-utilization"), QStringLiteral("0.7")};
        QTest::addRow("70B TP4") << QStringList{QStringLiteral("--model"), QStringLiteral("llama-3.1-70b"),
                                                QStringLiteral("-tp"), QStringLiteral("4")};
    }
    void concurrencyMarkerIsThePlansMaximumConcurrency()
    {
        QFETCH(QStringList, args);
        const DashboardFigures f = figuresFrom(args);
        const Plan plan = computePlan(f.scenario);
        QVERIFY(plan.fits());
        ConcurrencyChart chart;
        chart.setFigures(f);
        const auto point = chart.currentPoint();
        QVERIFY(point.has_value());
        QVERIFY(point->x() == static_cast<double>(plan.settings.maxModelLen)); // exactly, not fuzzily
        QVERIFY(point->y() == plan.maxConcurrency);
        // The worst-case line passes through it, and every series is the sweep's.
        const QList<QPointF> worst = chart.worstCaseSeries()->points();
        QCOMPARE(worst.size(), static_cast<qsizetype>(f.concurrency.size()));
        for (int i = 0; i < worst.size(); ++i) {
            const ContextPoint& p = f.concurrency[static_cast<std::size_t>(i)];
            QCOMPARE(worst[i], QPointF(static_cast<double>(p.contextLength), p.worstCase));
            QCOMPARE(chart.realisticSeries()->at(i).y(), p.realistic);
            QCOMPARE(chart.worstCaseFp8Series()->at(i).y(), p.worstCaseFp8);
        }
        QVERIFY(worst.contains(*point));
        QVERIFY(chart.worstCaseFp8Series()->pen().style() == Qt::DashLine);
        QCOMPARE(chart.contextAxis()->min(), static_cast<double>(f.concurrency.front().contextLength));
        QCOMPARE(chart.contextAxis()->max(), static_cast<double>(f.scenario.model.maxPositionEmbeddings));
        QVERIFY(chart.concurrencyAxis()->min() <= plan.maxConcurrency);
        QVERIFY(chart.concurrencyAxis()->max() >= f.concurrency.front().worstCaseFp8);
        QVERIFY(!chart.contextAxis()->titleText().isEmpty());
        QVERIFY(!chart.concurrencyAxis()->titleText().isEmpty());
    }

    void fp8DoublesTheRealisticConcurrency()
    {
        const DashboardFigures bf16 =
            figuresFrom({QStringLiteral("--max-model-len"), QStringLiteral("32768")});
        const DashboardFigures fp8 = figuresFrom({QStringLiteral("--max-model-len"), QStringLiteral("32768"),
                                                  QStringLiteral("--kv-cache-dtype"), QStringLiteral("fp8")});
        ConcurrencyChart chart;
        auto realisticAt = [&chart](double x) {
            for (const QPointF& p : chart.realisticSeries()->points())
                if (p.x() == x)
                    return p.y();
            return -1.0;
        };
        chart.setFigures(bf16);
        const double before = realisticAt(32768);
        chart.setFigures(fp8);
        const double after = realisticAt(32768);
        QCOMPARE(before, bf16.plan.realisticConcurrency);
        QCOMPARE(after, computePlan(fp8.scenario).realisticConcurrency);
        QVERIFY2(qAbs(after / before - 2.0) < 1e-3,
                 qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
    }

    void utilizationChartShowsCapacityRefusalAndSlope()
    {
        const DashboardFigures f = figuresFrom({});
        UtilizationChart chart;
        chart.setFigures(f);
        QCOMPARE(chart.capacitySeries()->count(), static_cast<int>(f.utilization.size()));
        for (int i = 0; i < chart.capacitySeries()->count(); ++i) {
            const UtilizationPoint& p = f.utilization[static_cast<std::size_t>(i)];
            QCOMPARE(chart.capacitySeries()->at(i), QPointF(p.utilization, static_cast<double>(p.kvTokens)));
        }
        QCOMPARE(chart.markerSeries()->count(), 1);
        QVERIFY(chart.markerSeries()->at(0).x() == f.plan.settings.gpuMemoryUtilization);
        QVERIFY(chart.markerSeries()->at(0).y() == static_cast<double>(f.plan.kvTokens));
        // At 131,072 tokens a low utilization cannot hold one request: that band is shaded.
        QVERIFY(!f.refused.empty());
        const auto bands = chart.refusedBands();
        QCOMPARE(bands.size(), f.refused.size());
        QVERIFY(bands.front().first <= f.refused.front().from);
        QVERIFY(bands.front().second >= f.refused.front().to);
        QVERIFY(chart.slopeText().contains(withThousands(f.tokensPerUtilizationStep)));
        QVERIFY(chart.tokensAxis()->max() >= static_cast<double>(f.utilization.back().kvTokens));
        QVERIFY(!chart.utilizationAxis()->titleText().isEmpty());
        QVERIFY(!chart.tokensAxis()->titleText().isEmpty());

        const DashboardFigures shortContext =
            figuresFrom({QStringLiteral("--max-model-len"), QStringLiteral("4096")});
        chart.setFigures(shortContext);
        QCOMPARE(chart.refusedBands().size(), shortContext.refused.size());
    }

    void memoryBarsAreTheEnginesTerms()
    {
        const DashboardFigures f =
            figuresFrom({QStringLiteral("--model"), QStringLiteral("llama-3.1-70b"), QStringLiteral("-tp"),
                         QStringLiteral("2"), QStringLiteral("-pp"), QStringLiteral("2")});
        MemoryBarWidget bars;
        bars.setFigures(f);
        QCOMPARE(bars.bars().size(), std::size_t{4});
        for (const RankPlan& rank : f.plan.ranks) {
            QCOMPARE(bars.segmentBytes(rank.rank, MemoryTerm::KvCache),
                     std::max<Bytes>(0, rank.memory.kvCache));
            QCOMPARE(bars.segmentBytes(rank.rank, MemoryTerm::Weights), rank.memory.weights);
        }
        QCOMPARE(bars.rankLabel(bars.bars()[3]), QStringLiteral("GPU 3 · stage 2 · TP rank 1"));
    }

    void bannerShowsVllmsRefusal_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addRow("70B on one H100")
            << QStringList{QStringLiteral("--model"), QStringLiteral("llama-3.1-70b")};
        QTest::addRow("context too long")
            << QStringList{QStringLiteral("--gpu-memory-utilization"), QStringLiteral("0.4")};
        QTest::addRow("busy GPU") << QStringList{QStringLiteral("--other-gpu-memory-gib"),
                                                 QStringLiteral("20")};
    }
    void bannerShowsVllmsRefusal()
    {
        QFETCH(QStringList, args);
        const DashboardFigures f = figuresFrom(args);
        const Plan plan = computePlan(f.scenario);
        QVERIFY(!plan.fits());
        VerdictBanner banner;
        banner.setFigures(f);
        QVERIFY(!banner.fits());
        QCOMPARE(banner.headline(), verdictHeadline(plan));
        const QString error = vllmStartupError(plan);
        QVERIFY(!error.isEmpty());
        QVERIFY(banner.vllmText().contains(error)); // word for word
        if (plan.verdict == Verdict::MaxModelLenTooLarge)
            QVERIFY(banner.vllmText().contains(QString::number(plan.estimatedMaxModelLen)));
    }

    void bannerQuotesTheLogWhenItFits()
    {
        const DashboardFigures f = figuresFrom({});
        VerdictBanner banner;
        banner.setFigures(f);
        QVERIFY(banner.fits());
        const QString expected = QStringLiteral("Maximum concurrency for %1 tokens per request: %2x")
                                     .arg(withThousands(f.plan.settings.maxModelLen))
                                     .arg(f.plan.maxConcurrency, 0, 'f', 2);
        QVERIFY2(banner.vllmText().contains(expected), qPrintable(banner.vllmText()));
        for (const QString& line : vllmLogLines(f.plan))
            QVERIFY(banner.vllmText().split(QLatin1Char('\n')).contains(line));
    }

    void savingsChartDrawsTheWaterfall()
    {
        const DashboardFigures f = figuresFrom({});
        SavingsChart chart;
        chart.setFigures(f);
        QCOMPARE(chart.waterfall().steps.size(), f.savings.steps.size());
        QCOMPARE(chart.waterfall().totalSaving(), f.savings.totalSaving());
        QVERIFY(chart.title().contains(withThousands(f.plan.settings.maxModelLen)));
    }

    void pixelsOfAShownDashboard_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::addRow("light") << false;
        QTest::addRow("dark") << true;
    }
    void pixelsOfAShownDashboard()
    {
        QFETCH(bool, dark);
        const DashboardFigures f = figuresFrom({});
        Dashboard dashboard;
        dashboard.setPalette(dark ? darkPalette() : lightPalette());
        dashboard.setAutoFillBackground(true);
        dashboard.setFigures(f);
        dashboard.resize(1280, 800);
        dashboard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dashboard));
        const QImage image = dashboard.grab().toImage();
        QVERIFY(kvbtest::distinctColours(image) > 100);

        // The middle of the KV segment is the KV colour.
        MemoryBarWidget* bars = dashboard.memoryBars();
        const QRectF kv = bars->segmentRect(0, MemoryTerm::KvCache);
        QVERIFY(kv.width() > 50);
        const QPoint inKv =
            bars->mapTo(&dashboard, kv.center().toPoint() + QPoint(0, -kv.toRect().height() / 3));
        const qreal dpr = image.devicePixelRatio();
        QCOMPARE(QColor(image.pixel(inKv * dpr)), termColor(MemoryTerm::KvCache));
        // Chart backgrounds follow the palette.
        const QPoint corner = dashboard.concurrencyChart()->mapTo(&dashboard, QPoint(3, 3));
        QCOMPARE(QColor(image.pixel(corner * dpr)), dashboard.palette().color(QPalette::Base));
        QCOMPARE(dashboard.concurrencyChart()->chart()->titleBrush().color(),
                 dashboard.palette().color(QPalette::Text));
    }

    void nothingIsCutOffAtTheReviewSizes_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addRow("1280x800") << QSize(1280, 800);
        QTest::addRow("1920x1080") << QSize(1920, 1080);
    }
    void nothingIsCutOffAtTheReviewSizes()
    {
        QFETCH(QSize, size);
        Dashboard dashboard;
        dashboard.setFigures(figuresFrom({QStringLiteral("--model"), QStringLiteral("llama-3.1-70b"),
                                          QStringLiteral("-tp"), QStringLiteral("4")}));
        dashboard.resize(size);
        dashboard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dashboard));
        // Each chart gets a usable share of the window and its plot area is inside it.
        for (QWidget* chart : {static_cast<QWidget*>(dashboard.memoryBars()),
                               static_cast<QWidget*>(dashboard.concurrencyChart()),
                               static_cast<QWidget*>(dashboard.utilizationChart()),
                               static_cast<QWidget*>(dashboard.savingsChart())}) {
            QVERIFY(chart->width() >= chart->minimumSizeHint().width());
            QVERIFY(chart->height() >= 200);
            QVERIFY(dashboard.rect().contains(chart->geometry()));
        }
        const QRectF plot = dashboard.concurrencyChart()->chart()->plotArea();
        QVERIFY(plot.width() > 200 && plot.height() > 100);
        QVERIFY(QRectF(dashboard.concurrencyChart()->rect()).contains(plot));
    }
};

QTEST_MAIN(TestDashboard)
#include "tst_dashboard.moc"
