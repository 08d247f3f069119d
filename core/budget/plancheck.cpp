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

// `figure` is marked with QT_TRANSLATE_NOOP and translated only when a plan is refused, so a plan that
// passes costs no string.
QString badFigure(const char* figure, const QString& value)
{
    return Text::tr("kvbudget computed an impossible %1 (%2); the input is outside what it can model")
        .arg(Text::tr(figure), value);
}

QString badTerm(const char* term, Bytes value)
{
    return badFigure(term, Text::tr("%1 GiB").arg(toGiB(value), 0, 'g', 6));
}

// Every memory term of one GPU: not negative (the KV pool may be, as vLLM logs it), within the card
// and the largest memory kvbudget models.
QString memoryProblem(const MemoryTerms& m)
{
    const Bytes bound = limits::kMaxGpuMemory;
    if (m.total <= 0 || m.total > bound)
        return badTerm(QT_TRANSLATE_NOOP("kvb::Engine", "GPU memory"), m.total);
    const std::pair<const char*, Bytes> terms[] = {
        {QT_TRANSLATE_NOOP("kvb::Engine", "weights"), m.weights},
        {QT_TRANSLATE_NOOP("kvb::Engine", "non-torch memory"), m.nonTorch},
        {QT_TRANSLATE_NOOP("kvb::Engine", "activation peak"), m.activation},
        {QT_TRANSLATE_NOOP("kvb::Engine", "CUDA graph memory"), m.cudaGraph},
        {QT_TRANSLATE_NOOP("kvb::Engine", "CUDA context"), m.cudaContext},
        {QT_TRANSLATE_NOOP("kvb::Engine", "memory of other processes"), m.otherProcesses},
        {QT_TRANSLATE_NOOP("kvb::Engine", "memory ceiling"), m.ceiling}};
    for (const auto& [term, value] : terms)
        if (value < 0 || value > 64 * bound)
            return badTerm(term, value);
    if (m.kvCache < -64 * bound || m.kvCache > bound)
        return badTerm(QT_TRANSLATE_NOOP("kvb::Engine", "KV cache"), m.kvCache);
    return {};
}

QString figureProblem(const Plan& p)
{
    const std::pair<const char*, double> figures[] = {
        {QT_TRANSLATE_NOOP("kvb::Engine", "maximum concurrency"), p.maxConcurrency},
        {QT_TRANSLATE_NOOP("kvb::Engine", "realistic concurrency"), p.realisticConcurrency},
        {QT_TRANSLATE_NOOP("kvb::Engine", "KV token count"), static_cast<double>(p.kvTokens)},
        {QT_TRANSLATE_NOOP("kvb::Engine", "KV block count"), static_cast<double>(p.numBlocks)},
        {QT_TRANSLATE_NOOP("kvb::Engine", "KV bytes per token"), static_cast<double>(p.kv.bytesPerToken)},
        {QT_TRANSLATE_NOOP("kvb::Engine", "KV bytes per block"), static_cast<double>(p.kv.bytesPerBlock)},
        {QT_TRANSLATE_NOOP("kvb::Engine", "KV needed for max_model_len"),
         static_cast<double>(p.kvNeededForMaxLen)},
        {QT_TRANSLATE_NOOP("kvb::Engine", "estimated max_model_len"),
         static_cast<double>(p.estimatedMaxModelLen)},
        {QT_TRANSLATE_NOOP("kvb::Engine", "recommended max_num_seqs"),
         static_cast<double>(p.recommendedMaxNumSeqs)}};
    for (const auto& [figure, value] : figures)
        if (!std::isfinite(value) || value < 0)
            return badFigure(figure, QString::number(value, 'g', 6));
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
