#pragma once

#include "budget/plan.h"
#include "model/scenario.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace kvb {

// Which of vLLM's architecture-specific serving flags change anything for a model, so that the
// dashboard offers only those (and says why the others are off).
struct ArchitectureFlagRelevance
{
    bool hybridKvCacheManager = false; // sliding-window and full-attention layers side by side
    bool expertParallel = false;       // mixture of experts: --enable-expert-parallel, --data-parallel-size
    bool imageLimit = false;           // a vision encoder that vLLM profiles with images
    bool imagePixels = false;          // ... whose processor resizes images up to max_pixels
};

ArchitectureFlagRelevance architectureFlagRelevance(const ModelSpec& model);

// Clears the architecture flags that do not apply to the scenario's model, so that a flag set for one
// model (the image limit of a VL model) is not carried, unseen, into a plan for another.
void clearInapplicableArchitectureFlags(Scenario& scenario);

// Where one GPU's charged memory ends along its memory bar (weights, non-torch, activation peak and,
// where charged, CUDA graphs): at startup, and as it would with the text-only activation peak.
struct StartupPeakMarker
{
    int rank = 0;
    Bytes steadyEnd = 0; // with the text-only activation peak (steady serving)
    Bytes peakEnd = 0;   // with the profiling activation peak (the encoder on the largest images)
};

// A vision model's startup peak: vLLM's profiling run feeds the encoder the largest images a batch may
// carry, which can need far more memory than serving text ever does (the GPUStack seed). The pool is
// what is left under the ceiling after that peak, so the peak decides whether vLLM starts.
struct StartupPeak
{
    bool shown = false;         // a vision encoder whose profiling peak exceeds the text peak
    Bytes startupBytes = 0;     // Plan::startupPeakBytes (worst GPU)
    Bytes steadyStateBytes = 0; // the same with the text-only activation peak
    std::int64_t images = 0;    // images the profiling run feeds the encoder
    std::int64_t patchesPerImage = 0;
    // vLLM refuses to start, and would start were the profiling run text-only
    // (--limit-mm-per-prompt '{"image": 0}'): the startup peak is what makes it refuse.
    bool decidesVerdict = false;
    std::int64_t textOnlyKvTokens = 0;      // the KV cache size text-only, when decidesVerdict
    std::vector<StartupPeakMarker> markers; // one per GPU rank, in rank order
};

// Empty (shown = false) for text models, overridden activation figures and --kv-cache-memory.
// Plans the scenario once more, text-only, when vLLM refuses.
StartupPeak startupPeak(const Scenario& scenario, const Plan& plan);

// "vLLM refuses because of the startup peak: 31.20 GiB ..." — the banner's and the CLI's sentence;
// empty when the peak is not shown.
QString startupPeakNote(const StartupPeak& peak);

} // namespace kvb
