#pragma once

#include "presets.h"
#include "result.h"
#include "scenario.h"

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
    QString modelId;
    QString quantization;
    QString kvCacheDtype;
    std::optional<double> gpuMemoryUtilization;
    std::optional<std::int64_t> maxModelLen;
    std::optional<std::int64_t> maxNumSeqs;
    std::optional<std::int64_t> maxNumBatchedTokens;
    std::optional<std::int64_t> blockSize;
    std::optional<bool> enforceEager;
    LoggedFigures reported;
    QString rawLog;
};

Result<std::vector<LogCase>> parseStartupLogCases(const QByteArray& json, const QString& origin);

// The scenario a case describes, or an error saying why it cannot be planned (e.g. the model is not
// a preset). The GPU's total is the logged total where the log gives one.
Result<Scenario> scenarioForCase(const LogCase& logCase, const PresetCatalog& catalog);

// A GPU preset from a logged device name ("NVIDIA GeForce RTX 3090", "NVIDIA H100 80GB").
std::optional<GpuSpec> gpuForDeviceName(const QString& name, const PresetCatalog& catalog);

} // namespace kvb
