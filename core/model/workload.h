#pragma once

#include <cstdint>

namespace kvb {

// The traffic a deployment expects, in tokens per request (prompt + output). The typical length
// drives the realistic concurrency; the 95th percentile sizes `max_num_seqs` with a safety margin.
struct Workload
{
    std::int64_t requestTokens = 1800;
    std::int64_t requestTokensP95 = 2400;
    double safetyMargin = 0.85;
};

} // namespace kvb
