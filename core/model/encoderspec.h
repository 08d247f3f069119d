#pragma once

#include <cstdint>

namespace kvb {

struct ModelSpec;

// How a model's layers are arranged, in vLLM's terms (ModelConfig.attn_type): a decoder-only language
// model; an encoder-only one (BERT, XLM-RoBERTa: embedding models and rerankers, which vLLM V1 serves
// as attention-free: no KV cache at all); or an encoder-decoder (Whisper: the decoder caches its own
// tokens and, per request, the encoder's output for cross-attention).
enum class ModelStructure : std::uint8_t
{
    DecoderOnly,
    EncoderOnly,
    EncoderDecoder,
};

// What an encoder-only or encoder-decoder model adds to the ModelSpec's own dimensions. For Whisper the
// ModelSpec describes the decoder (decoder_layers, d_model, decoder_attention_heads, decoder_ffn_dim,
// max_target_positions) and this the encoder.
struct EncoderSpec
{
    ModelStructure structure = ModelStructure::DecoderOnly;
    // Encoder-only (BERT family): the token-type table and a cross-encoder's classification head
    // (RobertaClassificationHead: dense hidden x hidden and out_proj hidden x labels, in fp32).
    int typeVocabSize = 0;
    int classifierLabels = 0; // 0: an embedding model (no head weights)
    // Encoder-decoder (Whisper): the audio encoder.
    int encoderLayers = 0;
    int encoderHeads = 0;
    int encoderFfn = 0;
    int melBins = 0;
    int maxSourcePositions = 0; // encoder positions after the convolutions: 1,500 for 30 s of audio

    bool active() const { return structure != ModelStructure::DecoderOnly; }
    bool encoderOnly() const { return structure == ModelStructure::EncoderOnly; }
    bool encoderDecoder() const { return structure == ModelStructure::EncoderDecoder; }
};

// The parameters vLLM allocates for an encoder-only model or Whisper, by part, on one GPU of `tp`
// (vllm/model_executor/models/bert.py, roberta.py, whisper.py). `paddedVocab`: the word embedding as
// VocabParallelEmbedding allocates it (rows padded to a multiple of 64); false for the published count.
struct EncoderModelParameters
{
    std::int64_t embeddings = 0;    // word (and Whisper's decoder) tokens, position and token-type tables
    std::int64_t audioFrontEnd = 0; // Whisper's two convolutions
    std::int64_t attention = 0;     // q/k/v/o with their biases; Whisper's cross-attention too
    std::int64_t mlp = 0;           // intermediate/output (fc1/fc2) with biases
    std::int64_t norms = 0;         // LayerNorm weights and biases
    std::int64_t classifier = 0;    // a cross-encoder's head (held in fp32)

    std::int64_t total() const { return embeddings + audioFrontEnd + attention + mlp + norms + classifier; }
};

EncoderModelParameters encoderModelParameters(const ModelSpec& model, int tensorParallel, bool paddedVocab);

} // namespace kvb
