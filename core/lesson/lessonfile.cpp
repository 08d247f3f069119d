#include "lesson/lesson.h"

#include "base/boundedread.h"
#include "base/limits.h"
#include "lesson/lessonfigures.h"
#include "lesson/lessonfileparts.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Lesson)
};

// Where a problem is: "lesson.json, step 3, \"flags\"".
QString where(const QString& origin, int step, const QString& field)
{
    if (step <= 0)
        return Text::tr("%1, \"%2\"").arg(origin, field);
    return Text::tr("%1, step %2, \"%3\"").arg(origin).arg(step).arg(field);
}

} // namespace

namespace lessonfile {

Error fieldError(const QString& origin, int step, const QString& field, const QString& problem)
{
    return invalidInput(QStringLiteral("%1: %2").arg(where(origin, step, field), problem));
}

} // namespace lessonfile

namespace {

using lessonfile::fieldError;
using lessonfile::readLoad;

// {"en": ..., "vi": ...} or a plain string (English); English is required.
std::optional<Error> readTexts(const QJsonValue& value, const QString& origin, int step, const QString& field,
                               QMap<QString, QString>& texts)
{
    if (value.isString()) {
        texts.insert(QStringLiteral("en"), value.toString());
    } else if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (!it.value().isString())
                return fieldError(origin, step, field,
                                  Text::tr("the \"%1\" text must be a string").arg(it.key()));
            texts.insert(it.key(), it.value().toString());
        }
    } else {
        return fieldError(origin, step, field, Text::tr("expected a string or an object of languages"));
    }
    if (texts.value(QStringLiteral("en")).trimmed().isEmpty())
        return fieldError(origin, step, field, Text::tr("the English (\"en\") text is missing or empty"));
    return std::nullopt;
}

// Every {placeholder} a known figure, and every language citing the figures English cites.
std::optional<Error> checkPlaceholders(const QMap<QString, QString>& captions, const QString& origin,
                                       int index)
{
    QStringList english = captionPlaceholders(captions.value(QStringLiteral("en")));
    for (const QString& key : english)
        if (!lessonFigureKeys().contains(key))
            return fieldError(
                origin, index, QStringLiteral("caption"),
                Text::tr("{%1} is not a figure a caption can cite (see README \"Lessons\")").arg(key));
    english.sort();
    for (auto it = captions.begin(); it != captions.end(); ++it) {
        QStringList keys = captionPlaceholders(it.value());
        keys.sort();
        if (keys != english)
            return fieldError(
                origin, index, QStringLiteral("caption"),
                Text::tr("the \"%1\" caption cites {%2}, the English one {%3}")
                    .arg(it.key(), keys.join(QStringLiteral("}, {")), english.join(QStringLiteral("}, {"))));
    }
    return std::nullopt;
}

// A flag's value is literal, or exactly one {figure} of the previous step ("{recommended_max_num_seqs}").
std::optional<Error> checkFlagValue(const QString& flag, const QString& value, const QString& origin,
                                    int index)
{
    const QStringList keys = captionPlaceholders(value);
    if (keys.isEmpty())
        return std::nullopt;
    if (value != u'{' + keys.front() + u'}' || !lessonFigureKeys().contains(keys.front()))
        return fieldError(
            origin, index, QStringLiteral("flags"),
            Text::tr("%1: \"%2\" is neither a value nor one {figure} of the previous step").arg(flag, value));
    return std::nullopt;
}

std::optional<Error> readStepChanges(const QJsonObject& json, const QString& origin, int index,
                                     LessonStep& step)
{
    if (json.contains(u"flags")) {
        if (!json.value(u"flags").isObject())
            return fieldError(origin, index, QStringLiteral("flags"),
                              Text::tr("expected an object such as {\"--max-model-len\": \"8192\"}"));
        const QJsonObject flags = json.value(u"flags").toObject();
        for (auto it = flags.begin(); it != flags.end(); ++it) {
            const QJsonValue v = it.value();
            if (!v.isString() && !v.isDouble() && !v.isBool())
                return fieldError(origin, index, QStringLiteral("flags"),
                                  Text::tr("%1: expected a string or a number").arg(it.key()));
            const QString text = v.isString() ? v.toString()
                                 : v.isBool()
                                     ? (v.toBool() ? QStringLiteral("true") : QStringLiteral("false"))
                                     : QString::number(v.toDouble(), 'g', 17);
            if (auto error = checkFlagValue(it.key(), text, origin, index))
                return error;
            step.flags.emplace_back(it.key(), text);
        }
    }
    if (json.contains(u"deployment"))
        step.deployment = json.value(u"deployment").toString();
    if (json.contains(u"fail")) {
        if (!json.value(u"fail").isArray())
            return fieldError(origin, index, QStringLiteral("fail"), Text::tr("expected a list of card ids"));
        for (const QJsonValue& id : json.value(u"fail").toArray())
            step.fail << id.toString();
    }
    step.repack = json.value(u"repack").toBool(false);
    for (const char* key : {"context", "requests"}) {
        if (!json.contains(QLatin1String(key)))
            continue;
        const double v = json.value(QLatin1String(key)).toDouble(-1);
        if (v < 1 || v > 1e8 || v != std::floor(v))
            return fieldError(origin, index, QLatin1String(key), Text::tr("expected a whole number from 1"));
        if (qstrcmp(key, "context") == 0)
            step.context = static_cast<std::int64_t>(v);
        else
            step.requests = static_cast<int>(v);
    }
    if (json.contains(u"int_kv"))
        step.integerKv = json.value(u"int_kv").toBool();
    if (json.contains(u"load"))
        return readLoad(json.value(u"load"), origin, index, step);
    return std::nullopt;
}

Result<LessonStep> readStep(const QJsonValue& value, const QString& origin, int index, bool first,
                            LessonKind kind)
{
    if (!value.isObject())
        return fieldError(origin, index, QStringLiteral("steps"), Text::tr("each step must be an object"));
    const QJsonObject json = value.toObject();
    static const QStringList known = {
        QStringLiteral("scenario"),   QStringLiteral("fleet"),     QStringLiteral("flags"),
        QStringLiteral("deployment"), QStringLiteral("fail"),      QStringLiteral("repack"),
        QStringLiteral("context"),    QStringLiteral("requests"),  QStringLiteral("int_kv"),
        QStringLiteral("load"),       QStringLiteral("highlight"), QStringLiteral("caption")};
    for (const QString& key : json.keys())
        if (!known.contains(key) && !key.startsWith(u'_'))
            return fieldError(origin, index, key,
                              Text::tr("unknown field (expected one of %1)").arg(known.join(u", ")));
    LessonStep step;
    if (json.contains(u"scenario"))
        step.scenario = json.value(u"scenario");
    if (json.contains(u"fleet"))
        step.fleet = json.value(u"fleet");
    if (first && !step.scenario && !step.fleet)
        return fieldError(origin, index,
                          kind == LessonKind::Fleet ? QStringLiteral("fleet") : QStringLiteral("scenario"),
                          Text::tr("the first step must name the lesson's starting point"));
    if ((kind == LessonKind::Fleet && step.scenario) || (kind != LessonKind::Fleet && step.fleet))
        return fieldError(origin, index, step.fleet ? QStringLiteral("fleet") : QStringLiteral("scenario"),
                          Text::tr("a lesson is about one scenario or one fleet, not both"));
    if (auto error = readStepChanges(json, origin, index, step))
        return *error;
    if (step.load && kind != LessonKind::Plan)
        return fieldError(origin, index, QStringLiteral("load"),
                          Text::tr("only a lesson about one scenario simulates load"));
    step.highlight = json.value(u"highlight").toString();
    if (!lessonHighlights().contains(step.highlight))
        return fieldError(
            origin, index, QStringLiteral("highlight"),
            Text::tr("\"%1\" is not one of %2").arg(step.highlight, lessonHighlights().join(u", ")));
    if (step.highlight.startsWith(u"load.") != step.load.has_value())
        return fieldError(
            origin, index, QStringLiteral("highlight"),
            step.load ? Text::tr("a \"load\" step highlights load.kv, load.preemptions or load.waiting")
                      : Text::tr("\"%1\" needs a \"load\" in the same step").arg(step.highlight));
    if (!json.contains(u"caption"))
        return fieldError(origin, index, QStringLiteral("caption"), Text::tr("every step needs a caption"));
    if (auto error =
            readTexts(json.value(u"caption"), origin, index, QStringLiteral("caption"), step.captions))
        return *error;
    if (auto error = checkPlaceholders(step.captions, origin, index))
        return *error;
    return step;
}

} // namespace

const QStringList& lessonHighlights()
{
    static const QStringList highlights = {QStringLiteral("memory.total"),
                                           QStringLiteral("memory.ceiling"),
                                           QStringLiteral("memory.weights"),
                                           QStringLiteral("memory.overhead"),
                                           QStringLiteral("memory.kv"),
                                           QStringLiteral("math.ceiling"),
                                           QStringLiteral("math.weights"),
                                           QStringLiteral("math.kv_pool"),
                                           QStringLiteral("math.kv_per_token"),
                                           QStringLiteral("math.num_blocks"),
                                           QStringLiteral("math.kv_tokens"),
                                           QStringLiteral("math.max_concurrency"),
                                           QStringLiteral("math.realistic_concurrency"),
                                           QStringLiteral("math.recommended_max_num_seqs"),
                                           QStringLiteral("concurrency.max"),
                                           QStringLiteral("concurrency.realistic"),
                                           QStringLiteral("utilization.curve"),
                                           QStringLiteral("savings.multi_head"),
                                           QStringLiteral("savings.grouped_query"),
                                           QStringLiteral("savings.int8"),
                                           QStringLiteral("savings.int4"),
                                           QStringLiteral("savings.paged"),
                                           QStringLiteral("savings.weights_int4"),
                                           QStringLiteral("hand.budget"),
                                           QStringLiteral("fleet.cards"),
                                           QStringLiteral("fleet.spike"),
                                           QStringLiteral("fleet.failed"),
                                           QStringLiteral("load.kv"),
                                           QStringLiteral("load.preemptions"),
                                           QStringLiteral("load.waiting")};
    return highlights;
}

const QStringList& lessonLanguages()
{
    static const QStringList languages = {QStringLiteral("en"), QStringLiteral("vi"), QStringLiteral("zh_CN"),
                                          QStringLiteral("ru")};
    return languages;
}

QString lessonLanguageFor(const QString& localeName)
{
    for (const QString& language : lessonLanguages())
        if (localeName == language || localeName.startsWith(language.left(2) + u'_'))
            return language;
    return QStringLiteral("en");
}

QString pickLanguage(const QMap<QString, QString>& texts, const QString& language)
{
    const QString text = texts.value(language);
    return text.isEmpty() ? texts.value(QStringLiteral("en")) : text;
}

// The built-in lessons' English titles, for lupdate: a language a lesson file does not carry gets the
// title through the translator (the window's language may be one the file lacks).
[[maybe_unused]] const char* const kBuiltinTitles[] = {
    QT_TRANSLATE_NOOP("kvb::Lesson", "Where every GiB goes"),
    QT_TRANSLATE_NOOP("kvb::Lesson", "A budget by hand"),
    QT_TRANSLATE_NOOP("kvb::Lesson", "GPU tetris"),
};

QString Lesson::title(const QString& language) const
{
    // English (and any language the file lacks) goes through the translator, which leaves it as it is
    // unless the window runs in a language kvbudget's .ts files have and this file does not.
    const QString own = language == u"en" ? QString() : titles.value(language);
    return own.isEmpty() ? Text::tr(titles.value(QStringLiteral("en")).toUtf8().constData()) : own;
}

Result<Lesson> lessonFromJson(const QJsonObject& json, const QString& origin)
{
    const QJsonValue version = json.value(u"kvbudget_lesson");
    if (version.toInt(-1) != 1)
        return fieldError(origin, 0, QStringLiteral("kvbudget_lesson"),
                          Text::tr("expected 1 (the lesson format's version)"));
    Lesson lesson;
    lesson.origin = origin;
    lesson.id = json.value(u"id").toString();
    if (lesson.id.isEmpty())
        return fieldError(origin, 0, QStringLiteral("id"), Text::tr("a lesson needs an id"));
    if (auto error = readTexts(json.value(u"title"), origin, 0, QStringLiteral("title"), lesson.titles))
        return *error;
    const QString kind = json.value(u"kind").toString(QStringLiteral("plan"));
    if (kind != u"plan" && kind != u"hand" && kind != u"fleet")
        return fieldError(origin, 0, QStringLiteral("kind"), Text::tr("expected plan, hand or fleet"));
    lesson.kind = kind == u"hand"    ? LessonKind::Hand
                  : kind == u"fleet" ? LessonKind::Fleet
                                     : LessonKind::Plan;
    const QJsonArray steps = json.value(u"steps").toArray();
    if (steps.isEmpty())
        return fieldError(origin, 0, QStringLiteral("steps"), Text::tr("expected a non-empty list of steps"));
    for (qsizetype i = 0; i < steps.size(); ++i) {
        auto step = readStep(steps.at(i), origin, static_cast<int>(i + 1), i == 0, lesson.kind);
        if (!step)
            return step.error();
        lesson.steps.push_back(std::move(step).value());
    }
    return lesson;
}

Result<Lesson> loadLessonFile(const QString& path)
{
    // A name that is neither built in nor a file is most likely a mistyped lesson name.
    if (!QFileInfo::exists(path))
        return notFound(
            Text::tr("No lesson named %1 (and no such file); `kvbudget list lessons` lists the built-in ones")
                .arg(path));
    // The bounded reader refuses a folder, /dev/zero or a FIFO and anything over the JSON file cap
    // before reading it, and names the reason when a file cannot be opened.
    const auto bytes = readBoundedFile(path, limits::kMaxJsonFileBytes, Text::tr("lesson file"));
    if (!bytes)
        return bytes.error();
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes.value(), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return invalidInput(Text::tr("%1: not valid JSON at offset %2: %3")
                                .arg(path)
                                .arg(parseError.offset)
                                .arg(parseError.errorString()));
    if (!doc.isObject())
        return invalidInput(Text::tr("%1: a lesson file holds one JSON object").arg(path));
    return lessonFromJson(doc.object(), QFileInfo(path).fileName());
}

const std::vector<Lesson>& builtinLessons()
{
    static const std::vector<Lesson> lessons = [] {
        std::vector<Lesson> all;
        for (const char* id : {"where-every-gib-goes", "budget-by-hand", "gpu-tetris"}) {
            QFile file(QStringLiteral(":/presets/lessons/%1.json").arg(QLatin1String(id)));
            file.open(QIODevice::ReadOnly);
            const auto lesson = lessonFromJson(QJsonDocument::fromJson(file.readAll()).object(),
                                               QStringLiteral("built-in lesson %1").arg(QLatin1String(id)));
            // A broken built-in is a build defect: tst_lessons fails on it, the list simply omits it.
            if (lesson)
                all.push_back(lesson.value());
        }
        return all;
    }();
    return lessons;
}

Result<Lesson> resolveLesson(const QString& nameOrPath)
{
    for (const Lesson& lesson : builtinLessons())
        if (lesson.id == nameOrPath)
            return lesson;
    return loadLessonFile(nameOrPath);
}

} // namespace kvb
