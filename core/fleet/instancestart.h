#pragma once

#include "budget/plan.h"
#include "model/scenario.h"

#include <QString>

namespace kvb {

// What happens when a vLLM instance starts on a card others already use (docs/fleet.md "Startup").
enum class StartOutcome
{
    Starts,
    Refuses,        // a clean refusal with vLLM's message: the startup free-memory check, no KV blocks, ...
    CrashesAtStart, // CUDA out of memory: loading the weights, in the profiling run, allocating the pool
    NotPlaced,      // no healthy card to run on
};

// "starts", "refuses", "crashes_at_start", "not_placed" (the JSON interface).
QString outcomeKey(StartOutcome outcome);
QString outcomeText(StartOutcome outcome); // in the user's language

// One instance starting on one card, in vLLM's order: the free-memory check (V1 0.9.1+), loading the
// weights, the profiling run (whose peak must fit in what is free, or CUDA runs out of memory), then
// the KV-cache checks, then (eras without the check) allocating the pool.
struct InstanceStart
{
    StartOutcome outcome = StartOutcome::NotPlaced;
    Plan plan;             // the engine's plan with what the card holds counted as other processes
    Bytes usedBefore = 0;  // other processes and instances started earlier on the card
    Bytes freeAtStart = 0; // what vLLM's first snapshot sees: total - used - its own CUDA context
    Bytes ceiling = 0;     // ceil(gpu_memory_utilization x total)
    Bytes startupPeak = 0; // its context + weights + non-torch + the profiling run's peak: the spike
    Bytes held = 0; // once serving (0 if it did not start): weights, non-torch, KV pool, the activations
                    // serving text needs, context and CUDA graphs; the profiling spike above it is freed
    bool othersCharged = false; // the release counts memory others hold against its budget (KV shrinks)
    QString reason;             // kvbudget's words, translated
    QString vllmMessage;        // vLLM's error, verbatim, or the CUDA out-of-memory it dies with

    bool starts() const { return outcome == StartOutcome::Starts; }
};

// `onCard`: the deployment's scenario on the card, with serving.otherProcessesBytes = what the card holds
// when it starts (fleet.h scenarioOnCard). An invalid scenario returns NotPlaced with the input error.
InstanceStart startInstance(const Scenario& onCard);

} // namespace kvb
