#pragma once

#include <QByteArray>
#include <QObject>

class QAction;
class QMenu;

namespace kvb::ui {

class MainWindow;
class PresentationView;

// Presentation mode and the window's zoom (ui/presentation.cpp).
//
// Zoom (View → Zoom in / Zoom out / Actual size, Ctrl + / Ctrl − / Ctrl 0, in or out of presentation mode)
// scales the window's font; charts take their type from it and their line widths follow it
// (chartstyle.h, strokeScale). The factor is kept in QSettings under view/zoom.
//
// Presentation mode (F5, View → Presentation mode; Esc leaves): the window full screen, the
// high-contrast palette, and PresentationView over all of it at projector size (type at least 28 pixels
// before zoom) showing one view at a time. Leaving restores the window's state and geometry and the
// palette chosen under View → Palette.
class Presentation final : public QObject
{
    Q_OBJECT
public:
    explicit Presentation(MainWindow* window);

    // Adds the actions to `view` (and to the window, so their keys work while the menu bar is covered).
    void addActions(QMenu* view);

    bool isActive() const { return m_active; }
    void setActive(bool active);
    PresentationView* view() const { return m_view; }
    QAction* presentAction() const { return m_present; }

    double zoom() const { return m_zoom; }
    void setZoom(double zoom);
    void zoomIn();
    void zoomOut();
    void resetZoom();
    // The zoom steps, as a browser's: 50 % … 300 %.
    static double nextZoom(double zoom, int direction);

Q_SIGNALS:
    void activeChanged(bool active);
    void zoomChanged(double zoom);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void enter();
    void leave();
    void applyFonts();

    MainWindow* m_window = nullptr;
    PresentationView* m_view = nullptr;
    QAction* m_present = nullptr;
    bool m_active = false;
    double m_zoom = 1.0;
    Qt::WindowStates m_previousState;
    QByteArray m_previousGeometry;
};

} // namespace kvb::ui
