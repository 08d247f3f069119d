#include "report/bandtext.h"

#include "base/units_format.h"
#include "budget/band.h"
#include "budget/fittedconstants.h"

#include <QCoreApplication>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Band)
};

QString width(const BandTerm& t)
{
    return bandWidthText(t.low, t.high);
}

QString groupOf(const BandTerm& t)
{
    return t.fitGroupOrFormat >= 0 && t.fitGroupOrFormat < static_cast<int>(FitGroup::Count)
               ? fitGroupLabel(static_cast<FitGroup>(t.fitGroupOrFormat))
               : QString();
}

QString formatOf(const BandTerm& t)
{
    return t.fitGroupOrFormat >= 0 && t.fitGroupOrFormat < static_cast<int>(WeightClass::Count)
               ? weightClassLabel(static_cast<WeightClass>(t.fitGroupOrFormat))
               : QString();
}

QString fittedReason(const BandTerm& t)
{
    switch (t.source) {
    case BandSource::FittedTerms:
        return (t.cases >= kConformalLogs
                    ? Text::tr("%1: wide enough for 9 unseen logs in 10, by %2 public logs' leave-one-out "
                               "errors for %3 (%4 × the estimated overhead + 0.25 GiB)")
                    : Text::tr("%1: the largest of %2 public logs' leave-one-out errors for %3 "
                               "(%4 × the estimated overhead + 0.25 GiB)"))
            .arg(width(t))
            .arg(t.cases)
            .arg(groupOf(t))
            .arg(formatFixed(t.share, 2));
    case BandSource::FewLogs:
        return Text::tr("%1: only %2 public logs for %3, so their spread is doubled "
                        "(%4 × the estimated overhead + 0.25 GiB)")
            .arg(width(t))
            .arg(t.cases)
            .arg(groupOf(t))
            .arg(formatFixed(t.share, 2));
    case BandSource::PooledLogs:
        return Text::tr("%1: too few public logs for %2 to bound 9 unseen logs in 10 by themselves, so "
                        "the bound of all %3 public logs' leave-one-out errors (%4 × the estimated "
                        "overhead + 0.25 GiB)")
            .arg(width(t), groupOf(t))
            .arg(t.cases)
            .arg(formatFixed(t.share, 2));
    case BandSource::NoLogs:
        return Text::tr("%1: no public log for %2, so the widest group's spread, doubled "
                        "(%3 × the estimated overhead + 0.25 GiB)")
            .arg(width(t), groupOf(t))
            .arg(formatFixed(t.share, 2));
    default:
        return {};
    }
}

QString reason(const BandTerm& t)
{
    switch (t.source) {
    case BandSource::FittedTerms:
    case BandSource::FewLogs:
    case BandSource::PooledLogs:
    case BandSource::NoLogs:
        return fittedReason(t);
    case BandSource::Weights:
        if (t.unauditedLayout)
            return Text::tr("%1: the public %2 logs ran other MoE backends; how this card's backend lays the "
                            "experts out is not audited, so the widest format's miss, doubled (%3% of the "
                            "weights)")
                .arg(width(t), formatOf(t))
                .arg(formatFixed(t.share * 100, 1));
        if (t.cases == 0)
            return Text::tr("%1: no public log prints the loaded weights of %2 checkpoints, so the widest "
                            "format's miss, doubled (%3% of the weights)")
                .arg(width(t), formatOf(t))
                .arg(formatFixed(t.share * 100, 1));
        return (t.cases >= kConformalLogs
                    ? Text::tr("%1: counted %2 weights miss vLLM's \"Model loading took\" by up to %3% "
                               "(a bound for 9 logs in 10, from %4 public logs%5)")
                    : Text::tr("%1: counted %2 weights miss vLLM's \"Model loading took\" by up to %3% "
                               "(the largest miss of %4 public logs%5)"))
            .arg(width(t), formatOf(t))
            .arg(formatFixed(t.share * 100, 1))
            .arg(t.cases)
            .arg(t.cases < kFewLogs ? Text::tr(", doubled for so few") : QString());
    case BandSource::SamplerKernel:
        return Text::tr(
                   "%1: this release samples with FlashInfer when it is installed (the Docker image) and "
                   "with torch's sort otherwise (pip); FlashInfer's warm-up is smaller, the pool larger "
                   "(VLLM_USE_FLASHINFER_SAMPLER, --flashinfer-sampler)")
            .arg(width(t));
    case BandSource::Mxfp4Install:
        return Text::tr("%1: on Hopper this release loads MXFP4 experts through Triton when the install has "
                        "triton_kernels (the Docker image) and through Marlin otherwise (pip), whose layout "
                        "is larger and the pool smaller")
            .arg(width(t));
    case BandSource::VisionEncoder:
        return Text::tr("%1: the vision encoder's bytes per patch rest on few public logs: half its peak "
                        "either way")
            .arg(width(t));
    case BandSource::Calibrated:
        return Text::tr("%1: measured from your vLLM log; only its rounding remains").arg(width(t));
    case BandSource::FixedOverhead:
        return Text::tr("%1: the overhead is the value you set, not an estimate; only its rounding remains")
            .arg(width(t));
    case BandSource::FixedKvCache:
        return Text::tr("none: --kv-cache-memory fixes the pool, nothing is profiled");
    case BandSource::UnmodelledPath:
        return Text::tr("%1: vLLM 0.2.4 ran this MoE model's experts through MegaBlocks, whose profiling "
                        "buffers kvbudget does not model; the one public log of that path shows them "
                        "taking the whole pool, so it may be anywhere down to none")
            .arg(width(t));
    case BandSource::UnloggedInput:
        return Text::tr(
                   "%1: the log does not show max_model_len; anywhere from 2,048 to the model's default, "
                   "vLLM would have profiled a different batch, so the band spans both ends")
            .arg(width(t));
    }
    return {};
}

} // namespace

QString bandWidthText(Bytes low, Bytes high)
{
    if (low == high)
        return Text::tr("±%1").arg(formatGiB(low));
    return Text::tr("−%1/+%2").arg(formatGiB(low), formatGiB(high));
}

QStringList bandReasons(const Plan& plan)
{
    QStringList reasons;
    for (const BandTerm& t : plan.band.terms)
        if (const QString r = reason(t); !r.isEmpty())
            reasons << r;
    return reasons;
}

QString undecidableVerdictNote(const Plan& plan)
{
    if (!plan.band.verdictUndecidable)
        return {};
    return Text::tr("Undecidable: vLLM starts or refuses depending on terms the evidence cannot pin down "
                    "(the KV pool may be anywhere from %1 to %2)")
        .arg(formatGiB(plan.band.kvCacheLow), formatGiB(plan.band.kvCacheHigh));
}

} // namespace kvb
