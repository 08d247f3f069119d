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

// `kvbudget --help`: every subcommand, in one screen.
QString usageText();

} // namespace kvb
