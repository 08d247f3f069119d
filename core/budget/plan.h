#pragma once

#include "base/units.h"
#include "budget/accountingrules.h"
#include "budget/sampler.h"
#include "model/dtype.h"
#include "model/quantization.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace kvb {

// Why vLLM would, or would not, start; each refusal maps to one of vLLM's own startup errors.
enum class Verdict
{
    Fits,
    InvalidInput,           // the scenario itself is inconsistent (see Plan::inputError)
    InsufficientFreeMemory, // "Free memory on device ... on startup is less than desired ..."
    WeightsExceedMemory,    // CUDA out of memory while loading the weights
    ProfilingOutOfMemory,   // CUDA out of memory in the profiling run: its peak exceeds what is free
    KvCacheOutOfMemory,     // CUDA out of memory allocating a fixed --kv-cache-memory pool beside the weights
    NoMemoryForCacheBlocks, // "No available memory for the cache blocks."
    MaxModelLenTooLarge,    // "To serve at least one request with the model's max seq len ..."
};

// Where vLLM loads MXFP4 (gpt-oss) experts; each backend lays the weights out differently
// (get_mxfp4_backend and Mxfp4MoEMethod.create_weights, model_executor/layers/quantization/mxfp4.py).
enum class Mxfp4Backend
{
    Native, // SM100 and ROCm: not audited; the expert width padded to 256, as before the audit
    Marlin, // below SM90, Hopper before 0.11, SM12x: width to 128, hidden size to 256
    Triton, // Hopper from 0.11 (triton_kernels): width to 64, scales kept twice, fp32 biases
};

// The settings the plan was computed with, after vLLM's defaults were applied.
struct ResolvedSettings
{
    double gpuMemoryUtilization = 0;
    std::int64_t maxModelLen = 0;
    int maxNumSeqs = 0;
    std::int64_t maxNumBatchedTokens = 0;
    std::int64_t profiledTokens = 0; // tokens of the profiling forward pass (= max_num_batched_tokens)
    bool chunkedPrefill = true;      // always in V1; V0 enables it for contexts over 32K
    bool disableHybridKvCacheManager = false; // every sliding layer keeps the whole context
    bool compressedMla = true;                // MLA caches its latent (0.7.1+), not full K/V heads
    bool mlaAbsorbedWeights = false;          // 0.7.1-0.7.3: MLA keeps absorbed copies of its projections
    bool mlaCacheAligned = false;             // ≈0.7.2-0.7.3 on CUDA: each MLA latent padded to 256 bytes
    bool multiQueryCached = true;             // GPTBigCode's single K/V head is cached as one (0.1.4+)
    int imagesPerPrompt = 0;                  // --limit-mm-per-prompt for images (0: text only / no encoder)
    std::int64_t maxImagePixels = 0;          // the processor's max_pixels (0: the model's default)
    int blockSize = 16;
    DType modelDtype = DType::BFloat16; // the dtype weights run in
    DType kvDtype = DType::BFloat16;
    QuantizationConfig quantization;
    bool marlinKernels = false;
    Mxfp4Backend mxfp4Backend = Mxfp4Backend::Native; // the MoE kernels MXFP4 experts load into
    // Hopper on 0.11.x: Triton when the install has `triton_kernels` (the Docker image), Marlin when not
    // (pip); the plan counts Triton and the band the difference (defaults.cpp mxfp4BackendLeftToInstall).
    bool mxfp4BackendLeftToInstall = false;
    bool pooling = false; // vLLM runs the model with its pooling runner (modelkinds.h runsPooling)
    // Text only, this release builds no vision tower or projector (modelkinds.h skipsVisionTower).
    bool visionTowerSkipped = false;
    bool routerFp32 = false; // the MoE gate's weight is float32 in this release (MoeSpec::routerFp32From)
    bool utilizationDefaulted = false;
    bool maxModelLenDefaulted = false;
    bool maxNumSeqsDefaulted = false;
    bool maxNumBatchedTokensDefaulted = false;
    bool blockSizeDefaulted = false;
};

// Weights held by one GPU, split the way the explanation reads them.
struct WeightBreakdown
{
    Bytes embedding = 0;   // vocab (padded to 64) x hidden, sharded by TP; first pipeline stage
    Bytes lmHead = 0;      // last pipeline stage; a tied head is the embedding tensor unless PP > 1
    Bytes attention = 0;   // q/k/v/o projections (their biases and q/k norms are under norms)
    Bytes mlp = 0;         // gate/up/down projections of dense layers, shared experts, routers
    Bytes experts = 0;     // routed experts (sharded by TP, or whole experts per GPU with expert parallelism)
    Bytes vision = 0;      // vision encoder and projector (first stage)
    Bytes norms = 0;       // norms, q/k norms, biases and sinks: kept in the model dtype, never quantized
    Bytes ropeCache = 0;   // cos/sin cache: max_position x rotary_dim x dtype, allocated at load
    Bytes mlaAbsorbed = 0; // 0.7.1-0.7.3: MLA's W_Q x W_UK, W_UV x W_O and rope part of W_Q, built at load
    Bytes exactCountCorrection = 0; // difference to an exactly known checkpoint size, pro rata
    std::int64_t parameters = 0;    // parameters on this GPU

    Bytes total() const
    {
        return embedding + lmHead + attention + mlp + experts + vision + norms + ropeCache + mlaAbsorbed +
               exactCountCorrection;
    }
};

// The torch activation peak of vLLM's profiling run: a forward pass over max_num_batched_tokens, a
// vision model's encoder on its dummy images, then (last pipeline stage) the dummy sampler.
struct ActivationEstimate
{
    std::int64_t profiledTokens = 0;
    Bytes forwardBytesPerToken = 0;
    Bytes forwardPeak = 0;
    std::int64_t samplerRows = 0;
    std::int64_t paddedVocab = 0;
    SamplerKernel samplerKernel = SamplerKernel::NativeSort;
    double samplerBytesPerEntry = 0;
    Bytes samplerResidentBytes = 0; // hidden states alive during the sampler run
    Bytes samplerPeak = 0;
    Bytes alternativeSamplerPeak = 0; // with the other kernel an install may run (0: none)
    // Vision models: the profiling run first feeds the encoder the largest images a batch may carry.
    std::int64_t encoderImages = 0;
    std::int64_t encoderPatchesPerImage = 0;
    Bytes encoderBytesPerPatch = 0;
    Bytes encoderPeak = 0;
    Bytes encoderResidentBytes = 0; // V1: the encoder's outputs, alive through the decoder pass
    // V1 MoE with DP: every DP rank's tokens gathered into each rank's fused-MoE layer, in chunks.
    std::int64_t gatheredMoeRows = 0;
    std::int64_t gatheredMoeChunk = 0;
    Bytes gatheredMoeBytesPerRow = 0; // the kernel's caches per row of one chunk
    Bytes gatheredMoePeak = 0;
    Bytes peak = 0;
    Bytes alternativePeak = 0; // the peak with the alternative sampler kernel
    Bytes decoderPeak() const { return forwardPeak > gatheredMoePeak ? forwardPeak : gatheredMoePeak; }
    Bytes textPeak() const { return decoderPeak() > samplerPeak ? decoderPeak() : samplerPeak; }
};

struct CudaGraphEstimate
{
    bool captured = false; // false with --enforce-eager
    bool chargedToBudget = false;
    int captureSizes = 0;     // the mixed (PIECEWISE) set, or V0's list
    int fullCaptureSizes = 0; // V1's FULL decode set: the sizes up to max_num_seqs (0 without one)
    int largestCapture = 0;
    int graphModes = 0;
    int graphsPerPiecewiseCapture = 0; // one graph per piece: the stage's layers + 1 (0 without PIECEWISE)
    Bytes firstCapture = 0;            // V1: the largest capture, with its eager warm-up and workspaces
    Bytes perPiecewiseCapture = 0;     // V1: each further PIECEWISE capture
    Bytes perFullCapture = 0;          // V1: each further FULL capture
    Bytes bytes = 0;
};

// KV bytes per token on one GPU, with the factors that make it up, and how vLLM lays the layers out
// in blocks. Uniform models have one group spanning every layer; hybrids (sliding + full attention,
// Mamba + attention) are grouped by the hybrid KV-cache manager (docs/vllm-accounting.md §2): `groupSize`
// layers share each block slot, each layer type gets cdiv(layers, groupSize) groups, padded with unused
// layers.
struct KvPerToken
{
    int layers = 0;         // KV-holding layers on this GPU
    int kvHeadsPerRank = 0; // 1 for MLA at any TP
    int headDim = 0;        // kv_lora_rank + qk_rope_head_dim for MLA
    int bytesPerElement = 2;
    int kvFactor = 2;        // one K and one V vector per head; 1 for MLA's single latent
    Bytes bytesPerToken = 0; // all KV-holding layers, as if each held the whole context
    Bytes bytesPerBlock =
        0; // one block slot: page per layer x groupSize (= bytesPerToken x block for uniform models)

    int slidingWindow = 0; // tokens kept by sliding layers (0: none)
    int groupSize = 0;     // layers per block slot
    int fullGroups = 0;    // groups of full-attention layers
    int slidingGroups = 0; // groups of sliding-window layers
    int mambaGroups = 0;   // groups of state-space layers
    int crossGroups = 0;   // groups of cross-attention layers (Whisper): the encoder's output, per request
    std::int64_t crossTokens = 0; // encoder tokens one request's cross-attention blocks are sized for
    int fullLayers = 0;
    int slidingLayers = 0;
    int mambaLayers = 0;
    int paddingLayers = 0; // "Add %d padding layers, may waste at most %.2f%% KV cache memory"
    Bytes pageBytesPerLayer = 0;
    Bytes mambaStateBytesPerLayer = 0; // unpadded state of one request in one state-space layer
    int blockSize = 16;
    bool hybridManager = false;

    int groups() const { return fullGroups + slidingGroups + mambaGroups + crossGroups; }
};

// Memory on one GPU, in vLLM's terms. The ceiling is ceil(util x total); weights, non-torch,
// activation peak and (from v0.21) CUDA graphs are charged to it; the KV pool is what is left. Some
// versions (V0 0.6.4, V1 up to 0.9.0) also charge other processes and the CUDA context.
struct MemoryTerms
{
    Bytes total = 0;
    Bytes ceiling = 0;
    Bytes otherProcesses = 0;
    Bytes cudaContext = 0; // CUDA context (and NCCL from ~v0.11) before the snapshot
    Bytes weights = 0;
    Bytes nonTorch = 0;
    Bytes activation = 0;       // the profiling peak, as far as the GPU can hold it
    Bytes activationDemand = 0; // the peak the profiling run asks for: above `activation`, it dies
    Bytes cudaGraph = 0;
    Bytes kvCache = 0; // may be negative: vLLM logs "Available KV cache memory: -2.14 GiB"
    bool graphsCharged = false;
    bool contextAndOthersCharged = false;

    bool torchPeakOnly = false; // v0.1-0.2.4: only weights and the torch peak are charged
    Bytes startupFree() const { return total - otherProcesses - cudaContext; }
    // What the profiling run, or a fixed --kv-cache-memory pool, finds free once the weights are loaded.
    Bytes freeBesideWeights() const { return startupFree() - weights - nonTorch; }
    Bytes overhead() const { return nonTorch + activation + cudaGraph; }
    // The non-torch figure vLLM prints: in the eras that charge them, it includes the CUDA context
    // and other processes (0.6.4's "non_torch_memory" is everything in use beside torch).
    Bytes reportedNonTorch() const
    {
        return nonTorch + (contextAndOthersCharged ? cudaContext + otherProcesses : 0);
    }
    // Everything subtracted from the ceiling besides the KV pool.
    Bytes charged() const
    {
        if (torchPeakOnly)
            return weights + activation;
        return weights + nonTorch + activation + (graphsCharged ? cudaGraph : 0) +
               (contextAndOthersCharged ? otherProcesses + cudaContext : 0);
    }
    // Above the ceiling and not held by other processes, the context or out-of-budget graphs.
    Bytes freeAboveCeiling() const
    {
        const Bytes free = total - ceiling - (contextAndOthersCharged ? 0 : otherProcesses + cudaContext) -
                           (graphsCharged ? 0 : cudaGraph);
        return free > 0 ? free : 0;
    }
};

// One GPU. Ranks of a pipeline stage hold the same shapes; in V0 only TP rank 0 runs the sampler.
struct RankPlan
{
    int rank = 0;
    int stage = 0;
    int tpRank = 0;
    MemoryTerms memory;
    ActivationEstimate activation;
    std::int64_t numBlocks = 0;
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

// Where a band's width comes from (docs/vllm-accounting.md §12).
enum class BandSource
{
    FittedTerms,   // the spread of real logs around the fitted terms in this group
    FewLogs,       // a group with fewer than five public logs: the width doubled
    PooledLogs,    // a group too small for a 9-in-10 bound of its own: the bound of all groups' logs
    NoLogs,        // an era without public logs: the widest group's width, doubled
    SamplerKernel, // the install decides between FlashInfer and torch's sort (0.8.0-0.11.0)
    Mxfp4Install,  // the install decides between the Triton and Marlin MXFP4 layouts (Hopper, 0.11.x)
    VisionEncoder, // the encoder's activation per patch is fitted on few logs
    Weights,       // the counted weights against what vLLM logged loading, for this weight format
    Calibrated,    // measured terms from the user's log: only its rounding
    FixedOverhead, // the user fixed the whole overhead (--overhead-gib): only its rounding
    FixedKvCache,  // --kv-cache-memory: no profiling, no uncertainty
    // A profiling path kvbudget does not model (vLLM 0.2.4's MegaBlocks MoE): its buffers may take the
    // whole pool, so the band reaches down to none.
    UnmodelledPath,
    // Validation only: a public log that does not show max_model_len is replayed at both ends of the
    // range it leaves open, and the band spans both (vllm/unloggedinputs.h).
    UnloggedInput,
};

struct BandTerm
{
    BandSource source = BandSource::FittedTerms;
    Bytes low = 0;                // how far below the estimate vLLM's KV pool may be
    Bytes high = 0;               // and above
    int cases = 0;                // the public logs behind it
    double share = 0;             // the fitted share it applies (of the overhead + base, or of the weights)
    int fitGroupOrFormat = -1;    // the FitGroup (fitted terms) or WeightClass (weights) it was fitted for
    bool unauditedLayout = false; // weights: a layout no public log covers (an unaudited MXFP4 backend)
};

// The KV figures at the low and high ends of the estimate's uncertainty (README "Accuracy").
struct UncertaintyBand
{
    Bytes bandBytes = 0; // the larger of the two sides, for "±" where one figure is shown
    Bytes lowBytes = 0;
    Bytes highBytes = 0;
    Bytes kvCacheLow = 0;
    Bytes kvCacheHigh = 0;
    std::int64_t kvTokensLow = 0;
    std::int64_t kvTokensHigh = 0;
    double maxConcurrencyLow = 0;
    double maxConcurrencyHigh = 0;
    std::vector<BandTerm> terms; // why it is as wide as it is
    // The verdict flips inside the band: vLLM starts or refuses depending on terms the evidence cannot
    // pin down.
    bool verdictUndecidable = false;
};

struct Plan
{
    AccountingRules rules;
    ResolvedSettings settings;
    std::vector<StagePlan> stages; // stage figures are those of its TP rank 0
    std::vector<RankPlan> ranks;   // every GPU: tensor x pipeline parallel size
    int worstStage = 0;            // the stage with the fewest blocks: vLLM takes the minimum over workers
    int worstRank = 0;

    // The worst stage's figures, which are the deployment's figures.
    MemoryTerms memory;
    KvPerToken kv;
    std::int64_t numBlocks = 0;
    std::int64_t kvTokens = 0;   // "GPU KV cache size: N tokens" = num_blocks x block_size
    double maxConcurrency = 0;   // num_blocks / cdiv(max_model_len, block_size)
    Bytes kvNeededForMaxLen = 0; // one max_model_len request
    // vLLM's binary search for the longest request that fits: up to max_model_len when it refuses, up
    // to the model's own limit when it starts (how far the context could grow).
    std::int64_t estimatedMaxModelLen = 0;

    Verdict verdict = Verdict::Fits;
    QString inputError; // set with Verdict::InvalidInput

    // Workload view: requests that fit at once, and a max_num_seqs that keeps a p95 batch resident.
    double realisticConcurrency = 0;
    std::int64_t recommendedMaxNumSeqs = 0;

    UncertaintyBand band;
    bool calibrated = false; // the overhead terms come from the user's own vLLM log
    // What the worst stage's weights grow by in the Marlin MXFP4 layout, where the install decides
    // between it and the Triton layout counted (ResolvedSettings::mxfp4BackendLeftToInstall).
    Bytes mxfp4MarlinExtraWeights = 0;

    // Memory needed while vLLM profiles (weights + non-torch + the activation peak, which for a vision
    // model includes the encoder run on the largest images) against what steady serving of text uses.
    Bytes startupPeakBytes = 0;
    Bytes steadyStateActivationBytes = 0;

    bool fits() const { return verdict == Verdict::Fits; }
    const StagePlan& worst() const { return stages.at(static_cast<std::size_t>(worstStage)); }
};

} // namespace kvb
