#pragma once

#include "base/result.h"
#include "io/presets.h"
#include "model/scenario.h"

#include <QMap>
#include <QStringList>

namespace kvb {

// The plan flags shared by `plan`, `export`, `simulate` and `calibrate` (the table is in
// core/vllm/flagtable.h). Flags are spelled as `vllm serve` spells them; `--flag value` and
// `--flag=value` both work, with dashes or underscores.
struct PlanArguments
{
    Scenario scenario;
    QString format = QStringLiteral("text");
    QStringList notes;             // ignored vLLM flags and importer assumptions, printed as notes
    QMap<QString, QString> extras; // a subcommand's own flags, by name without dashes
};

// Applies, in order: the --scenario (or the built-in default), a pasted `-- vllm serve ...` command,
// the --model and --gpu, then every other flag, so flags are what-ifs on top of the command.
// `valueFlags` and `switches` name the calling subcommand's own flags (e.g. "o", "size"); `formats`
// the values its --format takes.
Result<PlanArguments> parsePlanArguments(const QStringList& args, const PresetCatalog& catalog,
                                         const QStringList& valueFlags = {}, const QStringList& switches = {},
                                         const QStringList& formats = {QStringLiteral("text"),
                                                                       QStringLiteral("json"),
                                                                       QStringLiteral("markdown")});

// The plan flags by group, for --help.
QString planFlagsHelp();
// The same as the README's markdown table (tst_readme checks that the two agree).
QString planFlagsMarkdown();

} // namespace kvb
