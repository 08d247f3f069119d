#include "load/workloadmodel.h"

#include "base/limits.h"

#include "base/units_format.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Workload)
};

std::uint64_t splitmix64(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

std::uint64_t rotl(std::uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

// Distinct streams of one seed: lengths and arrivals must not shift when the other changes.
constexpr std::uint64_t LengthStream = 0x6c656e6774687331ULL;
constexpr std::uint64_t ArrivalStream = 0x6172726976616c31ULL;

// z for the 95th percentile of the standard normal
constexpr double Z95 = 1.6448536;

// Longest request the generator emits: far beyond any context, still safe in int32 arithmetic.
constexpr std::int64_t MaxTokens = limits::kMaxRequestTokens;

std::int32_t drawLength(const LengthDistribution& d, Prng& prng)
{
    double value = static_cast<double>(d.median);
    if (!d.isFixed())
        value = static_cast<double>(d.median) * std::exp(d.sigma() * prng.normal());
    value = std::clamp(std::round(value), 1.0, static_cast<double>(MaxTokens));
    return static_cast<std::int32_t>(value);
}

QString lengthText(const LengthDistribution& d)
{
    if (d.isFixed())
        return Text::tr("fixed %1").arg(formatCount(d.median));
    return Text::tr("log-normal p50 %1 / p95 %2").arg(formatCount(d.median), formatCount(d.p95));
}

} // namespace

Prng::Prng(std::uint64_t seed)
{
    std::uint64_t state = seed;
    for (std::uint64_t& s : m_s)
        s = splitmix64(state);
}

std::uint64_t Prng::next()
{
    const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
    const std::uint64_t t = m_s[1] << 17;
    m_s[2] ^= m_s[0];
    m_s[3] ^= m_s[1];
    m_s[1] ^= m_s[2];
    m_s[0] ^= m_s[3];
    m_s[2] ^= t;
    m_s[3] = rotl(m_s[3], 45);
    return result;
}

double Prng::uniformOpen()
{
    // 53 random bits -> (0, 1]
    return (static_cast<double>(next() >> 11) + 1.0) * 0x1.0p-53;
}

double Prng::normal()
{
    const double u1 = uniformOpen();
    const double u2 = uniformOpen();
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * std::numbers::pi * u2);
}

double Prng::exponential(double rate)
{
    return -std::log(uniformOpen()) / rate;
}

double LengthDistribution::sigma() const
{
    if (isFixed() || median <= 0)
        return 0.0;
    return (std::log(static_cast<double>(p95)) - std::log(static_cast<double>(median))) / Z95;
}

Result<ArrivalPattern> parseArrivalPattern(const QString& text)
{
    const QString t = text.trimmed();
    const auto bad = [&] {
        return invalidInput(Text::tr("--arrival %1: expected burst, poisson:RATE_PER_S (e.g. poisson:20) or "
                                     "users:N (e.g. users:64)")
                                .arg(text));
    };
    ArrivalPattern a;
    if (t == u"burst")
        return a;
    const qsizetype colon = t.indexOf(QLatin1Char(':'));
    if (colon < 0)
        return bad();
    const QString kind = t.left(colon);
    const QString value = t.mid(colon + 1);
    bool ok = false;
    if (kind == u"poisson") {
        const double rate = value.toDouble(&ok);
        if (!ok || !std::isfinite(rate))
            return bad();
        if (rate < limits::kMinArrivalRate || rate > limits::kMaxArrivalRate)
            return invalidInput(
                Text::tr("--arrival %1: the rate must be between %2 and %3 requests per second")
                    .arg(text, QString::number(limits::kMinArrivalRate),
                         formatCount(static_cast<std::int64_t>(limits::kMaxArrivalRate))));
        a.kind = ArrivalKind::Poisson;
        a.ratePerSecond = rate;
        return a;
    }
    if (kind == u"users") {
        const int users = value.toInt(&ok);
        if (!ok || users < 1 || users > 10'000'000)
            return bad();
        a.kind = ArrivalKind::ClosedLoop;
        a.users = users;
        return a;
    }
    return bad();
}

QString arrivalPatternText(const ArrivalPattern& arrival)
{
    switch (arrival.kind) {
    case ArrivalKind::Burst:
        return QStringLiteral("burst");
    case ArrivalKind::Poisson:
        return QStringLiteral("poisson:%1").arg(arrival.ratePerSecond);
    case ArrivalKind::ClosedLoop:
        return QStringLiteral("users:%1").arg(arrival.users);
    }
    return {};
}

GeneratedWorkload generateWorkload(const WorkloadSpec& spec)
{
    GeneratedWorkload out;
    const bool fromTrace = !spec.trace.empty();
    std::size_t count = spec.numRequests > 0 ? static_cast<std::size_t>(spec.numRequests) : 0;
    if (fromTrace && (count == 0 || count > spec.trace.size()))
        count = spec.trace.size();
    out.requests.resize(count);

    Prng lengths(spec.seed ^ LengthStream);
    Prng arrivals(spec.seed ^ ArrivalStream);
    const bool traceArrivals = fromTrace && spec.trace.front().arrivalS >= 0;
    double clock = 0;
    for (std::size_t i = 0; i < count; ++i) {
        RequestSpec& r = out.requests[i];
        if (fromTrace) {
            const TraceRow& row = spec.trace[i];
            r.promptTokens = static_cast<std::int32_t>(std::min<std::int64_t>(row.promptTokens, MaxTokens));
            r.outputTokens = static_cast<std::int32_t>(std::min<std::int64_t>(row.outputTokens, MaxTokens));
        } else {
            r.promptTokens = drawLength(spec.prompt, lengths);
            r.outputTokens = drawLength(spec.output, lengths);
        }
        if (traceArrivals) {
            r.arrivalS = spec.trace[i].arrivalS;
        } else if (spec.arrival.kind == ArrivalKind::Poisson) {
            clock += arrivals.exponential(spec.arrival.ratePerSecond);
            r.arrivalS = clock;
        } else if (spec.arrival.kind == ArrivalKind::ClosedLoop) {
            r.arrivalS = -1;
        } else {
            r.arrivalS = 0;
        }
    }
    if (traceArrivals)
        std::stable_sort(out.requests.begin(), out.requests.end(),
                         [](const RequestSpec& a, const RequestSpec& b) { return a.arrivalS < b.arrivalS; });
    if (!traceArrivals && spec.arrival.kind == ArrivalKind::ClosedLoop)
        out.closedLoopUsers = spec.arrival.users;
    return out;
}

std::int64_t requestTokensQuantile(const std::vector<RequestSpec>& requests, double q)
{
    if (requests.empty())
        return 0;
    std::vector<std::int64_t> totals;
    totals.reserve(requests.size());
    for (const RequestSpec& r : requests)
        totals.push_back(std::int64_t{r.promptTokens} + r.outputTokens);
    // nearest rank: the smallest value with at least q of the requests at or below it
    const double rank = std::ceil(std::clamp(q, 0.0, 1.0) * static_cast<double>(totals.size()));
    const std::size_t index = static_cast<std::size_t>(std::max(1.0, rank)) - 1;
    std::nth_element(totals.begin(), totals.begin() + static_cast<std::ptrdiff_t>(index), totals.end());
    return totals[index];
}

QString workloadDescription(const WorkloadSpec& spec)
{
    if (!spec.trace.empty()) {
        const std::size_t rows = spec.numRequests > 0
                                     ? std::min(spec.trace.size(), static_cast<std::size_t>(spec.numRequests))
                                     : spec.trace.size();
        const bool arrivals = spec.trace.front().arrivalS >= 0;
        return Text::tr("%1 requests from %2, %3")
            .arg(formatCount(static_cast<std::int64_t>(rows)), spec.traceName,
                 arrivals ? Text::tr("arrivals from the trace") : arrivalPatternText(spec.arrival));
    }
    return Text::tr("%1 requests, prompt %2, output %3, %4, seed %5")
        .arg(formatCount(spec.numRequests), lengthText(spec.prompt), lengthText(spec.output),
             arrivalPatternText(spec.arrival))
        .arg(spec.seed);
}

} // namespace kvb
