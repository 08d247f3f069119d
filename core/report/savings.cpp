#include "report/savings.h"

#include "budget/engine.h"
#include "budget/kvcache.h"

#include <algorithm>

namespace kvb {

namespace {

SavingsStep contiguous(SavingsStepKind kind, Bytes weights, const KvPerToken& kv, std::int64_t tokens)
{
    SavingsStep step;
    step.kind = kind;
    step.weights = weights;
    step.kvBytesPerToken = kv.bytesPerToken;
    step.kvTokens = tokens;
    step.kvCache = kv.bytesPerToken * tokens;
    return step;
}

bool weightsAlreadyFourBit(const Scenario& scenario, const Plan& plan)
{
    return scenario.model.quantization.isQuantized() ||
           (plan.settings.quantization.isQuantized() && plan.settings.quantization.bits <= 4);
}

// The whiteboard's narrower KV elements: `kv` (one byte per element) at `bits` per element.
KvPerToken narrowed(KvPerToken kv, int bits)
{
    kv.bytesPerToken = kv.bytesPerToken * bits / 8;
    kv.bytesPerBlock = kv.bytesPerBlock * bits / 8;
    kv.pageBytesPerLayer = kv.pageBytesPerLayer * bits / 8;
    return kv;
}

SavingsStep pagedStep(const SavingsWaterfall& waterfall, Bytes weights, const KvPerToken& kv,
                      const ResolvedSettings& rs, std::int64_t maxNumBatchedTokens)
{
    SavingsStep paged;
    paged.kind = SavingsStepKind::Paged;
    paged.weights = weights;
    paged.kvBytesPerToken = kv.bytesPerToken;
    paged.kvCache =
        waterfall.requests * kvBytesForTokens(kv, waterfall.requestTokens, rs.blockSize, maxNumBatchedTokens);
    paged.kvTokens = kv.bytesPerToken > 0 ? paged.kvCache / kv.bytesPerToken : 0;
    return paged;
}

SavingsStep int4WeightStep(const Scenario& scenario, const Plan& plan, const Scenario& fp8,
                           const SavingsStep& previous)
{
    SavingsStep int4 = previous;
    int4.kind = SavingsStepKind::WeightInt4;
    int4.applicable = false;
    if (!weightsAlreadyFourBit(scenario, plan)) {
        Scenario awq = fp8;
        awq.serving.quantization = QuantMethod::Awq;
        const Plan awqPlan = computePlan(awq);
        if (!awqPlan.stages.empty()) {
            int4.weights = awqPlan.memory.weights;
            int4.applicable = true;
        }
    }
    return int4;
}

} // namespace

SavingsWaterfall savingsWaterfall(const Scenario& scenario, const SavingsOptions& options)
{
    SavingsWaterfall waterfall;
    Scenario base = scenario;
    base.serving.kvCacheDtype = KvCacheDtype::Auto;
    const Plan plan = computePlan(base);
    if (plan.stages.empty())
        return waterfall;
    Scenario fp8 = base;
    fp8.serving.kvCacheDtype = KvCacheDtype::Fp8;
    const Plan fp8Plan = computePlan(fp8);
    if (fp8Plan.stages.empty())
        return waterfall;

    const ResolvedSettings& rs = plan.settings;
    const int tp = scenario.serving.tensorParallelSize;
    const int layers = plan.worst().numLayers;
    const std::int64_t context = options.contextLength > 0 ? options.contextLength : rs.maxModelLen;
    waterfall.contextLength = context;
    waterfall.requests = std::max(1, options.requests);
    waterfall.beyondModelLimit = context > scenario.model.maxModelLen();
    waterfall.requestTokens = std::min(context, scenario.workload.requestTokens);
    const std::int64_t reserved = context * waterfall.requests;

    ModelSpec multiHead = scenario.model;
    multiHead.numKvHeads = multiHead.numAttentionHeads;
    const Bytes weights = plan.memory.weights;

    std::vector<SavingsStep>& steps = waterfall.steps;
    steps.push_back(
        contiguous(SavingsStepKind::MultiHead, weights, kvPerToken(multiHead, rs, tp, layers), reserved));
    steps.push_back(contiguous(SavingsStepKind::GroupedQuery, weights, plan.kv, reserved));
    steps.back().applicable = scenario.model.isGroupedQuery();
    KvPerToken pagedKv = fp8Plan.kv;
    if (options.integerKv) {
        steps.push_back(contiguous(SavingsStepKind::Int8Kv, weights, narrowed(fp8Plan.kv, 8), reserved));
        pagedKv = narrowed(fp8Plan.kv, 4);
        steps.push_back(contiguous(SavingsStepKind::Int4Kv, weights, pagedKv, reserved));
    } else {
        steps.push_back(contiguous(SavingsStepKind::Fp8Kv, weights, fp8Plan.kv, reserved));
    }
    steps.push_back(pagedStep(waterfall, weights, pagedKv, rs, fp8Plan.settings.maxNumBatchedTokens));
    steps.push_back(int4WeightStep(scenario, plan, fp8, steps.back()));

    for (std::size_t i = 1; i < steps.size(); ++i)
        steps[i].saving = steps[i - 1].total() - steps[i].total();
    return waterfall;
}

} // namespace kvb
