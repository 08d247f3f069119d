#pragma once

#include "report/architectureview.h"
#include "report/memorybar.h"

#include <QRectF>
#include <QString>

#include <vector>

class QFont;
class QPainter;
class QPalette;

namespace kvb::ui {

// A vision model's startup peak on the memory bars: an outlined, hatched span from where the charged
// memory would end in steady serving (text-only activation) to where it ends while vLLM profiles the
// encoder on the largest images, labelled "startup peak 31.20 GiB". Red when the peak is what makes
// vLLM refuse. Positions come from kvb::startupPeak; the widget only scales them.

// The span of one rank's bar, in widget coordinates; empty when the rank has no marker.
QRectF startupPeakSpan(const StartupPeak& peak, int rank, const QRectF& barRect, double scale);

// "startup peak 31.20 GiB (steady 17.86 GiB)"
QString startupPeakLabel(const StartupPeak& peak);
// The span's tooltip (rich text): the label, then kvb::startupPeakNote.
QString startupPeakToolTip(const StartupPeak& peak);

// Draws the spans over `barRects` (one per bar of `bars`); the widget places the label
// (startupPeakLabel) with its other labels.
void paintStartupPeak(QPainter& painter, const StartupPeak& peak, const std::vector<RankBar>& bars,
                      const std::vector<QRectF>& barRects, double scale, const QPalette& palette);

} // namespace kvb::ui
