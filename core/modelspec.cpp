#include "modelspec.h"

#include <QCoreApplication>

namespace kvb {

std::int64_t shapeParameterCount(const ModelSpec& m)
{
    const std::int64_t h = m.hiddenSize;
    const std::int64_t qkvOut = (std::int64_t{m.numAttentionHeads} + 2 * m.numKvHeads) * m.headDim;
    const std::int64_t perLayer = h * qkvOut + std::int64_t{m.numAttentionHeads} * m.headDim * h +
                                  (m.qkvBias ? qkvOut : 0) + (m.qkNorm ? 2 * std::int64_t{m.headDim} : 0) +
                                  3 * h * m.intermediateSize + 2 * h;
    const std::int64_t embedding = std::int64_t{m.vocabSize} * h;
    return embedding * (m.tieWordEmbeddings ? 1 : 2) + perLayer * m.numLayers + h;
}

QString validateModelSpec(const ModelSpec& m)
{
    auto tr = [](const char* text) { return QCoreApplication::translate("kvb::ModelSpec", text); };
    if (m.numLayers <= 0)
        return tr("num_hidden_layers must be a positive integer");
    if (m.hiddenSize <= 0)
        return tr("hidden_size must be a positive integer");
    if (m.numAttentionHeads <= 0)
        return tr("num_attention_heads must be a positive integer");
    if (m.numKvHeads <= 0)
        return tr("num_key_value_heads must be a positive integer");
    if (m.numKvHeads > m.numAttentionHeads || m.numAttentionHeads % m.numKvHeads != 0)
        return tr("num_attention_heads must be a multiple of num_key_value_heads");
    if (m.headDim <= 0)
        return tr("head_dim must be a positive integer");
    if (m.intermediateSize <= 0)
        return tr("intermediate_size must be a positive integer");
    if (m.vocabSize <= 0)
        return tr("vocab_size must be a positive integer");
    if (m.maxPositionEmbeddings <= 0)
        return tr("max_position_embeddings must be a positive integer");
    if (m.numLayers > 100000 || m.hiddenSize > (1 << 20) || m.numAttentionHeads > 65536 || m.headDim > 65536 ||
        m.intermediateSize > (1 << 24) || m.vocabSize > (1 << 26) || m.maxPositionEmbeddings > (std::int64_t{1} << 32))
        return tr("the model's dimensions are implausibly large; check the config values");
    return {};
}

} // namespace kvb
