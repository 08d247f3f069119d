#include "budget/defaults.h"

#include "budget/kvcache.h"

#include <algorithm>

namespace kvb {

BatchDefaults defaultBatchLimits(const GpuSpec& gpu)
{
    // arg_utils.py get_batch_defaults (#16158, #17885): large cards get bigger batches, except the
    // A100, whose 80 GB variant would otherwise qualify.
    const bool largeCard = gpu.totalBytes >= 70 * GiB && !gpu.name.contains(QLatin1String("A100"));
    if (largeCard)
        return {1024, 8192};
    return {256, 2048};
}

BatchDefaults defaultBatchLimits(const AccountingRules& rules, const VllmVersion& version, const GpuSpec& gpu,
                                 std::int64_t maxModelLen, bool chunkedPrefill)
{
    switch (rules.batchDefaults) {
    case BatchDefaultsRule::V0:
        // Without chunked prefill a whole prompt must fit in one batch; with it, 512 tokens (v0.5-0.6)
        // and 2048 later.
        if (chunkedPrefill)
            return {256, version < VllmVersion{0, 7, 0} ? 512 : 2048};
        return {256, std::max<std::int64_t>(maxModelLen, 2048)};
    case BatchDefaultsRule::V1Dec2024:
        return {1024, 2048};
    case BatchDefaultsRule::V1ByGpuSize:
        return defaultBatchLimits(gpu);
    }
    return {};
}

ResolvedSettings resolveSettings(const Scenario& scenario)
{
    return resolveSettings(scenario,
                           accountingRulesFor(scenario.serving.vllmVersion, scenario.serving.engine));
}

ResolvedSettings resolveSettings(const Scenario& scenario, const AccountingRules& rules)
{
    const ServingConfig& serving = scenario.serving;
    ResolvedSettings settings;

    settings.utilizationDefaulted = !serving.gpuMemoryUtilization.has_value();
    settings.gpuMemoryUtilization = serving.gpuMemoryUtilization.value_or(rules.defaultUtilization);

    settings.maxModelLenDefaulted = !serving.maxModelLen.has_value();
    settings.maxModelLen = serving.maxModelLen.value_or(scenario.model.maxPositionEmbeddings);

    // V1 always chunks prefills; V0 turns chunking on by itself for contexts over 32K.
    settings.chunkedPrefill =
        rules.engine == EngineKind::V1 || serving.enableChunkedPrefill.value_or(settings.maxModelLen > 32768);
    const BatchDefaults batch = defaultBatchLimits(rules, serving.vllmVersion, scenario.gpu,
                                                   settings.maxModelLen, settings.chunkedPrefill);
    settings.maxNumSeqsDefaulted = !serving.maxNumSeqs.has_value();
    settings.maxNumSeqs = serving.maxNumSeqs.value_or(batch.maxNumSeqs);
    settings.maxNumBatchedTokensDefaulted = !serving.maxNumBatchedTokens.has_value();
    if (serving.maxNumBatchedTokens) {
        settings.maxNumBatchedTokens = *serving.maxNumBatchedTokens;
    } else if (rules.engine == EngineKind::V1) {
        // The default is capped at max_num_seqs x max_model_len (a tiny context needs no big batch).
        settings.maxNumBatchedTokens = std::min<std::int64_t>(
            batch.maxNumBatchedTokens, std::int64_t{settings.maxNumSeqs} * settings.maxModelLen);
    } else {
        settings.maxNumBatchedTokens = batch.maxNumBatchedTokens;
    }
    // The profiling forward pass covers one full batch.
    settings.profiledTokens = settings.maxNumBatchedTokens;

    settings.blockSizeDefaulted = !serving.blockSize.has_value();
    settings.blockSize =
        serving.blockSize.value_or(defaultBlockSizeFor(scenario.model, scenario.gpu.computeCapability));
    settings.disableHybridKvCacheManager = serving.disableHybridKvCacheManager;
    // vLLM profiles as many images per prompt as --limit-mm-per-prompt allows (1 by default here).
    settings.imagesPerPrompt = scenario.model.vision.active() ? serving.limitImagesPerPrompt.value_or(1) : 0;
    settings.maxImagePixels = serving.maxImagePixels.value_or(scenario.model.vision.maxPixels);

    const DType checkpoint = serving.dtype.value_or(scenario.model.dtype);
    settings.modelDtype =
        serving.dtype ? *serving.dtype : runtimeDType(checkpoint, scenario.gpu.supportsBf16());

    switch (serving.kvCacheDtype) {
    case KvCacheDtype::Auto:
        settings.kvDtype = settings.modelDtype;
        break;
    case KvCacheDtype::BFloat16:
        settings.kvDtype = DType::BFloat16;
        break;
    case KvCacheDtype::Float16:
        settings.kvDtype = DType::Float16;
        break;
    case KvCacheDtype::Fp8:
    case KvCacheDtype::Fp8E4M3:
        settings.kvDtype = DType::Float8E4M3;
        break;
    case KvCacheDtype::Fp8E5M2:
        settings.kvDtype = DType::Float8E5M2;
        break;
    }

    // A checkpoint's own quantization wins; `--quantization X` on an unquantized checkpoint is the
    // what-if "the same model, quantized with X", using that scheme's common defaults.
    if (scenario.model.quantization.isQuantized())
        settings.quantization = scenario.model.quantization;
    else if (serving.quantization && *serving.quantization != QuantMethod::None)
        settings.quantization = defaultQuantization(*serving.quantization);
    settings.mxfp4MarlinFallback = settings.quantization.method == QuantMethod::Mxfp4 &&
                                   scenario.gpu.computeCapability < 10.0 &&
                                   serving.vllmVersion < VllmVersion{0, 11, 0};
    settings.marlinKernels =
        scenario.gpu.usesMarlin() &&
        (settings.quantization.method == QuantMethod::Awq ||
         (settings.quantization.method == QuantMethod::Gptq && settings.quantization.symmetric &&
          (settings.quantization.bits == 4 || settings.quantization.bits == 8)));
    return settings;
}

} // namespace kvb
