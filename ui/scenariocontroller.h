#pragma once

#include "model/scenario.h"
#include "report/figures.h"
#include "vllm/flagtable.h"

#include <QJsonObject>
#include <QObject>

#include <functional>

class QUndoStack;

namespace kvb::ui {

// The seam between the scenario panel and the views: holds the current scenario, recomputes every
// figure the dashboard shows (one call into the core, well under a millisecond) and announces them.
// Data flows one way: scenario -> engine -> figures -> views. Every change of the scenario comes
// through here (setScenario, edit and the flag operations below), so there is one place that knows
// the scenario changed: an edited preset loses its name and description, which described the preset.
// It is also where undo hooks in: every change that alters the scenario is pushed onto undoStack() as
// one command holding the whole scenario before and after (ui/scenariochange.h), named after the
// settings it changed ("Change gpu_memory_utilization"); consecutive changes of the same knob within
// a second (a slider drag, a spin box held down) merge into one step.
class ScenarioController final : public QObject
{
    Q_OBJECT
public:
    explicit ScenarioController(QObject* parent = nullptr);

    const Scenario& scenario() const { return m_figures.scenario; }
    const Plan& plan() const { return m_figures.plan; }
    const DashboardFigures& figures() const { return m_figures; }

    // Replaces the whole scenario (a preset, a file, an imported model). `what` names the step on the
    // undo stack ("Open scenario.json"); empty: named after what changed.
    void setScenario(const Scenario& scenario, const QString& what = {});
    // Changes knobs: `change` edits a copy of the current scenario, which is then planned. Terms
    // calibrated from a vLLM log are dropped when the edit changes what they were measured on
    // (core/vllm/calibrationscope.h).
    void edit(const std::function<void(Scenario&)>& change);

    // The plan flags (flagtable.h, flagstate.h), as the scenario panel's resets and the advanced
    // settings dialog use them; each is an edit like any other.
    void resetFlag(const FlagSpec& flag);
    // Every setting back to its default but the model and the GPU (flagstate.h withDefaultSettings).
    void resetAllSettings();
    // Reads `text` as the command line reads the flag and applies it; the flag's own message (and no
    // change) when it cannot.
    std::optional<Error> applyFlag(const FlagSpec& flag, const QString& text);

    // Every change above, undoable; the window's Edit -> Undo / Redo and its modified mark use it.
    QUndoStack* undoStack() const { return m_undoStack; }
    // Forgets the history (the scenario restored at start is where undo stops), and marks it clean.
    void resetHistory();

Q_SIGNALS:
    void figuresChanged(const kvb::DashboardFigures& figures);

private:
    friend class ScenarioChange;
    // Plans `next` and, when it differs from the current scenario, records the step.
    void commit(const Scenario& next, const QString& what);
    void recompute(const Scenario& scenario);

    DashboardFigures m_figures;
    QJsonObject m_json; // the current scenario as a file would hold it: what a change is compared by
    QUndoStack* m_undoStack = nullptr;
};

// The built-in "default" scenario, named as the command line names it.
Scenario defaultScenario();

} // namespace kvb::ui
