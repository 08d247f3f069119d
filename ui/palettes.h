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

QString paletteModeKey(PaletteMode mode); // "system", "light", "dark" (settings)
PaletteMode paletteModeFromKey(const QString& key);

// Applies the mode to the running application; System restores the palette and style it started with.
void applyPaletteMode(PaletteMode mode);

} // namespace kvb::ui
