#include "ui/palettes.h"

#include "ui/termcolors.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>

namespace kvb::ui {

QPalette lightPalette()
{
    QPalette p;
    const QColor text(0x1d, 0x20, 0x24);
    p.setColor(QPalette::Window, QColor(0xef, 0xf1, 0xf3));
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::AlternateBase, QColor(0xf5, 0xf6, 0xf8));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0xf6, 0xf7, 0xf8));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::ToolTipBase, QColor(0xff, 0xff, 0xe8));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x6b, 0x72, 0x7a));
    p.setColor(QPalette::Highlight, QColor(0x2f, 0x6f, 0xc4));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x1f, 0x5f, 0xb4));
    p.setColor(QPalette::Light, Qt::white);
    p.setColor(QPalette::Midlight, QColor(0xe3, 0xe5, 0xe8));
    p.setColor(QPalette::Mid, QColor(0xb8, 0xbd, 0xc3));
    p.setColor(QPalette::Dark, QColor(0x8a, 0x90, 0x97));
    p.setColor(QPalette::Shadow, QColor(0x40, 0x40, 0x40));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x9a, 0xa0, 0xa6));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x9a, 0xa0, 0xa6));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x9a, 0xa0, 0xa6));
    return p;
}

QPalette darkPalette()
{
    QPalette p;
    const QColor text(0xe6, 0xe8, 0xeb);
    p.setColor(QPalette::Window, QColor(0x23, 0x26, 0x2b));
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, QColor(0x1a, 0x1c, 0x20));
    p.setColor(QPalette::AlternateBase, QColor(0x24, 0x27, 0x2c));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x2e, 0x32, 0x38));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::ToolTipBase, QColor(0x2e, 0x32, 0x38));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0xa1, 0xa9));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7e, 0xd6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x7a, 0xb0, 0xff));
    p.setColor(QPalette::Light, QColor(0x3a, 0x3f, 0x46));
    p.setColor(QPalette::Midlight, QColor(0x32, 0x36, 0x3c));
    p.setColor(QPalette::Mid, QColor(0x4a, 0x50, 0x58));
    p.setColor(QPalette::Dark, QColor(0x15, 0x17, 0x1a));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x6c, 0x72, 0x7a));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x6c, 0x72, 0x7a));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x6c, 0x72, 0x7a));
    return p;
}

QPalette exportPalette(bool dark)
{
    if (dark)
        return darkPalette();
    QPalette p = lightPalette();
    p.setColor(QPalette::Window, Qt::white);
    return p;
}

QPalette highContrastPalette()
{
    QPalette p;
    const QColor text(Qt::black);
    const QColor paper(Qt::white);
    for (QPalette::ColorRole role : {QPalette::Window, QPalette::Base, QPalette::AlternateBase,
                                     QPalette::Button, QPalette::ToolTipBase, QPalette::Light})
        p.setColor(role, paper);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText,
                                     QPalette::ToolTipText, QPalette::Shadow})
        p.setColor(role, text);
    // Secondary text (captions, empty-chart messages) stays dark enough for 7:1 on white.
    p.setColor(QPalette::PlaceholderText, QColor(0x40, 0x40, 0x40));
    p.setColor(QPalette::Highlight, QColor(0x00, 0x3d, 0x99));
    p.setColor(QPalette::HighlightedText, paper);
    p.setColor(QPalette::Link, QColor(0x00, 0x3d, 0x99));
    p.setColor(QPalette::Midlight, QColor(0xd0, 0xd0, 0xd0));
    p.setColor(QPalette::Mid, QColor(0x60, 0x60, 0x60));
    p.setColor(QPalette::Dark, QColor(0x30, 0x30, 0x30));
    for (QPalette::ColorRole role : {QPalette::Text, QPalette::WindowText, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x59, 0x59, 0x59));
    return p;
}

QString paletteModeKey(PaletteMode mode)
{
    switch (mode) {
    case PaletteMode::System:
        return QStringLiteral("system");
    case PaletteMode::Light:
        return QStringLiteral("light");
    case PaletteMode::Dark:
        return QStringLiteral("dark");
    }
    return {};
}

PaletteMode paletteModeFromKey(const QString& key)
{
    if (key == u"light")
        return PaletteMode::Light;
    if (key == u"dark")
        return PaletteMode::Dark;
    return PaletteMode::System;
}

void applyPaletteMode(PaletteMode mode)
{
    // What the platform gave us, captured before the first change.
    static const QPalette systemPalette = QApplication::palette();
    static const QString systemStyle = QApplication::style()->name();
    if (mode == PaletteMode::System) {
        setHighContrastColors(false);
        QApplication::setStyle(QStyleFactory::create(systemStyle));
        QApplication::setPalette(systemPalette);
        return;
    }
    setHighContrastColors(false);
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QApplication::setPalette(mode == PaletteMode::Dark ? darkPalette() : lightPalette());
}

void applyHighContrast()
{
    // The system palette and style are captured by applyPaletteMode's first call (the window's start).
    setHighContrastColors(true);
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QApplication::setPalette(highContrastPalette());
}

} // namespace kvb::ui
