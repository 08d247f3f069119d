#include "base/units_format.h"

#include "base/pythonformat.h"

#include <cstdlib>

namespace kvb {

QString formatGiB(Bytes bytes, int decimals)
{
    return QStringLiteral("%1 GiB").arg(toGiB(bytes), 0, 'f', decimals);
}

QString formatBytes(Bytes bytes)
{
    const Bytes magnitude = std::llabs(bytes);
    auto scaled = [&](Bytes unit, const char* name) {
        const double value = static_cast<double>(bytes) / static_cast<double>(unit);
        const bool whole = bytes % unit == 0;
        return QStringLiteral("%1 %2").arg(value, 0, 'f', whole ? 0 : 2).arg(QLatin1String(name));
    };
    if (magnitude >= GiB)
        return scaled(GiB, "GiB");
    if (magnitude >= MiB)
        return scaled(MiB, "MiB");
    if (magnitude >= KiB)
        return scaled(KiB, "KiB");
    return QStringLiteral("%1 B").arg(bytes);
}

QString formatCount(std::int64_t value)
{
    return withThousands(value);
}

} // namespace kvb
