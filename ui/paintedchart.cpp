#include "ui/paintedchart.h"

#include "ui/chartstyle.h"

#include <QPainter>

namespace kvb::ui {

namespace {

constexpr int swatch = 11;
constexpr int swatchGap = 5;
constexpr int itemGap = 14;
constexpr int rowGap = 4;

int itemWidth(const QFontMetrics& fm, const QString& label)
{
    return swatch + swatchGap + fm.horizontalAdvance(label);
}

} // namespace

PaintedChart::PaintedChart(QWidget* parent)
    : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::NoFocus);
}

void PaintedChart::setTitle(const QString& title)
{
    if (m_title == title)
        return;
    m_title = title;
    setAccessibleName(title);
    update();
}

QSize PaintedChart::minimumSizeHint() const
{
    return {320, 200};
}

QSize PaintedChart::sizeHint() const
{
    return {560, 340};
}

void PaintedChart::paintBackground(QPainter& painter) const
{
    painter.fillRect(rect(), palette().color(QPalette::Base));
}

QRect PaintedChart::drawTitle(QPainter& painter, const QRect& area) const
{
    const QFont font = chartTitleFont(this->font());
    const QFontMetrics fm(font);
    painter.setFont(font);
    painter.setPen(palette().color(QPalette::Text));
    const QRect titleRect(area.left(), area.top(), area.width(), fm.height());
    painter.drawText(titleRect, Qt::AlignHCenter | Qt::AlignVCenter,
                     fm.elidedText(m_title, Qt::ElideRight, area.width()));
    return area.adjusted(0, fm.height() + 6, 0, 0);
}

int PaintedChart::legendHeight(int width, const std::vector<LegendItem>& items) const
{
    const QFontMetrics fm(chartLabelFont(font()));
    int rows = items.empty() ? 0 : 1;
    int x = 0;
    for (const LegendItem& item : items) {
        const int w = itemWidth(fm, item.label);
        if (x > 0 && x + w > width) {
            ++rows;
            x = 0;
        }
        x += w + itemGap;
    }
    return rows * (fm.height() + rowGap);
}

QRect PaintedChart::drawLegend(QPainter& painter, const QRect& area,
                               const std::vector<LegendItem>& items) const
{
    const QFont font = chartLabelFont(this->font());
    const QFontMetrics fm(font);
    const int height = legendHeight(area.width(), items);
    painter.setFont(font);

    // Lay the rows out first so that each can be centred.
    std::vector<std::vector<const LegendItem*>> rows(1);
    std::vector<int> rowWidths(1, 0);
    for (const LegendItem& item : items) {
        const int w = itemWidth(fm, item.label);
        if (rowWidths.back() > 0 && rowWidths.back() + w > area.width()) {
            rows.emplace_back();
            rowWidths.push_back(0);
        }
        rows.back().push_back(&item);
        rowWidths.back() += w + itemGap;
    }
    int y = area.bottom() - height + 1;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        int x = area.left() + std::max(0, (area.width() - (rowWidths[r] - itemGap)) / 2);
        for (const LegendItem* item : rows[r]) {
            const QRect box(x, y + (fm.height() - swatch) / 2, swatch, swatch);
            painter.fillRect(box, item->color);
            painter.setPen(palette().color(QPalette::Text));
            painter.drawText(
                QRect(x + swatch + swatchGap, y, fm.horizontalAdvance(item->label) + 2, fm.height()),
                Qt::AlignLeft | Qt::AlignVCenter, item->label);
            x += itemWidth(fm, item->label) + itemGap;
        }
        y += fm.height() + rowGap;
    }
    return area.adjusted(0, 0, 0, -(height + 6));
}

} // namespace kvb::ui
