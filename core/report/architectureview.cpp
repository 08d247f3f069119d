#include "report/architectureview.h"

#include "base/units_format.h"
#include "budget/engine.h"

#include <QCoreApplication>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::ArchitectureView)
};

} // namespace

ArchitectureFlagRelevance architectureFlagRelevance(const ModelSpec& model)
{
    ArchitectureFlagRelevance r;
    // Without the hybrid manager vLLM gives sliding layers the whole context, like full ones; a model
    // whose layers all slide (Mistral-7B-v0.1) or that mixes Mamba and attention does not change.
    r.hybridKvCacheManager =
        model.countLayers(LayerType::SlidingWindow) > 0 && model.countLayers(LayerType::FullAttention) > 0;
    r.expertParallel = model.moe.active();
    r.imageLimit = model.vision.active();
    // Fixed-size encoders (Gemma 3's SigLIP at 896 x 896) resize every image to one size.
    r.imagePixels = model.vision.active() && model.vision.maxPixels > 0;
    return r;
}

void clearInapplicableArchitectureFlags(Scenario& s)
{
    const ArchitectureFlagRelevance r = architectureFlagRelevance(s.model);
    ServingConfig& c = s.serving;
    if (!r.hybridKvCacheManager)
        c.disableHybridKvCacheManager = false;
    if (!r.expertParallel) {
        c.enableExpertParallel = false;
        c.dataParallelSize = 1;
    }
    if (!r.imageLimit)
        c.limitImagesPerPrompt.reset();
    if (!r.imagePixels)
        c.maxImagePixels.reset();
}

StartupPeak startupPeak(const Scenario& s, const Plan& plan)
{
    StartupPeak peak;
    const OverheadOverrides& o = s.serving.overrides;
    // A measured activation (or a total overhead) replaces the estimate the encoder run is part of.
    if (!s.model.vision.active() || plan.verdict == Verdict::InvalidInput || plan.ranks.empty() ||
        o.activation || o.total || s.serving.kvCacheMemoryBytes)
        return peak;
    const RankPlan& worst = plan.ranks.at(static_cast<std::size_t>(plan.worstRank));
    const ActivationEstimate& a = worst.activation;
    if (a.encoderPeak <= a.textPeak())
        return peak;

    peak.shown = true;
    peak.startupBytes = plan.startupPeakBytes;
    peak.steadyStateBytes = plan.startupPeakBytes - worst.memory.activation + plan.steadyStateActivationBytes;
    peak.images = a.encoderImages;
    peak.patchesPerImage = a.encoderPatchesPerImage;
    for (const RankPlan& rank : plan.ranks) {
        if (rank.activation.encoderPeak <= rank.activation.textPeak())
            continue;
        const MemoryTerms& m = rank.memory;
        const Bytes peakEnd = m.weights + m.nonTorch + m.activation + (m.graphsCharged ? m.cudaGraph : 0);
        peak.markers.push_back({rank.rank, peakEnd - m.activation + rank.activation.textPeak(), peakEnd});
    }

    // Only the KV checks after profiling depend on the activation peak.
    if (plan.verdict == Verdict::NoMemoryForCacheBlocks || plan.verdict == Verdict::MaxModelLenTooLarge) {
        Scenario textOnly = s;
        textOnly.serving.limitImagesPerPrompt = 0;
        const Plan text = computePlan(textOnly);
        peak.decidesVerdict = text.fits();
        if (peak.decidesVerdict)
            peak.textOnlyKvTokens = text.kvTokens;
    }
    return peak;
}

QString startupPeakNote(const StartupPeak& peak)
{
    if (!peak.shown)
        return {};
    const QString images = Text::tr("%Ln image(s)", nullptr, static_cast<int>(peak.images));
    const QString peakText = Text::tr("startup peak %1 (the vision encoder on %2 of %3 patches) against %4 "
                                      "in steady serving")
                                 .arg(formatGiB(peak.startupBytes), images, formatCount(peak.patchesPerImage),
                                      formatGiB(peak.steadyStateBytes));
    if (!peak.decidesVerdict)
        return Text::tr("Vision model: %1.").arg(peakText);
    return Text::tr(
               "vLLM refuses because of the %1. Text only (--limit-mm-per-prompt '{\"image\": 0}') it would "
               "start with %2 KV tokens.")
        .arg(peakText, formatCount(peak.textOnlyKvTokens));
}

} // namespace kvb
