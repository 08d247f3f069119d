#include "ui/scenariocontroller.h"

#include "io/presets.h"
#include "io/scenariofile.h"
#include "vllm/calibrationscope.h"
#include "vllm/flagstate.h"

namespace kvb::ui {

ScenarioController::ScenarioController(QObject* parent)
    : QObject(parent)
{
    recompute(defaultScenario());
}

Scenario defaultScenario()
{
    return kvb::defaultScenario(PresetCatalog::builtin());
}

void ScenarioController::setScenario(const Scenario& scenario)
{
    recompute(scenario);
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
        if (scenarioToJson(unnamed, PresetCatalog::builtin()) !=
            scenarioToJson(current, PresetCatalog::builtin())) {
            next.name.clear();
            next.description.clear();
        }
    }
    recompute(next);
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
    if (!context.gpuCountGiven && trial.serving.worldSize() > trial.gpu.count)
        trial.gpu.count = trial.serving.worldSize();
    edit([&trial](Scenario& s) { s = trial; });
    return std::nullopt;
}

void ScenarioController::recompute(const Scenario& scenario)
{
    m_figures = computeDashboardFigures(scenario);
    Q_EMIT figuresChanged(m_figures);
}

} // namespace kvb::ui
