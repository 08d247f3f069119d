#include "budget/handbudget.h"

#include "budget/defaults.h"
#include "budget/engine.h"
#include "budget/kvcache.h"

#include <cmath>

namespace kvb {

HandBudget computeHandBudget(const HandBudgetInput& input)
{
    HandBudget budget;
    budget.input = input;
    budget.headroom =
        input.headroomBytes +
        static_cast<Bytes>(std::llround(static_cast<double>(input.cardBytes) * input.headroomFraction));
    budget.kvBytes = input.cardBytes - input.weightBytes - budget.headroom;
    budget.tokens =
        budget.kvBytes > 0 && input.kvBytesPerToken > 0 ? budget.kvBytes / input.kvBytesPerToken : 0;
    return budget;
}

Result<HandBudget> handBudgetFor(const Scenario& s)
{
    if (QString problem = validateScenario(s); !problem.isEmpty())
        return invalidInput(problem);
    return computeHandBudget(handBudgetInputFor(s));
}

Bytes naiveWeightBytes(std::int64_t parameters, double bytesPerParam)
{
    return static_cast<Bytes>(std::llround(static_cast<double>(parameters) * bytesPerParam));
}

double bytesPerParameter(const Scenario& s)
{
    const ResolvedSettings rs = resolveSettings(s);
    if (rs.quantization.isQuantized())
        return rs.quantization.bits / 8.0;
    return bytesPerElement(rs.modelDtype);
}

HandBudgetInput handBudgetInputFor(const Scenario& s)
{
    const ResolvedSettings rs = resolveSettings(s);
    const std::int64_t parameters = s.model.parameterCount.value_or(shapeParameterCount(s.model));
    const int gpus = std::max(1, s.serving.worldSize());
    HandBudgetInput input;
    input.cardBytes = s.gpu.totalBytes;
    input.weightBytes =
        s.serving.overrides.weights.value_or(naiveWeightBytes(parameters, bytesPerParameter(s)) / gpus);
    input.headroomBytes = s.handBudget.headroomBytes;
    input.headroomFraction = s.handBudget.headroomFraction;
    input.kvBytesPerToken = kvPerToken(s.model, rs, s.serving.tensorParallelSize,
                                       s.model.numLayers / std::max(1, s.serving.pipelineParallelSize))
                                .bytesPerToken;
    return input;
}

} // namespace kvb
