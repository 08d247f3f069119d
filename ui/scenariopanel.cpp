#include "ui/scenariopanel.h"

#include "io/presets.h"
#include "ui/architecturepanel.h"
#include "ui/extrasettings.h"
#include "ui/knobrow.h"
#include "ui/scenariocontroller.h"
#include "ui/validatingspinbox.h"
#include "ui/versioncombo.h"

#include <QComboBox>
#include <QCompleter>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSlider>
#include <QToolButton>
#include <QVBoxLayout>

namespace kvb::ui {

namespace {

ValidatingSpinBox* numberBox(QWidget* parent, const QString& description)
{
    auto* spin = new ValidatingSpinBox(parent);
    spin->setDescription(description);
    return spin;
}

QWidget* sliderRow(QWidget* parent, QSlider* slider, QWidget* spin)
{
    auto* row = new QWidget(parent);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(slider, 1);
    layout->addWidget(spin);
    return row;
}

// The flags that have a row in the panel (this file) or in the Architecture group.
const char* const panelFlagNames[] = {"gpu-count",
                                      "tensor-parallel-size",
                                      "pipeline-parallel-size",
                                      "vllm-version",
                                      "gpu-memory-utilization",
                                      "max-model-len",
                                      "kv-cache-dtype",
                                      "quantization",
                                      "max-num-seqs",
                                      "max-num-batched-tokens",
                                      "other-gpu-memory-gib",
                                      "request-tokens",
                                      "request-tokens-p95",
                                      "disable-hybrid-kv-cache-manager",
                                      "enable-expert-parallel",
                                      "data-parallel-size",
                                      "limit-mm-per-prompt",
                                      "max-image-pixels"};

} // namespace

ScenarioPanel::ScenarioPanel(ScenarioController* controller, QWidget* parent)
    : QWidget(parent)
    , m_controller(controller)
{
    buildControls();
    buildLayout();
    sync(controller->figures());
    connectControls();
    connect(controller, &ScenarioController::figuresChanged, this, &ScenarioPanel::sync);
}

QStringList ScenarioPanel::flagsWithRows() const
{
    QStringList names;
    for (const char* name : panelFlagNames)
        names << QLatin1String(name);
    return names;
}

KnobRow* ScenarioPanel::knob(const QString& flagName) const
{
    for (KnobRow* row : m_knobs)
        if (QLatin1String(row->flag().name) == flagName)
            return row;
    return nullptr;
}

void ScenarioPanel::buildModelControls()
{
    m_model = new QComboBox(this);
    m_model->setToolTip(tr("The model vLLM serves. Presets carry the shapes of the Hugging Face config.json; "
                           "import your own config.json, or drop it (or a model folder) on the window. Type "
                           "part of a name to search the list."));
    for (const ModelSpec& model : PresetCatalog::builtin().models()) {
        m_model->addItem(model.displayName, model.id);
        m_model->setItemData(m_model->count() - 1, model.hfRepo, Qt::ToolTipRole);
    }
    // A search over the list: typing "qwen" offers every Qwen, wherever the word is in the name.
    m_model->setEditable(true);
    m_model->setInsertPolicy(QComboBox::NoInsert);
    m_model->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_model->completer()->setFilterMode(Qt::MatchContains);
    m_model->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    m_model->lineEdit()->setPlaceholderText(tr("Search models…"));
    m_model->setMinimumContentsLength(14);
    m_model->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_import = new QPushButton(tr("&Import…"), this);
    m_import->setToolTip(tr("Read a Hugging Face config.json (or a model folder holding one) as the model."));
    m_modelInfo = new QLabel(this);
    m_modelInfo->setWordWrap(true);
    m_modelInfo->setForegroundRole(QPalette::PlaceholderText);

    m_gpu = new QComboBox(this);
    m_gpu->setToolTip(
        tr("The GPU model. Its memory is what CUDA reports (torch total_memory), which is what "
           "vLLM multiplies by gpu_memory_utilization. Advanced settings… takes any other size."));
    for (const GpuSpec& gpu : PresetCatalog::builtin().gpus())
        m_gpu->addItem(gpu.name, gpu.id);
    m_gpu->setMinimumContentsLength(14);
    m_gpu->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
}

void ScenarioPanel::buildControls()
{
    buildModelControls();
    m_gpuCount =
        numberBox(this, tr("GPUs available to the deployment. vLLM needs tensor_parallel_size × "
                           "pipeline_parallel_size of them; more only matter for data parallelism."));
    m_tensorParallel = new QComboBox(this);
    for (int tp : {1, 2, 4, 8, 16, 32})
        m_tensorParallel->addItem(QString::number(tp), tp);
    m_tensorParallel->setToolTip(
        tr("--tensor-parallel-size: each layer is split over this many GPUs. The "
           "attention heads must divide evenly, so sizes that do not are disabled."));
    m_pipelineParallel = numberBox(this, tr("--pipeline-parallel-size: the layers are split into this many "
                                            "stages, one per GPU group. vLLM sizes the KV cache by the stage "
                                            "with the fewest blocks."));

    const QString utilTip =
        tr("--gpu-memory-utilization: the share of the whole card vLLM may use. Weights, "
           "activations and (from v0.21) CUDA graphs come out of it; the rest is KV cache.");
    m_utilSlider = new QSlider(Qt::Horizontal, this);
    m_utilSlider->setRange(1, 100);
    m_utilSlider->setPageStep(5);
    m_utilSlider->setToolTip(utilTip);
    m_utilSpin = numberBox(this, utilTip);
    m_utilSpin->setPrecision(4, 2);
    m_utilSpin->setSingleStep(0.01);

    const QString contextTip =
        tr("--max-model-len: the longest request (prompt + output) vLLM accepts. One such "
           "request must fit in the KV cache or vLLM refuses to start. The slider snaps to "
           "powers of two; type any exact value in the box.");
    m_contextSlider = new QSlider(Qt::Horizontal, this);
    m_contextSlider->setPageStep(1);
    m_contextSlider->setToolTip(contextTip);
    m_contextSpin = numberBox(this, contextTip);

    m_vllmVersion = createVersionCombo(this);
    m_kvDtype = new QComboBox(this);
    for (KvCacheDtype dtype : {KvCacheDtype::Auto, KvCacheDtype::Fp8, KvCacheDtype::Fp8E4M3,
                               KvCacheDtype::Fp8E5M2, KvCacheDtype::BFloat16, KvCacheDtype::Float16})
        m_kvDtype->addItem(kvCacheDtypeName(dtype), kvCacheDtypeName(dtype));
    m_kvDtype->setToolTip(
        tr("--kv-cache-dtype: auto stores K and V in the model's dtype (2 bytes); fp8 stores "
           "one byte per element, doubling the tokens that fit."));
    m_quantization = new QComboBox(this);
    m_quantization->setToolTip(tr("--quantization: what-if for an unquantized checkpoint. fp8 and int8 store "
                                  "8-bit weights, AWQ and GPTQ 4-bit weights with group scales. A quantized "
                                  "checkpoint keeps its own scheme."));

    m_maxNumSeqs =
        numberBox(this, tr("--max-num-seqs: the most requests vLLM schedules at once. It sizes the "
                           "sampler's profiling run and the CUDA graph captures."));
    m_maxNumBatchedTokens = numberBox(this, tr("--max-num-batched-tokens: tokens per scheduler step. vLLM's "
                                               "profiling forward pass runs this many tokens, which sets the "
                                               "activation peak."));
    m_otherProcesses = numberBox(this, tr("Memory other processes already hold on each GPU when vLLM starts. "
                                          "vLLM refuses to start if the free memory is below its utilization "
                                          "ceiling."));
    m_otherProcesses->setPrecision(4, 2);
    m_otherProcesses->setSingleStep(0.5);
    m_otherProcesses->setSuffix(tr(" GiB"));
    m_requestTokens =
        numberBox(this, tr("A typical request (prompt + output). Paged KV blocks mean such "
                           "requests pin only what they use: this sets the realistic concurrency."));
    m_requestTokens->setSuffix(tr(" tokens"));
    m_requestTokensP95 = numberBox(this, tr("The 95th-percentile request. kvbudget recommends a max_num_seqs "
                                            "that keeps a batch of these resident with a safety margin."));
    m_requestTokensP95->setSuffix(tr(" tokens"));

    m_validation = new QLabel(this);
    m_validation->setWordWrap(true);
    m_validation->setTextFormat(Qt::PlainText);
    m_validation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette red = m_validation->palette();
    red.setColor(QPalette::WindowText, QColor(0xc6, 0x28, 0x28));
    m_validation->setPalette(red);
    m_validation->hide();
}

QWidget* ScenarioPanel::withReset(QWidget* field, QLabel* label, const char* flag)
{
    const FlagSpec* spec = findPlanFlag(QLatin1String(flag));
    Q_ASSERT(spec);
    auto* knob = new KnobRow(*spec, label, m_controller, this);
    m_knobs.push_back(knob);
    auto* row = new QWidget(this);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(field, 1);
    layout->addWidget(knob->resetButton());
    return row;
}

void ScenarioPanel::buildLayout()
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    auto form = [&](const QString& title) {
        auto* box = new QGroupBox(title, this);
        auto* f = new QFormLayout(box);
        f->setRowWrapPolicy(QFormLayout::WrapLongRows);
        f->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        layout->addWidget(box);
        return f;
    };
    auto label = [](const QString& text, QWidget* buddy) {
        auto* l = new QLabel(text);
        l->setBuddy(buddy);
        l->setToolTip(buddy->toolTip());
        return l;
    };
    auto row = [&](QFormLayout* f, const QString& text, QWidget* field, const char* flag) {
        QLabel* l = label(text, field);
        f->addRow(l, flag ? withReset(field, l, flag) : field);
    };
    auto sliderField = [&](QFormLayout* f, const QString& text, QSlider* slider, QWidget* spin,
                           const char* flag) {
        QLabel* l = label(text, spin);
        f->addRow(l);
        f->addRow(withReset(sliderRow(this, slider, spin), l, flag));
    };

    QFormLayout* hardware = form(tr("Model and GPUs"));
    auto* modelRow = new QWidget(this);
    auto* modelLayout = new QHBoxLayout(modelRow);
    modelLayout->setContentsMargins(0, 0, 0, 0);
    modelLayout->addWidget(m_model, 1);
    modelLayout->addWidget(m_import);
    row(hardware, tr("&Model"), modelRow, nullptr);
    hardware->addRow(m_modelInfo);
    row(hardware, tr("&GPU"), m_gpu, nullptr);
    row(hardware, tr("GPU &count"), m_gpuCount, "gpu-count");
    row(hardware, tr("&Tensor parallel"), m_tensorParallel, "tensor-parallel-size");
    row(hardware, tr("&Pipeline parallel"), m_pipelineParallel, "pipeline-parallel-size");

    QFormLayout* vllm = form(tr("vLLM settings"));
    row(vllm, tr("vLLM versio&n"), m_vllmVersion, "vllm-version"); // not &v: Alt+V opens the View menu
    sliderField(vllm, tr("gpu_memory_&utilization"), m_utilSlider, m_utilSpin, "gpu-memory-utilization");
    sliderField(vllm, tr("max_model_&len (tokens)"), m_contextSlider, m_contextSpin, "max-model-len");
    row(vllm, tr("&KV cache dtype"), m_kvDtype, "kv-cache-dtype");
    row(vllm, tr("&Weight quantization"), m_quantization, "quantization");
    row(vllm, tr("max_num_&seqs"), m_maxNumSeqs, "max-num-seqs");
    row(vllm, tr("max_num_&batched_tokens"), m_maxNumBatchedTokens, "max-num-batched-tokens");

    auto* architecture = new ArchitecturePanel(m_controller, this); // flags only some models use
    layout->addWidget(architecture);
    architecture->placeInTabOrderAfter(m_maxNumBatchedTokens);

    QFormLayout* workload = form(tr("Environment and workload"));
    row(workload, tr("&Other processes"), m_otherProcesses, "other-gpu-memory-gib");
    row(workload, tr("T&ypical request"), m_requestTokens, "request-tokens");
    row(workload, tr("p9&5 request"), m_requestTokensP95, "request-tokens-p95");

    m_extra = new ExtraSettings(m_controller, flagsWithRows(), this);
    connect(m_extra, &ExtraSettings::advancedRequested, this, &ScenarioPanel::advancedRequested);
    layout->addWidget(m_extra);
    layout->addWidget(m_validation);
    layout->addStretch(1);
}

} // namespace kvb::ui
