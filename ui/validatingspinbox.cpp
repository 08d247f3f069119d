#include "ui/validatingspinbox.h"

#include "base/units_format.h"

#include <QLineEdit>

#include <algorithm>
#include <cmath>

namespace kvb::ui {

namespace {

// Wide enough for anything a person types (16 digits); what is accepted is m_range.
constexpr double typedLimit = 1e15;

} // namespace

ValidatingSpinBox::ValidatingSpinBox(QWidget* parent)
    : QDoubleSpinBox(parent)
{
    setDecimals(0);
    setRange(-typedLimit, typedLimit);
    setKeyboardTracking(false); // plan on Enter, arrows and focus-out, not on every digit
    setAccelerated(true);
    setGroupSeparatorShown(true);
    setCorrectionMode(QAbstractSpinBox::CorrectToPreviousValue);
    connect(this, &QDoubleSpinBox::valueChanged, this, &ValidatingSpinBox::refresh);
    refresh();
}

void ValidatingSpinBox::setPrecision(int accepted, int shown)
{
    m_shownDecimals = std::min(shown, accepted);
    setDecimals(accepted);
    refresh();
}

void ValidatingSpinBox::setAcceptedRange(const FlagRange& range)
{
    if (range.min == m_range.min && range.max == m_range.max && range.minOpen == m_range.minOpen &&
        range.maxOpen == m_range.maxOpen && range.enforced == m_range.enforced)
        return;
    m_range = range;
    refresh();
}

void ValidatingSpinBox::setDescription(const QString& description)
{
    m_description = description;
    refresh();
}

QString ValidatingSpinBox::rangeText(const FlagRange& range, int decimals)
{
    const QLocale locale = figureLocale();
    auto number = [&](double v) { return locale.toString(v, 'f', decimals); };
    if (!range.enforced || (range.min <= -1e299 && range.max >= 1e299))
        return tr("any number");
    if (range.max >= 1e299)
        return range.minOpen ? tr("greater than %1").arg(number(range.min))
                             : tr("at least %1").arg(number(range.min));
    const QString low =
        range.minOpen ? tr("greater than %1").arg(number(range.min)) : tr("from %1").arg(number(range.min));
    const QString high =
        range.maxOpen ? tr("below %1").arg(number(range.max)) : tr("at most %1").arg(number(range.max));
    if (!range.minOpen && !range.maxOpen)
        return tr("from %1 to %2").arg(number(range.min), number(range.max));
    return tr("%1 and %2").arg(low, high);
}

void ValidatingSpinBox::setValue(double value)
{
    QDoubleSpinBox::setValue(value);
    refresh();
}

void ValidatingSpinBox::stepBy(int steps)
{
    const double step = singleStep();
    double low = m_range.enforced ? m_range.min : -typedLimit;
    double high = m_range.enforced ? std::min(m_range.max, typedLimit) : typedLimit;
    if (m_range.enforced && m_range.minOpen)
        low += step;
    if (m_range.enforced && m_range.maxOpen)
        high -= step;
    low = std::max(low, -typedLimit);
    const double next = std::clamp(value() + steps * step, low, std::max(low, high));
    setValue(next);
    selectAll();
}

QString ValidatingSpinBox::textFromValue(double value) const
{
    // As many decimals as the value has, but at least the shown ones: 0.925 stays 0.925, 0.9 reads 0.90.
    QString text = QDoubleSpinBox::textFromValue(value);
    const QString point = locale().decimalPoint();
    const qsizetype dot = text.indexOf(point);
    if (dot < 0)
        return text;
    qsizetype keep = text.size();
    while (keep > dot + point.size() + m_shownDecimals && text.at(keep - 1) == u'0')
        --keep;
    if (keep == dot + point.size())
        keep = dot; // no decimals left: no point either
    text.truncate(keep);
    return text;
}

void ValidatingSpinBox::refresh()
{
    const bool red = !isAcceptable();
    const QString range =
        tr("Accepted: %1.").arg(rangeText(m_range, decimals() > 0 ? std::min(decimals(), 2) : 0));
    const QString tip =
        red ? tr("%1 is out of range. %2\n\n%3").arg(textFromValue(value()), range, m_description)
            : m_description + QStringLiteral("\n\n") + range;
    if (toolTip() != tip)
        setToolTip(tip);
    if (red == m_red)
        return;
    m_red = red;
    // Only the two roles: everything else keeps following the window's palette (light or dark).
    QPalette p;
    if (red) {
        p.setColor(QPalette::Text, QColor(0xa1, 0x1d, 0x1d));
        p.setColor(QPalette::Base, QColor(0xfb, 0xe0, 0xe0));
    }
    setPalette(p);
    setAccessibleDescription(red ? tr("Out of range") : QString());
}

} // namespace kvb::ui
