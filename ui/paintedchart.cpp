#include "ui/paintedchart.h"

#include "ui/chartstyle.h"
#include "ui/labellayout.h"

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
    // Wrapped rather than elided: a long Russian title keeps every word on a second line.
    const QFont font = chartTitleFont(this->font());
    const QFontMetrics fm(font);
    painter.setFont(font);
    painter.setPen(palette().color(QPalette::Text));
    const QStringList lines = wrapLines(QFontMetricsF(font), m_title, area.width());
    int y = area.top();
    for (const QString& line : lines) {
        painter.drawText(QRect(area.left(), y, area.width(), fm.height()),
                         Qt::AlignHCenter | Qt::AlignVCenter, line);
        y += fm.height();
    }
    return area.adjusted(0, static_cast<int>(lines.size()) * fm.height() + 6, 0, 0);
}

namespace {

std::vector<std::vector<int>> rowsOf(const QFontMetrics& fm, int width,
                                     const std::vector<PaintedChart::LegendItem>& items)
{
    std::vector<double> widths;
    for (const PaintedChart::LegendItem& item : items)
        widths.push_back(itemWidth(fm, item.label));
    return legendRows(widths, width, itemGap);
}

} // namespace

int PaintedChart::legendHeight(int width, const std::vector<LegendItem>& items) const
{
    const QFontMetrics fm(chartLabelFont(font()));
    return static_cast<int>(rowsOf(fm, width, items).size()) * (fm.height() + rowGap);
}

QRect PaintedChart::drawLegend(QPainter& painter, const QRect& area,
                               const std::vector<LegendItem>& items) const
{
    const QFont font = chartLabelFont(this->font());
    const QFontMetrics fm(font);
    const std::vector<std::vector<int>> rows = rowsOf(fm, area.width(), items);
    const int height = static_cast<int>(rows.size()) * (fm.height() + rowGap);
    painter.setFont(font);
    int y = area.bottom() - height + 1;
    for (const std::vector<int>& row : rows) {
        int rowWidth = -itemGap;
        for (int i : row)
            rowWidth += itemWidth(fm, items[static_cast<std::size_t>(i)].label) + itemGap;
        int x = area.left() + std::max(0, (area.width() - rowWidth) / 2);
        for (int i : row) {
            const LegendItem& item = items[static_cast<std::size_t>(i)];
            const QRect box(x, y + (fm.height() - swatch) / 2, swatch, swatch);
            painter.fillRect(box, item.color);
            painter.setPen(palette().color(QPalette::Text));
            painter.drawText(
                QRect(x + swatch + swatchGap, y, fm.horizontalAdvance(item.label) + 2, fm.height()),
                Qt::AlignLeft | Qt::AlignVCenter, item.label);
            x += itemWidth(fm, item.label) + itemGap;
        }
        y += fm.height() + rowGap;
    }
    return area.adjusted(0, 0, 0, -(height + 6));
}

} // namespace kvb::ui
