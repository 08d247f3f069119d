#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <set>

namespace kvb {

// Typed access to one object of a JSON file (a scenario's "serving", a config's section): each
// reader checks the value's type and range, the first problem becomes the section's error (naming
// the file, the key, the value and what was expected), and keys nobody read are reported as
// warnings when the section goes out of scope (keys starting with "_" are comments).
class JsonSection
{
public:
    JsonSection(const QJsonObject& object, QString where, QStringList* warnings);
    ~JsonSection();
    JsonSection(const JsonSection&) = delete;
    JsonSection& operator=(const JsonSection&) = delete;

    std::optional<double> number(const char* key, double min, double max);
    std::optional<std::int64_t> integer(const char* key, std::int64_t min, std::int64_t max);
    // A number above 0 and at most `max` (a utilization, a safety margin).
    std::optional<double> positive(const char* key, double max);
    std::optional<QString> string(const char* key);
    std::optional<bool> boolean(const char* key);
    std::optional<QStringList> strings(const char* key);
    // A nested section such as "serving"; absent is empty, anything but an object is an error.
    QJsonObject object(const char* key);
    // The raw value, marked as read.
    QJsonValue take(const char* key);

    void fail(const QString& message);
    const QString& error() const { return m_error; }

private:
    QJsonObject m_object;
    QString m_where;
    QStringList* m_warnings;
    std::set<QString> m_seen;
    QString m_error;
};

} // namespace kvb
