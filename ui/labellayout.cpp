#include "ui/labellayout.h"

#include <QChart>
#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>
#include <QLineF>
#include <QPainter>
#include <QScatterSeries>
#include <QXYSeries>

#include <algorithm>
#include <cmath>

namespace kvb::ui {

LabelLayout::LabelLayout(const QRectF& bounds)
    : m_bounds(bounds)
{}

void LabelLayout::reserve(const QRectF& rect)
{
    if (!rect.isEmpty())
        m_reserved.push_back(rect);
}

void LabelLayout::avoid(const QPolygonF& polyline)
{
    if (polyline.size() > 1)
        m_lines.push_back(polyline);
}

bool LabelLayout::fits(const QRectF& rect) const
{
    // A hair of tolerance: two boxes that only share an edge do not overlap.
    constexpr double tolerance = 0.5;
    if (rect.left() < m_bounds.left() - tolerance || rect.right() > m_bounds.right() + tolerance ||
        rect.top() < m_bounds.top() - tolerance || rect.bottom() > m_bounds.bottom() + tolerance)
        return false;
    const QRectF inner = rect.adjusted(tolerance, tolerance, -tolerance, -tolerance);
    if (std::any_of(m_reserved.begin(), m_reserved.end(),
                    [&](const QRectF& r) { return r.intersects(inner); }))
        return false;
    for (const QPolygonF& line : m_lines)
        for (qsizetype i = 1; i < line.size(); ++i)
            if (segmentTouchesRect(line[i - 1], line[i], inner))
                return false;
    return true;
}

std::optional<QRectF> LabelLayout::place(const std::vector<QRectF>& candidates)
{
    for (const QRectF& candidate : candidates) {
        if (fits(candidate)) {
            m_reserved.push_back(candidate);
            return candidate;
        }
    }
    return std::nullopt;
}

QRectF labelBox(const QFontMetricsF& fm, const QString& text, const QPointF& topLeft)
{
    return QRectF(topLeft, QSizeF(fm.horizontalAdvance(text) + 2, fm.height()));
}

bool segmentTouchesRect(const QPointF& a, const QPointF& b, const QRectF& rect)
{
    if (rect.contains(a) || rect.contains(b))
        return true;
    const QLineF segment(a, b);
    const QLineF edges[] = {{rect.topLeft(), rect.topRight()},
                            {rect.topRight(), rect.bottomRight()},
                            {rect.bottomRight(), rect.bottomLeft()},
                            {rect.bottomLeft(), rect.topLeft()}};
    return std::any_of(std::begin(edges), std::end(edges), [&](const QLineF& edge) {
        return segment.intersects(edge, nullptr) == QLineF::BoundedIntersection;
    });
}

QStringList wrapLines(const QFontMetricsF& fm, const QString& text, double width)
{
    // Break opportunities: after a space, or between two characters of a script without spaces.
    auto breakable = [&](qsizetype i) {
        if (text.at(i - 1).isSpace())
            return true;
        auto ideographic = [](QChar c) { return c.script() == QChar::Script_Han || c.unicode() >= 0x3000; };
        return ideographic(text.at(i - 1)) || ideographic(text.at(i));
    };
    QStringList lines;
    qsizetype start = 0;
    while (start < text.size()) {
        qsizetype end = text.size();
        if (fm.horizontalAdvance(text.mid(start).trimmed()) > width) {
            qsizetype best = -1;
            for (qsizetype i = start + 1; i < text.size(); ++i)
                if (breakable(i)) {
                    if (fm.horizontalAdvance(text.mid(start, i - start).trimmed()) > width)
                        break;
                    best = i;
                }
            if (best < 0) // one word wider than the room: it keeps a line of its own
                for (qsizetype i = start + 1; i < text.size() && best < 0; ++i)
                    if (breakable(i))
                        best = i;
            if (best > 0)
                end = best;
        }
        lines << text.mid(start, end - start).trimmed();
        start = end;
    }
    return lines;
}

std::vector<std::vector<int>> legendRows(const std::vector<double>& widths, double width, double gap)
{
    std::vector<std::vector<int>> rows;
    double x = 0;
    for (std::size_t i = 0; i < widths.size(); ++i) {
        if (rows.empty() || (x > 0 && x + widths[i] > width)) {
            rows.emplace_back();
            x = 0;
        }
        rows.back().push_back(static_cast<int>(i));
        x += widths[i] + gap;
    }
    return rows;
}

namespace {

constexpr double swatch = 11;
constexpr double lineSwatch = 20;
constexpr double swatchGap = 5;
constexpr double entryGap = 14;
constexpr double rowGap = 3;
// The chart's own margins (setUpChart) under the legend, and between it and the axis title.
constexpr double edge = 4;
constexpr double legendGap = 6;
// A series without a legend entry (QLegendMarker::isVisible says whether QLegend's own layout had
// room for it, which a hidden legend never has).
constexpr char leftOut[] = "kvbNoLegendEntry";

} // namespace

ChartChrome::ChartChrome(QChart* chart)
    : QGraphicsObject(chart)
    , m_chart(chart)
    , m_title(chart->title())
{
    setZValue(10);
    chart->legend()->hide();
    connect(chart, &QGraphicsWidget::geometryChanged, this, &ChartChrome::relayout);
    for (QLegendMarker* marker : chart->legend()->markers()) {
        connect(marker, &QLegendMarker::labelChanged, this, &ChartChrome::relayout);
        connect(marker->series(), &QAbstractSeries::visibleChanged, this, &ChartChrome::relayout);
    }
    relayout();
}

void ChartChrome::leaveOut(QAbstractSeries* series)
{
    series->setProperty(leftOut, true);
}

ChartChrome* ChartChrome::of(const QChart* chart)
{
    for (QGraphicsItem* item : chart->childItems())
        if (auto* chrome = dynamic_cast<ChartChrome*>(item))
            return chrome;
    return nullptr;
}

void ChartChrome::setTitle(const QString& title)
{
    if (m_title == title)
        return;
    m_title = title;
    relayout();
}

double ChartChrome::markerWidth(QLegendMarker* marker) const
{
    return marker->series()->type() == QAbstractSeries::SeriesTypeLine ? lineSwatch : swatch;
}

std::vector<ChartChrome::Entry> ChartChrome::entries() const
{
    const QFontMetricsF fm(m_chart->legend()->font());
    std::vector<Entry> list;
    for (QLegendMarker* marker : m_chart->legend()->markers())
        if (marker->series()->isVisible() && !marker->series()->property(leftOut).toBool() &&
            !marker->label().isEmpty())
            list.push_back({marker, markerWidth(marker) + swatchGap + fm.horizontalAdvance(marker->label())});
    return list;
}

std::vector<QLegendMarker*> ChartChrome::legendMarkers() const
{
    std::vector<QLegendMarker*> markers;
    for (const Entry& entry : entries())
        markers.push_back(entry.marker);
    return markers;
}

std::vector<QStringList> ChartChrome::legendLines() const
{
    const std::vector<Entry> list = entries();
    std::vector<QStringList> lines;
    for (const std::vector<int>& row : m_rows) {
        lines.emplace_back();
        for (int i : row)
            if (i < static_cast<int>(list.size()))
                lines.back() << list[static_cast<std::size_t>(i)].marker->label();
    }
    return lines;
}

void ChartChrome::relayout()
{
    if (m_relayouting) // setMargins and setTitle lay the chart out again
        return;
    m_relayouting = true;
    const QSizeF size = m_chart->size();
    const QMargins margins = m_chart->margins();
    const double width = size.width() - margins.left() - margins.right();
    // The title's text document adds a margin on each side.
    const QStringList lines = wrapLines(QFontMetricsF(m_chart->titleFont()), m_title, width - 16);
    QStringList escaped;
    for (const QString& line : lines)
        escaped << line.toHtmlEscaped();
    const QString html =
        lines.size() > 1
            ? QStringLiteral("<div align=\"center\">%1</div>").arg(escaped.join(QStringLiteral("<br>")))
            : escaped.join(QString());
    m_titleLines = lines;
    if (m_chart->title() != html)
        m_chart->setTitle(html);

    const QFontMetricsF fm(m_chart->legend()->font());
    std::vector<double> widths;
    for (const Entry& entry : entries())
        widths.push_back(entry.width);
    m_rows = legendRows(widths, width, entryGap);
    const double height =
        m_rows.empty() ? 0 : static_cast<double>(m_rows.size()) * (fm.height() + rowGap) - rowGap;
    prepareGeometryChange();
    m_size = QSizeF(width, height);
    setPos(margins.left(), size.height() - edge - height);
    const int bottom = static_cast<int>(std::ceil(edge + height + (height > 0 ? legendGap : 0)));
    if (margins.bottom() != bottom)
        m_chart->setMargins(QMargins(margins.left(), margins.top(), margins.right(), bottom));
    update();
    m_relayouting = false;
}

QRectF ChartChrome::boundingRect() const
{
    return QRectF(QPointF(0, 0), m_size);
}

void ChartChrome::drawMarker(QPainter* painter, QLegendMarker* marker, const QRectF& box) const
{
    const QAbstractSeries* series = marker->series();
    const QPointF centre = box.center();
    if (series->type() == QAbstractSeries::SeriesTypeLine) {
        QPen pen = static_cast<const QXYSeries*>(series)->pen();
        pen.setWidthF(std::min(pen.widthF(), 3.0));
        pen.setCapStyle(Qt::FlatCap);
        painter->setPen(pen);
        painter->drawLine(QPointF(box.left(), centre.y()), QPointF(box.right(), centre.y()));
        return;
    }
    painter->setPen(marker->pen());
    painter->setBrush(marker->brush());
    const auto* scatter = qobject_cast<const QScatterSeries*>(series);
    const QRectF square(centre - QPointF(swatch / 2, swatch / 2), QSizeF(swatch, swatch));
    if (scatter && scatter->markerShape() == QScatterSeries::MarkerShapeTriangle)
        painter->drawPolygon(
            QPolygonF{QPointF(centre.x(), square.top()), square.bottomRight(), square.bottomLeft()});
    else if (scatter)
        painter->drawEllipse(square);
    else
        painter->drawRect(square.adjusted(0.5, 0.5, -0.5, -0.5));
}

void ChartChrome::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    const std::vector<Entry> list = entries();
    const QFont font = m_chart->legend()->font();
    const QFontMetricsF fm(font);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setFont(font);
    double y = 0;
    for (const std::vector<int>& row : m_rows) {
        double rowWidth = -entryGap;
        for (int i : row)
            if (i < static_cast<int>(list.size()))
                rowWidth += list[static_cast<std::size_t>(i)].width + entryGap;
        double x = std::max(0.0, (m_size.width() - rowWidth) / 2);
        for (int i : row) {
            if (i >= static_cast<int>(list.size()))
                continue;
            const Entry& entry = list[static_cast<std::size_t>(i)];
            const double marker = markerWidth(entry.marker);
            drawMarker(painter, entry.marker, QRectF(x, y, marker, fm.height()));
            painter->setPen(m_chart->legend()->labelColor());
            painter->drawText(
                QRectF(x + marker + swatchGap, y, entry.width - marker - swatchGap + 2, fm.height()),
                Qt::AlignLeft | Qt::AlignVCenter, entry.marker->label());
            x += entry.width + entryGap;
        }
        y += fm.height() + rowGap;
    }
    painter->restore();
}

} // namespace kvb::ui
