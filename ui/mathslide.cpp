#include "ui/mathslide.h"

#include "ui/mathmodel.h"

#include <QApplication>
#include <QEvent>
#include <QHeaderView>
#include <QPainter>
#include <QPolygonF>
#include <QRegularExpression>
#include <QStyledItemDelegate>
#include <QWheelEvent>

#include <algorithm>

namespace kvb::ui {

namespace {

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

// The first row of each page, given every row's height and the table's height: each page starts with the
// first step the one before could not show whole; a step taller than the table has a page to itself.
std::vector<int> pageStarts(const std::vector<int>& heights, int room)
{
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

} // namespace

MathSlide::MathSlide(QAbstractItemModel* model, QWidget* parent)
    : QTableView(parent)
{
    setModel(model);
    setItemDelegate(new WholeRowsDelegate(this));
    setFocusPolicy(Qt::NoFocus); // the view's keys stay the presentation's
    setWordWrap(true);
    setTextElideMode(Qt::ElideNone); // the columns are never narrower than a word
    setAlternatingRowColors(true);
    setShowGrid(false); // the alternating rows tell the steps apart; no lines through a cut row
    verticalHeader()->hide();
    // Pages of whole steps (showPage) rather than scrolling, which would cut the top row.
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // The working takes what the step and the result leave (fitColumns) and wraps.
    QHeaderView* header = horizontalHeader();
    header->setSectionResizeMode(MathModel::StepColumn, QHeaderView::Fixed);
    header->setSectionResizeMode(MathModel::FormulaColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(MathModel::ValueColumn, QHeaderView::Fixed);
    header->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    connect(model, &QAbstractItemModel::modelReset, this, &MathSlide::fit);
    connect(model, &QAbstractItemModel::layoutChanged, this, &MathSlide::fit);
    connect(model, &QAbstractItemModel::dataChanged, this, &MathSlide::fit);
}

std::vector<int> MathSlide::pages()
{
    // The rows' heights at the columns' present widths, measured with every row shown (a hidden row's
    // height is 0); then those above the page are hidden again.
    std::vector<int> heights;
    for (int row = 0; row < model()->rowCount(); ++row)
        setRowHidden(row, false);
    resizeRowsToContents();
    for (int row = 0; row < model()->rowCount(); ++row)
        heights.push_back(rowHeight(row));
    showPage(m_first);
    return pageStarts(heights, viewport()->height());
}

void MathSlide::showPage(int first)
{
    m_first = first;
    for (int row = 0; row < model()->rowCount(); ++row)
        setRowHidden(row, row < first);
    scrollToTop();
}

void MathSlide::showLastPage()
{
    showPage(pages().back());
}

bool MathSlide::turnPage(int direction)
{
    const std::vector<int> starts = pages();
    int first = m_first;
    if (direction > 0) {
        const auto next = std::upper_bound(starts.begin(), starts.end(), m_first);
        if (next != starts.end())
            first = *next;
    } else {
        const auto here = std::lower_bound(starts.begin(), starts.end(), m_first);
        if (here != starts.begin())
            first = *(here - 1);
    }
    const bool turned = first != m_first;
    showPage(first);
    return turned;
}

bool MathSlide::viewportEvent(QEvent* event)
{
    if (event->type() == QEvent::Resize)
        fitColumns();
    if (event->type() == QEvent::Wheel) {
        // The wheel turns the pages, as PageDown / PageUp do, but never leaves the view.
        const int delta = static_cast<QWheelEvent*>(event)->angleDelta().y();
        if (delta != 0)
            turnPage(delta < 0 ? +1 : -1);
        return true;
    }
    return QTableView::viewportEvent(event);
}

void MathSlide::fit()
{
    // The header reads at the body's size: it does not follow the view's font on its own (QHeaderView
    // takes the platform theme's header font when there is one).
    QFont headerFont = font();
    headerFont.setBold(true);
    horizontalHeader()->setFont(headerFont);
    verticalHeader()->setMinimumSectionSize(fontMetrics().height() * 3 / 2);
    fitColumns();
}

void MathSlide::fitColumns()
{
    // The step and the result as wide as their text, unless the working would then get less than half
    // the table (or less than its longest word): they wrap then, down to their own longest word.
    QFont bold = font();
    bold.setBold(true); // the results are bold (MathModel)
    const int padding = 2 * (style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, this) + 1) + 2;
    auto [stepLine, stepWord] = columnWidths(model(), MathModel::StepColumn, fontMetrics());
    auto [valueLine, valueWord] = columnWidths(model(), MathModel::ValueColumn, QFontMetrics(bold, this));
    const auto [formulaLine, formulaWord] = columnWidths(model(), MathModel::FormulaColumn, fontMetrics());
    QHeaderView* header = horizontalHeader();
    for (int column : {int(MathModel::StepColumn), int(MathModel::ValueColumn)}) {
        const int title = QFontMetrics(header->font(), this)
                              .horizontalAdvance(model()->headerData(column, Qt::Horizontal).toString());
        int& word = column == MathModel::StepColumn ? stepWord : valueWord;
        word = std::max(word, title);
    }
    const int available = viewport()->width() - 3 * padding;
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
    header->resizeSection(MathModel::StepColumn, step + padding);
    header->resizeSection(MathModel::ValueColumn, value + padding);
    resizeRowsToContents();
    showPage(m_first < model()->rowCount() ? m_first : 0);
    Q_EMIT pagesChanged();
}

} // namespace kvb::ui
