#pragma once

#include "base/units.h"
#include "model/dtype.h"
#include "model/quantization.h"
#include "model/vllmversion.h"

#include <cstdint>
#include <optional>

namespace kvb {

// `--kv-cache-dtype`: auto follows the model dtype; every fp8 flavour is stored as one byte.
enum class KvCacheDtype
{
    Auto,
    BFloat16,
    Float16,
    Fp8,
    Fp8E4M3,
    Fp8E5M2,
};

std::optional<KvCacheDtype> parseKvCacheDtype(const QString& text);
QString kvCacheDtypeName(KvCacheDtype dtype);
bool isFp8(KvCacheDtype dtype);

// `--runner`: generate text, or pool hidden states into embeddings and scores. Unset: vLLM's own choice
// from the architecture (pooling for *Model, *ForSequenceClassification and embedding classes).
enum class Runner
{
    Generate,
    Pooling,
};

std::optional<Runner> parseRunner(const QString& text);
QString runnerName(Runner runner);

// Replace one of the engine's estimated overhead terms with a measured (or assumed) value. `total`
// replaces the sum of the three, as the seed example's "~3 GiB overhead" does.
struct OverheadOverrides
{
    std::optional<Bytes> nonTorch;
    std::optional<Bytes> activation;
    std::optional<Bytes> cudaGraph;
    std::optional<Bytes> total;
    std::optional<Bytes> weights; // a measured "Model loading took X GiB"
    bool calibrated = false;      // the values were read from the user's vLLM log

    bool any() const { return nonTorch || activation || cudaGraph || total || weights; }
    bool operator==(const OverheadOverrides&) const = default;
};

// The `vllm serve` arguments that move memory. Unset optionals take vLLM's defaults for the chosen
// version and GPU (see defaults.h), so a plan can say which values were defaulted.
struct ServingConfig
{
    VllmVersion vllmVersion = newestModelledVersion();
    std::optional<EngineKind> engine;         // VLLM_USE_V1; unset = the version's default engine
    std::optional<bool> enableChunkedPrefill; // V0 only; V1 always chunks prefills
    std::optional<double> gpuMemoryUtilization;
    std::optional<std::int64_t> maxModelLen;
    std::optional<int> maxNumSeqs;
    std::optional<std::int64_t> maxNumBatchedTokens;
    std::optional<int> blockSize;
    KvCacheDtype kvCacheDtype = KvCacheDtype::Auto;
    std::optional<DType> dtype;              // `--dtype`; unset = auto
    std::optional<QuantMethod> quantization; // unset = whatever the checkpoint says
    int tensorParallelSize = 1;
    int pipelineParallelSize = 1;
    bool enforceEager = false;
    bool disableHybridKvCacheManager = false; // `--disable-hybrid-kv-cache-manager`
    int dataParallelSize = 1;                 // replicas; with expert parallelism they share the experts
    bool enableExpertParallel = false;        // `--enable-expert-parallel`: whole experts per GPU
    std::optional<int> limitImagesPerPrompt;  // `--limit-mm-per-prompt '{"image": N}'` (0 = text only)
    // A pasted `--limit-mm-per-prompt` closed images but named no video limit: vLLM then keeps video at
    // its default, so a tower that serves video is still built and profiled (modelkinds.h).
    bool videoLimitOpen = false;
    std::optional<std::int64_t> maxImagePixels; // `--mm-processor-kwargs '{"max_pixels": N}'`
    Bytes otherProcessesBytes = 0;              // memory held on each GPU before vLLM starts
    std::optional<Bytes> kvCacheMemoryBytes;    // `--kv-cache-memory`: skips profiling entirely
    std::optional<bool> flashInferSampler;      // VLLM_USE_FLASHINFER_SAMPLER; unset = the release's default
    // The kernel MXFP4 experts load into where the install decides (Hopper, 0.11.x): true Marlin (no
    // triton_kernels), false Triton; unset = the release's default, the other in the band.
    std::optional<bool> mxfp4Marlin;
    std::optional<Runner> runner; // `--runner generate|pooling`; unset = from the architecture
    OverheadOverrides overrides;

    int worldSize() const { return tensorParallelSize * pipelineParallelSize; }
};

} // namespace kvb
