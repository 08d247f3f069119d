#pragma once

#include "base/result.h"
#include "fleet/fleet.h"
#include "io/presets.h"
#include "load/workloadmodel.h"
#include "model/scenario.h"

#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

namespace kvb {

// A guided lesson (README "Lessons"): steps played with → / ←, each a change of the scenario (or of a
// fleet), the chart, segment or math row it is about, and a caption whose numbers are placeholders
// the plan fills ("{kv_tokens}"), so that a caption never states a figure the engine did not compute.
//
// The file format, version 1:
//   {"kvbudget_lesson": 1, "id": "...", "title": {"en": "...", "vi": "...", ...},
//    "steps": [{"scenario": "built-in id" | {a scenario file's object},   (plan lessons, first step)
//               "fleet": "built-in fleet id" | {a fleet file's object},    (fleet lessons, first step)
//               "flags": {"--max-model-len": "8192", ...},   applied on top, as on the command line; a
//                        value may be one figure of the previous step: "{recommended_max_num_seqs}"
//               "deployment": "chat",                        fleet lessons: whose scenario flags change
//               "fail": ["gpu0"], "repack": true,            fleet lessons: cards that fail, re-pack
//               "context": 131072, "requests": 8,            the whiteboard's context and batch
//               "int_kv": true,                              the whiteboard's INT8 and INT4 KV steps
//               "load": {"arrival": "burst" | "poisson:10" | "users:N", "num_requests": 1024,
//                        "seed": 1},                         plan lessons: simulate this step under load
//               "highlight": "memory.kv",                    one of lessonHighlights()
//               "caption": {"en": "...", "vi": "...", "zh_CN": "...", "ru": "..."} | "..."}]}
// Every change carries over to the following steps; "scenario" or "fleet" starts afresh. A "load"
// step runs the scheduler simulation (core/load) on the step's plan; its settings carry over to later
// "load" steps, and a step without "load" simulates nothing.
enum class LessonKind
{
    Plan,  // vLLM's accounting of one scenario
    Hand,  // the whiteboard budget (core/budget/handbudget.h) and the savings waterfall
    Fleet, // several deployments on shared cards (core/fleet)
};

// A step's load simulation: what it changes of the Load tab's workload (LoadControls).
struct LessonLoad
{
    std::optional<ArrivalPattern> arrival;
    std::optional<int> numRequests;
    std::optional<std::uint64_t> seed;
};

struct LessonStep
{
    std::optional<QJsonValue> scenario;             // a built-in id or an inline scenario object
    std::optional<QJsonValue> fleet;                // a built-in fleet id or an inline fleet object
    std::vector<std::pair<QString, QString>> flags; // in file order
    QString deployment;
    QStringList fail;
    bool repack = false;
    std::optional<std::int64_t> context;
    std::optional<int> requests;
    std::optional<bool> integerKv;
    std::optional<LessonLoad> load;
    QString highlight;
    QMap<QString, QString> captions; // language ("en", "vi", "zh_CN", "ru") -> template
};

struct Lesson
{
    QString id;
    QMap<QString, QString> titles;
    LessonKind kind = LessonKind::Plan;
    std::vector<LessonStep> steps;
    QString origin; // the file or "built-in", for messages

    QString title(const QString& language) const;
};

// The caption (or title) in `language`, falling back to English.
QString pickLanguage(const QMap<QString, QString>& texts, const QString& language);

// The languages built-in lessons are written in ("en", "vi", "zh_CN", "ru"), and the one of them a
// locale reads (English where kvbudget has no translation).
const QStringList& lessonLanguages();
QString lessonLanguageFor(const QString& localeName);

// The fixed list of what a step may highlight: "memory.kv", "math.kv_per_token", "concurrency.max",
// "utilization.curve", "savings.int8", "hand.budget", "fleet.spike", "load.kv", ...
const QStringList& lessonHighlights();

// Reads and validates a lesson; every error names the origin, the step (1-based) and the field.
Result<Lesson> lessonFromJson(const QJsonObject& json, const QString& origin);
Result<Lesson> loadLessonFile(const QString& path);

// The built-in lessons (presets/lessons/*.json, embedded as Qt resources), in teaching order.
const std::vector<Lesson>& builtinLessons();
// A built-in lesson by id, or a lesson file by path.
Result<Lesson> resolveLesson(const QString& nameOrPath);

} // namespace kvb
