#include "ui/knobrow.h"

#include "ui/scenariocontroller.h"
#include "vllm/flagstate.h"

#include <QToolButton>
#include <QWidget>

namespace kvb::ui {

KnobRow::KnobRow(const FlagSpec& flag, QWidget* marked, ScenarioController* controller, QWidget* parent)
    : QObject(parent)
    , m_flag(flag)
    , m_marked(marked)
    , m_reset(createResetButton(parent))
{
    connect(m_reset, &QToolButton::clicked, this, [this, controller] { controller->resetFlag(m_flag); });
}

QToolButton* KnobRow::createResetButton(QWidget* parent)
{
    auto* button = new QToolButton(parent);
    button->setText(QStringLiteral("↺"));
    button->setAutoRaise(true);
    button->setFocusPolicy(Qt::TabFocus);
    button->setEnabled(false);
    return button;
}

void KnobRow::sync(const Scenario& scenario)
{
    m_modified = flagModified(m_flag, scenario);
    Scenario reset = scenario;
    resetFlag(m_flag, reset);
    const QString value = flagDisplayValue(m_flag, reset);
    const QString name = flagLabel(m_flag);
    const QString tip = m_modified ? tr("%1 is changed from its default. Reset it to %2.").arg(name, value)
                                   : tr("%1 is at its default (%2).").arg(name, value);
    if (m_reset->toolTip() != tip)
        m_reset->setToolTip(tip);
    m_reset->setAccessibleName(tr("Reset %1").arg(name));
    if (m_reset->isEnabled() != m_modified)
        m_reset->setEnabled(m_modified);
    if (m_marked && m_marked->font().bold() != m_modified) {
        QFont font = m_marked->font();
        font.setBold(m_modified);
        m_marked->setFont(font);
    }
}

} // namespace kvb::ui
