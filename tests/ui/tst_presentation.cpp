// ui/presentation: presentation mode (F5 enters, Esc leaves and restores the window), one view at a time
// switched with PageDown / PageUp and 1…6, the window's zoom (Ctrl = / Ctrl - / Ctrl 0) on a label's and
// a chart title's font, the high-contrast palette's WCAG contrast, and the cursor highlight following the
// mouse; the math and the fleet's GPUs laid out whole at 1280x800 and 1920x1080 (nothing elided or cut,
// the math paged by PageDown / PageUp). With KVBUDGET_PRESENTATION_SHOTS=DIR the 1920x1080 screens are saved
// there (the README's resources/screenshots/presentation-*.png). On the math, the key hint mentions the pages
// when there are several.
#include "ui/chartstyle.h"
#include "ui/concurrencychart.h"
#include "ui/cursorhighlight.h"
#include "ui/dashboard.h"
#include "ui/fleetchart.h"
#include "ui/fleetview.h"
#include "ui/mainwindow.h"
#include "ui/mathmodel.h"
#include "ui/memorybarwidget.h"
#include "ui/palettes.h"
#include "ui/presentation.h"
#include "ui/presentationview.h"
#include "ui/scenariopanel.h"
#include "uitesthelpers.h"

#include <QAction>
#include <QApplication>
#include <QChart>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include <cmath>
#include <memory>
#include <set>
#include <vector>

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

// A cell's text as the table draws it: wrapped at word boundaries in the column, less the style's margins.
// It fits when no word is wider than the column (or it would be elided) and the lines fit the row.
bool cellFits(const QTableView* table, const QModelIndex& index)
{
    QFont font = table->font();
    if (const QVariant own = index.data(Qt::FontRole); own.isValid())
        font.setBold(own.value<QFont>().bold());
    const QFontMetrics metrics(font, table);
    const int margin = 2 * (table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1);
    const int width = table->columnWidth(index.column()) - margin;
    const QString text = index.data().toString();
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        if (metrics.horizontalAdvance(word) > width)
            return false;
    return metrics.boundingRect(QRect(0, 0, width, 1 << 20), Qt::TextWordWrap, text).height() <=
           table->rowHeight(index.row());
}

// Text drawn in `rect` (layout units) of a fleet chart fits it at the layout's font, wrapped.
bool textFits(const FleetChartLayout& layout, const QRect& rect, const QString& text)
{
    const double s = layout.scale;
    const QRectF room(0, 0, rect.width() * s, rect.height() * s);
    const QRectF used = QFontMetricsF(layout.font).boundingRect(room, Qt::TextWordWrap, text);
    return used.width() <= room.width() + 0.01 && used.height() <= room.height() + 0.01;
}

// The key hint speaks of pages (the word, not the PageDown / PageUp keys' names).
bool mentionsPages(const QLabel* keys)
{
    static const QRegularExpression page(QStringLiteral("\\bpages?\\b"),
                                         QRegularExpression::CaseInsensitiveOption);
    return keys->text().contains(page);
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
    void mathSlide_data();
    void mathSlide();
    void fleetSlide_data();
    void fleetSlide();
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

void TestPresentation::mathSlide_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addRow("1280x800") << QSize(1280, 800);
    QTest::addRow("1920x1080") << QSize(1920, 1080);
}

// The tester's slide 5 at 1280x800: a header at a third of the body's size, the working squeezed to a
// quarter of the width and elided ("gpu_memory_utilizati…"), the fifth row cut at the bottom.
void TestPresentation::mathSlide()
{
    QFETCH(QSize, size);
    // A platform theme's small header font (xcb's, as the tester saw), which a header keeps rather than
    // take the view's.
    QFont small = QApplication::font();
    small.setPointSizeF(small.pointSizeF() * 0.7);
    QApplication::setFont(small, "QHeaderView");
    const auto restore = qScopeGuard([] { QApplication::setFont(QApplication::font(), "QHeaderView"); });
    enter();
    m_window->resize(size);
    PresentationView* view = m_presentation->view();
    QTRY_COMPARE(view->size(), size);
    QTest::keyClick(view, Qt::Key_5);
    QCOMPARE(view->currentView(), int(PresentationView::Math));
    QTableView* table = view->mathTable();
    QAbstractItemModel* model = table->model();
    QVERIFY(model->rowCount() > 10);
    QVERIFY(QFontInfo(table->horizontalHeader()->font()).pixelSize() >= QFontInfo(table->font()).pixelSize());
    const int working = table->columnWidth(MathModel::FormulaColumn);
    QVERIFY(working > table->columnWidth(MathModel::StepColumn));
    QVERIFY(working > table->columnWidth(MathModel::ValueColumn));
    QVERIFY(working * 2 >= table->viewport()->width() * 9 / 10);

    // PageDown turns pages of whole rows; together they show every row, each whole somewhere; then it
    // moves on to the fleet, and PageUp comes back to the last page. The key hint says PageDown / PageUp
    // turn the pages, on every page, when there are several.
    std::set<int> shown;
    int pages = 0;
    std::vector<bool> hintedPages;
    while (view->currentView() == PresentationView::Math && pages < model->rowCount()) {
        ++pages;
        hintedPages.push_back(mentionsPages(view->keysLabel()));
        const int room = table->viewport()->height();
        for (int row = 0; row < model->rowCount(); ++row) {
            const int top = table->rowViewportPosition(row);
            if (table->isRowHidden(row) || top < 0 || top + table->rowHeight(row) > room)
                continue;
            shown.insert(row);
            for (int column = 0; column < MathModel::NUM_COLUMNS; ++column)
                QVERIFY2(cellFits(table, model->index(row, column)),
                         qPrintable(model->index(row, column).data().toString()));
        }
        QTest::keyClick(view, Qt::Key_PageDown);
    }
    QCOMPARE(int(shown.size()), model->rowCount());
    QCOMPARE(view->currentView(), int(PresentationView::Fleet));
    if (size.height() <= 800)
        QVERIFY(pages > 1); // the steps outnumber a 1280x800 slide at projector size
    for (bool hinted : hintedPages)
        QCOMPARE(hinted, pages > 1);
    QCOMPARE(view->keysLabel()->text(), PresentationView::keysHint(false)); // the fleet has no pages
    QVERIFY(!mentionsPages(view->keysLabel()));
    QTest::keyClick(view, Qt::Key_PageUp);
    QCOMPARE(view->currentView(), int(PresentationView::Math));
    QCOMPARE(view->keysLabel()->text(), PresentationView::keysHint(pages > 1));
    const int last = model->rowCount() - 1;
    QVERIFY(!table->isRowHidden(last));
    QVERIFY(table->rowViewportPosition(last) + table->rowHeight(last) <= table->viewport()->height());
    QCOMPARE(table->rowViewportPosition(0) < 0 || table->isRowHidden(0), pages > 1);
    leave();
}

void TestPresentation::fleetSlide_data()
{
    mathSlide_data();
}

// The tester's slide 6 at 1280x800: captions elided ("spike 20.63 …", hiding the verdict and the free
// memory), no legend, no name on gpu3's narrow bar; at 1920 "das…" in the legend and "em…" on the bar.
void TestPresentation::fleetSlide()
{
    QFETCH(QSize, size);
    QVERIFY(m_window->fleetView()->openFleet(QStringLiteral("gpu-tetris"), true));
    enter();
    m_window->resize(size);
    PresentationView* view = m_presentation->view();
    QTRY_COMPARE(view->size(), size);
    QTest::keyClick(view, Qt::Key_6);
    auto* chart = qobject_cast<FleetChart*>(view->viewWidget(PresentationView::Fleet));
    QVERIFY(chart);
    QTRY_VERIFY(chart->isVisible());
    const FleetChartLayout& layout = chart->chartLayout();
    QCOMPARE(layout.cards.size(), std::size_t(4));
    QVERIFY(layout.height * layout.scale <= chart->height()); // nothing below the widget's edge
    for (const FleetChartLayout::Card& card : layout.cards) {
        QVERIFY2(textFits(layout, card.caption, card.captionText), qPrintable(card.captionText));
        QVERIFY(card.row.contains(card.caption));
        QCOMPARE(card.names.size(), std::size_t(1)); // one tenant a card, each named, gpu3's too
        for (const FleetChartLayout::Text& name : card.names) {
            QVERIFY2(textFits(layout, name.rect, name.text), qPrintable(name.text));
            QVERIFY(card.bar.contains(name.rect));
        }
    }
    QVERIFY(!layout.cards[3].names[0].inside); // embeddings' 1.67 GiB is too narrow: named beside it
    QCOMPARE(layout.legend.size(), m_window->fleetView()->fleet().deployments.size() + 1);
    for (std::size_t i = 0; i < layout.legend.size(); ++i) {
        const FleetChartLayout::Text& entry = layout.legend[i];
        QVERIFY2(textFits(layout, entry.rect, entry.text), qPrintable(entry.text));
        QVERIFY(layout.legendRect.contains(entry.rect));
        for (std::size_t j = i + 1; j < layout.legend.size(); ++j)
            QVERIFY(!entry.rect.intersects(layout.legend[j].rect));
    }
    // The card ids' column no wider than the widest id needs.
    const double idWidth = QFontMetricsF(layout.font).horizontalAdvance(QStringLiteral("gpu0  23.64 GiB"));
    QVERIFY(layout.labelWidth * layout.scale < idWidth * 1.5);
    leave();
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
