#include "ui/comparebars.h"

#include "base/units_format.h"
#include "ui/chartstyle.h"
#include "ui/termcolors.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace kvb::ui {

namespace {

constexpr int barHeight = 26;
constexpr int rowGap = 10;

} // namespace

CompareBarsChart::CompareBarsChart(QWidget* parent)
    : PaintedChart(parent)
{
    setTitle(tr("GPU memory per scenario (one scale)"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setToolTip(tr("Each scenario's memory per GPU on one scale: weights, overhead and the KV cache pool "
                  "up to the gpu_memory_utilization ceiling (the black tick), what lies above it. With "
                  "pipeline parallelism, the stage vLLM sizes the KV cache by."));
}

QSize CompareBarsChart::minimumSizeHint() const
{
    // The title, the bars, the axis (ticks and title) and up to two rows of legend.
    const QFontMetrics fm(chartLabelFont(font()));
    const int title = QFontMetrics(chartTitleFont(font())).height() + 6;
    return {320, 2 * margin + title + static_cast<int>(m_rows.size()) * (barHeight + rowGap) +
                     3 * fm.height() + 2 * (fm.height() + 4) + 12};
}

QSize CompareBarsChart::sizeHint() const
{
    return {800, minimumSizeHint().height()};
}

void CompareBarsChart::setCount(int count)
{
    m_rows.resize(static_cast<std::size_t>(count));
    updateGeometry();
    update();
}

void CompareBarsChart::setRow(int column, const QString& name, const std::vector<RankBar>& bars)
{
    if (column < 0 || column >= static_cast<int>(m_rows.size()))
        return;
    Row& row = m_rows[static_cast<std::size_t>(column)];
    row.name = name;
    row.valid = !bars.empty();
    if (row.valid) {
        const auto worst =
            std::find_if(bars.begin(), bars.end(), [](const RankBar& b) { return b.worstStage; });
        row.bar = worst != bars.end() ? *worst : bars.front();
    } else {
        row.bar = RankBar{};
    }
    update();
}

QRectF CompareBarsChart::barRect(int column) const
{
    return column >= 0 && column < static_cast<int>(m_barRects.size())
               ? m_barRects[static_cast<std::size_t>(column)]
               : QRectF();
}

void CompareBarsChart::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    paintBackground(painter);
    QRect area = rect().adjusted(margin, margin, -margin, -margin);
    area = drawTitle(painter, area);
    std::vector<LegendItem> legend;
    for (MemoryTerm term : allMemoryTerms)
        if (std::any_of(m_rows.begin(), m_rows.end(), [term](const Row& r) { return r.bar.bytes(term) > 0; }))
            legend.push_back({termColor(term), termName(term)});
    area = drawLegend(painter, area, legend);

    const QFont labelFont = chartLabelFont(font());
    const QFontMetricsF fm(labelFont);
    double nameWidth = 0;
    for (const Row& row : m_rows)
        nameWidth = std::max(nameWidth, fm.horizontalAdvance(row.name));
    nameWidth = std::min(nameWidth + 8, area.width() / 4.0);
    Bytes longest = 0;
    for (const Row& row : m_rows)
        longest = std::max(longest, row.bar.extent());
    const QRectF plot(area.left() + nameWidth, area.top(), area.width() - nameWidth,
                      static_cast<double>(m_rows.size()) * (barHeight + rowGap));
    m_scale = longest > 0 ? plot.width() / static_cast<double>(longest) : 0;
    m_barRects.clear();
    painter.setFont(labelFont);
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        const Row& row = m_rows[r];
        const double top = plot.top() + static_cast<double>(r) * (barHeight + rowGap);
        const QRectF barRect(plot.left(), top, static_cast<double>(row.bar.extent()) * m_scale, barHeight);
        m_barRects.push_back(barRect);
        painter.setPen(palette().color(QPalette::Text));
        painter.drawText(QRectF(area.left(), top, nameWidth - 6, barHeight),
                         Qt::AlignRight | Qt::AlignVCenter,
                         fm.elidedText(row.name, Qt::ElideRight, nameWidth - 6));
        if (!row.valid) {
            painter.setPen(palette().color(QPalette::PlaceholderText));
            painter.drawText(QRectF(plot.left(), top, plot.width(), barHeight),
                             Qt::AlignLeft | Qt::AlignVCenter, tr("invalid scenario: no plan"));
            continue;
        }
        drawRow(painter, row, barRect);
    }
    if (m_scale > 0)
        drawAxis(painter, plot, plot.bottom());
}

void CompareBarsChart::drawRow(QPainter& painter, const Row& row, const QRectF& barRect) const
{
    const QFontMetricsF fm(painter.font());
    double x = barRect.left();
    for (const MemorySegment& segment : row.bar.segments) {
        const double w = static_cast<double>(segment.bytes) * m_scale;
        const QRectF box(x, barRect.top(), w, barRect.height());
        painter.fillRect(box, termColor(segment.term));
        // The terms people compare, labelled where the text fits inside the segment.
        if (segment.term == MemoryTerm::KvCache || segment.term == MemoryTerm::Weights) {
            const QString label = formatGiB(segment.bytes);
            if (fm.horizontalAdvance(label) + 6 <= w) {
                painter.setPen(textColorOn(termColor(segment.term)));
                painter.drawText(box, Qt::AlignCenter, label);
            }
        }
        x += w;
    }
    // The ceiling: a tick across the bar, in the text colour.
    const double ceiling = barRect.left() + static_cast<double>(row.bar.ceiling) * m_scale;
    painter.fillRect(QRectF(std::round(ceiling) - 1, barRect.top() - 3, 2, barRect.height() + 6),
                     palette().color(QPalette::Text));
}

void CompareBarsChart::drawAxis(QPainter& painter, const QRectF& plot, double bottom) const
{
    const QFontMetricsF fm(painter.font());
    const double extentGiB = plot.width() / m_scale / static_cast<double>(GiB);
    const double step = niceTickStep(extentGiB, std::max(2, static_cast<int>(plot.width() / 70)));
    painter.setPen(palette().color(QPalette::Text));
    for (double v = 0; v <= extentGiB + 1e-9; v += step) {
        const double x = plot.left() + v * static_cast<double>(GiB) * m_scale;
        painter.fillRect(QRectF(std::round(x), bottom - 4, 1, 6), axisLineColor(palette()));
        const QString label = formatRatio(v);
        const double w = fm.horizontalAdvance(label) + 2;
        painter.drawText(
            QRectF(std::clamp(x - w / 2, plot.left() - w / 2, plot.right() - w), bottom + 3, w, fm.height()),
            Qt::AlignCenter, label);
    }
    const QString title = tr("memory per GPU (GiB)");
    painter.drawText(QRectF(plot.left(), bottom + 3 + fm.height(), plot.width(), fm.height() + 2),
                     Qt::AlignHCenter | Qt::AlignVCenter, title);
}

} // namespace kvb::ui
