#pragma once

#include "base/result.h"
#include "budget/capacitysearch.h"
#include "io/gpuprices.h"

#include <QStringList>
#include <QTextStream>

namespace kvb {

// `kvbudget fit --model M --concurrency N --request-tokens T [--gpu G ...] [--max-model-len L]
// [--prices FILE] [--max-gpus K] [plan flags] [--format text|json|markdown]`: the inverse questions.
// Exit 0 when some option holds the workload, 3 when none does, 2 for invalid input, 4 for a file error.
int runFitCommand(const QStringList& args, QTextStream& out, QTextStream& err);

struct FitRequest
{
    CapacityQuestion question;
    GpuPriceList prices;
    QString format = QStringLiteral("text");
    QStringList notes;
};

// The question the arguments ask (the window builds its own from the scenario it shows).
Result<FitRequest> parseFitArguments(const QStringList& args);

} // namespace kvb
