// Lessons in the window and as slide decks: → applies the next step's scenario to the window, knobs
// stay live; every built-in lesson's deck in every language has one page per step, each page's text
// (pdftotext) holding that step's caption in that language.

#include "uitesthelpers.h"

#include "lesson/lessonplay.h"
#include "ui/chartstyle.h"
#include "ui/concurrencychart.h"
#include "ui/lessondeck.h"
#include "ui/lessonplayer.h"
#include "ui/loadchart.h"
#include "ui/loadrunner.h"
#include "ui/loadview.h"
#include "ui/mainwindow.h"
#include "ui/memorybarwidget.h"
#include "ui/scenariocontroller.h"

#include <QDockWidget>
#include <QLineSeries>
#include <QProcess>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QTemporaryDir>

using namespace kvb;
using namespace kvb::ui;

namespace {

QString runTool(const QString& tool, const QStringList& args)
{
    QProcess process;
    process.start(tool, args);
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

QString squeezed(QString text)
{
    static const QRegularExpression space(QStringLiteral("[\\s-]+"));
    // pdftotext breaks lines where the caption wraps (dropping a hyphen at the break), and writes the
    // font's ligatures ("ﬀ") as such.
    return text.normalized(QString::NormalizationForm_KC).replace(space, QString());
}

// The caption as a pattern over pdftotext's output: the CJK fonts draw some ideographs with the glyph
// of a radical (U+2E80-U+2FDF) that looks the same, and the PDF's text map names the radical.
QRegularExpression captionPattern(const QString& caption)
{
    QString pattern;
    for (const QChar c : squeezed(caption)) {
        const QString literal = QRegularExpression::escape(QString(c));
        pattern += c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF
                       ? QStringLiteral("(?:%1|[\\x{2E80}-\\x{2FDF}])").arg(literal)
                       : literal;
    }
    return QRegularExpression(pattern);
}

// The window at 1280×800, shown, playing where-every-gib-goes from its first step; null if it cannot.
LessonPlayer* showWithFirstLesson(MainWindow& window)
{
    window.resize(1280, 800);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return nullptr;
    LessonPlayer* player = lessonPlayer(&window);
    return player->open(*resolveLesson(QStringLiteral("where-every-gib-goes"))) ? player : nullptr;
}

} // namespace

class TestLessonsUi : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void nextAppliesTheStepsScenario()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        LessonPlayer* player = lessonPlayer(&window);
        QVERIFY(player->open(*resolveLesson(QStringLiteral("where-every-gib-goes"))));
        QCOMPARE(player->currentStep(), 0);
        QCOMPARE(window.controller()->scenario().model.id, QStringLiteral("llama-3.1-8b"));
        // A knob touched mid-lesson: the lesson stays open, → resumes from the next step.
        window.controller()->edit([](Scenario& s) { s.serving.maxModelLen = 4096; });
        QTest::keyClick(&window, Qt::Key_Right);
        QCOMPARE(player->currentStep(), 1);
        const LessonFrame& second = player->frames().at(1);
        QCOMPARE(window.controller()->figures().plan.memory.ceiling, second.plan.memory.ceiling);
        QCOMPARE(window.controller()->scenario().serving.maxModelLen, second.scenario.serving.maxModelLen);
        QCOMPARE(player->caption(), second.caption);
        for (int i = 0; i < 8; ++i)
            player->next();
        QCOMPARE(window.controller()->figures().plan.settings.maxModelLen, std::int64_t{8192}); // step 10
        QTest::keyClick(&window, Qt::Key_Left);
        QCOMPARE(player->currentStep(), 8);
        player->closeLesson();
    }

    // Step 5 of where-every-gib-goes is about the KV pool: the outline goes round that segment of the
    // memory bar, not round the whole chart; step 1 ("memory.total") outlines the whole bar.
    void memoryStepsOutlineTheirSegment()
    {
        MainWindow window;
        LessonPlayer* player = showWithFirstLesson(window);
        QVERIFY(player);
        auto* bars = window.findChild<MemoryBarWidget*>();
        QVERIFY(bars);
        auto outlined = [&] {
            auto* outline = bars->findChild<QWidget*>(QStringLiteral("lesson_outline"));
            if (!outline)
                return QRectF();
            bars->grab(); // the bar's layout and the outline's paint
            outline->grab();
            return outline->property("outlined").toRectF();
        };
        QCOMPARE(player->frames().at(0).highlight, QStringLiteral("memory.total"));
        QVERIFY(outlined().width() > bars->width() - 10);
        while (player->currentStep() < player->stepCount() - 1 &&
               player->frames().at(player->currentStep()).highlight != u"memory.kv")
            player->next();
        QCOMPARE(player->frames().at(player->currentStep()).highlight, QStringLiteral("memory.kv"));
        const QRectF kv = bars->segmentRect(0, MemoryTerm::KvCache);
        QVERIFY(!kv.isEmpty());
        QCOMPARE(outlined(), kv.adjusted(-4, -4, 4, 4));
        QVERIFY(outlined().width() < bars->width() * 0.9);
        player->closeLesson();
    }

    // The lesson's last steps are proved under load: each shows the Load tab, whose own simulation of
    // the step's scenario and workload gives the figures the caption cites, with the step's curve
    // drawn bold; a chart step emphasizes its curve too, and leaving the step restores the chart.
    void loadStepsShowTheSimulation()
    {
        MainWindow window;
        LessonPlayer* player = showWithFirstLesson(window);
        QVERIFY(player);
        auto* concurrency = window.findChild<ConcurrencyChart*>();
        QVERIFY(concurrency);
        player->showStep(7); // "concurrency.max": vLLM's worst case
        QCOMPARE(player->frames().at(7).highlight, QStringLiteral("concurrency.max"));
        QCOMPARE(emphasizedSeries(concurrency), concurrency->worstCaseSeries());
        QVERIFY(concurrency->worstCaseSeries()->opacity() > 0.99);
        QVERIFY(concurrency->realisticSeries()->opacity() < 0.5);
        player->showStep(8); // "concurrency.realistic"
        QCOMPARE(emphasizedSeries(concurrency), concurrency->realisticSeries());
        LoadView* load = window.loadView();
        QCOMPARE(player->stepCount(), 18); // the last three are the load steps
        for (int index = 15; index < player->stepCount(); ++index) {
            player->showStep(index);
            const LessonFrame& frame = player->frames().at(static_cast<std::size_t>(index));
            QVERIFY(frame.load);
            QCOMPARE(window.tabs()->currentWidget(), static_cast<QWidget*>(load));
            QVERIFY(!emphasizedSeries(concurrency)); // the previous chart is restored
            QTRY_VERIFY_WITH_TIMEOUT(!load->runner()->isBusy() && load->runner()->hasReport(), 30000);
            const SimulationSummary& shown = load->runner()->report().simulation.summary;
            const SimulationSummary& cited = frame.load->simulation.summary;
            QCOMPARE(shown.preemptions, cited.preemptions);
            QCOMPARE(shown.peakKvUsage, cited.peakKvUsage);
            QCOMPARE(shown.maxWaiting, cited.maxWaiting);
            QCOMPARE(load->runner()->report().plan.settings.maxNumSeqs, frame.plan.settings.maxNumSeqs);
            const QString curve = lessonCurve(frame.highlight);
            QAbstractSeries* expected =
                curve == u"kv_usage"  ? static_cast<QAbstractSeries*>(load->chart()->kvSeries())
                : curve == u"waiting" ? static_cast<QAbstractSeries*>(load->chart()->waitingSeries())
                                      : load->chart()->preemptionSeries();
            QCOMPARE(emphasizedSeries(load->chart()), expected);
        }
        // The dock's × closes the lesson too: the curves are drawn as before.
        QVERIFY(emphasizedSeries(load->chart()));
        window.findChild<QDockWidget*>(QStringLiteral("lesson_dock"))->close();
        QVERIFY(!emphasizedSeries(load->chart()));
        QCOMPARE(player->currentStep(), -1);
    }

    void decksHavePagesEqualToSteps()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty() ||
            QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("poppler-utils (pdfinfo, pdftotext) are not installed");
        QTemporaryDir dir;
        for (const Lesson& lesson : builtinLessons()) {
            for (const QString& language : lessonLanguages()) {
                const auto frames = playLesson(lesson, language);
                QVERIFY(frames.ok());
                const QString path = dir.filePath(lesson.id + u'_' + language + u".pdf");
                const auto written = exportLessonDeck(lesson, *frames, language, path);
                QVERIFY2(written.ok(), qPrintable(written.ok() ? QString() : written.error().message));
                const QString info = runTool(QStringLiteral("pdfinfo"), {path});
                QVERIFY2(
                    info.contains(QRegularExpression(QStringLiteral("Pages:\\s+%1\\n").arg(frames->size()))),
                    qPrintable(info));
                for (const LessonFrame& frame : *frames) {
                    const QString page = QString::number(frame.index);
                    const QString text = runTool(
                        QStringLiteral("pdftotext"),
                        {QStringLiteral("-f"), page, QStringLiteral("-l"), page, path, QStringLiteral("-")});
                    QVERIFY2(squeezed(text).contains(captionPattern(frame.caption)),
                             qPrintable(QStringLiteral("%1 %2 page %3").arg(lesson.id, language, page)));
                }
            }
        }
    }
};

QTEST_MAIN(TestLessonsUi)
#include "tst_lessons_ui.moc"
