#pragma once

#include "base/result.h"
#include "base/units.h"
#include "load/workloadmodel.h"

#include <QByteArrayView>
#include <QString>

#include <vector>

namespace kvb {

// Bounds that keep a mistaken file (a log, a binary, a 40 GB dump) from exhausting memory.
struct TraceLimits
{
    Bytes maxBytes = 256 * MiB;
    std::int64_t maxRows = 10'000'000;
    std::int64_t maxTokens = 100'000'000; // per prompt or output
};

// A request trace in CSV: `prompt_tokens,output_tokens[,arrival_s]`, one request per line.
// - An optional header names the columns (any order; unknown columns are ignored).
// - Without a header the columns are positional: two or three values.
// - Blank lines and lines starting with # are skipped; \r\n line ends and a UTF-8 BOM are fine.
// - Either every row has arrival_s (seconds, >= 0) or none does.
// Every error names the file and line: `trace.csv line 7: output_tokens must be a positive integer
// (got "-3")`. `name` is how messages call the file.
Result<std::vector<TraceRow>> parseTrace(QByteArrayView data, const QString& name,
                                         const TraceLimits& limits = {});

// Reads and parses a trace file; a missing file is NotFound, an unreadable one Io.
Result<std::vector<TraceRow>> readTraceFile(const QString& path, const TraceLimits& limits = {});

} // namespace kvb
