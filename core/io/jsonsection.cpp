#include "io/jsonsection.h"

#include "base/units_format.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>

#include <cmath>
#include <limits>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::ScenarioFile)
};

// A bound as people write it: "4,096", "1,099,511,627,776", "0.001" (never "1.04858e+06").
QString plainBound(double value)
{
    if (value == std::floor(value) && std::fabs(value) < 1e15)
        return formatCount(static_cast<std::int64_t>(value));
    return QString::number(value, 'f', QLocale::FloatingPointShortest);
}

// The value as typed: the shortest text that reads back as the same double.
QString asTyped(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

} // namespace

JsonSection::JsonSection(const QJsonObject& object, QString where, QStringList* warnings)
    : m_object(object)
    , m_where(std::move(where))
    , m_warnings(warnings)
{}

JsonSection::~JsonSection()
{
    if (!m_warnings)
        return;
    for (auto it = m_object.begin(); it != m_object.end(); ++it)
        if (!m_seen.count(it.key()) && !it.key().startsWith(QLatin1Char('_')))
            *m_warnings << Text::tr("%1: unknown key \"%2\" ignored").arg(m_where, it.key());
}

std::optional<double> JsonSection::number(const char* key, double min, double max)
{
    const QJsonValue v = take(key);
    if (v.isUndefined() || v.isNull())
        return std::nullopt;
    if (!v.isDouble() || !std::isfinite(v.toDouble())) {
        fail(Text::tr("%1: \"%2\" must be a number").arg(m_where, QLatin1String(key)));
        return std::nullopt;
    }
    const double d = v.toDouble();
    if (d < min || d > max) {
        fail(Text::tr("%1: \"%2\" must be between %3 and %4 (got %5)")
                 .arg(m_where, QLatin1String(key), plainBound(min), plainBound(max), asTyped(d)));
        return std::nullopt;
    }
    return d;
}

std::optional<double> JsonSection::positive(const char* key, double max)
{
    const auto d = number(key, -std::numeric_limits<double>::max(), std::numeric_limits<double>::max());
    if (d && (*d <= 0 || *d > max)) {
        fail(Text::tr("%1: \"%2\" must be greater than 0 and at most %3 (got %4)")
                 .arg(m_where, QLatin1String(key), plainBound(max), asTyped(*d)));
        return std::nullopt;
    }
    return d;
}

std::optional<std::int64_t> JsonSection::integer(const char* key, std::int64_t min, std::int64_t max)
{
    const auto d = number(key, static_cast<double>(min), static_cast<double>(max));
    if (!d)
        return std::nullopt;
    if (*d != std::floor(*d)) {
        fail(Text::tr("%1: \"%2\" must be a whole number (got %3)")
                 .arg(m_where, QLatin1String(key), asTyped(*d)));
        return std::nullopt;
    }
    return static_cast<std::int64_t>(*d);
}

std::optional<QString> JsonSection::string(const char* key)
{
    const QJsonValue v = take(key);
    if (v.isUndefined() || v.isNull())
        return std::nullopt;
    if (!v.isString()) {
        fail(Text::tr("%1: \"%2\" must be a string").arg(m_where, QLatin1String(key)));
        return std::nullopt;
    }
    return v.toString();
}

std::optional<bool> JsonSection::boolean(const char* key)
{
    const QJsonValue v = take(key);
    if (v.isUndefined() || v.isNull())
        return std::nullopt;
    if (!v.isBool()) {
        fail(Text::tr("%1: \"%2\" must be true or false").arg(m_where, QLatin1String(key)));
        return std::nullopt;
    }
    return v.toBool();
}

QJsonValue JsonSection::take(const char* key)
{
    m_seen.insert(QLatin1String(key));
    return m_object.value(QLatin1String(key));
}

QJsonObject JsonSection::object(const char* key)
{
    const QJsonValue v = take(key);
    if (!v.isUndefined() && !v.isNull() && !v.isObject())
        fail(Text::tr("%1: \"%2\" must be an object").arg(m_where, QLatin1String(key)));
    return v.toObject();
}

std::optional<QStringList> JsonSection::strings(const char* key)
{
    const QJsonValue v = take(key);
    if (v.isUndefined() || v.isNull())
        return std::nullopt;
    QStringList list;
    const QJsonArray array = v.toArray();
    for (const QJsonValue& item : array)
        list << item.toString();
    if (!v.isArray() || list.contains(QString())) {
        fail(Text::tr("%1: \"%2\" must be an array of strings").arg(m_where, QLatin1String(key)));
        return std::nullopt;
    }
    return list;
}

void JsonSection::fail(const QString& message)
{
    if (m_error.isEmpty())
        m_error = message;
}

} // namespace kvb
