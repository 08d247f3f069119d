// Lesson files and the command line (core/lesson, cli/lessoncommand): the validation of user
// lessons, with messages naming the file, step and field; errors while playing; `kvbudget lesson`
// JSON and text, `kvbudget list lessons`.

// validation of user lessons; the command line's JSON.

#include "testhelpers.h"

#include "budget/handbudget.h"
#include "cli/dispatch.h"
#include "cli/lessoncommand.h"
#include "fleet/replay.h"
#include "lesson/lessonplay.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace kvb;

namespace {

// A lesson given as JSON (a valid one: the reader's errors are tested above), played in English.
Result<std::vector<LessonFrame>> playJson(const QByteArray& json)
{
    const auto lesson = lessonFromJson(QJsonDocument::fromJson(json).object(), QStringLiteral("my.json"));
    if (!lesson)
        qFatal("%s", qPrintable(lesson.error().message));
    return playLesson(*lesson, QStringLiteral("en"));
}

std::vector<LessonFrame> play(const char* id)
{
    const auto lesson = resolveLesson(QLatin1String(id));
    if (!lesson)
        qFatal("lesson %s: %s", id, qPrintable(lesson.error().message));
    auto frames = playLesson(*lesson, QStringLiteral("en"));
    if (!frames)
        qFatal("lesson %s: %s", id, qPrintable(frames.error().message));
    return std::move(frames).value();
}

int run(const QStringList& args, QString* out, QString* err = nullptr)
{
    QString o, e;
    QTextStream os(&o), es(&e);
    const int code = runCommandLine(args, os, es);
    os.flush();
    es.flush();
    if (out)
        *out = o;
    if (err)
        *err = e;
    return code;
}

} // namespace

class TestLessonFiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void malformedLessons_data();
    void malformedLessons();
    void playErrorsNameTheStep();
    void userLessonFile();
    void cliJson();
    void cliListAndText();
};

void TestLessonFiles::malformedLessons_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    const QByteArray step = R"({"scenario": "default", "highlight": "memory.kv", "caption": "{kv_gib}"})";
    QTest::addRow("version") << QByteArray(R"({"id": "x", "title": "t", "steps": [)" + step + "]}")
                             << QStringLiteral("my.json, \"kvbudget_lesson\": expected 1");
    QTest::addRow("no steps") << QByteArray(R"({"kvbudget_lesson": 1, "id": "x", "title": "t", "steps": []})")
                              << QStringLiteral("my.json, \"steps\"");
    QTest::addRow("no start")
        << QByteArray(
               R"({"kvbudget_lesson": 1, "id": "x", "title": "t", "steps": [{"highlight": "memory.kv", "caption": "c"}]})")
        << QStringLiteral("my.json, step 1, \"scenario\"");
    QTest::addRow("highlight") << QByteArray(R"({"kvbudget_lesson": 1, "id": "x", "title": "t", "steps": [)" +
                                             step + R"(, {"highlight": "memory.nope", "caption": "c"}]})")
                               << QStringLiteral(
                                      "my.json, step 2, \"highlight\": \"memory.nope\" is not one of");
    QTest::addRow("placeholder")
        << QByteArray(
               R"({"kvbudget_lesson": 1, "id": "x", "title": "t", "steps": [{"scenario": "default", "highlight": "memory.kv", "caption": "{kv_gibs}"}]})")
        << QStringLiteral("my.json, step 1, \"caption\": {kv_gibs} is not a figure");
    QTest::addRow("translation")
        << QByteArray(
               R"({"kvbudget_lesson": 1, "id": "x", "title": "t", "steps": [{"scenario": "default", "highlight": "memory.kv", "caption": {"en": "{kv_gib}", "ru": "{kv_tokens}"}}]})")
        << QStringLiteral("my.json, step 1, \"caption\": the \"ru\" caption cites {kv_tokens}");
    QTest::addRow("no english")
        << QByteArray(
               R"({"kvbudget_lesson": 1, "id": "x", "title": "t", "steps": [{"scenario": "default", "highlight": "memory.kv", "caption": {"vi": "x"}}]})")
        << QStringLiteral("my.json, step 1, \"caption\": the English");
    QTest::addRow("unknown field")
        << QByteArray(
               R"({"kvbudget_lesson": 1, "id": "x", "title": "t", "steps": [{"scenario": "default", "highlight": "memory.kv", "caption": "c", "flag": {}}]})")
        << QStringLiteral("my.json, step 1, \"flag\": unknown field");
    QTest::addRow("requests")
        << QByteArray(
               R"({"kvbudget_lesson": 1, "id": "x", "title": "t", "kind": "hand", "steps": [{"scenario": "default", "highlight": "hand.budget", "caption": "c", "requests": 0}]})")
        << QStringLiteral("my.json, step 1, \"requests\": expected a whole number");
    const QByteArray lessonStart = R"({"kvbudget_lesson": 1, "id": "x", "title": "t", "steps": [)" + step;
    QTest::addRow("load arrival")
        << QByteArray(lessonStart +
                      R"(, {"load": {"arrival": "poisson:-1"}, "highlight": "load.kv", "caption": "c"}]})")
        << QStringLiteral("my.json, step 2, \"load\": arrival: --arrival poisson:-1");
    QTest::addRow("load rate the Load tab cannot show")
        << QByteArray(lessonStart +
                      R"(, {"load": {"arrival": "poisson:2.25"}, "highlight": "load.kv", "caption": "c"}]})")
        << QStringLiteral("my.json, step 2, \"load\": arrival: a Poisson rate from 0.1 to 100000 requests a "
                          "second, at most one decimal");
    QTest::addRow("load users")
        << QByteArray(lessonStart +
                      R"(, {"load": {"arrival": "users:200000"}, "highlight": "load.kv", "caption": "c"}]})")
        << QStringLiteral("my.json, step 2, \"load\": arrival: at most 100000 users");
    QTest::addRow("load seed")
        << QByteArray(lessonStart + R"(, {"load": {"seed": 5e9}, "highlight": "load.kv", "caption": "c"}]})")
        << QStringLiteral("my.json, step 2, \"load\": seed: expected a whole number from 0 to 2147483647");
    QTest::addRow("load not an object")
        << QByteArray(lessonStart + R"(, {"load": "burst", "highlight": "load.kv", "caption": "c"}]})")
        << QStringLiteral("my.json, step 2, \"load\": expected an object such as");
    QTest::addRow("load requests")
        << QByteArray(lessonStart +
                      R"(, {"load": {"num_requests": 1e9}, "highlight": "load.kv", "caption": "c"}]})")
        << QStringLiteral("my.json, step 2, \"load\": num_requests: expected a whole number from 1 to 10");
    QTest::addRow("load field")
        << QByteArray(lessonStart + R"(, {"load": {"rate": 3}, "highlight": "load.kv", "caption": "c"}]})")
        << QStringLiteral("my.json, step 2, \"load\": unknown field rate");
    QTest::addRow("load highlight without load")
        << QByteArray(lessonStart + R"(, {"highlight": "load.kv", "caption": "c"}]})")
        << QStringLiteral("my.json, step 2, \"highlight\": \"load.kv\" needs a \"load\"");
    QTest::addRow("load without load highlight")
        << QByteArray(lessonStart + R"(, {"load": {}, "highlight": "memory.kv", "caption": "c"}]})")
        << QStringLiteral("my.json, step 2, \"highlight\": a \"load\" step highlights");
    QTest::addRow("load in a fleet")
        << QByteArray(
               R"({"kvbudget_lesson": 1, "id": "x", "title": "t", "kind": "fleet", "steps": [{"fleet": "gpu-tetris", "load": {}, "highlight": "load.kv", "caption": "c"}]})")
        << QStringLiteral("my.json, step 1, \"load\": only a lesson about one scenario");
    QTest::addRow("flag figure")
        << QByteArray(
               lessonStart +
               R"(, {"flags": {"--max-num-seqs": "{recommended}"}, "highlight": "memory.kv", "caption": "c"}]})")
        << QStringLiteral("my.json, step 2, \"flags\": --max-num-seqs: \"{recommended}\" is neither");
    QTest::addRow("flag figure and text")
        << QByteArray(
               lessonStart +
               R"(, {"flags": {"--max-num-seqs": "{max_num_seqs}0"}, "highlight": "memory.kv", "caption": "c"}]})")
        << QStringLiteral("my.json, step 2, \"flags\": --max-num-seqs: \"{max_num_seqs}0\" is neither a "
                          "value nor one {figure} of the previous step");
    QTest::addRow("fleet in plan")
        << QByteArray(R"({"kvbudget_lesson": 1, "id": "x", "title": "t", "steps": [)" + step +
                      R"(, {"fleet": "gpu-tetris", "highlight": "fleet.cards", "caption": "c"}]})")
        << QStringLiteral("my.json, step 2, \"fleet\"");
}

void TestLessonFiles::malformedLessons()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    const auto lesson = lessonFromJson(QJsonDocument::fromJson(json).object(), QStringLiteral("my.json"));
    QVERIFY(!lesson.ok());
    QVERIFY2(lesson.error().message.startsWith(message), qPrintable(lesson.error().message));
}

void TestLessonFiles::playErrorsNameTheStep()
{
    const QByteArray json = R"({"kvbudget_lesson": 1, "id": "x", "title": "t", "steps": [
        {"scenario": "default", "highlight": "memory.kv", "caption": "{kv_gib}"},
        {"flags": {"--max-model-length": "8192"}, "highlight": "memory.kv", "caption": "c"}]})";
    const auto lesson = lessonFromJson(QJsonDocument::fromJson(json).object(), QStringLiteral("my.json"));
    QVERIFY(lesson.ok());
    const auto frames = playLesson(*lesson, QStringLiteral("en"));
    QVERIFY(!frames.ok());
    QVERIFY2(
        frames.error().message.startsWith(u"my.json, step 2, \"flags\": unknown flag --max-model-length"),
        qPrintable(frames.error().message));
    // A figure the step has no value for (a comparison on the first step).
    const QByteArray first = R"({"kvbudget_lesson": 1, "id": "x", "title": "t", "steps": [
        {"scenario": "default", "highlight": "memory.kv", "caption": "{kv_tokens_gained}"}]})";
    const auto played = playJson(first);
    QVERIFY(!played.ok());
    QVERIFY2(played.error().message.contains(u"step 1, \"caption\": {kv_tokens_gained} has no value"),
             qPrintable(played.error().message));
    // A flag that takes the previous step's figure, on the first step.
    const QByteArray flagFirst = R"({"kvbudget_lesson": 1, "id": "x", "title": "t", "steps": [
        {"scenario": "default", "flags": {"--max-num-seqs": "{recommended_max_num_seqs}"},
         "highlight": "memory.kv", "caption": "c"}]})";
    const auto noPrevious = playJson(flagFirst);
    QVERIFY(!noPrevious.ok());
    QVERIFY2(
        noPrevious.error().message.contains(u"step 1, \"flags\": --max-num-seqs: {recommended_max_num_seqs} "
                                            u"has no value in the previous step"),
        qPrintable(noPrevious.error().message));
    // A flag takes any figure the previous step has, cited or not; here one of its simulation.
    const QByteArray fromLoad = R"({"kvbudget_lesson": 1, "id": "x", "title": "t", "steps": [
        {"scenario": "default", "load": {"arrival": "users:40"}, "highlight": "load.kv", "caption": "c"},
        {"flags": {"--max-num-seqs": "{load_max_running}"}, "highlight": "memory.kv", "caption": "{max_num_seqs}"}]})";
    const auto applied = playJson(fromLoad);
    QVERIFY2(applied.ok(), qPrintable(applied.ok() ? QString() : applied.error().message));
    QCOMPARE(applied->at(1).plan.settings.maxNumSeqs, applied->at(0).load->simulation.summary.maxRunning);
    QCOMPARE(applied->at(1).plan.settings.maxNumSeqs, 40);
    // In a fleet lesson the flag goes to the step's deployment (any figure serves; here its block size).
    const QByteArray fleet = R"({"kvbudget_lesson": 1, "id": "x", "title": "t", "kind": "fleet", "steps": [
        {"fleet": "gpu-tetris", "deployment": "chat", "highlight": "fleet.cards", "caption": "c"},
        {"flags": {"--max-num-seqs": "{block_size}"}, "highlight": "fleet.cards", "caption": "{max_num_seqs}"}]})";
    const auto fleetPlayed = playJson(fleet);
    QVERIFY2(fleetPlayed.ok(), qPrintable(fleetPlayed.ok() ? QString() : fleetPlayed.error().message));
    QCOMPARE(fleetPlayed->at(1).plan.settings.maxNumSeqs, fleetPlayed->at(0).plan.settings.blockSize);
    // A deployment no card holds has no plan to cite (not the zeros of one never computed).
    const QByteArray unplaced = R"({"kvbudget_lesson": 1, "id": "x", "title": "t", "kind": "fleet", "steps": [
        {"fleet": "gpu-tetris", "deployment": "chat", "fail": ["gpu0", "gpu1", "gpu2", "gpu3"],
         "highlight": "fleet.failed", "caption": "{kv_gib}"}]})";
    const auto noPlan = playJson(unplaced);
    QVERIFY(!noPlan.ok());
    QVERIFY2(noPlan.error().message.contains(u"step 1, \"caption\": {kv_gib} has no value"),
             qPrintable(noPlan.error().message));
    // Load on a scenario vLLM refuses to start.
    const QByteArray refused = R"({"kvbudget_lesson": 1, "id": "x", "title": "t", "steps": [
        {"scenario": "default", "flags": {"--gpu-memory-utilization": "0.1"}, "load": {},
         "highlight": "load.kv", "caption": "c"}]})";
    const auto notStarted = playJson(refused);
    QVERIFY(!notStarted.ok());
    QVERIFY2(notStarted.error().message.contains(u"step 1, \"load\": vLLM would not start"),
             qPrintable(notStarted.error().message));
}

void TestLessonFiles::userLessonFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mine.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"kvbudget_lesson": 1, "id": "mine", "title": "Mine", "steps": [
        {"scenario": "seed-llama31-8b-h100", "highlight": "memory.kv", "caption": "Pool {kv_gib}"},
        {"flags": {"--max-model-len": 8192}, "highlight": "concurrency.max", "caption": "{max_concurrency}x"}]})");
    file.close();
    QString out;
    QCOMPARE(run({QStringLiteral("lesson"), path, QStringLiteral("--format"), QStringLiteral("json")}, &out),
             0);
    const QJsonObject json = QJsonDocument::fromJson(out.toUtf8()).object();
    QCOMPARE(json.value(u"lesson").toString(), QStringLiteral("mine"));
    QCOMPARE(json.value(u"steps").toArray().size(), 2);
    // Not JSON: the file and the offset.
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write("{ nope");
    file.close();
    QString err;
    QCOMPARE(run({QStringLiteral("lesson"), path}, &out, &err), 2);
    QVERIFY2(err.contains(path) && err.contains(u"not valid JSON"), qPrintable(err));
    QCOMPARE(run({QStringLiteral("lesson"), QStringLiteral("no-such-lesson")}, &out, &err), 2);
    QVERIFY2(err.contains(u"kvbudget list lessons"), qPrintable(err));
}

void TestLessonFiles::cliJson()
{
    QString out;
    QCOMPARE(run({QStringLiteral("lesson"), QStringLiteral("where-every-gib-goes"),
                  QStringLiteral("--format"), QStringLiteral("json")},
                 &out),
             0);
    const QJsonObject json = QJsonDocument::fromJson(out.toUtf8()).object();
    QCOMPARE(json.value(u"lesson").toString(), QStringLiteral("where-every-gib-goes"));
    const QJsonArray steps = json.value(u"steps").toArray();
    const auto frames = play("where-every-gib-goes");
    QCOMPARE(steps.size(), static_cast<qsizetype>(frames.size()));
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const QJsonObject step = steps.at(i).toObject();
        QCOMPARE(step.value(u"index").toInt(), static_cast<int>(i + 1));
        QCOMPARE(step.value(u"highlight").toString(), frames[static_cast<std::size_t>(i)].highlight);
        QCOMPARE(step.value(u"caption").toString(), frames[static_cast<std::size_t>(i)].caption);
        const QJsonObject figures = step.value(u"figures").toObject();
        for (const LessonFigure& f : frames[static_cast<std::size_t>(i)].figures)
            QCOMPARE(figures.value(f.key).toDouble(), f.value);
    }
    QCOMPARE(steps.at(4).toObject().value(u"figures").toObject().value(u"kv_gib").toDouble(),
             toGiB(computePlan(kvbtest::scenario("seed-llama31-8b-h100")).memory.kvCache));
}

void TestLessonFiles::cliListAndText()
{
    QString out, err;
    QCOMPARE(run({QStringLiteral("list"), QStringLiteral("lessons"), QStringLiteral("--format"),
                  QStringLiteral("json")},
                 &out),
             0);
    const QJsonArray list = QJsonDocument::fromJson(out.toUtf8()).array();
    QCOMPARE(list.size(), 3);
    QCOMPARE(list.at(2).toObject().value(u"id").toString(), QStringLiteral("gpu-tetris"));
    QCOMPARE(list.at(2).toObject().value(u"steps").toInt(), 7);
    QCOMPARE(run({QStringLiteral("lesson"), QStringLiteral("budget-by-hand"), QStringLiteral("--lang"),
                  QStringLiteral("vi")},
                 &out),
             0);
    QVERIFY2(out.contains(u"Tính ngân sách bằng tay"), qPrintable(out.left(200)));
    QCOMPARE(run({QStringLiteral("lesson"), QStringLiteral("gpu-tetris"), QStringLiteral("--lang"),
                  QStringLiteral("xx")},
                 &out, &err),
             2);
    QVERIFY2(err.contains(u"--lang") && err.contains(u"xx"),
             qPrintable(err)); // the language of the previous call
    installLessonLanguage(QStringLiteral("en"));
    // Without the ui the deck cannot be drawn: a clear message, not a crash.
    QCOMPARE(run({QStringLiteral("lesson"), QStringLiteral("gpu-tetris"), QStringLiteral("-o"),
                  QStringLiteral("x.pdf")},
                 &out, &err),
             2);
    QVERIFY2(err.contains(u"without the GUI"), qPrintable(err));
}

QTEST_GUILESS_MAIN(TestLessonFiles)
#include "tst_lessonfiles.moc"
