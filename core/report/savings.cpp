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

} // namespace

SavingsWaterfall savingsWaterfall(const Scenario& scenario)
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
    const std::int64_t context = rs.maxModelLen;
    waterfall.contextLength = context;
    waterfall.requestTokens = std::min(context, scenario.workload.requestTokens);

    ModelSpec multiHead = scenario.model;
    multiHead.numKvHeads = multiHead.numAttentionHeads;
    const Bytes weights = plan.memory.weights;

    std::vector<SavingsStep>& steps = waterfall.steps;
    steps.push_back(
        contiguous(SavingsStepKind::MultiHead, weights, kvPerToken(multiHead, rs, tp, layers), context));
    steps.push_back(contiguous(SavingsStepKind::GroupedQuery, weights, plan.kv, context));
    steps.back().applicable = scenario.model.isGroupedQuery();
    steps.push_back(contiguous(SavingsStepKind::Fp8Kv, weights, fp8Plan.kv, context));

    SavingsStep paged;
    paged.kind = SavingsStepKind::Paged;
    paged.weights = weights;
    paged.kvBytesPerToken = fp8Plan.kv.bytesPerToken;
    paged.kvCache = kvBytesForTokens(fp8Plan.kv, waterfall.requestTokens, rs.blockSize,
                                     fp8Plan.settings.maxNumBatchedTokens);
    paged.kvTokens = fp8Plan.kv.bytesPerToken > 0 ? paged.kvCache / fp8Plan.kv.bytesPerToken : 0;
    steps.push_back(paged);

    SavingsStep int4 = paged;
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
    steps.push_back(int4);

    for (std::size_t i = 1; i < steps.size(); ++i)
        steps[i].saving = steps[i - 1].total() - steps[i].total();
    return waterfall;
}

} // namespace kvb
