#pragma once

#include "budget/fittedconstants.h"
#include "vllm/fit.h"

#include <QJsonObject>
#include <QString>

namespace kvb {

// `kvbudget validate --cross-validate`: the leave-one-out figures (JSON key "cross_validation") and
// the in-sample ones beside them.
QJsonObject crossValidationToJson(const CrossValidation& cv);
QString crossValidationToText(const CrossValidation& leaveOneOut, const CrossValidation& inSample);

// `kvbudget validate --fit`: the constants the public logs give, as text and JSON.
QJsonObject fittedConstantsToJson(const FittedConstants& k);
QString fittedConstantsToText(const FittedConstants& k);

QString fitGroupName(FitGroup group);
QString weightClassName(WeightClass format);

} // namespace kvb
