#include "vllm/unloggedinputs.h"

#include "vllm/startuplogs.h"

#include <algorithm>
#include <cmath>

namespace kvb {

std::optional<Scenario> otherEndOfUnloggedInputs(const LogCase& logCase, const Scenario& replay)
{
    if (!logCase.maxModelLenUnlogged || replay.serving.maxModelLen)
        return std::nullopt;
    if (replay.model.maxModelLen() <= kUnloggedMaxModelLenFloor)
        return std::nullopt;
    Scenario otherEnd = replay;
    otherEnd.serving.maxModelLen = kUnloggedMaxModelLenFloor;
    return otherEnd;
}

void spanBandAcross(Plan& central, const Plan& otherEnd)
{
    UncertaintyBand& band = central.band;
    const UncertaintyBand& other = otherEnd.band;
    band.kvCacheLow = std::min(band.kvCacheLow, other.kvCacheLow);
    band.kvCacheHigh = std::max(band.kvCacheHigh, other.kvCacheHigh);
    band.kvTokensLow = std::min(band.kvTokensLow, other.kvTokensLow);
    band.kvTokensHigh = std::max(band.kvTokensHigh, other.kvTokensHigh);
    band.lowBytes = central.memory.kvCache - band.kvCacheLow;
    band.highBytes = band.kvCacheHigh - central.memory.kvCache;
    band.bandBytes = std::max(band.lowBytes, band.highBytes);
    band.verdictUndecidable =
        band.verdictUndecidable || other.verdictUndecidable || central.fits() != otherEnd.fits();
}

bool samplerFromLoggedActivation(Scenario& replay, const Plan& plan,
                                 std::optional<double> loggedActivationGiB)
{
    if (replay.serving.flashInferSampler || !loggedActivationGiB || plan.ranks.empty())
        return false;
    const ActivationEstimate& a = plan.ranks[static_cast<std::size_t>(plan.worstRank)].activation;
    if (a.alternativePeak >= a.peak)
        return false;
    const double logged = *loggedActivationGiB * static_cast<double>(GiB);
    replay.serving.flashInferSampler = std::fabs(static_cast<double>(a.alternativePeak) - logged) <
                                       std::fabs(static_cast<double>(a.peak) - logged);
    return true;
}

} // namespace kvb
