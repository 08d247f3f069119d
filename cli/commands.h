#pragma once

#include <QStringList>
#include <QTextStream>

namespace kvb {

// Documented exit codes of the command line (README "Exit codes").
enum ExitCode : int
{
    ExitOk = 0,             // done; for `plan`, vLLM would start
    ExitInternal = 1,       // a bug: please report it
    ExitInvalidInput = 2,   // a bad flag, value, preset name or file content
    ExitRefusesToStart = 3, // the plan is valid but vLLM would refuse to start (the plan is still printed)
    ExitIo = 4,             // a file could not be read or written
};

// `kvbudget plan [flags] [-- vllm serve ...]`
int runPlanCommand(const QStringList& args, QTextStream& out, QTextStream& err);
// `kvbudget list models|gpus|scenarios [--format text|json]`
int runListCommand(const QStringList& args, QTextStream& out, QTextStream& err);

} // namespace kvb
