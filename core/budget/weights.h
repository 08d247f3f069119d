#pragma once

#include "budget/plan.h"
#include "model/modelspec.h"

#include <vector>

namespace kvb {

// Layers per pipeline stage as vLLM's get_pp_indices splits them: an even share each, and the
// remainder given one by one to the stages before the last (the last one also runs the lm_head), or,
// before 0.8.0 (#13839, merged 2025-02-26), all of it to the last stage.
std::vector<int> pipelineLayerSplit(int numLayers, int pipelineSize, const VllmVersion& version);

// Bytes of one linear layer of K inputs and N outputs (per tensor-parallel partition) under the
// given scheme (docs/vllm-accounting.md §5): packed values plus scales, zeros and indices.
Bytes linearLayerBytes(std::int64_t inFeatures, std::int64_t outFeatures, const QuantizationConfig& quant,
                       int unquantizedBytes, bool marlin);

struct StageLayout
{
    int stage = 0;
    int firstLayer = 0;
    int numLayers = 0;
    bool first = false;
    bool last = false;
};

// Weights on one GPU of the given stage: sharded layers divided by TP, replicated ones in full; routed
// experts whole over `expertParallel` GPUs, or else their width split `expertTensorParallel` ways (0: TP).
WeightBreakdown stageWeights(const ModelSpec& model, const ResolvedSettings& settings, int tensorParallelSize,
                             int pipelineParallelSize, const StageLayout& stage, int expertParallel = 1,
                             int expertTensorParallel = 0);

// Hopper on 0.11.x loads MXFP4 experts in the Triton layout when the install has `triton_kernels` and in
// Marlin's, larger, when it does not (ResolvedSettings::mxfp4BackendLeftToInstall): how many more bytes
// this stage holds in Marlin's than in the layout counted; 0 where the release and card decide.
Bytes mxfp4MarlinExtraWeights(const ModelSpec& model, const ResolvedSettings& settings,
                              int tensorParallelSize, int pipelineParallelSize, const StageLayout& stage,
                              int expertParallel = 1, int expertTensorParallel = 0);

// Vocabulary rows after vLLM pads the embedding and lm_head to a multiple of 64.
std::int64_t paddedVocab(int vocabSize);

} // namespace kvb
