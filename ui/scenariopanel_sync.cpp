// The panel's half that reads a new plan back into the controls, and the edits that touch more than
// one knob (model, GPU, parallelism).
#include "ui/scenariopanel.h"

#include "base/units_format.h"
#include "budget/defaults.h"
#include "budget/engine.h"
#include "io/presets.h"
#include "report/architectureview.h"
#include "ui/extrasettings.h"
#include "ui/knobrow.h"
#include "ui/scenariocontroller.h"
#include "ui/validatingspinbox.h"
#include "ui/versioncombo.h"
#include "vllm/flagstate.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QStandardItemModel>

#include <algorithm>
#include <limits>

namespace kvb::ui {

namespace {

const QString importedModelPrefix = QStringLiteral("\x01imported:");

void setDefaultedSuffix(QAbstractSpinBox* spin, bool defaulted, const QString& unit = {})
{
    const QString suffix = defaulted ? unit + ScenarioPanel::tr(" (default)") : unit;
    if (auto* s = qobject_cast<QSpinBox*>(spin); s && s->suffix() != suffix)
        s->setSuffix(suffix);
    if (auto* d = qobject_cast<QDoubleSpinBox*>(spin); d && d->suffix() != suffix)
        d->setSuffix(suffix);
}

// Setters that leave a control alone when nothing changes: a combo's item text or a spin box's suffix
// invalidates its size hint and relayouts the panel, which would happen on every slider step.
void setItemTextIfChanged(QComboBox* combo, int index, const QString& text)
{
    if (combo->itemText(index) != text)
        combo->setItemText(index, text);
}

void setTextIfChanged(QLabel* label, const QString& text)
{
    if (label->text() != text)
        label->setText(text);
}

} // namespace

QString ScenarioPanel::customGpuKey()
{
    return QStringLiteral("\x01custom");
}

void ScenarioPanel::syncRanges(const Scenario& s)
{
    // What the command line accepts, from the flag table (flagstate.h): out of it, a box turns red.
    const std::pair<ValidatingSpinBox*, const char*> boxes[] = {
        {m_gpuCount, "gpu-count"},
        {m_pipelineParallel, "pipeline-parallel-size"},
        {m_utilSpin, "gpu-memory-utilization"},
        {m_contextSpin, "max-model-len"},
        {m_maxNumSeqs, "max-num-seqs"},
        {m_maxNumBatchedTokens, "max-num-batched-tokens"},
        {m_otherProcesses, "other-gpu-memory-gib"},
        {m_requestTokens, "request-tokens"},
        {m_requestTokensP95, "request-tokens-p95"}};
    for (const auto& [box, name] : boxes)
        if (const FlagSpec* flag = findPlanFlag(QLatin1String(name)))
            box->setAcceptedRange(flagAcceptedRange(*flag, s));
}

void ScenarioPanel::sync(const DashboardFigures& figures)
{
    const Scenario& s = figures.scenario;
    const ResolvedSettings rs = resolveSettings(s); // also when the scenario is invalid
    std::vector<QSignalBlocker> blockers;
    blockers.reserve(16);
    for (QObject* control : std::initializer_list<QObject*>{
             m_model, m_gpu, m_gpuCount, m_tensorParallel, m_pipelineParallel, m_utilSlider, m_utilSpin,
             m_contextSlider, m_contextSpin, m_kvDtype, m_quantization, m_maxNumSeqs, m_maxNumBatchedTokens,
             m_otherProcesses, m_requestTokens, m_requestTokensP95, m_vllmVersion})
        blockers.emplace_back(control);

    syncRanges(s);
    syncModelList(s);
    syncGpuList(s);
    syncParallelism(s);
    syncQuantization(s);
    syncContext(s);
    showVersion(m_vllmVersion, s.serving.vllmVersion);

    m_utilSlider->setValue(std::clamp(qRound(rs.gpuMemoryUtilization * 100), 1, 100));
    m_utilSpin->setValue(rs.gpuMemoryUtilization);
    setDefaultedSuffix(m_utilSpin, rs.utilizationDefaulted);

    m_kvDtype->setCurrentIndex(std::max(0, m_kvDtype->findData(kvCacheDtypeName(s.serving.kvCacheDtype))));
    setItemTextIfChanged(m_kvDtype, 0, tr("auto (%1)").arg(dtypeName(rs.modelDtype)));

    m_maxNumSeqs->setValue(rs.maxNumSeqs);
    setDefaultedSuffix(m_maxNumSeqs, rs.maxNumSeqsDefaulted);
    m_maxNumBatchedTokens->setValue(static_cast<double>(rs.maxNumBatchedTokens));
    setDefaultedSuffix(m_maxNumBatchedTokens, rs.maxNumBatchedTokensDefaulted);

    m_otherProcesses->setValue(toGiB(s.serving.otherProcessesBytes));
    m_requestTokens->setValue(static_cast<double>(s.workload.requestTokens));
    m_requestTokensP95->setValue(static_cast<double>(s.workload.requestTokensP95));
    for (KnobRow* knob : m_knobs)
        knob->sync(s);
    m_extra->sync(s);

    const bool invalid = figures.plan.verdict == Verdict::InvalidInput;
    setTextIfChanged(m_validation, invalid ? figures.plan.inputError : QString());
    m_validation->setVisible(invalid);
}

void ScenarioPanel::syncModelList(const Scenario& s)
{
    const ModelSpec& model = s.model;
    int index = m_model->findData(model.id);
    if (index < 0) {
        // Each imported model keeps an entry of its own (keyed by its file), so switching back is a pick.
        const QString key = importedModelPrefix + model.id;
        m_importedModels[key] = model;
        index = m_model->findData(key);
        const QString label =
            tr("%1 (imported)").arg(model.displayName.isEmpty() ? model.id : model.displayName);
        if (index < 0) {
            m_model->addItem(label, key);
            index = m_model->count() - 1;
        }
        setItemTextIfChanged(m_model, index, label);
        m_model->setItemData(index, model.id, Qt::ToolTipRole);
    }
    m_model->setCurrentIndex(index);
    const std::int64_t parameters = model.parameterCount.value_or(shapeParameterCount(model));
    setTextIfChanged(m_modelInfo,
                     tr("%1B parameters · %2 layers · %3 query / %4 KV heads × %5 · %6 positions")
                         .arg(figureLocale().toString(static_cast<double>(parameters) / 1e9, 'f', 2))
                         .arg(model.numLayers)
                         .arg(model.numAttentionHeads)
                         .arg(model.numKvHeads)
                         .arg(model.headDim)
                         .arg(figureLocale().toString(static_cast<qlonglong>(model.maxPositionEmbeddings))));
}

void ScenarioPanel::syncGpuList(const Scenario& s)
{
    int index = m_gpu->findData(s.gpu.id);
    if (index < 0 || s.gpu.id == u"custom") {
        m_customGpu = s.gpu;
        index = m_gpu->findData(customGpuKey());
        if (index < 0) {
            m_gpu->addItem(s.gpu.name, customGpuKey());
            index = m_gpu->count() - 1;
        }
        setItemTextIfChanged(m_gpu, index, tr("%1 (%2)").arg(s.gpu.name, formatGiB(s.gpu.totalBytes)));
    }
    m_gpu->setCurrentIndex(index);
    m_gpuCount->setValue(s.gpu.count);
}

void ScenarioPanel::syncParallelism(const Scenario& s)
{
    const int tp = s.serving.tensorParallelSize;
    if (m_tensorParallel->findData(tp) < 0)
        m_tensorParallel->addItem(QString::number(tp), tp);
    // A size is offered when the model's shapes allow it: the engine's own validation, on a scenario
    // that differs only in the tensor-parallel size (and has the GPUs for it).
    auto* items = qobject_cast<QStandardItemModel*>(m_tensorParallel->model());
    for (int i = 0; i < m_tensorParallel->count(); ++i) {
        Scenario candidate;
        candidate.model = s.model;
        candidate.gpu = s.gpu;
        candidate.serving.tensorParallelSize = m_tensorParallel->itemData(i).toInt();
        candidate.gpu.count = candidate.serving.worldSize();
        const QString problem = validateScenario(candidate);
        QStandardItem* item = items ? items->item(i) : nullptr;
        if (item && (item->isEnabled() != problem.isEmpty() || item->toolTip() != problem)) {
            item->setEnabled(problem.isEmpty());
            item->setToolTip(problem);
        }
    }
    m_tensorParallel->setCurrentIndex(m_tensorParallel->findData(tp));
    m_pipelineParallel->setValue(s.serving.pipelineParallelSize);
}

void ScenarioPanel::syncQuantization(const Scenario& s)
{
    // A quantized checkpoint keeps its scheme (vLLM refuses a different --quantization): one item,
    // disabled. Otherwise the what-if choices.
    const bool checkpointQuantized = s.model.quantization.isQuantized();
    const QString checkpoint =
        checkpointQuantized ? tr("%1 (from config)").arg(quantDescription(s.model.quantization)) : QString();
    const bool rebuild = checkpointQuantized
                             ? m_quantization->count() != 1 || m_quantization->itemText(0) != checkpoint
                             : m_quantization->count() != 5;
    if (rebuild) {
        m_quantization->clear();
        if (checkpointQuantized) {
            m_quantization->addItem(checkpoint, quantMethodName(s.model.quantization.method));
        } else {
            m_quantization->addItem(QString(), QStringLiteral("none"));
            m_quantization->addItem(tr("fp8"), QStringLiteral("fp8"));
            m_quantization->addItem(tr("int8"), QStringLiteral("int8"));
            m_quantization->addItem(tr("AWQ int4"), QStringLiteral("awq"));
            m_quantization->addItem(tr("GPTQ int4"), QStringLiteral("gptq"));
        }
    }
    m_quantization->setEnabled(!checkpointQuantized);
    if (!checkpointQuantized) {
        setItemTextIfChanged(m_quantization, 0, tr("none (%1)").arg(dtypeName(s.model.dtype)));
        const QString key = quantMethodName(s.serving.quantization.value_or(QuantMethod::None));
        m_quantization->setCurrentIndex(std::max(0, m_quantization->findData(key)));
    }
}

void ScenarioPanel::syncContext(const Scenario& s)
{
    const ResolvedSettings rs = resolveSettings(s);
    const std::int64_t modelMax = s.model.maxPositionEmbeddings;
    m_contextGrid = contextLengthGrid(std::min(dashboardMinContext, modelMax), modelMax);
    m_contextSlider->setRange(0, std::max(0, static_cast<int>(m_contextGrid.size()) - 1));
    // The notch at or below the exact value, so a typed 100,000 sits between 65,536 and 131,072.
    const auto above = std::upper_bound(m_contextGrid.begin(), m_contextGrid.end(), rs.maxModelLen);
    m_contextSlider->setValue(std::max(0, static_cast<int>(above - m_contextGrid.begin()) - 1));
    m_contextSpin->setValue(static_cast<double>(rs.maxModelLen));
    setDefaultedSuffix(m_contextSpin, rs.maxModelLenDefaulted);
}

} // namespace kvb::ui
