#include "io/hflayout.h"

#include "base/limits.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <limits>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::HfConfig)
};

// A layout flag: true/false, or "key" / "!key" naming the config field that decides it (absent: false
// for "key", true for "!key", as the class defaults would have filled it).
bool layoutFlag(const QJsonObject& layout, const char* name, const QJsonObject& config, bool fallback)
{
    const QJsonValue value = layout.value(QLatin1String(name));
    if (value.isBool())
        return value.toBool();
    if (!value.isString())
        return fallback;
    QString key = value.toString();
    const bool negated = key.startsWith(u'!');
    if (negated)
        key.remove(0, 1);
    const bool set = config.value(key).toBool(false);
    return negated ? !set : set;
}

} // namespace

void applyLayout(const QJsonObject& layout, const QJsonObject& config, ModelSpec& m)
{
    // A family without a layout entry is read as Llama's, whose q/k/v bias is attention_bias.
    const bool qkvBias = layout.contains(QLatin1String("qkv_bias"))
                             ? layoutFlag(layout, "qkv_bias", config, false)
                             : config.value(QLatin1String("attention_bias")).toBool(false);
    m.qkvBias = qkvBias || config.value(QLatin1String("qkv_bias")).toBool(false);
    m.attentionOutputBias = layoutFlag(layout, "o_bias", config, false);
    m.mlpBias = layoutFlag(layout, "mlp_bias", config, false);
    // "full_width": one norm over all q heads and one over all KV heads (OLMoE, OLMo 2).
    m.qkNormFullWidth = layout.value(QLatin1String("qk_norm")).toString() == u"full_width";
    m.qkNorm = m.qkNormFullWidth || layoutFlag(layout, "qk_norm", config, false);
    m.gatedMlp = layout.value(QLatin1String("mlp")).toString() != u"plain";
    m.layerNormBias = layout.value(QLatin1String("norm")).toString() == u"layernorm" &&
                      layoutFlag(layout, "norm_bias", config, true);
    m.lmHeadBias = layoutFlag(layout, "lm_head_bias", config, false);
    m.normAffine = layoutFlag(layout, "norm_affine", config, true);
    m.embeddingNorm = layoutFlag(layout, "embedding_norm", config, false);
    m.normsPerLayer = layout.value(QLatin1String("norms_per_layer")).toInt(2);
    const QJsonValue offset = layout.value(QLatin1String("learned_positions_offset"));
    if (offset.isDouble()) {
        m.learnedPositions = m.maxPositionEmbeddings + offset.toInt();
        m.usesRope = false;
    }
    if (layout.value(QLatin1String("rope")).isBool())
        m.usesRope = layout.value(QLatin1String("rope")).toBool();
    if (config.value(QLatin1String("partial_rotary_factor")).isDouble())
        m.partialRotaryFactor = config.value(QLatin1String("partial_rotary_factor")).toDouble(1.0);
    // A family whose vLLM model file fixes the rotary fraction whatever the config says (ChatGLM, GLM).
    if (layout.value(QLatin1String("partial_rotary_factor")).isDouble())
        m.partialRotaryFactor = layout.value(QLatin1String("partial_rotary_factor")).toDouble();
}

int ffnWidth(const QJsonObject& layout, FieldReader& read, int hiddenSize)
{
    const QString key = layout.value(QLatin1String("ffn_width_key")).toString();
    const QString multiplierKey = layout.value(QLatin1String("ffn_width_multiplier_key")).toString();
    int width = 0;
    if (!multiplierKey.isEmpty()) {
        const QByteArray name = multiplierKey.toLatin1();
        width = read.value({name.constData()}, 0) * hiddenSize;
    } else if (!key.isEmpty()) {
        const QByteArray name = key.toLatin1();
        width = read.value({name.constData()}, 0);
        if (width == 0)
            width = layout.value(QLatin1String("ffn_width_default_multiple")).toInt(0) * hiddenSize;
    } else {
        width = read.value({"intermediate_size", "ffn_hidden_size", "n_inner"}, 0);
    }
    return width / std::max(1, layout.value(QLatin1String("ffn_width_divisor")).toInt(1));
}

namespace {

// The rows of the cos/sin caches vLLM's get_rope (model_executor/layers/rotary_embedding) builds:
// max_position for the plain, llama3 and mrope kinds; max_position x factor for linear and dynamic
// (LinearScaling/DynamicNTKScalingRotaryEmbedding); original_max_position_embeddings x factor for
// yarn and deepseek_yarn; the short and the long cache one after the other for longrope (Phi-3).
// Gemma 3's sliding layers take a second, unscaled cache at rope_local_base_freq (gemma3.py), and so do
// OLMo 3's where its full-attention layers scale theirs (olmo2.py Olmo2Attention: "Rope scaling is
// only applied on full attention layers").
std::int64_t ropeCacheRows(const QJsonObject& config, const QJsonObject& rope, const QString& ropeType,
                           const ModelSpec& m)
{
    const std::int64_t positions = m.maxPositionEmbeddings;
    const double stated = rope.value(QLatin1String("factor")).toDouble(1.0);
    const double factor = std::isfinite(stated) && stated > 0 && stated <= 1e6 ? stated : 1.0; // else refused
    const std::int64_t statedOriginal =
        rope.value(QLatin1String("original_max_position_embeddings"))
            .toInteger(config.value(QLatin1String("original_max_position_embeddings")).toInteger(positions));
    // An absurd original length must not overflow the row count: such a file falls back to max_position.
    const std::int64_t original =
        statedOriginal > 0 && statedOriginal <= (std::int64_t{1} << 32) ? statedOriginal : positions;
    const auto scaled = [factor](std::int64_t rows) {
        return static_cast<std::int64_t>(std::ceil(static_cast<double>(rows) * factor));
    };
    std::int64_t rows = positions;
    if (ropeType == u"linear" || ropeType == u"dynamic")
        rows = scaled(positions);
    else if (ropeType == u"yarn" || ropeType == u"deepseek_yarn")
        rows = scaled(original);
    else if (ropeType == u"longrope" || ropeType == u"su")
        rows = original + positions;
    const bool slidingRope = config.value(QLatin1String("rope_parameters"))
                                 .toObject()
                                 .contains(QLatin1String("sliding_attention")); // transformers 5
    if (m.modelType.contains(QLatin1String("gemma3")) &&
        (config.contains(QLatin1String("rope_local_base_freq")) || slidingRope))
        rows += positions;
    const QJsonArray types = config.value(QLatin1String("layer_types")).toArray();
    const bool slides = config.value(QLatin1String("sliding_window")).toDouble(0) > 0 &&
                        config.value(QLatin1String("use_sliding_window")).toBool(true) &&
                        (types.isEmpty() || types.contains(QJsonValue(QStringLiteral("sliding_attention"))));
    if (m.modelType == u"olmo3" && !rope.isEmpty() && slides)
        rows += positions;
    // Only an absurd config gets near this; the cap keeps rows x rotary dim x bytes inside int64.
    return std::min(rows, std::int64_t{1} << 36);
}

// The RoPE scaling that sets the context: rope_scaling, or as transformers 5 writes it, rope_parameters
// (one dict, or one per layer type, of which the full-attention layers' scale the context). A
// "default" rope scales nothing.
QJsonObject ropeScaling(const QJsonObject& config)
{
    if (const QJsonValue stated = config.value(QLatin1String("rope_scaling")); stated.isObject())
        return stated.toObject();
    QJsonObject parameters = config.value(QLatin1String("rope_parameters")).toObject();
    if (parameters.contains(QLatin1String("full_attention")))
        parameters = parameters.value(QLatin1String("full_attention")).toObject();
    const QString type = parameters.value(QLatin1String("rope_type"))
                             .toString(parameters.value(QLatin1String("type")).toString());
    return type.isEmpty() || type == u"default" ? QJsonObject{} : parameters;
}

} // namespace

QString deriveMaxModelLen(const QJsonObject& config, ModelSpec& m)
{
    // The model's own max_position_embeddings (or its family's name for it) sizes the RoPE cache and
    // a learned position table; vLLM's derive_max_model_len_and_key takes the smallest of all of them.
    FieldReader read{config, {}, {}};
    m.maxPositionEmbeddings = read.integer({"max_position_embeddings", "n_positions", "max_seq_len",
                                            "seq_length", "max_sequence_length"})
                                  .value_or(-1);
    // A length key that is present says how long the context may be: 0 is no length (vLLM would take
    // it as the minimum), not an absent key.
    if (m.maxPositionEmbeddings == 0 && read.error.isEmpty())
        return Text::tr("max_position_embeddings is 0; the allowed range is 1 to %1")
            .arg(limits::kMaxPositionEmbeddings);
    std::int64_t derived = 0;
    for (const char* key :
         {"max_position_embeddings", "n_positions", "max_seq_len", "seq_length", "model_max_length",
          "max_target_positions", "max_sequence_length", "max_seq_length", "seq_len"}) {
        if (const auto value = read.integer({key});
            value && *value > 0 && (derived == 0 || *value < derived)) {
            derived = *value;
            m.maxLenKey = QLatin1String(key);
        }
    }
    if (const auto modelMax = read.integer({"model_max_length"}); modelMax && *modelMax > 0) {
        derived = *modelMax; // Command-R / Cohere: model_max_length wins outright
        m.maxLenKey = QStringLiteral("model_max_length");
    }
    if (!read.error.isEmpty())
        return read.error;
    if (derived == 0) {
        // _get_and_verify_max_len: no key at all (Mamba) means 2048 by default, and any --max-model-len.
        derived = 2048;
        m.maxLenAssumed = true;
    }
    if (m.maxPositionEmbeddings <= 0)
        m.maxPositionEmbeddings = derived;
    m.derivedMaxModelLen = derived;

    const QJsonObject rope = ropeScaling(config);
    const QString ropeType =
        rope.value(QLatin1String("rope_type")).toString(rope.value(QLatin1String("type")).toString());
    const bool gemma3 = m.modelType.contains(QLatin1String("gemma3"));
    double factor = 1.0;
    m.maxLenScaled = !rope.isEmpty() && !gemma3;
    if (!rope.isEmpty() && !gemma3 && ropeType != u"su" && ropeType != u"longrope" && ropeType != u"llama3") {
        if (rope.value(QLatin1String("factor")).isDouble())
            factor = rope.value(QLatin1String("factor")).toDouble();
        if (ropeType == u"yarn") {
            FieldReader readRope{rope, {}, {}};
            const auto original = readRope.integer({"original_max_position_embeddings"});
            if (!original)
                return readRope.error.isEmpty()
                           ? Text::tr("rope_scaling of type yarn needs original_max_position_embeddings")
                           : readRope.error;
            derived = *original;
        }
    }
    if (!std::isfinite(factor) || factor <= 0 || factor > 1e6)
        return Text::tr("rope_scaling factor %1 is not a usable scale").arg(factor);
    m.derivedMaxModelLen = static_cast<std::int64_t>(static_cast<double>(derived) * factor);
    m.ropeCacheRows = ropeCacheRows(config, rope, ropeType, m);
    if (ropeType == u"longrope" || ropeType == u"su")
        m.longRopeOriginalMaxLen = read.integer({"original_max_position_embeddings"}).value_or(0);
    return {};
}

} // namespace kvb
