#include "ui/fleetchart.h"

#include "base/units_format.h"
#include "ui/chartstyle.h"
#include "ui/exporter.h"
#include "ui/palettes.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace kvb::ui {

namespace {

constexpr int kLabelWidth = 190;
constexpr int kRowHeight = 64;
constexpr int kBarHeight = 30;
constexpr int kMargin = 16;
constexpr int kLegendHeight = 28;

int xFor(Bytes bytes, Bytes scaleBytes, int width)
{
    if (scaleBytes <= 0)
        return 0;
    return static_cast<int>(static_cast<double>(bytes) / static_cast<double>(scaleBytes) * width);
}

} // namespace

QColor tenantColor(int deployment)
{
    static const QColor colors[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e),
                                    QColor(0x2c, 0xa0, 0x2c), QColor(0xd6, 0x27, 0x28),
                                    QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
                                    QColor(0xe3, 0x77, 0xc2), QColor(0x17, 0xbe, 0xcf)};
    return colors[static_cast<std::size_t>(std::max(0, deployment)) % std::size(colors)];
}

FleetChart::FleetChart(QWidget* parent)
    : QWidget(parent)
{
    setToolTip(tr("One bar per GPU: each tenant's memory once serving (solid) and its startup spike "
                  "(hatched), its ceiling (tick), other processes (grey) and free memory, in GiB"));
    setFocusPolicy(Qt::StrongFocus);
}

void FleetChart::setFleet(const Fleet& fleet, const FleetReplay& replay)
{
    m_fleet = fleet;
    m_replay = replay;
    updateGeometry();
    update();
}

QSize FleetChart::sizeHint() const
{
    const double scale = strokeScale(font());
    const int rows = std::max<int>(1, static_cast<int>(m_replay.gpus.size()));
    return QSizeF(960 * scale, (2 * kMargin + kLegendHeight + kRowHeight * rows) * scale).toSize();
}

int FleetChart::gpuAt(const QPoint& widgetPos) const
{
    const QPoint pos = (QPointF(widgetPos) / strokeScale(font())).toPoint();
    const int width = static_cast<int>(this->width() / strokeScale(font()));
    if (pos.y() < kMargin || pos.x() < kMargin || pos.x() > width - kMargin)
        return -1;
    const auto row = static_cast<std::size_t>((pos.y() - kMargin) / kRowHeight);
    return row < m_replay.gpus.size() ? m_replay.gpus[row].gpu : -1;
}

void FleetChart::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().base());
    // Laid out at the application's font and scaled as a whole when the widget's font is larger (zoom,
    // presentation mode): rows, bars and lines grow with the type.
    const double scale = strokeScale(font());
    painter.scale(scale, scale);
    QFont font = this->font();
    font.setPointSizeF(font.pointSizeF() / scale);
    painter.setFont(font);
    const int width = static_cast<int>(this->width() / scale);
    Bytes scaleBytes = 0;
    for (const GpuReplay& g : m_replay.gpus)
        scaleBytes = std::max({scaleBytes, m_fleet.gpus[static_cast<std::size_t>(g.gpu)].spec.totalBytes,
                               g.peakUsed, g.sumOfCeilings});
    int y = kMargin;
    for (const GpuReplay& g : m_replay.gpus) {
        paintCard(painter, g, QRect(kMargin, y, width - 2 * kMargin, kRowHeight), scaleBytes);
        y += kRowHeight;
    }
    paintLegend(painter, QRect(kMargin, y + 4, width - 2 * kMargin, kLegendHeight));
}

void FleetChart::paintCard(QPainter& painter, const GpuReplay& g, const QRect& row, Bytes scaleBytes) const
{
    const FleetGpu& gpu = m_fleet.gpus[static_cast<std::size_t>(g.gpu)];
    const QColor text = palette().color(QPalette::Text);
    painter.setPen(gpu.failed ? palette().color(QPalette::Disabled, QPalette::Text) : text);
    painter.drawText(QRect(row.left(), row.top(), kLabelWidth - 8, kBarHeight),
                     Qt::AlignVCenter | Qt::AlignLeft,
                     QStringLiteral("%1  %2").arg(gpu.id, formatGiB(gpu.spec.totalBytes)));
    const int barLeft = row.left() + kLabelWidth;
    const int barWidth = row.width() - kLabelWidth;
    const QRect card(barLeft, row.top(), xFor(gpu.spec.totalBytes, scaleBytes, barWidth), kBarHeight);
    painter.setPen(QPen(text, 1));
    painter.setBrush(palette().color(QPalette::AlternateBase));
    painter.drawRect(card);
    if (gpu.failed) {
        painter.fillRect(card, QColor(128, 128, 128, 120));
        painter.setPen(QPen(QColor(160, 40, 40), 2));
        painter.drawLine(card.topLeft(), card.bottomRight());
        painter.drawLine(card.bottomLeft(), card.topRight());
        const QString label = tr("failed");
        QRect box = painter.fontMetrics().boundingRect(label).adjusted(-6, -2, 6, 2);
        box.moveCenter(card.center());
        painter.fillRect(box, palette().base());
        painter.drawText(box, Qt::AlignCenter, label);
        return;
    }
    int x = barLeft;
    const int others = xFor(g.otherProcessesBytes, scaleBytes, barWidth);
    painter.fillRect(QRect(x, row.top(), others, kBarHeight), QColor(150, 150, 150));
    x += others;
    QStringList notes;
    for (const TenantStep& s : g.steps) {
        const QColor color = tenantColor(s.deployment);
        const QString& name = m_fleet.deployments[static_cast<std::size_t>(s.deployment)].name;
        const int start = barLeft + xFor(s.usedBefore, scaleBytes, barWidth);
        const int held = xFor(s.held, scaleBytes, barWidth);
        const int spike = xFor(s.startupPeak, scaleBytes, barWidth);
        if (spike > held) // the profiling spike above what it keeps: hatched
            painter.fillRect(QRect(start, row.top(), spike, kBarHeight), QBrush(color, Qt::BDiagPattern));
        painter.fillRect(QRect(start, row.top(), held, kBarHeight), color);
        const int tick = start + xFor(s.ceiling, scaleBytes, barWidth);
        painter.setPen(QPen(color.darker(150), 2, Qt::DashLine));
        painter.drawLine(tick, row.top() - 3, tick, row.top() + kBarHeight + 3);
        if (held > 40) {
            painter.setPen(Qt::white);
            painter.drawText(QRect(start + 3, row.top(), held - 6, kBarHeight),
                             Qt::AlignVCenter | Qt::AlignLeft,
                             painter.fontMetrics().elidedText(name, Qt::ElideRight, held - 6));
        }
        notes << tr("%1: %2, ceiling %3, spike %4 (%5)")
                     .arg(name, formatGiB(s.held), formatGiB(s.ceiling), formatGiB(s.startupPeak),
                          outcomeText(s.outcome));
        x = std::max(x, start + held);
    }
    notes << tr("free %1").arg(formatGiB(std::max<Bytes>(0, gpu.spec.totalBytes - g.heldAfter)));
    painter.setPen(text);
    const QRect noteRect(barLeft, row.top() + kBarHeight + 4, barWidth, row.height() - kBarHeight - 6);
    painter.drawText(
        noteRect, Qt::AlignTop | Qt::AlignLeft,
        painter.fontMetrics().elidedText(notes.join(QStringLiteral(" · ")), Qt::ElideRight, barWidth));
}

void FleetChart::paintLegend(QPainter& painter, const QRect& area) const
{
    int x = area.left();
    painter.setPen(palette().color(QPalette::Text));
    for (std::size_t d = 0; d < m_fleet.deployments.size(); ++d) {
        const QString& name = m_fleet.deployments[d].name;
        painter.fillRect(QRect(x, area.top() + 6, 14, 14), tenantColor(static_cast<int>(d)));
        const int w = painter.fontMetrics().horizontalAdvance(name);
        painter.drawText(QRect(x + 18, area.top(), w + 4, area.height()), Qt::AlignVCenter, name);
        x += 18 + w + 18;
    }
    painter.fillRect(QRect(x, area.top() + 6, 14, 14), QColor(150, 150, 150));
    const QString others =
        tr("other processes; solid: held once serving, hatched: startup spike, dashed: ceiling");
    painter.drawText(QRect(x + 18, area.top(), area.right() - x - 18, area.height()), Qt::AlignVCenter,
                     painter.fontMetrics().elidedText(others, Qt::ElideRight, area.right() - x - 18));
}

Result<QString> exportFleetChart(const Fleet& fleet, const FleetReplay& replay, const ExportOptions& options)
{
    FleetChart chart;
    chart.setPalette(exportPalette(options.dark));
    chart.setAutoFillBackground(true);
    chart.setFleet(fleet, replay);
    // As wide as asked; as tall as its cards need (a fleet of 16 cards is taller than a slide).
    chart.resize(options.size.width(), chart.sizeHint().height());
    const QString caption = FleetChart::tr("Fleet %1: %2 GPUs, %3 deployments")
                                .arg(fleet.name)
                                .arg(fleet.gpus.size())
                                .arg(fleet.deployments.size());
    return exportWidget(&chart, caption, fleet.name, options.path, options.scale);
}

} // namespace kvb::ui
