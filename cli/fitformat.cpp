#include "cli/fitformat.h"

#include "base/units_format.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <fmt/format.h>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::FitFormat)
};

std::string u8(const QString& text)
{
    return text.toStdString();
}

QJsonValue optional(const std::optional<double>& v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}

QJsonValue optional(const std::optional<bool>& v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}

} // namespace

QString fitGroupName(FitGroup group)
{
    switch (group) {
    case FitGroup::V1:
        return QStringLiteral("v1");
    case FitGroup::V1Parallel:
        return QStringLiteral("v1_parallel");
    case FitGroup::V1Nccl:
        return QStringLiteral("v1_nccl");
    case FitGroup::V0:
        return QStringLiteral("v0");
    case FitGroup::V0Parallel:
        return QStringLiteral("v0_parallel");
    case FitGroup::TotalUsed:
        return QStringLiteral("total_used");
    case FitGroup::TorchPeak:
        return QStringLiteral("torch_peak");
    case FitGroup::Rocm:
        return QStringLiteral("rocm");
    case FitGroup::Unified:
        return QStringLiteral("unified_memory");
    case FitGroup::Count:
        break;
    }
    return {};
}

QJsonObject crossValidationToJson(const CrossValidation& cv)
{
    QJsonArray perCase;
    for (const CrossValidatedCase& c : cv.cases)
        perCase.append(QJsonObject{
            {QLatin1String("id"), c.id},
            {QLatin1String("group"), fitGroupName(c.group)},
            {QLatin1String("metric"), c.tokens ? QStringLiteral("tokens") : QStringLiteral("GiB")},
            {QLatin1String("logged"), c.logged},
            {QLatin1String("predicted"), c.predicted},
            {QLatin1String("band_low"), c.low},
            {QLatin1String("band_high"), c.high},
            {QLatin1String("abs_error"), optional(c.error)},
            {QLatin1String("in_band"), c.inBand},
            {QLatin1String("starts_logged"), optional(c.startedLogged)},
            {QLatin1String("starts_predicted"), c.startedPredicted},
            {QLatin1String("undecidable"), c.undecidable},
            {QLatin1String("verdict_right"), optional(c.verdictRight())}});
    return QJsonObject{{QLatin1String("cases"), cv.scored},
                       {QLatin1String("median_abs_error"), cv.medianAbsError},
                       {QLatin1String("p90_abs_error"), cv.p90AbsError},
                       {QLatin1String("max_abs_error"), cv.maxAbsError},
                       {QLatin1String("worst_case"), cv.worstCase},
                       {QLatin1String("verdicts_right"), cv.verdictsRight},
                       {QLatin1String("verdicts_total"), cv.verdictsTotal},
                       {QLatin1String("band_coverage"), cv.bandCoverage},
                       {QLatin1String("per_case"), perCase}};
}

QString crossValidationToText(const CrossValidation& loo, const CrossValidation& in)
{
    std::string out =
        u8(Text::tr("Leave-one-out: every fitted constant and the band refitted without the case, "
                    "then the case predicted.")) +
        "\n\n";
    out += fmt::format("{:<56} {:<12} {:>12} {:>12} {:>9}  {}\n", u8(Text::tr("case")), u8(Text::tr("group")),
                       u8(Text::tr("logged")), u8(Text::tr("predicted")), u8(Text::tr("error")),
                       u8(Text::tr("band")));
    for (const CrossValidatedCase& c : loo.cases) {
        const int decimals = c.tokens ? 0 : 2;
        out += fmt::format("{:<56} {:<12} {:>12.{}f} {:>12.{}f} {:>9} {:>1} {:.{}f}–{:.{}f}{}\n",
                           u8(c.id.left(56)), u8(fitGroupName(c.group)), c.logged, decimals, c.predicted,
                           decimals, c.error ? fmt::format("{:.2f}%", *c.error * 100) : std::string("—"),
                           c.error ? (c.inBand ? "" : "✗") : "", c.low, decimals, c.high, decimals,
                           c.verdictRight() && !*c.verdictRight() ? u8(Text::tr("  verdict wrong"))
                                                                  : std::string());
    }
    const auto summary = [](const CrossValidation& cv) {
        return u8(
            Text::tr("median |error| %1%, p90 %2%, max %3% (%4) over %5 cases; band contains the log in "
                     "%6%; verdicts right or undecidable %7 of %8")
                .arg(cv.medianAbsError * 100, 0, 'f', 2)
                .arg(cv.p90AbsError * 100, 0, 'f', 2)
                .arg(cv.maxAbsError * 100, 0, 'f', 2)
                .arg(cv.worstCase)
                .arg(cv.scored)
                .arg(cv.bandCoverage * 100, 0, 'f', 1)
                .arg(cv.verdictsRight)
                .arg(cv.verdictsTotal));
    };
    out += "\n" + u8(Text::tr("Leave-one-out:")) + " " + summary(loo) + "\n";
    out += u8(Text::tr("In-sample:")) + "     " + summary(in) + "\n";
    return QString::fromStdString(out);
}

QString weightClassName(WeightClass format)
{
    switch (format) {
    case WeightClass::Unquantized:
        return QStringLiteral("unquantized");
    case WeightClass::Fp8:
        return QStringLiteral("fp8");
    case WeightClass::Int8:
        return QStringLiteral("int8");
    case WeightClass::Int4:
        return QStringLiteral("int4");
    case WeightClass::Fp4:
        return QStringLiteral("fp4");
    case WeightClass::Bnb:
        return QStringLiteral("bitsandbytes");
    case WeightClass::Count:
        break;
    }
    return {};
}

QJsonObject fittedConstantsToJson(const FittedConstants& k)
{
    QJsonObject weights;
    for (int w = 0; w < static_cast<int>(WeightClass::Count); ++w)
        weights.insert(weightClassName(static_cast<WeightClass>(w)),
                       QJsonObject{{QLatin1String("share"), k.weightsShare[w]},
                                   {QLatin1String("cases"), k.weightsCases[w]}});
    QJsonObject band;
    for (int g = 0; g < static_cast<int>(FitGroup::Count); ++g)
        band.insert(
            fitGroupName(static_cast<FitGroup>(g)),
            QJsonObject{{QLatin1String("share"), k.bandShare[g]}, {QLatin1String("cases"), k.bandCases[g]}});
    band.insert(QLatin1String("pooled"), QJsonObject{{QLatin1String("share"), k.pooledBandShare},
                                                     {QLatin1String("cases"), k.pooledBandCases}});
    const auto gib = [](Bytes b) { return toGiB(b); };
    return QJsonObject{{QLatin1String("non_torch_v1_gib"), gib(k.nonTorchV1)},
                       {QLatin1String("non_torch_v1_parallel_gib"), gib(k.nonTorchV1Parallel)},
                       {QLatin1String("nccl_v1_gib"), gib(k.ncclV1)},
                       {QLatin1String("non_torch_v0_gib"), gib(k.nonTorchV0)},
                       {QLatin1String("non_torch_v0_parallel_gib"), gib(k.nonTorchV0Parallel)},
                       {QLatin1String("non_torch_rocm_gib"), gib(k.nonTorchRocm)},
                       {QLatin1String("non_torch_unified_gib"), gib(k.nonTorchUnified)},
                       {QLatin1String("cuda_context_base_gib"), gib(k.cudaContextBase)},
                       {QLatin1String("cuda_context_per_byte"), k.cudaContextPerByte},
                       {QLatin1String("forward_elements_factor"), k.activation.forwardElementsFactor},
                       {QLatin1String("encoder_factor"), k.activation.encoderFactor},
                       {QLatin1String("band"), band},
                       {QLatin1String("weights_band"), weights}};
}

QString fittedConstantsToText(const FittedConstants& k)
{
    std::string out =
        u8(Text::tr("Fitted on the public logs (medians of what each group's logs imply):")) + "\n";
    const auto line = [&](const QString& label, const QString& value) {
        out += fmt::format("  {:<46} {}\n", u8(label), u8(value));
    };
    line(Text::tr("non-torch memory, V1, one GPU"), formatGiB(k.nonTorchV1, 3));
    line(Text::tr("non-torch memory, V1 0.11+, extra with TP/PP"), formatGiB(k.nonTorchV1Parallel, 3));
    line(Text::tr("NCCL and all-reduce buffers, V1 0.9.1-0.10"), formatGiB(k.ncclV1, 3));
    line(Text::tr("non-torch memory, V0, one GPU"), formatGiB(k.nonTorchV0, 3));
    line(Text::tr("non-torch memory, V0, extra with TP/PP"), formatGiB(k.nonTorchV0Parallel, 3));
    line(Text::tr("non-torch memory, ROCm"), formatGiB(k.nonTorchRocm, 3));
    line(Text::tr("non-torch memory, unified memory"), formatGiB(k.nonTorchUnified, 3));
    line(Text::tr("CUDA context base"), formatGiB(k.cudaContextBase, 3));
    line(Text::tr("vision encoder factor"), QString::number(k.activation.encoderFactor, 'f', 3));
    out += u8(Text::tr("Band share of the estimated overhead (+ 0.25 GiB), by group:")) + "\n";
    for (int g = 0; g < static_cast<int>(FitGroup::Count); ++g)
        line(fitGroupName(static_cast<FitGroup>(g)),
             Text::tr("%1 (%2 logs)").arg(k.bandShare[g], 0, 'f', 3).arg(k.bandCases[g]));
    line(QStringLiteral("pooled"),
         Text::tr("%1 (%2 logs)").arg(k.pooledBandShare, 0, 'f', 3).arg(k.pooledBandCases));
    out += u8(Text::tr("Band share of the counted weights, by weight format:")) + "\n";
    for (int w = 0; w < static_cast<int>(WeightClass::Count); ++w)
        line(weightClassName(static_cast<WeightClass>(w)),
             Text::tr("%1 (%2 logs)").arg(k.weightsShare[w], 0, 'f', 4).arg(k.weightsCases[w]));
    return QString::fromStdString(out);
}

} // namespace kvb
