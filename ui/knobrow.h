#pragma once

#include "model/scenario.h"
#include "vllm/flagtable.h"

#include <QObject>
#include <QPointer>

class QToolButton;
class QWidget;

namespace kvb::ui {

class ScenarioController;

// What makes a control of the scenario panel a view of one plan flag: its label turns bold and its
// reset button lights up when the scenario's value differs from the default (kvb::flagModified), the
// button puts the default back through the controller, and the tooltips say what the default is. The
// panel builds one per knob and calls sync() with every new scenario.
class KnobRow final : public QObject
{
    Q_OBJECT
public:
    // `marked` is the widget whose text turns bold when modified: the row's label, or a check box.
    KnobRow(const FlagSpec& flag, QWidget* marked, ScenarioController* controller, QWidget* parent);

    const FlagSpec& flag() const { return m_flag; }
    QToolButton* resetButton() const { return m_reset; }
    QWidget* marked() const { return m_marked; }
    bool modified() const { return m_modified; }

    void sync(const Scenario& scenario);

    // A reset button for `flag`'s row; also used by rows that are not a KnobRow's.
    static QToolButton* createResetButton(QWidget* parent);

private:
    const FlagSpec& m_flag;
    QPointer<QWidget> m_marked;
    QToolButton* m_reset = nullptr;
    bool m_modified = false;
};

} // namespace kvb::ui
