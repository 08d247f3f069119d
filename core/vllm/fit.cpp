#include "vllm/fit.h"

#include "budget/band.h"
#include "budget/engine.h"
#include "budget/kvcache.h"
#include "budget/profilerun.h"
#include "vllm/startuplogs.h"
#include "vllm/unloggedinputs.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace kvb {

namespace {

// The rank-th smallest of `values` (1-based, clamped to the values there are); 0 for none.
double valueAtRank(std::vector<double> values, std::size_t rank)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    return values[std::clamp<std::size_t>(rank, 1, values.size()) - 1];
}

} // namespace

// The conformal bound at level q of n values: the ceil((n + 1) q)-th smallest. For a value exchangeable
// with the n (split-conformal prediction) it holds with probability at least q; here the values are
// leave-one-out residuals (the jackknife form), for which the guarantee is approximate. The
// nearest-rank quantile, ceil(n q), is one rank lower for most n from 10 on (the same rank when n + 1 is
// a multiple of 10), and a band built on it covered fewer than 90% of left-out logs. Below n = 9 (at 90%)
// no finite bound carries the guarantee: the largest value is taken (covering about n / (n + 1)), and
// band.cpp doubles the share of groups under kFewLogs.
double conformalBound(std::vector<double> values, double q)
{
    const double rank = std::ceil(q * static_cast<double>(values.size() + 1));
    return valueAtRank(std::move(values), static_cast<std::size_t>(rank));
}

namespace {

constexpr int kGroups = static_cast<int>(FitGroup::Count);
// The physical range of an implied non-torch or context term (docs/vllm-accounting.md §11).
constexpr Bytes kOutlierBelow = GiB / 4;
constexpr Bytes kOutlierAbove = 4 * GiB;

double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2.0;
}

// The q-th quantile by the nearest-rank rule (the 90th of 10 values is the 9th).
double quantile(std::vector<double> values, double q)
{
    const double rank = std::ceil(q * static_cast<double>(values.size()));
    return valueAtRank(std::move(values), static_cast<std::size_t>(rank));
}

// The logged pool in bytes: GiB as logged, tokens through the plan's block layout (vLLM logs
// num_blocks // groups x block_size; the middle of the block is taken for the floor).
double loggedBytes(const FitCase& c, const Plan& plan)
{
    if (!c.tokens)
        return c.logged * static_cast<double>(GiB);
    const double groups = plan.rules.isV0() ? 1.0 : std::max(1, plan.kv.groups());
    const double blocks = c.logged / std::max(1, plan.settings.blockSize) * groups + 0.5;
    return blocks * static_cast<double>(plan.kv.bytesPerBlock);
}

// How far the plan's pool is above the log's, in bytes, with whichever sampler kernel the log is
// closer to where the release left it to the install.
double residualBytes(const FitCase& c, const Plan& plan)
{
    const double r = static_cast<double>(plan.memory.kvCache) - loggedBytes(c, plan);
    const ActivationEstimate& a = plan.ranks[static_cast<std::size_t>(plan.worstRank)].activation;
    if (a.alternativePeak >= a.peak)
        return r;
    const double alternative = r + static_cast<double>(a.peak - a.alternativePeak);
    // A log that prints its activation peak says which kernel ran; otherwise the nearer one is taken.
    // fitCasesOf already settles the kernel from the peak (samplerFromLoggedActivation) except with
    // pipeline parallelism, whose logged peak is a stage's: those logs still reach this choice.
    if (c.loggedActivationGiB) {
        const double logged = *c.loggedActivationGiB * static_cast<double>(GiB);
        return std::fabs(static_cast<double>(a.alternativePeak) - logged) <
                       std::fabs(static_cast<double>(a.peak) - logged)
                   ? alternative
                   : r;
    }
    return std::fabs(alternative) < std::fabs(r) ? alternative : r;
}

bool usable(const Plan& plan)
{
    return plan.verdict != Verdict::InvalidInput && !plan.ranks.empty();
}

// The scenario the overhead terms are fitted on: with the weights the log printed, so that a counting
// error in the weights (the band's weights term) does not leak into the fitted overhead.
Scenario withLoggedWeights(const FitCase& c)
{
    Scenario s = c.scenario;
    if (c.loggedWeightsGiB && *c.loggedWeightsGiB > 0)
        s.serving.overrides.weights = fromGiB(*c.loggedWeightsGiB);
    return s;
}

// Each weight format's band share: the 90% conformal bound of |logged - counted| / counted over the
// logs that print their weights, the left-out ones excepted.
void fitWeightShares(const std::vector<FitCase>& cases, const std::set<std::size_t>& leftOut,
                     FittedConstants& k)
{
    constexpr int kClasses = static_cast<int>(WeightClass::Count);
    std::vector<double> ratios[kClasses];
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const FitCase& c = cases[i];
        if (leftOut.count(i) || !c.loggedWeightsGiB || *c.loggedWeightsGiB <= 0)
            continue;
        const Plan plan = computePlan(c.scenario, k);
        if (!usable(plan) || plan.memory.weights <= 0)
            continue;
        const double counted = static_cast<double>(plan.memory.weights);
        const auto wc = static_cast<int>(weightClassOf(plan.settings.quantization.method));
        ratios[wc].push_back(std::fabs(*c.loggedWeightsGiB * static_cast<double>(GiB) - counted) / counted);
    }
    for (int w = 0; w < kClasses; ++w) {
        k.weightsShare[w] = conformalBound(ratios[w], 0.9);
        k.weightsCases[w] = static_cast<int>(ratios[w].size());
    }
}

// The constant a group's logs fit, by reference.
Bytes* constantOf(FittedConstants& k, FitGroup group)
{
    switch (group) {
    case FitGroup::V1:
        return &k.nonTorchV1;
    case FitGroup::V1Parallel:
        return &k.nonTorchV1Parallel;
    case FitGroup::V1Nccl:
        return &k.ncclV1;
    case FitGroup::V0:
        return &k.nonTorchV0;
    case FitGroup::V0Parallel:
        return &k.nonTorchV0Parallel;
    case FitGroup::TotalUsed:
        return &k.cudaContextBase;
    case FitGroup::Rocm:
        return &k.nonTorchRocm;
    case FitGroup::Unified:
        return &k.nonTorchUnified;
    case FitGroup::TorchPeak:
    case FitGroup::Count:
        break;
    }
    return nullptr;
}

// One stage: every listed group's constant becomes the median of what its logs imply for it, given the
// constants so far. A larger charge lowers the pool byte for byte, so the implied value is the
// constant plus the residual.
void fitStage(const std::vector<FitCase>& cases, const std::set<std::size_t>& leftOut,
              std::initializer_list<FitGroup> groups, FittedConstants& k)
{
    std::vector<double> implied[kGroups];
    std::vector<double> encoder;
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const FitCase& c = cases[i];
        const bool firstStage = std::find(groups.begin(), groups.end(), FitGroup::V1) != groups.end();
        const bool listed = std::find(groups.begin(), groups.end(), c.group) != groups.end();
        // Vision logs fit the encoder, in the first stage, whatever their group.
        if (leftOut.count(i) || c.weightsOnly || c.logged == 0 || !(c.vision ? firstStage : listed))
            continue;
        const Plan plan = computePlan(withLoggedWeights(c), k);
        if (!usable(plan))
            continue;
        const double r = residualBytes(c, plan);
        if (c.vision) {
            const ActivationEstimate& a = plan.ranks[static_cast<std::size_t>(plan.worstRank)].activation;
            if (a.encoderPeak > 0 && a.encoderPeak >= a.textPeak() &&
                static_cast<double>(a.encoderPeak) + r > 0)
                encoder.push_back(k.activation.encoderFactor * (static_cast<double>(a.encoderPeak) + r) /
                                  static_cast<double>(a.encoderPeak));
            continue;
        }
        Bytes* constant = constantOf(k, c.group);
        if (!constant)
            continue;
        // Beyond what memory beside torch can physically be, the log's setup holds something the
        // engine does not model (a wrong weight count, an extra process): kept out of the fit.
        const double value = static_cast<double>(*constant) + r;
        if (value >= -static_cast<double>(kOutlierBelow) && value <= static_cast<double>(kOutlierAbove))
            implied[static_cast<int>(c.group)].push_back(value);
    }
    for (FitGroup g : groups)
        if (Bytes* constant = constantOf(k, g); constant && !implied[static_cast<int>(g)].empty())
            *constant = std::max<Bytes>(0, static_cast<Bytes>(median(implied[static_cast<int>(g)])));
    if (!encoder.empty())
        k.activation.encoderFactor = median(encoder);
}

// The constants alone: one GPU first (non-torch bases, the encoder), then what builds on them.
FittedConstants fitTerms(const std::vector<FitCase>& cases, const std::set<std::size_t>& leftOut)
{
    FittedConstants k; // the priors: the struct's defaults
    fitStage(cases, leftOut, {FitGroup::V1, FitGroup::V0, FitGroup::Rocm, FitGroup::Unified}, k);
    fitStage(cases, leftOut,
             {FitGroup::V1Parallel, FitGroup::V1Nccl, FitGroup::V0Parallel, FitGroup::TotalUsed}, k);
    return k;
}

} // namespace

std::vector<FitCase> fitCasesOf(const std::vector<LogCase>& logs, const PresetCatalog& catalog)
{
    std::vector<FitCase> cases;
    for (const LogCase& log : logs) {
        auto scenario = scenarioForCase(log, catalog);
        if (!scenario)
            continue;
        const Plan plan = computePlan(scenario.value());
        if (!usable(plan))
            continue;
        const bool kvAddsUp = inconsistencyOf(log, plan.rules).isEmpty();
        if (!kvAddsUp && log.reported.weightsGiB.value_or(0) <= 0)
            continue;
        FitCase c;
        c.id = log.id;
        c.scenario = scenario.value();
        samplerFromLoggedActivation(c.scenario, plan, log.reported.activationGiB);
        c.otherEnd = otherEndOfUnloggedInputs(log, c.scenario);
        c.group =
            fitGroupFor(plan.rules, c.scenario.gpu, c.scenario.serving.tensorParallelSize,
                        c.scenario.serving.pipelineParallelSize, moeGatheringRanks(c.scenario, plan.rules));
        c.vision = plan.worst().activation.encoderImages > 0;
        c.started = log.reported.started;
        c.loggedActivationGiB = log.reported.activationGiB;
        c.loggedWeightsGiB = log.reported.weightsGiB;
        if (!kvAddsUp) {
            c.weightsOnly = true;
            cases.push_back(std::move(c));
            continue;
        }
        const LoggedFigures& f = log.reported;
        if (const auto tokens = f.poolTokens(plan.settings.blockSize)) {
            c.tokens = true;
            c.logged = static_cast<double>(*tokens);
        } else if (f.availableKvGiB) {
            c.logged = *f.availableKvGiB;
        }
        if (c.logged != 0 || c.started)
            cases.push_back(std::move(c));
    }
    return cases;
}

double predictedMetric(const FitCase& c, const Plan& plan)
{
    return c.tokens ? static_cast<double>(plan.kvTokens) : toGiB(plan.memory.kvCache);
}

double relativeError(const FitCase& c, const Plan& plan)
{
    return std::fabs(predictedMetric(c, plan) - c.logged) / std::fabs(c.logged);
}

FittedConstants fitConstants(const std::vector<FitCase>& cases, const std::set<std::size_t>& leftOut,
                             bool withBand)
{
    FittedConstants k = fitTerms(cases, leftOut);
    if (!withBand)
        return k;
    // Each case's leave-one-out residual, in units of its estimated overhead (plus the base).
    std::vector<double> z[kGroups];
    for (std::size_t j = 0; j < cases.size(); ++j) {
        const FitCase& c = cases[j];
        if (leftOut.count(j) || c.weightsOnly || c.logged == 0)
            continue;
        std::set<std::size_t> without = leftOut;
        without.insert(j);
        const Scenario s = withLoggedWeights(c);
        const Plan plan = computePlan(s, fitTerms(cases, without));
        if (!usable(plan))
            continue;
        const double scale = static_cast<double>(estimatedOverhead(s, plan) + kBandBase);
        z[static_cast<int>(c.group)].push_back(std::fabs(residualBytes(c, plan)) / scale);
    }
    std::vector<double> pooled;
    for (int g = 0; g < kGroups; ++g) {
        k.bandShare[g] = conformalBound(z[g], 0.9);
        k.bandCases[g] = static_cast<int>(z[g].size());
        pooled.insert(pooled.end(), z[g].begin(), z[g].end());
    }
    k.pooledBandCases = static_cast<int>(pooled.size());
    k.pooledBandShare = conformalBound(std::move(pooled), 0.9);
    fitWeightShares(cases, leftOut, k);
    return k;
}

namespace {

CrossValidatedCase evaluate(const FitCase& c, const FittedConstants& k)
{
    CrossValidatedCase v;
    v.id = c.id;
    v.group = c.group;
    v.tokens = c.tokens;
    v.logged = c.logged;
    v.startedLogged = c.started;
    Plan plan = computePlan(c.scenario, k);
    if (!usable(plan))
        return v;
    if (c.otherEnd)
        spanBandAcross(plan, computePlan(*c.otherEnd, k));
    v.predicted = predictedMetric(c, plan);
    v.low = c.tokens ? static_cast<double>(plan.band.kvTokensLow) : toGiB(plan.band.kvCacheLow);
    v.high = c.tokens ? static_cast<double>(plan.band.kvTokensHigh) : toGiB(plan.band.kvCacheHigh);
    if (c.logged != 0) {
        v.error = relativeError(c, plan);
        // The log's own rounding: half a block of tokens, or 0.005 GiB.
        const double slack = c.tokens ? plan.settings.blockSize / 2.0 : 0.005;
        v.inBand = c.logged >= v.low - slack && c.logged <= v.high + slack;
    }
    v.startedPredicted = plan.fits();
    v.undecidable = plan.band.verdictUndecidable;
    return v;
}

CrossValidation summarize(std::vector<CrossValidatedCase> cases)
{
    CrossValidation cv;
    std::vector<double> errors;
    int covered = 0;
    for (const CrossValidatedCase& c : cases) {
        if (c.error) {
            errors.push_back(*c.error);
            covered += c.inBand ? 1 : 0;
            if (*c.error >= cv.maxAbsError) {
                cv.maxAbsError = *c.error;
                cv.worstCase = c.id;
            }
        }
        if (const auto right = c.verdictRight()) {
            ++cv.verdictsTotal;
            cv.verdictsRight += *right ? 1 : 0;
        }
    }
    cv.scored = static_cast<int>(errors.size());
    cv.medianAbsError = median(errors);
    cv.p90AbsError = quantile(errors, 0.9);
    cv.bandCoverage = errors.empty() ? 0 : static_cast<double>(covered) / static_cast<double>(errors.size());
    cv.cases = std::move(cases);
    return cv;
}

} // namespace

CrossValidation crossValidate(const std::vector<FitCase>& cases)
{
    std::vector<CrossValidatedCase> results;
    for (std::size_t i = 0; i < cases.size(); ++i)
        if (!cases[i].weightsOnly)
            results.push_back(evaluate(cases[i], fitConstants(cases, {i})));
    return summarize(std::move(results));
}

CrossValidation inSample(const std::vector<FitCase>& cases, const FittedConstants& constants)
{
    std::vector<CrossValidatedCase> results;
    for (const FitCase& c : cases)
        if (!c.weightsOnly)
            results.push_back(evaluate(c, constants));
    return summarize(std::move(results));
}

} // namespace kvb
