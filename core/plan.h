#pragma once

#include "dtype.h"
#include "quantization.h"
#include "units.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace kvb {

// Why vLLM would, or would not, start; each refusal maps to one of vLLM's own startup errors.
enum class Verdict
{
    Fits,
    InvalidInput,            // the scenario itself is inconsistent (see Plan::inputError)
    InsufficientFreeMemory,  // "Free memory on device ... on startup is less than desired ..."
    WeightsExceedMemory,     // CUDA out of memory while loading the weights
    NoMemoryForCacheBlocks,  // "No available memory for the cache blocks."
    MaxModelLenTooLarge,     // "To serve at least one request with the model's max seq len ..."
};

// The settings the plan was computed with, after vLLM's defaults were applied.
struct ResolvedSettings
{
    double gpuMemoryUtilization = 0;
    std::int64_t maxModelLen = 0;
    int maxNumSeqs = 0;
    std::int64_t maxNumBatchedTokens = 0;
    int blockSize = 16;
    DType modelDtype = DType::BFloat16; // the dtype weights run in
    DType kvDtype = DType::BFloat16;
    QuantizationConfig quantization;
    bool marlinKernels = false;
    bool utilizationDefaulted = false;
    bool maxModelLenDefaulted = false;
    bool maxNumSeqsDefaulted = false;
    bool maxNumBatchedTokensDefaulted = false;
    bool blockSizeDefaulted = false;
};

// Weights held by one GPU, split the way the explanation reads them.
struct WeightBreakdown
{
    Bytes embedding = 0;  // vocab (padded to 64) x hidden, sharded by TP; first pipeline stage
    Bytes lmHead = 0;     // last pipeline stage; a tied head is the embedding tensor unless PP > 1
    Bytes attention = 0;  // q/k/v/o projections (+ biases, q/k norms)
    Bytes mlp = 0;        // gate/up/down projections
    Bytes norms = 0;      // RMSNorm weights, replicated on every rank
    Bytes ropeCache = 0;  // cos/sin cache: max_position x rotary_dim x dtype, allocated at load
    Bytes exactCountCorrection = 0; // difference to an exactly known checkpoint size, pro rata
    std::int64_t parameters = 0;    // parameters on this GPU

    Bytes total() const { return embedding + lmHead + attention + mlp + norms + ropeCache + exactCountCorrection; }
};

// The torch activation peak of vLLM's profiling run: a forward pass over max_num_batched_tokens,
// then (last pipeline stage only) the dummy sampler over min(max_num_seqs, max_num_batched_tokens) rows.
struct ActivationEstimate
{
    std::int64_t profiledTokens = 0;
    Bytes forwardBytesPerToken = 0;
    Bytes forwardPeak = 0;
    std::int64_t samplerRows = 0;
    std::int64_t paddedVocab = 0;
    Bytes samplerPeak = 0;
    Bytes peak = 0;
};

struct CudaGraphEstimate
{
    bool captured = false; // false with --enforce-eager
    bool chargedToBudget = false;
    int captureSizes = 0;
    int largestCapture = 0;
    int graphModes = 0;
    Bytes bytes = 0;
};

// KV bytes per token on one GPU, with the factors that make it up.
struct KvPerToken
{
    int layers = 0;
    int kvHeadsPerRank = 0;
    int headDim = 0;
    int bytesPerElement = 2;
    int kvFactor = 2; // one K and one V vector per head
    int slidingWindow = 0; // 0 = full attention on every layer
    Bytes bytesPerToken = 0;
    Bytes bytesPerBlock = 0; // bytesPerToken x block_size, all layers of the stage
};

// Memory on one GPU, in vLLM's terms. The ceiling is ceil(util x total); weights, non-torch,
// activation peak and (from v0.21) CUDA graphs are charged to it; the KV pool is what is left.
struct MemoryTerms
{
    Bytes total = 0;
    Bytes ceiling = 0;
    Bytes otherProcesses = 0;
    Bytes cudaContext = 0;  // CUDA context (and NCCL from ~v0.11) before the snapshot: not charged
    Bytes weights = 0;
    Bytes nonTorch = 0;
    Bytes activation = 0;
    Bytes cudaGraph = 0;
    Bytes kvCache = 0;       // may be negative: vLLM logs "Available KV cache memory: -2.14 GiB"

    Bytes startupFree() const { return total - otherProcesses - cudaContext; }
    Bytes overhead() const { return nonTorch + activation + cudaGraph; }
    // Above the ceiling and not held by other processes, the context or out-of-budget graphs.
    Bytes freeAboveCeiling(bool graphsCharged) const
    {
        const Bytes free = total - ceiling - otherProcesses - cudaContext - (graphsCharged ? 0 : cudaGraph);
        return free > 0 ? free : 0;
    }
};

// One pipeline stage (all tensor-parallel ranks of a stage hold the same shapes).
struct StagePlan
{
    int stage = 0;
    int firstLayer = 0;
    int numLayers = 0;
    bool hasEmbedding = false;
    bool hasLmHead = false;
    WeightBreakdown weights;
    ActivationEstimate activation;
    CudaGraphEstimate cudaGraph;
    Bytes nonTorchBase = 0;
    Bytes nonTorchCommunication = 0;
    MemoryTerms memory;
    KvPerToken kv;
    std::int64_t numBlocks = 0;
};

struct Plan
{
    ResolvedSettings settings;
    std::vector<StagePlan> stages;
    int worstStage = 0; // the stage with the fewest blocks: vLLM takes the minimum over workers

    // The worst stage's figures, which are the deployment's figures.
    MemoryTerms memory;
    KvPerToken kv;
    std::int64_t numBlocks = 0;
    std::int64_t kvTokens = 0;   // "GPU KV cache size: N tokens" = num_blocks x block_size
    double maxConcurrency = 0;   // num_blocks / cdiv(max_model_len, block_size)
    Bytes kvNeededForMaxLen = 0; // one max_model_len request
    std::int64_t estimatedMaxModelLen = 0;

    Verdict verdict = Verdict::Fits;
    QString inputError; // set with Verdict::InvalidInput

    // Workload view: requests that fit at once, and a max_num_seqs that keeps a p95 batch resident.
    double realisticConcurrency = 0;
    std::int64_t recommendedMaxNumSeqs = 0;

    bool fits() const { return verdict == Verdict::Fits; }
    const StagePlan& worst() const { return stages.at(static_cast<std::size_t>(worstStage)); }
};

} // namespace kvb
