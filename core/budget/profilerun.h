#pragma once

#include "budget/accountingrules.h"
#include "budget/plan.h"
#include "budget/sampler.h"
#include "model/gpuspec.h"
#include "model/modelspec.h"
#include "model/scenario.h"

namespace kvb {

// The physical constants the profiling run's estimate takes from the fit on real logs (the rest is
// derived from vLLM's code; docs/vllm-accounting.md §6 and §11).
struct ActivationConstants
{
    // Live elements per profiled token at the widest point of a decoder layer, in units of
    // (hidden + MLP width / TP): residual, normed input and output (3 h), gate/up and activation (3 i).
    double forwardElementsFactor = 3.0;
    // The vision encoder: live elements per patch, in units of (6 x hidden + 3 x intermediate / TP).
    double encoderFactor = 1.0;
};

// Where one profiling run happens: the stage's role and the GPU that runs it.
struct ProfileSite
{
    int tensorParallel = 1;
    bool lastStage = true;    // holds the lm_head, so it samples
    bool samplingRank = true; // V0 samples on the driver (TP rank 0) only
    std::optional<bool> flashInferSampler;
    bool pooling = false;      // --runner pooling: the dummy pooler runs instead of the sampler
    int moeGatheringRanks = 1; // V1 MoE with DP: the DP ranks whose tokens each fused-MoE layer gathers
    // The GPUs one expert's width is split over: TP, TP x DP for V1 MoE with DP but no EP, 1 under EP.
    int expertWidthShards = 1;
};

// V1 MoE with DP > 1: the DP ranks whose tokens each rank's fused-MoE layers gather, and whose DP group
// all-reduces the gathered outputs (`do_naive_dispatch_combine` in FusedMoE, with or without EP;
// NaiveAll2AllManager.dispatch/combine, all2all.py L51-71 at 0.10.1's bda9d0535). 1: nothing gathered.
int moeGatheringRanks(const Scenario& scenario, const AccountingRules& rules);

// fused_experts_impl's chunk (VLLM_FUSED_MOE_CHUNK_SIZE, vllm/envs.py L561 at 0.10.1's bda9d0535).
inline constexpr std::int64_t kFusedMoeChunkRows = 32768;

// The torch activation peak of vLLM's profiling run on one GPU: a forward pass over
// max_num_batched_tokens, the vision encoder on the largest images a batch may carry, and (last
// stage) the dummy sampler, as each release runs them.
ActivationEstimate estimateActivation(const AccountingRules& rules, const ModelSpec& model,
                                      const ResolvedSettings& settings, const GpuSpec& gpu,
                                      const ProfileSite& site, const ActivationConstants& constants = {});

} // namespace kvb
