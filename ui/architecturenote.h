#pragma once

#include "report/figures.h"

#include <QLabel>

namespace kvb::ui {

// The verdict banner's line about the model's family: how its layers keep the KV cache
// (kvb::kvLayoutSummary: "52 sliding-window layers hold at most 1,024 tokens; ...") and, for a vision
// model, its startup peak, saying so when that peak is what makes vLLM refuse. Hidden for a plain
// full-attention text model.
class ArchitectureNote final : public QLabel
{
    Q_OBJECT
public:
    explicit ArchitectureNote(QWidget* parent = nullptr);

    void setFigures(const DashboardFigures& figures);

    QString layoutText() const { return m_layout; }       // the KV layout, as the core words it
    QString startupPeakText() const { return m_startup; } // kvb::startupPeakNote
    bool startupPeakDecides() const { return m_decides; }

private:
    QString m_layout;
    QString m_startup;
    bool m_decides = false;
};

} // namespace kvb::ui
