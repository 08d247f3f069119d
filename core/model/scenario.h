#pragma once

#include "model/gpuspec.h"
#include "model/modelspec.h"
#include "model/servingconfig.h"
#include "model/workload.h"

#include <QString>

namespace kvb {

// vLLM's own arithmetic, or the whiteboard's: card - weights - headroom = KV.
enum class AccountingMode
{
    Vllm,
    Simple,
};

// The headroom the simple mode keeps free: a fixed amount, a share of the card, or both.
struct HandBudgetSettings
{
    Bytes headroomBytes = 2 * GiB;
    double headroomFraction = 0.0;
    bool operator==(const HandBudgetSettings&) const = default;
};

// Everything a plan is computed from. Value type: copy it, change a knob, plan again.
struct Scenario
{
    QString name;
    QString description;
    ModelSpec model;
    GpuSpec gpu;
    ServingConfig serving;
    Workload workload;
    AccountingMode accounting = AccountingMode::Vllm;
    HandBudgetSettings handBudget;
};

} // namespace kvb
