#include "ui/bandnote.h"

#include "report/bandfigures.h"
#include "report/plantext.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>

namespace kvb::ui {

BandNote::BandNote(QWidget* parent)
    : QWidget(parent)
    , m_range(new QLabel(this))
    , m_calibrated(new QLabel(tr("✓ Calibrated from your vLLM log"), this))
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(12);
    m_range->setTextFormat(Qt::PlainText);
    m_range->setWordWrap(true);
    m_calibrated->setObjectName(QStringLiteral("calibrated_marker"));
    m_calibrated->setTextFormat(Qt::PlainText);
    m_calibrated->setMargin(2);
    m_calibrated->setAutoFillBackground(true);
    m_calibrated->setToolTip(
        tr("The weights and overhead terms were measured by vLLM on your machine (File → "
           "Calibrate from a vLLM log…); the range is the log's rounding."));
    QFont bold = m_calibrated->font();
    bold.setBold(true);
    m_calibrated->setFont(bold);
    m_calibrated->hide();
    layout->addWidget(m_range, 1);
    layout->addWidget(m_calibrated, 0, Qt::AlignRight | Qt::AlignVCenter);
    applyColors();
}

void BandNote::setFigures(const DashboardFigures& f)
{
    const QString range = bandSummary(f.plan);
    if (m_range->text() != range)
        m_range->setText(range);
    // The tooltip says where the range comes from: the era's fit, or the log's rounding.
    const QString tip = range.isEmpty() ? QString() : uncertaintyLine(f.plan);
    if (m_range->toolTip() != tip)
        m_range->setToolTip(tip);
    m_range->setVisible(!range.isEmpty());
    m_calibrated->setVisible(f.plan.calibrated);
    setVisible(!range.isEmpty() || f.plan.calibrated);
}

QString BandNote::rangeText() const
{
    return m_range->isHidden() ? QString() : m_range->text();
}

bool BandNote::calibratedShown() const
{
    return !isHidden() && !m_calibrated->isHidden();
}

void BandNote::applyColors()
{
    // A chip in the text colour on the highlight tint: legible on the green and the red banner.
    QPalette p = m_calibrated->palette();
    p.setColor(QPalette::Window, palette().color(QPalette::Highlight));
    p.setColor(QPalette::WindowText, palette().color(QPalette::HighlightedText));
    m_calibrated->setPalette(p);
}

void BandNote::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyColors();
}

} // namespace kvb::ui
