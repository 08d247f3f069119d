#include "io/hfarchitecture.h"

#include "io/hfarchparts.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <utility>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::HfArchitecture)
};

} // namespace

namespace hfparts {

std::optional<std::int64_t> integerField(const QJsonObject& o, std::initializer_list<const char*> names,
                                         QString& bad, std::int64_t max)
{
    for (const char* name : names) {
        const QJsonValue v = o.value(QLatin1String(name));
        if (v.isUndefined() || v.isNull())
            continue;
        const double d = v.toDouble(-1);
        if (!v.isDouble() || !std::isfinite(d) || d != std::floor(d)) {
            if (bad.isEmpty())
                bad = Text::tr("field \"%1\" must be a non-negative integer").arg(QLatin1String(name));
            return std::nullopt;
        }
        // Range-checked as a double, before any narrowing: 2^31 or 2^32 + 5 never wraps.
        if (d < 0 || d > static_cast<double>(max)) {
            if (bad.isEmpty())
                bad = Text::tr("field \"%1\" is %2; the allowed range is 0 to %3")
                          .arg(QLatin1String(name), QString::number(d, 'g', 17))
                          .arg(max);
            return std::nullopt;
        }
        return static_cast<std::int64_t>(d);
    }
    return std::nullopt;
}

int intField(const QJsonObject& o, std::initializer_list<const char*> names, int fallback, QString& bad,
             std::int64_t max)
{
    return static_cast<int>(integerField(o, names, bad, max).value_or(fallback));
}

} // namespace hfparts

namespace {

using hfparts::integerField;
using hfparts::intField;

// The layout's "mla_cache": "expanded" says vLLM caches full K and V per head (MiniCPM3), and
// "mla_v_head_dim": "hidden_size_per_head" is a class whose v_head_dim defaults to hidden / heads.
void parseMla(const QJsonObject& c, const QJsonObject& layout, ModelSpec& m, QString& bad)
{
    MlaSpec& a = m.mla;
    a.kvLoraRank = intField(c, {"kv_lora_rank"}, 0, bad);
    if (a.kvLoraRank <= 0) {
        a = MlaSpec{};
        return;
    }
    const bool vFromHeads =
        layout.value(QLatin1String("mla_v_head_dim")).toString() == u"hidden_size_per_head";
    a.qLoraRank = intField(c, {"q_lora_rank"}, 0, bad);
    a.qkNopeHeadDim = intField(c, {"qk_nope_head_dim"}, 128, bad);
    a.qkRopeHeadDim = intField(c, {"qk_rope_head_dim"}, 64, bad);
    a.vHeadDim =
        intField(c, {"v_head_dim"},
                 vFromHeads && m.numAttentionHeads > 0 ? m.hiddenSize / m.numAttentionHeads : 128, bad);
    a.expandedCache = layout.value(QLatin1String("mla_cache")).toString() == u"expanded";
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
                const QString feature = Text::tr("layer type \"%1\"").arg(t);
                if (!m.unmodelledFeatures.contains(feature))
                    m.unmodelledFeatures << feature; // named once, however many layers have it
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
    else if (type == u"olmo3")
        pattern = 4; // Olmo3Config: layer_types None -> every 4th layer full attention
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

// Nemotron-NAS (DeciLM) block_configs: per layer, attention with num_attention_heads / n_heads_in_group
// KV heads or none (no_op), and an MLP of _ffn_mult_to_intermediate_size(ffn_mult) or none
// (vllm/model_executor/models/nemotron_nas.py DeciLMDecoderLayer).
void parseDeciBlocks(const QJsonObject& c, ModelSpec& m, QString& bad)
{
    const QJsonArray blocks = c.value(QLatin1String("block_configs")).toArray();
    if (blocks.isEmpty())
        return;
    if (blocks.size() != m.numLayers) {
        bad = Text::tr("block_configs lists %1 layers but num_hidden_layers is %2")
                  .arg(blocks.size())
                  .arg(m.numLayers);
        return;
    }
    bool linear = false;
    int widest = 0;
    int kvHeads = 0;
    for (const QJsonValue& value : blocks) {
        const QJsonObject attention = value.toObject().value(QLatin1String("attention")).toObject();
        const QJsonObject ffn = value.toObject().value(QLatin1String("ffn")).toObject();
        LayerBlock b;
        if (attention.value(QLatin1String("no_op")).toBool(false)) {
            b.attention = LayerBlock::Part::None;
        } else if (attention.value(QLatin1String("replace_with_linear")).toBool(false)) {
            b.attention = LayerBlock::Part::Linear;
            linear = true;
        } else {
            const int group = intField(attention, {"n_heads_in_group"}, 0, bad);
            if (group <= 0 || m.numAttentionHeads % group != 0) {
                bad = Text::tr(
                    "block_configs: an attention block needs n_heads_in_group dividing num_attention_heads");
                return;
            }
            b.kvHeads = m.numAttentionHeads / group;
            if (kvHeads != 0 && kvHeads != b.kvHeads)
                m.unmodelledFeatures << Text::tr("attention layers with different KV head counts");
            kvHeads = b.kvHeads;
        }
        if (ffn.value(QLatin1String("no_op")).toBool(false)) {
            b.ffn = LayerBlock::Part::None;
        } else if (ffn.value(QLatin1String("replace_with_linear")).toBool(false)) {
            b.ffn = LayerBlock::Part::Linear;
            linear = true;
        } else {
            const double mult = ffn.value(QLatin1String("ffn_mult")).toDouble(0);
            // int(2 * ffn_mult * n_embd / 3), rounded up to a multiple of 256, in Python's order.
            const auto width = static_cast<std::int64_t>(2 * mult * m.hiddenSize / 3);
            b.intermediate = static_cast<int>((width + 255) / 256 * 256);
            if (b.intermediate <= 0) {
                bad = Text::tr("block_configs: an FFN block needs a positive ffn_mult");
                return;
            }
            widest = std::max(widest, b.intermediate);
        }
        m.blocks.push_back(b);
        m.layerTypes.push_back(b.attention == LayerBlock::Part::Standard ? LayerType::FullAttention
                                                                         : LayerType::NoCache);
    }
    if (linear)
        m.unmodelledFeatures << Text::tr(
            "replace_with_linear blocks, which vLLM's DeciLM model does not build");
    m.numKvHeads = kvHeads > 0 ? kvHeads : m.numAttentionHeads; // vLLM: the first attention block's
    m.intermediateSize = widest;
}

// Llama 3.2 Vision: cross-attention decoder layers among the self-attention ones, counted in
// num_hidden_layers; V0 keeps a KV cache for all of them (the cross-attention layers hold the image's
// keys and values), and the embedding has 8 extra rows (MllamaTextModel).
void parseMllama(const QJsonObject& c, ModelSpec& m, QString& bad)
{
    for (const QJsonValue& v : c.value(QLatin1String("cross_attention_layers")).toArray()) {
        const int layer = v.toInt(-1);
        if (layer < 0 || layer >= m.numLayers) {
            bad = Text::tr("cross_attention_layers names a layer outside 0..%1").arg(m.numLayers - 1);
            return;
        }
        m.crossAttentionLayers.push_back(layer);
    }
    m.extraEmbeddingRows = 8;
}

// Llama 4: routed experts on every interleave_moe_layer_step-th layer (from step - 1), each with one
// shared expert of intermediate_size; dense layers of intermediate_size_mlp. The chunked-attention
// layers keep full KV in vLLM by default (the hybrid manager is off for chunked local attention).
void parseLlama4(const QJsonObject& c, ModelSpec& m, QStringList& warnings, QString& bad)
{
    const int step = std::max(1, intField(c, {"interleave_moe_layer_step"}, 1, bad));
    const int expertWidth = intField(c, {"intermediate_size"}, 8192, bad);
    m.intermediateSize = intField(c, {"intermediate_size_mlp"}, 16384, bad);
    MoeSpec& e = m.moe;
    if (e.numExperts > 1) {
        e.expertIntermediate = expertWidth;
        e.numSharedExperts = 1;
        e.sharedIntermediate = expertWidth;
        e.firstDenseLayers = step - 1;
        e.layerFrequency = step;
    }
    const QJsonArray listed = c.value(QLatin1String("moe_layers")).toArray();
    if (!listed.isEmpty()) {
        for (const QJsonValue& v : listed)
            if (!m.isMoeLayer(v.toInt(-1)) || v.toInt(-1) >= m.numLayers)
                m.unmodelledFeatures << Text::tr(
                    "moe_layers other than every interleave_moe_layer_step-th layer");
        if (listed.size() != m.numLayers / step)
            m.unmodelledFeatures << Text::tr(
                "moe_layers other than every interleave_moe_layer_step-th layer");
    }
    m.unmodelledFeatures.removeDuplicates();
    if (intField(c, {"attention_chunk_size"}, 0, bad) > 0)
        warnings << Text::tr(
            "Llama 4's chunked-attention layers are counted with a full KV cache, as vLLM keeps "
            "them unless VLLM_ALLOW_CHUNKED_LOCAL_ATTN_WITH_HYBRID_KV_CACHE=1");
}

} // namespace

QString parseArchitecture(const ResolvedConfig& resolved, ModelSpec& m, QStringList& warnings)
{
    QString bad;
    const QJsonObject& config = resolved.text;
    const QString type = m.modelType.toLower();
    const QString rootType = resolved.root.value(QLatin1String("model_type")).toString().toLower();
    hfparts::parseMoe(config, resolved.layout, type, m, bad);
    parseMla(config, resolved.layout, m, bad);
    hfparts::parseStateSpace(config, type, m, bad);
    if (type == u"nemotron-nas")
        parseDeciBlocks(config, m, bad);
    else if (type == u"mllama_text_model" || rootType == u"mllama")
        parseMllama(config, m, bad);
    else if (type == u"llama4_text")
        parseLlama4(config, m, warnings, bad);
    if (m.layerTypes.empty())
        parseLayerTypes(config, type, m, bad);
    hfparts::parseVision(resolved.root, resolved.vision, rootType, m, bad);
    // Hunyuan's cross-layer attention: layers that reuse an earlier layer's K and V (hunyuan_v1.py
    // builds them as ENCODER_DECODER attention, for which V1's decoder KV-cache spec asserts: vLLM does
    // not start such a model).
    if (hfparts::switchedOn(config.value(QLatin1String("use_cla"))) &&
        intField(config, {"cla_share_factor"}, 1, bad) > 1)
        m.unmodelledFeatures << Text::tr("cross-layer attention (use_cla) sharing K and V between layers");
    if (type == u"gpt_oss") {
        m.qkvBias = true;
        m.attentionOutputBias = true;
        m.attentionSinks = true;
    }
    // Every per-layer list is read by layer index up to num_hidden_layers: one that is shorter or longer
    // describes some other model.
    if (bad.isEmpty() && !m.layerTypes.empty() && std::cmp_not_equal(m.layerTypes.size(), m.numLayers))
        bad = Text::tr("the config describes %1 layers' types but num_hidden_layers is %2")
                  .arg(m.layerTypes.size())
                  .arg(m.numLayers);
    if (bad.isEmpty() && !m.blocks.empty() && std::cmp_not_equal(m.blocks.size(), m.numLayers))
        bad = Text::tr("block_configs lists %1 layers but num_hidden_layers is %2")
                  .arg(m.blocks.size())
                  .arg(m.numLayers);
    if (!bad.isEmpty())
        return bad;
    if (m.slidingWindow > 0 && m.layerTypes.empty() && m.slidingWindow >= m.maxPositionEmbeddings)
        m.slidingWindow = 0;
    if (!m.layerTypes.empty() && m.countLayers(LayerType::SlidingWindow) > 0 && m.slidingWindow <= 0)
        bad = Text::tr("sliding-window layers need a positive sliding_window");
    return bad;
}

} // namespace kvb
