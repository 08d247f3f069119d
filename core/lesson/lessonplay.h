#pragma once

#include "budget/handbudget.h"
#include "fleet/replay.h"
#include "lesson/lesson.h"
#include "lesson/lessonfigures.h"
#include "report/exportoptions.h"
#include "report/figures.h"
#include "report/loadfigures.h"
#include "report/memorybar.h"
#include "report/savings.h"

#include <vector>

namespace kvb {

// One step as played: the scenario (or fleet) after every change so far, what the step highlights,
// the figures its caption cites, computed by the engine, and the caption with them filled in.
struct LessonFrame
{
    int index = 0; // 1-based
    int count = 0; // steps in the lesson
    LessonKind kind = LessonKind::Plan;
    QString highlight;
    QString captionTemplate;
    QString caption;
    std::vector<LessonFigure> figures; // in the order the caption cites them
    Scenario scenario;                 // plan and hand lessons; fleet lessons: the focus deployment's
    SavingsOptions savings;            // hand lessons: the whiteboard's context and batch
    Plan plan;                         // plan lessons; fleet lessons: the focus deployment's
    HandBudget hand;                   // hand lessons
    SavingsWaterfall waterfall;        // hand lessons
    Fleet fleet;                       // fleet lessons
    FleetReplay replay;                // fleet lessons
    int focus = -1;                    // fleet lessons: the deployment the step is about
    LoadControls loadControls;         // "load" steps: the Load tab's workload
    std::optional<LoadReport> load;    // "load" steps: the simulation at the scenario's max_num_seqs
};

// Plays every step in order. Errors (a flag the engine refuses, a placeholder the step's scenario has
// no figure for, a card or deployment the fleet lacks) name the lesson, the step and the field.
Result<std::vector<LessonFrame>> playLesson(const Lesson& lesson, const QString& language,
                                            const PresetCatalog& catalog = PresetCatalog::builtin());

// What a step shows: the chart its highlight is in ("memory.kv" -> the memory bars), the math rows
// ("math.*": the explanation, "hand.budget": the whiteboard lines) or the fleet ("fleet.*").
enum class LessonView
{
    Chart,
    Math,
    HandBudget,
    Fleet,
    Load,
};
LessonView lessonView(const QString& highlight);
DashboardContent lessonChart(const QString& highlight); // for LessonView::Chart
// The memory bar's segments a "memory.*" highlight is about ("memory.kv" -> the KV cache, "memory.overhead"
// -> non-torch, activation and CUDA graphs); empty for the whole bar ("memory.total", "memory.ceiling").
std::vector<MemoryTerm> lessonMemoryTerms(const QString& highlight);
// The one curve of its chart a highlight is about: "worst_case" and "realistic" (the concurrency chart),
// "capacity" (utilization), "kv_usage", "waiting" and "preemptions" (the load chart); empty for none.
QString lessonCurve(const QString& highlight);
// The explanation row a "math.*" highlight names ("math.kv_per_token" -> "kv_per_token"); empty otherwise.
QString lessonMathRow(const QString& highlight);

// The dashboard's figures for a plan or hand step: the step's scenario, with the whiteboard's savings
// waterfall (context, batch, INT8 / INT4 KV) in place of the dashboard's own for hand lessons.
DashboardFigures lessonDashboardFigures(const LessonFrame& frame);
// The whiteboard lines of a hand step (README "Hand budget"), one a row.
QStringList lessonHandBudgetLines(const LessonFrame& frame);

// The {placeholders} of `captionTemplate` replaced by the figures' texts.
QString fillCaption(const QString& captionTemplate, const std::vector<LessonFigure>& figures);

} // namespace kvb
