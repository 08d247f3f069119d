#pragma once

#include "model/scenario.h"

#include <QGroupBox>
#include <QStringList>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace kvb::ui {

class ScenarioController;

// "Other settings": every plan flag that differs from its default and has no row of its own in the
// panel (an overhead override from a seed scenario, block_size, enforce_eager, a custom GPU memory, a
// calibrated term...), one line each with its value and a reset, so that nothing deciding the plan is
// out of sight; then Advanced settings… (every flag of the command line) and Reset all.
class ExtraSettings final : public QGroupBox
{
    Q_OBJECT
public:
    ExtraSettings(ScenarioController* controller, QStringList panelFlags, QWidget* parent = nullptr);

    void sync(const Scenario& scenario);

    // The flags listed, by name, in order.
    QStringList listedFlags() const { return m_listed; }
    QString listedText() const; // "overhead override: 3.00 GiB", one per line
    QPushButton* advancedButton() const { return m_advanced; }
    QPushButton* resetAllButton() const { return m_resetAll; }
    // The reset button of a listed flag; null when it is not listed.
    QWidget* resetButton(const QString& flagName) const;

Q_SIGNALS:
    void advancedRequested();

private:
    ScenarioController* m_controller;
    QStringList m_panelFlags;
    QStringList m_listed;
    QStringList m_texts;
    QVBoxLayout* m_rows = nullptr;
    QLabel* m_none = nullptr;
    QPushButton* m_advanced = nullptr;
    QPushButton* m_resetAll = nullptr;
};

} // namespace kvb::ui
