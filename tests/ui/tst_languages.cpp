// The window in each language, switched live through View → Language at 1280×800: no visible text is
// still its English source (the texts the English window shows are collected first), no label or
// button is cut off, and the dashboard's figures are written in the language's locale.
#include "base/language.h"
#include "budget/engine.h"
#include "textrecorder.h"
#include "ui/languagemenu.h"
#include "ui/mainwindow.h"
#include "ui/scenariocontroller.h"
#include "uitesthelpers.h"
#include "vllm/flagtable.h"
#include "vllm/messages.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QTextDocument>

using namespace kvb;
using namespace kvb::ui;
using namespace Qt::StringLiterals;

namespace {

struct ShownText
{
    QString where; // the widget's class and object name, for the failure message
    QString text;
};

QString plainText(const QString& text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    QTextDocument document;
    document.setHtml(text);
    return document.toPlainText();
}

// The text as painted: a mnemonic's '&' is an underline, "&&" an ampersand.
QString withoutMnemonic(QString text)
{
    text.replace(u"&&"_s, QChar(0xE000));
    text.remove(u'&');
    return text.replace(QChar(0xE000), u'&');
}

QString describe(const QObject* object)
{
    return QString::fromLatin1(object->metaObject()->className()) + u' ' + object->objectName();
}

void addText(std::vector<ShownText>& texts, const QObject* where, const QString& text)
{
    const QString plain = withoutMnemonic(plainText(text)).trimmed();
    if (!plain.isEmpty())
        texts.push_back({describe(where), plain});
}

void addMenu(std::vector<ShownText>& texts, const QMenu* menu)
{
    addText(texts, menu, menu->title());
    for (const QAction* action : menu->actions()) {
        if (action->isSeparator())
            continue;
        addText(texts, menu, action->text());
        if (action->toolTip() != QString(action->text()).remove(u'&'))
            addText(texts, menu, action->toolTip());
        if (action->menu())
            addMenu(texts, action->menu());
    }
}

// Every text a person reads or hovers in the window: labels, buttons, group titles, menus, tabs, the
// title and tooltips of the visible widgets.
std::vector<ShownText> shownTexts(MainWindow* window)
{
    std::vector<ShownText> texts;
    addText(texts, window, window->windowTitle());
    for (QAction* action : window->menuBar()->actions())
        if (action->menu())
            addMenu(texts, action->menu());
    for (QWidget* w : window->findChildren<QWidget*>()) {
        if (!w->isVisible())
            continue;
        addText(texts, w, w->toolTip());
        if (const auto* label = qobject_cast<QLabel*>(w))
            addText(texts, w, label->text());
        else if (const auto* button = qobject_cast<QAbstractButton*>(w))
            addText(texts, w, button->text());
        else if (const auto* group = qobject_cast<QGroupBox*>(w))
            addText(texts, w, group->title());
        else if (const auto* tabs = qobject_cast<QTabWidget*>(w))
            for (int i = 0; i < tabs->count(); ++i) {
                addText(texts, w, tabs->tabText(i));
                addText(texts, w, tabs->tabToolTip(i));
            }
    }
    return texts;
}

// What is the same in every language by design: vLLM's verbatim lines, flag and config names, the
// model's and GPU's names, units, dtypes and product names. A text is exempt when nothing of two or
// more Latin letters is left once these are taken out.
QStringList verbatimNames(const Scenario& s, const Plan& plan)
{
    QStringList names = vllmLogLines(plan);
    names << vllmStartupError(plan) << s.model.displayName << s.model.hfRepo << s.gpu.name
          << plan.rules.label;
    for (const FlagSpec& flag : planFlags())
        names << u"--"_s + QLatin1String(flag.name) << QString::fromLatin1(flag.name).replace(u'-', u'_');
    names << u"vllm serve"_s << u"vLLM"_s << u"kvbudget"_s << u"CUDA"_s << u"PyTorch"_s << u"NCCL"_s
          << u"config.json"_s << u"bfloat16"_s << u"float16"_s << u"fp8"_s << u"auto"_s << u"GiB"_s
          << u"MiB"_s << u"KiB"_s << u"GB"_s << u"GPU"_s << u"GPUs"_s << u"KV"_s << u"TP"_s << u"PP"_s
          << u"ms"_s << u"Qt"_s << u"SVG"_s << u"PNG"_s << u"PDF"_s << u"Markdown"_s << u"p95"_s;
    for (const UiLanguage& language : uiLanguages()) // View → Language names each in itself
        names << QString::fromUtf8(language.nativeName);
    std::sort(names.begin(), names.end(),
              [](const QString& a, const QString& b) { return a.size() > b.size(); });
    return names;
}

bool sameInEveryLanguage(QString text, const QStringList& verbatim)
{
    for (const QString& v : verbatim)
        if (!v.isEmpty())
            text.replace(v, u" "_s);
    static const QRegularExpression word(u"[A-Za-z]{2,}"_s);
    return !word.match(text).hasMatch();
}

// Words a translator keeps in English on purpose, as engineers in that language say them (the
// translator moved the accelerator, so the choice is deliberate): Vietnamese says "prompt", "seed" and
// "prefix caching".
bool keptInEnglish(const QString& code, const QString& text)
{
    static const QHash<QString, QStringList> kept = {
        {u"vi"_s, {u"Prompt:"_s, u"Seed:"_s, u"Prefix caching"_s}},
    };
    return kept.value(code).contains(text);
}

MainWindow* visibleMainWindow()
{
    for (QWidget* w : QApplication::topLevelWidgets())
        if (auto* window = qobject_cast<MainWindow*>(w); window && window->isVisible())
            return window;
    return nullptr;
}

// View → Language → `code`, as a user picks it; returns the window that replaced the previous one.
MainWindow* chooseLanguage(MainWindow* window, const QString& code)
{
    auto* action = window->findChild<QAction*>(u"language_"_s + code);
    if (!action)
        return nullptr;
    action->trigger();
    QTest::qWait(20); // the switch runs once the menu's slot has returned
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    MainWindow* next = visibleMainWindow();
    if (next)
        (void)QTest::qWaitForWindowExposed(next);
    QCoreApplication::processEvents();
    return next;
}

void showTab(MainWindow* window, int index)
{
    window->tabs()->setCurrentIndex(index);
    QCoreApplication::processEvents();
}

// The text's width where it does not wrap: every line of it.
int textWidth(const QFontMetrics& metrics, const QString& text)
{
    int width = 0;
    for (const QString& line : text.split(u'\n'))
        width = std::max(width, metrics.horizontalAdvance(line));
    return width;
}

// Labels and buttons whose text is wider than the widget (wrapping labels and elided texts with the
// whole text in their tooltip excepted).
QStringList clippedTexts(MainWindow* window)
{
    QStringList clipped;
    for (QWidget* w : window->findChildren<QWidget*>()) {
        if (!w->isVisible() || w->width() <= 0)
            continue;
        if (auto* label = qobject_cast<QLabel*>(w)) {
            const QString text = withoutMnemonic(plainText(label->text()));
            if (label->wordWrap() || text.isEmpty() || label->pixmap().isNull() == false)
                continue;
            if (text.contains(u'…') && !label->toolTip().isEmpty())
                continue;
            const int room = label->contentsRect().width() - 2 * label->margin() - label->indent();
            if (textWidth(label->fontMetrics(), text) > room)
                clipped << u"%1: \"%2\" needs %3 px, has %4"_s.arg(describe(w), text)
                               .arg(textWidth(label->fontMetrics(), text))
                               .arg(room);
        } else if (qobject_cast<QPushButton*>(w) || qobject_cast<QCheckBox*>(w)) {
            auto* button = static_cast<QAbstractButton*>(w);
            if (!button->text().isEmpty() && button->sizeHint().width() > button->width())
                clipped << u"%1: \"%2\" needs %3 px, has %4"_s.arg(describe(w), button->text())
                               .arg(button->sizeHint().width())
                               .arg(button->width());
        }
    }
    clipped.removeDuplicates();
    return clipped;
}

QString paintedText(QWidget* widget)
{
    QStringList texts;
    for (const kvbtest::PaintedText& t : kvbtest::paintedTexts(widget))
        texts << t.text;
    return texts.join(u'\n');
}

} // namespace

class TestLanguages : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        setUiLanguage(u"en"_s);
        m_window = new MainWindow;
        m_window->resize(1280, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        QCoreApplication::processEvents();
        const Scenario s = m_window->controller()->scenario();
        m_verbatim = verbatimNames(s, computePlan(s));
        for (int tab = 0; tab < m_window->tabs()->count(); ++tab) {
            showTab(m_window, tab);
            for (const ShownText& t : shownTexts(m_window))
                if (!sameInEveryLanguage(t.text, m_verbatim))
                    m_english.insert(t.text);
            QVERIFY2(clippedTexts(m_window).isEmpty(), qPrintable(clippedTexts(m_window).join(u'\n')));
        }
        showTab(m_window, 0);
        QVERIFY2(m_english.size() > 100, qPrintable(QString::number(m_english.size())));
    }

    void cleanupTestCase() { delete visibleMainWindow(); }

    void eachLanguage_data()
    {
        QTest::addColumn<QString>("code");
        for (const char* code : {"vi", "zh_CN", "ru", "en"})
            QTest::newRow(code) << QString::fromLatin1(code);
    }

    void eachLanguage()
    {
        QFETCH(QString, code);
        const Scenario before = m_window->controller()->scenario();
        const int tab = m_window->tabs()->currentIndex();
        const QRect geometry = m_window->geometry();
        m_window = chooseLanguage(m_window, code);
        QVERIFY(m_window);
        QCOMPARE(currentUiLanguage(), code);
        QCOMPARE(savedUiLanguage(), code);
        // The same scenario, tab and place, in the new language.
        QCOMPARE(computePlan(m_window->controller()->scenario()).kvTokens, computePlan(before).kvTokens);
        QCOMPARE(m_window->tabs()->currentIndex(), tab);
        QCOMPARE(m_window->geometry(), geometry);
        QCOMPARE(m_window->findChild<QAction*>(u"language_"_s + code)->isChecked(), true);

        // Every tab: the Capacity dashboard, the Load view, the GPUs.
        QStringList english;
        QStringList clipped;
        for (int i = 0; i < m_window->tabs()->count(); ++i) {
            showTab(m_window, i);
            for (const ShownText& t : shownTexts(m_window))
                if (code != u"en" && m_english.contains(t.text) && !keptInEnglish(code, t.text))
                    english << t.where + u": " + t.text;
            clipped << clippedTexts(m_window);
        }
        showTab(m_window, tab);
        english.removeDuplicates();
        QVERIFY2(english.isEmpty(), qPrintable(u"still English:\n"_s + english.join(u'\n')));
        QVERIFY2(clipped.isEmpty(), qPrintable(u"clipped:\n"_s + clipped.join(u'\n')));
    }

    // The dashboard's token count, in Russian: "449 024"-style groups with Russian's no-break space,
    // never English's comma; the utilization in the window's spin box with a decimal comma.
    void figuresFollowTheLocale()
    {
        m_window = chooseLanguage(m_window, u"ru"_s);
        QVERIFY(m_window);
        const Plan plan = computePlan(m_window->controller()->scenario());
        QVERIFY(plan.kvTokens >= 1000);
        const QLocale ru(QLocale::Russian, QLocale::Russia);
        const QLocale en(QLocale::English, QLocale::UnitedStates);
        const QString painted = paintedText(m_window->dashboard());
        QVERIFY2(painted.contains(ru.toString(static_cast<qlonglong>(plan.kvTokens))),
                 qPrintable(ru.toString(static_cast<qlonglong>(plan.kvTokens)) + u" not in\n"_s + painted));
        QVERIFY(!painted.contains(en.toString(static_cast<qlonglong>(plan.kvTokens))));
        const QString utilization = ru.toString(plan.rules.defaultUtilization, 'f', 2);
        QVERIFY2(utilization.contains(u','), qPrintable(utilization));
        QVERIFY2(paintedText(m_window).contains(utilization), qPrintable(utilization));
    }

private:
    MainWindow* m_window = nullptr;
    QStringList m_verbatim;
    QSet<QString> m_english;
};

QTEST_MAIN(TestLanguages)
#include "tst_languages.moc"
