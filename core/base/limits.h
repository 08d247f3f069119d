#pragma once

#include "base/units.h"

#include <QtGlobal>

#include <cstdint>

namespace kvb {

// Physical and sanity bounds on what a user, a file or a log may say, named once. The engine's
// scenario validation, the flag table's help and the window's spin boxes all read these.
namespace limits {

inline constexpr Bytes kMaxGpuMemory = 16384 * GiB;                // no card has 16 TiB
inline constexpr int kMaxGpuCount = 100'000;                       // GPUs a deployment may have
inline constexpr int kMaxParallelSize = 1024;                      // tensor or pipeline parallel size
inline constexpr int kMaxDataParallelSize = 4096;                  // replicas
inline constexpr int kMaxNumSeqs = 1'000'000;                      // --max-num-seqs
inline constexpr std::int64_t kMaxBatchedTokens = 100'000'000;     // --max-num-batched-tokens
inline constexpr std::int64_t kMaxRequestTokens = 100'000'000;     // a request's prompt + output
inline constexpr int kMaxBlockSize = 4096;                         // tokens per KV block
inline constexpr double kMaxOverrideGiB = 1e6;                     // a GiB figure typed on a flag
inline constexpr std::int64_t kMaxImagePixels = 1'000'000'000'000; // --max-image-pixels
inline constexpr int kMaxImagesPerPrompt = 1'000'000;              // --limit-mm-per-prompt
inline constexpr std::int64_t kMaxRequests = 1'000'000;            // requests one simulation replays
inline constexpr qint64 kMaxLogBytes = 64 * MiB;                   // a pasted or read vLLM log
inline constexpr qint64 kMaxJsonFileBytes = 64 * MiB;              // a config.json or scenario file
inline constexpr double kMaxFlagInteger = 1e9;                     // an integer flag vLLM reads as int

} // namespace limits

} // namespace kvb
