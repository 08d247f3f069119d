// What fits: the median time of a whole search (fewest GPUs over every split, the longest
// max_model_len, the utilization range) for an 8B and a 70B model over four GPU types; the window
// runs it on demand, so it should answer well under a second. Prints figures; asserts nothing.

#include "budget/capacitysearch.h"
#include "io/gpuprices.h"
#include "io/presets.h"
#include "io/scenariofile.h"

#include <QCoreApplication>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

namespace {

double medianMilliseconds(int samples, const kvb::CapacityQuestion& question, std::size_t& options)
{
    std::vector<double> times;
    for (int s = 0; s < samples; ++s) {
        const auto start = std::chrono::steady_clock::now();
        const auto answer = kvb::searchCapacity(question);
        const auto end = std::chrono::steady_clock::now();
        options = answer ? answer->options.size() : 0;
        times.push_back(std::chrono::duration<double, std::milli>(end - start).count());
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const kvb::PresetCatalog& catalog = kvb::PresetCatalog::builtin();
    auto base = kvb::resolveScenario(QStringLiteral("default"), catalog);
    if (!base) {
        std::fprintf(stderr, "bench_whatfits: %s\n", qPrintable(base.error().message));
        return 1;
    }
    const char* gpus[] = {"h100-sxm-80gb", "a100-80gb", "l40s", "l4"};
    for (const char* modelId : {"llama-3.1-8b", "llama-3.1-70b"}) {
        kvb::CapacityQuestion q;
        q.base = base.value();
        q.base.model = *catalog.model(QLatin1String(modelId));
        q.base.workload.requestTokens = q.base.workload.requestTokensP95 = 8192;
        q.concurrency = 200;
        for (const char* id : gpus)
            q.gpus.push_back(
                {*catalog.gpu(QLatin1String(id)), kvb::builtinGpuPrices().usdPerGpuHour(QLatin1String(id))});
        std::size_t options = 0;
        const double ms = medianMilliseconds(9, q, options);
        std::printf("what fits %s, 200 x 8192 tokens over 4 GPU types: median %.1f ms (%zu options)\n",
                    modelId, ms, options);
    }
    return 0;
}
