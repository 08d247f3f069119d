#pragma once

#include "report/figures.h"

#include <QWidget>

class QLabel;

namespace kvb::ui {

// The verdict banner's line under the headline: how sure the KV figures are ("449,840 KV tokens
// (±1.2%: 444k–455k), maximum concurrency 3.40x–3.47x", from kvb::bandSummary) and, when the overhead
// terms come from the user's own log, a "Calibrated from your vLLM log" marker.
class BandNote final : public QWidget
{
    Q_OBJECT
public:
    explicit BandNote(QWidget* parent = nullptr);

    void setFigures(const DashboardFigures& figures);

    QString rangeText() const;
    bool calibratedShown() const;
    QLabel* calibratedMarker() const { return m_calibrated; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void applyColors();

    QLabel* m_range = nullptr;
    QLabel* m_calibrated = nullptr;
};

} // namespace kvb::ui
