#pragma once

#include "fleet/replay.h"

#include <QWidget>

namespace kvb::ui {

// The GPUs tab's startup timeline: one strip per card, the fleet's start order left to right. At each
// instance's start the card's memory rises by that instance's profiling spike (hatched, in its colour)
// and settles at what it holds once serving; the strip's top is the card's total, and the gap between
// the spike and it is the headroom (red, "short by", when the spike does not fit). Every figure comes
// from the replay (core/fleet/replay.h).
class FleetTimeline final : public QWidget
{
    Q_OBJECT

public:
    explicit FleetTimeline(QWidget* parent = nullptr);

    void setFleet(const Fleet& fleet, const FleetReplay& replay);
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void paintCard(QPainter& painter, const GpuReplay& gpu, const QRect& row) const;

    Fleet m_fleet;
    FleetReplay m_replay;
};

} // namespace kvb::ui
