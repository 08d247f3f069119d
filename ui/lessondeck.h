#pragma once

#include "base/result.h"
#include "lesson/lessonplay.h"

#include <QSize>
#include <QWidget>

#include <memory>
#include <vector>

class QPainter;

namespace kvb::ui {

// A slide deck of a lesson: a landscape PDF of 1920x1080 px pages (1440x810 pt), one step a page: the
// lesson's title and the step number, the view the step is about (the dashboard chart the export
// draws, the math rows with the highlighted one outlined, the whiteboard lines or the fleet chart) and
// the caption in big type, all in the chosen language. Text stays text, so pdftotext reads it back.
Result<QString> exportLessonDeck(const Lesson& lesson, const std::vector<LessonFrame>& frames,
                                 const QString& language, const QString& path);

// Paints one step's page at `size` (the deck's pages, and a preview).
void paintLessonPage(QPainter& painter, const Lesson& lesson, const LessonFrame& frame,
                     const QString& language, QSize size);

} // namespace kvb::ui
