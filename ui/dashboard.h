#pragma once

#include "report/exportoptions.h"
#include "report/figures.h"

#include <QWidget>

#include <optional>

class QLabel;

namespace kvb::ui {

class ConcurrencyChart;
class MemoryBarWidget;
class SavingsChart;
class UtilizationChart;
class VerdictBanner;

// The verdict banner over a 2x2 grid of charts (memory bars, concurrency, utilization, savings), and
// a caption naming the scenario that exports switch on. The window and every export draw this one
// widget, so what a review sees is what the screen showed.
class Dashboard final : public QWidget
{
    Q_OBJECT
public:
    explicit Dashboard(DashboardContent content = DashboardContent::Full, QWidget* parent = nullptr);

    void setFigures(const DashboardFigures& figures);
    void setCaptionVisible(bool visible);

    DashboardContent content() const { return m_content; }
    VerdictBanner* banner() const { return m_banner; }
    MemoryBarWidget* memoryBars() const { return m_memoryBars; }
    ConcurrencyChart* concurrencyChart() const { return m_concurrency; }
    UtilizationChart* utilizationChart() const { return m_utilization; }
    SavingsChart* savingsChart() const { return m_savings; }
    // The widget of one chart, or the whole dashboard for Full.
    QWidget* contentWidget(DashboardContent content);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // The banner folds to one line where its details would leave the charts less than they need.
    void fitBanner();

    DashboardContent m_content;
    std::optional<bool> m_detailsChosen; // the user's click on Details wins over fitBanner
    VerdictBanner* m_banner = nullptr;
    MemoryBarWidget* m_memoryBars = nullptr;
    ConcurrencyChart* m_concurrency = nullptr;
    UtilizationChart* m_utilization = nullptr;
    SavingsChart* m_savings = nullptr;
    QLabel* m_caption = nullptr;
};

} // namespace kvb::ui
