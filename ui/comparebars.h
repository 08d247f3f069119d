#pragma once

#include "report/memorybar.h"
#include "ui/paintedchart.h"

#include <QRectF>

#include <vector>

namespace kvb::ui {

// The Compare view's memory bars: one stacked bar per scenario, all on ONE scale (the longest bar
// sets it), so that a bigger KV pool is a longer green segment. Each bar is the scenario's worst
// pipeline stage (RankBar::worstStage, the one vLLM sizes the KV cache by; every rank of a stage
// holds the same), its terms in the dashboard's colours (termcolors.h), its ceiling marked and the
// KV pool labelled in GiB where it has room.
class CompareBarsChart final : public PaintedChart
{
    Q_OBJECT
public:
    explicit CompareBarsChart(QWidget* parent = nullptr);

    struct Row
    {
        QString name;
        RankBar bar; // empty segments when the scenario is invalid
        bool valid = false;
    };

    void setCount(int count);
    void setRow(int column, const QString& name, const std::vector<RankBar>& bars);
    const std::vector<Row>& rows() const { return m_rows; }
    // Widget coordinates of a row's bar at the last paint, for tests.
    QRectF barRect(int column) const;
    double pixelsPerByte() const { return m_scale; }

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void drawRow(QPainter& painter, const Row& row, const QRectF& barRect) const;
    void drawAxis(QPainter& painter, const QRectF& plot, double bottom) const;

    std::vector<Row> m_rows;
    std::vector<QRectF> m_barRects;
    double m_scale = 0; // pixels per byte at the last paint
};

} // namespace kvb::ui
