#include "io/hfconfig.h"

#include "io/hfarchitecture.h"
#include "io/hfencoders.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtEndian>

#include <cmath>
#include <optional>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::HfConfig)
};

// Reads an integer field, trying vLLM's aliases in order. A value of the wrong type is an error,
// not a silent default.
struct FieldReader
{
    const QJsonObject& config;
    const QString& origin;
    QString error;

    std::optional<std::int64_t> integer(std::initializer_list<const char*> names)
    {
        for (const char* name : names) {
            const QJsonValue value = config.value(QLatin1String(name));
            if (value.isUndefined() || value.isNull())
                continue;
            const double number = value.toDouble(std::nan(""));
            if (!value.isDouble() || !std::isfinite(number) || number != std::floor(number)) {
                if (error.isEmpty())
                    error = Text::tr("%1: field \"%2\" must be an integer").arg(origin, QLatin1String(name));
                return std::nullopt;
            }
            if (number < 0 || number > 9.0e15) {
                if (error.isEmpty())
                    error = Text::tr("%1: field \"%2\" is out of range (%3)")
                                .arg(origin, QLatin1String(name))
                                .arg(number);
                return std::nullopt;
            }
            return static_cast<std::int64_t>(number);
        }
        return std::nullopt;
    }

    int required(std::initializer_list<const char*> names)
    {
        const auto value = integer(names);
        if (!value) {
            if (error.isEmpty())
                error = Text::tr("%1: required field \"%2\" is missing")
                            .arg(origin, QLatin1String(*names.begin()));
            return 0;
        }
        if (*value > std::numeric_limits<int>::max()) {
            if (error.isEmpty())
                error =
                    Text::tr("%1: field \"%2\" is out of range").arg(origin, QLatin1String(*names.begin()));
            return 0;
        }
        return static_cast<int>(*value);
    }
};

bool boolField(const QJsonObject& config, const char* name, bool fallback)
{
    const QJsonValue value = config.value(QLatin1String(name));
    return value.isBool() ? value.toBool() : fallback;
}

QStringList stringList(const QJsonValue& value)
{
    QStringList list;
    const QJsonArray array = value.toArray();
    for (const QJsonValue& item : array)
        list << item.toString();
    return list;
}

// quantization_config's integers: bits and group sizes. A value of the wrong type or out of range is
// an error, not the default.
struct QuantReader
{
    const QJsonObject& q;
    QString error;

    int integer(std::initializer_list<const char*> names, int fallback, int min, int max)
    {
        for (const char* name : names) {
            const QJsonValue value = q.value(QLatin1String(name));
            if (value.isUndefined() || value.isNull())
                continue;
            const double number = value.toDouble(std::nan(""));
            if (!value.isDouble() || number != std::floor(number) || number < min || number > max) {
                if (error.isEmpty())
                    error = Text::tr("quantization_config \"%1\" must be an integer from %2 to %3")
                                .arg(QLatin1String(name))
                                .arg(min)
                                .arg(max);
                return fallback;
            }
            return static_cast<int>(number);
        }
        return fallback;
    }
    int bits(std::initializer_list<const char*> names) { return integer(names, 4, 1, 16); }
    int groupSize(std::initializer_list<const char*> names) { return integer(names, 128, -1, 1 << 20); }
};

// quantization_config -> the schemes of docs/vllm-accounting.md §5; an unknown method is reported, not
// guessed. A malformed value sets `error`.
std::optional<QuantizationConfig> parseQuantization(const QJsonObject& q, QString& unsupported,
                                                    QString& error)
{
    QuantizationConfig config;
    QuantReader read{q, {}};
    const QString method = q.value(QLatin1String("quant_method")).toString().toLower();
    config.checkpointFormat = method;
    if (method == u"gptq" || method == u"auto-round" || method == u"autoround") {
        config.method = QuantMethod::Gptq;
        config.bits = read.bits({"bits"});
        config.groupSize = read.groupSize({"group_size"});
        config.descAct = q.value(QLatin1String("desc_act")).toBool(false);
        config.symmetric = q.value(QLatin1String("sym")).toBool(true);
        config.lmHeadQuantized = q.value(QLatin1String("lm_head")).toBool(false);
        error = read.error;
        return config;
    }
    if (method == u"awq") {
        config.method = QuantMethod::Awq;
        config.bits = read.bits({"bits", "w_bit"});
        config.groupSize = read.groupSize({"group_size", "q_group_size"});
        config.symmetric = !q.value(QLatin1String("zero_point")).toBool(true);
        error = read.error;
        return config;
    }
    if (method == u"fp8" || method == u"fbgemm_fp8") {
        config.method = QuantMethod::Fp8;
        config.bits = 8;
        const QJsonArray block = q.value(QLatin1String("weight_block_size")).toArray();
        config.scaleLayout = !block.isEmpty()          ? ScaleLayout::Block128
                             : method == u"fbgemm_fp8" ? ScaleLayout::PerChannel
                                                       : ScaleLayout::PerTensor;
        return config;
    }
    if (method == u"mxfp4") {
        // gpt-oss ships its routed experts in MXFP4 and everything else in bfloat16.
        config = defaultQuantization(QuantMethod::Mxfp4);
        config.expertsOnly = true;
        return config;
    }
    if (method == u"bitsandbytes" || method == u"bnb") {
        if (!q.value(QLatin1String("load_in_4bit")).toBool(false)) {
            unsupported = Text::tr("bitsandbytes 8-bit weights");
            return std::nullopt;
        }
        config = defaultQuantization(QuantMethod::BitsAndBytes4);
        config.doubleQuant = q.value(QLatin1String("bnb_4bit_use_double_quant")).toBool(false);
        return config;
    }
    if (method == u"compressed-tensors") {
        const QJsonObject groups = q.value(QLatin1String("config_groups")).toObject();
        if (groups.isEmpty()) {
            unsupported = Text::tr("compressed-tensors without config_groups");
            return std::nullopt;
        }
        const QJsonObject weights =
            groups.begin().value().toObject().value(QLatin1String("weights")).toObject();
        QuantReader readWeights{weights, {}};
        const int bits = readWeights.integer({"num_bits"}, 8, 1, 16);
        const QString type = weights.value(QLatin1String("type")).toString();
        const QString strategy = weights.value(QLatin1String("strategy")).toString();
        config.bits = bits;
        config.symmetric = weights.value(QLatin1String("symmetric")).toBool(true);
        config.lmHeadQuantized =
            !stringList(q.value(QLatin1String("ignore"))).contains(QLatin1String("lm_head"));
        if (type == u"float" && bits == 8) {
            config.method = QuantMethod::Fp8;
            config.scaleLayout = strategy == u"channel" ? ScaleLayout::PerChannel
                                 : strategy == u"block" ? ScaleLayout::Block128
                                                        : ScaleLayout::PerTensor;
        } else if (type == u"int" && bits == 8) {
            config.method = QuantMethod::Int8;
            config.scaleLayout = ScaleLayout::PerChannel;
        } else if (type == u"int" && bits == 4) {
            // W4A16 runs on the Marlin kernels like symmetric GPTQ.
            config.method = QuantMethod::Gptq;
            config.groupSize = readWeights.groupSize({"group_size"});
        } else {
            unsupported = Text::tr("compressed-tensors %1-bit %2 weights").arg(bits).arg(type);
            return std::nullopt;
        }
        error = readWeights.error;
        return config;
    }
    unsupported =
        Text::tr("quantization method \"%1\"").arg(method.isEmpty() ? Text::tr("(unnamed)") : method);
    return std::nullopt;
}

} // namespace

QString jsonErrorLocation(const QByteArray& json, int offset)
{
    int line = 1;
    int column = 1;
    for (int i = 0; i < offset && i < json.size(); ++i) {
        if (json.at(i) == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return Text::tr("line %1, column %2").arg(line).arg(column);
}

Result<ImportedModel> parseModelConfig(const QJsonObject& root, const QString& origin)
{
    if (isEncoderModelConfig(root)) // BERT-family encoders and Whisper (io/hfencoders.h)
        return parseEncoderModelConfig(root, origin);
    ImportedModel imported;
    ModelSpec& m = imported.model;

    // Multimodal wrappers nest the language model under text_config / llm_config.
    QJsonObject config = root;
    for (const char* nested : {"text_config", "llm_config", "language_config"}) {
        const QJsonObject inner = root.value(QLatin1String(nested)).toObject();
        if (!inner.isEmpty() && inner.contains(QLatin1String("hidden_size"))) {
            config = inner;
            for (auto it = root.begin(); it != root.end(); ++it)
                if (!config.contains(it.key()))
                    config.insert(it.key(), it.value());
            break;
        }
    }

    FieldReader read{config, origin, {}};
    const QStringList architectures = stringList(config.value(QLatin1String("architectures")));
    m.architecture = architectures.value(0);
    m.modelType = config.value(QLatin1String("model_type")).toString();
    m.hiddenSize = read.required({"hidden_size", "n_embd", "d_model"});
    m.numLayers = read.required({"num_hidden_layers", "n_layer", "num_layers"});
    m.numAttentionHeads = read.required({"num_attention_heads", "n_head", "num_heads"});
    m.vocabSize = read.required({"vocab_size", "padded_vocab_size"});
    m.intermediateSize = read.required({"intermediate_size", "ffn_hidden_size", "n_inner"});
    if (const auto kv =
            read.integer({"n_head_kv", "num_kv_heads", "num_key_value_heads", "multi_query_group_num"}))
        m.numKvHeads = static_cast<int>(*kv);
    else if (boolField(config, "multi_query", false))
        m.numKvHeads = 1;
    else
        m.numKvHeads = m.numAttentionHeads;
    if (const auto headDim = read.integer({"head_dim", "hidden_size_per_head"}))
        m.headDim = static_cast<int>(*headDim);
    else if (m.numAttentionHeads > 0)
        m.headDim = m.hiddenSize / m.numAttentionHeads;
    if (const auto positions = read.integer(
            {"max_position_embeddings", "n_positions", "max_seq_len", "seq_length", "max_sequence_length"}))
        m.maxPositionEmbeddings = *positions;
    else if (read.error.isEmpty())
        read.error =
            Text::tr("%1: no context length found (max_position_embeddings, n_positions, max_seq_len or "
                     "seq_length)")
                .arg(origin);
    if (!read.error.isEmpty())
        return invalidInput(read.error);

    // Most decoder families default to untied embeddings; a config that says nothing is taken as
    // untied, which is the larger (safer) weight estimate, and the user is told.
    const QJsonValue tie = config.value(QLatin1String("tie_word_embeddings"));
    if (tie.isBool()) {
        m.tieWordEmbeddings = tie.toBool();
    } else if (!tie.isUndefined() && !tie.isNull()) {
        return invalidInput(Text::tr("%1: field \"tie_word_embeddings\" must be true or false").arg(origin));
    } else {
        imported.warnings << Text::tr(
                                 "%1 does not say whether embeddings are tied; assuming a separate lm_head")
                                 .arg(origin);
    }

    for (const char* key : {"torch_dtype", "dtype"}) {
        const QJsonValue value = config.value(QLatin1String(key));
        if (!value.isUndefined() && !value.isNull() && !value.isString())
            return invalidInput(Text::tr("%1: field \"%2\" must be a string such as \"bfloat16\"")
                                    .arg(origin, QLatin1String(key)));
    }
    const QString dtypeText =
        config.value(QLatin1String("torch_dtype")).toString(config.value(QLatin1String("dtype")).toString());
    if (dtypeText.isEmpty()) {
        m.dtype = DType::BFloat16;
        imported.warnings << Text::tr("%1 has no torch_dtype; assuming bfloat16").arg(origin);
    } else if (const auto dtype = parseDType(dtypeText)) {
        m.dtype = *dtype;
    } else {
        return invalidInput(Text::tr("%1: unknown torch_dtype \"%2\"").arg(origin, dtypeText));
    }

    const QString type = m.modelType.toLower();
    m.qkvBias = boolField(config, "attention_bias", false) || type == u"qwen2" || type == u"qwen2_vl" ||
                type == u"qwen2_5_vl" || boolField(config, "qkv_bias", false);
    m.qkNorm = type == u"qwen3" || type == u"qwen3_moe" || type == u"qwen3_next" ||
               type.startsWith(QLatin1String("gemma3"));
    m.normsPerLayer =
        type.startsWith(QLatin1String("gemma2")) || type.startsWith(QLatin1String("gemma3")) ? 4 : 2;
    if (config.value(QLatin1String("partial_rotary_factor")).isDouble())
        m.partialRotaryFactor = config.value(QLatin1String("partial_rotary_factor")).toDouble(1.0);

    // Mixture of experts, MLA, sliding windows, state-space layers and vision encoders; what is
    // recognised but not modelled is recorded so the plan can refuse rather than mislead.
    if (QString problem = parseArchitecture(root, config, m, imported.warnings); !problem.isEmpty())
        return invalidInput(Text::tr("%1: %2").arg(origin, problem));

    const QJsonValue quantValue = config.value(QLatin1String("quantization_config"));
    if (!quantValue.isUndefined() && !quantValue.isNull() && !quantValue.isObject())
        return invalidInput(Text::tr("%1: field \"quantization_config\" must be an object").arg(origin));
    const QJsonObject quant = quantValue.toObject();
    if (!quant.isEmpty()) {
        QString unsupported;
        QString malformed;
        if (auto parsed = parseQuantization(quant, unsupported, malformed))
            m.quantization = *parsed;
        else
            m.unmodelledFeatures << unsupported;
        if (!malformed.isEmpty())
            return invalidInput(Text::tr("%1: %2").arg(origin, malformed));
    }

    m.sourceConfig = root;
    m.displayName = config.value(QLatin1String("_name_or_path")).toString();
    if (m.displayName.isEmpty())
        m.displayName = m.architecture.isEmpty() ? origin : m.architecture;

    if (QString problem = validateModelSpec(m); !problem.isEmpty())
        return invalidInput(Text::tr("%1: %2").arg(origin, problem));
    return imported;
}

Result<ImportedModel> parseModelConfigBytes(const QByteArray& json, const QString& origin)
{
    if (json.trimmed().isEmpty())
        return invalidInput(Text::tr("%1 is empty").arg(origin));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return invalidInput(Text::tr("%1 is not valid JSON (%2): %3")
                                .arg(origin, jsonErrorLocation(json, error.offset), error.errorString()));
    if (!document.isObject())
        return invalidInput(Text::tr("%1 must hold a JSON object").arg(origin));
    return parseModelConfig(document.object(), origin);
}

namespace {

// Exact bytes of the tensors in a checkpoint folder: the index's total_size, or the payload of a
// single model.safetensors (file size minus the 8-byte length and the JSON header).
std::optional<Bytes> checkpointBytesIn(const QDir& folder, QStringList& warnings)
{
    QFile index(folder.filePath(QStringLiteral("model.safetensors.index.json")));
    if (index.open(QIODevice::ReadOnly)) {
        const QJsonDocument doc = QJsonDocument::fromJson(index.read(64 * MiB));
        const QJsonValue total =
            doc.object().value(QLatin1String("metadata")).toObject().value(QLatin1String("total_size"));
        if (total.isDouble() && total.toDouble() > 0 && total.toDouble() < 9.0e15) // 8 PB: a real size
            return static_cast<Bytes>(total.toDouble());
        warnings << Text::tr(
            "model.safetensors.index.json has no metadata.total_size; weights are computed from shapes");
        return std::nullopt;
    }
    QFile single(folder.filePath(QStringLiteral("model.safetensors")));
    if (single.open(QIODevice::ReadOnly)) {
        const QByteArray prefix = single.read(8);
        if (prefix.size() == 8) {
            const quint64 header = qFromLittleEndian<quint64>(prefix.constData());
            const qint64 payload = single.size() - 8 - static_cast<qint64>(header);
            if (header < static_cast<quint64>(single.size()) && payload > 0)
                return payload;
        }
        warnings << Text::tr("model.safetensors has an unreadable header; weights are computed from shapes");
    }
    return std::nullopt;
}

} // namespace

Result<ImportedModel> importModelConfig(const QString& path)
{
    QFileInfo info(path);
    if (!info.exists())
        return notFound(Text::tr("No such file or folder: %1").arg(path));
    QString configPath = path;
    if (info.isDir()) {
        configPath = QDir(path).filePath(QStringLiteral("config.json"));
        if (!QFileInfo::exists(configPath))
            return notFound(Text::tr("The folder %1 has no config.json").arg(path));
    }
    QFile file(configPath);
    if (!file.open(QIODevice::ReadOnly))
        return ioError(Text::tr("Cannot read %1: %2").arg(configPath, file.errorString()));
    if (file.size() > 64 * MiB)
        return invalidInput(Text::tr("%1 is %2 MiB; a config.json is a few kilobytes")
                                .arg(configPath)
                                .arg(file.size() / MiB));
    auto result = parseModelConfigBytes(file.readAll(), QFileInfo(configPath).fileName());
    if (!result)
        return result;
    ImportedModel imported = std::move(result).value();
    imported.model.id = QFileInfo(configPath).absoluteFilePath();
    const QDir folder = QFileInfo(configPath).absoluteDir();
    if (imported.model.displayName.isEmpty() || imported.model.displayName == imported.model.architecture)
        imported.model.displayName = folder.dirName();
    imported.model.checkpointBytes = checkpointBytesIn(folder, imported.warnings);
    return imported;
}

} // namespace kvb
