#pragma once

#include "base/result.h"
#include "fleet/replay.h"
#include "report/exportoptions.h"

#include <QStringList>
#include <QTextStream>

#include <functional>

namespace kvb {

// Draws the GPUs view of a fleet for `kvbudget export --fleet`. The ui library provides it
// (app/main.cpp registers kvb::ui::exportFleetChart), so the command line never links the ui.
using FleetRenderer = std::function<Result<QString>(const Fleet&, const FleetReplay&, const ExportOptions&)>;
void setFleetRenderer(FleetRenderer render);

// `kvbudget export --fleet FILE|NAME [--fail GPU_ID ...] [--repack] -o FILE.png|svg|pdf [--size WxH] [--scale
// N]
// [--theme light|dark]` (--repack: the fleet as the best proposal starts it): exit codes as `kvbudget fleet`
// (0 every deployment starts, 3 some does not).
int runFleetExport(const QStringList& args, QTextStream& out, QTextStream& err);

} // namespace kvb
