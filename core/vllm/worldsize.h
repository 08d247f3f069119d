#pragma once

#include "model/servingconfig.h"

#include <algorithm>
#include <cstdint>
#include <limits>

namespace kvb {

// The GPUs settings ask for before validation has seen them: tensor x pipeline parallel size (x the
// data-parallel replicas), in 64 bits and clamped to int. A pasted `-tp 8000000 -pp 642` must reach
// validation, which refuses each size by name, without overflowing on the way (fuzz_vllmserve found
// ServingConfig::worldSize() doing so). At least 1.
inline int requestedGpuCount(const ServingConfig& c, bool withReplicas)
{
    const std::int64_t world = std::int64_t{c.tensorParallelSize} * c.pipelineParallelSize *
                               (withReplicas ? std::max(1, c.dataParallelSize) : 1);
    return static_cast<int>(std::clamp<std::int64_t>(world, 1, std::numeric_limits<int>::max()));
}

} // namespace kvb
