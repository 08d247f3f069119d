// The panel's edits: each control's signal becomes a change of the scenario through the controller,
// and the edits that touch more than one knob (model, GPU, parallelism).
#include "ui/scenariopanel.h"

#include "io/presets.h"
#include "report/architectureview.h"
#include "ui/scenariocontroller.h"
#include "ui/validatingspinbox.h"
#include "ui/versioncombo.h"

#include <QComboBox>
#include <QPushButton>
#include <QSlider>

#include <cmath>

namespace kvb::ui {

namespace {

std::int64_t whole(double value)
{
    return std::llround(value);
}

} // namespace

void ScenarioPanel::connectControls()
{
    ScenarioController* c = m_controller;
    connect(m_model, &QComboBox::currentIndexChanged, this, &ScenarioPanel::selectModel);
    connect(m_import, &QPushButton::clicked, this, &ScenarioPanel::importRequested);
    connect(m_gpu, &QComboBox::currentIndexChanged, this, &ScenarioPanel::selectGpu);
    connect(m_gpuCount, &ValidatingSpinBox::valueChanged, this, [c](double count) {
        c->edit([count](Scenario& s) { s.gpu.count = static_cast<int>(whole(count)); });
    });
    connect(m_tensorParallel, &QComboBox::currentIndexChanged, this, [this] {
        setParallelism(m_tensorParallel->currentData().toInt(),
                       static_cast<int>(whole(m_pipelineParallel->value())));
    });
    connect(m_pipelineParallel, &ValidatingSpinBox::valueChanged, this, [this](double pp) {
        setParallelism(m_tensorParallel->currentData().toInt(), static_cast<int>(whole(pp)));
    });
    connect(m_utilSlider, &QSlider::valueChanged, this, [c](int percent) {
        c->edit([percent](Scenario& s) { s.serving.gpuMemoryUtilization = percent / 100.0; });
    });
    connect(m_utilSpin, &ValidatingSpinBox::valueChanged, this,
            [c](double util) { c->edit([util](Scenario& s) { s.serving.gpuMemoryUtilization = util; }); });
    connect(m_contextSlider, &QSlider::valueChanged, this, [this, c](int index) {
        if (index < 0 || static_cast<std::size_t>(index) >= m_contextGrid.size())
            return;
        const std::int64_t length = m_contextGrid[static_cast<std::size_t>(index)];
        c->edit([length](Scenario& s) { s.serving.maxModelLen = length; });
    });
    connect(m_contextSpin, &ValidatingSpinBox::valueChanged, this, [c](double length) {
        c->edit([length](Scenario& s) { s.serving.maxModelLen = whole(length); });
    });
    connect(m_vllmVersion, &QComboBox::currentIndexChanged, this, [this, c] {
        const VllmVersion version = selectedVersion(m_vllmVersion);
        // A picked version runs its own default engine; a forced VLLM_USE_V1 came with another version.
        c->edit([version](Scenario& s) {
            s.serving.vllmVersion = version;
            s.serving.engine.reset();
        });
    });
    connect(m_kvDtype, &QComboBox::currentIndexChanged, this, [this, c] {
        const auto dtype = parseKvCacheDtype(m_kvDtype->currentData().toString());
        c->edit([dtype](Scenario& s) { s.serving.kvCacheDtype = dtype.value_or(KvCacheDtype::Auto); });
    });
    connect(m_quantization, &QComboBox::currentIndexChanged, this, [this, c] {
        const auto method = parseQuantMethod(m_quantization->currentData().toString());
        c->edit([method](Scenario& s) {
            if (method && *method != QuantMethod::None)
                s.serving.quantization = *method;
            else
                s.serving.quantization.reset();
        });
    });
    connect(m_maxNumSeqs, &ValidatingSpinBox::valueChanged, this, [c](double seqs) {
        c->edit([seqs](Scenario& s) {
            s.serving.maxNumSeqs = static_cast<int>(std::clamp<std::int64_t>(whole(seqs), INT_MIN, INT_MAX));
        });
    });
    connect(m_maxNumBatchedTokens, &ValidatingSpinBox::valueChanged, this, [c](double tokens) {
        c->edit([tokens](Scenario& s) { s.serving.maxNumBatchedTokens = whole(tokens); });
    });
    connect(m_otherProcesses, &ValidatingSpinBox::valueChanged, this, [c](double gib) {
        c->edit([gib](Scenario& s) { s.serving.otherProcessesBytes = fromGiB(gib); });
    });
    connect(m_requestTokens, &ValidatingSpinBox::valueChanged, this, [c](double tokens) {
        c->edit([tokens](Scenario& s) { s.workload.requestTokens = whole(tokens); });
    });
    connect(m_requestTokensP95, &ValidatingSpinBox::valueChanged, this, [c](double tokens) {
        c->edit([tokens](Scenario& s) { s.workload.requestTokensP95 = whole(tokens); });
    });
}

void ScenarioPanel::selectModel(int index)
{
    if (index < 0)
        return;
    const QString key = m_model->itemData(index).toString();
    const auto imported = m_importedModels.find(key);
    std::optional<ModelSpec> model =
        imported != m_importedModels.end() ? imported->second : PresetCatalog::builtin().model(key);
    if (!model)
        return;
    m_controller->edit([&model](Scenario& s) {
        s.model = *model;
        // Keep a shorter context the user chose; one past the new model's limit falls back to vLLM's default.
        if (s.serving.maxModelLen && *s.serving.maxModelLen > model->maxPositionEmbeddings)
            s.serving.maxModelLen.reset();
        if (model->quantization.isQuantized())
            s.serving.quantization.reset();
        clearInapplicableArchitectureFlags(s);
    });
}

void ScenarioPanel::selectGpu(int index)
{
    const QString key = m_gpu->itemData(index).toString();
    std::optional<GpuSpec> gpu = key == customGpuKey() ? m_customGpu : PresetCatalog::builtin().gpu(key);
    if (!gpu)
        return;
    m_controller->edit([&gpu](Scenario& s) {
        const int count = s.gpu.count;
        s.gpu = *gpu;
        s.gpu.count = count;
        s.serving.otherProcessesBytes = std::min(s.serving.otherProcessesBytes, s.gpu.totalBytes);
    });
}

void ScenarioPanel::setParallelism(int tensorParallel, int pipelineParallel)
{
    m_controller->edit([=](Scenario& s) {
        s.serving.tensorParallelSize = tensorParallel;
        s.serving.pipelineParallelSize = pipelineParallel;
        // TP x PP GPUs are needed; growing the deployment brings them along, as `kvbudget plan -tp` does.
        s.gpu.count = std::max(s.gpu.count, s.serving.worldSize());
    });
}

QString ScenarioPanel::uniqueModelName(const ModelSpec& model) const
{
    // A second import of another file with the same name gets "(2)", "(3)"...: two entries that read
    // alike would hide which one the plan uses. The same file imported again keeps its name.
    const QString base = model.displayName.isEmpty() ? model.id : model.displayName;
    auto taken = [&](const QString& name) {
        for (const auto& [key, other] : m_importedModels)
            if (other.id != model.id && other.displayName == name)
                return true;
        for (const ModelSpec& preset : PresetCatalog::builtin().models())
            if (preset.displayName == name)
                return true;
        return false;
    };
    QString name = base;
    for (int n = 2; taken(name); ++n)
        name = tr("%1 (%2)").arg(base).arg(n);
    return name;
}

} // namespace kvb::ui
