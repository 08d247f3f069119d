#include "budget/fittedconstants.h"

namespace kvb {

FitGroup fitGroupFor(const AccountingRules& rules, const GpuSpec& gpu, int tensorParallel,
                     int pipelineParallel)
{
    const bool parallel = tensorParallel * pipelineParallel > 1;
    if (gpu.unifiedMemory)
        return FitGroup::Unified;
    if (gpu.rocm && rules.charge != ChargeModel::TorchPeakOnly)
        return FitGroup::Rocm;
    switch (rules.charge) {
    case ChargeModel::TorchPeakOnly:
        return FitGroup::TorchPeak;
    case ChargeModel::TotalUsed:
        return FitGroup::TotalUsed;
    case ChargeModel::ProfiledDelta:
    case ChargeModel::Increments:
        break;
    }
    if (rules.isV0())
        return parallel ? FitGroup::V0Parallel : FitGroup::V0;
    if (!parallel)
        return FitGroup::V1;
    return rules.ncclCharged ? FitGroup::V1Nccl : FitGroup::V1Parallel;
}

const FittedConstants& builtinConstants()
{
    // The values `kvbudget validate --fit` prints for presets/vllm-startup-logs.json; tst_fit refits
    // them and fails when the two part (docs/vllm-accounting.md §11).
    static const FittedConstants constants = [] {
        FittedConstants k;
        return k;
    }();
    return constants;
}

} // namespace kvb
