// --lang on the command line: the text output speaks the language and writes its figures in the
// language's locale, vLLM's own lines stay verbatim, JSON is the same bytes in every language, and an
// unknown language is invalid input that names the four.
#include "base/language.h"
#include "base/units_format.h"
#include "budget/engine.h"
#include "cli/commands.h"
#include "cli/dispatch.h"
#include "testhelpers.h"
#include "vllm/messages.h"

#include <QRegularExpression>
#include <QTest>

using namespace kvb;
using namespace Qt::StringLiterals;

namespace {

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

Run run(const QStringList& args)
{
    Run r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.code = runCommandLine(args, out, err);
    out.flush();
    err.flush();
    return r;
}

const QStringList kScenario = {u"--scenario"_s, u"seed-llama31-8b-h100"_s};

} // namespace

class TestCliLanguage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { setUiLanguage(u"en"_s); }

    void planTextInRussian()
    {
        const Run r = run(QStringList{u"plan"_s, u"--lang"_s, u"ru"_s} + kScenario);
        QCOMPARE(r.code, int(ExitOk));
        QCOMPARE(currentUiLanguage(), u"ru"_s);
        // Russian words, not only Russian letters in a name.
        static const QRegularExpression cyrillicWord(u"\\p{Cyrillic}{5,}"_s);
        QVERIFY2(r.out.count(cyrillicWord) >= 10, qPrintable(r.out));
        const Scenario s = kvbtest::scenario("seed-llama31-8b-h100");
        const Plan plan = computePlan(s);
        const QLocale ru(QLocale::Russian, QLocale::Russia);
        const QString tokens = ru.toString(static_cast<qlonglong>(plan.kvTokens));
        QVERIFY2(tokens.contains(QChar(0x00A0)), qPrintable(tokens)); // Russian groups with a no-break space
        QVERIFY2(r.out.contains(tokens), qPrintable(tokens + u" not in\n"_s + r.out));
        // vLLM's lines as vLLM prints them, with Python's comma and point; only there English figures.
        QString ours = r.out;
        for (const QString& line : vllmLogLines(plan)) {
            QVERIFY2(r.out.contains(line), qPrintable(line));
            ours.remove(line);
        }
        QVERIFY(!ours.contains(QLocale(QLocale::English, QLocale::UnitedStates)
                                   .toString(static_cast<qlonglong>(plan.kvTokens))));
    }

    void eachLanguageFormatsItsOwnWay_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("grouped"); // 131,072 as the language writes it
        QTest::newRow("en") << u"en"_s << u"131,072"_s;
        QTest::newRow("vi") << u"vi"_s << u"131.072"_s;
        QTest::newRow("zh_CN") << u"zh_CN"_s << u"131,072"_s;
        QTest::newRow("ru") << u"ru"_s << u"131\u00A0072"_s;
    }

    void eachLanguageFormatsItsOwnWay()
    {
        QFETCH(QString, code);
        QFETCH(QString, grouped);
        const Run r = run(QStringList{u"plan"_s, u"--lang"_s, code} + kScenario);
        QCOMPARE(r.code, int(ExitOk));
        QCOMPARE(formatCount(131072), grouped);
        // The context length of the seed example, in kvbudget's own lines (not only in vLLM's).
        QVERIFY2(r.out.contains(grouped), qPrintable(r.out));
    }

    void jsonIsTheSameInEveryLanguage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("plan") << QStringList{u"plan"_s, u"--format"_s, u"json"_s} + kScenario;
        QTest::newRow("list models") << QStringList{u"list"_s, u"models"_s, u"--format"_s, u"json"_s};
        QTest::newRow("fleet") << QStringList{u"fleet"_s, u"--format"_s, u"json"_s, u"gpu-tetris"_s};
    }

    void jsonIsTheSameInEveryLanguage()
    {
        QFETCH(QStringList, args);
        const Run english = run(args + QStringList{u"--lang"_s, u"en"_s});
        QVERIFY2(english.code == ExitOk || english.code == ExitRefusesToStart, qPrintable(english.err));
        QVERIFY(english.out.startsWith(u'{') || english.out.startsWith(u'['));
        for (const char* code : {"vi", "zh_CN", "ru"}) {
            const Run other = run(args + QStringList{u"--lang"_s, QString::fromLatin1(code)});
            QCOMPARE(other.code, english.code);
            QVERIFY2(other.out == english.out, code);
        }
    }

    void flagAnywhereBeforeTheVllmCommandLine()
    {
        const Run before = run({u"--lang=zh_CN"_s, u"list"_s, u"scenarios"_s});
        QCOMPARE(before.code, int(ExitOk));
        static const QRegularExpression han(u"\\p{Han}"_s);
        QVERIFY2(before.out.contains(han), qPrintable(before.out));
        // After "--" it is vLLM's command line: kvbudget does not take a --lang from it.
        const Run after = run({u"plan"_s, u"--"_s, u"vllm"_s, u"serve"_s,
                               u"meta-llama/Llama-3.1-8B-Instruct"_s, u"--lang"_s, u"ru"_s});
        QCOMPARE(currentUiLanguage(), u"en"_s);
        static const QRegularExpression cyrillic(u"\\p{Cyrillic}"_s);
        QVERIFY2(!after.out.contains(cyrillic) && !after.err.contains(cyrillic),
                 qPrintable(after.out + after.err));
    }

    void unknownLanguageIsInvalidInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("unknown") << QStringList{u"plan"_s, u"--lang"_s, u"de"_s};
        QTest::newRow("empty") << QStringList{u"plan"_s, u"--lang="_s};
        QTest::newRow("missing") << QStringList{u"list"_s, u"models"_s, u"--lang"_s};
        QTest::newRow("case") << QStringList{u"plan"_s, u"--lang"_s, u"RU"_s};
    }

    void unknownLanguageIsInvalidInput()
    {
        QFETCH(QStringList, args);
        const Run r = run(args);
        QCOMPARE(r.code, int(ExitInvalidInput));
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(u"vi, zh_CN, ru, en"_s), qPrintable(r.err));
        QCOMPARE(r.err.count(u'\n'), 1);
    }

    void systemLanguage()
    {
        // The tests run in the C locale: no language of its own, so English.
        QCOMPARE(systemUiLanguage(), u"en"_s);
        QCOMPARE(localeForUiLanguage(u"ru"_s).toString(0.92, 'f', 2), u"0,92"_s);
        QCOMPARE(localeForUiLanguage(u"vi"_s).toString(0.92, 'f', 2), u"0,92"_s);
        QCOMPARE(localeForUiLanguage(u"zh_CN"_s).toString(0.92, 'f', 2), u"0.92"_s);
    }
};

QTEST_GUILESS_MAIN(TestCliLanguage)
#include "tst_clilanguage.moc"
