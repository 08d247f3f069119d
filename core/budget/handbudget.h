#pragma once

#include "base/result.h"
#include "model/scenario.h"

#include <cstdint>

namespace kvb {

// The whiteboard budget (seed example 2): card - weights - headroom = KV memory; tokens = KV memory /
// bytes per token; requests at a context = tokens / context. No vLLM ceiling, blocks or profiling -
// a teaching aid and a sanity check beside vLLM's arithmetic.
struct HandBudgetInput
{
    Bytes cardBytes = 0;
    Bytes weightBytes = 0;
    Bytes headroomBytes = 0;
    double headroomFraction = 0; // of the card, added to headroomBytes
    Bytes kvBytesPerToken = 0;
};

struct HandBudget
{
    HandBudgetInput input;
    Bytes headroom = 0;
    Bytes kvBytes = 0; // may be negative: the model does not fit
    std::int64_t tokens = 0;

    std::int64_t requestsAt(std::int64_t contextLength) const
    {
        return contextLength > 0 && tokens > 0 ? tokens / contextLength : 0;
    }
    Bytes kvBytesFor(std::int64_t contextLength, std::int64_t requests) const
    {
        return contextLength * requests * input.kvBytesPerToken;
    }
};

HandBudget computeHandBudget(const HandBudgetInput& input);

// The hand budget of a scenario, after the same validateScenario (engine.h) every accounting mode
// goes through: an invalid scenario is refused with its message, never divided by.
Result<HandBudget> handBudgetFor(const Scenario& scenario);

// From a scenario: parameters x bytes per parameter of the weight format (every parameter, as
// whiteboards do), 2 x layers x KV heads x head_dim x KV bytes per token, on one GPU.
HandBudgetInput handBudgetInputFor(const Scenario& scenario);

// Parameters x bytes: what a whiteboard writes for the weights ("8B x 2 bytes = 16 GB").
Bytes naiveWeightBytes(std::int64_t parameters, double bytesPerParameter);
double bytesPerParameter(const Scenario& scenario);

} // namespace kvb
