#pragma once

#include "modelspec.h"
#include "plan.h"
#include "vllmversion.h"

namespace kvb {

// The physical parameters of the overhead estimate. vLLM measures these terms at startup and has no
// closed form for them (§9 of the reference); these values come from the public V1 startup logs in
// vllm-startup-logs.json (H100, vLLM ~0.11) and are documented in README.md ("Overhead model").
struct OverheadModel
{
    // Non-torch memory grown during profiling (cuBLAS workspaces, allocator slack): 0.13-0.14 GiB at TP 1.
    Bytes nonTorchBase = 0;
    // NCCL / custom all-reduce buffers on every rank once more than one GPU communicates (TP 2: 0.54-0.55).
    Bytes nonTorchCommunication = 0;
    // Live bytes per profiled token at the MLP of one layer, in units of (hidden + intermediate/TP)
    // elements: residual, normed input and attention output (3 h), gate/up output and activation (3 i).
    int forwardElementsFactor = 3;
    // Bytes per logit element alive at the dummy sampler's peak: the logits in the model dtype, their
    // fp32 copy, sort values and int64 indices for top-k/top-p, softmax probabilities, exponential
    // noise and logprobs. Fitted: 38.4-39.6 B over six V1 logs (median 38.9).
    double samplerBytesPerLogit = 0;
    // CUDA-graph pools: per graph mode, the largest capture's activations plus about 1 MiB for each
    // further capture size ("first + (n-1) * max(second, 1 MiB)", profile_cudagraph_memory).
    Bytes cudaGraphPerCapture = 0;
    int cudaGraphModes = 2; // FULL_AND_PIECEWISE: full graphs for decode, piecewise for mixed batches
    int maxCaptureSize = 512;
    // Held before vLLM's memory snapshot and not charged to the budget: the CUDA context (0.60-0.61 GiB
    // free-memory gap on H100) and NCCL communicators with more than one GPU (gap 1.54 GiB at TP 2).
    Bytes cudaContext = 0;
    Bytes ncclContext = 0;
};

OverheadModel overheadModelFor(const VllmVersion& version);

struct NonTorchEstimate
{
    Bytes base = 0;
    Bytes communication = 0;
    Bytes total() const { return base + communication; }
};

NonTorchEstimate estimateNonTorch(const OverheadModel& om, int worldSize);

ActivationEstimate estimateActivation(const OverheadModel& om, const ModelSpec& model, const ResolvedSettings& settings,
                                      int tensorParallelSize, bool lastStage);

// Capture sizes vLLM's default cudagraph_capture_sizes holds for a given largest size:
// 1, 2, 4, then every 8 up to 248, then every 16 from 256.
int cudaGraphCaptureCount(int largestCapture);

CudaGraphEstimate estimateCudaGraphs(const OverheadModel& om, const ResolvedSettings& settings, bool enforceEager,
                                     Bytes forwardBytesPerToken, bool chargedToBudget);

Bytes estimateCudaContext(const OverheadModel& om, int worldSize);

} // namespace kvb
