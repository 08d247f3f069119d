// Mixture-of-experts layers: routed and shared experts, routers and their biases, leading dense layers,
// as each family's vLLM model file builds them (docs/config-import.md).
#include "io/hfarchparts.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace kvb::hfparts {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::HfArchitecture)
};

// Hunyuan's MoE config writes moe_topk, moe_intermediate_size and num_shared_expert one entry per layer
// (vLLM hunyuan_v1.py HunYuanSparseMoeBlock reads config.X[layer_id]). kvbudget keeps one size for all
// MoE layers: a list whose entries are all equal reads as that value, one whose entries differ is
// recognised but not modelled.
QJsonObject withUniformPerLayerLists(const QJsonObject& config, ModelSpec& m, QString& bad)
{
    QJsonObject flat = config;
    for (const char* name : {"moe_topk", "moe_intermediate_size", "num_shared_expert"}) {
        const QJsonArray list = config.value(QLatin1String(name)).toArray();
        if (list.isEmpty())
            continue;
        if (list.size() < m.numLayers && bad.isEmpty()) // vLLM asserts an entry for every layer
            bad = Text::tr("%1 lists %2 layers but num_hidden_layers is %3")
                      .arg(QLatin1String(name))
                      .arg(list.size())
                      .arg(m.numLayers);
        if (std::any_of(list.begin(), list.end(), [&list](const QJsonValue& v) { return v != list.first(); }))
            m.unmodelledFeatures << Text::tr("per-layer %1 values that differ").arg(QLatin1String(name));
        flat.insert(QLatin1String(name), list.first());
    }
    return flat;
}

} // namespace

bool switchedOn(const QJsonValue& v)
{
    return v.isBool() ? v.toBool() : v.toDouble(0) > 0;
}

void parseMoe(const QJsonObject& config, const QJsonObject& layout, const QString& type, ModelSpec& m,
              QString& bad)
{
    MoeSpec& e = m.moe;
    e.numExperts =
        intField(config, {"num_local_experts", "num_experts", "n_routed_experts", "moe_num_experts"}, 0, bad);
    if (e.numExperts <= 1) {
        e = MoeSpec{};
        return;
    }
    const QJsonObject c = withUniformPerLayerLists(config, m, bad);
    e.expertsPerToken =
        intField(c, {"num_experts_per_tok", "experts_per_token", "moe_topk", "top_k"}, 2, bad);
    // Mixtral and gpt-oss have no separate expert width: intermediate_size is each expert's.
    e.expertIntermediate =
        intField(c, {"moe_intermediate_size", "expert_intermediate_size"}, m.intermediateSize, bad);
    e.numSharedExperts = intField(c, {"n_shared_experts", "num_shared_experts"}, 0, bad);
    e.firstDenseLayers = intField(c, {"first_k_dense_replace"}, 0, bad);
    e.layerFrequency =
        std::max(1, intField(c, {"moe_layer_freq", "decoder_sparse_step", "expert_layer_period"}, 1, bad));
    if (const int shared = intField(c, {"shared_expert_intermediate_size"}, 0, bad); shared > 0) {
        e.numSharedExperts =
            std::max(1, e.numSharedExperts); // Qwen2-MoE / Qwen3-Next: one gated shared expert
        e.sharedIntermediate = shared;
        e.sharedExpertGate = true;
    }
    if (type == u"jamba")
        e.firstDenseLayers = intField(c, {"expert_layer_offset"}, 1, bad);
    // Hunyuan MoE: use_mixed_mlp_moe adds one shared MLP of intermediate_size x num_shared_expert beside
    // the routed experts (hunyuan_v1.py shared_mlp).
    if (switchedOn(c.value(QLatin1String("use_mixed_mlp_moe")))) {
        const std::int64_t width =
            std::int64_t{m.intermediateSize} * intField(c, {"num_shared_expert"}, 1, bad);
        if (width > limits::kMaxConfigDimension && bad.isEmpty())
            bad = Text::tr("the shared MLP (intermediate_size x num_shared_expert) is %1 wide; the allowed "
                           "range is up to %2")
                      .arg(width)
                      .arg(limits::kMaxConfigDimension);
        e.numSharedExperts = width > 0 ? 1 : 0;
        e.sharedIntermediate = static_cast<int>(std::min<std::int64_t>(width, limits::kMaxConfigDimension));
    }
    // DeepSeek-V3's noaux_tc router adds a per-expert score bias; gpt-oss has biases everywhere; the
    // layout's "router_bias" names other families whose vLLM gate always has one (GLM-4.5, ERNIE 4.5), or
    // the config field that switches it on (MiniMax-M2's use_routing_bias).
    const QJsonValue routerBias = layout.value(QLatin1String("router_bias"));
    e.routerBias =
        type == u"gpt_oss" || c.value(QLatin1String("topk_method")).toString() == u"noaux_tc" ||
        (routerBias.isString() ? switchedOn(c.value(routerBias.toString())) : routerBias.toBool(false)) ||
        switchedOn(c.value(QLatin1String("moe_router_enable_expert_bias")));
    // Ling 2.0 (bailing_moe.py BailingMoE): the router's expert_bias when moe_router_enable_expert_bias
    // (one value per expert, counted as a router bias above), and shared experts of
    // moe_shared_expert_intermediate_size each. Other families spell a total width with the same key
    // (param2moe.py), so it is read for Ling only.
    if (type.startsWith(QLatin1String("bailing_moe")))
        if (const int shared = intField(c, {"moe_shared_expert_intermediate_size"}, 0, bad); shared > 0)
            e.sharedIntermediate = shared;
    e.expertBias = type == u"gpt_oss";
    // vLLM builds some families' gate in float32 (layout "router_fp32_from": the first release that does).
    const QString fp32From = layout.value(QLatin1String("router_fp32_from")).toString();
    e.routerFp32From = VllmVersion::parse(fp32From);
    if (!fp32From.isEmpty() && !e.routerFp32From && bad.isEmpty())
        bad = Text::tr("the layout's router_fp32_from \"%1\" is not a vLLM version").arg(fp32From);
    if (!c.value(QLatin1String("mlp_only_layers")).toArray().isEmpty())
        m.unmodelledFeatures << Text::tr("dense layers listed in mlp_only_layers");
}

} // namespace kvb::hfparts
