// The report of a fleet: the GPUs view, each deployment's outcome, the startup card by card, and
// each deployment's log lines, launch command and assumptions.
#include "report/reportdocument.h"

#include "base/units_format.h"
#include "report/plantext.h"
#include "vllm/flagstate.h"
#include "vllm/launchcommand.h"
#include "vllm/messages.h"

#include <QCoreApplication>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Report)
};

ReportTable deploymentTable(const Fleet& fleet, const FleetReplay& replay)
{
    ReportTable t;
    t.header << Text::tr("Deployment") << Text::tr("Model") << Text::tr("GPUs") << Text::tr("Outcome")
             << Text::tr("KV tokens") << Text::tr("Max concurrency") << Text::tr("Held per GPU");
    t.numeric = {false, false, false, false, true, true, true};
    for (std::size_t i = 0; i < fleet.deployments.size(); ++i) {
        const Deployment& dep = fleet.deployments[i];
        const DeploymentOutcome& o = replay.deployments[i];
        const QString model =
            dep.scenario.model.displayName.isEmpty() ? dep.scenario.model.id : dep.scenario.model.displayName;
        const bool starts = o.outcome == StartOutcome::Starts;
        t.rows.push_back({dep.name, model, dep.gpuIds.isEmpty() ? Text::tr("none") : dep.gpuIds.join(u','),
                          outcomeText(o.outcome), starts ? formatCount(o.kvTokens) : QStringLiteral("—"),
                          starts ? formatFixed(o.maxConcurrency, 2) + QLatin1Char('x') : QStringLiteral("—"),
                          starts ? formatGiB(o.heldBytes) : QStringLiteral("—")});
    }
    return t;
}

ReportTable startupTable(const Fleet& fleet, const FleetReplay& replay)
{
    ReportTable t;
    t.header << Text::tr("GPU") << Text::tr("Deployment") << Text::tr("Free at start") << Text::tr("Ceiling")
             << Text::tr("Startup peak") << Text::tr("Held") << Text::tr("Outcome");
    t.numeric = {false, false, true, true, true, true, false};
    for (const GpuReplay& g : replay.gpus) {
        const FleetGpu& gpu = fleet.gpus[static_cast<std::size_t>(g.gpu)];
        const QString card = gpu.failed ? Text::tr("%1 (failed)").arg(gpu.id) : gpu.id;
        if (g.steps.empty())
            t.rows.push_back({card, Text::tr("none"), QStringLiteral("—"), QStringLiteral("—"),
                              QStringLiteral("—"), QStringLiteral("—"), QString()});
        for (const TenantStep& s : g.steps)
            t.rows.push_back({card, fleet.deployments[static_cast<std::size_t>(s.deployment)].name,
                              formatGiB(s.freeAtStart), formatGiB(s.ceiling), formatGiB(s.startupPeak),
                              formatGiB(s.held), outcomeText(s.outcome)});
    }
    return t;
}

QString fleetSummary(const Fleet& fleet, const FleetReplay& replay)
{
    int failed = 0;
    for (const FleetGpu& gpu : fleet.gpus)
        failed += gpu.failed ? 1 : 0;
    int starting = 0;
    QStringList problems;
    for (std::size_t i = 0; i < fleet.deployments.size(); ++i) {
        const DeploymentOutcome& o = replay.deployments[i];
        if (o.outcome == StartOutcome::Starts)
            ++starting;
        else
            problems << Text::tr("%1 %2").arg(fleet.deployments[i].name, outcomeText(o.outcome));
    }
    const QString question = Text::tr("Do the %1 deployments of %2 start on its %3 GPUs (%4 failed), and "
                                      "what does each hold?")
                                 .arg(fleet.deployments.size())
                                 .arg(fleet.name)
                                 .arg(fleet.gpus.size())
                                 .arg(failed);
    const QString verdict = replay.allStart ? Text::tr("Verdict: every deployment starts.")
                                            : Text::tr("Verdict: %1 of %2 start; %3.")
                                                  .arg(starting)
                                                  .arg(fleet.deployments.size())
                                                  .arg(problems.join(QStringLiteral(", ")));
    return question + QLatin1Char(' ') + verdict;
}

void appendDeploymentDetails(ReportDocument& d, const Fleet& fleet, const FleetReplay& replay)
{
    ReportSection logs{Text::tr("What vLLM will log"), 2, {}};
    ReportSection commands{Text::tr("Launch commands"), 2, {}};
    ReportSection assumptions{Text::tr("Assumptions"), 2, {}};
    QStringList items;
    ReportTable settings;
    settings.header << Text::tr("Deployment") << Text::tr("Setting") << Text::tr("Value");
    settings.numeric = {false, false, true};
    for (std::size_t i = 0; i < fleet.deployments.size(); ++i) {
        const Deployment& dep = fleet.deployments[i];
        const DeploymentOutcome& o = replay.deployments[i];
        const QString lines =
            o.outcome == StartOutcome::Starts ? vllmLogLines(o.plan).join(QLatin1Char('\n')) : o.vllmMessage;
        logs.blocks.push_back(paragraph(Text::tr("%1:").arg(dep.name)));
        logs.blocks.push_back(codeBlock(lines.isEmpty() ? o.reason : lines));
        commands.blocks.push_back(paragraph(Text::tr("%1:").arg(dep.name)));
        commands.blocks.push_back(codeBlock(launchCommandFor(dep.scenario).text()));
        items << Text::tr("%1: vLLM %2, accounted as the %3 era; %4")
                     .arg(dep.name, dep.scenario.serving.vllmVersion.toString(), o.plan.rules.label,
                          uncertaintyLine(o.plan));
        for (const FlagSpec* flag : modifiedFlags(dep.scenario))
            settings.rows.push_back({dep.name, flagLabel(*flag), flagDisplayValue(*flag, dep.scenario)});
    }
    assumptions.blocks.push_back(bullets(items));
    assumptions.blocks.push_back(paragraph(Text::tr("Settings that differ from vLLM's defaults:")));
    assumptions.blocks.push_back(tableBlock(settings));
    d.sections.push_back(logs);
    d.sections.push_back(commands);
    d.sections.push_back(assumptions);
}

} // namespace

ReportDocument fleetReport(const Fleet& fleet, const FleetReplay& replay, QDate date)
{
    ReportDocument d;
    d.title = Text::tr("Fleet report: %1").arg(fleet.name);
    d.date = figureLocale().toString(date, QLocale::LongFormat);
    d.fleet = fleet;
    d.fleetReplay = replay;
    d.allStart = replay.allStart;
    d.summary = fleetSummary(fleet, replay);
    ReportChart chart;
    chart.fleet = true;
    chart.caption = Text::tr("GPUs: what each deployment holds once serving, its startup spike and ceiling");
    chart.fileStem = QStringLiteral("chart-gpus");
    d.sections.push_back({Text::tr("GPUs"), 2, {chartBlock(chart)}});
    d.sections.push_back({Text::tr("Deployments"), 2, {tableBlock(deploymentTable(fleet, replay))}});
    d.sections.push_back({Text::tr("Startup, card by card"),
                          2,
                          {paragraph(Text::tr("Instances start in order; each sees what the card's other "
                                              "processes and the instances before it hold.")),
                           tableBlock(startupTable(fleet, replay))}});
    appendDeploymentDetails(d, fleet, replay);
    return d;
}

} // namespace kvb
