#pragma once

#include "base/result.h"
#include "fleet/replay.h"
#include "report/exportoptions.h"

#include <QWidget>

namespace kvb::ui {

// The GPUs view of a fleet: one stacked bar per card, each tenant in its own colour with its name, what
// it holds once serving (solid), its profiling spike above that (hatched), its ceiling (a tick), memory
// other processes hold (grey) and what is left free; failed cards greyed and struck out. Every figure
// comes from the replay (core/fleet/replay.h); the widget only scales bytes to pixels.
class FleetChart : public QWidget
{
    Q_OBJECT

public:
    explicit FleetChart(QWidget* parent = nullptr);

    void setFleet(const Fleet& fleet, const FleetReplay& replay);
    QSize sizeHint() const override;
    // The fleet's index of the card whose row holds `pos` (for the GPUs tab's context menu); -1 if none.
    int gpuAt(const QPoint& widgetPos) const;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void paintCard(QPainter& painter, const GpuReplay& gpu, const QRect& row, Bytes scaleBytes) const;
    void paintLegend(QPainter& painter, const QRect& area) const;

    Fleet m_fleet;
    FleetReplay m_replay;
};

// A tenant's colour, the same on every card and in the legend.
QColor tenantColor(int deployment);

// `kvbudget export --fleet`: the chart laid out at options.size, as PNG, SVG or PDF with a caption.
Result<QString> exportFleetChart(const Fleet& fleet, const FleetReplay& replay, const ExportOptions& options);

} // namespace kvb::ui
