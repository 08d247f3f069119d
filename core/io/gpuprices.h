#pragma once

#include "base/result.h"

#include <QString>

#include <optional>
#include <vector>

namespace kvb {

// One GPU type's hourly price: indicative on-demand list prices, each with the public list it was
// read from and the date of the figure (presets/gpu-prices.json; users point at their own copy).
struct GpuPrice
{
    QString gpuId; // a GPU preset id (kvbudget list gpus)
    double usdPerGpuHour = 0;
    QString source;
    QString date; // YYYY-MM-DD
};

struct GpuPriceList
{
    std::vector<GpuPrice> prices;
    const GpuPrice* find(const QString& gpuId) const;
    std::optional<double> usdPerGpuHour(const QString& gpuId) const;
};

// Reads a price list in the presets' format; `where` names it in errors. An entry without a positive
// price, a source or a date is an error naming the entry.
Result<GpuPriceList> parseGpuPrices(const QByteArray& json, const QString& where);
// The built-in list (presets/gpu-prices.json, embedded).
const GpuPriceList& builtinGpuPrices();
// A user's copy (kvbudget fit --prices FILE), read with readBoundedFile: a missing file or a folder
// is NotFound / InvalidInput (exit 2), an unreadable one Io (exit 4).
Result<GpuPriceList> readGpuPrices(const QString& path);

} // namespace kvb
