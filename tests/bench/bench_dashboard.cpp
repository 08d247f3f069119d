// Dashboard latency: the median time from a change of the gpu_memory_utilization slider to a fully
// repainted dashboard at 1280x800 (offscreen), beside a baseline measured in the same run: bare
// QChartViews in the same grid with the same number of series and points, updated with precomputed
// points and repainted the same way. Prints medians and their ratio; asserts nothing about time.
//
// "Repainted the same way": after the change, the pending layout requests are run (QtCharts lays out
// its axes and plot on posted LayoutRequest events, as do the widget layouts), then the widget is
// rendered in full with grab(): one complete paint of everything, which is what a window shows after
// a change that moves every chart. Both are shown with Qt::WA_DontShowOnScreen; the rest of the event
// queue (the partial repaints the window would also do) is drained outside the timed region.
#include "ui/dashboard.h"
#include "report/figures.h"
#include "ui/mainwindow.h"
#include "ui/scenariocontroller.h"
#include "ui/scenariopanel.h"

#include <QApplication>
#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChartView>
#include <QElapsedTimer>
#include <QGridLayout>
#include <QHorizontalStackedBarSeries>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QSettings>
#include <QSlider>
#include <QStackedBarSeries>
#include <QStandardPaths>
#include <QValueAxis>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <vector>

namespace {

constexpr int warmup = 20;
constexpr int samples = 200;
const QSize size(1280, 800);

struct Stats
{
    double median = 0;
    double p90 = 0;
};

struct Subject
{
    std::function<void(int)> change;
    QWidget* target = nullptr;
    std::vector<double> ms;
};

Stats stats(std::vector<double> ms)
{
    std::sort(ms.begin(), ms.end());
    return {ms[ms.size() / 2], ms[ms.size() * 9 / 10]};
}

// The subjects take turns, one change each, so that load from other processes on the machine falls
// on all of them alike.
void measure(std::vector<Subject*> subjects)
{
    for (int i = 0; i < warmup + samples; ++i) {
        for (Subject* s : subjects) {
            const auto start = std::chrono::steady_clock::now();
            s->change(i);
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            const QPixmap frame = s->target->grab();
            const auto end = std::chrono::steady_clock::now();
            QCoreApplication::processEvents();
            if (frame.isNull())
                std::fprintf(stderr, "bench_dashboard: empty frame\n");
            if (i >= warmup)
                s->ms.push_back(std::chrono::duration<double, std::milli>(end - start).count());
        }
    }
}

void showOffscreen(QWidget* w)
{
    w->setAttribute(Qt::WA_DontShowOnScreen);
    w->resize(size);
    w->show();
    QCoreApplication::processEvents();
}

// Bare QtCharts with the dashboard's series and point counts: concurrency (the uncertainty band and
// three lines over the context grid, a 2-point current line, one marker, log axes), utilization
// (capacity line with its uncertainty band, refusal area, current line, marker), memory bars (one stacked bar
// of eight terms per rank) and the savings waterfall (three stacked sets over five steps).
class Baseline
{
public:
    explicit Baseline(const std::vector<kvb::DashboardFigures>& frames)
        : m_frames(frames)
    {
        auto* grid = new QGridLayout(&m_widget);
        grid->setSpacing(8);
        grid->addWidget(view(makeConcurrency()), 0, 0);
        grid->addWidget(view(makeUtilization()), 0, 1);
        grid->addWidget(view(makeMemory()), 1, 0);
        grid->addWidget(view(makeSavings()), 1, 1);
    }

    QWidget* widget() { return &m_widget; }

    void update(int i)
    {
        const kvb::DashboardFigures& f = m_frames[static_cast<std::size_t>(i) % m_frames.size()];
        QList<QPointF> worst, realistic, fp8, worstLow, worstHigh;
        for (const kvb::ContextPoint& p : f.concurrency) {
            const auto x = static_cast<double>(p.contextLength);
            worst.append({x, p.worstCase});
            worstLow.append({x, p.worstCaseLow});
            worstHigh.append({x, p.worstCaseHigh});
            realistic.append({x, p.realistic});
            fp8.append({x, p.worstCaseFp8});
        }
        m_worst->replace(worst);
        m_realistic->replace(realistic);
        m_fp8->replace(fp8);
        m_worstBand->lowerSeries()->replace(worstLow);
        m_worstBand->upperSeries()->replace(worstHigh);
        const auto len = static_cast<double>(f.plan.settings.maxModelLen);
        m_contextLine->replace({{len, 1}, {len, 10000}});
        m_contextMarker->replace({{len, f.plan.maxConcurrency}});

        QList<QPointF> capacity, capacityLow, capacityHigh;
        for (const kvb::UtilizationPoint& p : f.utilization) {
            capacity.append({p.utilization, static_cast<double>(p.kvTokens)});
            capacityLow.append({p.utilization, static_cast<double>(p.kvTokensLow)});
            capacityHigh.append({p.utilization, static_cast<double>(p.kvTokensHigh)});
        }
        m_capacity->replace(capacity);
        m_capacityBand->lowerSeries()->replace(capacityLow);
        m_capacityBand->upperSeries()->replace(capacityHigh);
        const double u = f.plan.settings.gpuMemoryUtilization;
        m_utilLine->replace({{u, 0}, {u, 500000}});
        m_utilMarker->replace({{u, static_cast<double>(f.plan.kvTokens)}});

        const kvb::RankBar& bar = f.memoryBars.front();
        for (std::size_t s = 0; s < bar.segments.size() && s < m_terms.size(); ++s)
            m_terms[s]->replace(0, kvb::toGiB(bar.segments[s].bytes));
        for (std::size_t s = 0; s < f.savings.steps.size(); ++s) {
            const auto& step = f.savings.steps[s];
            const auto index = static_cast<int>(s);
            m_weights->replace(index, kvb::toGiB(step.weights));
            m_kv->replace(index, kvb::toGiB(step.kvCache));
            m_saved->replace(index, kvb::toGiB(step.saving));
        }
    }

private:
    QChartView* view(QChart* chart)
    {
        chart->setAnimationOptions(QChart::NoAnimation);
        chart->setBackgroundRoundness(0);
        auto* v = new QChartView(chart, &m_widget);
        v->setRenderHint(QPainter::Antialiasing);
        return v;
    }

    static QLineSeries* line(QChart* chart, QAbstractAxis* x, QAbstractAxis* y)
    {
        auto* s = new QLineSeries;
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
        return s;
    }

    static QAreaSeries* band(QChart* chart, QAbstractAxis* x, QAbstractAxis* y)
    {
        auto* area = new QAreaSeries(new QLineSeries, new QLineSeries);
        area->setPen(Qt::NoPen);
        chart->addSeries(area);
        area->attachAxis(x);
        area->attachAxis(y);
        return area;
    }

    QChart* makeConcurrency()
    {
        auto* chart = new QChart;
        chart->setTitle(QStringLiteral("Concurrent requests against context length"));
        auto* x = new QLogValueAxis;
        x->setBase(2);
        x->setRange(256, 131072);
        x->setTitleText(QStringLiteral("max_model_len (tokens, log scale)"));
        auto* y = new QLogValueAxis;
        y->setRange(1, 10000);
        y->setTitleText(QStringLiteral("concurrent requests"));
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
        m_worstBand = band(chart, x, y);
        m_worst = line(chart, x, y);
        m_realistic = line(chart, x, y);
        m_fp8 = line(chart, x, y);
        m_contextLine = line(chart, x, y);
        m_contextMarker = new QScatterSeries;
        chart->addSeries(m_contextMarker);
        m_contextMarker->attachAxis(x);
        m_contextMarker->attachAxis(y);
        return chart;
    }

    QChart* makeUtilization()
    {
        auto* chart = new QChart;
        chart->setTitle(QStringLiteral("KV cache capacity against gpu_memory_utilization"));
        auto* x = new QValueAxis;
        x->setRange(0, 1);
        x->setTitleText(QStringLiteral("gpu_memory_utilization"));
        auto* y = new QValueAxis;
        y->setRange(0, 500000);
        y->setTitleText(QStringLiteral("KV cache (tokens)"));
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
        auto* upper = new QLineSeries;
        upper->replace({{0.045, 500000}, {0.455, 500000}});
        auto* lower = new QLineSeries;
        lower->replace({{0.045, 0}, {0.455, 0}});
        auto* area = new QAreaSeries(upper, lower);
        chart->addSeries(area);
        area->attachAxis(x);
        area->attachAxis(y);
        m_capacityBand = band(chart, x, y);
        m_capacity = line(chart, x, y);
        m_utilLine = line(chart, x, y);
        m_utilMarker = new QScatterSeries;
        chart->addSeries(m_utilMarker);
        m_utilMarker->attachAxis(x);
        m_utilMarker->attachAxis(y);
        return chart;
    }

    QChart* makeMemory()
    {
        auto* chart = new QChart;
        chart->setTitle(QStringLiteral("GPU memory"));
        auto* series = new QHorizontalStackedBarSeries;
        for (int t = 0; t < 8; ++t) {
            auto* set = new QBarSet(QStringLiteral("term %1").arg(t));
            set->append(1.0);
            series->append(set);
            m_terms.push_back(set);
        }
        series->setLabelsVisible(true);
        chart->addSeries(series);
        auto* x = new QValueAxis;
        x->setRange(0, 80);
        x->setTitleText(QStringLiteral("GiB"));
        auto* y = new QBarCategoryAxis;
        y->append(QStringLiteral("GPU 0"));
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
        series->attachAxis(x);
        series->attachAxis(y);
        return chart;
    }

    QChart* makeSavings()
    {
        auto* chart = new QChart;
        chart->setTitle(QStringLiteral("Savings"));
        auto* series = new QStackedBarSeries;
        for (QBarSet** set : {&m_weights, &m_kv, &m_saved}) {
            *set = new QBarSet(QStringLiteral("part"));
            for (int s = 0; s < 5; ++s)
                (*set)->append(1.0);
            series->append(*set);
        }
        series->setLabelsVisible(true);
        chart->addSeries(series);
        auto* x = new QBarCategoryAxis;
        x->append({QStringLiteral("Multi-head"), QStringLiteral("Grouped-query"), QStringLiteral("fp8 KV"),
                   QStringLiteral("Paged blocks"), QStringLiteral("Int4 weights")});
        auto* y = new QValueAxis;
        y->setRange(0, 80);
        y->setTitleText(QStringLiteral("GiB per GPU"));
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
        series->attachAxis(x);
        series->attachAxis(y);
        return chart;
    }

    const std::vector<kvb::DashboardFigures>& m_frames;
    QWidget m_widget;
    QAreaSeries* m_worstBand = nullptr;
    QLineSeries* m_worst = nullptr;
    QLineSeries* m_realistic = nullptr;
    QLineSeries* m_fp8 = nullptr;
    QLineSeries* m_contextLine = nullptr;
    QScatterSeries* m_contextMarker = nullptr;
    QAreaSeries* m_capacityBand = nullptr;
    QLineSeries* m_capacity = nullptr;
    QLineSeries* m_utilLine = nullptr;
    QScatterSeries* m_utilMarker = nullptr;
    std::vector<QBarSet*> m_terms;
    QBarSet* m_weights = nullptr;
    QBarSet* m_kv = nullptr;
    QBarSet* m_saved = nullptr;
};

int utilPercent(int i)
{
    return 50 + (i * 7) % 50; // 0.50 ... 0.99, a different value every step
}

} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QElapsedTimer sinceStart;
    sinceStart.start();
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();

    // The engine alone: one slider step's worth of figures (~120 plans).
    kvb::Scenario scenario = kvb::ui::defaultScenario();
    std::vector<kvb::DashboardFigures> frames;
    std::vector<double> computeUs;
    for (int i = 0; i < warmup + samples; ++i) {
        scenario.serving.gpuMemoryUtilization = utilPercent(i) / 100.0;
        const auto start = std::chrono::steady_clock::now();
        kvb::DashboardFigures f = kvb::computeDashboardFigures(scenario);
        computeUs.push_back(
            std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count());
        if (i < 50)
            frames.push_back(std::move(f));
    }
    std::sort(computeUs.begin(), computeUs.end());

    // The dashboard, driven through the real slider.
    kvb::ui::ScenarioController controller;
    kvb::ui::ScenarioPanel panel(&controller);
    kvb::ui::Dashboard dashboard;
    QObject::connect(&controller, &kvb::ui::ScenarioController::figuresChanged, &dashboard,
                     &kvb::ui::Dashboard::setFigures);
    dashboard.setFigures(controller.figures());
    showOffscreen(&dashboard);
    QSlider* slider = panel.utilizationSlider();
    Subject ours{[slider](int i) { slider->setValue(utilPercent(i)); }, &dashboard, {}};

    Baseline baseline(frames);
    showOffscreen(baseline.widget());
    Subject bare{[&baseline](int i) { baseline.update(i); }, baseline.widget(), {}};

    // The whole window (panel, dashboard, math table) at the same size, for context.
    kvb::ui::MainWindow window;
    showOffscreen(&window);
    QSlider* windowSlider = window.panel()->utilizationSlider();
    Subject whole{[windowSlider](int i) { windowSlider->setValue(utilPercent(i)); }, &window, {}};

    measure({&ours, &bare, &whole});
    const Stats dashboardStats = stats(ours.ms);
    const Stats baselineStats = stats(bare.ms);
    const Stats windowStats = stats(whole.ms);

    std::printf("bench_dashboard: slider change -> fully repainted dashboard, %dx%d offscreen, %d samples\n",
                size.width(), size.height(), samples);
    std::printf("  engine figures per change (computeDashboardFigures): median %.1f us\n",
                computeUs[computeUs.size() / 2]);
    std::printf("  dashboard:             median %.2f ms  (p90 %.2f ms)\n", dashboardStats.median,
                dashboardStats.p90);
    std::printf("  baseline (bare QChartViews, same series and points): median %.2f ms  (p90 %.2f ms)\n",
                baselineStats.median, baselineStats.p90);
    std::printf("  ratio dashboard / baseline: %.2fx   (targets: <= 4 ms median, <= 1.3x)\n",
                dashboardStats.median / baselineStats.median);
    std::printf("  whole window (panel + dashboard + math table): median %.2f ms  (p90 %.2f ms)\n",
                windowStats.median, windowStats.p90);
    std::printf("  total benchmark time: %.1f s\n", static_cast<double>(sinceStart.elapsed()) / 1000.0);
    return 0;
}
