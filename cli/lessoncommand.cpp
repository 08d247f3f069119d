#include "cli/lessoncommand.h"

#include "base/language.h"

#include "cli/commands.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::LessonCommand)
};

LessonDeckRenderer& deckRenderer()
{
    static LessonDeckRenderer render;
    return render;
}

QString usage()
{
    return Text::tr("Usage: kvbudget lesson NAME|FILE.json [--lang en|vi|zh_CN|ru] [--format text|json] "
                    "[-o deck.pdf]\n\n"
                    "Plays a guided lesson step by step: each step's caption with the figures it cites, "
                    "computed by the engine.\n"
                    "-o writes the lesson as a slide deck (PDF, one page per step). `kvbudget list "
                    "lessons` lists the built-in lessons;\n"
                    "README \"Lessons\" describes the file format for your own.\n");
}

QString lessonToText(const Lesson& lesson, const std::vector<LessonFrame>& frames, const QString& language)
{
    QString text = Text::tr("%1 (%2): %3 steps\n").arg(lesson.title(language), lesson.id).arg(frames.size());
    for (const LessonFrame& frame : frames) {
        text += QStringLiteral("\n%1/%2  [%3]\n  %4\n")
                    .arg(frame.index)
                    .arg(frame.count)
                    .arg(frame.highlight, frame.caption);
        for (const LessonFigure& figure : frame.figures)
            text += QStringLiteral("    %1 = %2\n").arg(figure.key, figure.text);
    }
    return text;
}

} // namespace

void setLessonDeckRenderer(LessonDeckRenderer render)
{
    deckRenderer() = std::move(render);
}

QString lessonLanguage()
{
    return currentUiLanguage();
}

// `kvbudget lesson --lang L` when the subcommand is called directly (the executable takes --lang off
// every command line first and installs it the same way, base/language.h).
std::optional<Error> installLessonLanguage(const QString& language)
{
    if (!setUiLanguage(language))
        return invalidInput(Text::tr("--lang %1: expected %2").arg(language, uiLanguageList()));
    return std::nullopt;
}

QByteArray lessonToJson(const Lesson& lesson, const std::vector<LessonFrame>& frames, const QString& language)
{
    QJsonArray steps;
    for (const LessonFrame& frame : frames) {
        QJsonObject figures;
        for (const LessonFigure& figure : frame.figures)
            figures.insert(figure.key, figure.value);
        steps.append(QJsonObject{{QLatin1String("index"), frame.index},
                                 {QLatin1String("caption"), frame.caption},
                                 {QLatin1String("highlight"), frame.highlight},
                                 {QLatin1String("figures"), figures}});
    }
    const QJsonObject json{{QLatin1String("lesson"), lesson.id},
                           {QLatin1String("title"), lesson.title(language)},
                           {QLatin1String("language"), language},
                           {QLatin1String("steps"), steps}};
    return QJsonDocument(json).toJson(QJsonDocument::Indented);
}

int runLessonCommand(const QStringList& args, QTextStream& out, QTextStream& err)
{
    QCommandLineParser parser;
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    const QCommandLineOption lang(QStringLiteral("lang"), {}, QStringLiteral("L"));
    const QCommandLineOption format(QStringLiteral("format"), {}, QStringLiteral("FORMAT"),
                                    QStringLiteral("text"));
    const QCommandLineOption output(QStringList{QStringLiteral("o"), QStringLiteral("output")}, {},
                                    QStringLiteral("FILE"));
    parser.addOptions({help, lang, format, output});
    if (!parser.parse(QStringList{QStringLiteral("lesson")} + args)) {
        err << "kvbudget lesson: " << parser.errorText() << "\n" << usage();
        return ExitInvalidInput;
    }
    if (parser.isSet(help)) {
        out << usage();
        return ExitOk;
    }
    if (parser.positionalArguments().size() != 1) {
        err << "kvbudget lesson: " << Text::tr("name one lesson (`kvbudget list lessons`) or a lesson file")
            << "\n"
            << usage();
        return ExitInvalidInput;
    }
    if (parser.isSet(lang))
        if (auto error = installLessonLanguage(parser.value(lang))) {
            err << "kvbudget lesson: " << error->message << "\n";
            return ExitInvalidInput;
        }
    const QString shape = parser.value(format);
    if (shape != u"text" && shape != u"json") {
        err << "kvbudget lesson: " << Text::tr("--format must be text or json") << "\n";
        return ExitInvalidInput;
    }
    const auto lesson = resolveLesson(parser.positionalArguments().first());
    if (!lesson) {
        err << "kvbudget lesson: " << lesson.error().message << "\n";
        return lesson.error().kind == ErrorKind::Io ? ExitIo : ExitInvalidInput;
    }
    const QString language = lessonLanguage();
    const auto frames = playLesson(*lesson, language);
    if (!frames) {
        err << "kvbudget lesson: " << frames.error().message << "\n";
        return ExitInvalidInput;
    }
    if (parser.isSet(output)) {
        if (!deckRenderer()) {
            err << "kvbudget lesson: "
                << Text::tr("this build of kvbudget has no slide decks (built without the GUI)") << "\n";
            return ExitInvalidInput;
        }
        const auto written = deckRenderer()(*lesson, *frames, language, parser.value(output));
        if (!written) {
            err << "kvbudget lesson: " << written.error().message << "\n";
            return written.error().kind == ErrorKind::Io ? ExitIo : ExitInvalidInput;
        }
        out << written.value() << "\n";
        return ExitOk;
    }
    if (shape == u"json")
        out << lessonToJson(*lesson, *frames, language);
    else
        out << lessonToText(*lesson, *frames, language);
    return ExitOk;
}

} // namespace kvb
