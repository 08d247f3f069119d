#pragma once

#include "fleet/replay.h"
#include "report/figures.h"

#include <QWidget>

#include <vector>

class QAbstractItemModel;
class QLabel;
class QStackedWidget;
class QTableView;

namespace kvb::ui {

class CursorHighlight;
class Dashboard;
class FleetChart;

// Presentation mode's screen: one view at a time, large, over the whole window. The views are the
// dashboard's four charts (each a one-chart Dashboard, as the exports draw them), the math and the
// fleet's GPUs, fed the same figures and fleet replay the window shows; nothing is computed here.
// PageDown / PageUp (also Space / Backspace) step through them and 1…6 pick one; → and ← stay free for
// the guided lessons. On the math, whose steps outnumber a slide, PageDown / PageUp first page through the
// steps (a presenter's clicker sends only those keys), a page never showing part of a step. L toggles the
// cursor highlight; Esc asks to leave.
class PresentationView final : public QWidget
{
    Q_OBJECT
public:
    enum View
    {
        MemoryBars,
        Concurrency,
        Utilization,
        Savings,
        Math,
        Fleet,
        ViewCount
    };

    explicit PresentationView(QAbstractItemModel* mathModel, QWidget* parent = nullptr);

    void setFigures(const DashboardFigures& figures);
    void setFleet(const kvb::Fleet& fleet, const FleetReplay& replay);

    int currentView() const;
    void showView(int view);
    void showNext();
    void showPrevious();
    static QString viewName(int view);
    // The widget of one view (a chart, the math table or the fleet chart).
    QWidget* viewWidget(int view) const;
    Dashboard* dashboard(int view) const;
    QStackedWidget* stack() const { return m_stack; }
    QLabel* titleLabel() const { return m_title; }
    CursorHighlight* highlight() const { return m_highlight; }
    QTableView* mathTable() const { return m_math; }

Q_SIGNALS:
    void leaveRequested();
    // A view was shown: its index (View).
    void viewShown(int view);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void addShortcuts();
    void setUpMath(QAbstractItemModel* mathModel);
    void fitMath();
    void fitMathColumns();
    // The next (direction +1) or previous (-1) page of the math's steps; false when there is none.
    bool pageMath(int direction);
    // The first row of each page of the math at the table's size.
    std::vector<int> mathPages();
    // Shows the page that starts with row `first` (the rows above it hidden).
    void showMathPage(int first);
    void updateTitle();
    QFont titleFont() const;

    QLabel* m_title = nullptr;
    QLabel* m_keys = nullptr;
    QStackedWidget* m_stack = nullptr;
    QList<Dashboard*> m_dashboards;
    QTableView* m_math = nullptr;
    FleetChart* m_fleet = nullptr;
    CursorHighlight* m_highlight = nullptr;
    int m_mathFirst = 0; // the math page's first row
};

} // namespace kvb::ui
