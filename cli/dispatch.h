#pragma once

#include "cli/exportcommand.h"

#include <QStringList>
#include <QTextStream>

namespace kvb {

// The command line: `kvbudget SUBCOMMAND [arguments]` (arguments without the program name).
// `--lang L` anywhere before a "--" sets the language (cli/languageflag.h), the system's otherwise.
// `render` draws dashboards for `export`; an empty one means a build without the ui.
int runCommandLine(QStringList args, QTextStream& out, QTextStream& err,
                   const DashboardRenderer& render = {});

// One rule for numbers, for the window and the command line alike: kvbudget's own figures in the
// locale of the chosen language (base/language.h sets it; the C/POSIX locale is read as en_US),
// vLLM's verbatim lines as vLLM prints them. Makes kvb::figureLocale() the default QLocale, so spin
// boxes and charts follow it too.
void useFigureLocale();

// Called once the command has printed everything: flushes `out` (standard output in the executable)
// and the C stream under it, and when a write failed (a full disk, /dev/full, a closed file) prints one
// "Cannot write FILE: REASON" on `err` and turns a success (0, or 3 with the plan printed) into exit
// code 4; the README promises that no answer is silently lost. Returns the exit code to use.
int finishStandardOutput(QTextStream& out, QTextStream& err, int code);

// `kvbudget --help`: every subcommand, in one screen.
QString usageText();

} // namespace kvb
