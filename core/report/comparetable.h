#pragma once

#include "report/compare.h"

#include <QStringList>

#include <vector>

namespace kvb {

// The comparison as the table every format prints: "Figure", then a column per scenario (A, B, ...)
// with a delta column after each but the baseline; a row per key figure, formatted for people.
struct ComparisonTable
{
    QStringList header;
    std::vector<QStringList> rows;
};

ComparisonTable comparisonTable(const Comparison& comparison);

// "A", "B", ...: the column letter of the scenario at `index`.
QString comparisonColumn(std::size_t index);

// One line per scenario: "A (baseline): NAME — SOURCE".
QStringList comparisonLegend(const Comparison& comparison);

} // namespace kvb
