#include "vllm/calibration.h"

#include "base/limits.h"
#include "base/units_format.h"
#include "budget/defaults.h"
#include "budget/engine.h"
#include "vllm/unloggedinputs.h"

#include <QCoreApplication>

#include <cmath>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Calibration)
};

constexpr double kLogRoundingGiB = 0.005; // vLLM prints GiB with two decimals

// Whether the log's token count is its pool: "GPU KV cache size", or, when V0 refuses max_model_len, its
// "... stored in KV cache (N)", which is num_gpu_blocks x block_size. Other failures print no pool.
bool tokensArePool(const ParsedVllmLog& log)
{
    return log.figures.kvTokens && (log.error.isEmpty() || log.error == u"max_model_len_too_large");
}

// The KV pool to aim for: inside the logged GiB's rounding interval and, when the log also gives
// blocks or tokens, inside that block count's interval (their midpoint), so blocks match exactly.
std::optional<Bytes> kvTarget(const ParsedVllmLog& log, const Plan& plan)
{
    const Bytes blockBytes = plan.kv.bytesPerBlock;
    std::optional<std::int64_t> blocks = log.figures.numGpuBlocks;
    if (!blocks && tokensArePool(log) && plan.settings.blockSize > 0)
        blocks = *log.figures.kvTokens / plan.settings.blockSize;
    const auto& kv = log.figures.availableKvGiB;
    if (blocks && *blocks > 0 && blockBytes > 0) {
        Bytes low = *blocks * blockBytes;
        Bytes high = (*blocks + 1) * blockBytes - 1;
        if (kv) {
            low = std::max(low, fromGiB(*kv - kLogRoundingGiB));
            high = std::min(high, fromGiB(*kv + kLogRoundingGiB));
            if (low > high)
                return fromGiB(*kv); // inconsistent log: trust the memory figure
        }
        return low + (high - low) / 2;
    }
    if (kv)
        return fromGiB(*kv);
    if (blocks && *blocks == 0)
        return Bytes{0}; // "# GPU blocks: 0": less than one block was left
    return std::nullopt;
}

// V1 logs print tokens, which hybrid models (several KV groups, sliding windows) do not map to
// blocks x block_size; and a pool solved from a GiB figure rounded to 0.01 can miss them by a block
// or two. The activation term is moved until the plan prints the logged tokens (fewer activation
// bytes, a larger pool: the token count only grows), or stays put when no value does.
void matchLoggedTokens(Scenario& s, std::int64_t loggedTokens, Plan& plan)
{
    OverheadOverrides& o = s.serving.overrides;
    if (!o.activation || plan.kvTokens == loggedTokens)
        return;
    const Bytes original = *o.activation;
    const Bytes step = fromGiB(0.05);
    Bytes more = *o.activation; // more activation: at most the logged tokens
    Bytes less = *o.activation; // less activation: at least the logged tokens
    const auto tokensAt = [&](Bytes activation) {
        o.activation = activation;
        return computePlan(s).kvTokens;
    };
    if (plan.kvTokens > loggedTokens)
        more += step;
    else
        less = std::max<Bytes>(0, less - step);
    if (tokensAt(more) > loggedTokens || tokensAt(less) < loggedTokens) {
        o.activation = original;
        return;
    }
    for (int i = 0; i < 64 && more - less > 1; ++i) {
        const Bytes mid = less + (more - less) / 2;
        const std::int64_t tokens = tokensAt(mid);
        if (tokens == loggedTokens) {
            plan = computePlan(s);
            return;
        }
        (tokens > loggedTokens ? less : more) = mid;
    }
    o.activation = original;
}

// A pool larger than the card's ceiling leaves after the measured terms: the card reported more than
// the preset's total (WSL2 and some drivers do) and the log does not print it. The total grows by the
// shortfall over the utilization, so the log's figures add up again.
void widenTotalForPool(Scenario& s, double utilization, Calibration& cal)
{
    OverheadOverrides& o = s.serving.overrides;
    const Bytes shortfall = -*o.nonTorch;
    o.nonTorch = 0;
    if (utilization <= 0)
        return;
    s.gpu.totalBytes += static_cast<Bytes>(std::ceil(static_cast<double>(shortfall) / utilization));
    cal.adopted << Text::tr("GPU total: %1 GiB (the logged pool does not fit the preset's total; the log "
                            "prints none)")
                       .arg(formatFixed(toGiB(s.gpu.totalBytes), 2));
}

// The log's formats date it, so its version (and engine) replace the default; a version the user
// chose explicitly wins over the hint.
void adoptLoggedVersion(const ParsedVllmLog& log, ServingConfig& c, Calibration& cal)
{
    if (log.versionHint && c.vllmVersion == newestModelledVersion() && *log.versionHint != c.vllmVersion) {
        c.vllmVersion = *log.versionHint;
        c.engine = log.engineHint;
        cal.adopted << Text::tr("vLLM version: %1 accounting (the log's format: %2)")
                           .arg(accountingRulesFor(c.vllmVersion, c.engine).label, log.formatHint);
    } else if (log.engineHint && !c.engine && accountingRulesFor(c.vllmVersion).engine != *log.engineHint) {
        c.engine = log.engineHint;
        cal.notes << Text::tr("the log's formats are %1 ones; planning with the %1 engine")
                         .arg(engineName(*log.engineHint));
    }
}

// The card's total: the logged request R = total x util is more precise than the rounded total, so it
// is preferred when the utilization is known.
void adoptLoggedTotal(const ParsedVllmLog& log, Scenario& s, Calibration& cal)
{
    const ServingConfig& c = s.serving;
    // A utilization that is tiny but in range would make the card astronomically large (fuzz_vllmlog:
    // 5.6 GiB ÷ 7e-74): such a quotient is no card, and the logged total, if any, is used instead.
    const double derived =
        log.requestedGiB && c.gpuMemoryUtilization ? *log.requestedGiB / *c.gpuMemoryUtilization : -1;
    if (std::isfinite(derived) && derived > 0 && derived <= toGiB(limits::kMaxGpuMemory)) {
        s.gpu.totalBytes = fromGiB(derived);
        cal.adopted << Text::tr("GPU total: %1 GiB (%2 GiB requested ÷ %3)")
                           .arg(formatFixed(toGiB(s.gpu.totalBytes), 2))
                           .arg(*log.requestedGiB)
                           .arg(*c.gpuMemoryUtilization);
    } else if (log.totalGiB) {
        s.gpu.totalBytes = fromGiB(*log.totalGiB);
        cal.adopted << Text::tr("GPU total: %1 GiB (from the log)").arg(*log.totalGiB);
    }
}

// Step 1: the serving settings the log shows, so the prediction is made for the run that was logged.
// The total comes last because it divides by the (possibly adopted) utilization.
// The MXFP4 kernel a log names, adopted only where it applies: MXFP4 weights on a card whose backend is
// Marlin or Triton (ROCm logs "Using Triton backend" for kernels of its own).
void adoptLoggedMxfp4Backend(const ParsedVllmLog& log, Scenario& s, Calibration& cal)
{
    ServingConfig& c = s.serving;
    if (!log.mxfp4Marlin || log.mxfp4Marlin == c.mxfp4Marlin)
        return;
    const ResolvedSettings resolved = resolveSettings(s);
    if (resolved.quantization.method != QuantMethod::Mxfp4 || resolved.mxfp4Backend == Mxfp4Backend::Native)
        return;
    c.mxfp4Marlin = log.mxfp4Marlin;
    cal.adopted << (*log.mxfp4Marlin ? Text::tr("MXFP4 experts: Marlin (the log says it loaded them)")
                                     : Text::tr("MXFP4 experts: Triton (the log says it loaded them)"));
}

void adoptLoggedSettings(const ParsedVllmLog& log, Scenario& s, Calibration& cal)
{
    ServingConfig& c = s.serving;
    adoptLoggedVersion(log, c, cal);
    if (log.utilization &&
        (!c.gpuMemoryUtilization || std::fabs(*c.gpuMemoryUtilization - *log.utilization) > 1e-9)) {
        c.gpuMemoryUtilization = *log.utilization;
        cal.adopted << Text::tr("gpu_memory_utilization: %1 (from the log)").arg(*log.utilization);
    }
    if (log.maxModelLen && log.maxModelLen != c.maxModelLen) {
        if (*log.maxModelLen <= s.model.maxModelLen()) {
            c.maxModelLen = *log.maxModelLen;
            cal.adopted << Text::tr("max_model_len: %1 (from the log)").arg(*log.maxModelLen);
        } else {
            cal.notes << Text::tr("the log's max_model_len %1 exceeds this model's %2: is it the same model?")
                             .arg(*log.maxModelLen)
                             .arg(s.model.maxModelLen());
        }
    }
    if (log.flashInferSampler && log.flashInferSampler != c.flashInferSampler) {
        c.flashInferSampler = log.flashInferSampler;
        cal.adopted << (*log.flashInferSampler ? Text::tr("sampler: FlashInfer (the log says it ran)")
                                               : Text::tr("sampler: torch's sort (the log says FlashInfer is "
                                                          "not available)"));
    } else if (!log.flashInferSampler && !c.flashInferSampler &&
               samplerFromInstall(log.flashInferSampler, log.flashInferInstalled, c.vllmVersion, c.engine)
                   .value_or(false)) {
        c.flashInferSampler = true;
        cal.adopted << Text::tr(
            "sampler: FlashInfer (the log's attention ran on FlashInfer, so it is installed, "
            "and this release samples with it when it is)");
    }
    adoptLoggedMxfp4Backend(log, s, cal);
    adoptLoggedTotal(log, s, cal);
}

// Step 2: every term the log measured replaces the engine's estimate (overrides start empty, so only
// the log's figures are used). Reads cal.predicted for the terms the era charges outside the budget.
void adoptMeasuredTerms(const ParsedVllmLog& log, Scenario& s, Calibration& cal)
{
    ServingConfig& c = s.serving;
    const AccountingRules& rules = cal.predicted.rules;
    const Bytes chargedOutside = rules.charge == ChargeModel::TotalUsed
                                     ? cal.predicted.memory.cudaContext + cal.predicted.memory.otherProcesses
                                     : 0;
    OverheadOverrides& o = c.overrides;
    o = OverheadOverrides{};
    if (log.figures.weightsGiB) {
        o.weights = fromGiB(*log.figures.weightsGiB);
        cal.adopted << Text::tr("weights: %1 GiB (measured)").arg(*log.figures.weightsGiB);
    }
    if (log.figures.nonTorchGiB) {
        // 0.6.4's non_torch_memory includes the CUDA context and other processes, which the engine
        // charges separately in that era.
        o.nonTorch = std::max<Bytes>(0, fromGiB(*log.figures.nonTorchGiB) - chargedOutside);
        cal.adopted << Text::tr("non-torch: %1 GiB (measured)").arg(*log.figures.nonTorchGiB);
    }
    if (log.figures.activationGiB) {
        o.activation = fromGiB(*log.figures.activationGiB);
        cal.adopted << Text::tr("activation peak: %1 GiB (measured)").arg(*log.figures.activationGiB);
    } else if (log.peakTorchGiB && log.figures.weightsGiB) {
        o.activation = fromGiB(*log.peakTorchGiB - *log.figures.weightsGiB);
        cal.adopted << Text::tr("activation peak: %1 GiB (peak_torch_memory − weights)")
                           .arg(formatFixed(*log.peakTorchGiB - *log.figures.weightsGiB, 2));
    }
    if (log.figures.cudaGraphGiB && rules.cudaGraphsInBudget) {
        o.cudaGraph = fromGiB(std::max(0.0, *log.figures.cudaGraphGiB));
        cal.adopted << Text::tr("CUDA graphs: %1 GiB (measured)").arg(*log.figures.cudaGraphGiB);
    }
    if (log.error == u"insufficient_free_memory" && log.startupFreeGiB && log.totalGiB) {
        c.otherProcessesBytes = std::max<Bytes>(0, fromGiB(*log.totalGiB - *log.startupFreeGiB) -
                                                       cal.predicted.memory.cudaContext);
        cal.adopted << Text::tr(
                           "memory held by other processes: %1 GiB (total − free at startup − CUDA context)")
                           .arg(formatFixed(toGiB(c.otherProcessesBytes), 2));
    }
    o.calibrated = true;
}

// Step 3: the difference between the pool the measured terms leave and the logged pool goes to the
// term the log did not measure, so the calibrated plan reproduces the logged pool.
void solveUnmeasuredRemainder(const ParsedVllmLog& log, Scenario& s, Calibration& cal)
{
    ServingConfig& c = s.serving;
    OverheadOverrides& o = c.overrides;
    Plan first = computePlan(s);
    if (const auto target = kvTarget(log, first); target && !c.kvCacheMemoryBytes) {
        const Bytes residual = first.memory.kvCache - *target;
        if (!o.activation || !o.nonTorch) {
            // Put the remainder on the term the log did not measure (usually all of the overhead).
            if (!o.activation)
                o.activation = first.memory.activation + residual;
            else
                o.nonTorch = first.memory.nonTorch + residual;
        } else {
            o.activation = *o.activation + residual; // rounding of the logged figures only
        }
        if (o.activation && *o.activation < 0) {
            o.nonTorch = o.nonTorch.value_or(first.memory.nonTorch) + *o.activation;
            o.activation = 0;
        }
        if (o.nonTorch && *o.nonTorch < 0 && !log.totalGiB)
            widenTotalForPool(s, first.settings.gpuMemoryUtilization, cal);
        cal.adopted << Text::tr("overhead solved so the KV pool is the logged %1 GiB")
                           .arg(formatFixed(toGiB(*target), 2));
    } else {
        cal.notes << Text::tr(
            "the log has no KV-cache figure (Available KV cache memory, blocks or tokens); only the "
            "measured terms were adopted");
    }
}

// What the log's figures imply must fit on the card: its blocks x the model's block size, and the
// terms resident at the profiling peak (weights, non-torch, activation). A log that says more is not
// a log of this model on this card (or was edited), and is not calibrated into a plan.
QString impossibleLogProblem(const ParsedVllmLog& log, const Scenario& s, const Plan& plan)
{
    const double card = static_cast<double>(s.gpu.totalBytes);
    if (log.figures.numGpuBlocks &&
        static_cast<double>(*log.figures.numGpuBlocks) * static_cast<double>(plan.kv.bytesPerBlock) > card)
        return Text::tr(
                   "The log's %1 GPU blocks of %2 MiB each would need %3 GiB, more than the card's %4 GiB: "
                   "is it a log of this model on this GPU?")
            .arg(*log.figures.numGpuBlocks)
            .arg(formatFixed(static_cast<double>(plan.kv.bytesPerBlock) / MiB, 2))
            .arg(static_cast<double>(*log.figures.numGpuBlocks) * static_cast<double>(plan.kv.bytesPerBlock) /
                     GiB,
                 0, 'g', 4)
            .arg(formatFixed(toGiB(s.gpu.totalBytes), 2));
    const OverheadOverrides& o = s.serving.overrides;
    const MemoryTerms& m = plan.memory;
    const Bytes resident =
        o.weights.value_or(m.weights) + o.nonTorch.value_or(m.nonTorch) + o.activation.value_or(m.activation);
    if (resident > s.gpu.totalBytes)
        return Text::tr("The log's figures are inconsistent: calibrating them needs %1 GiB of weights, "
                        "non-torch memory and activation peak at once, more than the card's %2 GiB")
            .arg(formatFixed(toGiB(resident), 2))
            .arg(formatFixed(toGiB(s.gpu.totalBytes), 2));
    return {};
}

// A log whose own ceiling (total x utilization) is less than its weights and KV pool together leaves
// a negative remainder for non-torch memory and the activation peak, which vLLM always has: its lines
// cannot come from one run, and no calibration reproduces them.
QString negativeRemainderProblem(const Scenario& s, const Plan& predicted)
{
    const std::optional<Bytes>& nonTorch = s.serving.overrides.nonTorch;
    if (!nonTorch || *nonTorch >= 0)
        return {};
    return Text::tr("The log's figures are inconsistent: at gpu_memory_utilization %1 they leave %2 GiB for "
                    "non-torch memory and the activation peak; are all its lines from the same run?")
        .arg(formatFixed(s.serving.gpuMemoryUtilization.value_or(predicted.settings.gpuMemoryUtilization), 2))
        .arg(formatFixed(toGiB(*nonTorch), 2));
}

} // namespace

std::optional<double> ComparisonRow::errorPercent() const
{
    if (!logged || *logged == 0.0)
        return std::nullopt;
    return std::fabs(predicted - *logged) / std::fabs(*logged) * 100.0;
}

Result<Calibration> calibrateFromLog(const Scenario& input, const ParsedVllmLog& log)
{
    Calibration cal;
    cal.log = log;
    Scenario s = input;

    // 1. The settings the log shows.
    adoptLoggedSettings(log, s, cal);
    cal.predicted = computePlan(s);
    if (cal.predicted.verdict == Verdict::InvalidInput)
        return invalidInput(
            Text::tr("The scenario with the log's settings is invalid: %1").arg(cal.predicted.inputError));

    // 2. The measured terms.
    adoptMeasuredTerms(log, s, cal);

    // 3. Solve the unmeasured remainder so the pool equals the logged one.
    if (QString problem = impossibleLogProblem(log, s, cal.predicted); !problem.isEmpty())
        return invalidInput(problem);
    solveUnmeasuredRemainder(log, s, cal);
    for (const QString& problem :
         {negativeRemainderProblem(s, cal.predicted), impossibleLogProblem(log, s, cal.predicted)})
        if (!problem.isEmpty())
            return invalidInput(problem);
    cal.calibrated = computePlan(s);
    if (cal.calibrated.verdict == Verdict::InvalidInput)
        return invalidInput(
            Text::tr("The calibrated scenario is invalid: %1").arg(cal.calibrated.inputError));
    if (log.figures.kvTokens && log.error.isEmpty() && !s.serving.kvCacheMemoryBytes)
        matchLoggedTokens(s, *log.figures.kvTokens, cal.calibrated);
    cal.scenario = s;
    if (!cal.log.problems.isEmpty())
        cal.notes << cal.log.problems;
    return cal;
}

std::vector<ComparisonRow> compareWithLog(const Calibration& cal)
{
    const LoggedFigures& f = cal.log.figures;
    const Plan& p = cal.predicted;
    const Plan& k = cal.calibrated;
    auto gib = [](Bytes b) { return toGiB(b); };
    std::vector<ComparisonRow> rows;
    rows.push_back({QStringLiteral("weights"), Text::tr("Model weights (GiB)"), f.weightsGiB,
                    gib(p.memory.weights), gib(k.memory.weights)});
    rows.push_back({QStringLiteral("non_torch"), Text::tr("Non-torch (GiB)"), f.nonTorchGiB,
                    gib(p.memory.reportedNonTorch()), gib(k.memory.reportedNonTorch())});
    rows.push_back({QStringLiteral("activation"), Text::tr("Activation peak (GiB)"), f.activationGiB,
                    gib(p.memory.activation), gib(k.memory.activation)});
    rows.push_back({QStringLiteral("cuda_graphs"), Text::tr("CUDA graphs (GiB)"), f.cudaGraphGiB,
                    gib(p.memory.cudaGraph), gib(k.memory.cudaGraph)});
    rows.push_back({QStringLiteral("kv_cache"), Text::tr("KV cache (GiB)"), f.availableKvGiB,
                    gib(p.memory.kvCache), gib(k.memory.kvCache)});
    std::optional<double> blocks;
    if (f.numGpuBlocks)
        blocks = static_cast<double>(*f.numGpuBlocks);
    rows.push_back({QStringLiteral("num_blocks"), Text::tr("KV blocks"), blocks,
                    static_cast<double>(p.numBlocks), static_cast<double>(k.numBlocks)});
    std::optional<double> tokens;
    if (tokensArePool(cal.log))
        tokens = static_cast<double>(*f.kvTokens);
    rows.push_back({QStringLiteral("kv_tokens"), Text::tr("KV tokens"), tokens,
                    static_cast<double>(p.kvTokens), static_cast<double>(k.kvTokens)});
    rows.push_back({QStringLiteral("max_concurrency"), Text::tr("Maximum concurrency (x)"), f.maxConcurrency,
                    p.maxConcurrency, k.maxConcurrency});
    std::optional<double> started;
    if (f.started)
        started = *f.started ? 1.0 : 0.0;
    rows.push_back({QStringLiteral("starts"), Text::tr("Starts (1 = yes)"), started, p.fits() ? 1.0 : 0.0,
                    k.fits() ? 1.0 : 0.0});
    return rows;
}

} // namespace kvb
