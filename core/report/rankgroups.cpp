#include "report/rankgroups.h"

#include <algorithm>

namespace kvb {

namespace {

bool sameFigures(const RankBar& a, const RankBar& b)
{
    return a.stage == b.stage && a.total == b.total && a.ceiling == b.ceiling && a.kvCache == b.kvCache &&
           a.overBudget == b.overBudget &&
           std::equal(a.segments.begin(), a.segments.end(), b.segments.begin(), b.segments.end(),
                      [](const MemorySegment& x, const MemorySegment& y) {
                          return x.term == y.term && x.bytes == y.bytes;
                      });
}

} // namespace

std::vector<RankGroup> groupIdenticalRanks(const std::vector<RankBar>& bars)
{
    std::vector<RankGroup> groups;
    for (const RankBar& bar : bars) {
        if (!groups.empty() && groups.back().lastRank + 1 == bar.rank && sameFigures(groups.back().bar, bar))
            groups.back().lastRank = bar.rank;
        else
            groups.push_back({bar, bar.rank, bar.rank});
    }
    return groups;
}

} // namespace kvb
