// Engine speed: the median time of one plan (target <= 2 µs) and of a 1,000-point sweep, each over
// many repetitions after a warm-up. Prints figures; asserts nothing about time.

#include "budget/engine.h"
#include "io/presets.h"
#include "io/scenariofile.h"
#include "report/sweeps.h"

#include <QCoreApplication>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

namespace {

template <typename Work>
double medianNanoseconds(int samples, int iterationsPerSample, Work work)
{
    std::vector<double> perCall;
    perCall.reserve(static_cast<std::size_t>(samples));
    for (int s = 0; s < samples; ++s) {
        const auto start = std::chrono::steady_clock::now();
        for (int i = 0; i < iterationsPerSample; ++i)
            work(i);
        const auto end = std::chrono::steady_clock::now();
        perCall.push_back(std::chrono::duration<double, std::nano>(end - start).count() /
                          iterationsPerSample);
    }
    std::sort(perCall.begin(), perCall.end());
    return perCall[perCall.size() / 2];
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const kvb::PresetCatalog& catalog = kvb::PresetCatalog::builtin();
    auto loaded = kvb::resolveScenario(QStringLiteral("default"), catalog);
    if (!loaded) {
        std::fprintf(stderr, "bench_engine: %s\n", qPrintable(loaded.error().message));
        return 1;
    }
    kvb::Scenario scenario = loaded.value();

    // Alternate two utilizations so no iteration can be folded into the previous one.
    volatile std::int64_t sink = 0;
    const double utils[2] = {0.90, 0.92};
    for (int i = 0; i < 20000; ++i) { // warm-up
        scenario.serving.gpuMemoryUtilization = utils[i & 1];
        sink = sink + kvb::computePlan(scenario).numBlocks;
    }
    const double planNs = medianNanoseconds(101, 2000, [&](int i) {
        scenario.serving.gpuMemoryUtilization = utils[i & 1];
        sink = sink + kvb::computePlan(scenario).numBlocks;
    });

    kvb::Scenario tp = scenario;
    tp.serving.tensorParallelSize = 2;
    tp.serving.pipelineParallelSize = 2;
    tp.gpu.count = 4;
    const double pipelineNs = medianNanoseconds(101, 2000, [&](int i) {
        tp.serving.gpuMemoryUtilization = utils[i & 1];
        sink = sink + kvb::computePlan(tp).numBlocks;
    });

    std::vector<double> grid;
    for (int i = 0; i < 1000; ++i)
        grid.push_back(0.05 + 0.94 * i / 999.0);
    const double sweepNs = medianNanoseconds(31, 3, [&](int) {
        const auto points = kvb::kvTokensVsUtilization(scenario, grid);
        sink = sink + points.back().kvTokens;
    });

    std::printf("bench_engine (median of repeated runs)\n");
    std::printf("  one plan (Llama-3.1-8B, H100, TP1):       %8.3f us   target <= 2 us: %s\n",
                planNs / 1000.0, planNs <= 2000.0 ? "met" : "MISSED");
    std::printf("  one plan (TP2 x PP2, 2 stages):            %8.3f us\n", pipelineNs / 1000.0);
    std::printf("  1,000-point utilization sweep:             %8.3f ms   (%.3f us per point)\n",
                sweepNs / 1e6, sweepNs / 1000.0 / 1000.0);
    return sink == -1 ? 1 : 0;
}
