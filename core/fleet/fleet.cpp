#include "fleet/fleet.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <numeric>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Fleet)
};

QString checkGpus(const Fleet& fleet)
{
    QSet<QString> ids;
    for (const FleetGpu& gpu : fleet.gpus) {
        if (gpu.id.trimmed().isEmpty())
            return Text::tr("Every GPU of the fleet needs an id");
        if (ids.contains(gpu.id))
            return Text::tr("Two GPUs have the id \"%1\"").arg(gpu.id);
        ids.insert(gpu.id);
        if (gpu.spec.totalBytes <= 0)
            return Text::tr("GPU \"%1\" has no memory size").arg(gpu.id);
        if (gpu.otherProcessesBytes < 0 || gpu.otherProcessesBytes > gpu.spec.totalBytes)
            return Text::tr(
                       "GPU \"%1\": memory held by other processes must be between 0 and the card's memory")
                .arg(gpu.id);
    }
    return {};
}

QString checkDeployment(const Fleet& fleet, const Deployment& d)
{
    if (d.name.trimmed().isEmpty())
        return Text::tr("Every deployment of the fleet needs a name");
    if (d.gpuIds.isEmpty())
        return {}; // to be placed
    const int world = d.scenario.serving.worldSize();
    if (d.gpuIds.size() != world)
        return Text::tr("Deployment \"%1\" runs on %Ln GPU(s) (tensor x pipeline parallel size) but lists %2",
                        nullptr, world)
            .arg(d.name)
            .arg(d.gpuIds.size());
    QSet<QString> seen;
    for (const QString& id : d.gpuIds) {
        if (fleet.gpuIndex(id) < 0)
            return Text::tr("Deployment \"%1\" runs on GPU \"%2\", which the fleet does not have")
                .arg(d.name, id);
        if (seen.contains(id))
            return Text::tr("Deployment \"%1\" lists GPU \"%2\" twice").arg(d.name, id);
        seen.insert(id);
    }
    return {};
}

} // namespace

int Fleet::gpuIndex(const QString& id) const
{
    for (std::size_t i = 0; i < gpus.size(); ++i)
        if (gpus[i].id == id)
            return static_cast<int>(i);
    return -1;
}

int Fleet::deploymentIndex(const QString& deploymentName) const
{
    for (std::size_t i = 0; i < deployments.size(); ++i)
        if (deployments[i].name == deploymentName)
            return static_cast<int>(i);
    return -1;
}

QString validateFleet(const Fleet& fleet)
{
    if (fleet.gpus.empty())
        return Text::tr("The fleet has no GPUs");
    if (QString problem = checkGpus(fleet); !problem.isEmpty())
        return problem;
    QSet<QString> names;
    for (const Deployment& d : fleet.deployments) {
        if (QString problem = checkDeployment(fleet, d); !problem.isEmpty())
            return problem;
        if (names.contains(d.name))
            return Text::tr("Two deployments are named \"%1\"").arg(d.name);
        names.insert(d.name);
    }
    return {};
}

std::vector<int> startOrder(const Fleet& fleet)
{
    std::vector<int> order(fleet.deployments.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return fleet.deployments[static_cast<std::size_t>(a)].startPosition <
               fleet.deployments[static_cast<std::size_t>(b)].startPosition;
    });
    return order;
}

Scenario scenarioOnCard(const Deployment& deployment, const FleetGpu& gpu, Bytes usedBeforeStart)
{
    Scenario s = deployment.scenario;
    s.gpu = gpu.spec;
    s.gpu.count = std::max(1, s.serving.worldSize());
    s.serving.otherProcessesBytes = usedBeforeStart;
    return s;
}

QStringList failGpus(Fleet& fleet, const QStringList& ids)
{
    QStringList unknown;
    for (const QString& id : ids) {
        const int index = fleet.gpuIndex(id);
        if (index < 0)
            unknown << id;
        else
            fleet.gpus[static_cast<std::size_t>(index)].failed = true;
    }
    return unknown;
}

} // namespace kvb
