// Scheduler simulation speed: 10,000 requests on the seed scenario (Llama 3.1 8B, H100),
// median of 21 runs after a warm-up (target <= 50 ms). Prints wall-clock medians and, because the
// development machine is shared, the thread's CPU time too. Asserts nothing about time.

#include "budget/engine.h"
#include "load/loadreport.h"
#include "io/presets.h"
#include "load/recommendseqs.h"
#include "io/scenariofile.h"
#include "load/scheduler.h"

#include <QCoreApplication>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <vector>

namespace {

struct Timing
{
    double medianMs = 0;
    double medianCpuMs = 0;
    kvb::SimulationSummary summary;
};

double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

template <typename Work>
Timing measure(int runs, Work work)
{
    Timing t;
    std::vector<double> ms;
    std::vector<double> cpu;
    work(); // warm-up
    for (int i = 0; i < runs; ++i) {
        const double cpuStart = threadCpuMs();
        const auto start = std::chrono::steady_clock::now();
        t.summary = work();
        const auto end = std::chrono::steady_clock::now();
        cpu.push_back(threadCpuMs() - cpuStart);
        ms.push_back(std::chrono::duration<double, std::milli>(end - start).count());
    }
    std::sort(ms.begin(), ms.end());
    std::sort(cpu.begin(), cpu.end());
    t.medianMs = ms[ms.size() / 2];
    t.medianCpuMs = cpu[cpu.size() / 2];
    return t;
}

void print(const char* label, const Timing& t, std::size_t requests)
{
    std::printf("  %-50s %8.2f ms (CPU %.2f ms)   %zu requests, %lld steps, %lld preemptions, peak %.1f%%\n",
                label, t.medianMs, t.medianCpuMs, requests, static_cast<long long>(t.summary.steps),
                static_cast<long long>(t.summary.preemptions), t.summary.peakKvUsage * 100.0);
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    auto loaded = kvb::resolveScenario(QStringLiteral("seed-llama31-8b-h100"), kvb::PresetCatalog::builtin());
    if (!loaded) {
        std::fprintf(stderr, "bench_simulate: %s\n", qPrintable(loaded.error().message));
        return 1;
    }
    const kvb::Scenario scenario = loaded.value();
    const kvb::Plan plan = kvb::computePlan(scenario);
    kvb::LoadSpec spec = kvb::defaultLoadSpec(scenario.workload);
    spec.workload.numRequests = 10000;

    kvb::SimulationInput burst;
    burst.config = kvb::schedulerConfigFor(plan);
    burst.requests = kvb::generateWorkload(spec.workload).requests;

    kvb::SimulationInput poisson = burst;
    spec.workload.arrival = {kvb::ArrivalKind::Poisson, 15.0, 0};
    poisson.requests = kvb::generateWorkload(spec.workload).requests;

    kvb::SimulationInput recommended = burst;
    recommended.config.maxNumSeqs = 159;

    const int runs = 21;
    const Timing spiral = measure(runs, [&] { return kvb::simulate(burst).summary; });
    const Timing rule = measure(runs, [&] { return kvb::simulate(recommended).summary; });
    const Timing open = measure(runs, [&] { return kvb::simulate(poisson).summary; });

    kvb::SimulationInput search = burst;
    search.requests.resize(1024);
    int simulations = 0;
    int found = 0;
    const Timing rec = measure(5, [&] {
        const kvb::SeqsRecommendation r = kvb::recommendMaxNumSeqs(search, 0.90, 1024);
        simulations = r.simulations;
        found = r.maxNumSeqs;
        return r.atRecommended;
    });

    std::printf("bench_simulate (median of %d runs; seed scenario, %lld blocks)\n", runs,
                static_cast<long long>(plan.numBlocks));
    print("10,000 requests, burst, max_num_seqs 1,024", spiral, burst.requests.size());
    std::printf("    target <= 50 ms: %s\n", spiral.medianMs <= 50.0 ? "met" : "MISSED");
    print("10,000 requests, burst, max_num_seqs 159", rule, recommended.requests.size());
    print("10,000 requests, Poisson 15/s, max_num_seqs 1,024", open, poisson.requests.size());
    std::printf("  %-50s %8.2f ms   %d simulations -> max_num_seqs %d\n",
                "recommendation search, 1,024 requests", rec.medianMs, simulations, found);
    return 0;
}
