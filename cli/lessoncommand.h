#pragma once

#include "base/result.h"
#include "lesson/lessonplay.h"

#include <QStringList>
#include <QTextStream>

#include <functional>
#include <vector>

namespace kvb {

// Draws a lesson's slide deck (PDF, one page per step) for `kvbudget lesson NAME -o deck.pdf`. The ui
// provides it (app/main.cpp registers kvb::ui::exportLessonDeck), so the command line never links the ui.
using LessonDeckRenderer =
    std::function<Result<QString>(const Lesson& lesson, const std::vector<LessonFrame>& frames,
                                  const QString& language, const QString& path)>;
void setLessonDeckRenderer(LessonDeckRenderer render);

// The language lessons speak: the one installLessonLanguage chose, else the system locale's (English
// where kvbudget has no translation).
QString lessonLanguage();

// Makes `language` the one lessons, units and numbers use: loads kvbudget's translation for it (where
// the executable embeds one) and sets the locale numbers are formatted in. An error for a language
// kvbudget does not have. (The window's and the global --lang's loader can take this over: it is the
// one place the command line switches language.)
std::optional<Error> installLessonLanguage(const QString& language);

// `kvbudget lesson NAME|FILE.json [--lang L] [--format text|json] [-o deck.pdf]`
int runLessonCommand(const QStringList& args, QTextStream& out, QTextStream& err);

// The JSON of a played lesson: {"lesson", "title", "language", "steps": [{"index", "caption",
// "highlight", "figures": {key: value}}]}.
QByteArray lessonToJson(const Lesson& lesson, const std::vector<LessonFrame>& frames,
                        const QString& language);

} // namespace kvb
