#include "ui/architecturenote.h"

namespace kvb::ui {

ArchitectureNote::ArchitectureNote(QWidget* parent)
    : QLabel(parent)
{
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setToolTip(tr("How this model's layers keep the KV cache, and what a vision model needs at startup"));
    setAccessibleName(tr("Architecture"));
    hide();
}

void ArchitectureNote::setFigures(const DashboardFigures& figures)
{
    m_layout = figures.kvLayout;
    m_startup = startupPeakNote(figures.startupPeak);
    const bool wasDeciding = m_decides;
    m_decides = figures.startupPeak.decidesVerdict;
    QStringList lines;
    if (!m_layout.isEmpty())
        lines << tr("KV layout: %1.").arg(m_layout);
    if (!m_startup.isEmpty())
        lines << m_startup;
    const QString text = lines.join(QLatin1Char('\n'));
    if (this->text() != text)
        setText(text);
    // Bold when the startup peak, not the steady state, is why vLLM refuses: it is the headline's reason.
    // Only the weight is set, so the size still follows the banner (exports scale the dashboard's font).
    if (m_decides != wasDeciding) {
        QFont weight;
        if (m_decides)
            weight.setBold(true);
        setFont(weight);
    }
    setVisible(!text.isEmpty());
}

} // namespace kvb::ui
