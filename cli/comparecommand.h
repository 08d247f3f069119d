#pragma once

#include <QStringList>
#include <QTextStream>

namespace kvb {

// `kvbudget compare A B [C D] [plan flags] [--vary "FLAGS" ...] [--format text|markdown|json|csv]`
int runCompareCommand(const QStringList& args, QTextStream& out, QTextStream& err);

} // namespace kvb
