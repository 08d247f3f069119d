#pragma once

#include "cli/exportcommand.h"

#include <QStringList>
#include <QTextStream>

namespace kvb {

// The command line: `kvbudget SUBCOMMAND [arguments]` (arguments without the program name).
// `render` draws dashboards for `export`; an empty one means a build without the ui.
int runCommandLine(const QStringList& args, QTextStream& out, QTextStream& err,
                   const DashboardRenderer& render = {});

// `kvbudget --help`: every subcommand, in one screen.
QString usageText();

} // namespace kvb
