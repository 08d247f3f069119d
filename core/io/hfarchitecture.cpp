#include "io/hfarchitecture.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::HfArchitecture)
};

// An integer field from the first present alias; `bad` names a present field of the wrong type.
std::optional<std::int64_t> integerField(const QJsonObject& o, std::initializer_list<const char*> names,
                                         QString& bad)
{
    for (const char* name : names) {
        const QJsonValue v = o.value(QLatin1String(name));
        if (v.isUndefined() || v.isNull())
            continue;
        const double d = v.toDouble(-1);
        if (!v.isDouble() || d < 0 || d != std::floor(d) || d > 1e12) {
            if (bad.isEmpty())
                bad = Text::tr("field \"%1\" must be a non-negative integer").arg(QLatin1String(name));
            return std::nullopt;
        }
        return static_cast<std::int64_t>(d);
    }
    return std::nullopt;
}

int intField(const QJsonObject& o, std::initializer_list<const char*> names, int fallback, QString& bad)
{
    return static_cast<int>(integerField(o, names, bad).value_or(fallback));
}

void parseMoe(const QJsonObject& c, const QString& type, ModelSpec& m, QString& bad)
{
    MoeSpec& e = m.moe;
    e.numExperts =
        intField(c, {"num_local_experts", "num_experts", "n_routed_experts", "moe_num_experts"}, 0, bad);
    if (e.numExperts <= 1) {
        e = MoeSpec{};
        return;
    }
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
    // DeepSeek-V3's noaux_tc router adds a per-expert score bias; gpt-oss has biases everywhere.
    e.routerBias = type == u"gpt_oss" || c.value(QLatin1String("topk_method")).toString() == u"noaux_tc";
    e.expertBias = type == u"gpt_oss";
    if (!c.value(QLatin1String("mlp_only_layers")).toArray().isEmpty())
        m.unmodelledFeatures << Text::tr("dense layers listed in mlp_only_layers");
}

void parseMla(const QJsonObject& c, ModelSpec& m, QString& bad)
{
    MlaSpec& a = m.mla;
    a.kvLoraRank = intField(c, {"kv_lora_rank"}, 0, bad);
    if (a.kvLoraRank <= 0) {
        a = MlaSpec{};
        return;
    }
    a.qLoraRank = intField(c, {"q_lora_rank"}, 0, bad);
    a.qkNopeHeadDim = intField(c, {"qk_nope_head_dim"}, 128, bad);
    a.qkRopeHeadDim = intField(c, {"qk_rope_head_dim"}, 64, bad);
    a.vHeadDim = intField(c, {"v_head_dim"}, 128, bad);
    m.headDim = a.qkNopeHeadDim + a.qkRopeHeadDim;
    m.numKvHeads = m.numAttentionHeads; // MLA expands K/V per head; the cache is the latent
    if (c.contains(QLatin1String("index_n_heads")) || c.contains(QLatin1String("index_topk")))
        m.unmodelledFeatures << Text::tr("DeepSeek sparse attention (the V3.2 indexer cache)");
}

// Per-layer attention types: an explicit layer_types list, Gemma's patterns, or one window for all.
void parseLayerTypes(const QJsonObject& c, const QString& type, ModelSpec& m, QString& bad)
{
    const QJsonArray listed = c.value(QLatin1String("layer_types")).toArray();
    const std::int64_t window = integerField(c, {"sliding_window"}, bad).value_or(0);
    const bool windowsUsed = c.value(QLatin1String("use_sliding_window")).toBool(true) && window > 0;
    if (!listed.isEmpty()) {
        if (listed.size() != m.numLayers) {
            bad = Text::tr("layer_types lists %1 layers but num_hidden_layers is %2")
                      .arg(listed.size())
                      .arg(m.numLayers);
            return;
        }
        for (const QJsonValue& v : listed) {
            const QString t = v.toString();
            if (t == u"sliding_attention" || t == u"sliding_window")
                m.layerTypes.push_back(LayerType::SlidingWindow);
            else if (t == u"full_attention" || t == u"attention" || t == u"global")
                m.layerTypes.push_back(LayerType::FullAttention);
            else if (t == u"linear_attention" || t == u"mamba" || t == u"mamba2")
                m.layerTypes.push_back(LayerType::Mamba);
            else {
                m.unmodelledFeatures << Text::tr("layer type \"%1\"").arg(t);
                m.layerTypes.push_back(LayerType::FullAttention);
            }
        }
        m.slidingWindow = static_cast<int>(window);
        return;
    }
    if (!windowsUsed)
        return;
    m.slidingWindow = static_cast<int>(window);
    int pattern = 0; // every `pattern`-th layer is full attention
    if (type == u"gemma2" || type == u"gpt_oss")
        pattern = 2; // sliding, full, sliding, full, ...
    else if (type.startsWith(QLatin1String("gemma3")))
        pattern = intField(c, {"sliding_window_pattern"}, 6, bad);
    else if (c.contains(QLatin1String("sliding_window_pattern")))
        pattern = intField(c, {"sliding_window_pattern"}, 0, bad);
    if (pattern > 0) {
        for (int layer = 0; layer < m.numLayers; ++layer)
            m.layerTypes.push_back((layer + 1) % pattern == 0 ? LayerType::FullAttention
                                                              : LayerType::SlidingWindow);
        return;
    }
    if (c.contains(QLatin1String("max_window_layers"))) { // Qwen2: layers from max_window_layers on slide
        const int firstSliding = intField(c, {"max_window_layers"}, m.numLayers, bad);
        if (firstSliding < m.numLayers) {
            for (int layer = 0; layer < m.numLayers; ++layer)
                m.layerTypes.push_back(layer >= firstSliding ? LayerType::SlidingWindow
                                                             : LayerType::FullAttention);
            return;
        }
    }
    if (window >= m.maxPositionEmbeddings)
        m.slidingWindow = 0; // a window as long as the context never slides
}

// Mamba2 (Nemotron-H), Mamba1 (Jamba) and gated delta-net (Qwen3-Next) states and weights.
void parseStateSpace(const QJsonObject& c, const QString& type, ModelSpec& m, QString& bad)
{
    MambaSpec& s = m.mamba;
    const std::int64_t h = m.hiddenSize;
    const DType stateDtype = m.dtype == DType::Float32 ? DType::BFloat16 : m.dtype;
    s.convDtype = stateDtype;
    s.ssmDtype = stateDtype;
    if (type == u"nemotron_h") {
        const QString pattern = c.value(QLatin1String("hybrid_override_pattern")).toString();
        if (pattern.size() != m.numLayers) {
            bad = Text::tr("hybrid_override_pattern must have one character per layer (%1)").arg(m.numLayers);
            return;
        }
        m.singleMixerLayers = true;
        for (QChar ch : pattern)
            m.layerTypes.push_back(ch == u'M'   ? LayerType::Mamba
                                   : ch == u'*' ? LayerType::FullAttention
                                                : LayerType::NoCache);
        const std::int64_t heads = intField(c, {"mamba_num_heads"}, 128, bad);
        const std::int64_t headDim = intField(c, {"mamba_head_dim"}, 64, bad);
        const std::int64_t state = intField(c, {"ssm_state_size"}, 128, bad);
        const std::int64_t groups = intField(c, {"n_groups"}, 8, bad);
        const std::int64_t kernel = intField(c, {"conv_kernel"}, 4, bad);
        const std::int64_t inner = heads * headDim;
        const std::int64_t convDim = inner + 2 * groups * state;
        s.kind = QStringLiteral("mamba2");
        s.convStateElements = (kernel - 1) * convDim;
        s.ssmStateElements = heads * headDim * state;
        s.parametersPerLayer = h * (2 * inner + 2 * groups * state + heads) + convDim * (kernel + 1) +
                               3 * heads + inner + inner * h;
    } else if (type == u"jamba") {
        const int period = intField(c, {"attn_layer_period"}, 8, bad);
        const int offset = intField(c, {"attn_layer_offset"}, 4, bad);
        for (int layer = 0; layer < m.numLayers; ++layer)
            m.layerTypes.push_back(layer % std::max(1, period) == offset ? LayerType::FullAttention
                                                                         : LayerType::Mamba);
        const std::int64_t inner = intField(c, {"mamba_expand"}, 2, bad) * h;
        const std::int64_t state = intField(c, {"mamba_d_state"}, 16, bad);
        const std::int64_t kernel = intField(c, {"mamba_d_conv"}, 4, bad);
        const std::int64_t dtRank = intField(c, {"mamba_dt_rank"}, static_cast<int>((h + 15) / 16), bad);
        s.kind = QStringLiteral("mamba");
        s.convStateElements = (kernel - 1) * inner;
        s.ssmStateElements = inner * state;
        s.parametersPerLayer = h * 2 * inner + inner * (kernel + 1) + inner * (dtRank + 2 * state) +
                               dtRank * inner + inner + inner * state + inner + inner * h +
                               3 * std::max<std::int64_t>(dtRank, state);
    } else if (type == u"qwen3_next") {
        if (m.layerTypes.empty()) {
            const int interval = intField(c, {"full_attention_interval"}, 4, bad);
            for (int layer = 0; layer < m.numLayers; ++layer)
                m.layerTypes.push_back((layer + 1) % std::max(1, interval) == 0 ? LayerType::FullAttention
                                                                                : LayerType::Mamba);
        }
        const std::int64_t kHeads = intField(c, {"linear_num_key_heads"}, 16, bad);
        const std::int64_t vHeads = intField(c, {"linear_num_value_heads"}, 32, bad);
        const std::int64_t kDim = intField(c, {"linear_key_head_dim"}, 128, bad);
        const std::int64_t vDim = intField(c, {"linear_value_head_dim"}, 128, bad);
        const std::int64_t kernel = intField(c, {"linear_conv_kernel_dim"}, 4, bad);
        const std::int64_t convDim = 2 * kHeads * kDim + vHeads * vDim;
        s.kind = QStringLiteral("gated_deltanet");
        s.convStateElements = (kernel - 1) * convDim;
        s.ssmStateElements = vHeads * kDim * vDim;
        s.parametersPerLayer = h * (2 * kHeads * kDim + 2 * vHeads * vDim) + h * 2 * vHeads +
                               convDim * kernel + 2 * vHeads + vDim + vHeads * vDim * h;
        m.attentionOutputGate = true;
    } else if (type.contains(QLatin1String("mamba")) || c.contains(QLatin1String("ssm_cfg"))) {
        m.unmodelledFeatures << Text::tr("state-space layers of model type \"%1\"").arg(type);
    }
}

// Vision encoders: parameters from their config, and the largest image the processor accepts.
void parseVision(const QJsonObject& root, const QString& type, ModelSpec& m, QString& bad)
{
    const QJsonObject v = root.value(QLatin1String("vision_config")).toObject();
    if (v.isEmpty())
        return;
    VisionSpec& e = m.vision;
    // Qwen2-VL's vision_config calls the encoder width embed_dim and its output hidden_size, and its
    // defaults (1280 wide, 32 deep, MLP ratio 4) are often left out.
    const bool qwen2vl = type == u"qwen2_vl";
    const std::int64_t hv =
        qwen2vl ? intField(v, {"embed_dim"}, 1280, bad) : intField(v, {"hidden_size", "embed_dim"}, 0, bad);
    const std::int64_t iv = qwen2vl
                                ? static_cast<std::int64_t>(static_cast<double>(hv) *
                                                            v.value(QLatin1String("mlp_ratio")).toDouble(4.0))
                                : intField(v, {"intermediate_size"}, static_cast<int>(4 * hv), bad);
    const std::int64_t depth = intField(v, {"depth", "num_hidden_layers"}, qwen2vl ? 32 : 0, bad);
    const std::int64_t patch = intField(v, {"patch_size", "spatial_patch_size"}, 14, bad);
    const std::int64_t channels = intField(v, {"in_chans", "num_channels"}, 3, bad);
    const std::int64_t textHidden = m.hiddenSize;
    e.hiddenSize = static_cast<int>(hv);
    e.intermediateSize = static_cast<int>(iv);
    e.depth = static_cast<int>(depth);
    e.numHeads = intField(v, {"num_heads", "num_attention_heads"}, 16, bad);
    e.patchSize = static_cast<int>(patch);
    if (type == u"qwen2_5_vl" || type == u"qwen2_vl") {
        const std::int64_t out = qwen2vl
                                     ? intField(v, {"hidden_size"}, static_cast<int>(textHidden), bad)
                                     : intField(v, {"out_hidden_size"}, static_cast<int>(textHidden), bad);
        const std::int64_t merge = intField(v, {"spatial_merge_size"}, 2, bad);
        const std::int64_t temporal = intField(v, {"temporal_patch_size"}, 2, bad);
        const bool gated = type == u"qwen2_5_vl";
        const std::int64_t block = 3 * hv * hv + 3 * hv + hv * hv + hv +
                                   (gated ? 3 * hv * iv + 2 * iv + hv : 2 * hv * iv + iv + hv) +
                                   (gated ? 2 * hv : 4 * hv);
        const std::int64_t mergerIn = hv * merge * merge;
        e.parameters = depth * block + channels * temporal * patch * patch * hv + (gated ? hv : 2 * hv) +
                       mergerIn * mergerIn + mergerIn + mergerIn * out + out;
        e.spatialMergeSize = static_cast<int>(merge);
        e.maxPixels = 12845056; // the processor's default max_pixels: 16,384 LLM tokens
    } else if (type.startsWith(QLatin1String("gemma3"))) {
        const std::int64_t image = intField(v, {"image_size"}, 896, bad);
        const std::int64_t positions = (image / patch) * (image / patch);
        const std::int64_t block = 4 * hv * hv + 4 * hv + 2 * hv * iv + iv + hv + 4 * hv;
        e.parameters = depth * block + channels * patch * patch * hv + hv + positions * hv + 2 * hv +
                       hv * textHidden + hv;
        e.imageSize = static_cast<int>(image);
        e.tokensPerImage = intField(root, {"mm_tokens_per_image"}, 256, bad);
    } else if (type == u"mistral3" || v.value(QLatin1String("model_type")).toString() == u"pixtral") {
        const std::int64_t image = intField(v, {"image_size"}, 1540, bad);
        const std::int64_t merge = intField(root, {"spatial_merge_size"}, 2, bad);
        const std::int64_t block = 4 * hv * hv + 3 * hv * iv + 2 * hv;
        e.parameters = depth * block + channels * patch * patch * hv + hv + hv * merge * merge * hv + hv +
                       hv * textHidden + textHidden * textHidden;
        e.imageSize = static_cast<int>(image);
        e.spatialMergeSize = static_cast<int>(merge);
    } else {
        e = VisionSpec{};
        m.unmodelledFeatures << Text::tr("the vision encoder of model type \"%1\"").arg(type);
    }
}

} // namespace

QString parseArchitecture(const QJsonObject& root, const QJsonObject& config, ModelSpec& m,
                          QStringList& warnings)
{
    QString bad;
    const QString type = m.modelType.toLower();
    const QString rootType = root.value(QLatin1String("model_type")).toString().toLower();
    parseMoe(config, type, m, bad);
    parseMla(config, m, bad);
    parseStateSpace(config, type, m, bad);
    if (m.layerTypes.empty())
        parseLayerTypes(config, type, m, bad);
    parseVision(root, rootType, m, bad);
    if (type == u"gpt_oss") {
        m.qkvBias = true;
        m.attentionOutputBias = true;
        m.attentionSinks = true;
    }
    if (type == u"mllama" || rootType == u"mllama")
        m.unmodelledFeatures << Text::tr("cross-attention vision layers (Llama 3.2 Vision)");
    if (m.slidingWindow > 0 && m.layerTypes.empty() && m.slidingWindow >= m.maxPositionEmbeddings)
        m.slidingWindow = 0;
    if (!m.layerTypes.empty() && m.countLayers(LayerType::SlidingWindow) > 0 && m.slidingWindow <= 0)
        bad = Text::tr("sliding-window layers need a positive sliding_window");
    Q_UNUSED(warnings);
    return bad;
}

} // namespace kvb
