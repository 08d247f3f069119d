#include "ui/fleetchart.h"

#include "base/units_format.h"
#include "ui/chartstyle.h"
#include "ui/exporter.h"
#include "ui/palettes.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace kvb::ui {

namespace {

// Layout units: pixels at the application's font. A row is at least a bar, one caption line and a gap.
constexpr int kRowHeight = 64;
constexpr int kBarHeight = 30;
constexpr int kCaptionGap = 4;
constexpr int kRowGap = 14;
constexpr int kMargin = 16;
constexpr int kLabelGap = 12;     // between the widest card id and the bars
constexpr int kLegendHeight = 28; // one line of the legend
constexpr int kSwatch = 14;
constexpr int kSwatchGap = 4;
constexpr int kEntryGap = 18;
constexpr int kNamePadding = 3; // a tenant's name inside or beside its segment

int xFor(Bytes bytes, Bytes scaleBytes, int width)
{
    if (scaleBytes <= 0)
        return 0;
    return static_cast<int>(static_cast<double>(bytes) / static_cast<double>(scaleBytes) * width);
}

QString cardLabel(const FleetGpu& gpu)
{
    return QStringLiteral("%1  %2").arg(gpu.id, formatGiB(gpu.spec.totalBytes));
}

// Text drawn unscaled at the layout's font, in a rect mapped from layout units to pixels: a scaled
// painter's glyphs are not its font's advances times the scale, and a caption measured one way and drawn
// the other wraps onto a line its rect has no room for.
void drawText(QPainter& painter, const FleetChartLayout& layout, const QRect& rect, int flags,
              const QString& text)
{
    const QTransform transform = painter.transform();
    const double s = layout.scale;
    painter.resetTransform();
    painter.setFont(layout.font);
    painter.drawText(QRectF(rect.x() * s, rect.y() * s, rect.width() * s, rect.height() * s), flags, text);
    painter.setTransform(transform);
}

} // namespace

// Text measured as drawText draws it, in layout units rounded up so that the mapped rect holds it.
class FleetChart::TextMeasure
{
public:
    TextMeasure(const QFont& font, const QPaintDevice* device, double scale)
        : m_metrics(font, device)
        , m_scale(scale)
    {}
    int advance(const QString& text) const { return up(m_metrics.horizontalAdvance(text)); }
    int lineHeight() const { return up(m_metrics.height()); }
    int wrappedHeight(int width, const QString& text) const
    {
        const QRectF room(0, 0, std::max(1.0, std::floor(width * m_scale)), 1 << 20);
        return up(m_metrics.boundingRect(room, Qt::TextWordWrap, text).height());
    }

private:
    int up(double pixels) const { return static_cast<int>(std::ceil(pixels / m_scale)); }
    QFontMetricsF m_metrics;
    double m_scale;
};

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
                  "(hatched), its ceiling (tick), other processes (grey) and free memory, in GiB. A tenant "
                  "may hold a little more than its ceiling: where vLLM captures CUDA graphs after sizing the "
                  "KV pool, the graphs sit outside the budget."));
    setFocusPolicy(Qt::StrongFocus);
    QSizePolicy policy = sizePolicy();
    policy.setHeightForWidth(true); // captions and the legend wrap: narrower is taller
    setSizePolicy(policy);
}

void FleetChart::setFleet(const Fleet& fleet, const FleetReplay& replay)
{
    m_fleet = fleet;
    m_replay = replay;
    m_layoutValid = false;
    updateGeometry();
    update();
}

QSize FleetChart::sizeHint() const
{
    const double scale = strokeScale(font());
    const int width = static_cast<int>(960 * scale);
    return {width, heightForWidth(width)};
}

int FleetChart::heightForWidth(int width) const
{
    const double scale = strokeScale(font());
    return static_cast<int>(std::ceil(layoutAt(static_cast<int>(width / scale), scale).height * scale));
}

int FleetChart::gpuAt(const QPoint& widgetPos) const
{
    const FleetChartLayout& layout = chartLayout();
    const QPoint pos = (QPointF(widgetPos) / layout.scale).toPoint();
    for (std::size_t i = 0; i < layout.cards.size(); ++i)
        if (layout.cards[i].row.contains(pos))
            return m_replay.gpus[i].gpu;
    return -1;
}

const FleetChartLayout& FleetChart::chartLayout() const
{
    if (m_layoutValid)
        return m_layout;
    const double full = strokeScale(font());
    double scale = full;
    m_layout = layoutAt(static_cast<int>(width() / scale), scale);
    // Shorter than its cards at full size (presentation mode on a small screen): drawn smaller, down to the
    // window's own type, rather than cut off at the bottom.
    while (m_layout.height * scale > height() && scale > 1.0) {
        scale = std::max(1.0, scale * 0.95);
        m_layout = layoutAt(static_cast<int>(width() / scale), scale);
    }
    m_layoutValid = true;
    return m_layout;
}

void FleetChart::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    m_layoutValid = false;
}

void FleetChart::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        m_layoutValid = false;
        updateGeometry();
    }
}

Bytes FleetChart::scaleBytes() const
{
    Bytes bytes = 0;
    for (const GpuReplay& g : m_replay.gpus)
        bytes = std::max({bytes, m_fleet.gpus[static_cast<std::size_t>(g.gpu)].spec.totalBytes, g.peakUsed,
                          g.sumOfCeilings});
    return bytes;
}

FleetChartLayout FleetChart::layoutAt(int width, double scale) const
{
    FleetChartLayout layout;
    layout.scale = scale;
    // Laid out at the application's font and scaled as a whole when the widget's font is larger (zoom,
    // presentation mode): rows, bars and lines grow with the type.
    layout.font = font();
    layout.font.setPointSizeF(font().pointSizeF() * scale / strokeScale(font()));
    const TextMeasure metrics(layout.font, this, scale);
    const int inner = std::max(1, width - 2 * kMargin);
    for (const GpuReplay& g : m_replay.gpus)
        layout.labelWidth =
            std::max(layout.labelWidth,
                     metrics.advance(cardLabel(m_fleet.gpus[static_cast<std::size_t>(g.gpu)])) + kLabelGap);
    layout.labelWidth = std::min(layout.labelWidth, inner * 2 / 5);
    int y = kMargin;
    for (const GpuReplay& g : m_replay.gpus) {
        layout.cards.push_back(layoutCard(g, metrics, y, inner, layout.labelWidth));
        y += layout.cards.back().row.height();
    }
    const QRect legendArea(kMargin, y + 4, inner, 0);
    const int legendHeight = layoutLegend(layout, metrics, legendArea);
    layout.legendRect = QRect(legendArea.topLeft(), QSize(inner, legendHeight));
    layout.height = y + legendHeight + kMargin;
    return layout;
}

FleetChartLayout::Card FleetChart::layoutCard(const GpuReplay& g, const TextMeasure& metrics, int top,
                                              int width, int labelWidth) const
{
    const FleetGpu& gpu = m_fleet.gpus[static_cast<std::size_t>(g.gpu)];
    FleetChartLayout::Card card;
    const QRect track(kMargin + labelWidth, top, width - labelWidth, kBarHeight);
    card.bar = QRect(track.left(), top, xFor(gpu.spec.totalBytes, scaleBytes(), track.width()), kBarHeight);
    if (!gpu.failed) {
        QStringList notes;
        for (const TenantStep& s : g.steps)
            notes << tr("%1: %2, ceiling %3, spike %4 (%5)")
                         .arg(m_fleet.deployments[static_cast<std::size_t>(s.deployment)].name,
                              formatGiB(s.held), formatGiB(s.ceiling), formatGiB(s.startupPeak),
                              outcomeText(s.outcome));
        notes << tr("free %1").arg(formatGiB(g.freeAfter()));
        card.captionText = notes.join(QStringLiteral(" · "));
        // Wrapped, never elided: the caption holds the verdict and the free memory at its end.
        const int height = metrics.wrappedHeight(track.width(), card.captionText);
        card.caption = QRect(track.left(), top + kBarHeight + kCaptionGap, track.width(), height);
        card.names = layoutNames(g, metrics, track, card.bar);
    }
    const int captionHeight = card.caption.isValid() ? card.caption.height() : 0;
    card.row =
        QRect(kMargin, top, width, std::max(kRowHeight, kBarHeight + kCaptionGap + captionHeight + kRowGap));
    return card;
}

std::vector<FleetChartLayout::Text> FleetChart::layoutNames(const GpuReplay& g, const TextMeasure& metrics,
                                                            const QRect& track, const QRect& bar) const
{
    std::vector<FleetChartLayout::Text> names;
    const Bytes full = scaleBytes();
    const auto at = [&](Bytes bytes) { return xFor(bytes, full, track.width()); };
    int taken = track.left(); // a name beside its segment stays right of the names before it
    for (const TenantStep& s : g.steps) {
        if (s.held <= 0)
            continue; // did not start: nothing of it on the bar to name
        const QString& name = m_fleet.deployments[static_cast<std::size_t>(s.deployment)].name;
        const int start = track.left() + at(s.usedBefore);
        const int held = at(s.held);
        const int width = metrics.advance(name);
        if (width + 2 * kNamePadding <= held) {
            names.push_back(
                {QRect(start + kNamePadding, track.top(), held - 2 * kNamePadding, track.height()),
                 name,
                 {},
                 true});
            taken = start + held;
            continue;
        }
        // Too narrow for its name: beside it, right of its spike and ceiling tick and left of the next
        // tenant's segment; where there is no such room the caption still names it.
        const int left =
            std::max({start + held, start + at(s.startupPeak), start + at(s.ceiling) + 2, taken}) +
            kNamePadding + 2;
        int right = bar.right() - kNamePadding;
        for (const TenantStep& other : g.steps) {
            const int otherStart = track.left() + at(other.usedBefore);
            if (otherStart > start)
                right = std::min(right, otherStart - kNamePadding);
        }
        if (left + width <= right) {
            names.push_back({QRect(left, track.top(), width, track.height()), name, {}, false});
            taken = left + width;
        }
    }
    return names;
}

int FleetChart::layoutLegend(FleetChartLayout& layout, const TextMeasure& metrics, const QRect& area) const
{
    // Entries flow left to right and onto further lines; the explanation wraps rather than elides.
    const int textTop = (kLegendHeight - metrics.lineHeight()) / 2;
    int x = area.left();
    int y = area.top();
    int bottom = y + kLegendHeight;
    const auto place = [&](const QString& text, const QColor& swatch) {
        const int advance = metrics.advance(text);
        int room = area.right() + 1 - x - kSwatch - kSwatchGap;
        if (x > area.left() && advance > room && room < area.width() / 2) {
            x = area.left();
            y = bottom;
            bottom = y + kLegendHeight;
            room = area.width() - kSwatch - kSwatchGap;
        }
        const int width = std::min(advance, room);
        const QRect rect(x + kSwatch + kSwatchGap, y + textTop, width, metrics.wrappedHeight(width, text));
        layout.legend.push_back({rect, text, swatch, false});
        bottom = std::max(bottom, rect.bottom() + 1 + textTop);
        x = rect.right() + 1 + kEntryGap;
    };
    for (std::size_t d = 0; d < m_fleet.deployments.size(); ++d)
        place(m_fleet.deployments[d].name, tenantColor(static_cast<int>(d)));
    place(tr("other processes; solid: held once serving, hatched: startup spike, dashed: ceiling"),
          QColor(150, 150, 150));
    return bottom - area.top();
}

void FleetChart::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().base());
    const FleetChartLayout& layout = chartLayout();
    painter.scale(layout.scale, layout.scale);
    for (std::size_t i = 0; i < layout.cards.size(); ++i)
        paintCard(painter, layout, m_replay.gpus[i], layout.cards[i]);
    paintLegend(painter, layout);
}

void FleetChart::paintCard(QPainter& painter, const FleetChartLayout& layout, const GpuReplay& g,
                           const FleetChartLayout::Card& card) const
{
    const FleetGpu& gpu = m_fleet.gpus[static_cast<std::size_t>(g.gpu)];
    const QColor text = palette().color(QPalette::Text);
    painter.setPen(gpu.failed ? palette().color(QPalette::Disabled, QPalette::Text) : text);
    drawText(painter, layout,
             QRect(card.row.left(), card.row.top(), card.bar.left() - card.row.left(), kBarHeight),
             Qt::AlignVCenter | Qt::AlignLeft, cardLabel(gpu));
    const int barLeft = card.bar.left();
    const int barWidth = card.row.right() + 1 - barLeft;
    const Bytes full = scaleBytes();
    const int top = card.bar.top();
    painter.setPen(QPen(text, 1));
    painter.setBrush(palette().color(QPalette::AlternateBase));
    painter.drawRect(card.bar);
    if (gpu.failed) {
        painter.fillRect(card.bar, QColor(128, 128, 128, 120));
        painter.setPen(QPen(QColor(160, 40, 40), 2));
        painter.drawLine(card.bar.topLeft(), card.bar.bottomRight());
        painter.drawLine(card.bar.bottomLeft(), card.bar.topRight());
        const QString label = tr("failed");
        const TextMeasure metrics(layout.font, this, layout.scale);
        QRect box = QRect(0, 0, metrics.advance(label), metrics.lineHeight()).adjusted(-6, -2, 6, 2);
        box.moveCenter(card.bar.center());
        painter.fillRect(box, palette().base());
        drawText(painter, layout, box, Qt::AlignCenter, label);
        return;
    }
    painter.fillRect(QRect(barLeft, top, xFor(g.otherProcessesBytes, full, barWidth), kBarHeight),
                     QColor(150, 150, 150));
    for (const TenantStep& s : g.steps) {
        const QColor color = tenantColor(s.deployment);
        const int start = barLeft + xFor(s.usedBefore, full, barWidth);
        const int held = xFor(s.held, full, barWidth);
        const int spike = xFor(s.startupPeak, full, barWidth);
        if (spike > held) // the profiling spike above what it keeps: hatched
            painter.fillRect(QRect(start, top, spike, kBarHeight), QBrush(color, Qt::BDiagPattern));
        painter.fillRect(QRect(start, top, held, kBarHeight), color);
        const int tick = start + xFor(s.ceiling, full, barWidth);
        painter.setPen(QPen(color.darker(150), 2, Qt::DashLine));
        painter.drawLine(tick, top - 3, tick, top + kBarHeight + 3);
    }
    for (const FleetChartLayout::Text& name : card.names) {
        painter.setPen(name.inside ? QColor(Qt::white) : text);
        drawText(painter, layout, name.rect, Qt::AlignVCenter | Qt::AlignLeft, name.text);
    }
    painter.setPen(text);
    drawText(painter, layout, card.caption, Qt::AlignTop | Qt::AlignLeft | Qt::TextWordWrap,
             card.captionText);
}

void FleetChart::paintLegend(QPainter& painter, const FleetChartLayout& layout) const
{
    painter.setPen(palette().color(QPalette::Text));
    const int swatchTop = (TextMeasure(layout.font, this, layout.scale).lineHeight() - kSwatch) / 2;
    for (const FleetChartLayout::Text& entry : layout.legend) {
        painter.fillRect(
            QRect(entry.rect.left() - kSwatch - kSwatchGap, entry.rect.top() + swatchTop, kSwatch, kSwatch),
            entry.swatch);
        drawText(painter, layout, entry.rect, Qt::AlignTop | Qt::AlignLeft | Qt::TextWordWrap, entry.text);
    }
}

Result<QString> exportFleetChart(const Fleet& fleet, const FleetReplay& replay, const ExportOptions& options)
{
    FleetChart chart;
    chart.setPalette(exportPalette(options.dark));
    chart.setAutoFillBackground(true);
    chart.setFleet(fleet, replay);
    // As wide as asked; as tall as its cards need (a fleet of 16 cards is taller than a slide).
    chart.resize(options.size.width(), chart.heightForWidth(options.size.width()));
    const QString caption = FleetChart::tr("Fleet %1: %2 GPUs, %3 deployments")
                                .arg(fleet.name)
                                .arg(fleet.gpus.size())
                                .arg(fleet.deployments.size());
    return exportWidget(&chart, caption, fleet.name, options.path, options.scale);
}

} // namespace kvb::ui
