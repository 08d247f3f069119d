#include "ui/extrasettings.h"

#include "ui/knobrow.h"
#include "ui/scenariocontroller.h"
#include "vllm/flagstate.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace kvb::ui {

ExtraSettings::ExtraSettings(ScenarioController* controller, QStringList panelFlags, QWidget* parent)
    : QGroupBox(tr("Other settings"), parent)
    , m_controller(controller)
    , m_panelFlags(std::move(panelFlags))
    , m_rows(new QVBoxLayout)
    , m_none(new QLabel(tr("Everything else at its default."), this))
    , m_advanced(new QPushButton(tr("Ad&vanced settings…"), this))
    , m_resetAll(new QPushButton(tr("Reset a&ll"), this))
{
    setToolTip(tr("Settings that differ from their defaults and have no control above: overrides, "
                  "block_size, enforce_eager, a custom GPU memory size... Each one decides the plan."));
    m_none->setForegroundRole(QPalette::PlaceholderText);
    m_rows->setContentsMargins(0, 0, 0, 0);
    m_rows->setSpacing(2);
    m_advanced->setToolTip(tr("Every setting the command line has, with its range and default: the GPU's "
                              "memory, block_size, enforce_eager, --kv-cache-memory, the weight dtype, the "
                              "overhead overrides, the accounting..."));
    m_resetAll->setToolTip(tr("Every setting back to vLLM's (and kvbudget's) defaults; the model and the GPU "
                              "stay."));
    connect(m_advanced, &QPushButton::clicked, this, &ExtraSettings::advancedRequested);
    connect(m_resetAll, &QPushButton::clicked, this, [this] { m_controller->resetAllSettings(); });
    auto* buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(m_advanced);
    buttons->addWidget(m_resetAll);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_none);
    layout->addLayout(m_rows);
    layout->addLayout(buttons);
}

void ExtraSettings::sync(const Scenario& scenario)
{
    QStringList listed;
    QStringList texts;
    std::vector<const FlagSpec*> flags;
    for (const FlagSpec* flag : modifiedFlags(scenario)) {
        if (m_panelFlags.contains(QLatin1String(flag->name)))
            continue;
        listed << QLatin1String(flag->name);
        texts << tr("%1: %2").arg(flagLabel(*flag), flagDisplayValue(*flag, scenario));
        flags.push_back(flag);
    }
    if (listed == m_listed && texts == m_texts)
        return; // rebuilding would relayout the panel on every slider step
    m_listed = listed;
    m_texts = texts;
    while (QLayoutItem* item = m_rows->takeAt(0)) {
        if (QLayout* row = item->layout())
            while (QLayoutItem* child = row->takeAt(0)) {
                // Later: the row's reset may be the button whose click is being handled.
                if (QWidget* widget = child->widget()) {
                    widget->hide();
                    widget->setObjectName(QString());
                    widget->deleteLater();
                }
                delete child;
            }
        delete item; // a row's layout is its own item
    }
    for (std::size_t i = 0; i < flags.size(); ++i) {
        const FlagSpec& flag = *flags[i];
        auto* row = new QHBoxLayout;
        auto* text = new QLabel(texts[static_cast<qsizetype>(i)], this);
        text->setWordWrap(true);
        text->setToolTip(flagHelp(flag));
        QFont bold = text->font();
        bold.setBold(true);
        text->setFont(bold);
        QToolButton* reset = KnobRow::createResetButton(this);
        reset->setObjectName(QStringLiteral("reset_") + QLatin1String(flag.name));
        reset->setEnabled(true);
        reset->setToolTip(tr("Reset %1 to its default").arg(flagLabel(flag)));
        reset->setAccessibleName(tr("Reset %1").arg(flagLabel(flag)));
        connect(reset, &QToolButton::clicked, this, [this, &flag] { m_controller->resetFlag(flag); });
        row->addWidget(text, 1);
        row->addWidget(reset, 0, Qt::AlignTop);
        m_rows->addLayout(row);
    }
    m_none->setVisible(listed.isEmpty());
}

QString ExtraSettings::listedText() const
{
    return m_texts.join(QLatin1Char('\n'));
}

QWidget* ExtraSettings::resetButton(const QString& flagName) const
{
    return findChild<QToolButton*>(QStringLiteral("reset_") + flagName);
}

} // namespace kvb::ui
