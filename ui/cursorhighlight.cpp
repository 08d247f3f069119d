#include "ui/cursorhighlight.h"

#include "ui/chartstyle.h"

#include <QApplication>
#include <QCursor>
#include <QMouseEvent>
#include <QPainter>

namespace kvb::ui {

CursorHighlight::CursorHighlight(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("cursor_highlight"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    parent->installEventFilter(this); // to cover it when it is resized
    hide();
}

int CursorHighlight::radius() const
{
    return static_cast<int>(scaledStroke(28, font()));
}

void CursorHighlight::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    if (active) {
        qApp->installEventFilter(this);
        setGeometry(parentWidget()->rect());
        m_center = mapFromGlobal(QCursor::pos());
        show();
        raise();
    } else {
        qApp->removeEventFilter(this);
        hide();
    }
    Q_EMIT activeChanged(active);
}

bool CursorHighlight::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        setGeometry(parentWidget()->rect());
    else if (m_active && event->type() == QEvent::MouseMove && watched->isWidgetType())
        follow(static_cast<QMouseEvent*>(event)->globalPosition().toPoint());
    return QWidget::eventFilter(watched, event);
}

void CursorHighlight::follow(const QPoint& globalPos)
{
    const QPoint center = mapFromGlobal(globalPos);
    if (center == m_center)
        return;
    const int r = radius() + 4;
    update(QRect(m_center, m_center).adjusted(-r, -r, r, r));
    m_center = center;
    update(QRect(m_center, m_center).adjusted(-r, -r, r, r));
}

void CursorHighlight::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    // Yellow reads on white and on the charts' colours alike; the dark ring finds it on yellow.
    QColor fill(0xff, 0xd7, 0x00);
    fill.setAlphaF(0.40f);
    QColor ring(0x20, 0x20, 0x20);
    ring.setAlphaF(0.7f);
    painter.setBrush(fill);
    painter.setPen(QPen(ring, scaledStroke(1.5, font())));
    painter.drawEllipse(QPointF(m_center), radius(), radius());
}

} // namespace kvb::ui
