#pragma once

#include "budget/plan.h"
#include "report/memorybar.h"

#include <QRectF>
#include <QString>

#include <vector>

class QPainter;
class QPalette;

namespace kvb::ui {

// The KV pool's uncertainty on the memory bars: a translucent span with an I-beam whisker over the end
// of each rank's KV segment, from where it would end at the band's low figure to where it would end at
// the high one. Positions come from kvb::kvBandOnBar; the widget only scales them.

// The span on one bar, in widget coordinates; empty when the plan has no band or the bar no KV pool.
QRectF kvBandSpan(const RankBar& bar, const UncertaintyBand& band, const QRectF& barRect, double scale);

// "KV uncertainty ±0.35 GiB" or, for a calibrated plan, "calibrated: ±0.01 GiB"; empty without a band.
QString kvBandLabel(const UncertaintyBand& band, bool calibrated);

// A tooltip for the span: the range in GiB and tokens, and where it comes from.
QString kvBandToolTip(const Plan& plan);

void paintKvBand(QPainter& painter, const UncertaintyBand& band, const std::vector<RankBar>& bars,
                 const std::vector<QRectF>& barRects, double scale, const QPalette& palette);

} // namespace kvb::ui
