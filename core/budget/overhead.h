#pragma once

#include "budget/accountingrules.h"
#include "budget/fittedconstants.h"
#include "budget/plan.h"
#include "model/gpuspec.h"
#include "model/servingconfig.h"

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

// What one captured graph holds, measured on an H200 (torch 2.11, driver 580) with a Llama-3-8B-shaped
// decoder captured at vLLM's 51 sizes in one pool (docs/measurements/cuda-graph-memory.md):
// - each PIECEWISE graph (one piece between two attention calls): 0.137 MiB, from 32 and 64 layers
//   (414 and 638 MiB in all: 224 MiB for 1,632 more graphs);
// - the first capture beyond twice its intermediates (the eager warm-up's cached blocks and the graph
//   pool) holds 104 MiB more: cuBLAS workspaces of the capture stream and the like (212 MiB measured
//   against 2 x 54 MiB);
// - a FULL graph held 0.8 MiB each; vLLM counts at least 1 MiB per further graph, which is what it
//   charges for FULL captures.
inline constexpr Bytes kPiecewiseGraphBytes = 143'654; // 0.137 MiB
inline constexpr Bytes kFirstCaptureExtraBytes = 104 * MiB;
inline constexpr Bytes kMinBytesPerGraph = MiB; // vLLM's floor "for driver overhead"

// CUDA graphs: outside the budget until 0.21, estimated and subtracted from 0.21 (#38284:
// the largest first capture + (n - 1) x max(second, 1 MiB) for each mode; docs/vllm-accounting.md §8).
// max_num_seqs bounds the FULL decode set; `layers` are the stage's: one PIECEWISE graph each, plus one.
CudaGraphEstimate estimateCudaGraphs(const AccountingRules& rules, const ResolvedSettings& settings,
                                     bool enforceEager, Bytes forwardBytesPerToken, int layers);

// --non-torch-gib, --activation-gib, --cuda-graph-gib and --overhead-gib replace the estimates; a
// fixed total is spread over the estimated terms in proportion.
void applyOverheadOverrides(const OverheadOverrides& o, MemoryTerms& m);

} // namespace kvb
