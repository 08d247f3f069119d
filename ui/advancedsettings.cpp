#include "ui/advancedsettings.h"

#include "ui/knobrow.h"
#include "ui/scenariocontroller.h"
#include "ui/validatingspinbox.h"
#include "vllm/flagstate.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

#include <map>

namespace kvb::ui {

namespace {

bool listed(const FlagSpec& flag)
{
    // The model and the GPU have their own pickers; a shadowed flag shows under the one it shadows.
    return !flagIsIdentity(flag) && !flagIsShadowed(flag);
}

bool numeric(const FlagSpec& flag)
{
    return flag.kind == FlagKind::Integer || flag.kind == FlagKind::TokenCount ||
           flag.kind == FlagKind::Number;
}

// A switch that may also be left to vLLM (enable_chunked_prefill): a choice of three, not a check box.
bool triState(const FlagSpec& flag, const Scenario& scenario)
{
    return flag.kind == FlagKind::Switch && flagValueText(flag, withDefaultSettings(scenario)).isEmpty();
}

} // namespace

AdvancedSettingsDialog::AdvancedSettingsDialog(ScenarioController* controller, QWidget* parent)
    : QDialog(parent)
    , m_controller(controller)
    , m_filter(new QLineEdit(this))
    , m_error(new QLabel(this))
{
    setWindowTitle(tr("Advanced settings"));
    m_filter->setPlaceholderText(tr("Filter settings…"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setToolTip(tr("Shows only the settings whose name or description contains this text."));
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    QPalette red = m_error->palette();
    red.setColor(QPalette::WindowText, QColor(0xc6, 0x28, 0x28));
    m_error->setPalette(red);
    m_error->hide();
    auto* intro =
        new QLabel(tr("Every setting of the command line, as `kvbudget plan` takes it. Bold ones differ "
                      "from the default; ↺ puts the default back. Press Enter to apply a value."),
                   this);
    intro->setWordWrap(true);

    QWidget* rows = buildRows();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_filter);
    layout->addWidget(rows, 1);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    resize(620, 640);

    connect(m_filter, &QLineEdit::textChanged, this, &AdvancedSettingsDialog::applyFilter);
    connect(controller, &ScenarioController::figuresChanged, this,
            [this](const DashboardFigures& f) { sync(f.scenario); });
    sync(controller->scenario());
}

QWidget* AdvancedSettingsDialog::buildRows()
{
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    auto* content = new QWidget(scroll);
    auto* column = new QVBoxLayout(content);
    std::map<FlagGroup, QFormLayout*> forms;
    for (const FlagSpec& flag : planFlags()) {
        if (!listed(flag))
            continue;
        QFormLayout*& form = forms[flag.group];
        if (!form) {
            auto* box = new QGroupBox(flagGroupTitle(flag.group), content);
            form = new QFormLayout(box);
            form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
            column->addWidget(box);
        }
        Row row;
        row.flag = &flag;
        row.form = form;
        row.label = new QLabel(flagLabel(flag), content);
        row.editor = createEditor(flag);
        row.editor->setObjectName(QStringLiteral("edit_") + QLatin1String(flag.name));
        row.label->setBuddy(row.editor);
        row.reset = KnobRow::createResetButton(content);
        row.reset->setObjectName(QStringLiteral("reset_") + QLatin1String(flag.name));
        row.reset->setAccessibleName(tr("Reset %1").arg(flagLabel(flag)));
        row.field = new QWidget(content);
        auto* line = new QHBoxLayout(row.field);
        line->setContentsMargins(0, 0, 0, 0);
        line->setSpacing(2);
        row.editor->setParent(row.field);
        line->addWidget(row.editor, 1);
        line->addWidget(row.reset);
        row.reset->setParent(row.field);
        form->addRow(row.label, row.field);
        connectEditor(row);
        m_rows.push_back(row);
    }
    column->addStretch(1);
    scroll->setWidget(content);
    return scroll;
}

QWidget* AdvancedSettingsDialog::createEditor(const FlagSpec& flag)
{
    const Scenario& s = m_controller->scenario();
    if (triState(flag, s)) {
        auto* combo = new QComboBox(this);
        combo->addItem(tr("vLLM's default"), QString());
        combo->addItem(tr("on"), QStringLiteral("true"));
        combo->addItem(tr("off"), QStringLiteral("false"));
        return combo;
    }
    if (flag.kind == FlagKind::Switch)
        return new QCheckBox(QStringLiteral("--") + QLatin1String(flag.name), this);
    if (const QStringList choices = flagChoices(flag); !choices.isEmpty()) {
        auto* combo = new QComboBox(this);
        for (const QString& choice : choices)
            combo->addItem(choice, choice);
        return combo;
    }
    auto* edit = new QLineEdit(this);
    edit->setPlaceholderText(tr("default"));
    return edit;
}

void AdvancedSettingsDialog::connectEditor(const Row& row)
{
    const QString name = QLatin1String(row.flag->name);
    const FlagSpec* flag = row.flag;
    connect(row.reset, &QToolButton::clicked, this, [this, flag] {
        m_error->hide();
        m_controller->resetFlag(*flag);
    });
    if (auto* check = qobject_cast<QCheckBox*>(row.editor)) {
        connect(check, &QCheckBox::toggled, this, [this, name](bool on) {
            apply(name, on ? QStringLiteral("true") : QStringLiteral("false"));
        });
    } else if (auto* combo = qobject_cast<QComboBox*>(row.editor)) {
        connect(combo, &QComboBox::activated, this, [this, name, combo, flag](int index) {
            const QString value = combo->itemData(index).toString();
            if (value.isEmpty()) {
                m_error->hide();
                m_controller->resetFlag(*flag);
            } else {
                apply(name, value);
            }
        });
    } else if (auto* edit = qobject_cast<QLineEdit*>(row.editor)) {
        connect(edit, &QLineEdit::editingFinished, this, [this, name, edit, flag] {
            const QString text = edit->text().trimmed();
            if (text == flagValueText(*flag, m_controller->scenario()))
                return; // focus left without a change
            if (text.isEmpty()) {
                m_error->hide();
                m_controller->resetFlag(*flag);
            } else {
                apply(name, text);
            }
        });
    }
}

bool AdvancedSettingsDialog::apply(const QString& flagName, const QString& text)
{
    const Row* row = rowOf(flagName);
    if (!row)
        return false;
    if (auto error = m_controller->applyFlag(*row->flag, text)) {
        m_error->setText(error->message);
        m_error->show();
        sync(m_controller->scenario()); // the row shows what the plan still uses
        return false;
    }
    m_error->hide();
    m_error->clear();
    return true;
}

void AdvancedSettingsDialog::sync(const Scenario& scenario)
{
    for (const Row& row : m_rows)
        syncRow(row, scenario);
}

void AdvancedSettingsDialog::syncRow(const Row& row, const Scenario& scenario)
{
    const FlagSpec& flag = *row.flag;
    const QString value = flagValueText(flag, scenario);
    const bool modified = flagModified(flag, scenario);
    Scenario reset = scenario;
    resetFlag(flag, reset);
    QString tip = QStringLiteral("--%1: %2").arg(QLatin1String(flag.name), flagHelp(flag));
    if (numeric(flag)) {
        const FlagRange range = flagAcceptedRange(flag, scenario);
        const int decimals = flag.kind == FlagKind::Number ? 2 : 0;
        tip += QLatin1Char('\n') + tr("Accepted: %1.").arg(ValidatingSpinBox::rangeText(range, decimals));
    }
    tip += QLatin1Char('\n') + tr("Default: %1.").arg(flagDisplayValue(flag, reset));
    for (QWidget* w : {static_cast<QWidget*>(row.label), row.editor})
        if (w->toolTip() != tip)
            w->setToolTip(tip);
    row.reset->setEnabled(modified);
    row.reset->setToolTip(modified ? tr("Reset to %1").arg(flagDisplayValue(flag, reset))
                                   : tr("At its default (%1)").arg(flagDisplayValue(flag, reset)));
    if (row.label->font().bold() != modified) {
        QFont font = row.label->font();
        font.setBold(modified);
        row.label->setFont(font);
    }

    const QSignalBlocker block(row.editor);
    if (auto* check = qobject_cast<QCheckBox*>(row.editor)) {
        check->setChecked(value == u"true");
    } else if (auto* combo = qobject_cast<QComboBox*>(row.editor)) {
        const int index = combo->findData(value);
        combo->setCurrentIndex(index >= 0 ? index : 0);
    } else if (auto* edit = qobject_cast<QLineEdit*>(row.editor)) {
        if (!edit->hasFocus() && edit->text() != value)
            edit->setText(value);
    }
}

void AdvancedSettingsDialog::applyFilter(const QString& text)
{
    const QString needle = text.trimmed();
    for (const Row& row : m_rows) {
        const bool shown = needle.isEmpty() || row.label->text().contains(needle, Qt::CaseInsensitive) ||
                           QLatin1String(row.flag->name).contains(needle, Qt::CaseInsensitive) ||
                           flagHelp(*row.flag).contains(needle, Qt::CaseInsensitive);
        row.form->setRowVisible(row.field, shown);
    }
}

const AdvancedSettingsDialog::Row* AdvancedSettingsDialog::rowOf(const QString& flagName) const
{
    for (const Row& row : m_rows)
        if (QLatin1String(row.flag->name) == flagName)
            return &row;
    return nullptr;
}

QWidget* AdvancedSettingsDialog::editor(const QString& flagName) const
{
    const Row* row = rowOf(flagName);
    return row ? row->editor : nullptr;
}

QToolButton* AdvancedSettingsDialog::resetButton(const QString& flagName) const
{
    const Row* row = rowOf(flagName);
    return row ? row->reset : nullptr;
}

QString AdvancedSettingsDialog::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

QStringList AdvancedSettingsDialog::flagNames() const
{
    QStringList names;
    for (const Row& row : m_rows)
        names << QLatin1String(row.flag->name);
    return names;
}

} // namespace kvb::ui
