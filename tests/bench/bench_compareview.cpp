// Compare view latency: four scenarios in the Compare tab, one scenario's gpu_memory_utilization
// changed, until the view is fully repainted, against the single dashboard's time for the same change
// (the panel's utilization slider), measured in the same run and in turns. Target (issue 13): the
// Compare view at most 1.5x the dashboard. Prints both medians and the ratio; asserts nothing.
//
// "Fully repainted" as bench_dashboard times it: the posted layout requests run, then the widget is
// rendered in full with grab(). For the Compare view that is its whole content (the columns of knobs
// and figures, the memory bars and both overlaid charts), more than the 1280x800 viewport shows; the
// visible viewport alone is printed for context.
#include "ui/comparecolumn.h"
#include "ui/compareview.h"
#include "ui/dashboard.h"
#include "ui/scenariocontroller.h"
#include "ui/scenariopanel.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <vector>

namespace {

constexpr int warmup = 20;
constexpr int samples = 200;
const QSize size(1280, 800);

struct Subject
{
    std::function<void(int)> change;
    QWidget* target = nullptr;
    std::vector<double> ms;
};

double median(std::vector<double> ms)
{
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

double p90(std::vector<double> ms)
{
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() * 9 / 10];
}

// One change each, in turns, so that load from other processes falls on every subject alike.
void measure(const std::vector<Subject*>& subjects)
{
    for (int i = 0; i < warmup + samples; ++i)
        for (Subject* s : subjects) {
            const auto start = std::chrono::steady_clock::now();
            s->change(i);
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            const QPixmap frame = s->target->grab();
            const auto end = std::chrono::steady_clock::now();
            QCoreApplication::processEvents();
            if (frame.isNull())
                std::fprintf(stderr, "bench_compareview: empty frame\n");
            if (i >= warmup)
                s->ms.push_back(std::chrono::duration<double, std::milli>(end - start).count());
        }
}

void showOffscreen(QWidget* w)
{
    w->setAttribute(Qt::WA_DontShowOnScreen);
    w->resize(size);
    w->show();
    QCoreApplication::processEvents();
}

int utilPercent(int i)
{
    return 50 + (i * 7) % 50; // 0.50 ... 0.99, a different value every step
}

} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();

    // The single dashboard, driven through the real slider (as bench_dashboard).
    kvb::ui::ScenarioController controller;
    kvb::ui::ScenarioPanel panel(&controller);
    kvb::ui::Dashboard dashboard;
    QObject::connect(&controller, &kvb::ui::ScenarioController::figuresChanged, &dashboard,
                     &kvb::ui::Dashboard::setFigures);
    dashboard.setFigures(controller.figures());
    showOffscreen(&dashboard);
    QSlider* slider = panel.utilizationSlider();
    Subject single{[slider](int i) { slider->setValue(utilPercent(i)); }, &dashboard, {}};

    // The Compare view: the default scenario, fp8 KV, AWQ int4 weights and TP 2, the change made in
    // the second column's utilization box.
    kvb::ui::ScenarioController compareController;
    kvb::ui::CompareView view(&compareController);
    showOffscreen(&view);
    view.pinCurrent();
    for (int i = 0; i < 3; ++i)
        view.addCurrent();
    view.column(1)->kvDtype()->setCurrentIndex(view.column(1)->kvDtype()->findData(QStringLiteral("fp8")));
    view.column(2)->quantization()->setCurrentIndex(
        view.column(2)->quantization()->findData(QStringLiteral("awq")));
    view.column(3)->tensorParallel()->setValue(2);
    QCoreApplication::processEvents();
    QDoubleSpinBox* util = view.column(1)->utilization();
    Subject compare{[util](int i) { util->setValue(utilPercent(i) / 100.0); }, view.content(), {}};
    Subject visible{[util](int i) { util->setValue(utilPercent(i) / 100.0); }, &view, {}};

    measure({&single, &compare, &visible});
    const double dashboardMs = median(single.ms);
    const double compareMs = median(compare.ms);
    std::printf("bench_compareview: one scenario's utilization changed -> fully repainted, %dx%d offscreen, "
                "%d samples\n",
                size.width(), size.height(), samples);
    std::printf("  single dashboard (panel slider):              median %.2f ms  (p90 %.2f ms)\n",
                dashboardMs, p90(single.ms));
    std::printf("  Compare view, 4 scenarios, whole content:     median %.2f ms  (p90 %.2f ms)\n", compareMs,
                p90(compare.ms));
    std::printf("  Compare view, the visible 1280x800 viewport:  median %.2f ms  (p90 %.2f ms)\n",
                median(visible.ms), p90(visible.ms));
    std::printf("  ratio Compare view / dashboard: %.2fx   (target: <= 1.5x)\n", compareMs / dashboardMs);
    return 0;
}
