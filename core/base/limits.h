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
// A simulation's arrivals: a trace's arrival_s (seconds from its start) and a Poisson rate. A year of
// traffic is far longer than any trace one replays to size KV; a rate below one request per 1,000 s
// leaves the server idle between requests (nothing to learn about KV pressure), and together they keep
// the simulated clock a readable figure instead of a 300-digit one.
inline constexpr double kMaxArrivalSeconds = 365.0 * 24 * 3600; // 31,536,000 s
inline constexpr double kMinArrivalRate = 0.001;                // requests per second
inline constexpr double kMaxArrivalRate = 1e9;                  // requests per second
inline constexpr qint64 kMaxLogBytes = 64 * MiB;                // a pasted or read vLLM log
inline constexpr qint64 kMaxJsonFileBytes = 64 * MiB;           // a config.json or scenario file
inline constexpr double kMaxFlagInteger = 1e9;                  // an integer flag vLLM reads as int
inline constexpr qint64 kMaxTraceBytes = 256 * MiB;             // a request trace (CSV)
inline constexpr int kMaxJsonDepth = 1024;                      // nesting QJsonDocument accepts
// A re-pack (fleet --repack, the GPUs tab's proposals) weighs each deployment it places on every set of
// healthy cards it could run on (C(healthy, TP x PP) per deployment), several times over, and packs the
// cards each try touches, which costs more the more tenants a card holds. These two keep its worst case
// to a few seconds on two cores (README "Limits and bad input").
inline constexpr std::int64_t kMaxRepackPlacements = 1000;
inline constexpr int kMaxRepackDeploymentsPerGpu = 16;

// A model's shapes (config.json, a scenario's model). Each is far above any published model and small
// enough that no product of them in core overflows 64 bits (parameter counts, KV bytes per token,
// state bytes); the derived totals below are checked once more after the import.
inline constexpr std::int64_t kMaxConfigInteger = 4'194'304; // a model dimension in config.json
inline constexpr std::int64_t kMaxConfigDimension = 262'144; // a layer part's (experts, MLA, vision)
inline constexpr std::int64_t kMaxConfigLength = std::int64_t{1} << 40; // a length field, read as int64
inline constexpr int kMaxLayers = 4096;                                 // num_hidden_layers
inline constexpr int kMaxHiddenSize = 131'072;                          // hidden_size
inline constexpr int kMaxAttentionHeads = 4096;            // num_attention_heads, num_key_value_heads
inline constexpr int kMaxHeadDim = 8192;                   // head_dim
inline constexpr int kMaxIntermediateSize = 262'144;       // intermediate_size, an expert's width
inline constexpr int kMaxVocabSize = 2'097'152;            // vocab_size
inline constexpr int kMaxExperts = 2048;                   // routed experts
inline constexpr std::int64_t kMaxStateDimension = 16'384; // a Mamba head count, head dim, state size
inline constexpr double kMaxExpand = 64;                   // Mamba's expand
inline constexpr std::int64_t kMaxPositionEmbeddings = std::int64_t{1} << 32; // max_position_embeddings
inline constexpr double kMinRotaryFactor = 0;                 // partial_rotary_factor, exclusive
inline constexpr double kMaxRotaryFactor = 1;                 // partial_rotary_factor, inclusive
inline constexpr double kMaxParameters = 1e14;                // 100 trillion parameters
inline constexpr Bytes kMaxKvBytesPerToken = 64 * MiB;        // every layer's K and V for one token
inline constexpr Bytes kMaxStateBytesPerRequest = 1024 * GiB; // a Mamba model's constant state

// What a vLLM log may say (its figures are GiB with two decimals, counts are integers).
inline constexpr std::int64_t kMaxLoggedBlocks = 1'000'000'000'000; // # GPU blocks
inline constexpr std::int64_t kMaxLoggedTokens = 1'000'000'000'000; // GPU KV cache size, lengths

} // namespace limits

} // namespace kvb
