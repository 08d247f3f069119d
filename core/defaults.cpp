#include "defaults.h"

#include <algorithm>

namespace kvb {

double defaultGpuMemoryUtilization(const VllmVersion& version)
{
    // v0.21.0 (#38284) raised the default from 0.90 to 0.92 when CUDA graphs entered the budget.
    return version >= VllmVersion{0, 21, 0} ? 0.92 : 0.90;
}

BatchDefaults defaultBatchLimits(const GpuSpec& gpu)
{
    // arg_utils.py get_batch_defaults (#16158, #17885): large cards get bigger batches, except the
    // A100, whose 80 GB variant would otherwise qualify.
    const bool largeCard = gpu.totalBytes >= 70 * GiB && !gpu.name.contains(QLatin1String("A100"));
    if (largeCard)
        return {1024, 8192};
    return {256, 2048};
}

int defaultBlockSize()
{
    return 16; // CacheConfig.DEFAULT_BLOCK_SIZE
}

ResolvedSettings resolveSettings(const Scenario& scenario)
{
    const ServingConfig& serving = scenario.serving;
    ResolvedSettings settings;

    settings.utilizationDefaulted = !serving.gpuMemoryUtilization.has_value();
    settings.gpuMemoryUtilization =
        serving.gpuMemoryUtilization.value_or(defaultGpuMemoryUtilization(serving.vllmVersion));

    settings.maxModelLenDefaulted = !serving.maxModelLen.has_value();
    settings.maxModelLen = serving.maxModelLen.value_or(scenario.model.maxPositionEmbeddings);

    const BatchDefaults batch = defaultBatchLimits(scenario.gpu);
    settings.maxNumSeqsDefaulted = !serving.maxNumSeqs.has_value();
    settings.maxNumSeqs = serving.maxNumSeqs.value_or(batch.maxNumSeqs);
    settings.maxNumBatchedTokensDefaulted = !serving.maxNumBatchedTokens.has_value();
    if (serving.maxNumBatchedTokens) {
        settings.maxNumBatchedTokens = *serving.maxNumBatchedTokens;
    } else {
        // The default is capped at max_num_seqs x max_model_len (a tiny context needs no big batch).
        settings.maxNumBatchedTokens =
            std::min<std::int64_t>(batch.maxNumBatchedTokens, std::int64_t{settings.maxNumSeqs} * settings.maxModelLen);
    }

    settings.blockSizeDefaulted = !serving.blockSize.has_value();
    settings.blockSize = serving.blockSize.value_or(defaultBlockSize());

    const DType checkpoint = serving.dtype.value_or(scenario.model.dtype);
    settings.modelDtype = serving.dtype ? *serving.dtype : runtimeDType(checkpoint, scenario.gpu.supportsBf16());

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
    settings.marlinKernels = scenario.gpu.usesMarlin() &&
                             (settings.quantization.method == QuantMethod::Awq ||
                              (settings.quantization.method == QuantMethod::Gptq && settings.quantization.symmetric &&
                               (settings.quantization.bits == 4 || settings.quantization.bits == 8)));
    return settings;
}

} // namespace kvb
