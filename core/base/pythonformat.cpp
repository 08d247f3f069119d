#include "base/pythonformat.h"

#include <charconv>
#include <cmath>
#include <optional>

namespace kvb {

namespace {

// std::to_chars rounds the exact binary value half to even, as Python's round() and '%.2f' do;
// QString::number rounds ties away from zero (3.125 -> "3.13" where Python prints "3.12").
QString toChars(double value, std::chars_format format, std::optional<int> precision = std::nullopt)
{
    char buffer[400];
    const auto result = precision ? std::to_chars(buffer, buffer + sizeof buffer, value, format, *precision)
                                  : std::to_chars(buffer, buffer + sizeof buffer, value, format);
    return QString::fromLatin1(buffer, result.ptr - buffer);
}

} // namespace

QString pythonFixed(double value, int decimals)
{
    if (!std::isfinite(value))
        return std::isnan(value) ? QStringLiteral("nan")
               : value > 0       ? QStringLiteral("inf")
                                 : QStringLiteral("-inf");
    return toChars(value, std::chars_format::fixed, decimals);
}

QString pythonRound2(double value)
{
    QString text = pythonFixed(value, 2);
    if (text == u"-0.00")
        text = QStringLiteral("0.00");
    // "8.00" -> "8.0", "7.20" -> "7.2": Python keeps one decimal
    while (text.endsWith(QLatin1Char('0')) && text.at(text.size() - 2) != u'.')
        text.chop(1);
    return text;
}

QString pythonFloat(double value)
{
    if (!std::isfinite(value))
        return pythonFixed(value, 0);
    // repr(float): the shortest string that reads back exactly, in positional notation for
    // 1e-4 <= |x| < 1e16 and as "1e-05" / "1e+16" outside.
    const double magnitude = std::fabs(value);
    if (magnitude != 0.0 && (magnitude < 1e-4 || magnitude >= 1e16))
        return toChars(value, std::chars_format::scientific);
    QString text = toChars(value, std::chars_format::fixed);
    if (!text.contains(QLatin1Char('.')))
        text += QLatin1String(".0");
    return text;
}

QString withThousands(std::int64_t value)
{
    QString digits = QString::number(value);
    const bool negative = digits.startsWith(QLatin1Char('-')); // no -value: it overflows for INT64_MIN
    if (negative)
        digits.remove(0, 1);
    for (qsizetype i = digits.size() - 3; i > 0; i -= 3)
        digits.insert(i, QLatin1Char(','));
    return negative ? QLatin1Char('-') + digits : digits;
}

} // namespace kvb
