#pragma once

#include <QColor>
#include <QString>
#include <QWidget>

#include <vector>

namespace kvb::ui {

// Shared chrome of the custom-painted charts (memory bars, savings waterfall): the title, a legend of
// colour swatches that wraps onto more rows when narrow, and value-axis ticks in GiB, drawn with the
// same fonts and palette roles as the QtCharts views beside them.
class PaintedChart : public QWidget
{
    Q_OBJECT
public:
    struct LegendItem
    {
        QColor color;
        QString label;
    };

    explicit PaintedChart(QWidget* parent = nullptr);

    QString title() const { return m_title; }
    void setTitle(const QString& title);

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    static constexpr int margin = 10;

    // Title at the top of `area`; returns the area below it.
    QRect drawTitle(QPainter& painter, const QRect& area) const;
    // Legend rows at the bottom of `area`; returns the area above them.
    QRect drawLegend(QPainter& painter, const QRect& area, const std::vector<LegendItem>& items) const;
    int legendHeight(int width, const std::vector<LegendItem>& items) const;
    void paintBackground(QPainter& painter) const;

private:
    QString m_title;
};

} // namespace kvb::ui
