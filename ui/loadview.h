#pragma once

#include "report/figures.h"
#include "report/loadfigures.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace kvb::ui {

class LoadChart;
class LoadControlsWidget;
class LoadRunner;
class ScenarioController;

// The "Load" tab: the scheduler simulation of the current scenario under a workload, as a chart, a
// summary and the recommended max_num_seqs beside the rule of thumb, with an Apply button. It follows
// the scenario controller; the simulation runs on a worker (LoadRunner), only while the view is
// visible, and a plan that does not start is reported instead of simulated.
class LoadView final : public QWidget
{
    Q_OBJECT
public:
    explicit LoadView(ScenarioController* controller, QWidget* parent = nullptr);

    LoadRunner* runner() const { return m_runner; }
    LoadChart* chart() const { return m_chart; }
    LoadControlsWidget* controls() const { return m_controls; }
    const LoadFigures& figures() const { return m_figures; }
    bool isRefused() const { return m_refused; }

    QLabel* headlineLabel() const { return m_headline; }
    QLabel* statusLabel() const { return m_status; }
    QLabel* peakLabel() const { return m_peak; }
    QLabel* preemptionsLabel() const { return m_preemptions; }
    QLabel* waitingLabel() const { return m_waiting; }
    QLabel* completedLabel() const { return m_completed; }
    QLabel* stepsLabel() const { return m_steps; }
    QLabel* recommendedLabel() const { return m_recommended; }
    QLabel* ruleOfThumbLabel() const { return m_ruleOfThumb; }
    QPushButton* applyButton() const { return m_apply; }

protected:
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void setScenarioFigures(const DashboardFigures& figures);
    void submit();
    void showReport();
    void showRefusal(const DashboardFigures& figures);
    void clearSummary(const QString& placeholder);
    void updateStatus();
    QWidget* createSidePanel();

    ScenarioController* m_controller = nullptr;
    LoadRunner* m_runner = nullptr;
    LoadChart* m_chart = nullptr;
    LoadControlsWidget* m_controls = nullptr;
    LoadFigures m_figures;
    bool m_refused = false;

    QLabel* m_headline = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_peak = nullptr;
    QLabel* m_preemptions = nullptr;
    QLabel* m_waiting = nullptr;
    QLabel* m_completed = nullptr;
    QLabel* m_steps = nullptr;
    QLabel* m_current = nullptr;
    QLabel* m_recommended = nullptr;
    QLabel* m_ruleOfThumb = nullptr;
    QPushButton* m_apply = nullptr;
};

} // namespace kvb::ui
