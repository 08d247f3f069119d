#pragma once

#include "base/result.h"
#include "fleet/fleet.h"

#include <QMap>
#include <QStringList>
#include <QTextStream>

namespace kvb {

// `kvbudget fleet FILE|NAME [--fail GPU_ID ...] [--repack] [--format text|json|markdown]`: the startup
// replayed per card, then (--repack) the proposals. Exit 0 when every deployment starts (with --repack:
// in the best proposal), 3 when some does not, 2 for invalid input, 4 for a file error.
int runFleetCommand(const QStringList& args, QTextStream& out, QTextStream& err);

QString fleetUsage();

// FILE or a built-in fleet, with the cards named after --fail (repeated, comma-separated or one after
// another) marked as failed: what `fleet` and `export --fleet` start from.
struct FleetArguments
{
    Fleet fleet;
    bool repack = false;
    bool heuristic = false;
    QString format = QStringLiteral("text");
    QStringList warnings;
    QMap<QString, QString> extras; // the caller's own flags (export's -o, --size, ...)
};
Result<FleetArguments> parseFleetArguments(const QStringList& args, const QStringList& extraValueFlags = {});

} // namespace kvb
