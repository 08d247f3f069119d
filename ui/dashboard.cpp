#include "ui/dashboard.h"

#include "ui/caption.h"
#include "ui/concurrencychart.h"
#include "ui/memorybarwidget.h"
#include "ui/savingschart.h"
#include "ui/utilizationchart.h"
#include "ui/verdictbanner.h"

#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace kvb::ui {

Dashboard::Dashboard(DashboardContent content, QWidget* parent)
    : QWidget(parent)
    , m_content(content)
    , m_caption(new QLabel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->setSpacing(8);
    const bool full = content == DashboardContent::Full;
    if (full) {
        m_banner = new VerdictBanner(this);
        layout->addWidget(m_banner);
        connect(m_banner, &VerdictBanner::detailsToggled, this,
                [this](bool shown) { m_detailsChosen = shown; });
    }
    auto* grid = new QGridLayout;
    grid->setSpacing(8);
    if (full || content == DashboardContent::MemoryBars)
        m_memoryBars = new MemoryBarWidget(this);
    if (full || content == DashboardContent::Concurrency)
        m_concurrency = new ConcurrencyChart(this);
    if (full || content == DashboardContent::Utilization)
        m_utilization = new UtilizationChart(this);
    if (full || content == DashboardContent::Savings)
        m_savings = new SavingsChart(this);
    const QList<QWidget*> charts = {m_memoryBars, m_concurrency, m_utilization, m_savings};
    int cell = 0;
    for (QWidget* chart : charts) {
        if (!chart)
            continue;
        grid->addWidget(chart, cell / 2, cell % 2);
        ++cell;
    }
    // Only the rows and columns in use stretch: one chart alone fills the export.
    for (int i = 0; i < 2; ++i) {
        grid->setRowStretch(i, i * 2 < cell ? 1 : 0);
        grid->setColumnStretch(i, i < cell ? 1 : 0);
    }
    layout->addLayout(grid, 1);

    m_caption->setWordWrap(true);
    m_caption->setTextFormat(Qt::PlainText);
    m_caption->setForegroundRole(QPalette::PlaceholderText);
    m_caption->hide();
    QFont captionFont = font();
    captionFont.setPointSizeF(font().pointSizeF() * 0.9);
    m_caption->setFont(captionFont);
    layout->addWidget(m_caption);
}

void Dashboard::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        QFont captionFont = font();
        captionFont.setPointSizeF(font().pointSizeF() * 0.9);
        m_caption->setFont(captionFont);
    }
}

void Dashboard::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitBanner();
}

void Dashboard::fitBanner()
{
    if (!m_banner)
        return;
    if (m_detailsChosen) {
        m_banner->setCollapsed(!*m_detailsChosen);
        return;
    }
    // Two rows of charts need about 270 pixels each for their titles, axes, legends and labels.
    constexpr int chartRows = 2 * 270;
    const QMargins m = layout()->contentsMargins();
    // The caption's height at the width it is given: a wrapped label's sizeHint guesses a narrower
    // width, which made the Chinese caption look three lines tall and folded the banner at 1280x800
    // where English, Vietnamese and Russian kept it open.
    const int inner = width() - m.left() - m.right();
    const int caption = m_caption->isVisible() ? m_caption->heightForWidth(inner) + layout()->spacing() : 0;
    const int left =
        height() - m.top() - m.bottom() - caption - layout()->spacing() - m_banner->expandedHeight(inner);
    m_banner->setCollapsed(left < chartRows);
}

void Dashboard::setFigures(const DashboardFigures& figures)
{
    if (m_banner)
        m_banner->setFigures(figures);
    if (m_memoryBars)
        m_memoryBars->setFigures(figures);
    if (m_concurrency)
        m_concurrency->setFigures(figures);
    if (m_utilization)
        m_utilization->setFigures(figures);
    if (m_savings)
        m_savings->setFigures(figures);
    m_caption->setText(scenarioCaption(figures));
    fitBanner();
}

void Dashboard::setCaptionVisible(bool visible)
{
    m_caption->setVisible(visible);
}

QWidget* Dashboard::contentWidget(DashboardContent content)
{
    switch (content) {
    case DashboardContent::Full:
        return this;
    case DashboardContent::MemoryBars:
        return m_memoryBars;
    case DashboardContent::Concurrency:
        return m_concurrency;
    case DashboardContent::Utilization:
        return m_utilization;
    case DashboardContent::Savings:
        return m_savings;
    }
    return nullptr;
}

} // namespace kvb::ui
