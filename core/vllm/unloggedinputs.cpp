#include "vllm/unloggedinputs.h"

#include "budget/sampler.h"
#include "vllm/startuplogs.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::UnloggedInputs)
};

QString compactJson(const QJsonValue& value)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact))
        .mid(1)
        .chopped(1);
}

} // namespace

QString readInputsNotLogged(const QJsonValue& value, LogCase& logCase)
{
    if (value.isUndefined())
        return {};
    const auto problem = [](const QString& what) {
        return Text::tr(
                   "\"inputs_not_logged\" names %1; only a max_model_len the case leaves null can be open")
            .arg(what);
    };
    if (!value.isArray())
        return problem(compactJson(value));
    for (const QJsonValue& input : value.toArray()) {
        if (input.toString() == QLatin1String("max_model_len") && !logCase.maxModelLen)
            logCase.maxModelLenUnlogged = true;
        else
            return problem(input.isString() ? input.toString() : compactJson(input));
    }
    return {};
}

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
    if (otherEnd.verdict == Verdict::InvalidInput || otherEnd.ranks.empty())
        return;
    UncertaintyBand& band = central.band;
    const UncertaintyBand& other = otherEnd.band;
    const Bytes low = std::min(band.kvCacheLow, other.kvCacheLow);
    const Bytes high = std::max(band.kvCacheHigh, other.kvCacheHigh);
    if (low < band.kvCacheLow || high > band.kvCacheHigh)
        band.terms.push_back({BandSource::UnloggedInput, band.kvCacheLow - low, high - band.kvCacheHigh, 0});
    band.kvCacheLow = low;
    band.kvCacheHigh = high;
    band.kvTokensLow = std::min(band.kvTokensLow, other.kvTokensLow);
    band.kvTokensHigh = std::max(band.kvTokensHigh, other.kvTokensHigh);
    band.lowBytes = central.memory.kvCache - band.kvCacheLow;
    band.highBytes = band.kvCacheHigh - central.memory.kvCache;
    band.bandBytes = std::max(band.lowBytes, band.highBytes);
    band.verdictUndecidable =
        band.verdictUndecidable || other.verdictUndecidable || central.fits() != otherEnd.fits();
}

std::optional<bool> samplerFromInstall(std::optional<bool> samplerLine, bool flashInferInstalled,
                                       const VllmVersion& version, std::optional<EngineKind> engine)
{
    if (samplerLine || !flashInferInstalled)
        return samplerLine;
    if (version < VllmVersion{0, 9, 1} || !samplerCostFor(accountingRulesFor(version, engine)).alternative)
        return std::nullopt;
    return true;
}

bool samplerFromLoggedActivation(Scenario& replay, const Plan& plan,
                                 std::optional<double> loggedActivationGiB)
{
    // With pipeline parallelism the logged peak is rank 0's, whose stage runs no sampler: it names nothing.
    if (replay.serving.flashInferSampler || !loggedActivationGiB || plan.ranks.empty() ||
        replay.serving.pipelineParallelSize > 1)
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
