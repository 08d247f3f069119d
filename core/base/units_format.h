#pragma once

#include "base/units.h"

#include <QLocale>
#include <QString>

namespace kvb {

// kvbudget's own figures are written in the user's locale ("131 072" and "0,92" in Russian); vLLM's
// verbatim lines keep Python's formatting (pythonformat.h). The C/POSIX locale (LANG=C, a bare
// container) has no digit grouping, so it reads as en_US: "131,072", "0.92".
QLocale figureLocale();

// "72.87 GiB"
QString formatGiB(Bytes bytes, int decimals = 2);
// The largest binary unit that keeps the value readable: "128 KiB", "32 MiB", "14.99 GiB", "656 B".
QString formatBytes(Bytes bytes);
// "449,840"
QString formatCount(std::int64_t value);
// A fixed number of decimals: "3.48" (concurrency, GiB without the unit).
QString formatFixed(double value, int decimals);
// A ratio as typed, shortest form that reads back: "0.92", "0.5", "1".
QString formatRatio(double value);

} // namespace kvb
