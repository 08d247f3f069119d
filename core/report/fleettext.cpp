#include "report/fleettext.h"

#include "base/units_format.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::FleetText)
};

QString jsonText(const QJsonValue& v)
{
    if (v.isNull() || v.isUndefined())
        return Text::tr("none");
    if (v.isArray()) {
        QStringList parts;
        for (const QJsonValue& item : v.toArray())
            parts << item.toString();
        return parts.isEmpty() ? Text::tr("none") : parts.join(QStringLiteral(", "));
    }
    if (v.isDouble())
        return QString::number(v.toDouble(), 'g', 6);
    return v.toString();
}

const QString& nameOf(const Fleet& fleet, int d)
{
    return fleet.deployments[static_cast<std::size_t>(d)].name;
}

QString stepLine(const Fleet& fleet, const TenantStep& s, int index)
{
    const Deployment& d = fleet.deployments[static_cast<std::size_t>(s.deployment)];
    QString line =
        Text::tr("  %1. %2 (vLLM %3%4): free at start %5, ceiling %6, spike %7, holds %8 — %9")
            .arg(index)
            .arg(d.name, d.scenario.serving.vllmVersion.toString(),
                 s.othersCharged ? Text::tr(", counts others' memory against its budget") : QString(),
                 formatGiB(s.freeAtStart), formatGiB(s.ceiling), formatGiB(s.startupPeak), formatGiB(s.held),
                 outcomeText(s.outcome));
    return line + u'\n';
}

QString gpuBlock(const Fleet& fleet, const GpuReplay& g)
{
    const FleetGpu& gpu = fleet.gpus[static_cast<std::size_t>(g.gpu)];
    QString out = Text::tr("%1  %2, %3%4\n")
                      .arg(gpu.id, gpu.spec.name, formatGiB(gpu.spec.totalBytes),
                           gpu.failed ? Text::tr("  FAILED") : QString());
    if (gpu.failed)
        return out;
    if (g.otherProcessesBytes > 0)
        out += Text::tr("  other processes hold %1\n").arg(formatGiB(g.otherProcessesBytes));
    int index = 1;
    for (const TenantStep& s : g.steps)
        out += stepLine(fleet, s, index++);
    out += Text::tr("  once all have started: %1 held of %2, highest point %3; ceilings add up to %4%5\n")
               .arg(formatGiB(g.heldAfter), formatGiB(gpu.spec.totalBytes), formatGiB(g.peakUsed),
                    formatGiB(g.sumOfCeilings), g.overcommitted ? Text::tr(" (overcommitted)") : QString());
    return out;
}

QString deploymentLine(const Fleet& fleet, const FleetReplay& replay, int d)
{
    const Deployment& dep = fleet.deployments[static_cast<std::size_t>(d)];
    const DeploymentOutcome& o = replay.deployments[static_cast<std::size_t>(d)];
    QString line = Text::tr("  %1 [%2, start %3]: %4\n")
                       .arg(dep.name, dep.gpuIds.isEmpty() ? Text::tr("no GPU") : dep.gpuIds.join(u','))
                       .arg(dep.startPosition)
                       .arg(o.reason);
    if (o.outcome != StartOutcome::Starts && !o.vllmMessage.isEmpty())
        line += Text::tr("      vLLM: %1\n").arg(o.vllmMessage);
    if (o.startsOnlyIfBefore >= 0)
        line += Text::tr("      starts only if started before %1\n").arg(nameOf(fleet, o.startsOnlyIfBefore));
    return line;
}

QString verdictLine(const FleetReplay& replay)
{
    int failing = 0;
    for (const DeploymentOutcome& o : replay.deployments)
        failing += o.outcome == StartOutcome::Starts ? 0 : 1;
    if (failing == 0)
        return Text::tr("Every deployment starts.\n");
    return Text::tr("%1 of %2 deployments do not start.\n").arg(failing).arg(replay.deployments.size());
}

QString proposalsText(const RepackResult& repack)
{
    if (repack.proposals.empty())
        return Text::tr("\nNo re-pack proposal: %1\n")
            .arg(repack.error.isEmpty() ? Text::tr("nothing to place") : repack.error);
    QString out = Text::tr("\nRe-pack proposals, least capacity lost first:\n");
    int rank = 1;
    for (const Proposal& p : repack.proposals) {
        out += Text::tr(" %1. %2: %3\n").arg(rank++).arg(familyText(p.family), proposalSummary(p));
        for (const Change& c : p.changes)
            out += QStringLiteral("    - ") + changeText(c) + u'\n';
    }
    return out;
}

} // namespace

QString changeText(const Change& c)
{
    QString text = Text::tr("%1: %2 %3 → %4").arg(c.deployment, c.what, jsonText(c.from), jsonText(c.to));
    if (c.what == u"not_placed")
        return Text::tr("%1 cannot be placed (was on %2): loses its %3 KV tokens")
            .arg(c.deployment, jsonText(c.from), formatCount(c.kvTokensFrom));
    if (c.what == u"gpu_memory_utilization" || c.what == u"kv_cache_dtype" || c.what == u"max_model_len")
        text += Text::tr(" (%1 → %2 KV tokens, maximum concurrency %3x → %4x)")
                    .arg(formatCount(c.kvTokensFrom), formatCount(c.kvTokensTo))
                    .arg(formatFixed(c.maxConcurrencyFrom, 2))
                    .arg(formatFixed(c.maxConcurrencyTo, 2));
    return text;
}

QString proposalSummary(const Proposal& p)
{
    const QString outcome = p.allStart ? Text::tr("every deployment starts")
                                       : Text::tr("%Ln deployment(s) do not start", nullptr, p.notStarted);
    QString search;
    if (p.proof.exact && p.optimal)
        search = Text::tr("exact search, proven optimal (%1 nodes, %2 cut off by the bound)")
                     .arg(formatCount(p.proof.nodes), formatCount(p.proof.pruned));
    else if (p.proof.exact)
        search = Text::tr("exact search, not proven optimal");
    else
        search =
            Text::tr("heuristic search, at most %1 KV tokens from the best").arg(formatCount(p.gapKvTokens));
    return Text::tr("%1, %2 KV tokens lost; %3").arg(outcome, formatCount(p.kvTokensLost), search);
}

QString fleetToText(const Fleet& fleet, const FleetReplay& replay, const RepackResult* repack)
{
    QString out = Text::tr("Fleet: %1 — %2 GPUs, %3 deployments\n\n")
                      .arg(fleet.name)
                      .arg(fleet.gpus.size())
                      .arg(fleet.deployments.size());
    out += Text::tr("The startup, card by card, in start order:\n");
    for (const GpuReplay& g : replay.gpus)
        out += gpuBlock(fleet, g);
    out += Text::tr("\nDeployments:\n");
    for (std::size_t d = 0; d < fleet.deployments.size(); ++d)
        out += deploymentLine(fleet, replay, static_cast<int>(d));
    out += u'\n' + verdictLine(replay);
    if (repack)
        out += proposalsText(*repack);
    return out;
}

QString fleetToMarkdown(const Fleet& fleet, const FleetReplay& replay, const RepackResult* repack)
{
    QString out = Text::tr("## Fleet: %1\n\n").arg(fleet.name);
    out += Text::tr("| GPU | # | Deployment | Free at start | Ceiling | Spike | Holds | Verdict |\n");
    out += QStringLiteral("|---|---|---|---|---|---|---|---|\n");
    for (const GpuReplay& g : replay.gpus) {
        const FleetGpu& gpu = fleet.gpus[static_cast<std::size_t>(g.gpu)];
        if (gpu.failed)
            out += Text::tr("| %1 | | *failed* | | | | | |\n").arg(gpu.id);
        int index = 1;
        for (const TenantStep& s : g.steps)
            out += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 |\n")
                       .arg(gpu.id)
                       .arg(index++)
                       .arg(nameOf(fleet, s.deployment), formatGiB(s.freeAtStart), formatGiB(s.ceiling),
                            formatGiB(s.startupPeak), formatGiB(s.held), outcomeText(s.outcome));
    }
    out += Text::tr("\n| Deployment | GPUs | Verdict | Why |\n|---|---|---|---|\n");
    for (std::size_t d = 0; d < fleet.deployments.size(); ++d) {
        const DeploymentOutcome& o = replay.deployments[d];
        out += QStringLiteral("| %1 | %2 | %3 | %4 |\n")
                   .arg(fleet.deployments[d].name, fleet.deployments[d].gpuIds.join(QStringLiteral(", ")),
                        outcomeText(o.outcome), QString(o.reason).replace(u'|', QStringLiteral("\\|")));
    }
    if (repack && !repack->proposals.empty()) {
        out += Text::tr("\n### Re-pack proposals\n\n");
        int rank = 1;
        for (const Proposal& p : repack->proposals) {
            out +=
                QStringLiteral("%1. **%2**: %3\n").arg(rank++).arg(familyText(p.family), proposalSummary(p));
            for (const Change& c : p.changes)
                out += QStringLiteral("   - ") + changeText(c) + u'\n';
        }
    }
    return out;
}

} // namespace kvb
