#include "model/modulenames.h"

namespace kvb {

namespace {

// How one family names the modules of a decoder layer (transformers' modeling_<type>.py).
struct Naming
{
    const char* layers = "model.layers"; // the layer list
    const char* attention = "self_attn"; // the attention block
    QStringList qkv = {QStringLiteral("q_proj"), QStringLiteral("k_proj"), QStringLiteral("v_proj")};
    const char* out = "o_proj";
    const char* mlp = "mlp"; // the feed-forward block ("" when its modules sit on the layer)
    QStringList gateUp = {QStringLiteral("gate_proj"), QStringLiteral("up_proj")};
    const char* down = "down_proj";
    const char* router = "gate";
    const char* shared = "shared_expert";
    const char* mixer = "mixer";
};

Naming namingFor(const ModelSpec& m)
{
    Naming n;
    const QString& t = m.modelType;
    if (t == u"opt") {
        n.layers = "model.decoder.layers";
        n.out = "out_proj";
        n.mlp = "";
        n.gateUp = {QStringLiteral("fc1")};
        n.down = "fc2";
    } else if (t == u"phi") {
        n.out = "dense";
        n.gateUp = {QStringLiteral("fc1")};
        n.down = "fc2";
    } else if (t == u"gpt_bigcode" || t == u"qwen") {
        n.layers = "transformer.h";
        n.attention = "attn";
        n.qkv = {QStringLiteral("c_attn")};
        n.out = "c_proj";
        n.gateUp = t == u"qwen" ? QStringList{QStringLiteral("w1"), QStringLiteral("w2")}
                                : QStringList{QStringLiteral("c_fc")};
        n.down = "c_proj";
    } else if (t == u"mpt") {
        n.layers = "transformer.blocks";
        n.attention = "attn";
        n.qkv = {QStringLiteral("Wqkv")};
        n.out = "out_proj";
        n.mlp = "ffn";
        n.gateUp = {QStringLiteral("up_proj")};
    } else if (t == u"phi3") {
        n.qkv = {QStringLiteral("qkv_proj")};
        n.gateUp = {QStringLiteral("gate_up_proj")};
    } else if (t == u"mixtral") {
        n.mlp = "block_sparse_moe";
    } else if (t == u"gpt_oss") {
        n.router = "router";
    } else if (t == u"llama4_text") {
        n.mlp = "feed_forward";
        n.router = "router";
    } else if (t == u"nemotron_h" || t.contains(QLatin1String("mamba"))) {
        n.layers = "backbone.layers";
        n.attention = "mixer";
        n.mlp = "mixer";
        n.gateUp = {QStringLiteral("up_proj")};
    } else if (t == u"qwen3_next") {
        n.mixer = "linear_attn";
    } else if (t == u"jamba") {
        n.mixer = "mamba";
        n.mlp = "feed_forward";
    } else if (t.startsWith(QLatin1String("deepseek"))) {
        n.shared = "shared_experts";
    }
    if (!m.gatedMlp && n.gateUp.size() == 2 && t != u"qwen")
        n.gateUp = {QStringLiteral("up_proj")};
    return n;
}

QStringList partsOf(const Naming& n, const ModelSpec& m, int layer, LinearKind kind)
{
    const QString attention =
        m.isCrossAttentionLayer(layer) ? QStringLiteral("cross_attn") : QLatin1String(n.attention);
    const QString mlp = QLatin1String(n.mlp);
    auto in = [](const QString& block, const QStringList& names) {
        QStringList out;
        for (const QString& name : names)
            out << (block.isEmpty() ? name : block + u'.' + name);
        return out;
    };
    switch (kind) {
    case LinearKind::QkvProj:
        return in(attention, m.mla.active() ? QStringList{QStringLiteral("q_proj")} : n.qkv);
    case LinearKind::OProj:
        return in(attention, {QLatin1String(n.out)});
    case LinearKind::MlaQA:
        return in(attention, {QStringLiteral("q_a_proj")});
    case LinearKind::MlaQB:
        return in(attention, {QStringLiteral("q_b_proj")});
    case LinearKind::MlaKvA:
        return in(attention, {QStringLiteral("kv_a_proj_with_mqa")});
    case LinearKind::MlaKvB:
        return in(attention, {QStringLiteral("kv_b_proj")});
    case LinearKind::GateUpProj:
        return in(mlp, n.gateUp);
    case LinearKind::DownProj:
        return in(mlp, {QLatin1String(n.down)});
    case LinearKind::Experts:
        return in(mlp, {QStringLiteral("experts")});
    case LinearKind::Router:
        return in(mlp, {QLatin1String(n.router)});
    case LinearKind::SharedGateUp:
        return in(mlp + u'.' + QLatin1String(n.shared), n.gateUp);
    case LinearKind::SharedDown:
        return in(mlp + u'.' + QLatin1String(n.shared), {QLatin1String(n.down)});
    case LinearKind::SharedExpertGate:
        return in(mlp, {QStringLiteral("shared_expert_gate")});
    case LinearKind::Mixer:
        return in(QLatin1String(n.mixer), {QStringLiteral("in_proj"), QStringLiteral("out_proj")});
    case LinearKind::AttentionLinear:
        return in(QLatin1String(n.attention), {QStringLiteral("linear_attn")});
    case LinearKind::FfnLinear:
        return in(mlp, {QStringLiteral("linear_mlp")});
    case LinearKind::Count:
        break;
    }
    return {};
}

} // namespace

QList<QStringList> checkpointModuleNames(const ModelSpec& m, int layer, LinearKind kind)
{
    const Naming n = namingFor(m);
    const QString index = QString::number(layer);
    QStringList prefixes{QLatin1String(n.layers) + u'.' + index};
    if (m.vision.active() || !m.crossAttentionLayers.empty())
        prefixes << QStringLiteral("language_model.model.layers.") + index
                 << QStringLiteral("model.language_model.layers.") + index;
    QList<QStringList> names;
    for (const QString& part : partsOf(n, m, layer, kind)) {
        QStringList spellings;
        for (const QString& prefix : prefixes)
            spellings << prefix + u'.' + part;
        names << spellings;
    }
    return names;
}

} // namespace kvb
