#include "budget/fittedconstants.h"

#include <QCoreApplication>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Band)
};

} // namespace

QString fitGroupLabel(FitGroup group)
{
    switch (group) {
    case FitGroup::V1:
        return Text::tr("V1 0.9.1+, one GPU");
    case FitGroup::V1Parallel:
        return Text::tr("V1 0.11+, TP or PP > 1");
    case FitGroup::V1Nccl:
        return Text::tr("V1 0.9.1-0.10, TP or PP > 1 (NCCL charged)");
    case FitGroup::V0:
        return Text::tr("V0, one GPU");
    case FitGroup::V0Parallel:
        return Text::tr("V0, TP or PP > 1");
    case FitGroup::TotalUsed:
        return Text::tr("releases that charge all memory in use (0.2.5-0.3.0, 0.6.4, 0.8.0-0.9.0)");
    case FitGroup::TorchPeak:
        return Text::tr("0.1-0.2.4 (torch's peak only)");
    case FitGroup::Rocm:
        return Text::tr("AMD GPUs (ROCm)");
    case FitGroup::Unified:
        return Text::tr("unified-memory devices");
    case FitGroup::Count:
        break;
    }
    return {};
}

QString weightClassLabel(WeightClass format)
{
    switch (format) {
    case WeightClass::Unquantized:
        return Text::tr("unquantized (16-bit)");
    case WeightClass::Fp8:
        return Text::tr("fp8");
    case WeightClass::Int8:
        return Text::tr("int8");
    case WeightClass::Int4:
        return Text::tr("4-bit AWQ/GPTQ");
    case WeightClass::Fp4:
        return Text::tr("MXFP4");
    case WeightClass::Bnb:
        return Text::tr("bitsandbytes");
    case WeightClass::Count:
        break;
    }
    return {};
}

FitGroup fitGroupFor(const AccountingRules& rules, const GpuSpec& gpu, int tensorParallel,
                     int pipelineParallel, int dataParallelGroup)
{
    const bool parallel = tensorParallel * pipelineParallel * dataParallelGroup > 1;
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

WeightClass weightClassOf(QuantMethod method)
{
    switch (method) {
    case QuantMethod::None:
        return WeightClass::Unquantized;
    case QuantMethod::Fp8:
        return WeightClass::Fp8;
    case QuantMethod::Int8:
        return WeightClass::Int8;
    case QuantMethod::Awq:
    case QuantMethod::Gptq:
        return WeightClass::Int4;
    case QuantMethod::Mxfp4:
        return WeightClass::Fp4;
    case QuantMethod::BitsAndBytes4:
        return WeightClass::Bnb;
    }
    return WeightClass::Unquantized;
}

const FittedConstants& builtinConstants()
{
    // The values `kvbudget validate --fit` prints for presets/vllm-startup-logs.json; tst_fit refits
    // them and fails when the two part (docs/vllm-accounting.md §11).
    static const FittedConstants constants = [] {
        FittedConstants k;
        k.nonTorchV1 = fromGiB(0.1531);
        k.nonTorchV1Parallel = fromGiB(0.4322);
        k.ncclV1 = fromGiB(0.0636);
        k.nonTorchV0 = fromGiB(0.2062);
        k.nonTorchV0Parallel = fromGiB(2.0984); // one text log in range: few (docs §11)
        k.nonTorchRocm = fromGiB(0.6841);
        k.nonTorchUnified = fromGiB(0.9785);
        k.cudaContextBase = fromGiB(0.0894);
        k.cudaContextPerByte = 0.0045;
        k.activation.forwardElementsFactor = 3.0;
        k.activation.encoderFactor = 1.8365;
        const auto band = [&k](FitGroup g, double share, int cases) {
            k.bandShare[static_cast<int>(g)] = share;
            k.bandCases[static_cast<int>(g)] = cases;
        };
        band(FitGroup::V1, 0.2615, 38);
        band(FitGroup::V1Parallel, 0.2108, 6);
        band(FitGroup::V1Nccl, 0.1711, 10);
        band(FitGroup::V0, 0.8697, 19);
        band(FitGroup::V0Parallel, 1.9707, 5);
        band(FitGroup::TotalUsed, 0.4885, 13);
        band(FitGroup::TorchPeak, 0.6044, 4);
        band(FitGroup::Rocm, 3.8612, 7);
        band(FitGroup::Unified, 0.2609, 5);
        k.pooledBandShare = 0.6044;
        k.pooledBandCases = 107;
        const auto weights = [&k](WeightClass w, double share, int cases) {
            k.weightsShare[static_cast<int>(w)] = share;
            k.weightsCases[static_cast<int>(w)] = cases;
        };
        weights(WeightClass::Unquantized, 0.0071, 61);
        weights(WeightClass::Fp8, 0.0063, 8);
        weights(WeightClass::Int8, 0.0, 1);
        weights(WeightClass::Int4, 0.0178, 9);
        weights(WeightClass::Fp4, 0.0037, 8);
        weights(WeightClass::Bnb, 0.2106, 5);
        return k;
    }();
    return constants;
}

} // namespace kvb
