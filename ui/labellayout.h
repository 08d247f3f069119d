#pragma once

#include <QGraphicsObject>
#include <QPolygonF>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

class QAbstractSeries;
class QChart;
class QFont;
class QLegendMarker;
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

// `text` broken into lines no wider than `width` where it can be: at spaces, or between any two
// characters of a script written without them (Chinese); a single word wider than `width` keeps its
// own line rather than being cut.
QStringList wrapLines(const QFontMetricsF& fm, const QString& text, double width);

// The items of a legend (by their widths) in rows no wider than `width`: as many to a row as fit,
// at least one, `gap` pixels between neighbours. Each row lists the items' indexes in order.
std::vector<std::vector<int>> legendRows(const std::vector<double>& widths, double width, double gap);

// The title and legend of a QtCharts chart, which never cut a word: QChart elides a long title and
// QLegend elides every entry to keep a single row, so that "worst case" and "worst case, fp8 KV"
// both read "worst ca…" in Russian at 1280x800. Installed on a chart, this wraps the title to as many
// lines as it needs and draws the legend itself (QLegend hidden) in as many centred rows as its
// entries need, each entry drawn as its series is; the chart's bottom margin makes room, so the plot
// shrinks instead. It follows the chart's size, fonts and the entries' names and visibility.
class ChartChrome final : public QGraphicsObject
{
    Q_OBJECT
public:
    explicit ChartChrome(QChart* chart);

    // `series` gets no legend entry (the "current" line, a band the tooltip explains).
    static void leaveOut(QAbstractSeries* series);
    // The installed one of `chart`, or null.
    static ChartChrome* of(const QChart* chart);

    // The title as given (QChart::title() holds its wrapped markup).
    QString title() const { return m_title; }
    void setTitle(const QString& title);
    QStringList titleLines() const { return m_titleLines; }
    // The markers the legend draws, in order.
    std::vector<QLegendMarker*> legendMarkers() const;
    // The legend's entries as drawn, row by row.
    std::vector<QStringList> legendLines() const;
    // Lays the title and legend out again (fonts or entries changed).
    void relayout();

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    struct Entry
    {
        QLegendMarker* marker;
        double width;
    };
    std::vector<Entry> entries() const;
    double markerWidth(QLegendMarker* marker) const;
    void drawMarker(QPainter* painter, QLegendMarker* marker, const QRectF& box) const;

    QChart* m_chart;
    QString m_title;
    QStringList m_titleLines;
    std::vector<std::vector<int>> m_rows; // indexes into entries()
    QSizeF m_size;
    bool m_relayouting = false;
};

} // namespace kvb::ui
