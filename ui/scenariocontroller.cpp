#include "ui/scenariocontroller.h"

#include "io/presets.h"
#include "io/scenariofile.h"
#include "ui/scenariochange.h"
#include "vllm/calibrationscope.h"
#include "vllm/flagstate.h"
#include "vllm/worldsize.h"

#include <QUndoStack>

namespace kvb::ui {

ScenarioController::ScenarioController(QObject* parent)
    : QObject(parent)
    , m_undoStack(new QUndoStack(this))
{
    recompute(defaultScenario());
}

Scenario defaultScenario()
{
    return kvb::defaultScenario(PresetCatalog::builtin());
}

void ScenarioController::setScenario(const Scenario& scenario, const QString& what)
{
    commit(scenario, what);
}

void ScenarioController::resetHistory()
{
    m_undoStack->clear();
    m_undoStack->setClean();
}

void ScenarioController::commit(const Scenario& next, const QString& what)
{
    const QJsonObject nextJson = scenarioToJson(next, PresetCatalog::builtin());
    if (nextJson == m_json) {
        recompute(next); // nothing to undo, but the views still hear about it (a reset of a default)
        return;
    }
    // The command's first redo() plans `next`.
    m_undoStack->push(new ScenarioChange(this, m_figures.scenario, next, m_json, nextJson, what));
}

void ScenarioController::edit(const std::function<void(Scenario&)>& change)
{
    const Scenario& current = m_figures.scenario;
    Scenario next = current;
    change(next);
    // Measured terms from a log stop applying once the model, GPU or parallelism changes.
    next = dropStaleCalibration(current, next);
    // "Seed 1: the worked example" with another model is not Seed 1 any more: the name and the
    // description go (the title and the caption describe what is on screen).
    if (!next.name.isEmpty() || !next.description.isEmpty()) {
        Scenario unnamed = next;
        unnamed.name = current.name;
        unnamed.description = current.description;
        if (scenarioToJson(unnamed, PresetCatalog::builtin()) != m_json) {
            next.name.clear();
            next.description.clear();
        }
    }
    commit(next, {});
}

void ScenarioController::resetFlag(const FlagSpec& flag)
{
    edit([&flag](Scenario& s) { kvb::resetFlag(flag, s); });
}

void ScenarioController::resetAllSettings()
{
    edit([](Scenario& s) { s = withDefaultSettings(s); });
}

std::optional<Error> ScenarioController::applyFlag(const FlagSpec& flag, const QString& text)
{
    Scenario trial = m_figures.scenario;
    QStringList notes;
    FlagContext context{trial, PresetCatalog::builtin(), notes, false};
    if (auto error = applyPlanFlag(flag, QStringLiteral("--") + QLatin1String(flag.name), text, context))
        return error;
    // As on the command line: one GPU per rank unless the count was the flag given.
    if (!context.gpuCountGiven)
        trial.gpu.count = std::max(trial.gpu.count, requestedGpuCount(trial.serving, false));
    edit([&trial](Scenario& s) { s = trial; });
    return std::nullopt;
}

void ScenarioController::recompute(const Scenario& scenario)
{
    m_figures = computeDashboardFigures(scenario);
    m_json = scenarioToJson(m_figures.scenario, PresetCatalog::builtin());
    Q_EMIT figuresChanged(m_figures);
}

} // namespace kvb::ui
