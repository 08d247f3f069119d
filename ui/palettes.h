#pragma once

#include <QPalette>

namespace kvb::ui {

enum class PaletteMode
{
    System,
    Light,
    Dark,
};

// Light and dark palettes for the Fusion style. Exports use the light one with a pure white
// background (conventions: exports are white), or the dark one when asked for.
QPalette lightPalette();
QPalette darkPalette();
QPalette exportPalette(bool dark);
// Presentation mode's palette for a projector: black text on white (21:1, WCAG AAA asks for 7:1), strong
// frames and a dark blue selection, so nothing depends on a faint grey a projector washes out.
QPalette highContrastPalette();

QString paletteModeKey(PaletteMode mode); // "system", "light", "dark" (settings)
PaletteMode paletteModeFromKey(const QString& key);

// Applies the mode to the running application; System restores the palette and style it started with.
void applyPaletteMode(PaletteMode mode);
// Presentation mode: the high-contrast palette with the Fusion style and the high-contrast series colours
// (termcolors.h); applyPaletteMode() undoes it.
void applyHighContrast();

} // namespace kvb::ui
