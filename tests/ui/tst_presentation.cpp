// ui/presentation: presentation mode (F5 enters, Esc leaves and restores the window), one view at a time
// switched with PageDown / PageUp and 1…6, the window's zoom (Ctrl = / Ctrl - / Ctrl 0) on a label's and
// a chart title's font, the high-contrast palette's WCAG contrast, and the cursor highlight following the
// mouse. With KVBUDGET_PRESENTATION_SHOTS=DIR the 1920x1080 screens are saved there (the README's
// resources/screenshots/presentation-*.png).
#include "ui/chartstyle.h"
#include "ui/concurrencychart.h"
#include "ui/cursorhighlight.h"
#include "ui/dashboard.h"
#include "ui/fleetview.h"
#include "ui/mainwindow.h"
#include "ui/memorybarwidget.h"
#include "ui/palettes.h"
#include "ui/presentation.h"
#include "ui/presentationview.h"
#include "ui/scenariopanel.h"
#include "uitesthelpers.h"

#include <QAction>
#include <QApplication>
#include <QChart>
#include <QLabel>
#include <QLineSeries>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTest>

#include <cmath>
#include <memory>

using namespace kvb::ui;

namespace {

// WCAG 2.x relative luminance and contrast ratio (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio).
double channel(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(const QColor& c)
{
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrast(const QColor& a, const QColor& b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

int visiblePages(const QStackedWidget* stack)
{
    int visible = 0;
    for (int i = 0; i < stack->count(); ++i)
        visible += stack->widget(i)->isVisible() ? 1 : 0;
    return visible;
}

} // namespace

class TestPresentation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void entersAndLeaves();
    void switchesViews();
    void zooms();
    void projectorSizedType();
    void highContrast();
    void cursorHighlight();
    void screenshots();
    void cleanupTestCase();

private:
    void enter();
    void leave();
    std::unique_ptr<MainWindow> m_window;
    Presentation* m_presentation = nullptr;
};

void TestPresentation::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().remove(QStringLiteral("view/zoom"));
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_presentation = m_window->presentation();
    QVERIFY(m_presentation);
    QCOMPARE(m_presentation->zoom(), 1.0);
}

void TestPresentation::enter()
{
    QTest::keyClick(m_window.get(), Qt::Key_F5);
    QVERIFY(m_presentation->isActive());
    QTRY_VERIFY(m_presentation->view()->isVisible());
}

void TestPresentation::leave()
{
    QTest::keyClick(m_presentation->view(), Qt::Key_Escape);
    QVERIFY(!m_presentation->isActive());
}

void TestPresentation::entersAndLeaves()
{
    const QRect before = m_window->geometry();
    const QColor windowColour = QApplication::palette().color(QPalette::Window);
    QVERIFY(!m_presentation->isActive());
    enter();
    QVERIFY(m_presentation->presentAction()->isChecked());
    QVERIFY(m_window->windowState() & Qt::WindowFullScreen);
    QCOMPARE(m_presentation->view()->geometry(), m_window->rect()); // covers the whole window
    QCOMPARE(QApplication::palette().color(QPalette::Text), highContrastPalette().color(QPalette::Text));
    QCOMPARE(QApplication::palette().color(QPalette::Base), highContrastPalette().color(QPalette::Base));
    leave();
    QVERIFY(!m_presentation->presentAction()->isChecked());
    QVERIFY(!m_presentation->view()->isVisible());
    QVERIFY(!(m_window->windowState() & Qt::WindowFullScreen));
    QTRY_COMPARE(m_window->geometry().size(), before.size());
    QCOMPARE(QApplication::palette().color(QPalette::Window), windowColour);
    // The menu's action does the same.
    m_presentation->presentAction()->trigger();
    QVERIFY(m_presentation->isActive());
    m_presentation->presentAction()->trigger();
    QVERIFY(!m_presentation->isActive());
}

void TestPresentation::switchesViews()
{
    enter();
    PresentationView* view = m_presentation->view();
    QCOMPARE(view->stack()->count(), int(PresentationView::ViewCount));
    for (int key = 0; key < PresentationView::ViewCount; ++key) {
        QTest::keyClick(view, Qt::Key(Qt::Key_1 + key));
        QCOMPARE(view->currentView(), key);
        QCOMPARE(visiblePages(view->stack()), 1);
        QVERIFY(view->viewWidget(key)->isVisible());
        QVERIFY(view->titleLabel()->text().contains(PresentationView::viewName(key)));
    }
    QTest::keyClick(view, Qt::Key_PageDown); // from the last view to the first
    QCOMPARE(view->currentView(), int(PresentationView::MemoryBars));
    QTest::keyClick(view, Qt::Key_PageDown);
    QCOMPARE(view->currentView(), int(PresentationView::Concurrency));
    QCOMPARE(visiblePages(view->stack()), 1);
    QTest::keyClick(view, Qt::Key_PageUp);
    QTest::keyClick(view, Qt::Key_PageUp);
    QCOMPARE(view->currentView(), int(PresentationView::Fleet));
    QCOMPARE(visiblePages(view->stack()), 1);
    // → and ← are the guided lessons' keys: they do not switch views.
    QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(view->currentView(), int(PresentationView::Fleet));
    leave();
}

void TestPresentation::zooms()
{
    QLabel* label = nullptr; // a label of the scenario panel that takes the window's font
    for (QLabel* candidate : m_window->panel()->findChildren<QLabel*>())
        if (!candidate->testAttribute(Qt::WA_SetFont) && !candidate->text().isEmpty()) {
            label = candidate;
            break;
        }
    QVERIFY(label);
    QChart* chart = m_window->dashboard()->concurrencyChart()->chart();
    auto* line = qobject_cast<QLineSeries*>(chart->series().at(1)); // the worst case
    QVERIFY(line);
    const double labelPoints = label->font().pointSizeF();
    const double titlePoints = chart->titleFont().pointSizeF();
    const double lineWidth = line->pen().widthF();

    QTest::keyClick(m_window.get(), Qt::Key_Equal, Qt::ControlModifier);
    QCOMPARE(m_presentation->zoom(), 1.1);
    QVERIFY(label->font().pointSizeF() > labelPoints);
    QVERIFY(chart->titleFont().pointSizeF() > titlePoints);
    QCOMPARE(chart->titleFont().pointSizeF() / titlePoints, label->font().pointSizeF() / labelPoints);
    QVERIFY(line->pen().widthF() > lineWidth); // lines follow the type
    QCOMPARE(QSettings().value(QStringLiteral("view/zoom")).toDouble(), 1.1);

    QTest::keyClick(m_window.get(), Qt::Key_Minus, Qt::ControlModifier);
    QTest::keyClick(m_window.get(), Qt::Key_Minus, Qt::ControlModifier);
    QCOMPARE(m_presentation->zoom(), 0.9);
    QVERIFY(label->font().pointSizeF() < labelPoints);
    QVERIFY(chart->titleFont().pointSizeF() < titlePoints);

    QTest::keyClick(m_window.get(), Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(m_presentation->zoom(), 1.0);
    QCOMPARE(label->font().pointSizeF(), labelPoints);
    QCOMPARE(chart->titleFont().pointSizeF(), titlePoints);
    QCOMPARE(line->pen().widthF(), lineWidth); // restyling never compounds
    QCOMPARE(QSettings().value(QStringLiteral("view/zoom")).toDouble(), 1.0);

    // The steps end at 50 % and 300 %.
    QCOMPARE(Presentation::nextZoom(3.0, +1), 3.0);
    QCOMPARE(Presentation::nextZoom(0.5, -1), 0.5);
    QCOMPARE(Presentation::nextZoom(1.0, +1), 1.1);
}

void TestPresentation::projectorSizedType()
{
    enter();
    PresentationView* view = m_presentation->view();
    QChart* chart = view->dashboard(PresentationView::Concurrency)->concurrencyChart()->chart();
    QVERIFY(QFontInfo(chartLabelFont(view->font())).pixelSize() >= 20);
    QVERIFY(QFontInfo(chart->titleFont()).pixelSize() >= 24);
    QVERIFY(QFontInfo(view->titleLabel()->font()).pixelSize() >= 24);
    // The window's zoom applies in presentation mode too.
    const double points = chart->titleFont().pointSizeF();
    QTest::keyClick(view, Qt::Key_Equal, Qt::ControlModifier);
    QVERIFY(chart->titleFont().pointSizeF() > points);
    QTest::keyClick(view, Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(chart->titleFont().pointSizeF(), points);
    leave();
}

void TestPresentation::highContrast()
{
    const QPalette p = highContrastPalette();
    QVERIFY(contrast(p.color(QPalette::Text), p.color(QPalette::Base)) >= 7);
    QVERIFY(contrast(p.color(QPalette::WindowText), p.color(QPalette::Window)) >= 7);
    QVERIFY(contrast(p.color(QPalette::ButtonText), p.color(QPalette::Button)) >= 7);
    QVERIFY(contrast(p.color(QPalette::PlaceholderText), p.color(QPalette::Base)) >= 7);
    QVERIFY(contrast(p.color(QPalette::HighlightedText), p.color(QPalette::Highlight)) >= 7);
    QVERIFY(contrast(p.color(QPalette::Disabled, QPalette::Text), p.color(QPalette::Base)) >= 7);
    // What the running window uses while presenting.
    enter();
    const QPalette shown = m_presentation->view()->palette();
    QVERIFY(contrast(shown.color(QPalette::WindowText), shown.color(QPalette::Window)) >= 7);
    leave();
}

void TestPresentation::cursorHighlight()
{
    enter();
    PresentationView* view = m_presentation->view();
    CursorHighlight* highlight = view->highlight();
    QVERIFY(!highlight->isVisible());
    QVERIFY(highlight->testAttribute(Qt::WA_TransparentForMouseEvents));
    QTest::keyClick(view, Qt::Key_L);
    QVERIFY(highlight->isActive());
    QVERIFY(highlight->isVisible());
    QCOMPARE(highlight->geometry(), view->rect());
    QVERIFY(highlight->radius() >= 40); // projector-sized
    QWidget* under = view->stack()->currentWidget();
    for (const QPoint& at : {QPoint(200, 150), QPoint(420, 260)}) {
        QTest::mouseMove(under, at);
        QTRY_COMPARE(highlight->center(), under->mapTo(view, at));
    }
    QTest::keyClick(view, Qt::Key_L);
    QVERIFY(!highlight->isVisible());
    // Leaving presentation mode takes the highlight away too.
    QTest::keyClick(view, Qt::Key_L);
    leave();
    QVERIFY(!highlight->isActive());
}

void TestPresentation::screenshots()
{
    QVERIFY(m_window->fleetView()->openFleet(QStringLiteral("gpu-tetris"), true));
    enter();
    m_window->resize(1920, 1080);
    QTRY_COMPARE(m_window->size(), QSize(1920, 1080));
    PresentationView* view = m_presentation->view();
    QTRY_COMPARE(view->size(), QSize(1920, 1080));
    const std::pair<int, const char*> shots[] = {{PresentationView::MemoryBars, "presentation-memory"},
                                                 {PresentationView::Concurrency, "presentation-concurrency"},
                                                 {PresentationView::Math, "presentation-math"},
                                                 {PresentationView::Fleet, "presentation-fleet"}};
    const QString dir = qEnvironmentVariable("KVBUDGET_PRESENTATION_SHOTS");
    for (const auto& [index, name] : shots) {
        view->showView(index);
        // The concurrency screen with the cursor highlight on, to see it drawn over a chart.
        view->highlight()->setActive(index == PresentationView::Concurrency);
        if (index == PresentationView::Concurrency)
            QTest::mouseMove(view->stack()->currentWidget(), QPoint(1500, 700));
        QTest::qWait(30);
        const QImage image = m_window->grab().toImage();
        QVERIFY(kvbtest::distinctColours(image) > 20);
        if (!dir.isEmpty())
            QVERIFY(
                image.save(dir + QLatin1Char('/') + QLatin1String(name) + QStringLiteral("-1920x1080.png")));
    }
    leave();
}

void TestPresentation::cleanupTestCase()
{
    m_window->setSavePrompt([] { return QMessageBox::Discard; });
    m_window.reset();
}

QTEST_MAIN(TestPresentation)
#include "tst_presentation.moc"
