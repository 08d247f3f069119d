#pragma once

#include "report/compare.h"

#include <QJsonObject>
#include <QString>

namespace kvb {

// `kvbudget compare` output. JSON: `scenarios` (name, source, the figures and the plan exactly as
// `plan --format json` prints it) and `deltas` (one per scenario after the first, each key figure's
// `absolute` and `percent` against the first; percent null where the baseline is 0).
QJsonObject comparisonToJson(const Comparison& comparison);
// An aligned table: a column per scenario and one per delta.
QString comparisonToText(const Comparison& comparison);
// The same as a pipe table for a review document.
QString comparisonToMarkdown(const Comparison& comparison);
// One row per figure: raw values (bytes, tokens) and the deltas.
QString comparisonToCsv(const Comparison& comparison);

} // namespace kvb
