#include "base/units_format.h"

#include <QCoreApplication>

#include <cstdlib>

namespace kvb {

namespace {

// Units are translated too: Russian writes ГиБ, for one.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Units)
};

} // namespace

QLocale figureLocale()
{
    const QLocale locale;
    if (locale.language() == QLocale::C)
        return QLocale(QLocale::English, QLocale::UnitedStates);
    return locale;
}

QString formatFixed(double value, int decimals)
{
    return figureLocale().toString(value, 'f', decimals);
}

QString formatRatio(double value)
{
    return figureLocale().toString(value, 'g', QLocale::FloatingPointShortest);
}

QString formatGiB(Bytes bytes, int decimals)
{
    return Text::tr("%1 GiB").arg(formatFixed(toGiB(bytes), decimals));
}

QString formatBytes(Bytes bytes)
{
    const Bytes magnitude = std::llabs(bytes);
    auto scaled = [&](Bytes unit, const QString& pattern) {
        const double value = static_cast<double>(bytes) / static_cast<double>(unit);
        const bool whole = bytes % unit == 0;
        return pattern.arg(formatFixed(value, whole ? 0 : 2));
    };
    if (magnitude >= GiB)
        return scaled(GiB, Text::tr("%1 GiB"));
    if (magnitude >= MiB)
        return scaled(MiB, Text::tr("%1 MiB"));
    if (magnitude >= KiB)
        return scaled(KiB, Text::tr("%1 KiB"));
    return Text::tr("%1 B").arg(formatCount(bytes));
}

QString formatCount(std::int64_t value)
{
    return figureLocale().toString(static_cast<qlonglong>(value));
}

} // namespace kvb
