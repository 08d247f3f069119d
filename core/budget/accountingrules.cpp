#include "budget/accountingrules.h"

namespace kvb {

namespace {

std::vector<AccountingRules> buildEras()
{
    std::vector<AccountingRules> eras;

    AccountingRules v0old;
    v0old.label = QStringLiteral("V0 0.5–0.6.3");
    v0old.from = {0, 5, 0};
    v0old.until = {0, 6, 4};
    v0old.engine = EngineKind::V0;
    v0old.charge = ChargeModel::ProfiledDelta;
    v0old.ncclCharged = true;
    v0old.nullBlock = false;
    v0old.batchDefaults = BatchDefaultsRule::V0;
    v0old.largestCudaGraphCapture = 256;
    v0old.cudaGraphSizesEvery8 = true;
    v0old.logsWeightsInGB = true;
    v0old.logsAvailableKv = false;
    v0old.logsTokens = false;
    v0old.blocksLine = QStringLiteral("# GPU blocks: %1, # CPU blocks: %2");
    v0old.concurrencyWithCommas = false;
    v0old.modelsTypo = true;
    v0old.maxLenErrorHasEstimate = false;
    eras.push_back(v0old);

    AccountingRules v064 = v0old;
    v064.label = QStringLiteral("V0 0.6.4");
    v064.from = {0, 6, 4};
    v064.until = {0, 6, 5};
    v064.charge = ChargeModel::TotalUsed;
    v064.logsOneLineProfile = true;
    eras.push_back(v064);

    AccountingRules v0new = v0old;
    v0new.label = QStringLiteral("V0 0.6.5–0.7.x");
    v0new.from = {0, 6, 5};
    v0new.until = {0, 8, 0};
    v0new.charge = ChargeModel::Increments;
    v0new.logsThreeLineProfile = true;
    v0new.blocksLine = QStringLiteral("# cuda blocks: %1, # CPU blocks: %2");
    eras.push_back(v0new);

    // From 0.8.0 V1 is the default; V0 stays reachable with VLLM_USE_V1=0 (or as a fallback) until 0.10.
    AccountingRules v1early;
    v1early.label = QStringLiteral("V1 0.8.0–0.9.1");
    v1early.from = {0, 8, 0};
    v1early.until = {0, 9, 2};
    v1early.engine = EngineKind::V1;
    v1early.charge = ChargeModel::TotalUsed;
    v1early.ncclCharged = true;
    v1early.batchDefaults = BatchDefaultsRule::V1ByGpuSize;
    v1early.largestCudaGraphCapture = 512;
    v1early.cudaGraphSizesEvery8 = true;
    v1early.logsWeightsInGB = false;
    v1early.modelsTypo = true;
    eras.push_back(v1early);

    AccountingRules v1mid = v1early;
    v1mid.label = QStringLiteral("V1 0.9.2–0.10.x");
    v1mid.from = {0, 9, 2};
    v1mid.until = {0, 11, 0};
    v1mid.charge = ChargeModel::Increments;
    eras.push_back(v1mid);

    AccountingRules v1 = v1mid;
    v1.label = QStringLiteral("V1 0.11–0.20");
    v1.from = {0, 11, 0};
    v1.until = {0, 21, 0};
    v1.ncclCharged = false; // #25359: the snapshot is taken after NCCL init
    v1.largestCudaGraphCapture = 0;
    v1.cudaGraphSizesEvery8 = false;
    v1.modelsTypo = false;
    eras.push_back(v1);

    AccountingRules v121 = v1;
    v121.label = QStringLiteral("V1 0.21+");
    v121.from = {0, 21, 0};
    v121.until = {99, 0, 0};
    v121.cudaGraphsInBudget = true;
    v121.defaultUtilization = 0.92;
    v121.equivalentUtilizationLine = true;
    eras.push_back(v121);

    return eras;
}

} // namespace

const std::vector<AccountingRules>& accountingEras()
{
    static const std::vector<AccountingRules> eras = buildEras();
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
            // V0 kept its 0.6.5+ accounting until it was removed.
            rules = eras.at(2);
            rules.label = QStringLiteral("V0 (VLLM_USE_V1=0) %1").arg(version.toString());
        } else if (*engine == EngineKind::V1 && version >= VllmVersion{0, 7, 0} &&
                   version < VllmVersion{0, 8, 0}) {
            rules = eras.at(3);
            rules.batchDefaults = BatchDefaultsRule::V1Dec2024;
            rules.label = QStringLiteral("V1 (VLLM_USE_V1=1) %1").arg(version.toString());
        }
    }
    // Before #16158 (~0.8.5) V1 used the same batch limits on every GPU.
    if (rules.engine == EngineKind::V1 && version < VllmVersion{0, 8, 5})
        rules.batchDefaults = BatchDefaultsRule::V1Dec2024;
    // "# CUDA blocks" in 0.7.0-0.7.2, "# cuda blocks" from 0.7.3, "# GPU blocks" before.
    if (rules.engine == EngineKind::V0) {
        if (version < VllmVersion{0, 7, 0})
            rules.blocksLine = QStringLiteral("# GPU blocks: %1, # CPU blocks: %2");
        else if (version < VllmVersion{0, 7, 3})
            rules.blocksLine = QStringLiteral("# CUDA blocks: %1, # CPU blocks: %2");
        rules.logsWeightsInGB = version < VllmVersion{0, 8, 0};
    }
    if (rules.engine == EngineKind::V1) {
        rules.maxLenErrorInGB = version < VllmVersion{0, 8, 1};
        rules.maxLenErrorHasEstimate = version >= VllmVersion{0, 8, 4};
        rules.logsAvailableKv = version >= VllmVersion{0, 9, 2};
    }
    return rules;
}

std::vector<VllmVersion> representativeVersions()
{
    return {{0, 6, 3}, {0, 6, 4}, {0, 7, 3}, {0, 8, 5}, {0, 10, 1}, {0, 11, 0}, {0, 20, 0}, {0, 21, 0}};
}

QString engineName(EngineKind engine)
{
    return engine == EngineKind::V0 ? QStringLiteral("V0") : QStringLiteral("V1");
}

} // namespace kvb
