#include "ui/fleetview_timeline.h"

#include "base/units_format.h"
#include "ui/fleetchart.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace kvb::ui {

namespace {

constexpr int kLabelWidth = 120;
constexpr int kRowHeight = 62;
constexpr int kMargin = 12;
constexpr int kAxisHeight = 22;

int yFor(Bytes bytes, Bytes total, const QRect& plot)
{
    if (total <= 0)
        return plot.bottom();
    const double share = std::clamp(static_cast<double>(bytes) / static_cast<double>(total), 0.0, 1.15);
    return plot.bottom() - static_cast<int>(share * plot.height());
}

} // namespace

FleetTimeline::FleetTimeline(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("fleet_timeline"));
    setToolTip(tr("Memory on each GPU as the fleet starts, in start order: each instance's startup spike "
                  "(hatched), what it then holds (solid) and the headroom: the least left free under the "
                  "card's total while it starts, in GiB"));
    setAccessibleName(tr("Startup timeline"));
    setFocusPolicy(Qt::StrongFocus);
}

void FleetTimeline::setFleet(const Fleet& fleet, const FleetReplay& replay)
{
    m_fleet = fleet;
    m_replay = replay;
    updateGeometry();
    update();
}

QSize FleetTimeline::sizeHint() const
{
    return {960, 2 * kMargin + kAxisHeight +
                     kRowHeight * std::max<int>(1, static_cast<int>(m_replay.gpus.size()))};
}

void FleetTimeline::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().base());
    int y = kMargin;
    for (const GpuReplay& g : m_replay.gpus) {
        paintCard(painter, g, QRect(kMargin, y, width() - 2 * kMargin, kRowHeight));
        y += kRowHeight;
    }
    // The start order along the bottom: one column per instance.
    const int plotLeft = kMargin + kLabelWidth;
    const int steps = std::max<int>(1, static_cast<int>(m_replay.order.size()));
    const double column = static_cast<double>(width() - kMargin - plotLeft) / steps;
    painter.setPen(palette().color(QPalette::Text));
    painter.drawText(QRect(kMargin, y, kLabelWidth - 8, kAxisHeight), Qt::AlignVCenter | Qt::AlignLeft,
                     tr("start order →"));
    for (int k = 0; k < static_cast<int>(m_replay.order.size()); ++k) {
        const QString& name = m_fleet.deployments[static_cast<std::size_t>(m_replay.order[k])].name;
        const QRect cell(plotLeft + static_cast<int>(k * column), y, static_cast<int>(column), kAxisHeight);
        painter.drawText(cell, Qt::AlignCenter,
                         painter.fontMetrics().elidedText(tr("%1. %2").arg(k + 1).arg(name), Qt::ElideRight,
                                                          cell.width() - 4));
    }
}

void FleetTimeline::paintCard(QPainter& painter, const GpuReplay& g, const QRect& row) const
{
    const FleetGpu& gpu = m_fleet.gpus[static_cast<std::size_t>(g.gpu)];
    const QColor text = palette().color(QPalette::Text);
    const QRect plot(row.left() + kLabelWidth, row.top() + 16, row.width() - kLabelWidth, row.height() - 22);
    painter.setPen(gpu.failed ? palette().color(QPalette::Disabled, QPalette::Text) : text);
    painter.drawText(QRect(row.left(), plot.top(), kLabelWidth - 8, plot.height()),
                     Qt::AlignVCenter | Qt::AlignLeft,
                     QStringLiteral("%1\n%2").arg(gpu.id, formatGiB(gpu.spec.totalBytes)));
    painter.setPen(QPen(text, 1));
    painter.setBrush(palette().color(QPalette::AlternateBase));
    painter.drawRect(plot);
    if (gpu.failed) {
        painter.fillRect(plot, QColor(128, 128, 128, 120));
        painter.drawText(plot, Qt::AlignCenter, tr("failed"));
        return;
    }
    const int steps = std::max<int>(1, static_cast<int>(m_replay.order.size()));
    const double column = static_cast<double>(plot.width()) / steps;
    const Bytes total = gpu.spec.totalBytes;
    // What the card holds before the first start (other processes), carried from column to column.
    Bytes level = g.otherProcessesBytes;
    for (int k = 0; k < static_cast<int>(m_replay.order.size()); ++k) {
        const int x0 = plot.left() + static_cast<int>(k * column);
        const int x1 = plot.left() + static_cast<int>((k + 1) * column);
        const auto step = std::find_if(g.steps.begin(), g.steps.end(), [&](const TenantStep& s) {
            return s.deployment == m_replay.order[k];
        });
        if (step == g.steps.end()) {
            painter.fillRect(QRect(QPoint(x0, yFor(level, total, plot)), QPoint(x1, plot.bottom())),
                             QColor(150, 150, 150, 90));
            continue;
        }
        const QColor color = tenantColor(step->deployment);
        const int spikeTop = yFor(step->usedBefore + step->startupPeak, total, plot);
        const int before = yFor(step->usedBefore, total, plot);
        painter.fillRect(QRect(QPoint(x0, before), QPoint(x1, plot.bottom())), QColor(150, 150, 150, 90));
        painter.fillRect(QRect(QPoint(x0 + 2, spikeTop), QPoint(x1 - 2, before)),
                         QBrush(color, Qt::BDiagPattern));
        const int heldTop = yFor(step->usedBefore + step->held, total, plot);
        painter.fillRect(QRect(QPoint(x0 + (x1 - x0) / 2, heldTop), QPoint(x1 - 2, before)), color);
        painter.setPen(step->headroom < 0 ? QColor(0xc0, 0x30, 0x30) : text);
        const QString note = step->headroom < 0 ? tr("short by %1").arg(formatGiB(-step->headroom))
                                                : tr("headroom %1").arg(formatGiB(step->headroom));
        painter.drawText(QRect(x0 + 2, row.top(), x1 - x0 - 4, 16), Qt::AlignCenter,
                         painter.fontMetrics().elidedText(note, Qt::ElideRight, x1 - x0 - 4));
        level = step->usedBefore + step->held;
    }
}

} // namespace kvb::ui
