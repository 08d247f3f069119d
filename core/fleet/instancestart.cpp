#include "fleet/instancestart.h"

#include "base/units_format.h"
#include "budget/engine.h"
#include "vllm/messages.h"

#include <QCoreApplication>

#include <algorithm>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::FleetStart)
};

// What the instance physically holds once it serves: the pool fills what the profile left, and the
// profile's own activations are freed, so that only what serving text needs comes back (the sampler
// warm-up vLLM repeats after allocating the pool keeps that much in the caching allocator).
Bytes heldWhileServing(const Plan& plan)
{
    const MemoryTerms& m = plan.memory;
    return m.weights + m.nonTorch + std::max<Bytes>(0, m.kvCache) + plan.steadyStateActivationBytes +
           m.cudaContext + m.cudaGraph;
}

QString profilingCrash(const Plan& plan)
{
    const MemoryTerms& m = plan.memory;
    const ActivationEstimate& a = plan.worst().activation;
    const QString what =
        a.encoderPeak >= a.textPeak() && a.encoderImages > 0
            ? Text::tr("the encoder on %Ln dummy input(s)", nullptr, static_cast<int>(a.encoderImages))
            : Text::tr("the forward pass and the sampler warm-up");
    return Text::tr("CUDA out of memory in vLLM's profiling run: weights %1 + non-torch %2 + the activation "
                    "peak of %3 (%4) need %5, but only %6 are free when it starts")
        .arg(formatGiB(m.weights), formatGiB(m.nonTorch), formatGiB(m.activation), what,
             formatGiB(plan.startupPeakBytes), formatGiB(m.startupFree()));
}

void classify(InstanceStart& s)
{
    const Plan& plan = s.plan;
    const MemoryTerms& m = plan.memory;
    const bool guard = plan.rules.startupFreeCheck && plan.verdict == Verdict::InsufficientFreeMemory;
    if (guard) { // the V1 check fires before anything is loaded: a clean refusal
        s.outcome = StartOutcome::Refuses;
        s.reason =
            Text::tr("refuses: %1 free when it starts, but gpu_memory_utilization %2 asks for %3 of the "
                     "card's %4")
                .arg(formatGiB(m.startupFree()))
                .arg(plan.settings.gpuMemoryUtilization)
                .arg(formatGiB(m.ceiling), formatGiB(m.total));
        s.vllmMessage = vllmStartupError(plan);
        return;
    }
    if (plan.verdict == Verdict::WeightsExceedMemory) {
        s.outcome = StartOutcome::CrashesAtStart;
        s.reason = Text::tr("crashes at start: CUDA out of memory while loading %1 of weights into %2 free")
                       .arg(formatGiB(m.weights), formatGiB(m.startupFree()));
        s.vllmMessage = vllmStartupError(plan);
        return;
    }
    if (plan.verdict == Verdict::ProfilingOutOfMemory || plan.startupPeakBytes > m.startupFree()) {
        s.outcome = StartOutcome::CrashesAtStart;
        s.reason = Text::tr("crashes at start: %1").arg(profilingCrash(plan));
        s.vllmMessage = QStringLiteral("torch.OutOfMemoryError: CUDA out of memory.");
        return;
    }
    switch (plan.verdict) {
    case Verdict::Fits:
        s.outcome = StartOutcome::Starts;
        s.reason = plan.kv.groups() == 0 ? Text::tr("starts (no KV cache)")
                                         : Text::tr("starts: %1 KV tokens, maximum concurrency %2x")
                                               .arg(formatCount(plan.kvTokens))
                                               .arg(formatFixed(plan.maxConcurrency, 2));
        return;
    case Verdict::InsufficientFreeMemory: // no guard in this release: the pool itself does not fit
        s.outcome = StartOutcome::CrashesAtStart;
        s.reason =
            Text::tr("crashes at start: the KV pool its utilization grants does not fit in what is free");
        break;
    case Verdict::KvCacheOutOfMemory:
        s.outcome = StartOutcome::CrashesAtStart;
        s.reason =
            Text::tr("crashes at start: CUDA out of memory allocating the %1 --kv-cache-memory asks for "
                     "beside %2 of weights")
                .arg(formatGiB(m.kvCache), formatGiB(m.weights));
        break;
    case Verdict::NoMemoryForCacheBlocks:
        s.outcome = StartOutcome::Refuses;
        s.reason =
            Text::tr("refuses: no memory left for KV cache blocks (pool %1)").arg(formatGiB(m.kvCache));
        break;
    case Verdict::MaxModelLenTooLarge:
        s.outcome = StartOutcome::Refuses;
        s.reason = Text::tr("refuses: one %1-token request needs %2, the pool holds %3")
                       .arg(formatCount(plan.settings.maxModelLen), formatGiB(plan.kvNeededForMaxLen),
                            formatGiB(m.kvCache));
        break;
    case Verdict::InvalidInput:
    case Verdict::WeightsExceedMemory:
    case Verdict::ProfilingOutOfMemory:
        break;
    }
    s.vllmMessage = vllmStartupError(plan);
}

} // namespace

QString outcomeKey(StartOutcome outcome)
{
    switch (outcome) {
    case StartOutcome::Starts:
        return QStringLiteral("starts");
    case StartOutcome::Refuses:
        return QStringLiteral("refuses");
    case StartOutcome::CrashesAtStart:
        return QStringLiteral("crashes_at_start");
    case StartOutcome::NotPlaced:
        break;
    }
    return QStringLiteral("not_placed");
}

QString outcomeText(StartOutcome outcome)
{
    switch (outcome) {
    case StartOutcome::Starts:
        return Text::tr("starts");
    case StartOutcome::Refuses:
        return Text::tr("refuses");
    case StartOutcome::CrashesAtStart:
        return Text::tr("crashes at start");
    case StartOutcome::NotPlaced:
        break;
    }
    return Text::tr("not placed");
}

InstanceStart startInstance(const Scenario& onCard)
{
    InstanceStart s;
    s.plan = computePlan(onCard);
    s.usedBefore = onCard.serving.otherProcessesBytes;
    if (s.plan.verdict == Verdict::InvalidInput) {
        s.reason = s.plan.inputError;
        return s;
    }
    const MemoryTerms& m = s.plan.memory;
    s.freeAtStart = m.startupFree();
    s.ceiling = m.ceiling;
    s.startupPeak = m.cudaContext + s.plan.startupPeakBytes;
    s.othersCharged = m.contextAndOthersCharged;
    classify(s);
    if (s.starts())
        s.held = heldWhileServing(s.plan);
    return s;
}

} // namespace kvb
