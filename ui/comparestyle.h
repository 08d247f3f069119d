#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

namespace kvb::ui {

// The Compare view's colours, from the Okabe-Ito set (safe for the common colour-vision
// deficiencies), and never colour alone: each scenario also has its own line style, and each delta an
// arrow and a sign.

// One colour and one line style per column: the baseline in the text colour, solid; then orange,
// blue and bluish green, dashed, dotted and dash-dotted.
QColor scenarioColor(int column, const QPalette& palette);
Qt::PenStyle scenarioPenStyle(int column);

// A delta's colour by core's FigureDelta::direction: blue when better, vermillion when worse, the
// text colour when neither; lighter shades on the dark palette.
QColor deltaColor(int direction, const QPalette& palette);
// "▲" for a rise, "▼" for a fall, nothing for no change: the sign said again, as a shape.
QString deltaArrow(double absolute);

} // namespace kvb::ui
