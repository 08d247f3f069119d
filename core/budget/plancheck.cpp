// The last guard on a plan (engine.h checkedPlan): a figure that is not finite, or negative where it
// cannot be, never reaches a screen, a file or exit code 0. A backstop behind the boundary checks
// (validateScenario, the readers' bounds): if it ever fires, a check upstream is missing.
#include "budget/engine.h"

#include "base/limits.h"

#include <QCoreApplication>

#include <cmath>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Engine)
};

QString badTerm(const char* term, double value)
{
    return Text::tr("kvbudget computed an impossible %1 (%2); the input is outside what it can model")
        .arg(QLatin1String(term))
        .arg(value, 0, 'g', 6);
}

// Every memory term of one GPU: not negative (the KV pool may be, as vLLM logs it), within the card
// and the largest memory kvbudget models.
QString memoryProblem(const MemoryTerms& m)
{
    const Bytes bound = limits::kMaxGpuMemory;
    if (m.total <= 0 || m.total > bound)
        return badTerm("GPU memory", static_cast<double>(m.total));
    const std::pair<const char*, Bytes> terms[] = {{"weights", m.weights},
                                                   {"non-torch memory", m.nonTorch},
                                                   {"activation peak", m.activation},
                                                   {"CUDA graph memory", m.cudaGraph},
                                                   {"CUDA context", m.cudaContext},
                                                   {"memory of other processes", m.otherProcesses},
                                                   {"memory ceiling", m.ceiling}};
    for (const auto& [term, value] : terms)
        if (value < 0 || value > 64 * bound)
            return badTerm(term, toGiB(value));
    if (m.kvCache < -64 * bound || m.kvCache > bound)
        return badTerm("KV cache", toGiB(m.kvCache));
    return {};
}

QString figureProblem(const Plan& p)
{
    const std::pair<const char*, double> figures[] = {
        {"maximum concurrency", p.maxConcurrency},
        {"realistic concurrency", p.realisticConcurrency},
        {"KV token count", static_cast<double>(p.kvTokens)},
        {"KV block count", static_cast<double>(p.numBlocks)},
        {"KV bytes per token", static_cast<double>(p.kv.bytesPerToken)},
        {"KV bytes per block", static_cast<double>(p.kv.bytesPerBlock)},
        {"KV needed for max_model_len", static_cast<double>(p.kvNeededForMaxLen)},
        {"estimated max_model_len", static_cast<double>(p.estimatedMaxModelLen)},
        {"recommended max_num_seqs", static_cast<double>(p.recommendedMaxNumSeqs)}};
    for (const auto& [figure, value] : figures)
        if (!std::isfinite(value) || value < 0)
            return badTerm(figure, value);
    return {};
}

} // namespace

Plan checkedPlan(Plan plan)
{
    if (plan.verdict == Verdict::InvalidInput)
        return plan;
    QString problem = memoryProblem(plan.memory);
    for (const RankPlan& rank : plan.ranks)
        if (problem.isEmpty())
            problem = memoryProblem(rank.memory);
    if (problem.isEmpty())
        problem = figureProblem(plan);
    if (!problem.isEmpty()) {
        plan.verdict = Verdict::InvalidInput;
        plan.inputError = std::move(problem);
    }
    return plan;
}

} // namespace kvb
