#pragma once

#include "report/figures.h"

#include <QChartView>

#include <array>

class QAbstractAxis;
class QLineSeries;
class QScatterSeries;

namespace kvb::ui {

// The Compare view's overlaid curves: one line per scenario in its colour and line style
// (comparestyle.h), named in the legend, with a marker at the scenario's current setting. Either
// vLLM's worst-case concurrency against max_model_len (ContextPoint::worstCase, log-log, as the
// dashboard's concurrency chart) or the KV cache capacity against gpu_memory_utilization
// (UtilizationPoint::kvTokens, as the utilization chart). The series are made once; a re-planned
// scenario replaces its own points only.
class CompareCurvesChart final : public QChartView
{
    Q_OBJECT
public:
    enum class Kind
    {
        Concurrency,
        Capacity,
    };
    static constexpr int maxColumns = 4;

    explicit CompareCurvesChart(Kind kind, QWidget* parent = nullptr);

    // Shows `count` scenarios; the others' series are hidden.
    void setCount(int count);
    void setColumn(int column, const QString& name, const DashboardFigures& figures);

    Kind kind() const { return m_kind; }
    QLineSeries* line(int column) const { return m_lines[static_cast<std::size_t>(column)]; }
    QScatterSeries* marker(int column) const { return m_markers[static_cast<std::size_t>(column)]; }
    QAbstractAxis* xAxis() const { return m_x; }
    QAbstractAxis* yAxis() const { return m_y; }

protected:
    void changeEvent(QEvent* event) override;
    void drawBackground(QPainter* painter, const QRectF& rect) override;

private:
    void applyPalette();
    void fitAxes();

    Kind m_kind;
    int m_count = 0;
    std::array<QLineSeries*, maxColumns> m_lines{};
    std::array<QScatterSeries*, maxColumns> m_markers{};
    QAbstractAxis* m_x = nullptr;
    QAbstractAxis* m_y = nullptr;
};

} // namespace kvb::ui
