#include "ui/presentationview.h"

#include "ui/cursorhighlight.h"
#include "ui/dashboard.h"
#include "ui/fleetchart.h"
#include "ui/mathslide.h"

#include <QEvent>
#include <QKeySequence>
#include <QLabel>
#include <QShortcut>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace kvb::ui {

namespace {

constexpr DashboardContent kChartViews[] = {DashboardContent::MemoryBars, DashboardContent::Concurrency,
                                            DashboardContent::Utilization, DashboardContent::Savings};

} // namespace

PresentationView::PresentationView(QAbstractItemModel* mathModel, QWidget* parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_keys(new QLabel(this))
    , m_stack(new QStackedWidget(this))
{
    setObjectName(QStringLiteral("presentation_view"));
    setAutoFillBackground(true); // covers the window it presents
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Presentation"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 12, 24, 12);
    layout->setSpacing(8);
    m_title->setFont(titleFont());
    m_title->setAccessibleName(tr("Presentation view"));
    layout->addWidget(m_title);
    layout->addWidget(m_stack, 1);
    m_keys->setText(keysHint(false));
    m_keys->setForegroundRole(QPalette::PlaceholderText);
    m_keys->setWordWrap(true);
    layout->addWidget(m_keys);

    for (DashboardContent content : kChartViews) {
        auto* dashboard = new Dashboard(content, m_stack);
        dashboard->setCaptionVisible(true);
        m_dashboards.append(dashboard);
        m_stack->addWidget(dashboard);
    }
    setUpMath(mathModel);
    m_fleet = new FleetChart(m_stack);
    m_fleet->setFocusPolicy(Qt::NoFocus);
    m_stack->addWidget(m_fleet);

    m_highlight = new CursorHighlight(this);
    addShortcuts();
    m_math->fit(); // and the keys' hint (pagesChanged)
    updateTitle();
}

void PresentationView::setUpMath(QAbstractItemModel* mathModel)
{
    m_math = new MathSlide(mathModel, m_stack);
    m_math->setAccessibleName(tr("Show the math"));
    connect(m_math, &MathSlide::pagesChanged, this, &PresentationView::updateKeys);
    m_stack->addWidget(m_math);
}

void PresentationView::addShortcuts()
{
    auto add = [this](const QKeySequence& keys, auto slot) {
        auto* shortcut = new QShortcut(keys, this, slot);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
    };
    add(QKeySequence(Qt::Key_PageDown), [this] { showNext(); });
    add(QKeySequence(Qt::Key_Space), [this] { showNext(); });
    add(QKeySequence(Qt::Key_PageUp), [this] { showPrevious(); });
    add(QKeySequence(Qt::Key_Backspace), [this] { showPrevious(); });
    for (int view = 0; view < ViewCount; ++view)
        add(QKeySequence(Qt::Key_1 + view), [this, view] { showView(view); });
    add(QKeySequence(Qt::Key_L), [this] { m_highlight->setActive(!m_highlight->isActive()); });
    add(QKeySequence(Qt::Key_Escape), [this] { Q_EMIT leaveRequested(); });
}

void PresentationView::setFigures(const DashboardFigures& figures)
{
    for (Dashboard* dashboard : m_dashboards)
        dashboard->setFigures(figures);
    m_math->fit();
}

void PresentationView::setFleet(const kvb::Fleet& fleet, const FleetReplay& replay)
{
    m_fleet->setFleet(fleet, replay);
}

int PresentationView::currentView() const
{
    return m_stack->currentIndex();
}

void PresentationView::showView(int view)
{
    if (view < 0 || view >= ViewCount)
        return;
    m_stack->setCurrentIndex(view);
    if (view == Math)
        m_math->showPage(0);
    updateTitle();
    updateKeys();
    Q_EMIT viewShown(view);
}

void PresentationView::showNext()
{
    if (!pageMath(+1))
        showView((currentView() + 1) % ViewCount);
}

void PresentationView::showPrevious()
{
    if (pageMath(-1))
        return;
    showView((currentView() + ViewCount - 1) % ViewCount);
    if (currentView() == Math) // stepping back arrives at the math's last page
        m_math->showLastPage();
}

bool PresentationView::pageMath(int direction)
{
    return currentView() == Math && m_math->turnPage(direction);
}

QString PresentationView::viewName(int view)
{
    switch (view) {
    case MemoryBars:
        return tr("Where the GPU's memory goes");
    case Concurrency:
        return tr("Concurrent requests");
    case Utilization:
        return tr("KV cache against gpu_memory_utilization");
    case Savings:
        return tr("What each saving buys");
    case Math:
        return tr("The math");
    case Fleet:
        return tr("The fleet's GPUs");
    }
    return {};
}

QWidget* PresentationView::viewWidget(int view) const
{
    return view >= 0 && view < ViewCount ? m_stack->widget(view) : nullptr;
}

Dashboard* PresentationView::dashboard(int view) const
{
    return view >= 0 && view < m_dashboards.size() ? m_dashboards[view] : nullptr;
}

QTableView* PresentationView::mathTable() const
{
    return m_math;
}

void PresentationView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        m_title->setFont(titleFont());
        m_math->fit();
    }
}

QFont PresentationView::titleFont() const
{
    QFont title = font();
    title.setPointSizeF(font().pointSizeF() * 1.25);
    title.setBold(true);
    return title;
}

void PresentationView::updateTitle()
{
    //: Presentation mode's heading: "2 / 6 · Concurrent requests"
    m_title->setText(
        tr("%1 / %2 · %3").arg(currentView() + 1).arg(int(ViewCount)).arg(viewName(currentView())));
}

QString PresentationView::keysHint(bool mathPages)
{
    if (mathPages)
        //: Presentation mode's key hint on the math when its steps take more than one page: PageDown /
        //: PageUp turn the pages first, and past the first or the last page go to the previous or next view
        return tr(
            "PageDown / PageUp: next or previous page, then view · 1–6: one view · L: cursor highlight · "
            "Ctrl + / Ctrl − / Ctrl 0: zoom · Esc: leave");
    return tr("PageDown / PageUp or 1–6: next, previous or one view · L: cursor highlight · "
              "Ctrl + / Ctrl − / Ctrl 0: zoom · Esc: leave");
}

void PresentationView::updateKeys()
{
    // Counting the math's pages measures its rows: only while it is the view shown.
    m_keys->setText(keysHint(currentView() == Math && m_math->pages().size() > 1));
}

} // namespace kvb::ui
