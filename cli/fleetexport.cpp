#include "cli/fleetexport.h"

#include "cli/commands.h"
#include "cli/exportcommand.h"
#include "cli/fleetcommand.h"
#include "fleet/repack.h"

#include <QCoreApplication>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::FleetExport)
};

FleetRenderer& renderer()
{
    static FleetRenderer render;
    return render;
}

} // namespace

void setFleetRenderer(FleetRenderer render)
{
    renderer() = std::move(render);
}

int runFleetExport(const QStringList& args, QTextStream& out, QTextStream& err)
{
    QStringList rest = args;
    rest.removeAll(QStringLiteral("--fleet"));
    auto parsed =
        parseFleetArguments(rest, {QStringLiteral("o"), QStringLiteral("output"), QStringLiteral("size"),
                                   QStringLiteral("scale"), QStringLiteral("theme")});
    if (!parsed) {
        err << "kvbudget export: " << parsed.error().message << "\n";
        return parsed.error().kind == ErrorKind::Io ? ExitIo : ExitInvalidInput;
    }
    const auto options = imageExportOptionsFrom(parsed->extras);
    if (!options) {
        err << "kvbudget export: " << options.error().message << "\n";
        return ExitInvalidInput;
    }
    Fleet fleet = parsed->fleet;
    FleetReplay replay = replayFleet(fleet);
    if (!replay.error.isEmpty()) {
        err << "kvbudget export: " << replay.error << "\n";
        return ExitInvalidInput;
    }
    if (parsed->repack) { // the fleet as the best proposal would start it
        SearchOptions search;
        search.forceHeuristic = parsed->heuristic;
        RepackResult repack = repackFleet(fleet, search);
        if (!repack.error.isEmpty()) {
            err << "kvbudget export: " << repack.error << "\n";
            return ExitInvalidInput;
        }
        if (!repack.proposals.empty()) {
            fleet = repack.proposals.front().fleet;
            replay = repack.proposals.front().replay;
        }
    }
    if (!renderer()) {
        err << "kvbudget export: "
            << Text::tr("this build of kvbudget has no GPUs view (built without the GUI)") << "\n";
        return ExitInvalidInput;
    }
    auto written = renderer()(fleet, replay, *options);
    if (!written) {
        err << "kvbudget export: " << written.error().message << "\n";
        return written.error().kind == ErrorKind::Io ? ExitIo : ExitInvalidInput;
    }
    out << written.value() << "\n";
    return replay.allStart ? ExitOk : ExitRefusesToStart;
}

} // namespace kvb
