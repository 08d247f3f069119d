#pragma once

#include "base/units.h"

#include <QString>

namespace kvb {

// "72.87 GiB"
QString formatGiB(Bytes bytes, int decimals = 2);
// The largest binary unit that keeps the value readable: "128 KiB", "32 MiB", "14.99 GiB", "656 B".
QString formatBytes(Bytes bytes);
// "449,840"
QString formatCount(std::int64_t value);

} // namespace kvb
