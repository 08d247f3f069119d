#pragma once

#include "base/result.h"
#include "report/compare.h"

#include <QStringList>
#include <QTextStream>

namespace kvb {

// `kvbudget compare A B [C D] [plan flags] [--vary "FLAGS" ...] [--format text|markdown|json|csv]`
int runCompareCommand(const QStringList& args, QTextStream& out, QTextStream& err);

// The comparison `compare` would print for these words (`report --compare` reads it); errors as
// compare reports them (Io for an unreadable file, InvalidInput otherwise).
Result<Comparison> parseComparison(const QStringList& args);

} // namespace kvb
