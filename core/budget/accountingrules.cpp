#include "budget/accountingrules.h"

#include <algorithm>

namespace kvb {

namespace {

// One era's defining differences; everything else follows the version (refineForVersion).
AccountingRules era(const char* label, VllmVersion from, VllmVersion until, EngineKind engine,
                    ChargeModel charge)
{
    AccountingRules r;
    r.label = QString::fromUtf8(label);
    r.from = from;
    r.until = until;
    r.version = from;
    r.engine = engine;
    r.charge = charge;
    return r;
}

std::vector<AccountingRules> buildEras()
{
    using E = EngineKind;
    using C = ChargeModel;
    std::vector<AccountingRules> eras = {
        era("V0 0.1–0.2.4", {0, 1, 0}, {0, 2, 5}, E::V0, C::TorchPeakOnly),
        era("V0 0.2.5–0.3.0", {0, 2, 5}, {0, 3, 1}, E::V0, C::TotalUsed),
        era("V0 0.3.1–0.6.3", {0, 3, 1}, {0, 6, 4}, E::V0, C::ProfiledDelta),
        era("V0 0.6.4", {0, 6, 4}, {0, 6, 5}, E::V0, C::TotalUsed),
        era("V0 0.6.5–0.7.x", {0, 6, 5}, {0, 8, 0}, E::V0, C::Increments),
        era("V1 0.8.0–0.9.0", {0, 8, 0}, {0, 9, 1}, E::V1, C::TotalUsed),
        era("V1 0.9.1–0.10.x", {0, 9, 1}, {0, 11, 0}, E::V1, C::Increments),
        era("V1 0.11–0.20", {0, 11, 0}, {0, 21, 0}, E::V1, C::Increments),
        era("V1 0.21+", {0, 21, 0}, {99, 0, 0}, E::V1, C::Increments),
    };
    return eras;
}

// The pull-request level changes inside an era, by version (docs/vllm-accounting.md §1, §8, §9).
void refineForVersion(AccountingRules& r, const VllmVersion& version)
{
    r.version = version;
    const bool v0 = r.isV0();
    // V0's baseline always preceded NCCL init; V1 moved its snapshot after NCCL in 0.11.0 (#25359).
    r.ncclCharged = r.charge != ChargeModel::TorchPeakOnly && (v0 || !r.at(11));
    r.startupFreeCheck = !v0 && r.at(9, 1);
    r.cudaGraphsInBudget = !v0 && r.at(21);
    r.defaultUtilization = r.cudaGraphsInBudget ? 0.92 : 0.90;
    r.hybridKvManager = !v0 && r.at(9, 1);
    r.compressedMla = r.at(7, 1);
    r.mlaAbsorbedWeights = r.at(7, 1) && !r.at(8);
    r.mlaCacheAligned = r.at(7, 2) && !r.at(8);
    r.multiQueryCached = r.at(1, 4);
    r.nullBlock = !v0;
    if (v0)
        r.graphs = !r.at(2, 6) ? GraphCaptureRule::None : GraphCaptureRule::V0Every8;
    else if (!r.at(10))
        r.graphs = GraphCaptureRule::V1Every8To512;
    else if (!r.at(11, 1))
        r.graphs = GraphCaptureRule::V1Every8To2S;
    else
        r.graphs = GraphCaptureRule::V1Every16From256;
    r.graphModes = !v0 && r.at(11) ? 2 : 1;

    // What vLLM prints.
    r.logsWeightsInGB = v0 ? !r.at(8) : !r.at(8, 3);
    r.logsOneLineProfile = v0 && r.charge == ChargeModel::TotalUsed && r.at(6, 4);
    r.logsThreeLineProfile = v0 && r.charge == ChargeModel::Increments;
    r.logsAvailableKv = !v0 && r.at(9, 2);
    r.logsTokens = !v0;
    r.logsConcurrency = !v0 || r.at(6, 3);
    r.concurrencyWithCommas = !v0;
    r.modelsTypo = !r.at(11);
    r.freeMemoryNamesDevice = r.at(14); // the 0.10-0.11 public logs print "Free memory on device (F/T GiB)"
    r.maxLenErrorInGB = !v0 && !r.at(8, 1);
    r.maxLenErrorHasEstimate = !v0 && r.at(8, 4);
    r.equivalentUtilizationLine = r.cudaGraphsInBudget;
    if (v0) // "# CUDA blocks" in 0.7.0-0.7.2, "# cuda blocks" from 0.7.3, "# GPU blocks" before
        r.blocksLine = !r.at(7)      ? QStringLiteral("# GPU blocks: %1, # CPU blocks: %2")
                       : !r.at(7, 3) ? QStringLiteral("# CUDA blocks: %1, # CPU blocks: %2")
                                     : QStringLiteral("# cuda blocks: %1, # CPU blocks: %2");
}

} // namespace

const std::vector<AccountingRules>& accountingEras()
{
    static const std::vector<AccountingRules> eras = [] {
        std::vector<AccountingRules> all = buildEras();
        for (AccountingRules& r : all)
            refineForVersion(r, r.from);
        return all;
    }();
    return eras;
}

AccountingRules accountingRulesFor(const VllmVersion& version, std::optional<EngineKind> engine)
{
    const auto& eras = accountingEras();
    const AccountingRules* found = &eras.front();
    for (const AccountingRules& era : eras)
        if (version >= era.from)
            found = &era;
    AccountingRules rules = *found;
    if (engine && *engine != rules.engine) {
        if (*engine == EngineKind::V0 && version < VllmVersion{0, 11, 0}) {
            // V0 stayed reachable with VLLM_USE_V1=0 until it was removed, with its 0.6.5+ accounting.
            rules = eras.at(4);
            rules.label = QStringLiteral("V0 (VLLM_USE_V1=0) %1").arg(version.toString());
        } else if (*engine == EngineKind::V1 && version >= VllmVersion{0, 7, 0} &&
                   version < VllmVersion{0, 8, 0}) {
            // The opt-in V1 of 0.7 profiled like 0.8's (everything in use charged).
            rules = eras.at(5);
            rules.label = QStringLiteral("V1 (VLLM_USE_V1=1) %1").arg(version.toString());
        }
    }
    refineForVersion(rules, version);
    return rules;
}

std::vector<VllmVersion> representativeVersions()
{
    return {{0, 2, 4}, {0, 2, 7},  {0, 6, 3},  {0, 6, 4}, {0, 7, 3},
            {0, 8, 5}, {0, 10, 1}, {0, 19, 1}, {0, 21, 0}};
}

std::vector<VllmVersion> ruleBoundaries()
{
    std::vector<VllmVersion> v;
    // Every at(minor, patch) the engine tests, and each minor release's .0 from 0.1 to 0.21.
    for (int minor = 1; minor <= newestModelledVersion().minor; ++minor)
        v.push_back({0, minor, 0});
    for (const auto& [minor, patch] : std::initializer_list<std::pair<int, int>>{
             {1, 4}, {2, 5}, {2, 6}, {2, 7}, {3, 1}, {5, 3}, {5, 5}, {6, 2}, {6, 3}, {6, 4}, {6, 5},
             {6, 6}, {7, 1}, {7, 2}, {7, 3}, {8, 1}, {8, 3}, {8, 4}, {8, 5}, {9, 1}, {9, 2}, {11, 1}})
        v.push_back({0, minor, patch});
    std::sort(v.begin(), v.end());
    return v;
}

QString engineName(EngineKind engine)
{
    return engine == EngineKind::V0 ? QStringLiteral("V0") : QStringLiteral("V1");
}

} // namespace kvb
