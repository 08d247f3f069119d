#include "ui/presentation.h"

#include "ui/cursorhighlight.h"
#include "ui/fleetview.h"
#include "ui/mainwindow.h"
#include "ui/mathmodel.h"
#include "ui/palettes.h"
#include "ui/presentationview.h"
#include "ui/scenariocontroller.h"
#include "ui/settings.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QMenu>
#include <QSettings>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace kvb::ui {

namespace {

constexpr double kZoomSteps[] = {0.5, 0.67, 0.75, 0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0};
const QString kZoomKey = QStringLiteral("view/zoom");
// Presentation mode's type: twice the window's, and never under this many pixels (before zoom), which
// reads from the back of a room on a 1920x1080 projector.
constexpr double kPresentationScale = 2.0;
constexpr double kPresentationMinimumPixels = 28.0;

} // namespace

Presentation::Presentation(MainWindow* window)
    : QObject(window)
    , m_window(window)
    , m_view(new PresentationView(window->mathModel(), window))
{
    m_view->hide();
    const double saved = QSettings().value(kZoomKey, 1.0).toDouble();
    m_zoom = std::clamp(saved, kZoomSteps[0], kZoomSteps[std::size(kZoomSteps) - 1]);
    window->installEventFilter(this);
    connect(m_view, &PresentationView::leaveRequested, this, [this] { setActive(false); });
    connect(m_view, &PresentationView::viewShown, this, [this](int view) {
        if (view == PresentationView::Fleet)
            m_view->setFleet(m_window->fleetView()->fleet(), m_window->fleetView()->replay());
    });
    connect(window->controller(), &ScenarioController::figuresChanged, this,
            [this](const DashboardFigures& figures) {
                if (m_active)
                    m_view->setFigures(figures);
            });
    applyFonts();
}

void Presentation::addActions(QMenu* view)
{
    m_present = view->addAction(tr("&Presentation mode"));
    m_present->setObjectName(QStringLiteral("presentationMode"));
    m_present->setCheckable(true);
    m_present->setShortcut(QKeySequence(Qt::Key_F5));
    m_present->setToolTip(tr("Full screen, large type, high contrast, one view at a time (F5; Esc leaves)"));
    m_present->setStatusTip(tr("Present to a room: full screen, projector-sized type and lines, a "
                               "high-contrast palette, one view at a time (PageDown / PageUp or 1–6), "
                               "L for a cursor highlight; Esc leaves"));
    connect(m_present, &QAction::toggled, this, &Presentation::setActive);
    QMenu* zoom = view->addMenu(tr("&Zoom"));
    QAction* in = zoom->addAction(tr("Zoom &in"), this, &Presentation::zoomIn);
    in->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence(Qt::CTRL | Qt::Key_Plus)});
    in->setStatusTip(tr("Larger type and lines everywhere (Ctrl +)"));
    QAction* out = zoom->addAction(tr("Zoom &out"), this, &Presentation::zoomOut);
    out->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Minus));
    out->setStatusTip(tr("Smaller type and lines everywhere (Ctrl −)"));
    QAction* reset = zoom->addAction(tr("&Actual size"), this, &Presentation::resetZoom);
    reset->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    reset->setStatusTip(tr("Type and lines at their normal size (Ctrl 0)"));
    for (QAction* action : {m_present, in, out, reset}) {
        action->setShortcutContext(Qt::WindowShortcut);
        m_window->addAction(action);
    }
}

void Presentation::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    if (active)
        enter();
    else
        leave();
    if (m_present && m_present->isChecked() != active)
        m_present->setChecked(active);
    Q_EMIT activeChanged(active);
}

void Presentation::enter()
{
    m_previousState = m_window->windowState();
    m_previousGeometry = m_window->saveGeometry();
    applyHighContrast();
    m_view->setFigures(m_window->controller()->figures());
    m_view->setFleet(m_window->fleetView()->fleet(), m_window->fleetView()->replay());
    applyFonts();
    m_view->setGeometry(m_window->rect());
    m_view->show();
    m_view->raise();
    m_view->setFocus(Qt::OtherFocusReason);
    m_window->showFullScreen();
}

void Presentation::leave()
{
    m_view->highlight()->setActive(false);
    m_view->hide();
    applyPaletteMode(m_window->settings()->paletteMode());
    if (m_previousState & Qt::WindowFullScreen)
        return;
    if (m_previousState & Qt::WindowMaximized) {
        m_window->showMaximized();
    } else {
        m_window->showNormal();
        m_window->restoreGeometry(m_previousGeometry);
    }
}

bool Presentation::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::Resize)
        m_view->setGeometry(m_window->rect());
    return QObject::eventFilter(watched, event);
}

double Presentation::nextZoom(double zoom, int direction)
{
    const auto begin = std::begin(kZoomSteps);
    const auto end = std::end(kZoomSteps);
    if (direction > 0) {
        const auto* next = std::upper_bound(begin, end, zoom + 1e-6);
        return next == end ? *(end - 1) : *next;
    }
    const auto* first = std::lower_bound(begin, end, zoom - 1e-6);
    return first == begin ? *begin : *(first - 1);
}

void Presentation::setZoom(double zoom)
{
    zoom = std::clamp(zoom, kZoomSteps[0], kZoomSteps[std::size(kZoomSteps) - 1]);
    if (std::abs(zoom - m_zoom) < 1e-9)
        return;
    m_zoom = zoom;
    QSettings().setValue(kZoomKey, m_zoom);
    applyFonts();
    Q_EMIT zoomChanged(m_zoom);
}

void Presentation::zoomIn()
{
    setZoom(nextZoom(m_zoom, +1));
}

void Presentation::zoomOut()
{
    setZoom(nextZoom(m_zoom, -1));
}

void Presentation::resetZoom()
{
    setZoom(1.0);
}

void Presentation::applyFonts()
{
    const QFont base = QApplication::font();
    if (std::abs(m_zoom - 1.0) < 1e-9) {
        m_window->setFont(QFont()); // inherit the application's font again
    } else {
        QFont zoomed = base;
        zoomed.setPointSizeF(base.pointSizeF() * m_zoom);
        m_window->setFont(zoomed);
    }
    const double dpi = m_view->logicalDpiY() > 0 ? m_view->logicalDpiY() : 96.0;
    QFont presented = base;
    const double points =
        std::max(base.pointSizeF() * kPresentationScale, kPresentationMinimumPixels * 72.0 / dpi);
    presented.setPointSizeF(points * m_zoom);
    m_view->setFont(presented);
}

} // namespace kvb::ui
