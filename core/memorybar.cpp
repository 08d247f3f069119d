#include "memorybar.h"

#include <algorithm>

namespace kvb {

QString memoryTermKey(MemoryTerm term)
{
    switch (term) {
    case MemoryTerm::Weights:
        return QStringLiteral("weights");
    case MemoryTerm::NonTorch:
        return QStringLiteral("non_torch");
    case MemoryTerm::Activation:
        return QStringLiteral("activation_peak");
    case MemoryTerm::CudaGraphs:
        return QStringLiteral("cuda_graphs");
    case MemoryTerm::KvCache:
        return QStringLiteral("kv_cache");
    case MemoryTerm::FreeAboveCeiling:
        return QStringLiteral("free_above_ceiling");
    case MemoryTerm::CudaContext:
        return QStringLiteral("cuda_context");
    case MemoryTerm::OtherProcesses:
        return QStringLiteral("other_processes");
    }
    return {};
}

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

Bytes RankBar::chargedEnd() const
{
    Bytes sum = 0;
    for (const MemorySegment& s : segments) {
        sum += s.bytes;
        if (s.term == MemoryTerm::KvCache)
            break;
    }
    return sum;
}

namespace {

std::vector<MemorySegment> stageSegments(const StagePlan& stage)
{
    const MemoryTerms& m = stage.memory;
    const bool graphsCharged = stage.cudaGraph.chargedToBudget;
    std::vector<MemorySegment> segments;
    segments.reserve(allMemoryTerms.size());
    segments.push_back({MemoryTerm::Weights, m.weights});
    segments.push_back({MemoryTerm::NonTorch, m.nonTorch});
    segments.push_back({MemoryTerm::Activation, m.activation});
    if (graphsCharged)
        segments.push_back({MemoryTerm::CudaGraphs, m.cudaGraph});
    segments.push_back({MemoryTerm::KvCache, std::max<Bytes>(0, m.kvCache)});
    if (!graphsCharged)
        segments.push_back({MemoryTerm::CudaGraphs, m.cudaGraph});
    Bytes used = 0;
    for (const MemorySegment& s : segments)
        used += s.bytes;
    used += m.cudaContext + m.otherProcesses;
    segments.push_back({MemoryTerm::FreeAboveCeiling, std::max<Bytes>(0, m.total - used)});
    segments.push_back({MemoryTerm::CudaContext, m.cudaContext});
    segments.push_back({MemoryTerm::OtherProcesses, m.otherProcesses});
    return segments;
}

} // namespace

std::vector<RankBar> memoryBars(const Scenario& scenario, const Plan& plan)
{
    std::vector<RankBar> bars;
    if (plan.stages.empty())
        return bars;
    const int tp = std::max(1, scenario.serving.tensorParallelSize);
    const int stages = static_cast<int>(plan.stages.size());
    bars.reserve(static_cast<std::size_t>(tp * stages));
    for (int stageIndex = 0; stageIndex < stages; ++stageIndex) {
        const StagePlan& stage = plan.stages[static_cast<std::size_t>(stageIndex)];
        RankBar bar;
        bar.stage = stageIndex;
        bar.worstStage = stageIndex == plan.worstStage;
        bar.total = stage.memory.total;
        bar.ceiling = stage.memory.ceiling;
        bar.kvCache = stage.memory.kvCache;
        bar.segments = stageSegments(stage);
        bar.overBudget = std::max<Bytes>(0, -stage.memory.kvCache);
        for (int tpRank = 0; tpRank < tp; ++tpRank) {
            bar.rank = stageIndex * tp + tpRank;
            bar.tpRank = tpRank;
            bars.push_back(bar);
        }
    }
    return bars;
}

} // namespace kvb
