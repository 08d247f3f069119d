#include "ui/comparestyle.h"

namespace kvb::ui {

namespace {

bool isDark(const QPalette& palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

} // namespace

QColor scenarioColor(int column, const QPalette& palette)
{
    switch (column) {
    case 0:
        return palette.color(QPalette::Text);
    case 1:
        return QColor(0xe6, 0x9f, 0x00); // orange
    case 2:
        return isDark(palette) ? QColor(0x56, 0xb4, 0xe9) : QColor(0x00, 0x72, 0xb2); // (sky) blue
    default:
        return QColor(0x00, 0x9e, 0x73); // bluish green
    }
}

Qt::PenStyle scenarioPenStyle(int column)
{
    switch (column) {
    case 0:
        return Qt::SolidLine;
    case 1:
        return Qt::DashLine;
    case 2:
        return Qt::DotLine;
    default:
        return Qt::DashDotLine;
    }
}

QColor deltaColor(int direction, const QPalette& palette)
{
    const bool dark = isDark(palette);
    if (direction > 0)
        return dark ? QColor(0x56, 0xb4, 0xe9) : QColor(0x00, 0x5f, 0x96); // blue
    if (direction < 0)
        return dark ? QColor(0xf0, 0x8a, 0x4b) : QColor(0xb8, 0x4a, 0x00); // vermillion
    return palette.color(QPalette::Text);
}

QString deltaArrow(double absolute)
{
    if (absolute > 0)
        return QStringLiteral("▲ ");
    if (absolute < 0)
        return QStringLiteral("▼ ");
    return {};
}

} // namespace kvb::ui
