#include "io/hfencoders.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>
#include <optional>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::HfEncoders)
};

// Integer fields with transformers' class default where the file is silent; a value of the wrong type
// is an error, not the default.
struct IntReader
{
    const QJsonObject& config;
    const QString& origin;
    QString error;

    int value(const char* name, int classDefault)
    {
        const QJsonValue v = config.value(QLatin1String(name));
        if (v.isUndefined() || v.isNull())
            return classDefault;
        const double number = v.toDouble(std::nan(""));
        if (!v.isDouble() || !std::isfinite(number) || number != std::floor(number) || number < 1 ||
            number > 1.0e9) {
            if (error.isEmpty())
                error =
                    Text::tr("%1: field \"%2\" must be a positive integer").arg(origin, QLatin1String(name));
            return classDefault;
        }
        return static_cast<int>(number);
    }
};

QString modelTypeOf(const QJsonObject& config)
{
    return config.value(QLatin1String("model_type")).toString().toLower();
}

QString firstArchitecture(const QJsonObject& config)
{
    return config.value(QLatin1String("architectures")).toArray().at(0).toString();
}

// torch_dtype (transformers 4) or dtype (transformers 5); transformers' default is float32.
std::optional<DType> checkpointDtype(const QJsonObject& config, const QString& origin, QStringList& warnings,
                                     QString& error)
{
    const QJsonValue value = config.value(QLatin1String("torch_dtype")).isString()
                                 ? config.value(QLatin1String("torch_dtype"))
                                 : config.value(QLatin1String("dtype"));
    if (value.isUndefined() || value.isNull()) {
        warnings << Text::tr("%1 has no torch_dtype; assuming float32, transformers' default").arg(origin);
        return DType::Float32;
    }
    if (const auto dtype = parseDType(value.toString()))
        return dtype;
    error = Text::tr("%1: unknown torch_dtype \"%2\"").arg(origin, value.toString());
    return std::nullopt;
}

// A cross-encoder's labels: id2label's size, else num_labels, else PretrainedConfig's default of 2.
int labelsOf(const QJsonObject& config)
{
    const QJsonObject labels = config.value(QLatin1String("id2label")).toObject();
    if (!labels.isEmpty())
        return static_cast<int>(labels.size());
    const int numLabels = config.value(QLatin1String("num_labels")).toInt(0);
    return numLabels > 0 ? numLabels : 2;
}

// BertConfig / XLMRobertaConfig (transformers configuration_bert.py, configuration_xlm_roberta.py):
// the same defaults, the layout vLLM's bert.py builds.
QString readBert(const QJsonObject& config, const QString& origin, ModelSpec& m)
{
    IntReader read{config, origin, {}};
    m.hiddenSize = read.value("hidden_size", 768);
    m.numLayers = read.value("num_hidden_layers", 12);
    m.numAttentionHeads = read.value("num_attention_heads", 12);
    m.intermediateSize = read.value("intermediate_size", 3072);
    m.vocabSize = read.value("vocab_size", 30522);
    m.maxPositionEmbeddings = read.value("max_position_embeddings", 512);
    m.encoder.typeVocabSize = read.value("type_vocab_size", 2);
    if (!read.error.isEmpty())
        return read.error;
    m.encoder.structure = ModelStructure::EncoderOnly;
    m.numKvHeads = m.numAttentionHeads;
    m.headDim = m.numAttentionHeads > 0 ? m.hiddenSize / m.numAttentionHeads : 0;
    m.tieWordEmbeddings = true; // no lm_head is built
    if (m.architecture.endsWith(QLatin1String("ForSequenceClassification")))
        m.encoder.classifierLabels = labelsOf(config);
    const QString positions =
        config.value(QLatin1String("position_embedding_type")).toString(QStringLiteral("absolute"));
    if (positions != u"absolute")
        m.unmodelledFeatures << Text::tr("position_embedding_type \"%1\"").arg(positions);
    return {};
}

// WhisperConfig (transformers configuration_whisper.py; its defaults are whisper-tiny's). The ModelSpec
// holds the decoder; EncoderSpec the audio encoder.
QString readWhisper(const QJsonObject& config, const QString& origin, ModelSpec& m)
{
    IntReader read{config, origin, {}};
    m.hiddenSize = read.value("d_model", 384);
    m.numLayers = read.value("decoder_layers", 4);
    m.numAttentionHeads = read.value("decoder_attention_heads", 6);
    m.intermediateSize = read.value("decoder_ffn_dim", 1536);
    m.vocabSize = read.value("vocab_size", 51865);
    m.maxPositionEmbeddings = read.value("max_target_positions", 448);
    EncoderSpec& e = m.encoder;
    e.encoderLayers = read.value("encoder_layers", 4);
    e.encoderHeads = read.value("encoder_attention_heads", 6);
    e.encoderFfn = read.value("encoder_ffn_dim", 1536);
    e.melBins = read.value("num_mel_bins", 80);
    e.maxSourcePositions = read.value("max_source_positions", 1500);
    if (!read.error.isEmpty())
        return read.error;
    e.structure = ModelStructure::EncoderDecoder;
    m.numKvHeads = m.numAttentionHeads;
    m.headDim = m.numAttentionHeads > 0 ? m.hiddenSize / m.numAttentionHeads : 0;
    if (m.numAttentionHeads <= 0 || m.hiddenSize % m.numAttentionHeads != 0)
        return Text::tr("%1: d_model (%2) must be a multiple of decoder_attention_heads (%3)")
            .arg(origin)
            .arg(m.hiddenSize)
            .arg(m.numAttentionHeads);
    const QJsonValue tie = config.value(QLatin1String("tie_word_embeddings"));
    if (tie.isBool() && !tie.toBool())
        m.unmodelledFeatures << Text::tr("an untied proj_out");
    m.tieWordEmbeddings = true; // vLLM ties proj_out to the decoder's token embedding
    return {};
}

} // namespace

bool isEncoderModelConfig(const QJsonObject& config)
{
    const QString type = modelTypeOf(config);
    if (type == u"whisper" || type == u"bert" || type == u"roberta" || type == u"xlm-roberta")
        return true;
    const QString architecture = firstArchitecture(config);
    return architecture.startsWith(QLatin1String("Whisper")) || architecture == u"BertModel" ||
           architecture == u"XLMRobertaModel" || architecture == u"RobertaModel";
}

Result<ImportedModel> parseEncoderModelConfig(const QJsonObject& config, const QString& origin)
{
    ImportedModel imported;
    ModelSpec& m = imported.model;
    m.architecture = firstArchitecture(config);
    m.modelType = modelTypeOf(config);
    const bool whisper = m.modelType == u"whisper" || m.architecture.startsWith(QLatin1String("Whisper"));
    if (whisper && !m.architecture.isEmpty() && m.architecture != u"WhisperForConditionalGeneration")
        m.unmodelledFeatures << m.architecture;
    QString problem = whisper ? readWhisper(config, origin, m) : readBert(config, origin, m);
    if (!problem.isEmpty())
        return invalidInput(problem);
    const auto dtype = checkpointDtype(config, origin, imported.warnings, problem);
    if (!dtype)
        return invalidInput(problem);
    m.dtype = *dtype;
    m.sourceConfig = config;
    m.displayName = config.value(QLatin1String("_name_or_path")).toString();
    if (m.displayName.isEmpty())
        m.displayName = m.architecture.isEmpty() ? origin : m.architecture;
    if (QString invalid = validateModelSpec(m); !invalid.isEmpty())
        return invalidInput(Text::tr("%1: %2").arg(origin, invalid));
    return imported;
}

} // namespace kvb
