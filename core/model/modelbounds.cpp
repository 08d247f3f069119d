// The physical bounds of a model's shapes (base/limits.h), checked once for every way a model arrives:
// an imported config.json, a preset, a scenario file's model. Each bound is far above any published
// model and low enough that the parameter, KV and state products in core fit 64 bits.
#include "model/modelspec.h"

#include "base/limits.h"
#include "base/units_format.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::ModelSpec)
};

struct Bound
{
    const char* field; // as config.json spells it
    std::int64_t value;
    std::int64_t min;
    std::int64_t max;
};

QString outOfBounds(const Bound& b)
{
    return Text::tr("%1 is %2; the allowed range is %3 to %4")
        .arg(QLatin1String(b.field))
        .arg(b.value)
        .arg(b.min)
        .arg(b.max);
}

QString checkShapes(const ModelSpec& m)
{
    using namespace limits;
    const MoeSpec& e = m.moe;
    const MlaSpec& a = m.mla;
    const Bound bounds[] = {
        {"num_hidden_layers", m.numLayers, 1, kMaxLayers},
        {"hidden_size", m.hiddenSize, 1, kMaxHiddenSize},
        {"num_attention_heads", m.numAttentionHeads, 0, kMaxAttentionHeads},
        {"num_key_value_heads", m.numKvHeads, 0, kMaxAttentionHeads},
        {"head_dim", m.headDim, 0, kMaxHeadDim},
        {"intermediate_size", m.intermediateSize, 0, kMaxIntermediateSize},
        {"vocab_size", m.vocabSize, 1, kMaxVocabSize},
        {"max_position_embeddings", m.maxPositionEmbeddings, 1, kMaxPositionEmbeddings},
        {"sliding_window", m.slidingWindow, 0, kMaxPositionEmbeddings},
        {"num_experts", e.numExperts, 0, kMaxExperts},
        {"moe_intermediate_size", e.expertIntermediate, 0, kMaxIntermediateSize},
        {"n_shared_experts", e.numSharedExperts, 0, kMaxExperts},
        {"shared_expert_intermediate_size", e.sharedIntermediate, 0, kMaxIntermediateSize},
        {"first_k_dense_replace", e.firstDenseLayers, 0, m.numLayers},
        {"moe_layer_freq", e.layerFrequency, 0, std::max(1, m.numLayers)},
        {"kv_lora_rank", a.kvLoraRank, 0, kMaxHiddenSize},
        {"q_lora_rank", a.qLoraRank, 0, kMaxHiddenSize},
        {"qk_nope_head_dim", a.qkNopeHeadDim, 0, kMaxHeadDim},
        {"qk_rope_head_dim", a.qkRopeHeadDim, 0, kMaxHeadDim},
        {"v_head_dim", a.vHeadDim, 0, kMaxHeadDim},
        {"extra embedding rows", m.extraEmbeddingRows, 0, kMaxVocabSize},
        {"learned positions", m.learnedPositions, 0, kMaxPositionEmbeddings},
        {"type_vocab_size", m.encoder.typeVocabSize, 0, kMaxVocabSize},
        {"num_labels", m.encoder.classifierLabels, 0, kMaxVocabSize},
        {"encoder_layers", m.encoder.encoderLayers, 0, kMaxLayers},
        {"encoder_attention_heads", m.encoder.encoderHeads, 0, kMaxAttentionHeads},
        {"encoder_ffn_dim", m.encoder.encoderFfn, 0, kMaxIntermediateSize},
        {"num_mel_bins", m.encoder.melBins, 0, kMaxHiddenSize},
        {"max_source_positions", m.encoder.maxSourcePositions, 0, kMaxPositionEmbeddings},
    };
    for (const Bound& b : bounds)
        if (b.value < b.min || b.value > b.max)
            return outOfBounds(b);
    const double rotary = m.partialRotaryFactor;
    if (!std::isfinite(rotary) || rotary <= kMinRotaryFactor || rotary > kMaxRotaryFactor)
        return Text::tr("partial_rotary_factor is %1; the allowed range is above %2 and at most %3")
            .arg(QString::number(rotary, 'g', QLocale::FloatingPointShortest))
            .arg(kMinRotaryFactor)
            .arg(kMaxRotaryFactor);
    return {};
}

// Totals derived from the shapes, in double so that the check itself cannot overflow.
QString checkTotals(const ModelSpec& m)
{
    const double layers = m.numLayers;
    const double perLayerKv = m.mla.cachesLatent() ? double(m.mla.kvLoraRank) + m.mla.qkRopeHeadDim
                                                   : 2.0 * m.numKvHeads * m.headDim;
    const double kvPerToken = layers * perLayerKv * 4.0; // float32, the widest KV dtype
    if (kvPerToken > static_cast<double>(limits::kMaxKvBytesPerToken))
        return Text::tr("the shapes give %1 MiB of KV cache per token; kvbudget accepts at most %2 MiB")
            .arg(formatFixed(kvPerToken / MiB, 1))
            .arg(limits::kMaxKvBytesPerToken / MiB);
    const double state =
        layers *
        (static_cast<double>(m.mamba.convStateElements) + static_cast<double>(m.mamba.ssmStateElements)) *
        4.0;
    if (m.mamba.convStateElements < 0 || m.mamba.ssmStateElements < 0 ||
        state > static_cast<double>(limits::kMaxStateBytesPerRequest))
        return Text::tr("the state-space shapes give %1 GiB of state per request; kvbudget accepts at most "
                        "%2 GiB")
            .arg(formatFixed(state / GiB, 1))
            .arg(limits::kMaxStateBytesPerRequest / GiB);
    if (m.vision.parameters < 0 || static_cast<double>(m.vision.parameters) > limits::kMaxParameters)
        return Text::tr("the vision encoder's %1 parameters are out of range").arg(m.vision.parameters);
    const double parameters = static_cast<double>(shapeParameterCount(m));
    if (parameters <= 0 || parameters > limits::kMaxParameters)
        return Text::tr("the shapes give %1 parameters; the allowed range is 1 to %2")
            .arg(parameters, 0, 'g', 4)
            .arg(limits::kMaxParameters, 0, 'g', 4);
    return {};
}

} // namespace

QString checkModelBounds(const ModelSpec& m)
{
    if (QString problem = checkShapes(m); !problem.isEmpty())
        return problem;
    return checkTotals(m);
}

} // namespace kvb
