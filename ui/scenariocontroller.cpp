#include "ui/scenariocontroller.h"

#include "io/presets.h"
#include "io/scenariofile.h"
#include "vllm/calibrationscope.h"

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
    Scenario next = m_figures.scenario;
    change(next);
    // Measured terms from a log stop applying once the model, GPU or parallelism changes.
    recompute(dropStaleCalibration(m_figures.scenario, next));
}

void ScenarioController::recompute(const Scenario& scenario)
{
    m_figures = computeDashboardFigures(scenario);
    Q_EMIT figuresChanged(m_figures);
}

} // namespace kvb::ui
