#pragma once

#include "base/result.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace kvb {

// A small seeded generator (xoshiro256**, seeded through splitmix64). The standard library's
// distributions are implementation-defined, so the same seed would give different workloads with
// libstdc++ and libc++; this one gives the same bits everywhere.
class Prng final
{
public:
    explicit Prng(std::uint64_t seed);
    std::uint64_t next();
    // Uniform in (0, 1]: never 0, so log() is always finite.
    double uniformOpen();
    // Standard normal by Box-Muller (the cosine branch only, so each call uses exactly two draws).
    double normal();
    // Exponential with the given rate (events per unit time).
    double exponential(double rate);

private:
    std::uint64_t m_s[4];
};

// Token lengths: a fixed value (p95 == 0 or p95 == median), or log-normal with the given median and
// 95th percentile: mu = ln(median), sigma = (ln(p95) - ln(median)) / 1.6448536.
struct LengthDistribution
{
    std::int64_t median = 0;
    std::int64_t p95 = 0;

    bool isFixed() const { return p95 <= 0 || p95 == median; }
    double sigma() const;
    bool operator==(const LengthDistribution&) const = default;
};

// How requests arrive: all at time 0, a Poisson process, or a closed loop of N users who each send
// their next request the moment the previous one completes (no think time).
enum class ArrivalKind
{
    Burst,
    Poisson,
    ClosedLoop,
};

struct ArrivalPattern
{
    ArrivalKind kind = ArrivalKind::Burst;
    double ratePerSecond = 0; // Poisson
    int users = 0;            // ClosedLoop
    bool operator==(const ArrivalPattern&) const = default;
};

// "burst", "poisson:RATE_PER_S", "users:N"
Result<ArrivalPattern> parseArrivalPattern(const QString& text);
QString arrivalPatternText(const ArrivalPattern& arrival);

// One row of a trace: lengths, and an arrival time in seconds when the trace gives one (else < 0).
struct TraceRow
{
    std::int64_t promptTokens = 0;
    std::int64_t outputTokens = 0;
    double arrivalS = -1;
};

// Everything that generates the requests of a simulation. Value type, deterministic in `seed`.
struct WorkloadSpec
{
    int numRequests = 1000;
    LengthDistribution prompt{1500, 2100};
    LengthDistribution output{300, 450};
    ArrivalPattern arrival;
    std::uint64_t seed = 1;
    // Replaces the generated lengths when not empty; its arrival times (if it has them) replace the
    // arrival pattern. The first numRequests rows are used (all of them when numRequests <= 0).
    std::vector<TraceRow> trace;
    QString traceName;
};

// One request as the scheduler sees it. arrivalS < 0 means "released by the closed loop".
struct RequestSpec
{
    std::int32_t promptTokens = 0;
    std::int32_t outputTokens = 0;
    double arrivalS = 0;
};

struct GeneratedWorkload
{
    std::vector<RequestSpec> requests; // in arrival order (stable for equal times)
    int closedLoopUsers = 0;           // > 0: the first N arrive at 0, each completion releases the next
};

// The requests of a workload. Lengths and arrivals come from separate streams of the seed, so
// changing the arrival pattern keeps the same lengths. Lengths are rounded and at least 1 token.
GeneratedWorkload generateWorkload(const WorkloadSpec& spec);

// The q-quantile (0..1) of prompt + output tokens over the requests (nearest rank).
std::int64_t requestTokensQuantile(const std::vector<RequestSpec>& requests, double q);

// "1,024 requests, prompt log-normal p50 1,500 / p95 2,100, output fixed 300, burst, seed 1"
QString workloadDescription(const WorkloadSpec& spec);

} // namespace kvb
