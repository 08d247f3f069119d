#pragma once

#include "cli/exportcommand.h"

#include <QStringList>
#include <QTextStream>

namespace kvb {

// The command line: `kvbudget SUBCOMMAND [arguments]` (arguments without the program name).
// `render` draws dashboards for `export`; an empty one means a build without the ui.
int runCommandLine(const QStringList& args, QTextStream& out, QTextStream& err,
                   const DashboardRenderer& render = {});

// One rule for numbers, for the window and the command line alike: kvbudget's own figures in the
// user's locale (the C/POSIX locale read as en_US), vLLM's verbatim lines as vLLM prints them.
// Makes kvb::figureLocale() the default QLocale, so spin boxes and charts follow it too.
void useFigureLocale();

// `kvbudget --help`: every subcommand, in one screen.
QString usageText();

} // namespace kvb
