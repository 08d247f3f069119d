#include "vllm/validation.h"

#include "budget/engine.h"
#include "vllm/messages.h"
#include "vllm/unloggedinputs.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Validation)
};

ErrorStats statsOf(const std::vector<CaseValidation>& cases,
                   std::optional<double> (CaseValidation::*error)() const)
{
    ErrorStats stats;
    std::vector<double> errors;
    for (const CaseValidation& c : cases) {
        if (!c.scored())
            continue;
        if (const auto e = (c.*error)()) {
            errors.push_back(*e);
            if (*e >= stats.max) {
                stats.max = *e;
                stats.worstCase = c.logCase.id;
            }
        }
    }
    stats.count = static_cast<int>(errors.size());
    if (!errors.empty()) {
        std::sort(errors.begin(), errors.end());
        const std::size_t mid = errors.size() / 2;
        stats.median = errors.size() % 2 ? errors[mid] : (errors[mid - 1] + errors[mid]) / 2.0;
    }
    return stats;
}

QJsonValue optionalNumber(const std::optional<double>& value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

std::string cell(const std::optional<double>& value, int decimals)
{
    return value ? fmt::format("{:.{}f}", *value, decimals) : std::string("—");
}

std::string percent(const std::optional<double>& value)
{
    return value ? fmt::format("{:.2f}%", *value) : std::string("");
}

} // namespace

std::optional<double> CaseValidation::errorPercent(const std::optional<double>& logged,
                                                   const std::optional<double>& predicted)
{
    if (!logged || !predicted || *logged == 0.0)
        return std::nullopt;
    return std::fabs(*predicted - *logged) / std::fabs(*logged) * 100.0;
}

int ValidationReport::planned() const
{
    return static_cast<int>(
        std::count_if(cases.begin(), cases.end(), [](const CaseValidation& c) { return c.planned; }));
}

Plan validationPlan(const LogCase& logCase, Scenario& replay)
{
    Plan plan = computePlan(replay);
    if (plan.verdict == Verdict::InvalidInput)
        return plan;
    if (samplerFromLoggedActivation(replay, plan, logCase.reported.activationGiB))
        plan = computePlan(replay);
    if (const auto otherEnd = otherEndOfUnloggedInputs(logCase, replay))
        spanBandAcross(plan, computePlan(*otherEnd));
    return plan;
}

ValidationReport validateCases(const std::vector<LogCase>& cases, const PresetCatalog& catalog)
{
    ValidationReport report;
    for (const LogCase& logCase : cases) {
        CaseValidation v;
        v.logCase = logCase;
        auto scenario = scenarioForCase(logCase, catalog);
        if (!scenario) {
            v.skipReason = scenario.error().message;
            report.cases.push_back(v);
            continue;
        }
        v.scenario = scenario.value();
        v.plan = validationPlan(logCase, v.scenario);
        if (v.plan.verdict == Verdict::InvalidInput) {
            v.skipReason = v.plan.inputError;
            report.cases.push_back(v);
            continue;
        }
        const LoggedFigures& f = logCase.reported;
        v.weightsLogged = f.weightsGiB;
        v.weightsPredicted = toGiB(v.plan.memory.weights);
        if (const auto tokens = f.poolTokens(v.plan.settings.blockSize)) {
            v.kvMetric = QStringLiteral("tokens");
            v.kvLogged = static_cast<double>(*tokens);
            v.kvPredicted = static_cast<double>(v.plan.kvTokens);
        } else if (f.availableKvGiB) {
            v.kvMetric = QStringLiteral("GiB");
            v.kvLogged = f.availableKvGiB;
            v.kvPredicted = toGiB(v.plan.memory.kvCache);
        }
        if (f.maxConcurrency && f.concurrencyForTokens == v.plan.settings.maxModelLen) {
            v.concurrencyLogged = f.maxConcurrency;
            v.concurrencyPredicted = v.plan.maxConcurrency;
        }
        v.startedLogged = f.started;
        v.startedPredicted = v.plan.fits();
        v.planned = v.weightsLogged || v.kvLogged || v.startedLogged;
        if (!v.planned)
            v.skipReason = Text::tr("the log has no weights, KV or verdict to compare");
        v.inconsistency = inconsistencyOf(logCase, v.plan.rules);
        report.cases.push_back(v);
    }
    report.weights = statsOf(report.cases, &CaseValidation::weightsError);
    report.kv = statsOf(report.cases, &CaseValidation::kvError);
    report.concurrency = statsOf(report.cases, &CaseValidation::concurrencyError);
    for (const CaseValidation& c : report.cases) {
        if (const auto right = c.verdictRight(); right && c.scored()) {
            ++report.verdictsChecked;
            report.verdictsRight += *right ? 1 : 0;
            report.verdictsFlagged += c.verdictFlagged() ? 1 : 0;
        }
    }
    return report;
}

QJsonObject validationToJson(const ValidationReport& report)
{
    QJsonArray cases;
    for (const CaseValidation& c : report.cases) {
        QJsonObject o{{QLatin1String("id"), c.logCase.id},
                      {QLatin1String("planned"), c.planned},
                      {QLatin1String("model"), c.logCase.modelId},
                      {QLatin1String("gpu"), c.logCase.gpuModel}};
        if (!c.planned) {
            o.insert(QLatin1String("skipped"), c.skipReason);
            cases.append(o);
            continue;
        }
        o.insert(QLatin1String("vllm_version"), c.scenario.serving.vllmVersion.toString());
        o.insert(QLatin1String("accounting"), c.plan.rules.label);
        o.insert(QLatin1String("weights_gib_logged"), optionalNumber(c.weightsLogged));
        o.insert(QLatin1String("weights_gib_predicted"), optionalNumber(c.weightsPredicted));
        o.insert(QLatin1String("weights_error_percent"), optionalNumber(c.weightsError()));
        o.insert(QLatin1String("kv_metric"), c.kvMetric);
        o.insert(QLatin1String("kv_logged"), optionalNumber(c.kvLogged));
        o.insert(QLatin1String("kv_predicted"), optionalNumber(c.kvPredicted));
        o.insert(QLatin1String("kv_error_percent"), optionalNumber(c.kvError()));
        o.insert(QLatin1String("max_concurrency_logged"), optionalNumber(c.concurrencyLogged));
        o.insert(QLatin1String("max_concurrency_predicted"), optionalNumber(c.concurrencyPredicted));
        o.insert(QLatin1String("max_concurrency_error_percent"), optionalNumber(c.concurrencyError()));
        o.insert(QLatin1String("starts_logged"),
                 c.startedLogged ? QJsonValue(*c.startedLogged) : QJsonValue());
        o.insert(QLatin1String("starts_predicted"), c.startedPredicted);
        o.insert(QLatin1String("verdict_right"),
                 c.verdictRight() ? QJsonValue(*c.verdictRight()) : QJsonValue());
        o.insert(QLatin1String("verdict_undecidable"), c.plan.band.verdictUndecidable);
        o.insert(QLatin1String("scored"), c.scored());
        if (!c.inconsistency.isEmpty())
            o.insert(QLatin1String("not_scored"), c.inconsistency);
        cases.append(o);
    }
    auto stats = [](const ErrorStats& s) {
        return QJsonObject{{QLatin1String("count"), s.count},
                           {QLatin1String("median_abs_error_percent"), s.median},
                           {QLatin1String("max_abs_error_percent"), s.max},
                           {QLatin1String("worst_case"), s.worstCase}};
    };
    return QJsonObject{{QLatin1String("schema_version"), 1},
                       {QLatin1String("cases"), cases},
                       {QLatin1String("planned"), report.planned()},
                       {QLatin1String("skipped"), static_cast<int>(report.cases.size()) - report.planned()},
                       {QLatin1String("weights"), stats(report.weights)},
                       {QLatin1String("kv"), stats(report.kv)},
                       {QLatin1String("max_concurrency"), stats(report.concurrency)},
                       {QLatin1String("verdicts_checked"), report.verdictsChecked},
                       {QLatin1String("verdicts_right"), report.verdictsRight},
                       {QLatin1String("verdicts_wrong_flagged_undecidable"), report.verdictsFlagged}};
}

QString validationToText(const ValidationReport& report)
{
    std::string out = fmt::format("{:<48} {:>8} {:>17} {:>8} {:>23} {:>8} {:>15} {:>9}\n", "case", "vLLM",
                                  "weights GiB", "err", "KV (tokens or GiB)", "err", "concurrency", "starts");
    for (const CaseValidation& c : report.cases) {
        const std::string id = c.logCase.id.left(48).toStdString();
        if (!c.planned) {
            out += fmt::format("{:<48} skipped: {}\n", id, c.skipReason.left(120).toStdString());
            continue;
        }
        const int kvDecimals = c.kvMetric == u"tokens" ? 0 : 2;
        std::string starts = "—";
        if (c.startedLogged)
            starts =
                fmt::format("{}/{}{}", *c.startedLogged ? "yes" : "no", c.startedPredicted ? "yes" : "no",
                            *c.verdictRight() ? "" : (c.verdictFlagged() ? " ?" : " ✗"));
        out +=
            fmt::format("{:<48} {:>8} {:>8}/{:<8} {:>8} {:>11}/{:<11} {:>8} {:>7}/{:<7} {:>9}\n", id,
                        c.scenario.serving.vllmVersion.toString().toStdString(), cell(c.weightsLogged, 2),
                        cell(c.weightsPredicted, 2), percent(c.weightsError()), cell(c.kvLogged, kvDecimals),
                        cell(c.kvPredicted, kvDecimals), percent(c.kvError()), cell(c.concurrencyLogged, 2),
                        cell(c.concurrencyPredicted, 2), starts);
        if (!c.inconsistency.isEmpty())
            out += fmt::format("{:<48}   not scored: {}\n", "", c.inconsistency.toStdString());
    }
    const auto scored = std::count_if(report.cases.begin(), report.cases.end(),
                                      [](const CaseValidation& c) { return c.scored(); });
    out += fmt::format("\n{} cases: {} planned ({} scored), {} skipped. Figures are logged/predicted.\n",
                       report.cases.size(), report.planned(), scored,
                       report.cases.size() - static_cast<std::size_t>(report.planned()));
    auto line = [&](const char* what, const ErrorStats& s) {
        if (s.count == 0) { // a median of nothing is not 0.00%
            out += fmt::format("  {:<24} no scored cases\n", what);
            return;
        }
        out += fmt::format("  {:<24} median |error| {:6.2f}%   max {:7.2f}% ({})   over {} cases\n", what,
                           s.median, s.max, s.worstCase.toStdString(), s.count);
    };
    line("weights", report.weights);
    line("KV tokens / GiB", report.kv);
    line("maximum concurrency", report.concurrency);
    out += fmt::format("  {:<24} {} of {} right", "starts / refuses", report.verdictsRight,
                       report.verdictsChecked);
    if (report.verdictsFlagged > 0)
        out += fmt::format(", {} more wrong but flagged undecidable by the band (?)", report.verdictsFlagged);
    out += "\n";
    return QString::fromStdString(out);
}

} // namespace kvb
