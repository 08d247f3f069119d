#pragma once

#include "base/units.h"
#include "budget/accountingrules.h"
#include "budget/profilerun.h"
#include "model/gpuspec.h"
#include "model/quantization.h"

namespace kvb {

// Which body of public logs informs a fitted term: the engine, and whether NCCL is charged.
enum class FitGroup
{
    V1,         // V1 0.9.1+, one GPU
    V1Parallel, // V1, TP or PP > 1
    V1Nccl,     // V1 0.9.1-0.10: TP > 1 with NCCL in the budget
    V0,         // V0 eras that measure growth since a baseline, one GPU
    V0Parallel, // the same, TP or PP > 1
    TotalUsed,  // eras that charge everything in use (the CUDA context)
    TorchPeak,  // v0.1-0.2.4: nothing but torch's peak (no fitted term)
    Rocm,       // AMD GPUs, where ROCm's libraries hold far more beside torch
    Unified,    // unified-memory devices, whose "total" is the system's
    Count,
};

// Weight formats whose counted bytes miss the checkpoint's by different amounts (fused scales, padding,
// modules left unquantized): the band's weights term is fitted per class.
enum class WeightClass
{
    Unquantized,
    Fp8,
    Int8,
    Int4, // AWQ, GPTQ
    Fp4,  // MXFP4
    Bnb,  // bitsandbytes
    Count,
};

WeightClass weightClassOf(QuantMethod method);

// "V1 0.9.1-0.10, TP or PP > 1", "fp8 weights": what a band term was fitted on, for its explanation.
QString fitGroupLabel(FitGroup group);
QString weightClassLabel(WeightClass format);

// The terms vLLM measures at startup that have no closed form in its code: non-torch memory (cuBLAS
// and driver allocations, NCCL and all-reduce buffers) and the CUDA context, plus two activation
// factors. Each is the median of what the public logs imply for it (vllm/fit.h refits them, with a
// log left out for cross-validation); docs/vllm-accounting.md §11 gives the fit and its residuals.
struct FittedConstants
{
    Bytes nonTorchV1 = fromGiB(0.13);         // V1 0.9.1+ growth during profiling, TP 1
    Bytes nonTorchV1Parallel = fromGiB(0.41); // V1 0.11+, extra once ranks communicate (custom all-reduce)
    Bytes ncclV1 = fromGiB(0.94);             // V1 0.9.1-0.10: NCCL and all-reduce buffers inside the budget
    Bytes nonTorchV0 = fromGiB(0.10);         // V0 growth since the baseline, TP 1
    Bytes nonTorchV0Parallel = fromGiB(0.30); // V0, extra with TP or PP (NCCL, custom all-reduce)
    Bytes nonTorchRocm = fromGiB(1.0);        // ROCm (hipBLASLt, RCCL), any engine
    // Unified memory (DGX Spark, Jetson): vLLM's probe reads the system's available memory, so what the
    // host allocates while vLLM loads and profiles (compilation, its processes' heaps) counts as well.
    Bytes nonTorchUnified = fromGiB(0.13);
    Bytes cudaContextBase = fromGiB(0.25); // the CUDA context before the first snapshot ...
    double cudaContextPerByte = 0.0045;    // ... plus driver reservations that grow with the card
    ActivationConstants activation;
    // The band's half-width per group, as a share of the estimated overhead plus kBandBase: the 90%
    // conformal bound (the ceil(0.9 (n + 1))-th smallest) of the group's leave-one-out |residual| in
    // that unit (docs/vllm-accounting.md §12).
    double bandShare[static_cast<int>(FitGroup::Count)] = {};
    int bandCases[static_cast<int>(FitGroup::Count)] = {};
    // The same bound over every group's residuals together. A group with fewer than kConformalLogs logs
    // has no 9-in-10 bound of its own, so its share is at least this one (band.cpp).
    double pooledBandShare = 0;
    int pooledBandCases = 0;
    // The weights term's half-width per format, as a share of the counted weights: the 90% conformal bound
    // of |logged - counted| / counted over the logs that print "Model loading took".
    double weightsShare[static_cast<int>(WeightClass::Count)] = {};
    int weightsCases[static_cast<int>(WeightClass::Count)] = {};
};

// The constants fitted on the bundled public logs (a test refits them and compares).
const FittedConstants& builtinConstants();

// The group a plan's fitted terms come from; a DP group that all-reduces gathered MoE outputs
// (`dataParallelGroup` > 1) communicates like TP or PP.
FitGroup fitGroupFor(const AccountingRules& rules, const GpuSpec& gpu, int tensorParallel,
                     int pipelineParallel, int dataParallelGroup = 1);

} // namespace kvb
