#pragma once

#include "base/result.h"
#include "fleet/replay.h"
#include "report/exportoptions.h"

#include <QColor>
#include <QFont>
#include <QRect>
#include <QWidget>

#include <vector>

namespace kvb::ui {

// Where FleetChart draws each part, in layout units (the application font's pixels); `scale` maps them to
// the widget's pixels. paintEvent, gpuAt and the height hints all read it, and tests check it: every
// caption's wrapped text fits its rect, bar labels do not overlap.
struct FleetChartLayout
{
    struct Text
    {
        QRect rect;
        QString text;
        QColor swatch;       // legend entries only
        bool inside = false; // a bar label drawn over its own segment (white) rather than beside it
    };
    struct Card
    {
        QRect row;     // the card's id, bar and caption
        QRect bar;     // the whole card, total memory wide
        QRect caption; // under the bar, as tall as its wrapped lines
        QString captionText;
        std::vector<Text> names; // tenant names on or beside the bar; a name with no room is left out
    };
    double scale = 1.0; // widget pixels per layout unit: the font's scale, less when the cards would not fit
    QFont font;         // the text's, measured and drawn unscaled at this size (in pixels)
    int labelWidth = 0; // the column of card ids, as wide as the widest
    std::vector<Card> cards; // one per card of the replay, in its order
    std::vector<Text> legend;
    QRect legendRect;
    int height = 0; // layout units
};

// The GPUs view of a fleet: one stacked bar per card, each tenant in its own colour with its name, what
// it holds once serving (solid), its profiling spike above that (hatched), its ceiling (a tick), memory
// other processes hold (grey) and what is left free; failed cards greyed and struck out. Every figure
// comes from the replay (core/fleet/replay.h); the widget only scales bytes to pixels. Captions and the
// legend wrap rather than elide; where the widget is shorter than the cards at its font (presentation
// mode on a small screen) the whole chart is drawn smaller, not cut.
class FleetChart : public QWidget
{
    Q_OBJECT

public:
    explicit FleetChart(QWidget* parent = nullptr);

    void setFleet(const Fleet& fleet, const FleetReplay& replay);
    QSize sizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    // The fleet's index of the card whose row holds `pos` (for the GPUs tab's context menu); -1 if none.
    int gpuAt(const QPoint& widgetPos) const;
    // The layout at the widget's current size (what paintEvent draws).
    const FleetChartLayout& chartLayout() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    class TextMeasure;
    FleetChartLayout layoutAt(int logicalWidth, double scale) const;
    FleetChartLayout::Card layoutCard(const GpuReplay& gpu, const TextMeasure& metrics, int top, int width,
                                      int labelWidth) const;
    std::vector<FleetChartLayout::Text> layoutNames(const GpuReplay& gpu, const TextMeasure& metrics,
                                                    const QRect& track, const QRect& bar) const;
    int layoutLegend(FleetChartLayout& layout, const TextMeasure& metrics, const QRect& area) const;
    void paintCard(QPainter& painter, const FleetChartLayout& layout, const GpuReplay& gpu,
                   const FleetChartLayout::Card& card) const;
    void paintLegend(QPainter& painter, const FleetChartLayout& layout) const;
    Bytes scaleBytes() const;

    Fleet m_fleet;
    FleetReplay m_replay;
    mutable FleetChartLayout m_layout;
    mutable bool m_layoutValid = false;
};

// A tenant's colour, the same on every card and in the legend.
QColor tenantColor(int deployment);

// `kvbudget export --fleet`: the chart laid out at options.size, as PNG, SVG or PDF with a caption.
Result<QString> exportFleetChart(const Fleet& fleet, const FleetReplay& replay, const ExportOptions& options);

} // namespace kvb::ui
