#pragma once

#include "report/memorybar.h"

#include <QColor>
#include <QString>

namespace kvb::ui {

// The one palette of the dashboard: every chart, legend and export draws a memory term in the same
// colour. Mid-saturation hues stay legible on white exports and on the dark palette alike.
QColor termColor(kvb::MemoryTerm term);
// Translated legend name: "Weights", "KV cache pool", ...
QString termName(kvb::MemoryTerm term);
// One sentence on what the term is, for tooltips.
QString termDescription(kvb::MemoryTerm term);

// Series that are not memory terms.
enum class SeriesRole
{
    WorstCase,    // vLLM's "Maximum concurrency": every request max_model_len long
    Realistic,    // requests of the typical length
    WorstCaseFp8, // the worst case with an fp8 KV cache, dashed
    Capacity,     // KV tokens against utilization
    Refused,      // vLLM refuses to start: shading, over-budget markers, savings (faded)
};

QColor seriesColor(SeriesRole role);

// Presentation mode's colours: the Okabe-Ito set (distinct for the common colour-vision deficiencies and
// saturated enough for a projector) in place of the mid-saturation hues above. Set by applyHighContrast().
void setHighContrastColors(bool on);
bool highContrastColors();

// Black or white, whichever reads better on `background`.
QColor textColorOn(const QColor& background);

} // namespace kvb::ui
