#pragma once

#include "fleet/repack.h"
#include "fleet/replay.h"

#include <QString>

namespace kvb {

// `kvbudget fleet`: the startup worked per card (what each instance found free, asked for, spiked to and
// holds), every deployment's verdict with vLLM's words, then the re-pack proposals when asked for.
QString fleetToText(const Fleet& fleet, const FleetReplay& replay, const RepackResult* repack = nullptr);
// The same as Markdown tables, for a capacity-review document.
QString fleetToMarkdown(const Fleet& fleet, const FleetReplay& replay, const RepackResult* repack = nullptr);

// "speech: gpu_memory_utilization 0.5 → 0.46 (27,824 → 24,608 KV tokens)"
QString changeText(const Change& change);
// "all start, 3,216 KV tokens lost; exact search, proven optimal (41 nodes, 7 cut off)"
QString proposalSummary(const Proposal& proposal);

} // namespace kvb
