#pragma once

#include "model/scenario.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace kvb {

// One card of a fleet: its memory, whether it still works, and what processes outside vLLM hold on it.
struct FleetGpu
{
    QString id;   // "gpu0": what deployments name
    GpuSpec spec; // a preset or a custom size (spec.count is 1: one card)
    bool failed = false;
    Bytes otherProcessesBytes = 0; // held before any vLLM instance starts (a desktop, a notebook, MPS)
};

// One vLLM instance: a whole scenario (model, vLLM version, `vllm serve` flags), the cards it runs on in
// rank order (tensor x pipeline parallel size of them; none: "place it for me") and when it starts.
struct Deployment
{
    QString name;
    Scenario scenario;     // its own GPU is replaced by the fleet's cards
    QStringList gpuIds;    // rank order; empty: not placed yet
    int startPosition = 0; // fleet-wide start order, smallest first; ties keep the file's order
};

struct Fleet
{
    QString name;
    QString description;
    std::vector<FleetGpu> gpus;
    std::vector<Deployment> deployments;

    int gpuIndex(const QString& id) const;                    // -1 when no card has that id
    int deploymentIndex(const QString& deploymentName) const; // -1 when no deployment has that name
};

// The first inconsistency that makes the fleet unusable (duplicate ids or names, a deployment on a card
// the fleet lacks, or on fewer or more cards than its TP x PP), in kvbudget's words; empty when usable.
// The scenarios themselves are checked when they are planned.
QString validateFleet(const Fleet& fleet);

// Deployment indices in the order they start: by start position, ties in file order.
std::vector<int> startOrder(const Fleet& fleet);

// The deployment's scenario as it runs on `gpu`: the card's spec with the deployment's world size as
// the count, and `usedBeforeStart` (what other processes and earlier instances hold) as the memory
// other processes hold when it starts.
Scenario scenarioOnCard(const Deployment& deployment, const FleetGpu& gpu, Bytes usedBeforeStart);

// Marks cards as failed; unknown ids are returned (nothing is changed for them).
QStringList failGpus(Fleet& fleet, const QStringList& ids);

} // namespace kvb
