#include "ui/architecturepanel.h"

#include "ui/knobrow.h"
#include "ui/scenariocontroller.h"
#include "ui/validatingspinbox.h"
#include "vllm/flagstate.h"
#include "vllm/worldsize.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QToolButton>

#include <algorithm>
#include <cmath>

namespace kvb::ui {

namespace {

// A disabled control explains itself instead: why the flag does nothing for this model. Its label
// (if any) says the same. A number box keeps its own tooltip, which adds the accepted range.
void setRelevant(QWidget* control, bool relevant, const QString& tip, const QString& whyNot)
{
    const QString text = relevant ? tip : whyNot;
    if (control->isEnabled() != relevant)
        control->setEnabled(relevant);
    if (auto* box = qobject_cast<ValidatingSpinBox*>(control))
        box->setDescription(text);
    else if (control->toolTip() != text)
        control->setToolTip(text);
    const auto* form = qobject_cast<QFormLayout*>(control->parentWidget()->parentWidget()->layout());
    QWidget* field = control->parentWidget(); // the row with the control and its reset
    if (QWidget* label = form ? form->labelForField(field) : nullptr) {
        label->setToolTip(text);
        label->setEnabled(relevant);
    }
}

std::int64_t whole(double value)
{
    return std::llround(value);
}

void setSuffixIfChanged(QDoubleSpinBox* spin, const QString& suffix)
{
    if (spin->suffix() != suffix)
        spin->setSuffix(suffix); // a new suffix relayouts the panel: only when it changes
}

} // namespace

ArchitecturePanel::ArchitecturePanel(ScenarioController* controller, QWidget* parent)
    : QGroupBox(tr("Architecture"), parent)
    , m_controller(controller)
{
    buildControls();
    sync(controller->figures());
    connectControls();
    connect(controller, &ScenarioController::figuresChanged, this, &ArchitecturePanel::sync);
}

void ArchitecturePanel::buildControls()
{
    m_disableHybrid = new QCheckBox(tr("Disable hybrid KV cache ma&nager"), this);
    m_expertParallel = new QCheckBox(tr("Expert p&arallelism"), this);
    // Number boxes that never truncate (validatingspinbox.h): 999 images, 50,000,000 pixels stay so.
    m_dataParallel = new ValidatingSpinBox(this);
    m_images = new ValidatingSpinBox(this);
    m_maxPixels = new ValidatingSpinBox(this);
    // 0 typed is "the model's default"; the box reads 0 and is disabled for encoders with a fixed size.
    m_maxPixels->setSingleStep(200'704); // 256 merged 28 x 28 patches of Qwen2-VL's processor

    auto* form = new QFormLayout(this);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // Each control a view of its plan flag (knobrow.h): bold when modified, with a reset.
    auto withReset = [this](QWidget* field, QWidget* marked, const char* flag) {
        const FlagSpec* spec = findPlanFlag(QLatin1String(flag));
        Q_ASSERT(spec);
        auto* knob = new KnobRow(*spec, marked, m_controller, this);
        m_knobs.push_back(knob);
        auto* row = new QWidget(this);
        auto* layout = new QHBoxLayout(row);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->setSpacing(2);
        field->setParent(row);
        layout->addWidget(field, 1);
        layout->addWidget(knob->resetButton());
        knob->resetButton()->setParent(row);
        return row;
    };
    form->addRow(withReset(m_disableHybrid, m_disableHybrid, "disable-hybrid-kv-cache-manager"));
    form->addRow(withReset(m_expertParallel, m_expertParallel, "enable-expert-parallel"));
    auto row = [&](const QString& label, QWidget* field, const char* flag) {
        auto* l = new QLabel(label);
        l->setBuddy(field);
        form->addRow(l, withReset(field, l, flag));
    };
    row(tr("&Data-parallel size"), m_dataParallel, "data-parallel-size");
    row(tr("Images per p&rompt"), m_images, "limit-mm-per-prompt");
    row(tr("Max image pi&xels"), m_maxPixels, "max-image-pixels");
}

QList<QWidget*> ArchitecturePanel::controls() const
{
    return {m_disableHybrid, m_expertParallel, m_dataParallel, m_images, m_maxPixels};
}

void ArchitecturePanel::placeInTabOrderAfter(QWidget* previous)
{
    for (QWidget* control : controls()) {
        setTabOrder(previous, control);
        previous = control;
    }
}

void ArchitecturePanel::connectControls()
{
    ScenarioController* c = m_controller;
    connect(m_disableHybrid, &QCheckBox::toggled, this,
            [c](bool on) { c->edit([on](Scenario& s) { s.serving.disableHybridKvCacheManager = on; }); });
    connect(m_expertParallel, &QCheckBox::toggled, this,
            [c](bool on) { c->edit([on](Scenario& s) { s.serving.enableExpertParallel = on; }); });
    connect(m_dataParallel, &ValidatingSpinBox::valueChanged, this, [c](double value) {
        const int replicas = static_cast<int>(std::clamp<std::int64_t>(whole(value), INT_MIN, INT_MAX));
        c->edit([replicas](Scenario& s) {
            s.serving.dataParallelSize = replicas;
            // Each replica needs its own TP x PP GPUs; growing the deployment brings them along.
            s.gpu.count = std::max(s.gpu.count, requestedGpuCount(s.serving, true));
        });
    });
    connect(m_images, &ValidatingSpinBox::valueChanged, this, [c](double value) {
        const int images = static_cast<int>(std::clamp<std::int64_t>(whole(value), INT_MIN, INT_MAX));
        c->edit([images](Scenario& s) {
            s.serving.limitImagesPerPrompt = images;
            s.serving.videoLimitOpen = false; // the knob's 0 is text only: the command closes video too
        });
    });
    connect(m_maxPixels, &ValidatingSpinBox::valueChanged, this, [c](double value) {
        const std::int64_t pixels = whole(value);
        c->edit([pixels](Scenario& s) {
            if (pixels > 0)
                s.serving.maxImagePixels = pixels;
            else
                s.serving.maxImagePixels.reset();
        });
    });
}

void ArchitecturePanel::sync(const DashboardFigures& figures)
{
    const Scenario& s = figures.scenario;
    const ResolvedSettings& rs = figures.plan.settings;
    const ArchitectureFlagRelevance relevant = architectureFlagRelevance(s.model);
    const QString model = s.model.displayName.isEmpty() ? s.model.id : s.model.displayName;
    const QSignalBlocker b1(m_disableHybrid), b2(m_expertParallel), b3(m_dataParallel), b4(m_images),
        b5(m_maxPixels);

    setRelevant(
        m_disableHybrid, relevant.hybridKvCacheManager,
        tr("--disable-hybrid-kv-cache-manager: sliding-window layers keep the whole context like "
           "full-attention ones, so fewer tokens fit. With the manager on, they keep only their window."),
        tr("Off for %1: only models that mix sliding-window and full-attention layers (Gemma 2/3, "
           "gpt-oss) use the hybrid KV cache manager.")
            .arg(model));
    m_disableHybrid->setChecked(s.serving.disableHybridKvCacheManager);

    const QString notMoe =
        tr("Off for %1: only mixture-of-experts models have experts to spread.").arg(model);
    setRelevant(
        m_expertParallel, relevant.expertParallel,
        tr("--enable-expert-parallel: each GPU holds whole experts, the experts divided over tensor × "
           "data-parallel GPUs, instead of a slice of every expert."),
        notMoe);
    m_expertParallel->setChecked(s.serving.enableExpertParallel);
    setRelevant(m_dataParallel, relevant.expertParallel,
                tr("--data-parallel-size: independent replicas, each with its own KV cache. With expert "
                   "parallelism they share the experts, so each GPU holds fewer of them."),
                notMoe);
    m_dataParallel->setValue(s.serving.dataParallelSize);
    for (const auto& [box, flag] :
         {std::pair{m_dataParallel, "data-parallel-size"}, std::pair{m_images, "limit-mm-per-prompt"},
          std::pair{m_maxPixels, "max-image-pixels"}})
        if (const FlagSpec* spec = findPlanFlag(QLatin1String(flag)))
            box->setAcceptedRange(flagAcceptedRange(*spec, s));

    const QString noVision = tr("Off for %1: it has no vision encoder.").arg(model);
    setRelevant(m_images, relevant.imageLimit,
                tr("--limit-mm-per-prompt '{\"image\": N}': vLLM profiles its vision encoder on this many "
                   "maximum-size images at startup, and that peak must fit. 0 serves text only: then the "
                   "releases with vLLM's language-model-only mode load no vision tower either."),
                noVision);
    m_images->setValue(rs.imagesPerPrompt);
    setSuffixIfChanged(m_images,
                       relevant.imageLimit && !s.serving.limitImagesPerPrompt ? tr(" (default)") : QString());

    setRelevant(
        m_maxPixels, relevant.imagePixels,
        tr("--mm-processor-kwargs '{\"max_pixels\": N}': the largest image the processor keeps; vLLM "
           "profiles the encoder at this size, so less lowers the startup peak. 0 restores the default."),
        relevant.imageLimit
            ? tr("Off for %1: its processor resizes every image to one fixed size.").arg(model)
            : noVision);
    m_maxPixels->setValue(relevant.imagePixels ? static_cast<double>(rs.maxImagePixels) : 0.0);
    if (!relevant.imagePixels)
        m_maxPixels->setAcceptedRange(FlagRange{0, 0, false, false, false}); // disabled: nothing to flag red
    setSuffixIfChanged(m_maxPixels, !relevant.imagePixels      ? QString()
                                    : s.serving.maxImagePixels ? tr(" px")
                                                               : tr(" px (default)"));
    for (KnobRow* knob : m_knobs)
        knob->sync(s);
}

} // namespace kvb::ui
