#include "load/scheduler.h"

#include "load/schedulerdetail.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace kvb {

namespace {

using detail::RingQueue;
using detail::SeriesRecorder;

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Scheduler)
};

// The hot per-request state, kept small so a step over hundreds of running requests stays in cache.
struct Live
{
    std::int32_t prompt = 0;
    std::int32_t output = 0;
    std::int32_t generated = 0;
    std::int32_t computed = 0;  // num_computed_tokens
    std::int32_t own = 0;       // blocks held privately
    std::int32_t shared = 0;    // blocks of the shared prefix it references (0 or prefixBlocks)
    std::int32_t scheduled = 0; // tokens scheduled in the current step
    std::int64_t work = 0;      // tokens computed for it in all (copied to RequestOutcome at the end)

    std::int32_t numTokens() const { return prompt + generated; }
    std::int64_t held() const { return std::int64_t{own} + shared; }
};

double quantile(std::vector<double>& values, double q)
{
    if (values.empty())
        return 0;
    const double rank = std::ceil(q * static_cast<double>(values.size()));
    const std::size_t index = static_cast<std::size_t>(std::max(1.0, rank)) - 1;
    std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(index), values.end());
    return values[index];
}

std::int64_t cdiv(std::int64_t a, std::int64_t b)
{
    return (a + b - 1) / b;
}

} // namespace

SchedulerConfig schedulerConfigFor(const Plan& plan)
{
    SchedulerConfig c;
    c.numBlocks = plan.numBlocks;
    c.blockSize = plan.settings.blockSize;
    c.maxNumSeqs = plan.settings.maxNumSeqs;
    c.maxNumBatchedTokens = plan.settings.maxNumBatchedTokens;
    c.maxModelLen = plan.settings.maxModelLen;
    return c;
}

SimulationResult simulate(const SimulationInput& input, const std::atomic<bool>* cancel)
{
    const SchedulerConfig& cfg = input.config;
    const SimulationOptions& opt = input.options;
    SimulationResult result;
    SimulationSummary& sum = result.summary;
    const std::size_t n = input.requests.size();
    const std::int64_t bs = std::max(1, cfg.blockSize);
    const std::int64_t usable = cfg.usableBlocks();
    const std::int64_t maxSeqs = std::max(1, cfg.maxNumSeqs);
    const std::int64_t tokenBudget = std::max<std::int64_t>(1, cfg.maxNumBatchedTokens);
    const std::int64_t maxLen =
        cfg.maxModelLen > 0 ? cfg.maxModelLen : std::numeric_limits<std::int32_t>::max();
    const std::int64_t prefixTokens = std::max<std::int64_t>(0, cfg.prefixTokens);
    const std::int64_t prefixBlocks = cfg.prefixCaching ? prefixTokens / bs : 0;

    // Requests as vLLM would accept them.
    std::vector<Live> live(n);
    result.requests.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        const RequestSpec& spec = input.requests[i];
        RequestOutcome& o = result.requests[i];
        std::int64_t prompt =
            std::max<std::int64_t>({1, spec.promptTokens, prefixTokens > 0 ? prefixTokens + 1 : 0});
        std::int64_t output = std::max<std::int64_t>(1, spec.outputTokens);
        o.arrivalS = spec.arrivalS;
        if (prompt >= maxLen || cdiv(prompt, bs) > usable) {
            o.rejected = true;
        } else {
            output = std::min({output, maxLen - prompt, usable * bs - prompt + 1});
        }
        o.promptTokens = live[i].prompt = static_cast<std::int32_t>(prompt);
        o.outputTokens = live[i].output = static_cast<std::int32_t>(output);
    }

    RingQueue waiting(n);
    std::vector<std::int32_t> running;
    running.reserve(static_cast<std::size_t>(std::min<std::int64_t>(maxSeqs, static_cast<std::int64_t>(n))));
    SeriesRecorder recorder(result.series, opt.maxSeriesPoints, opt.recordSeries);

    std::int64_t used = 0;       // blocks in use: private ones plus a referenced shared prefix
    bool prefixCached = false;   // the shared prefix's blocks hold computed KV
    std::int64_t prefixRefs = 0; // running requests that reference them
    std::size_t next = 0;        // next request to arrive
    const bool closedLoop = input.closedLoopUsers > 0;
    std::int64_t releasable = closedLoop ? input.closedLoopUsers : 0; // users ready to send
    std::int64_t done = 0;                                            // completed + rejected
    double now = 0;

    const auto idlePrefix = [&] { return prefixCached && prefixRefs == 0 ? prefixBlocks : 0; };
    // Allocates from the free blocks, evicting the idle cached prefix only when it must.
    const auto allocate = [&](std::int64_t need) {
        const std::int64_t free = usable - used;
        if (need > free)
            return false;
        if (need > free - idlePrefix())
            prefixCached = false;
        used += need;
        return true;
    };
    const auto release = [&](Live& q) {
        used -= q.own;
        q.own = 0;
        if (q.shared > 0) {
            q.shared = 0;
            if (--prefixRefs == 0)
                used -= prefixBlocks;
        }
    };
    const auto violation = [&](const QString& what) {
        if (result.invariantViolations.size() < 10)
            result.invariantViolations.push_back(Text::tr("step %1: %2").arg(sum.steps).arg(what));
    };

    while (done < static_cast<std::int64_t>(n)) {
        // 1. Arrivals.
        while (next < n) {
            RequestOutcome& o = result.requests[next];
            if (closedLoop) {
                if (releasable == 0)
                    break;
                --releasable;
                o.arrivalS = now;
            } else if (o.arrivalS > now) {
                break;
            }
            if (o.rejected) {
                ++done;
                ++sum.rejected;
                if (closedLoop)
                    ++releasable;
            } else {
                waiting.pushBack(static_cast<std::int32_t>(next));
            }
            ++next;
        }
        if (running.empty() && waiting.empty()) {
            if (next < n && !closedLoop) {
                now = std::max(now, result.requests[next].arrivalS); // idle until the next arrival
                continue;
            }
            if (done < static_cast<std::int64_t>(n))
                result.truncated = true; // cannot happen: nothing left that could run
            break;
        }

        // 2. Running requests first; preempt from the back when blocks run out.
        std::int64_t budget = tokenBudget;
        bool preempted = false;
        std::size_t i = 0;
        while (i < running.size() && budget > 0) {
            const std::int32_t r = running[i];
            Live& q = live[static_cast<std::size_t>(r)];
            const std::int64_t tokens = std::min<std::int64_t>(q.numTokens() - q.computed, budget);
            // Most decode steps fit the last block: skip the division.
            const std::int64_t end = q.computed + tokens;
            const std::int64_t need = end <= q.held() * bs ? 0 : cdiv(end, bs) - q.held();
            bool selfPreempted = false;
            while (need > 0 && !allocate(need)) {
                const std::int32_t victim = running.back();
                running.pop_back();
                Live& v = live[static_cast<std::size_t>(victim)];
                RequestOutcome& vo = result.requests[static_cast<std::size_t>(victim)];
                release(v);
                vo.discardedTokens += v.computed;
                sum.recomputedTokens += v.computed;
                v.computed = 0;
                v.scheduled = 0;
                if (vo.preemptions++ == 0)
                    ++sum.preemptedRequests;
                ++sum.preemptions;
                waiting.pushFront(victim);
                preempted = true;
                if (victim == r) {
                    selfPreempted = true;
                    break;
                }
            }
            if (selfPreempted)
                break;
            q.own += static_cast<std::int32_t>(need);
            q.scheduled = static_cast<std::int32_t>(tokens);
            budget -= tokens;
            ++i;
        }

        // 3. Waiting requests, FCFS, unless this step preempted.
        if (!preempted) {
            while (!waiting.empty() && budget > 0 && static_cast<std::int64_t>(running.size()) < maxSeqs) {
                const std::int32_t r = waiting.front();
                Live& q = live[static_cast<std::size_t>(r)];
                const bool hit = prefixCached && prefixBlocks > 0 && q.computed == 0;
                const std::int64_t start = hit ? prefixBlocks * bs : q.computed;
                const std::int64_t tokens = std::min<std::int64_t>(q.numTokens() - start, budget);
                const std::int64_t shared = hit ? prefixBlocks : 0;
                const std::int64_t need = cdiv(start + tokens, bs) - shared;
                if (hit) {
                    const std::int64_t taken = prefixRefs == 0 ? prefixBlocks : 0;
                    if (need + taken > usable - used)
                        break;
                    used += taken;
                    ++prefixRefs;
                    q.shared = static_cast<std::int32_t>(prefixBlocks);
                    q.computed = static_cast<std::int32_t>(start);
                    result.requests[static_cast<std::size_t>(r)].cachedTokens += start;
                    sum.prefixCacheHitTokens += start;
                    allocate(need);
                } else if (!allocate(need)) {
                    break;
                }
                q.own = static_cast<std::int32_t>(need);
                q.scheduled = static_cast<std::int32_t>(tokens);
                budget -= tokens;
                waiting.popFront();
                running.push_back(r);
            }
        }

        // The step's figures, measured with everything it needs allocated.
        const double usage = usable > 0 ? static_cast<double>(used) / static_cast<double>(usable) : 1.0;
        sum.peakKvUsage = std::max(sum.peakKvUsage, usage);
        sum.peakUsedBlocks = std::max(sum.peakUsedBlocks, used);
        sum.maxRunning = std::max(sum.maxRunning, static_cast<int>(running.size()));
        sum.maxWaiting = std::max(sum.maxWaiting, static_cast<int>(waiting.size()));
        const std::int64_t stepTokens = tokenBudget - budget;
        now += (cfg.stepTime.fixedMs + cfg.stepTime.msPerToken * static_cast<double>(stepTokens)) / 1000.0;
        ++sum.steps;
        SeriesPoint point;
        point.step = sum.steps;
        point.timeS = now;
        point.kvUsage = usage;
        point.running = static_cast<int>(running.size());
        point.waiting = static_cast<int>(waiting.size());
        point.preemptions = sum.preemptions;

        // 4. Run the step: advance, emit tokens, finish.
        std::size_t kept = 0;
        for (const std::int32_t r : running) {
            Live& q = live[static_cast<std::size_t>(r)];
            q.computed += q.scheduled;
            q.work += q.scheduled;
            q.scheduled = 0;
            if (prefixBlocks > 0 && !prefixCached && q.shared == 0 && q.computed >= prefixBlocks * bs) {
                // Its first full blocks become the cached prefix that later requests share.
                prefixCached = true;
                prefixRefs = 1;
                q.own -= static_cast<std::int32_t>(prefixBlocks);
                q.shared = static_cast<std::int32_t>(prefixBlocks);
            }
            if (q.computed == q.numTokens()) {
                ++q.generated;
                RequestOutcome& o = result.requests[static_cast<std::size_t>(r)];
                if (q.generated == 1)
                    o.firstTokenS = now;
                if (q.generated == q.output) {
                    release(q);
                    o.finished = true;
                    o.finishS = now;
                    ++sum.completed;
                    ++done;
                    if (closedLoop)
                        ++releasable;
                    continue;
                }
            }
            running[kept++] = r;
        }
        running.resize(kept);
        recorder.add(point);

        if (opt.checkInvariants) {
            std::int64_t owned = 0;
            std::int64_t refs = 0;
            for (const std::int32_t r : running) {
                const Live& q = live[static_cast<std::size_t>(r)];
                owned += q.own;
                refs += q.shared > 0 ? 1 : 0;
                if (q.own + q.shared != cdiv(q.computed, bs))
                    violation(Text::tr("request %1 holds %2 blocks for %3 computed tokens")
                                  .arg(r)
                                  .arg(q.own + q.shared)
                                  .arg(q.computed));
            }
            waiting.forEach([&](std::int32_t r) {
                const Live& q = live[static_cast<std::size_t>(r)];
                if (q.own != 0 || q.shared != 0 || q.computed != 0)
                    violation(Text::tr("waiting request %1 still holds blocks").arg(r));
            });
            if (refs != prefixRefs || owned + (prefixRefs > 0 ? prefixBlocks : 0) != used)
                violation(Text::tr("block count %1 does not match the requests' %2").arg(used).arg(owned));
            if (used > usable || point.kvUsage > 1.0)
                violation(Text::tr("%1 blocks allocated from a pool of %2").arg(used).arg(usable));
            if (static_cast<std::int64_t>(point.running) > maxSeqs)
                violation(Text::tr("%1 running with max_num_seqs %2").arg(point.running).arg(maxSeqs));
            if (stepTokens > tokenBudget)
                violation(Text::tr("%1 tokens scheduled with max_num_batched_tokens %2")
                              .arg(stepTokens)
                              .arg(tokenBudget));
        }

        if ((opt.stopOnPreemption && sum.preemptions > 0) ||
            (opt.stopAtUsage > 0 && usage >= opt.stopAtUsage)) {
            result.stoppedEarly = true;
            break;
        }
        if (sum.steps >= opt.maxSteps) {
            result.truncated = true;
            break;
        }
        if ((sum.steps & 1023) == 0 && cancel && cancel->load(std::memory_order_relaxed)) {
            result.cancelled = true;
            break;
        }
    }
    recorder.finish();
    result.seriesStride = recorder.stride();
    sum.durationS = now;

    std::vector<double> ttft;
    std::vector<double> latency;
    ttft.reserve(static_cast<std::size_t>(sum.completed));
    latency.reserve(static_cast<std::size_t>(sum.completed));
    for (std::size_t i = 0; i < n; ++i) {
        RequestOutcome& o = result.requests[i];
        o.computedTokens = live[i].work;
        if (o.rejected)
            continue;
        sum.promptTokens += o.promptTokens;
        sum.outputTokens += o.outputTokens;
        if (!o.finished)
            continue;
        ttft.push_back(o.firstTokenS - o.arrivalS);
        latency.push_back(o.finishS - o.arrivalS);
        if (opt.checkInvariants && o.computedTokens != std::int64_t{o.promptTokens} + o.outputTokens - 1 +
                                                           o.discardedTokens - o.cachedTokens)
            violation(
                Text::tr(
                    "request %1 computed %2 tokens; expected prompt + output - 1 + %3 recomputed - %4 cached")
                    .arg(i)
                    .arg(o.computedTokens)
                    .arg(o.discardedTokens)
                    .arg(o.cachedTokens));
    }
    sum.ttftP50S = quantile(ttft, 0.50);
    sum.ttftP95S = quantile(ttft, 0.95);
    sum.latencyP50S = quantile(latency, 0.50);
    sum.latencyP95S = quantile(latency, 0.95);
    return result;
}

} // namespace kvb
