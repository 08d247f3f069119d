#include "ui/verdictbanner.h"

#include "ui/architecturenote.h"
#include "ui/bandnote.h"

#include <QFontDatabase>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace kvb::ui {

VerdictBanner::VerdictBanner(QWidget* parent)
    : QFrame(parent)
    , m_headline(new QLabel(this))
    , m_toggle(new QToolButton(this))
    , m_details(new QWidget(this))
    , m_error(new QLabel(m_details))
    , m_architecture(new ArchitectureNote(m_details))
    , m_band(new BandNote(m_details))
    , m_linesLayout(new QGridLayout)
{
    setAutoFillBackground(true);
    setFrameShape(QFrame::NoFrame);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 8, 12, 8);
    layout->setSpacing(3);
    // Always wrapped, collapsed or not: a long Russian verdict grows the banner by a line rather than
    // losing its figures to an ellipsis, and never widens the window.
    m_headline->setWordWrap(true);
    m_headline->setMinimumWidth(m_headline->fontMetrics().averageCharWidth() * 24);
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    m_error->setToolTip(tr("The error vLLM would raise at startup, word for word"));
    m_error->hide();
    m_linesLayout->setContentsMargins(0, 0, 0, 0);
    m_linesLayout->setHorizontalSpacing(24);
    m_linesLayout->setVerticalSpacing(1);
    m_toggle->setText(tr("&Details"));
    m_toggle->setCheckable(true);
    m_toggle->setChecked(true);
    m_toggle->setAutoRaise(true);
    m_toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toggle->setArrowType(Qt::DownArrow);
    m_toggle->setToolTip(tr("Show or hide vLLM's messages and the notes under the headline. The banner "
                            "folds to one line by itself when the window is short."));
    connect(m_toggle, &QToolButton::clicked, this, [this](bool shown) {
        setCollapsed(!shown);
        Q_EMIT detailsToggled(shown);
    });
    auto* top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(m_headline, 1);
    top->addWidget(m_toggle, 0, Qt::AlignTop);
    auto* details = new QVBoxLayout(m_details);
    details->setContentsMargins(0, 0, 0, 0);
    details->setSpacing(3);
    details->addWidget(m_band);
    details->addWidget(m_architecture); // why, for this family, before vLLM's own words
    details->addWidget(m_error);
    details->addLayout(m_linesLayout);
    layout->addLayout(top);
    layout->addWidget(m_details);
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
    m_headlineText = f.headline;
    showHeadline();
    if (m_error->text() != f.startupError)
        m_error->setText(f.startupError);
    m_error->setVisible(!f.startupError.isEmpty());
    m_architecture->setFigures(f);
    m_band->setFigures(f);
    // What vLLM logs, one label per line: short lines side by side in two columns so the banner stays
    // short, a long one (a notice) across both. The grid is only rearranged when that shape changes.
    while (m_lines.size() < static_cast<std::size_t>(f.logLines.size())) {
        auto* label = new QLabel(m_details);
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
    updateToolTip();
}

QString VerdictBanner::headline() const
{
    return m_headlineText;
}

void VerdictBanner::setCollapsed(bool collapsed)
{
    if (m_collapsed == collapsed)
        return;
    m_collapsed = collapsed;
    m_details->setVisible(!collapsed);
    m_toggle->setChecked(!collapsed);
    m_toggle->setArrowType(collapsed ? Qt::RightArrow : Qt::DownArrow);
    showHeadline();
    updateToolTip();
}

int VerdictBanner::expandedHeight(int width) const
{
    const QMargins m = layout()->contentsMargins();
    const int inner = width - m.left() - m.right();
    const int headline = m_headline->fontMetrics()
                             .boundingRect(QRect(0, 0, inner - m_toggle->sizeHint().width(), 0),
                                           Qt::TextWordWrap, m_headlineText)
                             .height();
    const int details = m_details->layout()->hasHeightForWidth() ? m_details->layout()->heightForWidth(inner)
                                                                 : m_details->sizeHint().height();
    return m.top() + m.bottom() + headline + layout()->spacing() + details;
}

void VerdictBanner::showHeadline()
{
    if (m_headline->text() != m_headlineText)
        m_headline->setText(m_headlineText);
}

void VerdictBanner::updateToolTip()
{
    QStringList lines{m_headlineText};
    for (const QString& note : {m_band->rangeText(), m_architecture->text()})
        if (!note.isEmpty())
            lines << note;
    if (const QString vllm = vllmText(); !vllm.isEmpty())
        lines << vllm;
    const QString tip = m_collapsed ? lines.join(QLatin1Char('\n')) : QString();
    if (m_headline->toolTip() != tip)
        m_headline->setToolTip(tip);
}

void VerdictBanner::resizeEvent(QResizeEvent* event)
{
    QFrame::resizeEvent(event);
    showHeadline();
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
