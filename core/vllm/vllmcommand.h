#pragma once

#include "base/result.h"
#include "io/presets.h"
#include "model/scenario.h"
#include "vllm/flagtable.h"

#include <QStringList>

namespace kvb {

// Splits a pasted command line like a POSIX shell: quotes, backslash escapes and line continuations.
Result<QStringList> splitShellWords(const QString& commandLine);

// The outcome of reading a `vllm serve` command (or `python -m vllm.entrypoints.openai.api_server`).
struct VllmCommand
{
    QString model;            // the positional MODEL or --model
    QStringList ignoredFlags; // flags that do not move memory, reported to the user
    QStringList notes;        // e.g. data parallelism, which replicates the same per-GPU plan
};

// Applies a `vllm serve` command's memory-relevant flags to `scenario` (the model is resolved from the
// presets by id or Hugging Face repo, or imported when it is a local path). Unknown flags are
// collected in ignoredFlags, never fatal; malformed values are.
Result<VllmCommand> applyVllmServeCommand(const QStringList& words, const PresetCatalog& catalog,
                                          Scenario& scenario);

} // namespace kvb
