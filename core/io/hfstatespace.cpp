// State-space and linear-attention layers: their weights and the constant state vLLM keeps per
// request (MambaStateShapeCalculator in vllm/model_executor/layers/mamba/mamba_utils.py): Mamba
// (mamba, falcon_mamba), Mamba2 (mamba2, Nemotron-H, Granite 4.0-H), Jamba's Mamba layers,
// Qwen3-Next's gated delta-net and LFM2's short convolutions.
#include "io/hfarchparts.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonValue>
#include <QSet>

#include <cmath>

namespace kvb::hfparts {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::HfArchitecture)
};

// A state-space dimension (heads, head size, state size, groups, conv kernel): at most
// kMaxStateDimension, so the state and weight products below stay far inside 64 bits.
int stateField(const QJsonObject& c, const char* key, int fallback, QString& bad)
{
    return intField(c, {key}, fallback, bad, limits::kMaxStateDimension);
}

// time_step_rank: an integer, or "auto" = ceil(hidden_size / 16) (MambaConfig).
std::int64_t timeStepRank(const QJsonObject& c, const char* key, std::int64_t hidden, QString& bad)
{
    if (c.value(QLatin1String(key)).toString() == u"auto" || !c.contains(QLatin1String(key)))
        return (hidden + 15) / 16;
    return stateField(c, key, static_cast<int>((hidden + 15) / 16), bad);
}

// A state-space size that must be at least `min` (a conv kernel of fewer than 2 taps keeps no state; a
// mixer of no heads or groups, no width): 0 passes the range check of stateField but not this one.
std::int64_t atLeast(std::int64_t value, std::int64_t min, const char* key, QString& bad)
{
    if (value < min && bad.isEmpty())
        bad = Text::tr("field \"%1\" is %2; it must be at least %3")
                  .arg(QLatin1String(key))
                  .arg(value)
                  .arg(min);
    return std::max(value, min);
}

// vLLM's MambaMixer (layers/mamba/mamba_mixer.py): in_proj (and its bias), conv1d (and its bias), x_proj
// (dt, B, C), dt_proj with its bias, A, D, out_proj (and its bias); with use_rms_norm (Jamba) also
// RMSNorms over dt (dt_rank wide), B and C (d_state each).
std::int64_t mamba1MixerParameters(std::int64_t h, std::int64_t inner, std::int64_t kernel, std::int64_t rank,
                                   std::int64_t state, bool bias, bool convBias, bool rmsNorms)
{
    return h * 2 * inner + (bias ? 2 * inner : 0) + inner * kernel + (convBias ? inner : 0) +
           inner * (rank + 2 * state) + rank * inner + inner + inner * state + inner + inner * h +
           (bias ? h : 0) + (rmsNorms ? rank + 2 * state : 0);
}

// Every layer a norm and a mixer, no attention: no heads, no KV cache, no RoPE.
void attentionFree(ModelSpec& m)
{
    m.numAttentionHeads = 0;
    m.numKvHeads = 0;
    m.headDim = 0;
    m.singleMixerLayers = true;
    m.usesRope = false;
    m.layerTypes.assign(static_cast<std::size_t>(m.numLayers), LayerType::Mamba);
}

// Mamba (state-spaces/mamba-*-hf, tiiuae/falcon-mamba): every layer a norm and a MambaMixer, no
// attention, no MLP. conv state (conv_kernel - 1) x I and ssm state I x state_size per layer.
void parseMamba1(const QJsonObject& c, ModelSpec& m, QString& bad)
{
    MambaSpec& s = m.mamba;
    const std::int64_t h = m.hiddenSize;
    const double expand = c.value(QLatin1String("expand")).toDouble(2);
    if (!std::isfinite(expand) || expand <= 0 || expand > limits::kMaxExpand) {
        bad = Text::tr("field \"expand\" is %1; the allowed range is above 0 and at most %2")
                  .arg(QString::number(expand, 'g', 17))
                  .arg(limits::kMaxExpand);
        return;
    }
    const std::int64_t inner =
        intField(c, {"intermediate_size"}, static_cast<int>(expand * static_cast<double>(h)), bad);
    const std::int64_t state = stateField(c, "state_size", 16, bad);
    const std::int64_t kernel = stateField(c, "conv_kernel", 4, bad);
    const std::int64_t rank = timeStepRank(c, "time_step_rank", h, bad);
    const bool bias = c.value(QLatin1String("use_bias")).toBool(false);
    const bool convBias = c.value(QLatin1String("use_conv_bias")).toBool(true);
    s.kind = QStringLiteral("mamba");
    s.convStateElements = (kernel - 1) * inner;
    s.ssmStateElements = inner * state;
    s.parametersPerLayer = mamba1MixerParameters(h, inner, kernel, rank, state, bias, convBias, false);
    m.intermediateSize = static_cast<int>(inner);
    attentionFree(m);
}

// Mamba2's mixer (Mamba2Mixer / vLLM MambaMixer2): in_proj to z, x, B, C and dt; a depthwise conv over
// x, B and C; A, D and dt_bias per head; a gated norm; out_proj. With use_bias (Granite 4.0's
// mamba_proj_bias) in_proj and out_proj carry biases.
void mamba2Mixer(std::int64_t h, std::int64_t heads, std::int64_t headDim, std::int64_t state,
                 std::int64_t groups, std::int64_t kernel, bool convBias, MambaSpec& s, bool projBias = false)
{
    const std::int64_t inner = heads * headDim;
    const std::int64_t convDim = inner + 2 * groups * state;
    s.kind = QStringLiteral("mamba2");
    s.convStateElements = (kernel - 1) * convDim;
    s.ssmStateElements = heads * headDim * state;
    s.parametersPerLayer = h * (inner + convDim + heads) + convDim * kernel + (convBias ? convDim : 0) +
                           3 * heads + inner + inner * h + (projBias ? inner + convDim + heads + h : 0);
}

void parseMamba2(const QJsonObject& c, ModelSpec& m, QString& bad)
{
    const std::int64_t heads = stateField(c, "num_heads", 128, bad);
    const std::int64_t headDim = stateField(c, "head_dim", 64, bad);
    mamba2Mixer(m.hiddenSize, heads, headDim, stateField(c, "state_size", 128, bad),
                stateField(c, "n_groups", 8, bad), stateField(c, "conv_kernel", 4, bad),
                c.value(QLatin1String("use_conv_bias")).toBool(true), m.mamba);
    m.intermediateSize = static_cast<int>(heads * headDim);
    attentionFree(m); // num_heads and head_dim here are the SSM's
}

// Nemotron-H: hybrid_override_pattern, one character per layer: M Mamba2, * attention, - MLP, E MoE.
void parseNemotronH(const QJsonObject& c, ModelSpec& m, QString& bad)
{
    const QString pattern = c.value(QLatin1String("hybrid_override_pattern")).toString();
    if (pattern.size() != m.numLayers) {
        bad = Text::tr("hybrid_override_pattern must have one character per layer (%1)").arg(m.numLayers);
        return;
    }
    // NemotronHConfig's expert defaults (n_routed_experts 8, ...) concern "E" layers only.
    if (pattern.contains(u'E'))
        m.unmodelledFeatures << Text::tr(
            "Nemotron-H mixture-of-experts layers (\"E\" in hybrid_override_pattern)");
    else
        m.moe = MoeSpec{};
    for (QChar ch : pattern) {
        if (ch != u'M' && ch != u'*' && ch != u'-' && ch != u'E') {
            bad = Text::tr("hybrid_override_pattern has an unknown layer type '%1' (M, *, - or E)").arg(ch);
            return;
        }
        m.layerTypes.push_back(ch == u'M'   ? LayerType::Mamba
                               : ch == u'*' ? LayerType::FullAttention
                                            : LayerType::NoCache);
    }
    m.singleMixerLayers = true;
    m.usesRope = false; // Nemotron-H's attention has no positional encoding
    mamba2Mixer(m.hiddenSize, stateField(c, "mamba_num_heads", 128, bad),
                stateField(c, "mamba_head_dim", 64, bad), stateField(c, "ssm_state_size", 128, bad),
                stateField(c, "n_groups", 8, bad), stateField(c, "conv_kernel", 4, bad),
                c.value(QLatin1String("use_conv_bias")).toBool(true), m.mamba);
}

// A layer_types list of two kinds, a state layer's name and an attention layer's: false (and `bad` set)
// for any other entry.
bool readLayerKinds(const QJsonArray& list, const char* stateKind, const char* attentionKind, ModelSpec& m,
                    QString& bad)
{
    for (const QJsonValue& t : list) {
        const QString kind = t.toString();
        if (kind != QLatin1String(stateKind) && kind != QLatin1String(attentionKind)) {
            bad = Text::tr("layer_types may only name \"%1\" or \"%2\" layers")
                      .arg(QLatin1String(stateKind), QLatin1String(attentionKind));
            return false;
        }
        m.layerTypes.push_back(kind == QLatin1String(stateKind) ? LayerType::Mamba
                                                                : LayerType::FullAttention);
    }
    return true;
}

// Granite 4.0-H (granitemoehybrid.py): layer_types names each layer "mamba" (a MambaMixer2) or
// "attention"; both kinds keep their MoE of num_local_experts and a gated shared MLP of
// shared_intermediate_size (GraniteMoeSharedMLP), which is the only MLP when there are no experts.
// position_embedding_type "nope" (the released models) builds no rotary embedding. vLLM indexes
// config.layer_types per layer, so a file without the list does not load.
void parseGraniteHybrid(const QJsonObject& c, ModelSpec& m, QString& bad)
{
    const QJsonValue types = c.value(QLatin1String("layer_types"));
    if (!types.isArray() || types.toArray().size() != m.numLayers) {
        bad = Text::tr("layer_types must name each of the %1 layers \"mamba\" or \"attention\" (vLLM's "
                       "granitemoehybrid.py reads it per layer)")
                  .arg(m.numLayers);
        return;
    }
    if (!readLayerKinds(types.toArray(), "mamba", "attention", m, bad))
        return;
    const std::int64_t h = m.hiddenSize;
    const std::int64_t expand =
        atLeast(intField(c, {"mamba_expand"}, 2, bad, static_cast<std::int64_t>(limits::kMaxExpand)), 1,
                "mamba_expand", bad);
    const std::int64_t inner = expand * h;
    const std::int64_t heads = atLeast(stateField(c, "mamba_n_heads", 128, bad), 1, "mamba_n_heads", bad);
    const bool autoHead = c.value(QLatin1String("mamba_d_head")).toString() == u"auto";
    const std::int64_t headDim = autoHead ? inner / heads : stateField(c, "mamba_d_head", 64, bad);
    if (bad.isEmpty() && heads * headDim != inner) {
        bad = Text::tr("mamba_n_heads x mamba_d_head must equal mamba_expand x hidden_size (%1)").arg(inner);
        return;
    }
    const std::int64_t state = atLeast(stateField(c, "mamba_d_state", 256, bad), 1, "mamba_d_state", bad);
    const std::int64_t groups = atLeast(stateField(c, "mamba_n_groups", 1, bad), 1, "mamba_n_groups", bad);
    const std::int64_t kernel = atLeast(stateField(c, "mamba_d_conv", 4, bad), 2, "mamba_d_conv", bad);
    mamba2Mixer(h, heads, headDim, state, groups, kernel,
                c.value(QLatin1String("mamba_conv_bias")).toBool(true), m.mamba,
                c.value(QLatin1String("mamba_proj_bias")).toBool(false));
    const int shared = intField(c, {"shared_intermediate_size"}, 0, bad);
    if (m.moe.active()) {
        m.moe.numSharedExperts = shared > 0 ? 1 : 0;
        m.moe.sharedIntermediate = shared;
    } else {
        m.moe = MoeSpec{};
        m.intermediateSize = shared; // the shared MLP is the layer's MLP
    }
    m.usesRope = c.value(QLatin1String("position_embedding_type")).toString() == u"rope";
}

// LFM2's layer kinds: layer_types when the file has them (every entry "full_attention" or "conv"), else
// full_attn_idxs (an empty list: every layer conv, as Lfm2Config tests `is not None`), else every layer
// attention.
void lfm2LayerTypes(const QJsonObject& c, ModelSpec& m, QString& bad)
{
    const QJsonValue types = c.value(QLatin1String("layer_types"));
    if (types.isArray()) {
        const QJsonArray list = types.toArray();
        if (list.size() != m.numLayers) {
            bad = Text::tr("layer_types lists %1 layers but num_hidden_layers is %2")
                      .arg(list.size())
                      .arg(m.numLayers);
            return;
        }
        readLayerKinds(list, "conv", "full_attention", m, bad);
        return;
    }
    const QJsonValue indices = c.value(QLatin1String("full_attn_idxs"));
    QSet<int> attention;
    for (const QJsonValue& index : indices.toArray()) {
        const double d = index.toDouble(-1);
        if (!index.isDouble() || d < 0 || d >= m.numLayers || d != std::floor(d)) {
            bad = Text::tr("full_attn_idxs must list layer numbers from 0 to %1").arg(m.numLayers - 1);
            return;
        }
        attention.insert(static_cast<int>(d));
    }
    for (int layer = 0; layer < m.numLayers; ++layer)
        m.layerTypes.push_back(!indices.isArray() || attention.contains(layer) ? LayerType::FullAttention
                                                                               : LayerType::Mamba);
}

// LFM2 (lfm2.py). A conv layer is vLLM's ShortConv: in_proj to three conv_dim-wide streams, a depthwise
// conv of conv_L_cache taps, out_proj, biases per conv_bias, and a conv state of (conv_L_cache - 1) x
// conv_dim per request. Attention layers carry per-head q/k RMSNorms. Every layer's MLP is gated; with
// block_auto_adjust_ff_dim its width is 2/3 of intermediate_size (the file's block_ff_dim), times
// block_ffn_dim_multiplier, rounded up to block_multiple_of (Lfm2MLP).
void parseLfm2(const QJsonObject& c, ModelSpec& m, QString& bad)
{
    lfm2LayerTypes(c, m, bad);
    const std::int64_t h = m.hiddenSize;
    const std::int64_t dim = atLeast(intField(c, {"conv_dim"}, static_cast<int>(h), bad), 1, "conv_dim", bad);
    const std::int64_t taps = atLeast(stateField(c, "conv_L_cache", 3, bad), 2, "conv_L_cache", bad);
    const bool bias = c.value(QLatin1String("conv_bias")).toBool(false);
    MambaSpec& s = m.mamba;
    s.kind = QStringLiteral("short_conv");
    s.convStateElements = (taps - 1) * dim;
    s.ssmStateElements = 0;
    s.parametersPerLayer = h * 3 * dim + dim * taps + dim * h + (bias ? 3 * dim + dim + h : 0);
    m.qkNorm = true;
    if (!c.value(QLatin1String("block_auto_adjust_ff_dim")).toBool(true))
        return;
    const double multiplier = c.value(QLatin1String("block_ffn_dim_multiplier")).toDouble(1.0);
    if (!std::isfinite(multiplier) || multiplier <= 0 || multiplier > limits::kMaxExpand) {
        if (bad.isEmpty())
            bad = Text::tr(
                      "field \"block_ffn_dim_multiplier\" is %1; the allowed range is above 0 and at most %2")
                      .arg(QString::number(multiplier, 'g', 17))
                      .arg(limits::kMaxExpand);
        return;
    }
    const std::int64_t multiple =
        atLeast(intField(c, {"block_multiple_of"}, 256, bad), 1, "block_multiple_of", bad);
    const auto width =
        static_cast<std::int64_t>(multiplier * static_cast<double>(2 * std::int64_t{m.intermediateSize} / 3));
    m.intermediateSize = static_cast<int>(
        std::min<std::int64_t>(multiple * ((width + multiple - 1) / multiple), limits::kMaxConfigDimension));
}

void parseJamba(const QJsonObject& c, ModelSpec& m, QString& bad)
{
    MambaSpec& s = m.mamba;
    const std::int64_t h = m.hiddenSize;
    const int period = intField(c, {"attn_layer_period"}, 8, bad);
    const int offset = intField(c, {"attn_layer_offset"}, 4, bad);
    for (int layer = 0; layer < m.numLayers; ++layer)
        m.layerTypes.push_back(layer % std::max(1, period) == offset ? LayerType::FullAttention
                                                                     : LayerType::Mamba);
    const std::int64_t inner =
        intField(c, {"mamba_expand"}, 2, bad, static_cast<std::int64_t>(limits::kMaxExpand)) * h;
    const std::int64_t state = stateField(c, "mamba_d_state", 16, bad);
    const std::int64_t kernel = stateField(c, "mamba_d_conv", 4, bad);
    const std::int64_t dtRank = timeStepRank(c, "mamba_dt_rank", h, bad);
    const bool projBias = c.value(QLatin1String("mamba_proj_bias")).toBool(false);
    const bool convBias = c.value(QLatin1String("mamba_conv_bias")).toBool(true);
    s.kind = QStringLiteral("mamba");
    s.convStateElements = (kernel - 1) * inner;
    s.ssmStateElements = inner * state;
    s.parametersPerLayer = mamba1MixerParameters(h, inner, kernel, dtRank, state, projBias, convBias, true);
}

void parseQwen3Next(const QJsonObject& c, ModelSpec& m, QString& bad)
{
    MambaSpec& s = m.mamba;
    const std::int64_t h = m.hiddenSize;
    if (m.layerTypes.empty()) {
        const int interval = intField(c, {"full_attention_interval"}, 4, bad);
        for (int layer = 0; layer < m.numLayers; ++layer)
            m.layerTypes.push_back((layer + 1) % std::max(1, interval) == 0 ? LayerType::FullAttention
                                                                            : LayerType::Mamba);
    }
    const std::int64_t kHeads = stateField(c, "linear_num_key_heads", 16, bad);
    const std::int64_t vHeads = stateField(c, "linear_num_value_heads", 32, bad);
    const std::int64_t kDim = stateField(c, "linear_key_head_dim", 128, bad);
    const std::int64_t vDim = stateField(c, "linear_value_head_dim", 128, bad);
    const std::int64_t kernel = stateField(c, "linear_conv_kernel_dim", 4, bad);
    const std::int64_t convDim = 2 * kHeads * kDim + vHeads * vDim;
    s.kind = QStringLiteral("gated_deltanet");
    s.convStateElements = (kernel - 1) * convDim;
    s.ssmStateElements = vHeads * kDim * vDim;
    s.parametersPerLayer = h * (2 * kHeads * kDim + 2 * vHeads * vDim) + h * 2 * vHeads + convDim * kernel +
                           2 * vHeads + vDim + vHeads * vDim * h;
    m.attentionOutputGate = true;
}

// Falcon-H1, Bamba, Zamba2, PLaMo 2 and the like describe Mamba layers with mamba_* or ssm_* fields (or
// an ssm_cfg): read as a plain decoder they would lose every mixer and its state, so they are refused.
bool hasStateSpaceFields(const QJsonObject& c)
{
    for (auto it = c.begin(); it != c.end(); ++it)
        if (it.key().startsWith(QLatin1String("mamba_")) || it.key().startsWith(QLatin1String("ssm_")))
            return true;
    return false;
}

} // namespace

void parseStateSpace(const QJsonObject& c, const QString& type, ModelSpec& m, QString& bad)
{
    const DType stateDtype = m.dtype == DType::Float32 ? DType::BFloat16 : m.dtype;
    m.mamba.convDtype = stateDtype;
    m.mamba.ssmDtype = stateDtype;
    if (type == u"nemotron_h")
        parseNemotronH(c, m, bad);
    else if (type == u"jamba")
        parseJamba(c, m, bad);
    else if (type == u"qwen3_next")
        parseQwen3Next(c, m, bad);
    else if (type == u"mamba" || type == u"falcon_mamba")
        parseMamba1(c, m, bad);
    else if (type == u"mamba2")
        parseMamba2(c, m, bad);
    else if (type == u"granitemoehybrid")
        parseGraniteHybrid(c, m, bad);
    else if (type == u"lfm2")
        parseLfm2(c, m, bad);
    else if (type.contains(QLatin1String("mamba")) || hasStateSpaceFields(c))
        m.unmodelledFeatures << Text::tr("state-space layers of model type \"%1\"").arg(type);
}

} // namespace kvb::hfparts
