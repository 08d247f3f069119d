#pragma once

#include <QPolygonF>
#include <QRectF>
#include <QString>

#include <optional>
#include <vector>

class QFontMetricsF;

namespace kvb::ui {

// Where a chart's labels go, decided from measured text boxes so that none overlaps another: every
// label tries its candidate places in order (the preferred one first) and takes the first that lies
// inside the bounds and clear of everything placed or reserved before it; one that fits nowhere is
// left out (a caller shortens it, or says it in the legend, and tries again).
class LabelLayout
{
public:
    explicit LabelLayout(const QRectF& bounds);

    // Something already drawn that a label must not cover: another label, an axis title, a series line.
    void reserve(const QRectF& rect);
    void avoid(const QPolygonF& polyline);

    // The first candidate that fits, reserved for the label; nullopt when none does.
    std::optional<QRectF> place(const std::vector<QRectF>& candidates);
    // Whether `rect` is inside the bounds and clear of what is reserved.
    bool fits(const QRectF& rect) const;

    const QRectF& bounds() const { return m_bounds; }
    const std::vector<QRectF>& reserved() const { return m_reserved; }

private:
    QRectF m_bounds;
    std::vector<QRectF> m_reserved;
    std::vector<QPolygonF> m_lines;
};

// The box a label of `text` occupies with its top-left at `topLeft` (the width it advances plus a
// pixel on each side, the font's line height).
QRectF labelBox(const QFontMetricsF& fm, const QString& text, const QPointF& topLeft);

// Whether the segment from `a` to `b` crosses or lies in `rect`.
bool segmentTouchesRect(const QPointF& a, const QPointF& b, const QRectF& rect);

} // namespace kvb::ui
