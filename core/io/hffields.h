#pragma once

#include "base/limits.h"

#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <initializer_list>
#include <optional>

namespace kvb {

// Typed reads of config.json fields, trying aliases in order. A present value of the wrong type or
// out of range is an error, not a silent default: the first one is kept in `error`, naming the
// origin and the field.
struct FieldReader
{
    const QJsonObject& config;
    QString origin; // "config.json", a preset id; empty: messages name the field only
    QString error;

    // A non-negative integer up to `max` (a context length: kMaxConfigLength); a value of the wrong
    // type or out of range is an error naming the field, the value and the range.
    std::optional<std::int64_t> integer(std::initializer_list<const char*> names,
                                        std::int64_t max = limits::kMaxConfigLength);
    // An integer up to kMaxConfigInteger; `fallback` when absent. A value of the wrong type is an error.
    int value(std::initializer_list<const char*> names, int fallback);
    // Like value(), but an absent field is an error ("required field ... is missing").
    int required(std::initializer_list<const char*> names);
    std::optional<double> number(const char* name);
    bool boolean(const char* name, bool fallback);

    void fail(const QString& message);
};

} // namespace kvb
