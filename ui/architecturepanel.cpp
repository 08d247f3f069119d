#include "ui/architecturepanel.h"

#include "ui/scenariocontroller.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>
#include <limits>

namespace kvb::ui {

namespace {

int clampToInt(std::int64_t value)
{
    return static_cast<int>(std::clamp<std::int64_t>(value, 0, std::numeric_limits<int>::max()));
}

// A disabled control explains itself instead: why the flag does nothing for this model. Its label
// (if any) says the same.
void setRelevant(QWidget* control, bool relevant, const QString& tip, const QString& whyNot)
{
    const QString text = relevant ? tip : whyNot;
    if (control->isEnabled() != relevant)
        control->setEnabled(relevant);
    if (control->toolTip() != text)
        control->setToolTip(text);
    const auto* form = qobject_cast<QFormLayout*>(control->parentWidget()->layout());
    if (QWidget* label = form ? form->labelForField(control) : nullptr) {
        label->setToolTip(text);
        label->setEnabled(relevant);
    }
}

void setSuffixIfChanged(QSpinBox* spin, const QString& suffix)
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
    m_dataParallel = new QSpinBox(this);
    m_dataParallel->setRange(1, 4096);
    m_dataParallel->setKeyboardTracking(false);
    m_images = new QSpinBox(this);
    m_images->setRange(0, 64);
    m_images->setKeyboardTracking(false);
    m_maxPixels = new QSpinBox(this);
    // 0 is "the model's default" when typed, and reads "n/a" for encoders with a fixed image size.
    m_maxPixels->setRange(0, std::numeric_limits<int>::max());
    m_maxPixels->setSpecialValueText(tr("n/a"));
    m_maxPixels->setSingleStep(200'704); // 256 merged 28 x 28 patches of Qwen2-VL's processor
    m_maxPixels->setGroupSeparatorShown(true);
    m_maxPixels->setKeyboardTracking(false);
    m_maxPixels->setAccelerated(true);

    auto* form = new QFormLayout(this);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(m_disableHybrid);
    form->addRow(m_expertParallel);
    auto row = [form](const QString& label, QWidget* field) {
        auto* l = new QLabel(label);
        l->setBuddy(field);
        form->addRow(l, field);
        return l;
    };
    row(tr("&Data-parallel size"), m_dataParallel);
    row(tr("Images per p&rompt"), m_images);
    row(tr("Max image pi&xels"), m_maxPixels);
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
    connect(m_dataParallel, &QSpinBox::valueChanged, this, [c](int replicas) {
        c->edit([replicas](Scenario& s) {
            s.serving.dataParallelSize = replicas;
            // Each replica needs its own TP x PP GPUs; growing the deployment brings them along.
            s.gpu.count = std::max(s.gpu.count, s.serving.worldSize() * replicas);
        });
    });
    connect(m_images, &QSpinBox::valueChanged, this,
            [c](int images) { c->edit([images](Scenario& s) { s.serving.limitImagesPerPrompt = images; }); });
    connect(m_maxPixels, &QSpinBox::valueChanged, this, [c](int pixels) {
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

    const QString noVision = tr("Off for %1: it has no vision encoder.").arg(model);
    setRelevant(m_images, relevant.imageLimit,
                tr("--limit-mm-per-prompt '{\"image\": N}': vLLM profiles its vision encoder on this many "
                   "maximum-size images at startup, and that peak must fit. 0 serves text only."),
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
    m_maxPixels->setValue(relevant.imagePixels ? clampToInt(rs.maxImagePixels) : 0);
    setSuffixIfChanged(m_maxPixels, !relevant.imagePixels      ? QString()
                                    : s.serving.maxImagePixels ? tr(" px")
                                                               : tr(" px (default)"));
}

} // namespace kvb::ui
