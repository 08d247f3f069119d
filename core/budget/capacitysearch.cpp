// The inverse questions, answered by planning candidates: every option is a plan computePlan made.
#include "budget/capacitysearch.h"

#include "base/limits.h"
#include "budget/engine.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <tuple>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::CapacitySearch)
};

constexpr int kUtilizationSteps = 100; // 0.01 .. 1.00

// Whole requests of T tokens one replica holds at once: vLLM admits a request only when all of its
// blocks fit, so 2.99 requests' worth of blocks hold two.
std::int64_t wholeRequests(double concurrency)
{
    return static_cast<std::int64_t>(std::floor(concurrency));
}

bool holdsWorkload(const CapacityOption& option, std::int64_t concurrency)
{
    if (!option.plan.fits())
        return false;
    const std::int64_t replicas = option.split.data;
    return replicas * wholeRequests(option.plan.realisticConcurrency) >= concurrency &&
           replicas * option.plan.settings.maxNumSeqs >= concurrency;
}

// Cheapest first; unpriced after priced; then fewest GPUs, most concurrency, narrowest pipeline.
bool cheaperThan(const CapacityOption& a, const CapacityOption& b)
{
    if (a.costPerHour.has_value() != b.costPerHour.has_value())
        return a.costPerHour.has_value();
    if (a.costPerHour && *a.costPerHour != *b.costPerHour)
        return *a.costPerHour < *b.costPerHour;
    return std::tuple(a.split.gpus(), -a.concurrency, a.split.pipeline, a.split.data) <
           std::tuple(b.split.gpus(), -b.concurrency, b.split.pipeline, b.split.data);
}

// The question's base scenario with max_model_len resolved, or what is wrong with the question.
Result<Scenario> baseScenario(const CapacityQuestion& q)
{
    if (q.concurrency < 1 || q.concurrency > limits::kMaxRequests)
        return invalidInput(Text::tr("The number of concurrent requests must be between 1 and %1 (got %2)")
                                .arg(limits::kMaxRequests)
                                .arg(q.concurrency));
    if (q.gpus.empty())
        return invalidInput(Text::tr("Name at least one GPU type to search"));
    if (q.maxGpus < 1 || q.maxGpus > limits::kMaxGpuCount || q.maxTensorParallel < 1)
        return invalidInput(Text::tr("The largest deployment searched must be between 1 and %1 GPUs")
                                .arg(limits::kMaxGpuCount));
    Scenario s = q.base;
    const std::int64_t tokens = s.workload.requestTokens;
    if (!s.serving.maxModelLen)
        s.serving.maxModelLen = tokens;
    if (tokens > *s.serving.maxModelLen)
        return invalidInput(Text::tr("Requests of %1 tokens do not fit a max_model_len of %2: vLLM rejects "
                                     "a request longer than the context")
                                .arg(tokens)
                                .arg(*s.serving.maxModelLen));
    // Everything but the split, checked once on one GPU: a bad model or flag is the question's fault.
    Scenario probe = s;
    probe.gpu = q.gpus.front().gpu;
    probe.gpu.count = 1;
    probe.serving.tensorParallelSize = probe.serving.pipelineParallelSize = probe.serving.dataParallelSize =
        1;
    if (QString problem = validateScenario(probe); !problem.isEmpty())
        return invalidInput(problem);
    return s;
}

// The fewest GPUs of one type that hold the workload: every split of 1, 2, ... maxGpus GPUs, planned.
void searchGpuType(const Scenario& base, const CapacityCandidate& candidate, const CapacityQuestion& q,
                   CapacityAnswer& answer)
{
    UnheldGpu unheld{candidate.gpu, q.maxGpus, 0};
    for (int gpus = 1; gpus <= q.maxGpus; ++gpus) {
        std::vector<CapacityOption> holding;
        for (const ParallelSplit& split : parallelSplits(gpus, q.maxTensorParallel)) {
            CapacityOption option = planSplit(base, candidate.gpu, split, q.concurrency);
            if (candidate.usdPerGpuHour)
                option.costPerHour = *candidate.usdPerGpuHour * gpus;
            if (option.plan.fits())
                unheld.bestConcurrency = std::max(unheld.bestConcurrency, option.concurrency);
            if (option.holds)
                holding.push_back(std::move(option));
        }
        if (!holding.empty()) {
            std::move(holding.begin(), holding.end(), std::back_inserter(answer.options));
            return;
        }
    }
    answer.unheld.push_back(unheld);
}

} // namespace

std::vector<ParallelSplit> parallelSplits(int gpus, int maxTensorParallel)
{
    std::vector<ParallelSplit> splits;
    for (int tp = std::min(gpus, maxTensorParallel); tp >= 1; --tp) {
        if (gpus % tp != 0)
            continue;
        const int rest = gpus / tp;
        for (int pp = 1; pp <= rest; ++pp)
            if (rest % pp == 0)
                splits.push_back({tp, pp, rest / pp});
    }
    return splits;
}

CapacityOption planSplit(const Scenario& base, const GpuSpec& gpu, const ParallelSplit& split,
                         std::int64_t concurrency)
{
    CapacityOption option;
    option.split = split;
    option.scenario = base;
    option.scenario.gpu = gpu;
    option.scenario.gpu.count = split.gpus();
    option.scenario.name =
        Text::tr("%1 on %2 x %3").arg(base.model.displayName).arg(split.gpus()).arg(gpu.name);
    option.scenario.description.clear();
    ServingConfig& c = option.scenario.serving;
    c.tensorParallelSize = split.tensor;
    c.pipelineParallelSize = split.pipeline;
    c.dataParallelSize = split.data;
    option.plan = computePlan(option.scenario);
    const std::int64_t share = (concurrency + split.data - 1) / split.data;
    if (option.plan.fits() && !base.serving.maxNumSeqs && option.plan.settings.maxNumSeqs < share &&
        share <= limits::kMaxNumSeqs) {
        c.maxNumSeqs = static_cast<int>(share);
        option.plan = computePlan(option.scenario);
    }
    option.concurrency = split.data * option.plan.realisticConcurrency;
    option.holds = holdsWorkload(option, concurrency);
    return option;
}

std::int64_t longestStartingMaxModelLen(const Scenario& scenario)
{
    auto startsAt = [&scenario](std::int64_t length) {
        Scenario s = scenario;
        s.serving.maxModelLen = length;
        return computePlan(s).fits();
    };
    const Plan plan = computePlan(scenario);
    if (!plan.fits())
        return 0;
    std::int64_t lo = plan.settings.maxModelLen; // starts
    std::int64_t hi = scenario.model.maxModelLen();
    if (hi <= lo || startsAt(hi))
        return std::max(lo, hi);
    // lo starts, hi does not: halve the gap until they are neighbours.
    while (hi - lo > 1) {
        const std::int64_t mid = lo + (hi - lo) / 2;
        (startsAt(mid) ? lo : hi) = mid;
    }
    return lo;
}

std::optional<StartingUtilization> startingUtilization(const Scenario& scenario)
{
    std::optional<StartingUtilization> range;
    for (int step = 1; step <= kUtilizationSteps; ++step) {
        Scenario s = scenario;
        const double utilization = step / static_cast<double>(kUtilizationSteps);
        s.serving.gpuMemoryUtilization = utilization;
        if (!computePlan(s).fits())
            continue;
        if (!range)
            range = StartingUtilization{utilization, utilization};
        range->max = utilization;
    }
    return range;
}

void setCapacityWorkload(Scenario& base, std::int64_t requestTokens,
                         std::optional<std::int64_t> requestTokensP95)
{
    base.workload.requestTokens = requestTokens;
    base.workload.requestTokensP95 = std::max(requestTokensP95.value_or(requestTokens), requestTokens);
}

Result<CapacityAnswer> searchCapacity(const CapacityQuestion& question)
{
    auto base = baseScenario(question);
    if (!base)
        return base.error();
    CapacityAnswer answer;
    for (const CapacityCandidate& candidate : question.gpus)
        searchGpuType(*base, candidate, question, answer);
    std::stable_sort(answer.options.begin(), answer.options.end(), cheaperThan);
    if (!answer.options.empty()) {
        const Scenario& first = answer.options.front().scenario;
        answer.longestMaxModelLen = longestStartingMaxModelLen(first);
        answer.utilizationRange = startingUtilization(first);
    }
    return answer;
}

} // namespace kvb
