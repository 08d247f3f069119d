#pragma once

#include "report/loadfigures.h"

#include <QChartView>

class QGraphicsSimpleTextItem;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace kvb::ui {

// The scheduler simulation over time: KV usage in percent (left axis, 0-100, the target as a dashed
// line), running and waiting requests (right axis, counts) and a mark wherever requests were
// preempted. Draws LoadFigures only.
class LoadChart final : public QChartView
{
    Q_OBJECT
public:
    explicit LoadChart(QWidget* parent = nullptr);

    void setFigures(const LoadFigures& figures);
    // Empties the chart and says why in its middle ("vLLM would not start", "simulating…").
    void showMessage(const QString& message);

    QLineSeries* kvSeries() const { return m_kv; }
    QLineSeries* targetSeries() const { return m_target; }
    QLineSeries* runningSeries() const { return m_running; }
    QLineSeries* waitingSeries() const { return m_waiting; }
    QScatterSeries* preemptionSeries() const { return m_preemptions; }
    QValueAxis* timeAxis() const { return m_x; }
    QValueAxis* percentAxis() const { return m_percent; }
    QValueAxis* requestsAxis() const { return m_requests; }
    QString message() const;

protected:
    void changeEvent(QEvent* event) override;
    void drawBackground(QPainter* painter, const QRectF& rect) override;

private:
    void applyPalette();
    void placeMessage();
    void setTickLabelsVisible(bool visible);

    QLineSeries* m_kv = nullptr;
    QLineSeries* m_target = nullptr;
    QLineSeries* m_running = nullptr;
    QLineSeries* m_waiting = nullptr;
    QScatterSeries* m_preemptions = nullptr;
    QValueAxis* m_x = nullptr;
    QValueAxis* m_percent = nullptr;
    QValueAxis* m_requests = nullptr;
    QGraphicsSimpleTextItem* m_message = nullptr;
    LoadTimeAxis m_axis = LoadTimeAxis::Steps;
};

} // namespace kvb::ui
