#pragma once

#include "budget/plan.h"
#include "io/presets.h"
#include "model/scenario.h"
#include "vllm/startuplogs.h"

#include <QJsonObject>

#include <optional>
#include <vector>

namespace kvb {

// One logged case against the engine's prediction for its settings.
struct CaseValidation
{
    LogCase logCase;
    bool planned = false;
    QString skipReason;    // why a case could not be planned (an unmodelled model, no comparable figure)
    QString inconsistency; // the log contradicts itself: planned and shown, but not scored
    Scenario scenario;
    Plan plan;

    std::optional<double> weightsLogged, weightsPredicted;
    QString kvMetric; // "tokens" where the log gives blocks or tokens of a started engine, else "GiB"
    std::optional<double> kvLogged, kvPredicted;
    std::optional<double> concurrencyLogged, concurrencyPredicted;
    std::optional<bool> startedLogged;
    bool startedPredicted = false;

    static std::optional<double> errorPercent(const std::optional<double>& logged,
                                              const std::optional<double>& predicted);
    std::optional<double> weightsError() const { return errorPercent(weightsLogged, weightsPredicted); }
    std::optional<double> kvError() const { return errorPercent(kvLogged, kvPredicted); }
    std::optional<double> concurrencyError() const
    {
        return errorPercent(concurrencyLogged, concurrencyPredicted);
    }
    std::optional<bool> verdictRight() const
    {
        return startedLogged ? std::optional<bool>(*startedLogged == startedPredicted) : std::nullopt;
    }
    // Wrong, but the band says vLLM may start or refuse (docs/vllm-accounting.md §12): not a confident
    // wrong answer.
    bool verdictFlagged() const { return verdictRight() == false && plan.band.verdictUndecidable; }
    bool scored() const { return planned && inconsistency.isEmpty(); }
};

struct ErrorStats
{
    int count = 0;
    double median = 0; // of |error| in percent
    double max = 0;
    QString worstCase;
};

struct ValidationReport
{
    std::vector<CaseValidation> cases;
    ErrorStats weights;
    ErrorStats kv;
    ErrorStats concurrency;
    int verdictsChecked = 0;
    int verdictsRight = 0;
    int verdictsFlagged = 0; // wrong, but flagged undecidable by the band
    int planned() const;
};

// The plan validation scores for a case's replay (scenarioForCase): with the sampler kernel its logged
// activation peak names, which `replay` takes, and its band spanning a max_model_len the log leaves open
// (unloggedinputs.h). `validate` and `validate --explain` both use it.
Plan validationPlan(const LogCase& logCase, Scenario& replay);

ValidationReport validateCases(const std::vector<LogCase>& cases, const PresetCatalog& catalog);

QJsonObject validationToJson(const ValidationReport& report);
QString validationToText(const ValidationReport& report);

} // namespace kvb
