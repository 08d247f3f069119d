#include "budget/band.h"

#include <algorithm>

namespace kvb {

bool profilesUnmodelledPath(const AccountingRules& rules, const ModelSpec& model)
{
    // Only 0.2.4 shipped the MegaBlocks path (#2011, 2023-12-11); #2090 (2023-12-13) replaced it with
    // whole experts per rank just before the 0.2.5 bump. Mixtral was the only MoE family vLLM ran then.
    return model.moe.active() && model.modelType == u"mixtral" && rules.version >= VllmVersion{0, 2, 4} &&
           rules.version < VllmVersion{0, 2, 5};
}

Bytes estimatedOverhead(const Scenario& s, const Plan& plan)
{
    const OverheadOverrides& o = s.serving.overrides;
    const MemoryTerms& m = plan.memory;
    return (o.nonTorch ? 0 : m.nonTorch) + (o.activation ? 0 : m.activation) +
           (m.graphsCharged && !o.cudaGraph ? m.cudaGraph : 0) +
           (m.contextAndOthersCharged ? m.cudaContext : 0);
}

namespace {

// The width the group's residuals give, or (no logs) the widest group's, doubled.
BandTerm fittedTerm(const FittedConstants& k, FitGroup group, Bytes estimated)
{
    const int g = static_cast<int>(group);
    BandTerm term{BandSource::FittedTerms, 0, 0, k.bandCases[g]};
    const double scale = static_cast<double>(estimated + kBandBase);
    double share = k.bandShare[g];
    if (k.bandCases[g] == 0) {
        for (int i = 0; i < static_cast<int>(FitGroup::Count); ++i)
            if (k.bandCases[i] > 0)
                share = std::max(share, k.bandShare[i]);
        share *= 2;
        term.source = BandSource::NoLogs;
    } else if (k.bandCases[g] < kConformalLogs) {
        if (k.bandCases[g] < kFewLogs) {
            share *= 2;
            term.source = BandSource::FewLogs;
        }
        // Below kConformalLogs the group's own bound covers only about n / (n + 1) of unseen logs; the
        // bound of every group's residuals together is the one with enough logs to carry 9 in 10, so
        // it is the floor. Its unit (a share of each plan's own estimated overhead) is common to all.
        if (k.pooledBandShare > share) {
            share = k.pooledBandShare;
            term.source = BandSource::PooledLogs;
            term.cases = k.pooledBandCases;
        }
    }
    const auto half = static_cast<Bytes>(share * scale);
    term.low = term.high = half;
    term.share = share;
    term.fitGroupOrFormat = g;
    return term;
}

// How far counted weights miss vLLM's "Model loading took" for this format, or (no logs) the widest
// format's, doubled. An MXFP4 layout kvbudget has not audited (Mxfp4Backend::Native: SM100, ROCm) has
// no logs behind it: the format's logs are all Marlin and Triton layouts.
BandTerm weightsTerm(const FittedConstants& k, const ResolvedSettings& settings, Bytes weights)
{
    const WeightClass wc = weightClassOf(settings.quantization.method);
    const int w = static_cast<int>(wc);
    const bool unaudited = wc == WeightClass::Fp4 && settings.mxfp4Backend == Mxfp4Backend::Native;
    const int cases = unaudited ? 0 : k.weightsCases[w];
    BandTerm term{BandSource::Weights, 0, 0, cases};
    double share = k.weightsShare[w];
    if (cases == 0) {
        for (int i = 0; i < static_cast<int>(WeightClass::Count); ++i)
            share = std::max(share, k.weightsShare[i]);
        share *= 2;
    } else if (cases < kFewLogs) {
        share *= 2;
    }
    term.low = term.high = static_cast<Bytes>(share * static_cast<double>(weights));
    term.share = share;
    term.fitGroupOrFormat = w;
    term.unauditedLayout = unaudited;
    return term;
}

// The counted weights' miss, and where the install decides the MXFP4 layout (Hopper, 0.11.x), Marlin's
// larger one: a smaller pool only.
void addWeightsTerms(const FittedConstants& k, const Plan& plan, UncertaintyBand& band)
{
    band.terms.push_back(weightsTerm(k, plan.settings, plan.memory.weights));
    if (plan.mxfp4MarlinExtraWeights > 0)
        band.terms.push_back({BandSource::Mxfp4Install, plan.mxfp4MarlinExtraWeights, 0, 0});
}

} // namespace

UncertaintyBand bandTermsFor(const Scenario& s, const Plan& plan, const FittedConstants& k, FitGroup group)
{
    UncertaintyBand band;
    const ServingConfig& c = s.serving;
    if (c.kvCacheMemoryBytes) {
        band.terms.push_back({BandSource::FixedKvCache, 0, 0, 0});
        return band;
    }
    const Bytes rounding = fromGiB(0.01);
    if (plan.calibrated) {
        band.terms.push_back({BandSource::Calibrated, rounding, rounding, 0});
    } else if (c.overrides.total) {
        // A whole overhead the user set leaves nothing estimated but the weights, if they were counted.
        band.terms.push_back({BandSource::FixedOverhead, rounding, rounding, 0});
        if (!c.overrides.weights)
            addWeightsTerms(k, plan, band);
    } else {
        band.terms.push_back(fittedTerm(k, group, estimatedOverhead(s, plan)));
        if (!c.overrides.weights)
            addWeightsTerms(k, plan, band);
        const ActivationEstimate& a = plan.ranks[static_cast<std::size_t>(plan.worstRank)].activation;
        // The install decides the sampler kernel: FlashInfer's peak is lower, the pool larger.
        if (!c.overrides.activation && a.alternativePeak < a.peak)
            band.terms.push_back({BandSource::SamplerKernel, 0, a.peak - a.alternativePeak, 0});
        // The encoder's bytes per patch rest on few logs: half of its peak either way when it decides.
        if (!c.overrides.activation && a.encoderPeak > 0 && a.encoderPeak >= a.textPeak())
            band.terms.push_back({BandSource::VisionEncoder, a.encoderPeak / 2, a.encoderPeak / 2, 0});
        // Buffers nothing estimates may take whatever the other terms leave: down to no pool, not below.
        if (!c.overrides.activation && profilesUnmodelledPath(plan.rules, s.model)) {
            Bytes othersLow = 0;
            for (const BandTerm& t : band.terms)
                othersLow += t.low;
            // Kept (at zero width) where the other terms already reach below no pool: the plan still
            // says which path it cannot estimate.
            band.terms.push_back(
                {BandSource::UnmodelledPath, std::max<Bytes>(0, plan.memory.kvCache - othersLow), 0, 1});
        }
    }
    for (const BandTerm& t : band.terms) {
        band.lowBytes += t.low;
        band.highBytes += t.high;
    }
    band.bandBytes = std::max(band.lowBytes, band.highBytes);
    return band;
}

} // namespace kvb
