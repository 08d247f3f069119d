#pragma once

#include "base/result.h"
#include "io/presets.h"
#include "model/scenario.h"

#include <QMap>
#include <QStringList>

namespace kvb {

// The plan flags shared by `plan`, `export` and later subcommands (README "Command line"). Flags are
// spelled as `vllm serve` spells them; `--flag value` and `--flag=value` both work.
struct PlanArguments
{
    Scenario scenario;
    QString format = QStringLiteral("text");
    QStringList notes;             // ignored vLLM flags and importer assumptions, printed as notes
    QMap<QString, QString> extras; // a subcommand's own flags, by name without dashes
};

// Applies, in order: the --scenario (or the built-in default), a pasted `-- vllm serve ...` command,
// then the explicit flags, so flags are what-ifs on top of the command. `valueFlags` and `switches`
// name extra flags the calling subcommand accepts (e.g. "o", "output", "size").
Result<PlanArguments> parsePlanArguments(const QStringList& args, const PresetCatalog& catalog,
                                         const QStringList& valueFlags = {},
                                         const QStringList& switches = {});

// The flags parsePlanArguments understands, for --help.
QString planFlagsHelp();

} // namespace kvb
