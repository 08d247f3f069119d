#include "budget/defaults.h"

#include "budget/kvcache.h"

#include <algorithm>

namespace kvb {

namespace {

// V1's large-card test: by device name until 0.8.4, by memory (>= 70 GiB) from 0.8.5 (#17073), A100s
// excluded from 0.9.0 (#17885).
bool largeCard(const AccountingRules& rules, const GpuSpec& gpu)
{
    // vLLM upper-cases the device name before looking; each model is one letter and digits, so its two
    // spellings are every case (and a case-sensitive search is several times cheaper, once per plan).
    const auto named = [&](QStringView upper, QStringView lower) {
        return gpu.name.contains(upper) || gpu.name.contains(lower);
    };
    if (!rules.at(8, 5))
        return named(u"H100", u"h100") || named(u"H200", u"h200");
    // vLLM asks NVML for the card's memory (NvmlCudaPlatform.get_device_total_memory:
    // nvmlDeviceGetMemoryInfo), which unified-memory devices (DGX Spark's GB10, Jetson Thor) do not
    // support; get_batch_defaults catches the error as 0 bytes, so they get the small defaults, as
    // their logs print ("max_num_batched_tokens=2048" on 119.7 GiB).
    if (gpu.unifiedMemory)
        return false;
    const bool big = gpu.totalBytes >= 70 * GiB;
    return big && !(rules.at(9) && named(u"A100", u"a100"));
}

} // namespace

bool v0ChunksPrefillByDefault(const AccountingRules& rules, const Scenario& s, std::int64_t maxModelLen)
{
    if (!rules.at(5, 3) || maxModelLen <= 32768)
        return false;
    if (s.model.vision.active() && rules.at(6, 2))
        return false;
    return s.model.slidingWindow <= 0;
}

BatchDefaults defaultBatchLimits(const AccountingRules& rules, const BatchContext& b)
{
    if (rules.isV0()) {
        // Without chunked prefill a whole prompt must fit in one batch; with it, 512 tokens and 2048 from
        // 0.6.5 (#10544). Multimodal models get at least 5,120 from 0.6.0 (#8028).
        std::int64_t tokens =
            b.chunkedPrefill ? (rules.at(6, 5) ? 2048 : 512) : std::max<std::int64_t>(b.maxModelLen, 2048);
        if (b.multimodal && rules.at(6))
            tokens = std::max<std::int64_t>(tokens, 5120);
        return {256, tokens};
    }
    const bool large = largeCard(rules, b.gpu);
    BatchDefaults d{large ? 1024 : 256, large ? 8192 : 2048};
    if (!rules.at(8, 4))
        d.maxNumSeqs = 1024; // 0.8.0-0.8.3 gave every card 1,024 sequences (#16158 came in 0.8.4)
    d.maxNumSeqs = static_cast<int>(std::min<std::int64_t>(d.maxNumSeqs, d.maxNumBatchedTokens));
    return d;
}

ResolvedSettings resolveSettings(const Scenario& scenario)
{
    return resolveSettings(scenario,
                           accountingRulesFor(scenario.serving.vllmVersion, scenario.serving.engine));
}

namespace {

// The batch limits depend on the resolved max_model_len (V0's whole-prompt batch, 0.12's cap), so they
// are resolved after it; the profiling pass's size follows from them.
void resolveBatchSettings(const Scenario& scenario, const AccountingRules& rules, ResolvedSettings& settings)
{
    const ServingConfig& serving = scenario.serving;
    // V1 always chunks prefills; V0 turns chunking on by itself for long contexts.
    settings.chunkedPrefill = !rules.isV0() || serving.enableChunkedPrefill.value_or(v0ChunksPrefillByDefault(
                                                   rules, scenario, settings.maxModelLen));
    const BatchDefaults batch = defaultBatchLimits(
        rules, {scenario.gpu, settings.maxModelLen, settings.chunkedPrefill, scenario.model.vision.active()});
    settings.maxNumSeqsDefaulted = !serving.maxNumSeqs.has_value();
    settings.maxNumSeqs = serving.maxNumSeqs.value_or(batch.maxNumSeqs);
    settings.maxNumBatchedTokensDefaulted = !serving.maxNumBatchedTokens.has_value();
    if (serving.maxNumBatchedTokens) {
        settings.maxNumBatchedTokens = *serving.maxNumBatchedTokens;
    } else if (!rules.isV0() && rules.at(12)) {
        // From 0.12 (#28665) the default is capped at max_num_seqs x max_model_len.
        settings.maxNumBatchedTokens = std::min<std::int64_t>(
            batch.maxNumBatchedTokens, std::int64_t{settings.maxNumSeqs} * settings.maxModelLen);
    } else {
        settings.maxNumBatchedTokens = batch.maxNumBatchedTokens;
    }
    // The profiling forward pass covers one full batch.
    settings.profiledTokens = settings.maxNumBatchedTokens;
}

// How the cache is laid out and what the profiling pass feeds the vision encoder: the block size, the
// version's MLA and multi-query behaviour, the hybrid manager, and the image limits.
void resolveCacheLayoutSettings(const Scenario& scenario, const AccountingRules& rules,
                                ResolvedSettings& settings)
{
    const ServingConfig& serving = scenario.serving;
    settings.blockSizeDefaulted = !serving.blockSize.has_value();
    settings.blockSize = serving.blockSize.value_or(
        defaultBlockSizeFor(scenario.model, scenario.gpu.computeCapability, rules.version));
    settings.compressedMla = rules.compressedMla;
    settings.mlaAbsorbedWeights = rules.mlaAbsorbedWeights;
    settings.mlaCacheAligned = rules.mlaCacheAligned && !scenario.gpu.rocm; // CacheEngine._align_cache: CUDA
    settings.multiQueryCached = rules.multiQueryCached;
    // Before V1's hybrid manager (0.9.1) sliding-window layers held the whole context like full ones.
    settings.disableHybridKvCacheManager = serving.disableHybridKvCacheManager || !rules.hybridKvManager;
    // vLLM profiles as many images per prompt as --limit-mm-per-prompt allows: 1 by default, 999 in V1
    // from 0.8.4 (#15799), where the encoder budget decides instead.
    const int defaultImageLimit = !rules.isV0() && rules.at(8, 4) ? 999 : 1;
    settings.imagesPerPrompt =
        scenario.model.vision.active() ? serving.limitImagesPerPrompt.value_or(defaultImageLimit) : 0;
    settings.maxImagePixels = serving.maxImagePixels.value_or(scenario.model.vision.maxPixels);
}

// --kv-cache-dtype: "auto" follows the model's runtime dtype (so that is resolved first), except for a
// checkpoint that asks for an fp8 cache.
DType resolveKvDtype(const Scenario& scenario, const AccountingRules& rules, DType modelDtype)
{
    switch (scenario.serving.kvCacheDtype) {
    case KvCacheDtype::Auto:
        // A ModelOpt checkpoint with kv_cache_quant_algo FP8 gets an fp8 cache without the flag since
        // vllm#30785 (merged 2025-12-17; assumed first released in 0.14); before, "auto" kept the model
        // dtype.
        return scenario.model.quantization.kvCacheFp8 && rules.at(14) ? DType::Float8E4M3 : modelDtype;
    case KvCacheDtype::BFloat16:
        return DType::BFloat16;
    case KvCacheDtype::Float16:
        return DType::Float16;
    case KvCacheDtype::Fp8:
    case KvCacheDtype::Fp8E4M3:
        return DType::Float8E4M3;
    case KvCacheDtype::Fp8E5M2:
        return DType::Float8E5M2;
    }
    return ResolvedSettings{}.kvDtype; // unreachable: every KvCacheDtype is handled above
}

// get_mxfp4_backend (mxfp4.py, 0.11.0 L59-107; _should_use_marlin at 0.10.1 L123-135): Marlin below
// SM90; on Hopper Marlin before 0.11 (its pinned torch 2.7.1 is below the 2.8 the Triton path needs) and
// Triton from 0.11; Triton only below SM110 (0.13.0 L152-158), so SM12x (GB10, RTX 50) takes Marlin.
Mxfp4Backend mxfp4BackendFor(const GpuSpec& gpu, const VllmVersion& version)
{
    const double cc = gpu.computeCapability;
    if (gpu.rocm || (cc >= 10.0 && cc < 11.0))
        return Mxfp4Backend::Native;
    if (cc >= 9.0 && cc < 10.0 && version >= VllmVersion{0, 11, 0})
        return Mxfp4Backend::Triton;
    return Mxfp4Backend::Marlin;
}

// On Hopper the Triton backend needs the `triton_kernels` package, and without it get_mxfp4_backend falls
// back to Marlin (0.11.0 L95-102). vLLM's Docker image installed it from 0.11.0; a pip install got it
// once #28788 vendored it as vllm.third_party.triton_kernels (approved 2025-11-18; #27370 of 2025-10-22
// had listed it in requirements/cuda.txt as a git dependency, which a wheel on PyPI cannot carry).
// kvbudget takes 0.12.0 as the first release with it, from the PR's date rather than the tag, so
// 0.11.1-0.11.2 are the uncertain edge.
bool mxfp4BackendLeftToInstall(const GpuSpec& gpu, const VllmVersion& version)
{
    return mxfp4BackendFor(gpu, version) == Mxfp4Backend::Triton && version < VllmVersion{0, 12, 0};
}

// The quantization in effect and the kernels it selects on this card, which change the weights' and
// the profiling pass's memory.
void resolveQuantizationSettings(const Scenario& scenario, ResolvedSettings& settings)
{
    const ServingConfig& serving = scenario.serving;
    // A checkpoint's own quantization wins; `--quantization X` on an unquantized checkpoint is the
    // what-if "the same model, quantized with X", using that scheme's common defaults.
    if (scenario.model.quantization.isQuantized())
        settings.quantization = scenario.model.quantization;
    else if (serving.quantization && *serving.quantization != QuantMethod::None)
        settings.quantization = defaultQuantization(*serving.quantization);
    if (settings.quantization.method == QuantMethod::Mxfp4) {
        settings.mxfp4Backend = mxfp4BackendFor(scenario.gpu, serving.vllmVersion);
        settings.mxfp4BackendLeftToInstall = mxfp4BackendLeftToInstall(scenario.gpu, serving.vllmVersion);
        // A log's "Using Marlin backend" (or the user) says which ran: on Hopper in 0.11.x the install
        // decides, and elsewhere VLLM_MXFP4_USE_MARLIN or LoRA can force Marlin. ROCm's own kernels
        // (Native) are not these two.
        if (serving.mxfp4Marlin && settings.mxfp4Backend != Mxfp4Backend::Native) {
            settings.mxfp4Backend = *serving.mxfp4Marlin ? Mxfp4Backend::Marlin : Mxfp4Backend::Triton;
            settings.mxfp4BackendLeftToInstall = false;
        }
    }
    settings.marlinKernels =
        scenario.gpu.usesMarlin() &&
        (settings.quantization.method == QuantMethod::Awq ||
         (settings.quantization.method == QuantMethod::Gptq && settings.quantization.symmetric &&
          (settings.quantization.bits == 4 || settings.quantization.bits == 8)));
}

} // namespace

ResolvedSettings resolveSettings(const Scenario& scenario, const AccountingRules& rules)
{
    const ServingConfig& serving = scenario.serving;
    ResolvedSettings settings;

    settings.utilizationDefaulted = !serving.gpuMemoryUtilization.has_value();
    settings.gpuMemoryUtilization = serving.gpuMemoryUtilization.value_or(rules.defaultUtilization);

    settings.maxModelLenDefaulted = !serving.maxModelLen.has_value();
    // vllm/config/model.py _get_and_verify_max_len; from 0.11.1 LongRoPE defaults to the original length.
    settings.maxModelLen = serving.maxModelLen.value_or(scenario.model.defaultMaxModelLen(rules.at(11, 1)));

    resolveBatchSettings(scenario, rules, settings);
    resolveCacheLayoutSettings(scenario, rules, settings);

    const DType checkpoint = serving.dtype.value_or(scenario.model.dtype);
    settings.modelDtype =
        serving.dtype ? *serving.dtype : runtimeDType(checkpoint, scenario.gpu.supportsBf16());
    settings.kvDtype = resolveKvDtype(scenario, rules, settings.modelDtype);

    resolveQuantizationSettings(scenario, settings);
    return settings;
}

} // namespace kvb
