#pragma once

#include "vllm/flagtable.h"

#include <QStringList>

#include <vector>

namespace kvb {

// The plan flags (flagtable.h) read back from a scenario: what each flag's field holds, what
// resetting it does and which values the engine accepts. The window builds every control from this
// and the flag table (spin-box ranges, "modified" markers, resets, the power-user dialog) and the
// export caption lists the modified flags, so a screenshot carries every setting that decided it.
// One entry per flag of planFlags(); tst_flagstate fails when a flag has none.

// The value the flag's field holds, as the command line would take it ("0.92", "131072", "fp8",
// "true"); an optional vLLM fills in reads as that default (resolveSettings), one that stays unset
// (an override, --kv-cache-memory) as the empty string.
QString flagValueText(const FlagSpec& flag, const Scenario& scenario);

// The same for people, in the figure locale: "0.92", "131,072", "3.00 GiB", "on".
QString flagDisplayValue(const FlagSpec& flag, const Scenario& scenario);

// A short name for the setting: vLLM's own spelling for vLLM's flags ("block_size"), a translated
// description for kvbudget's ("overhead override").
QString flagLabel(const FlagSpec& flag);

// Back to the default: vLLM's (an unset optional), or kvbudget's for its own knobs (no other
// processes, 1,800-token requests, the GPU count TP x PP x DP needs, the default scenario's GPU).
void resetFlag(const FlagSpec& flag, Scenario& scenario);

// Whether resetting would change what the flag's control shows: a setting the screen must show.
bool flagModified(const FlagSpec& flag, const Scenario& scenario);

// The values validateScenario (and the flag's own parser) accept in this scenario, for numeric
// flags; an unenforced range for the others.
FlagRange flagAcceptedRange(const FlagSpec& flag, const Scenario& scenario);

// The fixed spellings a text flag takes ("auto", "fp8", ...), empty for free text.
QStringList flagChoices(const FlagSpec& flag);

// Whether the flag has an entry here (every plan flag must; tst_flagstate checks).
bool flagHasState(const FlagSpec& flag);

// Which model, GPU and base scenario: always named (title, caption), never "modified".
bool flagIsIdentity(const FlagSpec& flag);

// A flag whose field another flag of the table also writes and shows (--no-enable-chunked-prefill,
// --mm-processor-kwargs' max_pixels): listed once, under the other.
bool flagIsShadowed(const FlagSpec& flag);

// Every modified flag in table order, without identity and shadowed flags.
std::vector<const FlagSpec*> modifiedFlags(const Scenario& scenario);

// The scenario with every flag reset but the identity ones (model, GPU): vLLM's defaults.
Scenario withDefaultSettings(const Scenario& scenario);

} // namespace kvb
