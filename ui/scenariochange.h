#pragma once

#include "model/scenario.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QStringList>
#include <QUndoCommand>

namespace kvb::ui {

class ScenarioController;

// One step on the controller's undo stack: the whole scenario before and after, so that undo restores
// every field (the calibration dropped by an edit, the name a preset loses) and never re-derives it.
// Named after the settings whose values differ in the scenario file's terms ("Change max_model_len").
class ScenarioChange final : public QUndoCommand
{
public:
    ScenarioChange(ScenarioController* controller, Scenario before, Scenario after,
                   const QJsonObject& beforeJson, const QJsonObject& afterJson, const QString& what);

    void undo() override;
    void redo() override;
    int id() const override { return 1; }
    // Consecutive changes of the same setting less than kMergeWindowMs apart are one step: a slider
    // drag sends a value per pixel, a held arrow key one per repeat.
    bool mergeWith(const QUndoCommand* other) override;

    static constexpr qint64 kMergeWindowMs = 1000;

private:
    ScenarioController* m_controller;
    Scenario m_before;
    Scenario m_after;
    QJsonObject m_beforeJson;
    QJsonObject m_afterJson;
    QStringList m_keys; // the settings this step changes; empty for a named replacement (Open ...)
    QElapsedTimer m_lastChange;
};

// The settings (scenario-file keys: gpu_memory_utilization, model, gpu, ...) whose values differ.
QStringList changedSettings(const QJsonObject& before, const QJsonObject& after);

} // namespace kvb::ui
