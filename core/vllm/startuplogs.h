#pragma once

#include "base/result.h"
#include "budget/accountingrules.h"
#include "io/presets.h"
#include "model/scenario.h"

#include <QByteArray>

#include <optional>
#include <vector>

namespace kvb {

// What a real vLLM startup printed (GiB as logged, already rounded by vLLM).
struct LoggedFigures
{
    std::optional<double> weightsGiB;
    std::optional<double> nonTorchGiB;
    std::optional<double> activationGiB;
    std::optional<double> cudaGraphGiB;
    std::optional<double> availableKvGiB;
    std::optional<std::int64_t> numGpuBlocks;
    std::optional<std::int64_t> kvTokens;
    std::optional<double> maxConcurrency;
    std::optional<std::int64_t> concurrencyForTokens;
    std::optional<std::int64_t> estimatedMaxModelLen;
    std::optional<bool> started; // from the startup result, when the case says

    // The pool in tokens where the log gives it: "GPU KV cache size", or its blocks times the block size.
    // A start that failed counts too: V0's "... stored in KV cache (N)" is that same product.
    std::optional<std::int64_t> poolTokens(int blockSize) const
    {
        if (kvTokens)
            return kvTokens;
        if (numGpuBlocks.value_or(0) > 0)
            return *numGpuBlocks * blockSize;
        return std::nullopt;
    }
};

// One case of vllm-startup-logs.json (the shared schema): the launch settings and the figures.
struct LogCase
{
    QString id;
    QString sourceUrl;
    QString engine;      // "V0" or "V1"
    QString vllmVersion; // as logged, may be empty
    QString gpuModel;
    std::optional<double> gpuTotalGiB;
    int tensorParallelSize = 1;
    int pipelineParallelSize = 1;
    int dataParallelSize = 1;
    bool expertParallel = false;
    std::optional<std::int64_t> maxImagePixels; // mm_processor_kwargs max_pixels
    std::optional<int> limitImagesPerPrompt;    // limit_mm_per_prompt's "image", when logged
    bool videoLimitOpen = false;                // ... with "image" 0 and no "video" 0 (ServingConfig)
    std::optional<Runner> runner;               // "pooling (convert=embed)" and the like, when logged
    QString modelId;
    QString quantization;
    QString kvCacheDtype;
    std::optional<double> gpuMemoryUtilization;
    std::optional<std::int64_t> maxModelLen;
    // The excerpt does not show max_model_len and the launcher may have set it ("inputs_not_logged" in
    // the case's "kvbudget" annotation): the replay at the model's default is one end of a range
    // (unloggedinputs.h), not the launch.
    bool maxModelLenUnlogged = false;
    std::optional<std::int64_t> maxNumSeqs;
    std::optional<std::int64_t> maxNumBatchedTokens;
    std::optional<std::int64_t> blockSize;
    std::optional<bool> enforceEager;
    std::optional<bool> flashInferSampler; // from the raw log's sampler line, when it has one
    std::optional<bool> mxfp4Marlin;       // from the raw log's MXFP4 backend line, when it has one
    bool flashInferInstalled = false;      // the raw log's attention ran on FlashInfer (samplerFromInstall)
    std::optional<double> startupFreeGiB;  // "Free memory on device (F/T GiB) on startup", when logged
    QString date;                          // "2024-12-02"
    LoggedFigures reported;
    QString rawLog;
    // kvbudget's own annotation, for cases whose model_id is not a clean repository id:
    // {"kvbudget": {"model": "qwen2.5-7b-instruct", "quantization": "awq", "note": "..."}}.
    QString presetHint;
    QString quantizationHint;
    // The first field outside its range ("field \"max_model_len\" is 1e+308; ..."): the case is kept
    // in the list but scenarioForCase refuses it, so it is skipped with this reason, never scored.
    QString problem;
};

Result<std::vector<LogCase>> parseStartupLogCases(const QByteArray& json, const QString& origin);

// Where a case's own figures contradict each other (util x total - weights - activation - non-torch
// is not the logged KV memory, beyond the log's rounding), the contradiction; empty when they agree
// or the case does not log all of them.
QString inconsistencyOf(const LogCase& logCase, const AccountingRules& rules);

// The vLLM version a case ran: the logged one, else what its log formats pin down (the 0.6.4
// one-line profile, the 0.6.5 tabular and three-line ones, "# cuda blocks" from 0.7.3), else the newest
// release before the case's date for its engine.
VllmVersion versionForCase(const LogCase& logCase);

// The scenario a case describes, or an error saying why it cannot be planned (e.g. the model is not
// a preset). The GPU's total is the logged total where the log gives one.
Result<Scenario> scenarioForCase(const LogCase& logCase, const PresetCatalog& catalog);

// A GPU preset from a logged device name ("NVIDIA GeForce RTX 3090", "NVIDIA H100 80GB").
std::optional<GpuSpec> gpuForDeviceName(const QString& name, const PresetCatalog& catalog);

} // namespace kvb
