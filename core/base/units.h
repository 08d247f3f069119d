#pragma once

#include <cstdint>

namespace kvb {

// Every memory figure in the engine is an exact byte count. GiB (2^30) is the unit vLLM prints
// ("Available KV cache memory: 54.91 GiB"); GB (10^9) is only the marketing number on the box.
using Bytes = std::int64_t;

inline constexpr Bytes KiB = Bytes{1} << 10;
inline constexpr Bytes MiB = Bytes{1} << 20;
inline constexpr Bytes GiB = Bytes{1} << 30;
inline constexpr Bytes GB = 1'000'000'000;

constexpr double toGiB(Bytes bytes)
{
    return static_cast<double>(bytes) / static_cast<double>(GiB);
}
constexpr Bytes fromGiB(double gib)
{
    return static_cast<Bytes>(gib * static_cast<double>(GiB) + (gib >= 0 ? 0.5 : -0.5));
}

// Integer ceiling division, as Python's cdiv in vLLM (both operands positive).
constexpr std::int64_t ceilDiv(std::int64_t a, std::int64_t b)
{
    return (a + b - 1) / b;
}

} // namespace kvb
