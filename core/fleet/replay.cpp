#include "fleet/replay.h"

#include <QCoreApplication>

#include <algorithm>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::FleetReplay)
};

// Which start decides a multi-GPU deployment: the first card where it fails, else the card that
// leaves it the fewest blocks (vLLM takes the minimum over its workers).
std::size_t decidingRank(const std::vector<InstanceStart>& ranks)
{
    std::size_t worst = 0;
    for (std::size_t r = 0; r < ranks.size(); ++r) {
        if (!ranks[r].starts())
            return r;
        if (ranks[r].plan.numBlocks < ranks[worst].plan.numBlocks)
            worst = r;
    }
    return worst;
}

// Did the instance get as far as the profiling run (and so make its spike)?
bool profiled(const InstanceStart& s)
{
    if (s.outcome == StartOutcome::Starts)
        return true;
    const Verdict v = s.plan.verdict;
    if (v == Verdict::WeightsExceedMemory ||
        (v == Verdict::InsufficientFreeMemory && s.plan.rules.startupFreeCheck))
        return false;
    return s.outcome != StartOutcome::NotPlaced;
}

class Replayer
{
public:
    Replayer(const Fleet& fleet, FleetReplay& out)
        : m_fleet(fleet)
        , m_out(out)
    {
        for (std::size_t g = 0; g < fleet.gpus.size(); ++g) {
            GpuReplay gpu;
            gpu.gpu = static_cast<int>(g);
            gpu.totalBytes = fleet.gpus[g].spec.totalBytes;
            gpu.otherProcessesBytes = fleet.gpus[g].otherProcessesBytes;
            gpu.heldAfter = gpu.peakUsed = gpu.otherProcessesBytes;
            out.gpus.push_back(gpu);
        }
        out.deployments.resize(fleet.deployments.size());
    }

    bool start(int index)
    {
        const Deployment& d = m_fleet.deployments[static_cast<std::size_t>(index)];
        DeploymentOutcome& o = m_out.deployments[static_cast<std::size_t>(index)];
        if (d.gpuIds.isEmpty()) {
            o.reason = Text::tr("not placed: it names no GPU");
            return true;
        }
        for (const QString& id : d.gpuIds)
            if (m_fleet.gpus[static_cast<std::size_t>(m_fleet.gpuIndex(id))].failed) {
                o.reason = Text::tr("not placed: GPU %1 has failed").arg(id);
                return true;
            }
        std::vector<InstanceStart> ranks;
        for (const QString& id : d.gpuIds) {
            const int g = m_fleet.gpuIndex(id);
            ranks.push_back(startInstance(scenarioOnCard(d, m_fleet.gpus[static_cast<std::size_t>(g)],
                                                         m_out.gpus[static_cast<std::size_t>(g)].heldAfter)));
            if (ranks.back().plan.verdict == Verdict::InvalidInput) {
                m_out.error = Text::tr("Deployment \"%1\": %2").arg(d.name, ranks.back().plan.inputError);
                return false;
            }
        }
        record(index, d, ranks);
        return true;
    }

private:
    void record(int index, const Deployment& d, const std::vector<InstanceStart>& ranks)
    {
        DeploymentOutcome& o = m_out.deployments[static_cast<std::size_t>(index)];
        const std::size_t decider = decidingRank(ranks);
        const InstanceStart& worst = ranks[decider];
        o.outcome = worst.outcome;
        o.reason = worst.reason;
        o.vllmMessage = worst.vllmMessage;
        o.plan = worst.plan;
        o.worstGpu = m_fleet.gpuIndex(d.gpuIds.at(static_cast<qsizetype>(decider)));
        if (o.outcome == StartOutcome::Starts) {
            o.kvTokens = worst.plan.kvTokens;
            o.maxConcurrency = worst.plan.maxConcurrency;
        }
        for (std::size_t r = 0; r < ranks.size(); ++r) {
            const InstanceStart& s = ranks[r];
            GpuReplay& gpu =
                m_out
                    .gpus[static_cast<std::size_t>(m_fleet.gpuIndex(d.gpuIds.at(static_cast<qsizetype>(r))))];
            TenantStep step;
            step.deployment = index;
            step.rank = static_cast<int>(r);
            step.outcome = o.outcome;
            step.usedBefore = s.usedBefore;
            step.freeAtStart = s.freeAtStart;
            step.ceiling = s.ceiling;
            step.startupPeak = profiled(s) ? s.startupPeak : 0;
            step.held = o.outcome == StartOutcome::Starts ? s.held : 0;
            step.weights = s.plan.memory.weights;
            step.kvPool = std::max<Bytes>(0, s.plan.memory.kvCache);
            step.headroom = gpu.totalBytes - (step.usedBefore + std::max(step.startupPeak, step.held));
            step.othersCharged = s.othersCharged;
            gpu.steps.push_back(step);
            gpu.heldAfter += step.held;
            gpu.peakUsed = std::max({gpu.peakUsed, step.usedBefore + step.startupPeak, gpu.heldAfter});
            gpu.sumOfCeilings += s.ceiling;
            o.startupPeakBytes = std::max(o.startupPeakBytes, step.startupPeak);
            o.heldBytes = std::max(o.heldBytes, step.held);
            o.ceilingBytes = std::max(o.ceilingBytes, s.ceiling);
        }
    }

    const Fleet& m_fleet;
    FleetReplay& m_out;
};

FleetReplay replayInOrder(const Fleet& fleet, const std::vector<int>& order)
{
    FleetReplay replay;
    replay.order = order;
    Replayer replayer(fleet, replay);
    for (int d : order)
        if (!replayer.start(d))
            return replay;
    replay.allStart =
        std::all_of(replay.deployments.begin(), replay.deployments.end(),
                    [](const DeploymentOutcome& o) { return o.outcome == StartOutcome::Starts; });
    for (GpuReplay& gpu : replay.gpus)
        gpu.overcommitted = gpu.sumOfCeilings > gpu.totalBytes;
    return replay;
}

bool sharesGpu(const Deployment& a, const Deployment& b)
{
    return std::any_of(a.gpuIds.begin(), a.gpuIds.end(),
                       [&](const QString& id) { return b.gpuIds.contains(id); });
}

int startedCount(const FleetReplay& replay)
{
    return static_cast<int>(
        std::count_if(replay.deployments.begin(), replay.deployments.end(),
                      [](const DeploymentOutcome& o) { return o.outcome == StartOutcome::Starts; }));
}

// "Starts only if started before X": the latest earlier tenant of its cards it would have to precede.
int earlierStartThatWorks(const Fleet& fleet, const FleetReplay& replay, int failing)
{
    const auto at = std::find(replay.order.begin(), replay.order.end(), failing);
    const Deployment& d = fleet.deployments[static_cast<std::size_t>(failing)];
    for (auto it = std::make_reverse_iterator(at); it != replay.order.rend(); ++it) {
        if (!sharesGpu(d, fleet.deployments[static_cast<std::size_t>(*it)]))
            continue;
        std::vector<int> moved;
        for (int x : replay.order) {
            if (x == failing)
                continue;
            if (x == *it)
                moved.push_back(failing);
            moved.push_back(x);
        }
        const FleetReplay trial = replayInOrder(fleet, moved);
        if (trial.error.isEmpty() &&
            trial.deployments[static_cast<std::size_t>(failing)].outcome == StartOutcome::Starts &&
            startedCount(trial) > startedCount(replay)) // not at another's expense
            return *it;
    }
    return -1;
}

} // namespace

FleetReplay replayFleet(const Fleet& fleet, bool explainFailures)
{
    FleetReplay replay = replayInOrder(fleet, startOrder(fleet));
    if (!replay.error.isEmpty() || !explainFailures || fleet.deployments.size() > 64)
        return replay;
    for (std::size_t d = 0; d < fleet.deployments.size(); ++d) {
        DeploymentOutcome& o = replay.deployments[d];
        if (o.outcome == StartOutcome::Refuses || o.outcome == StartOutcome::CrashesAtStart)
            o.startsOnlyIfBefore = earlierStartThatWorks(fleet, replay, static_cast<int>(d));
    }
    return replay;
}

} // namespace kvb
