#pragma once

#include "model/scenario.h"
#include "vllm/flagtable.h"

#include <QDialog>

#include <vector>

class QFormLayout;
class QLabel;
class QLineEdit;
class QToolButton;

namespace kvb::ui {

class ScenarioController;

// Every setting the command line has, for a power user, without cluttering the panel: one row per
// plan flag (flagtable.h) with its value as the command line spells it, a choice list where the flag
// has fixed spellings, the accepted range and the default in its tooltip, a modified marker and a
// reset (flagstate.h). A value is applied as `kvbudget plan --flag value` would apply it, through the
// controller; one the flag refuses is not applied and its message is shown. The rows follow the
// scenario while the dialog is open; a filter finds a flag by name or description.
class AdvancedSettingsDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit AdvancedSettingsDialog(ScenarioController* controller, QWidget* parent = nullptr);

    // The editor of a flag (a QLineEdit, QComboBox or QCheckBox), its reset; null when not listed.
    QWidget* editor(const QString& flagName) const;
    QToolButton* resetButton(const QString& flagName) const;
    QLineEdit* filter() const { return m_filter; }
    // The message of the last value a flag refused; empty after one that applied.
    QString errorText() const;
    // The flags listed, by name, in table order.
    QStringList flagNames() const;

    // Applies `text` to the flag as typed in its row; false (and the flag's message) when refused.
    bool apply(const QString& flagName, const QString& text);

private:
    struct Row
    {
        const FlagSpec* flag = nullptr;
        QLabel* label = nullptr;
        QWidget* editor = nullptr;
        QToolButton* reset = nullptr;
        QWidget* field = nullptr; // the editor and the reset: the form row the filter hides
        QFormLayout* form = nullptr;
    };

    QWidget* buildRows(); // the scroll area with a group per flag group
    QWidget* createEditor(const FlagSpec& flag);
    void connectEditor(const Row& row);
    void sync(const Scenario& scenario);
    void syncRow(const Row& row, const Scenario& scenario);
    void applyFilter(const QString& text);
    const Row* rowOf(const QString& flagName) const;

    ScenarioController* m_controller;
    std::vector<Row> m_rows;
    QLineEdit* m_filter = nullptr;
    QLabel* m_error = nullptr;
};

} // namespace kvb::ui
