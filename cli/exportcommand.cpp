#include "cli/exportcommand.h"

#include "cli/cliargs.h"
#include "cli/commands.h"
#include "cli/fleetexport.h"
#include "io/presets.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cmath>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Export)
};

// The dashboard's own choices (which chart, the PDF page) on top of what every image export takes.
Result<ExportOptions> exportOptionsFrom(const QMap<QString, QString>& extras)
{
    auto image = imageExportOptionsFrom(extras);
    if (!image)
        return image;
    ExportOptions options = *image;
    const QString chart = extras.value(QStringLiteral("chart"), QStringLiteral("dashboard"));
    const std::pair<const char*, DashboardContent> charts[] = {{"dashboard", DashboardContent::Full},
                                                               {"memory", DashboardContent::MemoryBars},
                                                               {"concurrency", DashboardContent::Concurrency},
                                                               {"utilization", DashboardContent::Utilization},
                                                               {"savings", DashboardContent::Savings}};
    bool known = false;
    for (const auto& [name, content] : charts) {
        if (chart == QLatin1String(name)) {
            options.content = content;
            known = true;
        }
    }
    if (!known)
        return invalidInput(Text::tr("--chart takes dashboard, memory, concurrency, utilization or savings"));
    if (extras.contains(QStringLiteral("page"))) {
        const auto page = parseExportPage(extras.value(QStringLiteral("page")));
        if (!page)
            return invalidInput(
                Text::tr("--page %1: expected a4, letter or fit").arg(extras.value(QStringLiteral("page"))));
        options.page = *page;
    }
    return options;
}

} // namespace

Result<ExportOptions> imageExportOptionsFrom(const QMap<QString, QString>& extras)
{
    ExportOptions options;
    options.path = extras.value(QStringLiteral("o"), extras.value(QStringLiteral("output")));
    if (options.path.isEmpty())
        return invalidInput(Text::tr("say where to write the image: -o FILE.png|svg|pdf"));
    // "-o shots/" names a folder: appending an extension would write a hidden "shots/.png".
    if (QFileInfo(options.path).fileName().isEmpty())
        return invalidInput(
            Text::tr("-o %1 is a folder; give a file name: -o FILE.png|svg|pdf").arg(options.path));
    if (extras.contains(QStringLiteral("size"))) {
        const auto size = parseExportSize(extras.value(QStringLiteral("size")));
        if (!size)
            return invalidInput(
                Text::tr("--size %1: expected WIDTHxHEIGHT, each from %2 to %3, e.g. 1920x1080")
                    .arg(extras.value(QStringLiteral("size")))
                    .arg(kMinExportEdge)
                    .arg(kMaxExportEdge));
        options.size = *size;
    }
    if (extras.contains(QStringLiteral("scale"))) {
        bool ok = false;
        options.scale = extras.value(QStringLiteral("scale")).toDouble(&ok);
        if (!ok || !std::isfinite(options.scale) || options.scale < kMinExportScale ||
            options.scale > kMaxExportScale)
            return invalidInput(Text::tr("--scale %1: expected %2 to %3")
                                    .arg(extras.value(QStringLiteral("scale")))
                                    .arg(kMinExportScale)
                                    .arg(kMaxExportScale));
    }
    const QString theme = extras.value(QStringLiteral("theme"), QStringLiteral("light"));
    if (theme != u"light" && theme != u"dark")
        return invalidInput(Text::tr("--theme takes light or dark"));
    options.dark = theme == u"dark";
    return options;
}

QString exportUsage()
{
    return Text::tr("Usage: kvbudget export [plan flags] -o FILE.png|svg|pdf [--size WxH] [--scale N]\n"
                    "                       [--chart dashboard|memory|concurrency|utilization|savings] "
                    "[--theme light|dark]\n"
                    "                       [--page a4|letter|fit]\n\n"
                    "Renders the dashboard without a display. --size is the logical size (default "
                    "1920x1080): a PNG\n"
                    "has exactly that many pixels times --scale (default 1); SVG takes it as its size. A "
                    "PDF's page is\n"
                    "that size with --page fit (default), or landscape A4 or Letter paper with the "
                    "dashboard scaled onto it.\n\n") +
           planFlagsHelp();
}

int runExportCommand(const QStringList& args, QTextStream& out, QTextStream& err,
                     const DashboardRenderer& render)
{
    if (args.contains(QStringLiteral("--fleet"))) // the GPUs view of a fleet, not one plan's dashboard
        return runFleetExport(args, out, err);
    const qsizetype separator = args.indexOf(QStringLiteral("--"));
    const QStringList own = separator < 0 ? args : args.mid(0, separator);
    if (own.contains(QStringLiteral("--help")) || own.contains(QStringLiteral("-h"))) {
        out << exportUsage();
        return ExitOk;
    }
    auto parsed = parsePlanArguments(args, PresetCatalog::builtin(),
                                     {QStringLiteral("o"), QStringLiteral("output"), QStringLiteral("size"),
                                      QStringLiteral("scale"), QStringLiteral("chart"),
                                      QStringLiteral("theme"), QStringLiteral("page")});
    if (!parsed) {
        err << "kvbudget export: " << parsed.error().message << "\n";
        return parsed.error().kind == ErrorKind::Io ? ExitIo : ExitInvalidInput;
    }
    const auto options = exportOptionsFrom(parsed->extras);
    if (!options) {
        err << "kvbudget export: " << options.error().message << "\n";
        return ExitInvalidInput;
    }
    const DashboardFigures figures = computeDashboardFigures(parsed->scenario);
    if (figures.plan.verdict == Verdict::InvalidInput) {
        err << "kvbudget export: " << figures.plan.inputError << "\n";
        return ExitInvalidInput;
    }
    if (!render) {
        err << "kvbudget export: "
            << Text::tr("this build of kvbudget has no dashboard (built without the GUI)") << "\n";
        return ExitInvalidInput;
    }
    auto written = render(figures, *options);
    if (!written) {
        err << "kvbudget export: " << written.error().message << "\n";
        return written.error().kind == ErrorKind::Io ? ExitIo : ExitInvalidInput;
    }
    out << written.value() << "\n";
    for (const QString& note : parsed->notes)
        err << "note: " << note << "\n";
    return figures.plan.fits() ? ExitOk : ExitRefusesToStart;
}

} // namespace kvb
