#include "ui/presentationview.h"

#include "ui/cursorhighlight.h"
#include "ui/dashboard.h"
#include "ui/fleetchart.h"
#include "ui/mathmodel.h"

#include <QApplication>
#include <QEvent>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QPainter>
#include <QPolygonF>
#include <QRegularExpression>
#include <QShortcut>
#include <QStackedWidget>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <algorithm>

namespace kvb::ui {

namespace {

constexpr DashboardContent kChartViews[] = {DashboardContent::MemoryBars, DashboardContent::Concurrency,
                                            DashboardContent::Utilization, DashboardContent::Savings};

// The math's cells, wrapped and drawn here rather than by the style, which elides a line its own size hint
// did not make room for (CJK text at some widths): measured and drawn by the same call, a cell's text
// always fits its row. A row the viewport cuts at its bottom is left out (the next page starts with it, so
// a slide never shows half a step); in its place an arrow says more follows, without words to translate.
class WholeRowsDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    static QRect textRect(const QStyleOptionViewItem& option)
    {
        const QWidget* widget = option.widget;
        const int margin =
            widget ? widget->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1 : 3;
        return option.rect.adjusted(margin, 2, -margin, -2);
    }

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        QStyleOptionViewItem cell(option);
        initStyleOption(&cell, index);
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        const QRect text = textRect(cell);
        if (text.width() > 0) {
            const QRect used = QFontMetrics(cell.font).boundingRect(QRect(0, 0, text.width(), 1 << 20),
                                                                    Qt::TextWordWrap, cell.text);
            size.setHeight(used.height() + cell.rect.height() - text.height());
        }
        return size;
    }

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        const auto* view = qobject_cast<const QAbstractItemView*>(option.widget);
        if (view && option.rect.top() > 0 && option.rect.bottom() >= view->viewport()->height()) {
            paintMore(painter, option, index, view);
            return;
        }
        QStyleOptionViewItem cell(option);
        initStyleOption(&cell, index);
        const QString text = cell.text;
        cell.text.clear(); // the style draws the background, this the text
        const QWidget* widget = option.widget;
        QStyle* style = widget ? widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &cell, painter, widget);
        painter->save();
        painter->setFont(cell.font);
        painter->setPen(cell.palette.color(QPalette::Text));
        painter->drawText(textRect(cell), int(cell.displayAlignment) | Qt::TextWordWrap, text);
        painter->restore();
    }

private:
    static void paintMore(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index,
                          const QAbstractItemView* view)
    {
        painter->fillRect(option.rect, option.palette.base());
        if (index.column() != 0)
            return;
        const double size = std::min(view->fontMetrics().height() * 0.6,
                                     (view->viewport()->height() - option.rect.top()) * 0.8);
        const QPointF at(option.rect.left() + size, option.rect.top() + size * 0.1);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::NoPen);
        painter->setBrush(option.palette.color(QPalette::Text));
        painter->drawPolygon(QPolygonF{at, at + QPointF(size, 0), at + QPointF(size / 2, size * 0.8)});
        painter->restore();
    }
};

// The widest line of a column's text and the widest word in it, in `metrics`.
std::pair<int, int> columnWidths(const QAbstractItemModel* model, int column, const QFontMetrics& metrics)
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    int line = 0;
    int word = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        const QString text = model->index(row, column).data().toString();
        line = std::max(line, metrics.horizontalAdvance(text));
        for (const QString& part : text.split(space, Qt::SkipEmptyParts))
            word = std::max(word, metrics.horizontalAdvance(part));
    }
    return {line, word};
}

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
    m_keys->setText(tr("PageDown / PageUp or 1–6: next, previous or one view · L: cursor highlight · "
                       "Ctrl + / Ctrl − / Ctrl 0: zoom · Esc: leave"));
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
    fitMath();
    updateTitle();
}

void PresentationView::setUpMath(QAbstractItemModel* mathModel)
{
    m_math = new QTableView(m_stack);
    m_math->setModel(mathModel);
    m_math->setItemDelegate(new WholeRowsDelegate(m_math));
    m_math->setFocusPolicy(Qt::NoFocus); // the view's keys stay the presentation's
    m_math->setWordWrap(true);
    m_math->setTextElideMode(Qt::ElideNone); // the columns are never narrower than a word
    m_math->setAlternatingRowColors(true);
    m_math->setShowGrid(false); // the alternating rows tell the steps apart; no lines through a cut row
    m_math->verticalHeader()->hide();
    // Pages of whole steps (showMathPage) rather than scrolling, which would cut the top row.
    m_math->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // The working takes what the step and the result leave (fitMathColumns) and wraps.
    QHeaderView* header = m_math->horizontalHeader();
    header->setSectionResizeMode(MathModel::StepColumn, QHeaderView::Fixed);
    header->setSectionResizeMode(MathModel::FormulaColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(MathModel::ValueColumn, QHeaderView::Fixed);
    header->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_math->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_math->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_math->setAccessibleName(tr("Show the math"));
    m_math->viewport()->installEventFilter(this); // resized: the columns again
    connect(mathModel, &QAbstractItemModel::modelReset, this, &PresentationView::fitMath);
    connect(mathModel, &QAbstractItemModel::layoutChanged, this, &PresentationView::fitMath);
    connect(mathModel, &QAbstractItemModel::dataChanged, this, &PresentationView::fitMath);
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
    fitMath();
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
        showMathPage(0);
    updateTitle();
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
    if (currentView() == Math) { // stepping back arrives at the math's last page
        const std::vector<int> pages = mathPages();
        showMathPage(pages.back());
    }
}

std::vector<int> PresentationView::mathPages()
{
    // The rows' heights at the columns' present widths, measured with every row shown (a hidden row's
    // height is 0); showMathPage hides those above the page again.
    std::vector<int> heights;
    for (int row = 0; row < m_math->model()->rowCount(); ++row)
        m_math->setRowHidden(row, false);
    m_math->resizeRowsToContents();
    for (int row = 0; row < m_math->model()->rowCount(); ++row)
        heights.push_back(m_math->rowHeight(row));
    // Each page starts with the first step the one before could not show whole; a step taller than the
    // table has a page to itself.
    const int room = m_math->viewport()->height();
    const int rows = static_cast<int>(heights.size());
    std::vector<int> starts{0};
    int height = 0;
    for (int row = starts.back(); row < rows; ++row) {
        const int rowHeight = heights[static_cast<std::size_t>(row)];
        if (height > 0 && height + rowHeight > room) {
            starts.push_back(row);
            height = 0;
        }
        height += rowHeight;
    }
    return starts;
}

void PresentationView::showMathPage(int first)
{
    m_mathFirst = first;
    for (int row = 0; row < m_math->model()->rowCount(); ++row)
        m_math->setRowHidden(row, row < first);
    m_math->scrollToTop();
}

bool PresentationView::pageMath(int direction)
{
    if (currentView() != Math)
        return false;
    const std::vector<int> pages = mathPages();
    int first = m_mathFirst;
    if (direction > 0) {
        const auto next = std::upper_bound(pages.begin(), pages.end(), m_mathFirst);
        if (next != pages.end())
            first = *next;
    } else {
        const auto here = std::lower_bound(pages.begin(), pages.end(), m_mathFirst);
        if (here != pages.begin())
            first = *(here - 1);
    }
    const bool turned = first != m_mathFirst;
    showMathPage(first); // also hides again what mathPages showed to measure
    return turned;
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

void PresentationView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        m_title->setFont(titleFont());
        fitMath();
    }
}

bool PresentationView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_math->viewport() && event->type() == QEvent::Resize)
        fitMathColumns();
    if (watched == m_math->viewport() && event->type() == QEvent::Wheel) {
        // The wheel turns the math's pages, as PageDown / PageUp do, but never leaves the view.
        const int delta = static_cast<QWheelEvent*>(event)->angleDelta().y();
        if (delta != 0)
            pageMath(delta < 0 ? +1 : -1);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void PresentationView::fitMath()
{
    // The header reads at the body's size: it does not follow the view's font on its own (QHeaderView
    // takes the platform theme's header font when there is one).
    QFont header = m_math->font();
    header.setBold(true);
    m_math->horizontalHeader()->setFont(header);
    m_math->verticalHeader()->setMinimumSectionSize(m_math->fontMetrics().height() * 3 / 2);
    fitMathColumns();
}

void PresentationView::fitMathColumns()
{
    // The step and the result as wide as their text, unless the working would then get less than half
    // the table (or less than its longest word): they wrap then, down to their own longest word.
    const QAbstractItemModel* model = m_math->model();
    QFont bold = m_math->font();
    bold.setBold(true); // the results are bold (MathModel)
    const int padding =
        2 * (m_math->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_math) + 1) + 2;
    auto [stepLine, stepWord] = columnWidths(model, MathModel::StepColumn, m_math->fontMetrics());
    auto [valueLine, valueWord] = columnWidths(model, MathModel::ValueColumn, QFontMetrics(bold, m_math));
    const auto [formulaLine, formulaWord] =
        columnWidths(model, MathModel::FormulaColumn, m_math->fontMetrics());
    const QHeaderView* header = m_math->horizontalHeader();
    for (int column : {int(MathModel::StepColumn), int(MathModel::ValueColumn)}) {
        const int title = QFontMetrics(header->font(), m_math)
                              .horizontalAdvance(model->headerData(column, Qt::Horizontal).toString());
        int& word = column == MathModel::StepColumn ? stepWord : valueWord;
        word = std::max(word, title);
    }
    const int available = m_math->viewport()->width() - 3 * padding;
    int step = std::max(stepLine, stepWord);
    int value = std::max(valueLine, valueWord);
    const int wanted = std::max(formulaWord, std::min(formulaLine, available / 2));
    const int excess = wanted - (available - step - value);
    const int spare = (step - stepWord) + (value - valueWord);
    if (excess > 0 && spare > 0) {
        const int cut = std::min(excess, spare);
        const int stepCut = static_cast<int>(static_cast<long long>(cut) * (step - stepWord) / spare);
        step -= stepCut;
        value -= cut - stepCut;
    }
    m_math->horizontalHeader()->resizeSection(MathModel::StepColumn, step + padding);
    m_math->horizontalHeader()->resizeSection(MathModel::ValueColumn, value + padding);
    m_math->resizeRowsToContents();
    const int rows = model->rowCount();
    showMathPage(m_mathFirst < rows ? m_mathFirst : 0);
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

} // namespace kvb::ui
