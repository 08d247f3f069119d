#pragma once

#include "report/memorybar.h"

#include <vector>

namespace kvb {

// Neighbouring GPU ranks whose bars hold the same bytes in every term (the TP ranks of a pipeline
// stage always do): drawn as one bar where one bar per rank would be too thin to label.
struct RankGroup
{
    RankBar bar;       // the first rank's bar: every rank of the group has the same figures
    int firstRank = 0; // inclusive
    int lastRank = 0;
    int count() const { return lastRank - firstRank + 1; }
};

// In rank order; every rank is in exactly one group. Ranks of different pipeline stages are never
// grouped (the worst stage is marked), even when their figures agree.
std::vector<RankGroup> groupIdenticalRanks(const std::vector<RankBar>& bars);

} // namespace kvb
