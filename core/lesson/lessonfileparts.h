#pragma once

// The lesson reader's parts shared between its files (lessonfile.cpp, lessonload.cpp); not an
// interface: lesson.h is.

#include "base/result.h"
#include "lesson/lesson.h"

#include <QJsonValue>
#include <QString>

#include <optional>

namespace kvb::lessonfile {

// "lesson.json, step 3, \"flags\": ..." - where a problem is, then what it is.
Error fieldError(const QString& origin, int step, const QString& field, const QString& problem);

// A step's "load" object into step.load, held to the Load tab's ranges (README "Lessons").
std::optional<Error> readLoad(const QJsonValue& value, const QString& origin, int index, LessonStep& step);

} // namespace kvb::lessonfile
