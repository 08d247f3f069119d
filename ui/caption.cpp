#include "ui/caption.h"

#include "base/units_format.h"
#include "vllm/flagstate.h"
#include "vllm/messages.h"

#include <QCoreApplication>

#include <string_view>

namespace kvb::ui {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::ui::Caption)
};

} // namespace

QString scenarioTitle(const Scenario& s)
{
    const QString model = s.model.displayName.isEmpty() ? s.model.id : s.model.displayName;
    return Text::tr("%1 on %2").arg(model, s.gpu.name);
}

QString scenarioCaption(const DashboardFigures& f)
{
    const Scenario& s = f.scenario;
    const ResolvedSettings& rs = f.plan.settings;
    QStringList parts;
    const QString model = s.model.displayName.isEmpty() ? s.model.id : s.model.displayName;
    parts << Text::tr("%1 on %2 × %3 (%4)")
                 .arg(model)
                 .arg(s.gpu.count)
                 .arg(s.gpu.name, formatGiB(s.gpu.totalBytes));
    if (f.plan.stages.empty()) {
        parts << Text::tr("invalid scenario");
    } else {
        parts << Text::tr("gpu_memory_utilization %1").arg(formatRatio(rs.gpuMemoryUtilization));
        parts << Text::tr("max_model_len %1").arg(formatCount(rs.maxModelLen));
        parts << Text::tr("KV cache %1 (%2)")
                     .arg(kvCacheDtypeName(s.serving.kvCacheDtype), dtypeName(rs.kvDtype));
        parts << Text::tr("weights %1")
                     .arg(rs.quantization.isQuantized() ? quantDescription(rs.quantization)
                                                        : dtypeName(rs.modelDtype));
        parts << Text::tr("max_num_seqs %1").arg(formatCount(rs.maxNumSeqs));
    }
    parts << Text::tr("TP %1 · PP %2").arg(s.serving.tensorParallelSize).arg(s.serving.pipelineParallelSize);
    parts << Text::tr("vLLM %1 accounting").arg(s.serving.vllmVersion.toString());
    // Every other setting that differs from its default decided the verdict too: a screenshot must
    // carry it (other processes, images per prompt, an override...). The ones above are always named.
    static const QStringList named = {QStringLiteral("gpu-memory-utilization"),
                                      QStringLiteral("max-model-len"),
                                      QStringLiteral("kv-cache-dtype"),
                                      QStringLiteral("quantization"),
                                      QStringLiteral("max-num-seqs"),
                                      QStringLiteral("tensor-parallel-size"),
                                      QStringLiteral("pipeline-parallel-size"),
                                      QStringLiteral("vllm-version"),
                                      QStringLiteral("gpu-count"),
                                      QStringLiteral("gpu-memory-gib")};
    const bool vision = !f.plan.stages.empty() && rs.imagesPerPrompt > 0;
    // The encoder's profiling peak follows both, default or not; a fixed-size encoder (SigLIP, CLIP,
    // InternViT tiles) has no pixel limit to show.
    const bool pixels = vision && rs.maxImagePixels > 0;
    if (vision)
        parts << Text::tr("images per prompt %1").arg(formatCount(rs.imagesPerPrompt));
    if (pixels)
        parts << Text::tr("max_image_pixels %1").arg(formatCount(rs.maxImagePixels));
    for (const FlagSpec* flag : modifiedFlags(s))
        if (!named.contains(QLatin1String(flag->name)) &&
            !(vision && flag->name == std::string_view("limit-mm-per-prompt")) &&
            !(pixels && flag->name == std::string_view("max-image-pixels")))
            parts << Text::tr("%1 %2").arg(flagLabel(*flag), flagDisplayValue(*flag, s));
    if (f.plan.calibrated) // the terms are measured, not estimated: a review should know
        parts << Text::tr("calibrated from a vLLM log");
    parts << Text::tr("kvbudget %1").arg(QStringLiteral(KVBUDGET_VERSION));
    return parts.join(QStringLiteral(" · "));
}

} // namespace kvb::ui
