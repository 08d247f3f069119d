#pragma once

#include "report/reportwriters.h"

#include <QStringList>
#include <QTextStream>

namespace kvb {

// Draws a report's charts and lays out its PDF for `kvbudget report`. The ui provides it (app/main.cpp
// registers kvb::ui::reportRenderer()), so the command line never links the ui.
void setReportRenderer(ReportRenderer renderer);

// `kvbudget report [plan flags | --compare A B ... | --fleet F] -o FILE.pdf|html|md [--page a4|letter]`:
// exit 0 when everything in it starts, 3 when something refuses, 2 invalid input, 4 a file error.
int runReportCommand(const QStringList& args, QTextStream& out, QTextStream& err);

QString reportUsage();

} // namespace kvb
