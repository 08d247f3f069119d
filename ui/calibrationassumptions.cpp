#include "ui/calibrationassumptions.h"

#include "base/units_format.h"
#include "budget/defaults.h"
#include "ui/validatingspinbox.h"
#include "vllm/flagstate.h"

#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>

#include <cmath>

namespace kvb::ui {

CalibrationAssumptions::CalibrationAssumptions(QWidget* parent)
    : QGroupBox(tr("Inputs the log does not state"), parent)
    , m_text(new QLabel(this))
    , m_utilization(new ValidatingSpinBox(this))
    , m_context(new ValidatingSpinBox(this))
{
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_utilization->setObjectName(QStringLiteral("assumed_utilization"));
    m_utilization->setPrecision(4, 2);
    m_utilization->setSingleStep(0.01);
    m_utilization->setDescription(tr("--gpu-memory-utilization the logged run used. The other terms are "
                                     "solved on it, so a wrong value shifts them all."));
    m_context->setObjectName(QStringLiteral("assumed_max_model_len"));
    m_context->setDescription(tr("--max-model-len the logged run used."));
    for (const char* name : {"gpu-memory-utilization", "max-model-len"})
        if (const FlagSpec* flag = findPlanFlag(QLatin1String(name)))
            (name[0] == 'g' ? m_utilization : m_context)
                ->setAcceptedRange(flagAcceptedRange(*flag, Scenario{}));
    auto* form = new QFormLayout(this);
    form->addRow(m_text);
    form->addRow(tr("gpu_memory_&utilization"), m_utilization);
    form->addRow(tr("max_model_&len"), m_context);
    connect(m_utilization, &ValidatingSpinBox::valueChanged, this, &CalibrationAssumptions::edited);
    connect(m_context, &ValidatingSpinBox::valueChanged, this, &CalibrationAssumptions::edited);
    clear();
}

void CalibrationAssumptions::clear()
{
    m_assumed.clear();
    m_text->clear();
    hide();
}

void CalibrationAssumptions::showFor(const ParsedVllmLog& log, const Scenario& base)
{
    const ResolvedSettings rs = resolveSettings(base);
    const QSignalBlocker b1(m_utilization), b2(m_context);
    if (const FlagSpec* flag = findPlanFlag(QStringLiteral("max-model-len")))
        m_context->setAcceptedRange(flagAcceptedRange(*flag, base));
    m_utilization->setValue(log.utilization.value_or(rs.gpuMemoryUtilization));
    m_context->setValue(static_cast<double>(log.maxModelLen.value_or(rs.maxModelLen)));
    m_utilization->setEnabled(!log.utilization);
    m_context->setEnabled(!log.maxModelLen);

    m_assumed.clear();
    QStringList parts;
    if (!log.utilization) {
        m_assumed << QStringLiteral("gpu_memory_utilization");
        parts << tr("gpu_memory_utilization %1").arg(formatRatio(rs.gpuMemoryUtilization));
    }
    if (!log.maxModelLen) {
        m_assumed << QStringLiteral("max_model_len");
        parts << tr("max_model_len %1").arg(formatCount(rs.maxModelLen));
    }
    if (parts.isEmpty())
        m_text->setText(tr("The log states the utilization and max_model_len; they are used as logged."));
    else
        m_text->setText(
            tr("Assumed from the window, because the log does not say: %1. The measured terms are "
               "solved on these values; set them to what the logged run used before applying.")
                .arg(parts.join(QStringLiteral(", "))));
    show();
}

QString CalibrationAssumptions::text() const
{
    return m_text->text();
}

void CalibrationAssumptions::applyTo(Scenario& scenario) const
{
    if (m_assumed.contains(QStringLiteral("gpu_memory_utilization")))
        scenario.serving.gpuMemoryUtilization = m_utilization->value();
    if (m_assumed.contains(QStringLiteral("max_model_len")))
        scenario.serving.maxModelLen = std::llround(m_context->value());
}

} // namespace kvb::ui
