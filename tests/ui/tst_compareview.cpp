// ui/compareview: the Compare tab against core's Comparison for the same scenarios. Pin the default
// scenario (Ctrl+B), add three copies and change a knob in each (fp8 KV, AWQ weights, TP 2); every
// value and delta on screen is core's formatting of core's figures; a knob re-plans its column; the
// fifth scenario is refused; removing columns, renaming, linking a column to the Capacity tab.
// With KVBUDGET_COMPAREVIEW_SHOTS=DIR the window is saved there at 1280x800 and 1920x1080.
#include "report/compare.h"
#include "testhelpers.h"
#include "ui/comparebars.h"
#include "ui/comparecolumn.h"
#include "ui/comparecurves.h"
#include "ui/comparesession.h"
#include "ui/comparestyle.h"
#include "ui/compareview.h"
#include "ui/mainwindow.h"
#include "ui/scenariocontroller.h"
#include "uitesthelpers.h"

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QToolButton>

#include <memory>

using namespace kvb;
using namespace kvb::ui;

namespace {

// Core's comparison of the scenarios the view holds, planned afresh: what every column must show.
Comparison expectedComparison(const CompareSession& session)
{
    std::vector<ComparedScenario> entries;
    for (int c = 0; c < session.count(); ++c)
        entries.push_back(compareEntry(session.scenario(c), session.entry(c).source));
    return compareScenarios(std::move(entries));
}

void checkColumnsAgainstCore(const CompareView& view)
{
    const Comparison expected = expectedComparison(*view.session());
    const auto& figures = compareFigures();
    QCOMPARE(view.columnCount(), static_cast<int>(expected.scenarios.size()));
    for (int c = 0; c < view.columnCount(); ++c) {
        const ComparedScenario& e = expected.scenarios[static_cast<std::size_t>(c)];
        QCOMPARE(view.session()->entry(c).values, e.values);
        for (std::size_t f = 0; f < figures.size(); ++f) {
            QCOMPARE(view.column(c)->valueLabel(static_cast<int>(f))->text(),
                     formatFigureValue(figures[f], e.values[f]));
            if (c == 0)
                continue;
            const FigureDelta& d = expected.deltas[static_cast<std::size_t>(c - 1)][f];
            const FigureDelta& shown =
                view.session()->comparison().deltas[static_cast<std::size_t>(c - 1)][f];
            QCOMPARE(shown.absolute, d.absolute);
            QCOMPARE(shown.direction, d.direction);
            QCOMPARE(view.column(c)->deltaLabel(static_cast<int>(f))->text(),
                     deltaArrow(d.absolute) + formatFigureDelta(figures[f], d));
            // Better and worse read differently: a colour of their own, and the arrow.
            QCOMPARE(view.column(c)->deltaLabel(static_cast<int>(f))->palette().color(QPalette::WindowText),
                     deltaColor(d.direction, view.palette()));
        }
    }
}

void saveShot(QWidget& window, const QString& name)
{
    QTest::qWait(30);
    const QImage image = window.grab().toImage();
    QVERIFY(kvbtest::distinctColours(image) > 20);
    if (const QString dir = qEnvironmentVariable("KVBUDGET_COMPAREVIEW_SHOTS"); !dir.isEmpty())
        QVERIFY(image.save(dir + QLatin1Char('/') + name + QStringLiteral(".png")));
}

} // namespace

class TestCompareView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void pinWithShortcut();
    void addThreeAndChangeKnobs();
    void editingReplansOneColumn();
    void chartsShareOneScale();
    void fifthIsRefused();
    void screenshots();
    void renameAndLink();
    void removeColumns();
    void tooltips();

private:
    std::unique_ptr<MainWindow> m_window;
    CompareView* m_view = nullptr;
};

void TestCompareView::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_window = std::make_unique<MainWindow>();
    m_window->controller()->setScenario(defaultScenario());
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_view = m_window->compareView();
    QVERIFY(m_view);
}

void TestCompareView::pinWithShortcut()
{
    QCOMPARE(m_view->columnCount(), 0);
    QTest::keyClick(m_window.get(), Qt::Key_B, Qt::ControlModifier);
    QCOMPARE(m_view->columnCount(), 1);
    QCOMPARE(m_window->tabs()->currentWidget(), m_view);
    QCOMPARE(m_view->session()->scenario(0).model.id, m_window->controller()->scenario().model.id);
    QTest::keyClick(m_window.get(), Qt::Key_1, Qt::ControlModifier);
    QCOMPARE(m_window->tabs()->currentIndex(), 0);
    QTest::keyClick(m_window.get(), Qt::Key_4, Qt::ControlModifier);
    QCOMPARE(m_window->tabs()->currentWidget(), m_view);
    checkColumnsAgainstCore(*m_view);
}

void TestCompareView::addThreeAndChangeKnobs()
{
    for (int i = 0; i < 3; ++i)
        QVERIFY(m_view->addCurrent());
    QCOMPARE(m_view->columnCount(), 4);
    m_view->column(1)->kvDtype()->setCurrentIndex(
        m_view->column(1)->kvDtype()->findData(QStringLiteral("fp8")));
    m_view->column(2)->quantization()->setCurrentIndex(
        m_view->column(2)->quantization()->findData(QStringLiteral("awq")));
    m_view->column(3)->tensorParallel()->setValue(2);
    QCOMPARE(m_view->session()->scenario(1).serving.kvCacheDtype, KvCacheDtype::Fp8);
    QCOMPARE(m_view->session()->scenario(2).serving.quantization, std::optional(QuantMethod::Awq));
    QCOMPARE(m_view->session()->scenario(3).serving.tensorParallelSize, 2);
    QVERIFY(m_view->session()->scenario(3).gpu.count >= 2); // TP 2 brings its second GPU
    checkColumnsAgainstCore(*m_view);
    // fp8 KV holds more tokens than the baseline: a positive, better delta.
    const auto kv = static_cast<std::size_t>(CompareFigure::KvTokens);
    QVERIFY(m_view->session()->comparison().deltas[0][kv].absolute > 0);
    QCOMPARE(m_view->session()->comparison().deltas[0][kv].direction, 1);
    QVERIFY(m_view->column(1)->deltaLabel(static_cast<int>(kv))->text().startsWith(QStringLiteral("▲ +")));
}

void TestCompareView::editingReplansOneColumn()
{
    const ComparedScenario before0 = m_view->session()->entry(0);
    const ComparedScenario before2 = m_view->session()->entry(2);
    const auto kv = static_cast<int>(CompareFigure::KvTokens);
    const QString shownBefore = m_view->column(1)->valueLabel(kv)->text();
    m_view->column(1)->utilization()->setValue(0.80);
    QCOMPARE(m_view->session()->scenario(1).serving.gpuMemoryUtilization, std::optional(0.80));
    QVERIFY(m_view->column(1)->valueLabel(kv)->text() != shownBefore);
    QCOMPARE(m_view->session()->entry(0).values, before0.values); // the others kept their plans
    QCOMPARE(m_view->session()->entry(2).values, before2.values);
    checkColumnsAgainstCore(*m_view);
    // A changed baseline moves every column's deltas.
    m_view->column(0)->maxModelLen()->setValue(16384);
    QCOMPARE(m_view->session()->scenario(0).serving.maxModelLen, std::optional<std::int64_t>(16384));
    checkColumnsAgainstCore(*m_view);
}

void TestCompareView::chartsShareOneScale()
{
    QTest::qWait(20);
    m_view->content()->grab();
    CompareBarsChart* bars = m_view->memoryBars();
    QCOMPARE(static_cast<int>(bars->rows().size()), 4);
    // One scale: every bar's length is its extent times the same pixels per byte.
    for (int c = 0; c < 4; ++c)
        QVERIFY(qAbs(bars->barRect(c).width() -
                     static_cast<double>(bars->rows()[static_cast<std::size_t>(c)].bar.extent()) *
                         bars->pixelsPerByte()) < 0.5);
    for (CompareCurvesChart* chart : {m_view->concurrencyChart(), m_view->capacityChart()})
        for (int c = 0; c < CompareCurvesChart::maxColumns; ++c) {
            QVERIFY(chart->line(c)->isVisible());
            QCOMPARE(chart->line(c)->name(), m_view->session()->name(c));
            QVERIFY(chart->line(c)->count() > 0);
        }
    // The concurrency curve is the dashboard's worst case for that scenario.
    const DashboardFigures& f = m_view->session()->figures(1);
    QCOMPARE(m_view->concurrencyChart()->line(1)->at(0).y(), f.concurrency.front().worstCase);
}

void TestCompareView::fifthIsRefused()
{
    QVERIFY(!m_view->addCurrent());
    QCOMPARE(m_view->columnCount(), 4);
    QVERIFY2(m_view->message().contains(QStringLiteral("at most 4")), qPrintable(m_view->message()));
    QVERIFY(!m_view->addFile(QStringLiteral("/nonexistent.json")));
    QVERIFY(m_view->message().contains(QStringLiteral("at most 4")));
}

void TestCompareView::screenshots()
{
    m_window->tabs()->setCurrentWidget(m_view);
    saveShot(*m_window, QStringLiteral("compare-1280x800"));
    m_view->scrollArea()->verticalScrollBar()->setValue(m_view->scrollArea()->verticalScrollBar()->maximum());
    saveShot(*m_window, QStringLiteral("compare-1280x800-charts"));
    m_window->resize(1920, 1080);
    m_view->scrollArea()->verticalScrollBar()->setValue(0);
    saveShot(*m_window, QStringLiteral("compare-1920x1080"));
    if (const QString dir = qEnvironmentVariable("KVBUDGET_COMPAREVIEW_SHOTS"); !dir.isEmpty())
        QVERIFY(m_view->content()->grab().save(dir + QStringLiteral("/compare-content-1920.png")));
    m_window->resize(1280, 800);
}

void TestCompareView::renameAndLink()
{
    QLineEdit* name = m_view->column(1)->nameEdit();
    name->setText(QStringLiteral("fp8 KV"));
    Q_EMIT name->editingFinished();
    QCOMPARE(m_view->session()->name(1), QStringLiteral("fp8 KV"));
    QCOMPARE(m_view->concurrencyChart()->line(1)->name(), QStringLiteral("fp8 KV"));

    // Edit in Capacity: the column's scenario in the panel; the panel's changes come back to it.
    m_view->column(2)->editButton()->click();
    QCOMPARE(m_view->linkedColumn(), 2);
    QCOMPARE(m_window->tabs()->currentIndex(), 0);
    QCOMPARE(m_window->controller()->scenario().serving.quantization, std::optional(QuantMethod::Awq));
    m_window->controller()->edit([](Scenario& s) { s.serving.gpuMemoryUtilization = 0.85; });
    QCOMPARE(m_view->session()->scenario(2).serving.gpuMemoryUtilization, std::optional(0.85));
    checkColumnsAgainstCore(*m_view);
    m_view->linkColumn(-1);
    m_window->controller()->edit([](Scenario& s) { s.serving.gpuMemoryUtilization = 0.7; });
    QCOMPARE(m_view->session()->scenario(2).serving.gpuMemoryUtilization, std::optional(0.85));
}

void TestCompareView::removeColumns()
{
    const QString third = m_view->session()->name(3);
    m_view->column(2)->removeButton()->click();
    QCoreApplication::processEvents();
    QCOMPARE(m_view->columnCount(), 3);
    QCOMPARE(m_view->session()->name(2), third);
    checkColumnsAgainstCore(*m_view);
    m_view->column(0)->removeButton()->click(); // the next column becomes the baseline
    QCoreApplication::processEvents();
    QCOMPARE(m_view->columnCount(), 2);
    QCOMPARE(m_view->session()->name(0), QStringLiteral("fp8 KV"));
    QVERIFY(m_view->message().contains(QStringLiteral("baseline")));
    checkColumnsAgainstCore(*m_view);
    QVERIFY(m_view->addCurrent()); // room again
    QCOMPARE(m_view->columnCount(), 3);
    QCOMPARE(m_view->concurrencyChart()->line(3)->isVisible(), false);
}

void TestCompareView::tooltips()
{
    for (int c = 0; c < m_view->columnCount(); ++c)
        for (QWidget* w : m_view->column(c)->focusOrder()) {
            QVERIFY2(!w->toolTip().isEmpty(), qPrintable(w->accessibleName()));
            QVERIFY(w->focusPolicy() & Qt::TabFocus);
        }
    for (const char* name : {"pinBaseline", "addToComparison", "compareTab"}) {
        auto* action = m_window->findChild<QAction*>(QString::fromLatin1(name));
        QVERIFY(action);
        QVERIFY(!action->statusTip().isEmpty());
    }
}

QTEST_MAIN(TestCompareView)
#include "tst_compareview.moc"
