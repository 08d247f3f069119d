#pragma once

#include "base/result.h"
#include "report/exportoptions.h"
#include "report/figures.h"

#include <QMap>
#include <QStringList>
#include <QTextStream>

#include <functional>

namespace kvb {

// Draws the dashboard for `kvbudget export`. The ui library provides it (app/main.cpp passes
// kvb::ui::exportDashboard), so the command line parses and reports without linking the ui.
using DashboardRenderer = std::function<Result<QString>(const DashboardFigures&, const ExportOptions&)>;

// `kvbudget export [plan flags] -o FILE.png|svg|pdf [--size WxH] [--scale N] [--chart C] [--theme T]`
int runExportCommand(const QStringList& args, QTextStream& out, QTextStream& err,
                     const DashboardRenderer& render);

QString exportUsage();

// What every image export reads: -o/--output, --size, --scale and --theme (`export` and `export --fleet`).
Result<ExportOptions> imageExportOptionsFrom(const QMap<QString, QString>& extras);

} // namespace kvb
