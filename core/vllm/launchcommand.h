#pragma once

#include "io/presets.h"
#include "model/scenario.h"

#include <QString>
#include <QStringList>

namespace kvb {

// The `vllm serve` command that reproduces a scenario's plan: only the flags whose value differs from
// vLLM's default, spelled as the scenario's vLLM version spells them. What vLLM has no flag for (the
// GPU, the vLLM version itself, other processes' memory, overrides, the workload) is kept apart as
// kvbudget flags, printed as a trailing comment: `kvbudget plan KVBUDGET_FLAGS -- COMMAND` plans
// exactly the same scenario again (tst_launchcommand checks it for every built-in scenario).
struct LaunchCommand
{
    QStringList environment;       // "VLLM_USE_V1=0" where the engine is not the version's default
    QString model;                 // the Hugging Face repo of a preset, or the model's id / path
    QStringList arguments;         // vLLM's flags and values, one word each: "--max-model-len", "8192"
    QStringList kvbudgetArguments; // kvbudget's own flags: "--gpu", "a100-sxm-80gb"

    // The command as words, as a shell would split it: environment, vllm, serve, model, arguments.
    QStringList words() const;
    // Shell-quoted, one flag per line with backslash continuations, and the kvbudget flags as a
    // final comment line when there are any.
    QString text() const;
};

LaunchCommand launchCommandFor(const Scenario& scenario,
                               const PresetCatalog& catalog = PresetCatalog::builtin());

// A word quoted for a POSIX shell where it needs it: `'{"image": 2}'`, `'it'"'"'s'`.
QString shellQuote(const QString& word);

} // namespace kvb
