#pragma once

#include <QPointer>
#include <QWidget>

namespace kvb::ui {

// A presenter's pointer without a laser: a large translucent circle that follows the mouse over its
// parent, drawn on a transparent overlay that lets every click and move through
// (WA_TransparentForMouseEvents). While active it watches the application's mouse moves, because the
// widget under the cursor, not the overlay, receives them.
class CursorHighlight final : public QWidget
{
    Q_OBJECT
public:
    explicit CursorHighlight(QWidget* parent);

    void setActive(bool active);
    bool isActive() const { return m_active; }
    // The circle's centre in the overlay's (its parent's) coordinates.
    QPoint center() const { return m_center; }
    int radius() const;

Q_SIGNALS:
    void activeChanged(bool active);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void follow(const QPoint& globalPos);

    bool m_active = false;
    QPoint m_center;
};

} // namespace kvb::ui
