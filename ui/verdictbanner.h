#pragma once

#include "report/figures.h"

#include <QFrame>

#include <vector>

class QGridLayout;
class QLabel;
class QToolButton;

namespace kvb::ui {

class ArchitectureNote;
class BandNote;

// Green when vLLM would start, red when it would refuse: the headline, then vLLM's own words - its
// startup error and KV-cache log lines exactly as vLLM prints them, never rephrased. Where the window
// is short (1280x800 with the math shown) the dashboard collapses it to the headline, wrapped;
// the details are one click (the Details button) or a hover (the tooltip) away.
class VerdictBanner final : public QFrame
{
    Q_OBJECT
public:
    explicit VerdictBanner(QWidget* parent = nullptr);

    void setFigures(const DashboardFigures& figures);

    bool fits() const { return m_fits; }
    QString headline() const;
    QString vllmText() const; // the error and the log lines, one per line
    ArchitectureNote* architectureNote() const { return m_architecture; } // KV layout, startup peak
    BandNote* bandNote() const { return m_band; } // the KV range, the calibrated marker

    // Collapsed: the headline alone (wrapped, never elided) and the Details button; `automatic` is the
    // dashboard's choice for its height, which a click on Details overrides until the next scenario size
    // change.
    void setCollapsed(bool collapsed);
    bool isCollapsed() const { return m_collapsed; }
    QToolButton* detailsButton() const { return m_toggle; }
    // The banner's height with its details shown, at `width`.
    int expandedHeight(int width) const;

Q_SIGNALS:
    void detailsToggled(bool shown);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void applyColors();
    void showHeadline();
    void updateToolTip();
    void applyFonts();
    QFont vllmFont() const;

    QLabel* m_headline = nullptr;
    QString m_headlineText;
    QToolButton* m_toggle = nullptr;
    QWidget* m_details = nullptr; // the notes, the error and the log lines
    bool m_collapsed = false;
    QLabel* m_error = nullptr; // vLLM's startup error, wrapped
    ArchitectureNote* m_architecture = nullptr;
    BandNote* m_band = nullptr;
    std::vector<QLabel*> m_lines; // vLLM's log lines, one label each
    QGridLayout* m_linesLayout = nullptr;
    std::vector<bool> m_wide; // how the lines are placed: which span both columns
    std::size_t m_placed = 0;
    static constexpr qsizetype longLine = 72;
    bool m_fits = true;
    bool m_applying = false;
};

} // namespace kvb::ui
