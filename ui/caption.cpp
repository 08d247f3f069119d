#include "ui/caption.h"

#include "vllm/messages.h"
#include "base/units_format.h"

#include <QCoreApplication>

namespace kvb::ui {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("kvb::ui::Caption", text);
}

} // namespace

QString scenarioTitle(const Scenario& s)
{
    const QString model = s.model.displayName.isEmpty() ? s.model.id : s.model.displayName;
    return tr("%1 on %2").arg(model, s.gpu.name);
}

QString scenarioCaption(const DashboardFigures& f)
{
    const Scenario& s = f.scenario;
    const ResolvedSettings& rs = f.plan.settings;
    QStringList parts;
    const QString model = s.model.displayName.isEmpty() ? s.model.id : s.model.displayName;
    parts
        << tr("%1 on %2 × %3 (%4)").arg(model).arg(s.gpu.count).arg(s.gpu.name, formatGiB(s.gpu.totalBytes));
    if (f.plan.stages.empty()) {
        parts << tr("invalid scenario");
    } else {
        parts << tr("gpu_memory_utilization %1").arg(pythonFloat(rs.gpuMemoryUtilization));
        parts << tr("max_model_len %1").arg(withThousands(rs.maxModelLen));
        parts << tr("KV cache %1 (%2)").arg(kvCacheDtypeName(s.serving.kvCacheDtype), dtypeName(rs.kvDtype));
        parts << tr("weights %1")
                     .arg(rs.quantization.isQuantized() ? quantDescription(rs.quantization)
                                                        : dtypeName(rs.modelDtype));
        parts << tr("max_num_seqs %1").arg(withThousands(rs.maxNumSeqs));
    }
    parts << tr("TP %1 · PP %2").arg(s.serving.tensorParallelSize).arg(s.serving.pipelineParallelSize);
    parts << tr("vLLM %1 accounting").arg(s.serving.vllmVersion.toString());
    if (f.plan.calibrated) // the terms are measured, not estimated: a review should know
        parts << tr("calibrated from a vLLM log");
    parts << tr("kvbudget %1").arg(QStringLiteral(KVBUDGET_VERSION));
    return parts.join(QStringLiteral(" · "));
}

} // namespace kvb::ui
