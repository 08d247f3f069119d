#pragma once

#include "budget/fittedconstants.h"
#include "budget/plan.h"
#include "io/presets.h"
#include "model/scenario.h"
#include "vllm/startuplogs.h"

#include <optional>
#include <set>
#include <vector>

namespace kvb {

// One public log as the fit sees it: its scenario, the group of fitted terms it informs, and the
// KV pool it logged.
struct FitCase
{
    QString id;
    Scenario scenario;
    FitGroup group = FitGroup::V1;
    bool vision = false; // the encoder's profile decides the activation peak
    bool tokens = false; // the log gives blocks or tokens (else GiB of KV)
    double logged = 0;   // tokens, or GiB
    std::optional<bool> started;
    std::optional<double> loggedActivationGiB; // says which sampler kernel ran, where a release left it open
    std::optional<double> loggedWeightsGiB;    // "Model loading took": the fit of overhead terms uses it
    // The log's KV figures do not add up (inconsistencyOf), but its "Model loading took" is still a
    // measurement of the weights: such a case informs the weights band only, and is never scored.
    bool weightsOnly = false;
    // The log leaves max_model_len open (LogCase::maxModelLenUnlogged): the launch at the other end of
    // that range, whose band the case's band spans (unloggedinputs.h).
    std::optional<Scenario> otherEnd;
};

// The 90% conformal bound (q = 0.9) of `values`: the ceil((n + 1) q)-th smallest, which an unseen value
// exchangeable with them stays within with probability at least q; the largest when n is too small.
double conformalBound(std::vector<double> values, double q);

// The public logs a fit can use: planned, self-consistent, with a KV figure or a verdict; and, as
// weightsOnly cases, the planned logs whose KV figures do not add up but which print their weights.
std::vector<FitCase> fitCasesOf(const std::vector<LogCase>& cases, const PresetCatalog& catalog);

// Fits every fitted constant on `cases` but those in `leftOut`: each is the median of what the
// group's logs imply for it (the value that makes the log's KV pool exact, given the derived terms),
// and each group's band share is the 90% conformal bound of its cases' leave-one-out residuals
// (docs/vllm-accounting.md §11, §12). `withBand` false skips the band (the nested folds need none).
FittedConstants fitConstants(const std::vector<FitCase>& cases, const std::set<std::size_t>& leftOut = {},
                             bool withBand = true);

// A plan's KV figure in the case's metric (tokens or GiB), and how far it is from the log.
double predictedMetric(const FitCase& c, const Plan& plan);
double relativeError(const FitCase& c, const Plan& plan);

struct CrossValidatedCase
{
    QString id;
    FitGroup group = FitGroup::V1;
    bool tokens = false;
    double logged = 0;
    double predicted = 0;
    double low = 0; // the band's ends, in the same metric
    double high = 0;
    std::optional<double> error; // |predicted - logged| / |logged|, when the log has a KV figure
    bool inBand = false;
    std::optional<bool> startedLogged;
    bool startedPredicted = false;
    bool undecidable = false;
    std::optional<bool> verdictRight() const
    {
        if (!startedLogged)
            return std::nullopt;
        return *startedLogged == startedPredicted || undecidable;
    }
};

struct CrossValidation
{
    std::vector<CrossValidatedCase> cases;
    int scored = 0; // cases with a KV figure
    double medianAbsError = 0;
    double p90AbsError = 0;
    double maxAbsError = 0;
    QString worstCase;
    int verdictsRight = 0;
    int verdictsTotal = 0;
    double bandCoverage = 0; // share of scored cases whose logged figure lies in the band
};

// Leave-one-out: for every case, refits every constant (and the band) without it and predicts it.
CrossValidation crossValidate(const std::vector<FitCase>& cases);
// The same figures in-sample: every case predicted with the constants fitted on all of them.
CrossValidation inSample(const std::vector<FitCase>& cases, const FittedConstants& constants);

} // namespace kvb
