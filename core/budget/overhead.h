#pragma once

#include "budget/accountingrules.h"
#include "budget/plan.h"
#include "model/gpuspec.h"
#include "model/modelspec.h"

namespace kvb {

// The physical parameters of the overhead estimate for one accounting era. vLLM measures these terms
// at startup and has no closed form for them (docs/vllm-accounting.md §6 and §11); the values are read off
// the public startup logs (tests/data/vllm-startup-logs.json) and documented in README.md ("Overhead model").
struct OverheadModel
{
    // Non-torch growth during profiling (cuBLAS workspaces, allocator slack) on every GPU, and the extra
    // buffers (custom all-reduce, NCCL) once more than one GPU communicates. V1 0.11: 0.13-0.14 GiB at
    // TP 1, 0.54-0.55 at TP 2. V0 0.6.5+: 0.03-0.16 at TP 1, 0.33-0.43 with PP 2 / TP 4.
    Bytes nonTorchBase = 0;
    Bytes nonTorchCommunication = 0;
    // NCCL communicators: held before the snapshot from ~0.11 (so only the startup check sees them),
    // counted as non-torch growth before (startup free-memory gap at TP 2 vs TP 1 on H100: 0.94 GiB).
    Bytes ncclBuffers = 0;
    // Live bytes per profiled token at the MLP of one layer, in (hidden + intermediate/TP) elements:
    // residual, normed input and attention output (3 h), gate/up output and activation (3 i).
    int forwardElementsFactor = 3;
    // Bytes alive at the dummy sampler's peak, per sampled row: per logit (the logits in the model dtype,
    // their fp32 copy, sort values and int64 indices for top-k/top-p, probabilities, noise, logprobs) and
    // per hidden element (the gathered hidden states and their copies). Least squares over five V1 logs
    // (Llama 3.1 8B, Llama 3.3 70B, Qwen3 0.6B and 32B, gpt-oss-20b; 1,024 rows): 38.2 B and 21.5 B,
    // every log reproduced within its 0.01 GiB rounding.
    double samplerBytesPerLogit = 38.2;
    double samplerBytesPerHidden = 21.5;
    bool samplerOnEveryRank = true;       // V1 all-gathers logits; V0 samples on the driver (TP rank 0) only
    bool samplerRowsAreSequences = false; // V0: one row per profiled sequence (max_num_seqs)
    // CUDA graphs: V1 pools per graph mode hold the largest capture's activations plus ~1 MiB for each
    // further capture size; V0 graphs cost about `perCaptureLayer` per captured batch size and layer.
    int cudaGraphModes = 2;
    Bytes cudaGraphPerCapture = MiB;
    Bytes cudaGraphPerCaptureLayer = 0;
    // The CUDA context and driver reservations before vLLM's first snapshot: 0.25 GiB plus 0.45% of the
    // card (two points: 0.35 GiB on an RTX 3090 under V0 0.6.4, 0.60-0.61 GiB on an H100 under V1).
    Bytes cudaContextBase = 0;
    double cudaContextPerByte = 0;
    // How far the estimate is from real logs in this era: the KV band is max(floor, fraction x charged
    // overhead). Set from the validation residuals (README "Accuracy").
    double uncertaintyFraction = 0.1;
    Bytes uncertaintyFloor = 0;
};

OverheadModel overheadModelFor(const AccountingRules& rules);

struct NonTorchEstimate
{
    Bytes base = 0;
    Bytes communication = 0;
    Bytes total() const { return base + communication; }
};

NonTorchEstimate estimateNonTorch(const OverheadModel& om, const AccountingRules& rules, int worldSize);

ActivationEstimate estimateActivation(const OverheadModel& om, const ModelSpec& model,
                                      const ResolvedSettings& settings, int tensorParallelSize,
                                      bool lastStage, bool samplingRank);

// The capture sizes vLLM's default cudagraph_capture_sizes holds up to `largest`: 1, 2, 4, then every
// 8 (up to 248, or all the way in V1 <= 0.10 and V0), then every 16 from 256.
int cudaGraphCaptureCount(int largest, bool every8 = false);

CudaGraphEstimate estimateCudaGraphs(const OverheadModel& om, const AccountingRules& rules,
                                     const ResolvedSettings& settings, bool enforceEager,
                                     Bytes forwardBytesPerToken, int layers);

Bytes estimateCudaContext(const OverheadModel& om, const AccountingRules& rules, const GpuSpec& gpu,
                          int worldSize);

} // namespace kvb
