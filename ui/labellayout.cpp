#include "ui/labellayout.h"

#include <QFontMetricsF>
#include <QLineF>

#include <algorithm>

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

} // namespace kvb::ui
