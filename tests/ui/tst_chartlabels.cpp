// The dashboard's charts as text boxes: every piece of text the charts paint, recorded with where it
// landed (textrecorder.h), for every built-in scenario plus the cases users found broken (the VL
// model over budget, 70B at TP 4 x PP 2, a refusal, invalid scenarios), at 1280x800 and 1920x1080.
// No two labels' boxes may intersect; an invalid scenario says so in every chart; the small window
// keeps rank labels, the axis titles and a one-line banner.
#include "base/language.h"
#include "budget/engine.h"
#include "io/presets.h"
#include "textrecorder.h"
#include "ui/concurrencychart.h"
#include "ui/dashboard.h"
#include "ui/labellayout.h"
#include "ui/loadchart.h"
#include "ui/mainwindow.h"
#include "ui/memorybarwidget.h"
#include "ui/savingschart.h"
#include "ui/scenariocontroller.h"
#include "ui/utilizationchart.h"
#include "ui/verdictbanner.h"
#include "uitesthelpers.h"

#include <QChart>
#include <QDockWidget>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

using namespace kvb;
using namespace kvb::ui;
using kvbtest::PaintedText;

namespace {

QStringList words(const char* text)
{
    return QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// The user-reported cases, as plan flags.
struct Case
{
    const char* name;
    const char* flags;
};
const Case reportedCases[] = {
    {"VL on L4 over budget", "--model qwen2.5-vl-7b --gpu l4 --gpu-memory-utilization 0.85 "
                             "--max-image-pixels 50000000"},
    {"70B TP4xPP2", "--model llama-3.1-70b -tp 4 -pp 2"},
    {"refusal at TP2", "--model llama-3.1-70b -tp 2 --max-model-len 131072 --gpu-memory-utilization 0.5"},
    {"utilization 0.99", "--gpu-memory-utilization 0.99"},
    {"invalid TP4 on 2 GPUs", "-tp 4 --gpu-count 2"},
    {"invalid batched tokens 1", "--max-num-batched-tokens 1"},
};

QWidget* chartsOf(Dashboard* d, int i)
{
    const std::array<QWidget*, 4> charts = {d->memoryBars(), d->concurrencyChart(), d->utilizationChart(),
                                            d->savingsChart()};
    return charts[static_cast<std::size_t>(i)];
}

const char* chartName(int i)
{
    return std::array{"memory bars", "concurrency", "utilization", "savings"}[static_cast<std::size_t>(i)];
}

// Two labels collide when their boxes share more than a sliver (a pixel of antialiasing either way).
bool collide(const QRectF& a, const QRectF& b)
{
    const QRectF both = a.adjusted(1, 1, -1, -1).intersected(b.adjusted(1, 1, -1, -1));
    return both.width() > 0 && both.height() > 0;
}

QString dump(const std::vector<PaintedText>& texts)
{
    QStringList lines;
    for (const PaintedText& t : texts)
        lines << QStringLiteral("  '%1' at %2,%3 %4x%5")
                     .arg(t.text)
                     .arg(t.rect.x(), 0, 'f', 1)
                     .arg(t.rect.y(), 0, 'f', 1)
                     .arg(t.rect.width(), 0, 'f', 1)
                     .arg(t.rect.height(), 0, 'f', 1);
    return lines.join(QLatin1Char('\n'));
}

QString joined(const std::vector<PaintedText>& texts)
{
    QStringList all;
    for (const PaintedText& t : texts)
        all << t.text;
    return all.join(QLatin1Char(' '));
}

} // namespace

class TestChartLabels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); }

    void noLabelsOverlap_data()
    {
        QTest::addColumn<QStringList>("flags");
        QTest::addColumn<QSize>("size");
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            const QByteArray at = QByteArray::number(size.width()) + 'x' + QByteArray::number(size.height());
            for (const ScenarioPreset& preset : PresetCatalog::builtin().scenarios())
                QTest::addRow("%s %s", qPrintable(preset.id), at.constData())
                    << QStringList{QStringLiteral("--scenario"), preset.id} << size;
            for (const Case& c : reportedCases)
                QTest::addRow("%s %s", c.name, at.constData()) << words(c.flags) << size;
        }
    }

    void noLabelsOverlap()
    {
        QFETCH(QStringList, flags);
        QFETCH(QSize, size);
        MainWindow w;
        w.controller()->setScenario(kvbtest::scenarioFrom(flags));
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTest::qWait(20); // the charts lay out their labels on the first paint
        for (int i = 0; i < 4; ++i) {
            QWidget* chart = chartsOf(w.dashboard(), i);
            const std::vector<PaintedText> texts = kvbtest::paintedTexts(chart);
            QVERIFY2(!texts.empty(), chartName(i));
            const QRectF inside = QRectF(QPointF(0, 0), QSizeF(chart->size())).adjusted(-1, -1, 1, 1);
            for (std::size_t a = 0; a < texts.size(); ++a) {
                // Nothing clipped by the chart's own edge.
                QVERIFY2(inside.contains(texts[a].rect),
                         qPrintable(QStringLiteral("%1: '%2' leaves the chart\n%3")
                                        .arg(QLatin1String(chartName(i)), texts[a].text, dump(texts))));
                for (std::size_t b = a + 1; b < texts.size(); ++b)
                    QVERIFY2(!collide(texts[a].rect, texts[b].rect),
                             qPrintable(QStringLiteral("%1: '%2' and '%3' overlap\n%4")
                                            .arg(QLatin1String(chartName(i)), texts[a].text, texts[b].text,
                                                 dump(texts))));
            }
        }
    }

    // Item 8: an invalid scenario says it is invalid, and why, in every chart; no "0-token request",
    // no "vLLM refuses to start".
    void invalidScenariosAreNamedInEveryChart_data()
    {
        QTest::addColumn<QStringList>("flags");
        QTest::addRow("TP 4 on 2 GPUs") << words("-tp 4 --gpu-count 2");
    }
    void invalidScenariosAreNamedInEveryChart()
    {
        QFETCH(QStringList, flags);
        MainWindow w;
        w.controller()->setScenario(kvbtest::scenarioFrom(flags));
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const Plan& plan = w.controller()->plan();
        QCOMPARE(plan.verdict, Verdict::InvalidInput);
        for (int i = 0; i < 4; ++i) {
            const QString text = joined(kvbtest::paintedTexts(chartsOf(w.dashboard(), i)));
            QVERIFY2(text.contains(QLatin1String("Invalid scenario")),
                     qPrintable(QLatin1String(chartName(i)) + QStringLiteral(": ") + text));
            QVERIFY2(!text.contains(QLatin1String("0-token")), qPrintable(text));
            QVERIFY2(!text.contains(QLatin1String("vLLM refuses to start")), qPrintable(text));
        }
        QVERIFY(w.dashboard()->banner()->headline().contains(QLatin1String("nvalid")));
    }

    // Item 3: the empty Load chart shows no tick labels ("0 0 1 1 1"), only why it is empty.
    void emptyLoadChartHasNoTickLabels()
    {
        LoadChart chart;
        chart.resize(800, 450);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.showMessage(QStringLiteral("vLLM would not start"));
        const std::vector<PaintedText> texts = kvbtest::paintedTexts(&chart);
        static const QRegularExpression number(QStringLiteral("^[0-9.,%]+$"));
        for (const PaintedText& t : texts)
            QVERIFY2(!number.match(t.text).hasMatch(), qPrintable(dump(texts)));
        QVERIFY(joined(texts).contains(QLatin1String("vLLM would not start")));
    }

    // Item 3: the concurrency legend tells its series apart: each entry drawn as its series (solid,
    // dashed, a dot), not as identical squares.
    void concurrencyLegendEntriesDiffer()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QChart* chart = w.dashboard()->concurrencyChart()->chart();
        QCOMPARE(chart->legend()->markerShape(), QLegend::MarkerShapeFromSeries);
        QSet<QString> looks;
        int shown = 0;
        QVERIFY(ChartChrome::of(chart));
        for (QLegendMarker* marker : ChartChrome::of(chart)->legendMarkers()) {
            ++shown;
            const auto* line = qobject_cast<QLineSeries*>(marker->series());
            const bool scatter = marker->series()->type() == QAbstractSeries::SeriesTypeScatter;
            looks.insert(QStringLiteral("%1 %2 %3")
                             .arg(scatter ? QStringLiteral("dot") : QStringLiteral("line"))
                             .arg(line ? static_cast<int>(line->pen().style()) : 0)
                             .arg(line ? line->pen().color().name() : marker->brush().color().name()));
        }
        QVERIFY(shown >= 4);
        QCOMPARE(looks.size(), shown);
    }

    // No chart title, legend entry, banner headline or category label is cut with an ellipsis, in the
    // longest translations at both window sizes: titles wrap, legends take more rows, the banner grows;
    // "worst case" and "worst case, fp8 KV" are both whole, so they can be told apart.
    void nothingElidedInAnyLanguage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QSize>("size");
        for (const char* code : {"ru", "vi", "zh_CN", "en"})
            for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)})
                QTest::addRow("%s %dx%d", code, size.width(), size.height())
                    << QString::fromLatin1(code) << size;
    }
    void nothingElidedInAnyLanguage()
    {
        QFETCH(QString, code);
        QFETCH(QSize, size);
        QVERIFY(setUiLanguage(code));
        auto restore = qScopeGuard([] { setUiLanguage(QStringLiteral("en")); });
        MainWindow w;
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTest::qWait(20);
        auto elided = [](const std::vector<PaintedText>& texts) {
            return std::any_of(texts.begin(), texts.end(), [](const PaintedText& t) {
                return t.text.contains(QChar(0x2026)) || t.text.contains(QLatin1String("..."));
            });
        };
        std::vector<QWidget*> widgets{w.dashboard()->banner()};
        for (int i = 0; i < 4; ++i)
            widgets.push_back(chartsOf(w.dashboard(), i));
        for (QWidget* widget : widgets) {
            const std::vector<PaintedText> texts = kvbtest::paintedTexts(widget);
            QVERIFY2(!elided(texts), qPrintable(dump(texts)));
        }
        // Every legend entry of the QtCharts charts painted whole (a text mixing scripts is painted
        // in runs, so compared without spaces), and no title cut; the Load tab's chart too.
        auto legendWhole = [&](QChartView* view) {
            const std::vector<PaintedText> texts = kvbtest::paintedTexts(view);
            QString painted = joined(texts);
            painted.remove(QLatin1Char(' '));
            const auto markers = ChartChrome::of(view->chart())->legendMarkers();
            QVERIFY(markers.size() >= 2);
            for (QLegendMarker* marker : markers)
                QVERIFY2(painted.contains(QString(marker->label()).remove(QLatin1Char(' '))),
                         qPrintable(marker->label() + u'\n' + dump(texts)));
            for (const QString& line : ChartChrome::of(view->chart())->titleLines())
                QVERIFY2(painted.contains(QString(line).remove(QLatin1Char(' '))), qPrintable(line));
        };
        legendWhole(w.dashboard()->concurrencyChart());
        legendWhole(w.dashboard()->utilizationChart());
        w.tabs()->setCurrentIndex(1);
        QTest::qWait(20);
        auto* load = w.findChild<LoadChart*>();
        QVERIFY(load);
        legendWhole(load);
    }

    // Item 5: at the default size with the math dock shown, TP 4 x PP 2 keeps one labelled bar per
    // group of identical ranks, and a refusal keeps the banner to one line and the axis titles whole.
    void smallWindowKeepsRankLabelsAndTitles()
    {
        MainWindow w;
        w.controller()->setScenario(kvbtest::scenarioFrom(words("--model llama-3.1-70b -tp 4 -pp 2")));
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.mathDock()->isVisible());
        const QString bars = joined(kvbtest::paintedTexts(w.dashboard()->memoryBars()));
        QVERIFY2(bars.contains(QLatin1String("GPU")), qPrintable(bars));
        QVERIFY2(bars.contains(QLatin1String("GiB")), qPrintable(bars));

        w.controller()->setScenario(kvbtest::scenarioFrom(
            words("--model llama-3.1-70b -tp 2 --max-model-len 131072 --gpu-memory-utilization 0.5")));
        QTest::qWait(20);
        VerdictBanner* banner = w.dashboard()->banner();
        QVERIFY(!banner->fits());
        QVERIFY(banner->isCollapsed());
        QVERIFY2(banner->height() < 3 * banner->fontMetrics().height() + 24,
                 qPrintable(QString::number(banner->height())));
        const QString concurrency = joined(kvbtest::paintedTexts(w.dashboard()->concurrencyChart()));
        QVERIFY2(concurrency.contains(QLatin1String("requests at once")), qPrintable(concurrency));
        // The savings chart keeps whole category names and every step's saving.
        const std::vector<PaintedText> savings = kvbtest::paintedTexts(w.dashboard()->savingsChart());
        QVERIFY2(!joined(savings).contains(QStringLiteral("…")), qPrintable(dump(savings)));
        const auto steps = std::count_if(savings.begin(), savings.end(), [](const PaintedText& t) {
            return t.text.startsWith(QChar(0x2212)) && t.text.endsWith(QLatin1String("GiB"));
        });
        QVERIFY2(steps >= 4, qPrintable(dump(savings))); // GQA, fp8 KV, paged blocks, int4 weights
    }
};

QTEST_MAIN(TestChartLabels)
#include "tst_chartlabels.moc"
