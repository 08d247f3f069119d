#include "io/hffields.h"

#include "base/limits.h"

#include <QCoreApplication>

#include <cmath>
#include <limits>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::HfConfig)
};

QString outOfRange(const char* name, double value, std::int64_t max)
{
    return Text::tr("field \"%1\" is %2; the allowed range is 0 to %3")
        .arg(QLatin1String(name), QString::number(value, 'g', 17))
        .arg(max);
}

} // namespace

void FieldReader::fail(const QString& message)
{
    if (error.isEmpty())
        error = origin.isEmpty() ? message : Text::tr("%1: %2").arg(origin, message);
}

std::optional<std::int64_t> FieldReader::integer(std::initializer_list<const char*> names, std::int64_t max)
{
    for (const char* name : names) {
        const QJsonValue value = config.value(QLatin1String(name));
        if (value.isUndefined() || value.isNull())
            continue;
        const double number = value.toDouble(std::nan(""));
        if (!value.isDouble() || !std::isfinite(number) || number != std::floor(number)) {
            fail(Text::tr("field \"%1\" must be an integer").arg(QLatin1String(name)));
            return std::nullopt;
        }
        // Range-checked as a double, before any narrowing: 2^31 or 2^63 never wraps.
        if (number < 0 || number > static_cast<double>(max)) {
            fail(outOfRange(name, number, max));
            return std::nullopt;
        }
        return static_cast<std::int64_t>(number);
    }
    return std::nullopt;
}

int FieldReader::value(std::initializer_list<const char*> names, int fallback)
{
    const auto read = integer(names, limits::kMaxConfigInteger);
    return read ? static_cast<int>(*read) : fallback;
}

int FieldReader::required(std::initializer_list<const char*> names)
{
    const bool present = integer(names, limits::kMaxConfigInteger).has_value();
    if (!present) {
        fail(Text::tr("required field \"%1\" is missing").arg(QLatin1String(*names.begin())));
        return 0;
    }
    return value(names, 0);
}

std::optional<double> FieldReader::number(const char* name)
{
    const QJsonValue value = config.value(QLatin1String(name));
    if (value.isUndefined() || value.isNull())
        return std::nullopt;
    if (!value.isDouble() || !std::isfinite(value.toDouble())) {
        fail(Text::tr("field \"%1\" must be a number").arg(QLatin1String(name)));
        return std::nullopt;
    }
    return value.toDouble();
}

bool FieldReader::boolean(const char* name, bool fallback)
{
    const QJsonValue value = config.value(QLatin1String(name));
    return value.isBool() ? value.toBool() : fallback;
}

} // namespace kvb
