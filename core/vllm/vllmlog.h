#pragma once

#include "base/result.h"
#include "vllm/startuplogs.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace kvb {

// What a pasted vLLM startup log says about memory, in every format of docs/vllm-accounting.md §9:
// V0 "Loading model weights took", the one-line (0.6.4) and three-line (0.6.5+) profiling results,
// V1 "Model loading took", "Available KV cache memory", "GPU KV cache size", "Maximum concurrency",
// "# GPU/CUDA/cuda blocks", the CUDA-graph lines, the #21489 breakdown, and vLLM's startup errors.
struct ParsedVllmLog
{
    LoggedFigures figures;
    std::optional<double> totalGiB;        // total_gpu_memory / "Free memory on device (F/T GiB)"
    std::optional<double> utilization;     // gpu_memory_utilization
    std::optional<double> requestedGiB;    // "the current vLLM instance can use ... = R GiB"
    std::optional<double> startupFreeGiB;  // the F of "Free memory on device (F/T GiB)"
    std::optional<double> peakTorchGiB;    // 0.6.4's peak_torch_memory (weights + activation)
    std::optional<double> initialUsageGiB; // 0.6.4's initial_memory_usage
    std::optional<std::int64_t> cpuBlocks;
    std::optional<std::int64_t> maxModelLen; // from the concurrency line or an error
    std::optional<double> kvNeededGiB;       // from the max-seq-len error
    std::optional<bool> mxfp4Marlin;         // mxfp4.py's "Using Marlin backend" or "Using Triton backend"
    std::optional<bool> flashInferSampler;   // "Using FlashInfer for top-p & top-k sampling" or the fallback
    bool flashInferInstalled = false;        // FlashInfer ran the attention ("Using FlashInfer backend")
    QString error;      // "insufficient_free_memory", "no_memory_for_cache_blocks", "max_model_len_too_large"
    QString formatHint; // the era its formats point to, e.g. "V0 0.6.4 (one-line profiling results)"
    std::optional<VllmVersion> versionHint;
    std::optional<EngineKind> engineHint;
    QStringList recognized; // "line 3: Available KV cache memory: 54.88 GiB"
    QStringList problems;   // "line 7: 'Available KV cache memory' without a readable number"

    bool empty() const { return recognized.isEmpty(); }
};

// Reads every line it can; lines that look like a known format but cannot be read are reported in
// `problems`, never fatal. An error only when nothing at all was recognised.
// A figure out of its physical range (a utilization of 0, 14333333333333 blocks, a NaN) is an
// error naming it: checkLoggedFigures (vllmlogcheck.cpp) runs on every parsed log.
Result<ParsedVllmLog> parseVllmLog(const QString& text);

// The first logged figure outside its range ("the log's # GPU blocks is ...; the allowed range is 0 to
// ..."), or empty.
QString checkLoggedFigures(const ParsedVllmLog& log);

} // namespace kvb
