#include "cli/fleetjson.h"

#include <QJsonArray>

namespace kvb {

namespace {

double number(std::int64_t value)
{
    return static_cast<double>(value);
}

QJsonObject tenantJson(const Fleet& fleet, const TenantStep& s)
{
    return {{QLatin1String("deployment"), fleet.deployments[static_cast<std::size_t>(s.deployment)].name},
            {QLatin1String("rank"), s.rank},
            {QLatin1String("verdict"), outcomeKey(s.outcome)},
            {QLatin1String("used_before_bytes"), number(s.usedBefore)},
            {QLatin1String("free_at_start_bytes"), number(s.freeAtStart)},
            {QLatin1String("ceiling_bytes"), number(s.ceiling)},
            {QLatin1String("startup_peak_bytes"), number(s.startupPeak)},
            {QLatin1String("held_bytes"), number(s.held)},
            {QLatin1String("others_charged"), s.othersCharged}};
}

QJsonArray gpusJson(const Fleet& fleet, const FleetReplay& replay)
{
    QJsonArray gpus;
    for (const GpuReplay& g : replay.gpus) {
        const FleetGpu& gpu = fleet.gpus[static_cast<std::size_t>(g.gpu)];
        QJsonArray tenants;
        for (const TenantStep& s : g.steps)
            tenants.append(tenantJson(fleet, s));
        gpus.append(QJsonObject{{QLatin1String("id"), gpu.id},
                                {QLatin1String("name"), gpu.spec.name},
                                {QLatin1String("total_bytes"), number(gpu.spec.totalBytes)},
                                {QLatin1String("failed"), gpu.failed},
                                {QLatin1String("other_processes_bytes"), number(g.otherProcessesBytes)},
                                {QLatin1String("held_bytes"), number(g.heldAfter)},
                                {QLatin1String("peak_bytes"), number(g.peakUsed)},
                                {QLatin1String("sum_of_ceilings_bytes"), number(g.sumOfCeilings)},
                                {QLatin1String("overcommitted"), g.overcommitted},
                                {QLatin1String("tenants"), tenants}});
    }
    return gpus;
}

QJsonObject deploymentJson(const Fleet& fleet, const FleetReplay& replay, std::size_t d)
{
    const Deployment& dep = fleet.deployments[d];
    const DeploymentOutcome& o = replay.deployments[d];
    QJsonObject json{{QLatin1String("name"), dep.name},
                     {QLatin1String("gpus"), QJsonArray::fromStringList(dep.gpuIds)},
                     {QLatin1String("start_position"), dep.startPosition},
                     {QLatin1String("verdict"), outcomeKey(o.outcome)},
                     {QLatin1String("reason"), o.reason},
                     {QLatin1String("kv_tokens"), number(o.kvTokens)},
                     {QLatin1String("max_concurrency"), o.maxConcurrency},
                     {QLatin1String("startup_peak_bytes"), number(o.startupPeakBytes)},
                     {QLatin1String("held_bytes"), number(o.heldBytes)},
                     {QLatin1String("ceiling_bytes"), number(o.ceilingBytes)},
                     {QLatin1String("vllm_version"), dep.scenario.serving.vllmVersion.toString()}};
    if (!o.vllmMessage.isEmpty() && o.outcome != StartOutcome::Starts)
        json.insert(QLatin1String("vllm_error"), o.vllmMessage);
    json.insert(QLatin1String("starts_only_if_started_before"),
                o.startsOnlyIfBefore >= 0
                    ? QJsonValue(fleet.deployments[static_cast<std::size_t>(o.startsOnlyIfBefore)].name)
                    : QJsonValue());
    return json;
}

QJsonArray deploymentsJson(const Fleet& fleet, const FleetReplay& replay)
{
    QJsonArray list;
    for (std::size_t d = 0; d < fleet.deployments.size(); ++d)
        list.append(deploymentJson(fleet, replay, d));
    return list;
}

QJsonObject changeJson(const Change& c)
{
    QJsonObject json{{QLatin1String("deployment"), c.deployment},
                     {QLatin1String("what"), c.what},
                     {QLatin1String("from"), c.from},
                     {QLatin1String("to"), c.to}};
    if (c.what != u"start_position" && c.what != u"gpus") {
        json.insert(QLatin1String("kv_tokens_from"), number(c.kvTokensFrom));
        json.insert(QLatin1String("kv_tokens_to"), number(c.kvTokensTo));
        json.insert(QLatin1String("max_concurrency_from"), c.maxConcurrencyFrom);
        json.insert(QLatin1String("max_concurrency_to"), c.maxConcurrencyTo);
    }
    return json;
}

QJsonObject proofJson(const SearchProof& p)
{
    return {{QLatin1String("complete"), p.complete},
            {QLatin1String("nodes"), number(p.nodes)},
            {QLatin1String("pruned"), number(p.pruned)},
            {QLatin1String("leaves"), number(p.leaves)},
            {QLatin1String("lower_bound_not_started"), p.lowerBound.notStarted},
            {QLatin1String("lower_bound_kv_tokens_lost"), number(p.lowerBound.tokensLost)},
            {QLatin1String("engine_calls"), number(p.engineCalls)}};
}

QJsonObject proposalJson(const Proposal& p)
{
    QJsonArray changes;
    for (const Change& c : p.changes)
        changes.append(changeJson(c));
    return {{QLatin1String("family"), familyKey(p.family)},
            {QLatin1String("changes"), changes},
            {QLatin1String("kv_tokens_lost"), number(p.kvTokensLost)},
            {QLatin1String("not_started"), p.notStarted},
            {QLatin1String("all_start"), p.allStart},
            {QLatin1String("optimal"), p.optimal},
            {QLatin1String("search"), p.proof.exact ? QStringLiteral("exact") : QStringLiteral("heuristic")},
            {QLatin1String("gap_kv_tokens"), number(p.gapKvTokens)},
            {QLatin1String("proof"), proofJson(p.proof)},
            {QLatin1String("deployments"), deploymentsJson(p.fleet, p.replay)}};
}

} // namespace

QJsonObject fleetReportToJson(const Fleet& fleet, const FleetReplay& replay, const RepackResult* repack)
{
    QJsonObject json{{QLatin1String("fleet"), fleet.name},
                     {QLatin1String("gpus"), gpusJson(fleet, replay)},
                     {QLatin1String("deployments"), deploymentsJson(fleet, replay)},
                     {QLatin1String("all_start"), replay.allStart}};
    if (repack) {
        QJsonArray proposals;
        for (const Proposal& p : repack->proposals)
            proposals.append(proposalJson(p));
        json.insert(QLatin1String("proposals"), proposals);
    }
    return json;
}

} // namespace kvb
