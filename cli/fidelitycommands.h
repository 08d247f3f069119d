#pragma once

#include <QStringList>
#include <QTextStream>

namespace kvb {

// `kvbudget validate [FILE] [--format text|json]`: every case of a startup-log file in the shared
// schema (default: the bundled public logs) against the engine's prediction.
int runValidateCommand(const QStringList& args, QTextStream& out, QTextStream& err);

// `kvbudget calibrate --log FILE [plan flags] [--format text|json]`: predicted against logged, then
// the scenario re-based on the log's measured terms (printed as a scenario file with --save FILE).
int runCalibrateCommand(const QStringList& args, QTextStream& out, QTextStream& err);

} // namespace kvb
