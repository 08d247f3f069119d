#include "model/modelspec.h"

#include "model/layerparams.h"

#include <QCoreApplication>

#include <algorithm>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::ModelSpec)
};

// Embeddings (and learned positions), the final norm and the lm_head (unless tied).
std::int64_t outsideLayers(const ModelSpec& m)
{
    return embeddingParameters(m, m.vocabSize) + finalNormParameters(m) +
           (m.tieWordEmbeddings ? 0 : lmHeadParameters(m, m.vocabSize));
}

// Heads and head size; a model without attention layers (Mamba) has none to check.
QString validateAttention(const ModelSpec& m)
{
    const bool attentionFree =
        !m.layerTypes.empty() && m.attentionFree() && m.mamba.active() && m.numAttentionHeads <= 0;
    if (attentionFree)
        return {};
    if (m.numAttentionHeads <= 0)
        return Text::tr("num_attention_heads must be a positive integer");
    if (m.numKvHeads <= 0)
        return Text::tr("num_key_value_heads must be a positive integer");
    if (m.numKvHeads > m.numAttentionHeads || m.numAttentionHeads % m.numKvHeads != 0)
        return Text::tr("num_attention_heads must be a multiple of num_key_value_heads");
    if (m.headDim <= 0)
        return Text::tr("head_dim must be a positive integer");
    return {};
}

} // namespace

std::int64_t shapeParameterCount(const ModelSpec& m)
{
    if (m.encoder.active())
        return encoderModelParameters(m, 1, false).total();
    std::int64_t total = 0;
    forEachLayerRun(
        m, 0, m.numLayers, [](int, int) { return true; },
        [&](int layer, int count) { total += layerParameters(m, layer, Sharding{}) * count; });
    return total + outsideLayers(m) + m.vision.parameters;
}

std::int64_t activeParameterCount(const ModelSpec& m)
{
    if (!m.moe.active())
        return shapeParameterCount(m) - m.vision.parameters;
    std::int64_t total = 0;
    for (int layer = 0; layer < m.numLayers; ++layer) {
        if (!m.isMoeLayer(layer)) {
            total += layerParameters(m, layer, Sharding{});
            continue;
        }
        std::int64_t routed = 0;
        const std::int64_t other = forEachLinear(
            m, layer, Sharding{},
            [&](WeightComponent c, LinearKind, std::int64_t k, std::int64_t n, std::int64_t copies) {
                routed += c == WeightComponent::Expert
                              ? k * n * std::min<std::int64_t>(copies, m.moe.expertsPerToken)
                              : k * n * copies;
            });
        const std::int64_t biases = m.moe.expertBias
                                        ? std::int64_t{m.moe.numExperts - m.moe.expertsPerToken} *
                                              (2 * std::int64_t{m.moe.expertIntermediate} + m.hiddenSize)
                                        : 0;
        total += routed + other - biases;
    }
    return total + outsideLayers(m);
}

bool ModelSpec::perLayerListsAlike(int a, int b) const
{
    const LayerBlock* blockA = block(a);
    const LayerBlock* blockB = block(b);
    return layerType(a) == layerType(b) && isMoeLayer(a) == isMoeLayer(b) &&
           isCrossAttentionLayer(a) == isCrossAttentionLayer(b) &&
           (blockA == blockB || (blockA && blockB && *blockA == *blockB));
}

bool ModelSpec::isCrossAttentionLayer(int layer) const
{
    return !crossAttentionLayers.empty() &&
           std::find(crossAttentionLayers.begin(), crossAttentionLayers.end(), layer) !=
               crossAttentionLayers.end();
}

int ModelSpec::countLayers(LayerType type) const
{
    int count = 0;
    for (int layer = 0; layer < numLayers; ++layer)
        count += layerType(layer) == type ? 1 : 0;
    return count;
}

bool ModelSpec::attentionFree() const
{
    for (int layer = 0; layer < numLayers; ++layer) {
        const LayerType type = layerType(layer);
        if (type == LayerType::FullAttention || type == LayerType::SlidingWindow)
            return false;
    }
    return true;
}

bool ModelSpec::isHybrid() const
{
    const int kinds = (countLayers(LayerType::FullAttention) > 0 ? 1 : 0) +
                      (countLayers(LayerType::SlidingWindow) > 0 ? 1 : 0) +
                      (countLayers(LayerType::Mamba) > 0 ? 1 : 0);
    return kinds > 1;
}

QString validateModelSpec(const ModelSpec& m)
{
    if (m.numLayers <= 0)
        return Text::tr("num_hidden_layers must be a positive integer");
    if (m.hiddenSize <= 0)
        return Text::tr("hidden_size must be a positive integer");
    if (QString problem = validateAttention(m); !problem.isEmpty())
        return problem;
    if (m.intermediateSize <= 0)
        return Text::tr("intermediate_size must be a positive integer");
    if (m.vocabSize <= 0)
        return Text::tr("vocab_size must be a positive integer");
    if (m.maxPositionEmbeddings <= 0)
        return Text::tr("max_position_embeddings must be a positive integer");
    if (!m.blocks.empty() && static_cast<int>(m.blocks.size()) != m.numLayers)
        return Text::tr("block_configs lists %1 layers but num_hidden_layers is %2")
            .arg(m.blocks.size())
            .arg(m.numLayers);
    if (!m.layerTypes.empty() && static_cast<int>(m.layerTypes.size()) != m.numLayers)
        return Text::tr("layer_types lists %1 layers but num_hidden_layers is %2")
            .arg(m.layerTypes.size())
            .arg(m.numLayers);
    if (m.moe.active() && (m.moe.expertsPerToken < 1 || m.moe.expertsPerToken > m.moe.numExperts ||
                           m.moe.expertIntermediate <= 0))
        return Text::tr(
            "a mixture of experts needs num_experts_per_tok between 1 and the expert count and a positive "
            "expert width");
    if (m.mla.active() && (m.mla.qkRopeHeadDim <= 0 || m.mla.vHeadDim <= 0 || m.mla.qkNopeHeadDim <= 0))
        return Text::tr(
            "multi-head latent attention needs qk_rope_head_dim, qk_nope_head_dim and v_head_dim");
    if (m.slidingWindow < 0)
        return Text::tr("sliding_window must be positive");
    return checkModelBounds(m);
}

} // namespace kvb
