// Every user-visible string goes through tr() under the context lupdate files it in: with a
// pseudo-translation loaded (every source text wrapped in ⟦…⟧, made from what lupdate finds in the
// sources), nothing the window paints and nothing `kvbudget plan` prints is bare English, except
// vLLM's own lines, which are what vLLM prints, and names (models, GPUs, flags, dtypes).
#include "base/language.h"
#include "budget/engine.h"
#include "cli/commands.h"
#include "textrecorder.h"
#include "ui/mainwindow.h"
#include "uitesthelpers.h"
#include "vllm/flagtable.h"
#include "vllm/messages.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>
#include <QTranslator>

using namespace kvb;
using namespace Qt::StringLiterals;

namespace {

// What is left of a text once the translated spans (⟦…⟧, possibly elided) and the verbatim names
// are taken out.
QString untranslatedRest(QString text, const QStringList& verbatim)
{
    // A piece of a verbatim line (a vLLM line wrapped over several lines of a label).
    for (const QString& v : verbatim)
        if (text.trimmed().size() > 12 && v.contains(text.trimmed()))
            return {};
    for (const QString& v : verbatim)
        if (!v.isEmpty())
            text.replace(v, u" "_s);
    static const QRegularExpression translated(u"⟦[^⟦⟧]*⟧"_s);
    QString previous;
    while (previous != text) { // nested spans, innermost first
        previous = text;
        text.replace(translated, u" "_s);
    }
    // An elided or split span: an opening bracket to the end, or the start up to a closing one.
    text.replace(QRegularExpression(u"⟦.*$"_s), u" "_s);
    text.replace(QRegularExpression(u"^.*⟧"_s), u" "_s);
    return text;
}

// Names and identifiers that are the same in every language.
QStringList verbatimNames(const Scenario& s, const Plan& plan)
{
    QStringList names = vllmLogLines(plan);
    names << vllmStartupError(plan) << s.name << s.model.displayName << s.model.hfRepo << s.gpu.name
          << plan.rules.label;
    for (const FlagSpec& flag : planFlags())
        names << u"--"_s + QLatin1String(flag.name) << QString::fromLatin1(flag.name).replace(u'-', u'_');
    names << u"vLLM"_s << u"vllm serve"_s << u"bfloat16"_s << u"float16"_s << u"fp8"_s << u"CUDA"_s
          << u"kvbudget"_s << u"PyTorch"_s << u"NCCL"_s << u"config.json"_s;
    for (const UiLanguage& language : uiLanguages()) // View → Language names each in itself
        names << QString::fromUtf8(language.nativeName);
    std::sort(names.begin(), names.end(),
              [](const QString& a, const QString& b) { return a.size() > b.size(); });
    return names;
}

QStringList englishWords(const QString& rest)
{
    QStringList words;
    static const QRegularExpression word(u"[A-Za-z]{2,}"_s);
    for (auto it = word.globalMatch(rest); it.hasNext();)
        words << it.next().captured();
    return words;
}

void collectMenuTexts(QMenu* menu, QStringList& texts)
{
    for (QAction* action : menu->actions()) {
        if (action->isSeparator())
            continue;
        texts << action->text() << action->toolTip();
        if (action->menu())
            collectMenuTexts(action->menu(), texts);
    }
}

} // namespace

class TestPseudoTranslation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(m_translator.load(QStringLiteral(KVBUDGET_PSEUDO_QM)), KVBUDGET_PSEUDO_QM);
        QCoreApplication::installTranslator(&m_translator);
    }

    void planTextOutput()
    {
        QString out;
        QString err;
        QTextStream outStream(&out);
        QTextStream errStream(&err);
        QCOMPARE(runPlanCommand({}, outStream, errStream), int(ExitOk));
        const Scenario s = kvbtest::scenarioFrom({});
        const QStringList verbatim = verbatimNames(s, computePlan(s));
        QStringList bare;
        for (const QString& line : out.split(u'\n'))
            if (const QStringList words = englishWords(untranslatedRest(line, verbatim)); !words.isEmpty())
                bare << line;
        QVERIFY2(bare.isEmpty(), qPrintable(bare.join(u'\n')));
        QVERIFY(out.contains(u"⟦"_s));
    }

    void windowAtBothSizes_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x800") << QSize(1280, 800);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }

    void windowAtBothSizes()
    {
        QFETCH(QSize, size);
        ui::MainWindow window;
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCoreApplication::processEvents();
        const Scenario s = kvbtest::scenarioFrom({});
        const QStringList verbatim = verbatimNames(s, computePlan(s));
        QStringList texts;
        for (const kvbtest::PaintedText& t : kvbtest::paintedTexts(&window))
            texts << t.text;
        for (QAction* action : window.menuBar()->actions())
            if (action->menu())
                collectMenuTexts(action->menu(), texts);
        for (QWidget* w : window.findChildren<QWidget*>())
            if (w->isVisible())
                texts << w->toolTip();
        QStringList bare;
        for (const QString& text : texts)
            if (const QStringList words = englishWords(untranslatedRest(text, verbatim)); !words.isEmpty())
                bare << text;
        bare.removeDuplicates();
        QVERIFY2(bare.isEmpty(), qPrintable(u"untranslated:\n"_s + bare.join(u'\n')));
    }

private:
    QTranslator m_translator;
};

QTEST_MAIN(TestPseudoTranslation)
#include "tst_pseudotranslation.moc"
