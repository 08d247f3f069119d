// Re-pack speed: the median time of repackFleet, every family of changes, on
//   - 8 GPUs x 12 deployments (2 cards failed, their 3 deployments orphaned): the exact search, target <= 1 s
//   - 16 GPUs x 24 deployments (4 cards failed): the heuristic, target <= 100 ms
// built from the story fleet's four tenants (vision, chat, Whisper, embeddings). Prints figures and
// which search ran; asserts nothing about time.

#include "fleet/fleetfile.h"
#include "fleet/repack.h"

#include <QCoreApplication>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <vector>

namespace {

// `gpus` RTX 4090s, three deployments per two cards cycling through the story's tenants, the last
// `failed` cards failed.
kvb::Fleet syntheticFleet(const kvb::Fleet& story, int gpus, int deployments, int failed)
{
    kvb::Fleet fleet;
    fleet.name = QStringLiteral("bench");
    for (int g = 0; g < gpus; ++g) {
        kvb::FleetGpu gpu = story.gpus.front();
        gpu.id = QStringLiteral("gpu%1").arg(g);
        gpu.failed = g >= gpus - failed;
        fleet.gpus.push_back(gpu);
    }
    // Small tenants (chat at 0.45, Whisper at 0.3, embeddings at 0.1) so several share a card.
    const double shares[] = {0.45, 0.3, 0.1};
    const int sources[] = {1, 2, 3};
    for (int d = 0; d < deployments; ++d) {
        kvb::Deployment dep = story.deployments[static_cast<std::size_t>(sources[d % 3])];
        dep.name = QStringLiteral("%1-%2").arg(dep.name).arg(d);
        dep.scenario.serving.gpuMemoryUtilization = shares[d % 3];
        dep.gpuIds = {fleet.gpus[static_cast<std::size_t>(d * gpus / deployments)].id};
        dep.startPosition = d + 1;
        fleet.deployments.push_back(dep);
    }
    return fleet;
}

void measure(const char* label, const kvb::Fleet& fleet, int samples)
{
    std::vector<double> ms;
    std::vector<double> cpuMs; // this process's CPU time: what the wall clock would say on an idle machine
    kvb::RepackResult last;
    for (int s = 0; s < samples; ++s) {
        const auto start = std::chrono::steady_clock::now();
        const std::clock_t cpuStart = std::clock();
        last = kvb::repackFleet(fleet);
        cpuMs.push_back(1000.0 * static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC);
        ms.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(ms.begin(), ms.end());
    std::sort(cpuMs.begin(), cpuMs.end());
    const kvb::Proposal* best = last.proposals.empty() ? nullptr : &last.proposals.front();
    std::printf("%-34s median %8.2f ms (CPU %.2f ms) over %d runs; best proposal: %s, %s, %d not started, "
                "%lld KV tokens lost, %lld nodes, %lld engine calls\n",
                label, ms[ms.size() / 2], cpuMs[cpuMs.size() / 2], samples,
                best && best->proof.exact ? "exact" : "heuristic",
                best && best->optimal ? "proven optimal" : "not proven optimal", best ? best->notStarted : -1,
                static_cast<long long>(best ? best->kvTokensLost : 0),
                static_cast<long long>(best ? best->proof.nodes : 0),
                static_cast<long long>(best ? best->proof.engineCalls : 0));
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    auto story = kvb::resolveFleet(QStringLiteral("gpu-tetris"), kvb::PresetCatalog::builtin());
    if (!story) {
        std::fprintf(stderr, "bench_fleet: %s\n", qPrintable(story.error().message));
        return 1;
    }
    measure("re-pack 8 GPUs x 12 (exact)", syntheticFleet(story.value(), 8, 12, 2), 5);
    measure("re-pack 16 GPUs x 24 (heuristic)", syntheticFleet(story.value(), 16, 24, 4), 11);
    std::printf("targets: exact 8 x 12 <= 1000 ms, re-pack 16 x 24 <= 100 ms (medians)\n");
    return 0;
}
