#include "ui/scenariopanel.h"

#include "io/presets.h"
#include "ui/architecturepanel.h"
#include "ui/scenariocontroller.h"
#include "ui/versioncombo.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kvb::ui {

namespace {

QSpinBox* tokenSpin(QWidget* parent, int minimum, int maximum)
{
    auto* spin = new QSpinBox(parent);
    spin->setRange(minimum, maximum);
    spin->setGroupSeparatorShown(true);
    spin->setKeyboardTracking(false); // plan on Enter, arrows and focus-out, not on every digit
    spin->setAccelerated(true);
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

void ScenarioPanel::buildControls()
{
    m_model = new QComboBox(this);
    m_model->setToolTip(tr("The model vLLM serves. Presets carry the shapes of the Hugging Face config.json; "
                           "import your own config.json, or drop it (or a model folder) on the window."));
    for (const ModelSpec& model : PresetCatalog::builtin().models()) {
        m_model->addItem(model.displayName, model.id);
        m_model->setItemData(m_model->count() - 1, model.hfRepo, Qt::ToolTipRole);
    }
    m_model->setMinimumContentsLength(14);
    m_model->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_import = new QPushButton(tr("&Import…"), this);
    m_import->setToolTip(tr("Read a Hugging Face config.json (or a model folder holding one) as the model."));
    m_modelInfo = new QLabel(this);
    m_modelInfo->setWordWrap(true);
    m_modelInfo->setForegroundRole(QPalette::PlaceholderText);

    m_gpu = new QComboBox(this);
    m_gpu->setToolTip(tr("The GPU model. Its memory is what CUDA reports (torch total_memory), which is what "
                         "vLLM multiplies by gpu_memory_utilization."));
    for (const GpuSpec& gpu : PresetCatalog::builtin().gpus())
        m_gpu->addItem(gpu.name, gpu.id);
    m_gpu->setMinimumContentsLength(14);
    m_gpu->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_gpuCount = new QSpinBox(this);
    m_gpuCount->setRange(1, 1024);
    m_gpuCount->setKeyboardTracking(false);
    m_gpuCount->setToolTip(tr("GPUs available to the deployment. vLLM needs tensor_parallel_size × "
                              "pipeline_parallel_size of them; more only matter for data parallelism."));
    m_tensorParallel = new QComboBox(this);
    for (int tp : {1, 2, 4, 8, 16, 32})
        m_tensorParallel->addItem(QString::number(tp), tp);
    m_tensorParallel->setToolTip(
        tr("--tensor-parallel-size: each layer is split over this many GPUs. The "
           "attention heads must divide evenly, so sizes that do not are disabled."));
    m_pipelineParallel = new QSpinBox(this);
    m_pipelineParallel->setRange(1, 64);
    m_pipelineParallel->setKeyboardTracking(false);
    m_pipelineParallel->setToolTip(
        tr("--pipeline-parallel-size: the layers are split into this many stages, one "
           "per GPU group. vLLM sizes the KV cache by the stage with the fewest blocks."));

    m_utilSlider = new QSlider(Qt::Horizontal, this);
    m_utilSlider->setRange(5, 99);
    m_utilSlider->setPageStep(5);
    m_utilSpin = new QDoubleSpinBox(this);
    m_utilSpin->setRange(0.05, 0.99);
    m_utilSpin->setSingleStep(0.01);
    m_utilSpin->setDecimals(2);
    m_utilSpin->setKeyboardTracking(false);
    const QString utilTip =
        tr("--gpu-memory-utilization: the share of the whole card vLLM may use. Weights, "
           "activations and (from v0.21) CUDA graphs come out of it; the rest is KV cache.");
    m_utilSlider->setToolTip(utilTip);
    m_utilSpin->setToolTip(utilTip);

    m_contextSlider = new QSlider(Qt::Horizontal, this);
    m_contextSlider->setPageStep(1);
    m_contextSpin = tokenSpin(this, 16, 1);
    const QString contextTip =
        tr("--max-model-len: the longest request (prompt + output) vLLM accepts. One such "
           "request must fit in the KV cache or vLLM refuses to start. The slider snaps to "
           "powers of two; type any exact value in the box.");
    m_contextSlider->setToolTip(contextTip);
    m_contextSpin->setToolTip(contextTip);

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

    m_maxNumSeqs = tokenSpin(this, 1, 1'000'000);
    m_maxNumSeqs->setToolTip(tr("--max-num-seqs: the most requests vLLM schedules at once. It sizes the "
                                "sampler's profiling run and the CUDA graph captures."));
    m_maxNumBatchedTokens = tokenSpin(this, 1, 100'000'000);
    m_maxNumBatchedTokens->setToolTip(
        tr("--max-num-batched-tokens: tokens per scheduler step. vLLM's profiling "
           "forward pass runs this many tokens, which sets the activation peak."));
    m_otherProcesses = new QDoubleSpinBox(this);
    m_otherProcesses->setDecimals(2);
    m_otherProcesses->setSingleStep(0.5);
    m_otherProcesses->setSuffix(tr(" GiB"));
    m_otherProcesses->setKeyboardTracking(false);
    m_otherProcesses->setToolTip(tr("Memory other processes already hold on each GPU when vLLM starts. vLLM "
                                    "refuses to start if the free memory is below its utilization ceiling."));
    m_requestTokens = tokenSpin(this, 1, 100'000'000);
    m_requestTokens->setSuffix(tr(" tokens"));
    m_requestTokens->setToolTip(tr("A typical request (prompt + output). Paged KV blocks mean such requests "
                                   "pin only what they use: this sets the realistic concurrency."));
    m_requestTokensP95 = tokenSpin(this, 1, 100'000'000);
    m_requestTokensP95->setSuffix(tr(" tokens"));
    m_requestTokensP95->setToolTip(
        tr("The 95th-percentile request. kvbudget recommends a max_num_seqs that keeps "
           "a batch of these resident with a safety margin."));

    m_validation = new QLabel(this);
    m_validation->setWordWrap(true);
    m_validation->setTextFormat(Qt::PlainText);
    m_validation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette red = m_validation->palette();
    red.setColor(QPalette::WindowText, QColor(0xc6, 0x28, 0x28));
    m_validation->setPalette(red);
    m_validation->hide();
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
    auto row = [](QFormLayout* f, const QString& label, QWidget* field, QWidget* buddy) {
        auto* l = new QLabel(label);
        l->setBuddy(buddy);
        l->setToolTip(buddy->toolTip());
        f->addRow(l, field);
    };

    QFormLayout* hardware = form(tr("Model and GPUs"));
    auto* modelRow = new QWidget(this);
    auto* modelLayout = new QHBoxLayout(modelRow);
    modelLayout->setContentsMargins(0, 0, 0, 0);
    modelLayout->addWidget(m_model, 1);
    modelLayout->addWidget(m_import);
    row(hardware, tr("&Model"), modelRow, m_model);
    hardware->addRow(m_modelInfo);
    row(hardware, tr("&GPU"), m_gpu, m_gpu);
    row(hardware, tr("GPU &count"), m_gpuCount, m_gpuCount);
    row(hardware, tr("&Tensor parallel"), m_tensorParallel, m_tensorParallel);
    row(hardware, tr("&Pipeline parallel"), m_pipelineParallel, m_pipelineParallel);

    QFormLayout* vllm = form(tr("vLLM settings"));
    row(vllm, tr("vLLM versio&n"), m_vllmVersion, m_vllmVersion); // not &v: Alt+V opens the View menu
    auto sliderField = [this](QFormLayout* f, const QString& label, QSlider* slider, QWidget* spin) {
        auto* l = new QLabel(label);
        l->setBuddy(spin);
        l->setToolTip(spin->toolTip());
        f->addRow(l);
        f->addRow(sliderRow(this, slider, spin));
    };
    sliderField(vllm, tr("gpu_memory_&utilization"), m_utilSlider, m_utilSpin);
    sliderField(vllm, tr("max_model_&len (tokens)"), m_contextSlider, m_contextSpin);
    row(vllm, tr("&KV cache dtype"), m_kvDtype, m_kvDtype);
    row(vllm, tr("&Weight quantization"), m_quantization, m_quantization);
    row(vllm, tr("max_num_&seqs"), m_maxNumSeqs, m_maxNumSeqs);
    row(vllm, tr("max_num_&batched_tokens"), m_maxNumBatchedTokens, m_maxNumBatchedTokens);

    auto* architecture = new ArchitecturePanel(m_controller, this); // flags only some models use
    layout->addWidget(architecture);
    architecture->placeInTabOrderAfter(m_maxNumBatchedTokens);

    QFormLayout* workload = form(tr("Environment and workload"));
    row(workload, tr("&Other processes"), m_otherProcesses, m_otherProcesses);
    row(workload, tr("T&ypical request"), m_requestTokens, m_requestTokens);
    row(workload, tr("p9&5 request"), m_requestTokensP95, m_requestTokensP95);

    layout->addWidget(m_validation);
    layout->addStretch(1);
}

void ScenarioPanel::connectControls()
{
    ScenarioController* c = m_controller;
    connect(m_model, &QComboBox::currentIndexChanged, this, &ScenarioPanel::selectModel);
    connect(m_import, &QPushButton::clicked, this, &ScenarioPanel::importRequested);
    connect(m_gpu, &QComboBox::currentIndexChanged, this, &ScenarioPanel::selectGpu);
    connect(m_gpuCount, &QSpinBox::valueChanged, this,
            [c](int count) { c->edit([count](Scenario& s) { s.gpu.count = count; }); });
    connect(m_tensorParallel, &QComboBox::currentIndexChanged, this,
            [this] { setParallelism(m_tensorParallel->currentData().toInt(), m_pipelineParallel->value()); });
    connect(m_pipelineParallel, &QSpinBox::valueChanged, this,
            [this](int pp) { setParallelism(m_tensorParallel->currentData().toInt(), pp); });
    connect(m_utilSlider, &QSlider::valueChanged, this, [c](int percent) {
        c->edit([percent](Scenario& s) { s.serving.gpuMemoryUtilization = percent / 100.0; });
    });
    connect(m_utilSpin, &QDoubleSpinBox::valueChanged, this,
            [c](double util) { c->edit([util](Scenario& s) { s.serving.gpuMemoryUtilization = util; }); });
    connect(m_contextSlider, &QSlider::valueChanged, this, [this, c](int index) {
        if (index < 0 || static_cast<std::size_t>(index) >= m_contextGrid.size())
            return;
        const std::int64_t length = m_contextGrid[static_cast<std::size_t>(index)];
        c->edit([length](Scenario& s) { s.serving.maxModelLen = length; });
    });
    connect(m_contextSpin, &QSpinBox::valueChanged, this,
            [c](int length) { c->edit([length](Scenario& s) { s.serving.maxModelLen = length; }); });
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
    connect(m_maxNumSeqs, &QSpinBox::valueChanged, this,
            [c](int seqs) { c->edit([seqs](Scenario& s) { s.serving.maxNumSeqs = seqs; }); });
    connect(m_maxNumBatchedTokens, &QSpinBox::valueChanged, this,
            [c](int tokens) { c->edit([tokens](Scenario& s) { s.serving.maxNumBatchedTokens = tokens; }); });
    connect(m_otherProcesses, &QDoubleSpinBox::valueChanged, this, [c](double gib) {
        c->edit([gib](Scenario& s) { s.serving.otherProcessesBytes = fromGiB(gib); });
    });
    connect(m_requestTokens, &QSpinBox::valueChanged, this,
            [c](int tokens) { c->edit([tokens](Scenario& s) { s.workload.requestTokens = tokens; }); });
    connect(m_requestTokensP95, &QSpinBox::valueChanged, this,
            [c](int tokens) { c->edit([tokens](Scenario& s) { s.workload.requestTokensP95 = tokens; }); });
}

} // namespace kvb::ui
