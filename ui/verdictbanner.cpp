#include "ui/verdictbanner.h"

#include "ui/architecturenote.h"
#include "ui/bandnote.h"

#include <QFontDatabase>
#include <QGridLayout>
#include <QGuiApplication>
#include <QLabel>
#include <QVBoxLayout>

namespace kvb::ui {

VerdictBanner::VerdictBanner(QWidget* parent)
    : QFrame(parent)
    , m_headline(new QLabel(this))
    , m_error(new QLabel(this))
    , m_architecture(new ArchitectureNote(this))
    , m_band(new BandNote(this))
    , m_linesLayout(new QGridLayout)
{
    setAutoFillBackground(true);
    setFrameShape(QFrame::NoFrame);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 8, 12, 8);
    layout->setSpacing(3);
    m_headline->setWordWrap(true);
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    m_error->setToolTip(tr("The error vLLM would raise at startup, word for word"));
    m_error->hide();
    m_linesLayout->setContentsMargins(0, 0, 0, 0);
    m_linesLayout->setHorizontalSpacing(24);
    m_linesLayout->setVerticalSpacing(1);
    layout->addWidget(m_headline);
    layout->addWidget(m_band);
    layout->addWidget(m_architecture); // why, for this family, before vLLM's own words
    layout->addWidget(m_error);
    layout->addLayout(m_linesLayout);
    setAccessibleName(tr("Verdict"));
    applyFonts();
    applyColors();
}

void VerdictBanner::applyFonts()
{
    QFont headline = font();
    headline.setPointSizeF(font().pointSizeF() * 1.2);
    headline.setBold(true);
    m_headline->setFont(headline);
    m_error->setFont(vllmFont());
    for (QLabel* line : m_lines)
        line->setFont(vllmFont());
}

QFont VerdictBanner::vllmFont() const
{
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(font().pointSizeF() * 0.92);
    return mono;
}

void VerdictBanner::setFigures(const DashboardFigures& f)
{
    m_fits = f.plan.fits();
    if (m_headline->text() != f.headline)
        m_headline->setText(f.headline);
    if (m_error->text() != f.startupError)
        m_error->setText(f.startupError);
    m_error->setVisible(!f.startupError.isEmpty());
    m_architecture->setFigures(f);
    m_band->setFigures(f);
    // What vLLM logs, one label per line: short lines side by side in two columns so the banner stays
    // short, a long one (a notice) across both. The grid is only rearranged when that shape changes.
    while (m_lines.size() < static_cast<std::size_t>(f.logLines.size())) {
        auto* label = new QLabel(this);
        label->setFont(vllmFont());
        label->setTextFormat(Qt::PlainText);
        label->setWordWrap(true); // a long line wraps rather than widening the window
        label->setToolTip(tr("What vLLM would log at startup, word for word"));
        m_lines.push_back(label);
    }
    std::vector<bool> wide;
    for (const QString& line : f.logLines)
        wide.push_back(line.size() > longLine);
    if (wide != m_wide || m_lines.size() != m_placed) {
        for (QLabel* label : m_lines)
            m_linesLayout->removeWidget(label);
        int row = 0;
        int column = 0;
        for (std::size_t i = 0; i < wide.size(); ++i) {
            if (wide[i] && column > 0) {
                ++row;
                column = 0;
            }
            m_linesLayout->addWidget(m_lines[i], row, column, 1, wide[i] ? 2 : 1);
            column = wide[i] ? 2 : column + 1;
            if (column == 2) {
                ++row;
                column = 0;
            }
        }
        m_wide = wide;
        m_placed = m_lines.size();
    }
    for (std::size_t i = 0; i < m_lines.size(); ++i) {
        const bool used = i < wide.size();
        const QString text = used ? f.logLines.at(static_cast<qsizetype>(i)) : QString();
        if (m_lines[i]->text() != text)
            m_lines[i]->setText(text);
        m_lines[i]->setVisible(used);
    }
    applyColors();
}

QString VerdictBanner::headline() const
{
    return m_headline->text();
}

QString VerdictBanner::vllmText() const
{
    QStringList lines;
    if (!m_error->isHidden())
        lines << m_error->text();
    for (const QLabel* line : m_lines)
        if (!line->isHidden())
            lines << line->text();
    return lines.join(QLatin1Char('\n'));
}

void VerdictBanner::applyColors()
{
    // Tinted rather than saturated so that the text keeps the palette's contrast in light and dark.
    if (m_applying)
        return;
    m_applying = true;
    const QPalette inherited = parentWidget() ? parentWidget()->palette() : QGuiApplication::palette();
    const bool dark = inherited.color(QPalette::Window).lightness() < 128;
    const QColor background = m_fits ? (dark ? QColor(0x1f, 0x4d, 0x2e) : QColor(0xdf, 0xf3, 0xe4))
                                     : (dark ? QColor(0x5c, 0x1f, 0x1f) : QColor(0xfb, 0xe0, 0xe0));
    const QColor accent = m_fits ? (dark ? QColor(0x9d, 0xe0, 0xae) : QColor(0x1e, 0x6b, 0x34))
                                 : (dark ? QColor(0xff, 0xb3, 0xb3) : QColor(0xa1, 0x1d, 0x1d));
    QPalette p = palette();
    p.setColor(QPalette::Window, background);
    setPalette(p);
    QPalette headline = m_headline->palette();
    headline.setColor(QPalette::WindowText, accent);
    m_headline->setPalette(headline);
    m_applying = false;
}

void VerdictBanner::changeEvent(QEvent* event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyColors();
    if (event->type() == QEvent::FontChange)
        applyFonts();
}

} // namespace kvb::ui
