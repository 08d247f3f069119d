#pragma once

#include "model/scenario.h"
#include "vllm/vllmlog.h"

#include <QGroupBox>
#include <QStringList>

class QLabel;

namespace kvb::ui {

class ValidatingSpinBox;

// The calibrate dialog's inputs a log may leave out: gpu_memory_utilization and max_model_len. Where
// the log does not state one, calibration solves the other terms on the panel's value; this says so
// ("assumed from the window") and lets the user set what the run really used before Apply. Where the
// log states one, its box shows the log's value, read-only.
class CalibrationAssumptions final : public QGroupBox
{
    Q_OBJECT
public:
    explicit CalibrationAssumptions(QWidget* parent = nullptr);

    // Shows what `log` leaves to `base`; hidden when nothing was read.
    void showFor(const ParsedVllmLog& log, const Scenario& base);
    void clear();
    // The settings taken from the window rather than the log, by vLLM's name ("gpu_memory_utilization").
    QStringList assumed() const { return m_assumed; }
    QString text() const; // the sentence shown
    // The values in the boxes, for the settings the log leaves out, written into `scenario`.
    void applyTo(Scenario& scenario) const;

    ValidatingSpinBox* utilizationBox() const { return m_utilization; }
    ValidatingSpinBox* contextBox() const { return m_context; }

Q_SIGNALS:
    void edited(); // the user set an assumed value: calibrate again

private:
    QLabel* m_text = nullptr;
    ValidatingSpinBox* m_utilization = nullptr;
    ValidatingSpinBox* m_context = nullptr;
    QStringList m_assumed;
};

} // namespace kvb::ui
