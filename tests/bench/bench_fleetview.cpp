// GPUs tab repaint: the median time to paint the fleet chart of 16 GPUs x 3 tenants in full (grab(),
// as bench_dashboard repaints the dashboard), target <= 16 ms; and, for comparison, the median of an
// edit as the tab makes it (a start-order move: replay, lists and chart refilled, the tab repainted at
// 1280x800). Offscreen; prints medians, asserts nothing about time.
#include "fleet/fleetfile.h"
#include "ui/fleetchart.h"
#include "ui/fleetview.h"
#include "ui/scenariocontroller.h"

#include <QApplication>
#include <QPixmap>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <vector>

namespace {

constexpr int warmup = 10;
constexpr int samples = 100;

// 16 RTX 4090s, three of the story's small tenants on each (chat at 0.45, Whisper at 0.3, embeddings
// at 0.1), started card by card.
kvb::Fleet sixteenByThree(const kvb::Fleet& story)
{
    kvb::Fleet fleet;
    fleet.name = QStringLiteral("bench");
    for (int g = 0; g < 16; ++g) {
        kvb::FleetGpu gpu = story.gpus.front();
        gpu.id = QStringLiteral("gpu%1").arg(g);
        fleet.gpus.push_back(gpu);
    }
    const double shares[] = {0.45, 0.3, 0.1};
    const int sources[] = {1, 2, 3};
    for (int d = 0; d < 48; ++d) {
        kvb::Deployment dep = story.deployments[static_cast<std::size_t>(sources[d % 3])];
        dep.name = QStringLiteral("%1-%2").arg(dep.name).arg(d);
        dep.scenario.serving.gpuMemoryUtilization = shares[d % 3];
        dep.gpuIds = {fleet.gpus[static_cast<std::size_t>(d / 3)].id};
        dep.startPosition = d + 1;
        fleet.deployments.push_back(dep);
    }
    return fleet;
}

double median(const std::function<void(int)>& change, QWidget* target)
{
    std::vector<double> ms;
    for (int i = 0; i < warmup + samples; ++i) {
        const auto start = std::chrono::steady_clock::now();
        change(i);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        const QPixmap frame = target->grab();
        const auto end = std::chrono::steady_clock::now();
        QCoreApplication::processEvents();
        if (frame.isNull())
            std::fprintf(stderr, "bench_fleetview: empty frame\n");
        if (i >= warmup)
            ms.push_back(std::chrono::duration<double, std::milli>(end - start).count());
    }
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    const auto story = kvb::resolveFleet(QStringLiteral("gpu-tetris"), kvb::PresetCatalog::builtin());
    if (!story) {
        std::fprintf(stderr, "bench_fleetview: %s\n", qPrintable(story.error().message));
        return 1;
    }
    const kvb::Fleet fleet = sixteenByThree(story.value());
    const kvb::FleetReplay replay = kvb::replayFleet(fleet);

    kvb::ui::FleetChart chart;
    chart.setAttribute(Qt::WA_DontShowOnScreen);
    chart.setFleet(fleet, replay);
    chart.resize(1280, chart.sizeHint().height());
    chart.show();
    QCoreApplication::processEvents();
    const double repaint = median([&](int) { chart.update(); }, &chart);

    kvb::ui::ScenarioController controller;
    kvb::ui::FleetView view(&controller);
    view.setAttribute(Qt::WA_DontShowOnScreen);
    view.setFleet(fleet);
    view.resize(1280, 800);
    view.show();
    QCoreApplication::processEvents();
    const double edit = median([&](int i) { view.moveInStartOrder(1, i % 2 == 0 ? 1 : -1); }, &view);

    std::printf("GPUs tab, 16 GPUs x 3 tenants (%d starting):\n",
                static_cast<int>(
                    std::count_if(replay.deployments.begin(), replay.deployments.end(),
                                  [](const auto& d) { return d.outcome == kvb::StartOutcome::Starts; })));
    std::printf("  %-44s median %7.2f ms over %d runs (target <= 16 ms)\n",
                "chart repaint (grab of the chart)", repaint, samples);
    std::printf("  %-44s median %7.2f ms over %d runs\n", "start-order move: replay + lists + repaint", edit,
                samples);
    return 0;
}
