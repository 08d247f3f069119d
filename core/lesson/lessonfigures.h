#pragma once

#include "budget/handbudget.h"
#include "budget/plan.h"
#include "fleet/replay.h"
#include "load/loadreport.h"
#include "model/scenario.h"
#include "report/loadfigures.h"
#include "report/savings.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace kvb {

// What a step's caption may cite: the step's scenario and plan, its whiteboard budget and savings
// waterfall (hand lessons), its fleet and replay (fleet lessons, the plan being the focus deployment's),
// its load simulation ("load" steps) and the previous step's plan for the figures that compare
// ("kv_tokens_gained").
struct LessonFigureContext
{
    const Scenario* scenario = nullptr;
    const Plan* plan = nullptr;
    const Plan* previousPlan = nullptr;
    const HandBudget* hand = nullptr;
    const SavingsWaterfall* savings = nullptr;
    std::int64_t handContext = 0; // the whiteboard's context: the step's "context" or max_model_len
    const Fleet* fleet = nullptr;
    const FleetReplay* replay = nullptr;
    int focus = -1;                             // the fleet deployment the step is about
    const LoadReport* load = nullptr;           // "load" steps: the simulation
    const LoadControls* loadControls = nullptr; // and the workload it ran
};

// One placeholder's value: the number (JSON) and its text in the caption, in the user's locale.
struct LessonFigure
{
    QString key;
    double value = 0;
    QString text;
};

// Every key a caption may use ("kv_tokens", "ceiling_gib", ...), each a field of the plan, the hand
// budget, the savings waterfall, the fleet replay or the load simulation (docs: README "Lessons").
const QStringList& lessonFigureKeys();

// The figure, or nullopt where the context has no such figure (a fleet key in a plan lesson, a
// comparison on the first step).
std::optional<LessonFigure> lessonFigure(const QString& key, const LessonFigureContext& context);

// The {placeholders} of a caption template, in order of appearance, without duplicates.
QStringList captionPlaceholders(const QString& captionTemplate);

} // namespace kvb
