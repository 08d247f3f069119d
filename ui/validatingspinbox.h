#pragma once

#include "vllm/flagtable.h"

#include <QDoubleSpinBox>

namespace kvb::ui {

// A number box that never changes what was typed: it takes any number (200000 stays 200000, 0.925
// stays 0.925), hands it on, and shows a value the engine would refuse in red with the accepted range
// in its tooltip, so the plan and every chart say why rather than planning on a truncated value. The
// accepted range is the one the command line checks (kvb::flagAcceptedRange); the arrows and Page
// keys step within it. Integer by default; setPrecision() for fractions.
class ValidatingSpinBox final : public QDoubleSpinBox
{
    Q_OBJECT
public:
    explicit ValidatingSpinBox(QWidget* parent = nullptr);

    // Digits accepted after the point, and the fewest shown ("0.9" shows as "0.90" with 2).
    void setPrecision(int accepted, int shown);
    void setAcceptedRange(const FlagRange& range);
    const FlagRange& acceptedRange() const { return m_range; }
    bool isAcceptable() const { return m_range.contains(value()); }

    // What the box is for; the tooltip adds the accepted range (and, when out of it, says so).
    void setDescription(const QString& description);
    // "from 1 to 131,072", "greater than 0 and at most 1".
    static QString rangeText(const FlagRange& range, int decimals);

    // As QDoubleSpinBox's, and the colour and tooltip follow even while the box's signals are
    // blocked (the panel blocks them while it shows a new plan).
    void setValue(double value);

    void stepBy(int steps) override;
    QString textFromValue(double value) const override;

private:
    void refresh();

    FlagRange m_range;
    QString m_description;
    int m_shownDecimals = 0;
    bool m_red = false;
};

} // namespace kvb::ui
