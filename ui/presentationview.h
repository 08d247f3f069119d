#pragma once

#include "fleet/replay.h"
#include "report/figures.h"

#include <QWidget>

class QAbstractItemModel;
class QLabel;
class QStackedWidget;
class QTableView;

namespace kvb::ui {

class CursorHighlight;
class Dashboard;
class FleetChart;
class MathSlide;

// Presentation mode's screen: one view at a time, large, over the whole window. The views are the
// dashboard's four charts (each a one-chart Dashboard, as the exports draw them), the math and the
// fleet's GPUs, fed the same figures and fleet replay the window shows; nothing is computed here.
// PageDown / PageUp (also Space / Backspace) step through them and 1…6 pick one; → and ← stay free for
// the guided lessons. On the math, whose steps outnumber a slide, PageDown / PageUp first page through the
// steps (MathSlide; a presenter's clicker sends only those keys), and the key hint under the slide says so.
// L toggles the cursor highlight; Esc asks to leave.
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
    // The keys' hint under the view.
    QLabel* keysLabel() const { return m_keys; }
    // The hint's text; `mathPages` when the math is shown and has more than one page.
    static QString keysHint(bool mathPages);
    CursorHighlight* highlight() const { return m_highlight; }
    QTableView* mathTable() const;

Q_SIGNALS:
    void leaveRequested();
    // A view was shown: its index (View).
    void viewShown(int view);

protected:
    void changeEvent(QEvent* event) override;

private:
    void addShortcuts();
    void setUpMath(QAbstractItemModel* mathModel);
    // The next (direction +1) or previous (-1) page of the math's steps; false when there is none.
    bool pageMath(int direction);
    void updateTitle();
    void updateKeys();
    QFont titleFont() const;

    QLabel* m_title = nullptr;
    QLabel* m_keys = nullptr;
    QStackedWidget* m_stack = nullptr;
    QList<Dashboard*> m_dashboards;
    MathSlide* m_math = nullptr;
    FleetChart* m_fleet = nullptr;
    CursorHighlight* m_highlight = nullptr;
};

} // namespace kvb::ui
