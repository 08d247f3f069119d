#pragma once

#include "io/configdefaults.h"
#include "model/modelspec.h"

#include <QString>
#include <QStringList>

namespace kvb {

// What the import says about the family a config.json names: the class defaults that filled fields,
// a family kvbudget has no researched entry for, and families it recognises but does not model.

// One line naming the class defaults that filled fields kvbudget reads.
void noteFilledDefaults(const ResolvedConfig& resolved, const QString& origin, QStringList& warnings);

// A family without a researched entry is read as a Llama-style decoder, and the user is told.
void noteUnresearchedFamily(const ResolvedConfig& resolved, const QString& origin, QStringList& warnings);

// For such a family, an activation vLLM only ever applies without a gate (relu2, xielu) means an MLP of
// up and down projections only.
void readUnresearchedMlp(const ResolvedConfig& resolved, ModelSpec& m);

// What kvbudget does not model of a family it recognises by root model_type (empty: nothing).
QString unmodelledFamily(const QString& rootType);

} // namespace kvb
