#include "report/memorybar.h"

#include <algorithm>

namespace kvb {

Bytes RankBar::extent() const
{
    Bytes sum = 0;
    for (const MemorySegment& s : segments)
        sum += s.bytes;
    return sum;
}

Bytes RankBar::bytes(MemoryTerm term) const
{
    for (const MemorySegment& s : segments)
        if (s.term == term)
            return s.bytes;
    return 0;
}

namespace {

std::vector<MemorySegment> rankSegments(const MemoryTerms& m)
{
    std::vector<MemorySegment> segments;
    segments.reserve(allMemoryTerms.size());
    segments.push_back({MemoryTerm::Weights, m.weights});
    segments.push_back({MemoryTerm::NonTorch, m.nonTorch});
    segments.push_back({MemoryTerm::Activation, m.activation});
    if (m.graphsCharged)
        segments.push_back({MemoryTerm::CudaGraphs, m.cudaGraph});
    if (m.contextAndOthersCharged) { // versions that charge them to the ceiling
        segments.push_back({MemoryTerm::CudaContext, m.cudaContext});
        segments.push_back({MemoryTerm::OtherProcesses, m.otherProcesses});
    }
    segments.push_back({MemoryTerm::KvCache, std::max<Bytes>(0, m.kvCache)});
    if (!m.graphsCharged)
        segments.push_back({MemoryTerm::CudaGraphs, m.cudaGraph});
    Bytes used = 0;
    for (const MemorySegment& s : segments)
        used += s.bytes;
    if (!m.contextAndOthersCharged)
        used += m.cudaContext + m.otherProcesses;
    segments.push_back({MemoryTerm::FreeAboveCeiling, std::max<Bytes>(0, m.total - used)});
    if (!m.contextAndOthersCharged) {
        segments.push_back({MemoryTerm::CudaContext, m.cudaContext});
        segments.push_back({MemoryTerm::OtherProcesses, m.otherProcesses});
    }
    return segments;
}

} // namespace

std::vector<RankBar> memoryBars(const Plan& plan)
{
    std::vector<RankBar> bars;
    bars.reserve(plan.ranks.size());
    for (const RankPlan& rank : plan.ranks) {
        RankBar bar;
        bar.rank = rank.rank;
        bar.stage = rank.stage;
        bar.tpRank = rank.tpRank;
        bar.worstStage = rank.stage == plan.worstStage;
        bar.total = rank.memory.total;
        bar.ceiling = rank.memory.ceiling;
        bar.kvCache = rank.memory.kvCache;
        bar.overBudget = std::max<Bytes>(0, -rank.memory.kvCache);
        bar.segments = rankSegments(rank.memory);
        bars.push_back(std::move(bar));
    }
    return bars;
}

} // namespace kvb
