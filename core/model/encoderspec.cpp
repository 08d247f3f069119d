#include "model/encoderspec.h"

#include "model/modelspec.h"

namespace kvb {

namespace {

// One transformer attention block with biases everywhere, as vLLM builds it: a fused q/k/v
// (QKVParallelLinear, bias=True, so Whisper's k_proj gets a zero bias HF does not have) and an output
// projection whose bias every rank keeps.
std::int64_t selfAttentionParameters(std::int64_t h, int tp)
{
    return h * 3 * h / tp + 3 * h / tp + h / tp * h + h;
}

// Whisper's cross-attention: q_proj, the merged k/v projection of the encoder output, out_proj.
std::int64_t crossAttentionParameters(std::int64_t h, int tp)
{
    return h * h / tp + h / tp + h * 2 * h / tp + 2 * h / tp + h / tp * h + h;
}

// Two linear layers h -> ffn -> h with biases (BertIntermediate/BertOutput, Whisper's fc1/fc2).
std::int64_t feedForwardParameters(std::int64_t h, std::int64_t ffn, int tp)
{
    return h * ffn / tp + ffn / tp + ffn / tp * h + h;
}

std::int64_t wordRows(const ModelSpec& m, bool padded)
{
    return padded ? (std::int64_t{m.vocabSize} + 63) / 64 * 64 : m.vocabSize;
}

EncoderModelParameters bertParameters(const ModelSpec& m, int tp, bool padded)
{
    const std::int64_t h = m.hiddenSize;
    const EncoderSpec& e = m.encoder;
    EncoderModelParameters p;
    p.embeddings =
        wordRows(m, padded) * h / tp + m.maxPositionEmbeddings * h + std::int64_t{e.typeVocabSize} * h;
    p.norms = 2 * h; // the embeddings' LayerNorm
    for (int layer = 0; layer < m.numLayers; ++layer) {
        p.attention += selfAttentionParameters(h, tp);
        p.mlp += feedForwardParameters(h, m.intermediateSize, tp);
        p.norms += 2 * 2 * h; // after attention and after the MLP
    }
    if (e.classifierLabels > 0)
        p.classifier = h * h + h + h * e.classifierLabels + e.classifierLabels;
    return p;
}

EncoderModelParameters whisperParameters(const ModelSpec& m, int tp, bool padded)
{
    const std::int64_t d = m.hiddenSize;
    const EncoderSpec& e = m.encoder;
    EncoderModelParameters p;
    // conv1 (mel bins -> d, kernel 3) and conv2 (d -> d, kernel 3, stride 2), with biases.
    p.audioFrontEnd = std::int64_t{e.melBins} * d * 3 + d + d * d * 3 + d;
    p.embeddings = std::int64_t{e.maxSourcePositions} * d + wordRows(m, padded) * d / tp +
                   m.maxPositionEmbeddings * d; // the encoder's positions, the decoder's tokens and positions
    for (int layer = 0; layer < e.encoderLayers; ++layer) {
        p.attention += selfAttentionParameters(d, tp);
        p.mlp += feedForwardParameters(d, e.encoderFfn, tp);
        p.norms += 2 * 2 * d;
    }
    for (int layer = 0; layer < m.numLayers; ++layer) {
        p.attention += selfAttentionParameters(d, tp) + crossAttentionParameters(d, tp);
        p.mlp += feedForwardParameters(d, m.intermediateSize, tp);
        p.norms += 3 * 2 * d;
    }
    p.norms += 2 * 2 * d; // the encoder's and the decoder's final LayerNorm; proj_out is tied to the tokens
    return p;
}

} // namespace

EncoderModelParameters encoderModelParameters(const ModelSpec& model, int tensorParallel, bool paddedVocab)
{
    const int tp = tensorParallel > 0 ? tensorParallel : 1;
    switch (model.encoder.structure) {
    case ModelStructure::EncoderOnly:
        return bertParameters(model, tp, paddedVocab);
    case ModelStructure::EncoderDecoder:
        return whisperParameters(model, tp, paddedVocab);
    case ModelStructure::DecoderOnly:
        break;
    }
    return {};
}

} // namespace kvb
