#pragma once

// The scheduler simulation itself (scheduler.h `simulate`): one object per run holding the
// scheduler's state between steps, with a method per phase of a step. Included by scheduler.cpp only.

#include "base/units.h"
#include "load/schedulerdetail.h"

#include <QCoreApplication>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>

namespace kvb::detail {

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

inline double quantile(std::vector<double>& values, double q)
{
    if (values.empty())
        return 0;
    const double rank = std::ceil(q * static_cast<double>(values.size()));
    const std::size_t index = static_cast<std::size_t>(std::max(1.0, rank)) - 1;
    std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(index), values.end());
    return values[index];
}

// One simulation: the scheduler's state between steps, and a method per phase of a step, in the
// order vLLM's V1 scheduler runs them (vllm/v1/core/sched/scheduler.py `schedule`).
class SchedulerRun
{
public:
    SchedulerRun(const SimulationInput& input, const std::atomic<bool>* cancel)
        : m_input(input)
        , m_cfg(input.config)
        , m_opt(input.options)
        , m_cancel(cancel)
        , m_n(input.requests.size())
        , m_bs(std::max(1, m_cfg.blockSize))
        , m_usable(m_cfg.usableBlocks())
        , m_maxSeqs(std::max(1, m_cfg.maxNumSeqs))
        , m_tokenBudget(std::max<std::int64_t>(1, m_cfg.maxNumBatchedTokens))
        , m_maxLen(m_cfg.maxModelLen > 0 ? m_cfg.maxModelLen : std::numeric_limits<std::int32_t>::max())
        , m_prefixTokens(std::max<std::int64_t>(0, m_cfg.prefixTokens))
        , m_prefixBlocks(m_cfg.prefixCaching ? m_prefixTokens / m_bs : 0)
        , m_closedLoop(input.closedLoopUsers > 0)
        , m_releasable(m_closedLoop ? input.closedLoopUsers : 0)
        , m_waiting(m_n)
        , m_recorder(m_result.series, m_opt.maxSeriesPoints, m_opt.recordSeries)
    {
        m_running.reserve(
            static_cast<std::size_t>(std::min<std::int64_t>(m_maxSeqs, static_cast<std::int64_t>(m_n))));
        admit();
    }

    SimulationResult run()
    {
        while (m_done < static_cast<std::int64_t>(m_n)) {
            arrive();
            if (m_running.empty() && m_waiting.empty()) {
                if (m_next < m_n && !m_closedLoop) {
                    m_now =
                        std::max(m_now, m_result.requests[m_next].arrivalS); // idle until the next arrival
                    continue;
                }
                m_result.truncated = true; // cannot happen: nothing left that could run
                break;
            }
            std::int64_t budget = m_tokenBudget;
            if (!scheduleRunning(budget))
                scheduleWaiting(budget);
            const SeriesPoint point = measureStep(m_tokenBudget - budget);
            advance();
            m_recorder.add(point);
            if (m_opt.checkInvariants)
                checkInvariants(point, m_tokenBudget - budget);
            if (stopsHere(point))
                break;
        }
        m_recorder.finish();
        m_result.seriesStride = m_recorder.stride();
        m_result.summary.durationS = m_now;
        summarize();
        return std::move(m_result);
    }

private:
    // Requests as vLLM would accept them: a prompt that cannot fit the context or the pool is rejected.
    void admit()
    {
        m_live.resize(m_n);
        m_result.requests.resize(m_n);
        for (std::size_t i = 0; i < m_n; ++i) {
            const RequestSpec& spec = m_input.requests[i];
            RequestOutcome& o = m_result.requests[i];
            const std::int64_t prompt =
                std::max<std::int64_t>({1, spec.promptTokens, m_prefixTokens > 0 ? m_prefixTokens + 1 : 0});
            std::int64_t output = std::max<std::int64_t>(1, spec.outputTokens);
            o.arrivalS = spec.arrivalS;
            if (prompt >= m_maxLen || ceilDiv(prompt, m_bs) > m_usable)
                o.rejected = true;
            else
                output = std::min({output, m_maxLen - prompt, m_usable * m_bs - prompt + 1});
            o.promptTokens = m_live[i].prompt = static_cast<std::int32_t>(prompt);
            o.outputTokens = m_live[i].output = static_cast<std::int32_t>(output);
        }
    }

    // 1. Arrivals: by time, or (closed loop) as users become ready.
    void arrive()
    {
        while (m_next < m_n) {
            RequestOutcome& o = m_result.requests[m_next];
            if (m_closedLoop) {
                if (m_releasable == 0)
                    break;
                --m_releasable;
                o.arrivalS = m_now;
            } else if (o.arrivalS > m_now) {
                break;
            }
            if (o.rejected) {
                ++m_done;
                ++m_result.summary.rejected;
                if (m_closedLoop)
                    ++m_releasable;
            } else {
                m_waiting.pushBack(static_cast<std::int32_t>(m_next));
            }
            ++m_next;
        }
    }

    std::int64_t idlePrefix() const { return m_prefixCached && m_prefixRefs == 0 ? m_prefixBlocks : 0; }

    // Allocates from the free blocks, evicting the idle cached prefix only when it must.
    bool allocate(std::int64_t need)
    {
        const std::int64_t free = m_usable - m_used;
        if (need > free)
            return false;
        if (need > free - idlePrefix())
            m_prefixCached = false;
        m_used += need;
        return true;
    }

    void release(Live& q)
    {
        m_used -= q.own;
        q.own = 0;
        if (q.shared > 0) {
            q.shared = 0;
            if (--m_prefixRefs == 0)
                m_used -= m_prefixBlocks;
        }
    }

    // The last running request goes back to the front of the queue, its KV discarded (recompute).
    std::int32_t preemptLast()
    {
        SimulationSummary& sum = m_result.summary;
        const std::int32_t victim = m_running.back();
        m_running.pop_back();
        Live& v = m_live[static_cast<std::size_t>(victim)];
        RequestOutcome& vo = m_result.requests[static_cast<std::size_t>(victim)];
        release(v);
        vo.discardedTokens += v.computed;
        sum.recomputedTokens += v.computed;
        v.computed = 0;
        v.scheduled = 0;
        if (vo.preemptions++ == 0)
            ++sum.preemptedRequests;
        ++sum.preemptions;
        m_waiting.pushFront(victim);
        return victim;
    }

    // 2. Running requests first; preempt from the back when blocks run out. True when it preempted.
    bool scheduleRunning(std::int64_t& budget)
    {
        bool preempted = false;
        std::size_t i = 0;
        while (i < m_running.size() && budget > 0) {
            const std::int32_t r = m_running[i];
            Live& q = m_live[static_cast<std::size_t>(r)];
            const std::int64_t tokens = std::min<std::int64_t>(q.numTokens() - q.computed, budget);
            // Most decode steps fit the last block: skip the division.
            const std::int64_t end = q.computed + tokens;
            const std::int64_t need = end <= q.held() * m_bs ? 0 : ceilDiv(end, m_bs) - q.held();
            bool selfPreempted = false;
            while (need > 0 && !allocate(need)) {
                preempted = true;
                if (preemptLast() == r) {
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
        return preempted;
    }

    // 3. Waiting requests, first come first served, sharing the cached prefix where they can.
    void scheduleWaiting(std::int64_t& budget)
    {
        while (!m_waiting.empty() && budget > 0 && static_cast<std::int64_t>(m_running.size()) < m_maxSeqs) {
            const std::int32_t r = m_waiting.front();
            Live& q = m_live[static_cast<std::size_t>(r)];
            const bool hit = m_prefixCached && m_prefixBlocks > 0 && q.computed == 0;
            const std::int64_t start = hit ? m_prefixBlocks * m_bs : q.computed;
            const std::int64_t tokens = std::min<std::int64_t>(q.numTokens() - start, budget);
            const std::int64_t shared = hit ? m_prefixBlocks : 0;
            const std::int64_t need = ceilDiv(start + tokens, m_bs) - shared;
            if (hit) {
                const std::int64_t taken = m_prefixRefs == 0 ? m_prefixBlocks : 0;
                if (need + taken > m_usable - m_used)
                    break;
                m_used += taken;
                ++m_prefixRefs;
                q.shared = static_cast<std::int32_t>(m_prefixBlocks);
                q.computed = static_cast<std::int32_t>(start);
                m_result.requests[static_cast<std::size_t>(r)].cachedTokens += start;
                m_result.summary.prefixCacheHitTokens += start;
                allocate(need);
            } else if (!allocate(need)) {
                break;
            }
            q.own = static_cast<std::int32_t>(need);
            q.scheduled = static_cast<std::int32_t>(tokens);
            budget -= tokens;
            m_waiting.popFront();
            m_running.push_back(r);
        }
    }

    // The step's figures, measured with everything it needs allocated; the clock moves on.
    SeriesPoint measureStep(std::int64_t stepTokens)
    {
        SimulationSummary& sum = m_result.summary;
        const double usage = m_usable > 0 ? static_cast<double>(m_used) / static_cast<double>(m_usable) : 1.0;
        sum.peakKvUsage = std::max(sum.peakKvUsage, usage);
        sum.peakUsedBlocks = std::max(sum.peakUsedBlocks, m_used);
        sum.maxRunning = std::max(sum.maxRunning, static_cast<int>(m_running.size()));
        sum.maxWaiting = std::max(sum.maxWaiting, static_cast<int>(m_waiting.size()));
        m_now +=
            (m_cfg.stepTime.fixedMs + m_cfg.stepTime.msPerToken * static_cast<double>(stepTokens)) / 1000.0;
        ++sum.steps;
        SeriesPoint point;
        point.step = sum.steps;
        point.timeS = m_now;
        point.kvUsage = usage;
        point.running = static_cast<int>(m_running.size());
        point.waiting = static_cast<int>(m_waiting.size());
        point.preemptions = sum.preemptions;
        return point;
    }

    // 4. Run the step: advance the scheduled tokens, emit tokens, finish requests.
    void advance()
    {
        std::size_t kept = 0;
        for (const std::int32_t r : m_running) {
            Live& q = m_live[static_cast<std::size_t>(r)];
            q.computed += q.scheduled;
            q.work += q.scheduled;
            q.scheduled = 0;
            if (m_prefixBlocks > 0 && !m_prefixCached && q.shared == 0 &&
                q.computed >= m_prefixBlocks * m_bs) {
                // Its first full blocks become the cached prefix that later requests share.
                m_prefixCached = true;
                m_prefixRefs = 1;
                q.own -= static_cast<std::int32_t>(m_prefixBlocks);
                q.shared = static_cast<std::int32_t>(m_prefixBlocks);
            }
            if (q.computed == q.numTokens() && emitToken(r, q))
                continue; // finished
            m_running[kept++] = r;
        }
        m_running.resize(kept);
    }

    // One more output token; true when it was the last.
    bool emitToken(std::int32_t r, Live& q)
    {
        ++q.generated;
        RequestOutcome& o = m_result.requests[static_cast<std::size_t>(r)];
        if (q.generated == 1)
            o.firstTokenS = m_now;
        if (q.generated != q.output)
            return false;
        release(q);
        o.finished = true;
        o.finishS = m_now;
        ++m_result.summary.completed;
        ++m_done;
        if (m_closedLoop)
            ++m_releasable;
        return true;
    }

    bool stopsHere(const SeriesPoint& point)
    {
        const SimulationSummary& sum = m_result.summary;
        if ((m_opt.stopOnPreemption && sum.preemptions > 0) ||
            (m_opt.stopAtUsage > 0 && point.kvUsage >= m_opt.stopAtUsage)) {
            m_result.stoppedEarly = true;
            return true;
        }
        if (sum.steps >= m_opt.maxSteps) {
            m_result.truncated = true;
            return true;
        }
        if ((sum.steps & 1023) == 0 && m_cancel && m_cancel->load(std::memory_order_relaxed)) {
            m_result.cancelled = true;
            return true;
        }
        return false;
    }

    void violation(const QString& what)
    {
        if (m_result.invariantViolations.size() < 10)
            m_result.invariantViolations.push_back(
                Text::tr("step %1: %2").arg(m_result.summary.steps).arg(what));
    }

    // Block accounting that must hold after every step (tests run with the checks on).
    void checkInvariants(const SeriesPoint& point, std::int64_t stepTokens)
    {
        std::int64_t owned = 0;
        std::int64_t refs = 0;
        for (const std::int32_t r : m_running) {
            const Live& q = m_live[static_cast<std::size_t>(r)];
            owned += q.own;
            refs += q.shared > 0 ? 1 : 0;
            if (q.own + q.shared != ceilDiv(q.computed, m_bs))
                violation(Text::tr("request %1 holds %2 blocks for %3 computed tokens")
                              .arg(r)
                              .arg(q.own + q.shared)
                              .arg(q.computed));
        }
        m_waiting.forEach([&](std::int32_t r) {
            const Live& q = m_live[static_cast<std::size_t>(r)];
            if (q.own != 0 || q.shared != 0 || q.computed != 0)
                violation(Text::tr("waiting request %1 still holds blocks").arg(r));
        });
        if (refs != m_prefixRefs || owned + (m_prefixRefs > 0 ? m_prefixBlocks : 0) != m_used)
            violation(Text::tr("block count %1 does not match the requests' %2").arg(m_used).arg(owned));
        if (m_used > m_usable || point.kvUsage > 1.0)
            violation(Text::tr("%1 blocks allocated from a pool of %2").arg(m_used).arg(m_usable));
        if (static_cast<std::int64_t>(point.running) > m_maxSeqs)
            violation(Text::tr("%1 running with max_num_seqs %2").arg(point.running).arg(m_maxSeqs));
        if (stepTokens > m_tokenBudget)
            violation(Text::tr("%1 tokens scheduled with max_num_batched_tokens %2")
                          .arg(stepTokens)
                          .arg(m_tokenBudget));
    }

    // Totals and percentiles over the requests once the run is over.
    void summarize()
    {
        SimulationSummary& sum = m_result.summary;
        std::vector<double> ttft;
        std::vector<double> latency;
        ttft.reserve(static_cast<std::size_t>(sum.completed));
        latency.reserve(static_cast<std::size_t>(sum.completed));
        for (std::size_t i = 0; i < m_n; ++i) {
            RequestOutcome& o = m_result.requests[i];
            o.computedTokens = m_live[i].work;
            if (o.rejected)
                continue;
            sum.promptTokens += o.promptTokens;
            sum.outputTokens += o.outputTokens;
            if (!o.finished)
                continue;
            ttft.push_back(o.firstTokenS - o.arrivalS);
            latency.push_back(o.finishS - o.arrivalS);
            if (m_opt.checkInvariants && o.computedTokens != std::int64_t{o.promptTokens} + o.outputTokens -
                                                                 1 + o.discardedTokens - o.cachedTokens)
                violation(
                    Text::tr("request %1 computed %2 tokens; expected prompt + output - 1 + %3 recomputed "
                             "- %4 cached")
                        .arg(i)
                        .arg(o.computedTokens)
                        .arg(o.discardedTokens)
                        .arg(o.cachedTokens));
        }
        sum.ttftP50S = quantile(ttft, 0.50);
        sum.ttftP95S = quantile(ttft, 0.95);
        sum.latencyP50S = quantile(latency, 0.50);
        sum.latencyP95S = quantile(latency, 0.95);
    }

    const SimulationInput& m_input;
    const SchedulerConfig& m_cfg;
    const SimulationOptions& m_opt;
    const std::atomic<bool>* m_cancel;
    const std::size_t m_n;
    const std::int64_t m_bs;
    const std::int64_t m_usable;
    const std::int64_t m_maxSeqs;
    const std::int64_t m_tokenBudget;
    const std::int64_t m_maxLen;
    const std::int64_t m_prefixTokens;
    const std::int64_t m_prefixBlocks;
    const bool m_closedLoop;
    std::int64_t m_releasable; // closed loop: users ready to send

    SimulationResult m_result;
    std::vector<Live> m_live;
    RingQueue m_waiting;
    std::vector<std::int32_t> m_running;
    SeriesRecorder m_recorder;
    std::int64_t m_used = 0;       // blocks in use: private ones plus a referenced shared prefix
    bool m_prefixCached = false;   // the shared prefix's blocks hold computed KV
    std::int64_t m_prefixRefs = 0; // running requests that reference them
    std::size_t m_next = 0;        // next request to arrive
    std::int64_t m_done = 0;       // completed + rejected
    double m_now = 0;
};

} // namespace kvb::detail
