#pragma once

#include "report/loadfigures.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace kvb::ui {

// The Load view's workload form: how many requests, how they arrive, how long they are, the seed,
// prefix caching and the target KV usage, plus the chart's time axis. Every control has a tooltip and
// a mnemonic; every change emits controlsChanged (the runner debounces).
class LoadControlsWidget final : public QWidget
{
    Q_OBJECT
public:
    explicit LoadControlsWidget(QWidget* parent = nullptr);

    LoadControls controls() const;
    void setControls(const LoadControls& controls);
    LoadTimeAxis timeAxis() const;

    QSpinBox* requestsSpin() const { return m_requests; }
    QComboBox* arrivalCombo() const { return m_arrival; }
    QDoubleSpinBox* rateSpin() const { return m_rate; }
    QSpinBox* usersSpin() const { return m_users; }
    QComboBox* lengthsCombo() const { return m_lengths; }
    QSpinBox* promptSpin() const { return m_prompt; }
    QSpinBox* outputSpin() const { return m_output; }
    QSpinBox* seedSpin() const { return m_seed; }
    QCheckBox* prefixCachingCheck() const { return m_prefixCaching; }
    QSpinBox* prefixSpin() const { return m_prefix; }
    QSpinBox* targetSpin() const { return m_target; }
    QComboBox* axisCombo() const { return m_axis; }

Q_SIGNALS:
    void controlsChanged(const kvb::LoadControls& controls);
    void timeAxisChanged(kvb::LoadTimeAxis axis);

private:
    void layOutControls();
    void connectControls();
    void updateEnabled();
    void emitChanged();

    QSpinBox* m_requests = nullptr;
    QComboBox* m_arrival = nullptr;
    QDoubleSpinBox* m_rate = nullptr;
    QSpinBox* m_users = nullptr;
    QComboBox* m_lengths = nullptr;
    QSpinBox* m_prompt = nullptr;
    QSpinBox* m_output = nullptr;
    QSpinBox* m_seed = nullptr;
    QCheckBox* m_prefixCaching = nullptr;
    QSpinBox* m_prefix = nullptr;
    QSpinBox* m_target = nullptr;
    QComboBox* m_axis = nullptr;
    bool m_updating = false; // setControls: one signal at the end, not one per control
};

} // namespace kvb::ui
