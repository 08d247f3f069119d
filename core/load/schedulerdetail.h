#pragma once

// Building blocks of the scheduler simulation (scheduler.cpp), kept apart to be read and tested on
// their own. Not part of the core's interface.

#include "load/scheduler.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

namespace kvb::detail {

// A FIFO that can also push at the front (preempted requests), without allocating per step.
class RingQueue
{
public:
    explicit RingQueue(std::size_t capacity)
        : m_items(capacity + 1)
    {}
    bool empty() const { return m_size == 0; }
    std::size_t size() const { return m_size; }
    std::int32_t front() const { return m_items[m_head]; }
    void popFront()
    {
        m_head = (m_head + 1) % m_items.size();
        --m_size;
    }
    void pushBack(std::int32_t v)
    {
        m_items[(m_head + m_size) % m_items.size()] = v;
        ++m_size;
    }
    void pushFront(std::int32_t v)
    {
        m_head = (m_head + m_items.size() - 1) % m_items.size();
        m_items[m_head] = v;
        ++m_size;
    }
    template <typename F>
    void forEach(F f) const
    {
        for (std::size_t i = 0; i < m_size; ++i)
            f(m_items[(m_head + i) % m_items.size()]);
    }

private:
    std::vector<std::int32_t> m_items;
    std::size_t m_head = 0;
    std::size_t m_size = 0;
};

// Keeps at most `limit` points: when full, neighbours merge pairwise and each point covers twice the
// steps. Merging keeps maxima, so a short spike is never averaged away.
class SeriesRecorder
{
public:
    SeriesRecorder(std::vector<SeriesPoint>& out, int limit, bool enabled)
        : m_out(out)
        // an even limit, so that halving merges every point with a neighbour
        , m_limit(limit <= 0 ? std::numeric_limits<std::size_t>::max()
                             : static_cast<std::size_t>(std::max(2, limit - limit % 2)))
        , m_enabled(enabled)
    {
        if (enabled && limit > 0)
            m_out.reserve(m_limit);
    }
    void add(const SeriesPoint& p)
    {
        if (!m_enabled)
            return;
        if (m_inBucket == 0)
            m_bucket = p;
        else
            m_bucket = merge(m_bucket, p);
        if (++m_inBucket < m_stride)
            return;
        m_out.push_back(m_bucket);
        m_inBucket = 0;
        if (m_out.size() >= m_limit) {
            const std::size_t half = m_out.size() / 2;
            for (std::size_t i = 0; i < half; ++i)
                m_out[i] = merge(m_out[2 * i], m_out[2 * i + 1]);
            m_out.resize(half);
            m_stride *= 2;
        }
    }
    void finish()
    {
        if (m_enabled && m_inBucket > 0)
            m_out.push_back(m_bucket);
        m_inBucket = 0;
    }
    std::int64_t stride() const { return m_stride; }

private:
    static SeriesPoint merge(const SeriesPoint& a, const SeriesPoint& b)
    {
        SeriesPoint m = b;
        m.kvUsage = std::max(a.kvUsage, b.kvUsage);
        m.running = std::max(a.running, b.running);
        m.waiting = std::max(a.waiting, b.waiting);
        return m;
    }
    std::vector<SeriesPoint>& m_out;
    std::size_t m_limit;
    bool m_enabled;
    SeriesPoint m_bucket;
    std::int64_t m_inBucket = 0;
    std::int64_t m_stride = 1;
};

} // namespace kvb::detail
