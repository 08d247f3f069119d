#pragma once

#include "budget/accountingrules.h"
#include "budget/fittedconstants.h"
#include "budget/plan.h"
#include "model/gpuspec.h"

namespace kvb {

// Non-torch memory growth during profiling: a fitted base on every GPU, and the buffers ranks that
// communicate add (docs/vllm-accounting.md §7).
struct NonTorchEstimate
{
    Bytes base = 0;
    Bytes communication = 0; // NCCL, custom all-reduce and NVLS buffers, where the era charges them
    Bytes nvls = 0;          // of which NVLink SHARP's (Hopper+ behind NVSwitch, TP > 2)
    Bytes total() const { return base + communication; }
};

// `dataParallelGroup` > 1: a DP group that all-reduces gathered MoE outputs during the profile (DP with a MoE
// model).
NonTorchEstimate estimateNonTorch(const FittedConstants& k, const AccountingRules& rules, const GpuSpec& gpu,
                                  int tensorParallel, int pipelineParallel, int dataParallelGroup = 1);

// NVLink SHARP buffers NCCL allocates for a TP group when NVLS is on: Hopper or newer behind an
// NVSwitch, more than 2 ranks (vLLM #9699). Each rank holds the group's multicast buffer:
// ranks x nChannels x 2 x (buffSize + memSize) (docs/vllm-accounting.md §7).
Bytes nvlsBuffers(const GpuSpec& gpu, int tensorParallel);
inline constexpr Bytes kNvlsBytesPerRank = 24LL * 2 * (4 * MiB + 2 * MiB); // 288 MiB: NCCL's log in #9699
inline constexpr int kNvlsDomainGpus = 8;                                  // GPUs behind one HGX/DGX NVSwitch

// The CUDA context and driver reservations before vLLM's first snapshot; with the snapshot after NCCL
// init (0.11+) the NCCL buffers too.
Bytes estimateCudaContext(const FittedConstants& k, const AccountingRules& rules, const GpuSpec& gpu,
                          int tensorParallel, int pipelineParallel, int dataParallelGroup = 1);

// The capture sizes of a release's default cudagraph_capture_sizes, up to `largest`.
int cudaGraphCaptureCount(int largest, GraphCaptureRule rule = GraphCaptureRule::V1Every16From256);

// CUDA graphs: outside the budget until 0.21, estimated and subtracted from 0.21 (#38284:
// the largest first capture + (n - 1) x max(second, 1 MiB) for each mode; docs/vllm-accounting.md §8).
CudaGraphEstimate estimateCudaGraphs(const AccountingRules& rules, const ResolvedSettings& settings,
                                     bool enforceEager, Bytes forwardBytesPerToken, int layers);

} // namespace kvb
