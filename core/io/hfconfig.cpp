#include "io/hfconfig.h"

#include "base/boundedread.h"
#include "base/limits.h"
#include "io/configdefaults.h"
#include "io/hfarchitecture.h"
#include "io/hfencoders.h"
#include "io/hffamilynotes.h"
#include "io/hffields.h"
#include "io/hflayout.h"
#include "io/hfquant.h"
#include "io/pythonjson.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtEndian>

#include <algorithm>
#include <cmath>
#include <optional>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::HfConfig)
};

// Dimensions, with the aliases vLLM's ModelArchConfigConvertorBase accepts (after the class's own
// attribute_map has mapped n_layers, n_embd, d_model ... in configdefaults.cpp).
void readDimensions(const ResolvedConfig& resolved, FieldReader& read, ModelSpec& m)
{
    m.hiddenSize = read.required({"hidden_size", "n_embd", "d_model"});
    m.numLayers = read.required({"num_hidden_layers", "n_layer", "num_layers", "n_layers"});
    m.numAttentionHeads = read.value({"num_attention_heads", "n_head", "num_heads", "n_heads"}, 0);
    m.vocabSize = read.required({"vocab_size", "padded_vocab_size"});
    m.intermediateSize = ffnWidth(resolved.layout, read, m.hiddenSize);
    // Falcon's multi_query means one KV head unless new_decoder_architecture, whatever num_kv_heads a
    // re-saved config carries (transformers writes num_kv_heads = num_attention_heads; vLLM falcon.py
    // FalconAttention reads multi_query first). vLLM's RWConfig gives model_type "RefinedWeb" (the old
    // Falcon-40B) the new decoder architecture, so its n_head_kv counts.
    const bool newDecoder =
        read.boolean("new_decoder_architecture", false) || resolved.textModelType == u"RefinedWeb";
    const bool multiQueryFirst = read.boolean("multi_query", false) && !newDecoder;
    // ChatGLM's multi_query_group_num counts only with multi_query_attention (vLLM chatglm.py
    // GLMAttention; ChatGLMConfig's default is off); without it every head keeps its own K and V.
    const bool glmGroups = read.boolean("multi_query_attention", false);
    if (multiQueryFirst)
        m.numKvHeads = 1;
    else if (const auto kv = read.integer({"n_head_kv", "num_kv_heads", "num_key_value_heads"}))
        m.numKvHeads = static_cast<int>(*kv);
    else if (const auto groups = read.integer({"multi_query_group_num"}); groups && glmGroups)
        m.numKvHeads = static_cast<int>(*groups);
    else
        m.numKvHeads = m.numAttentionHeads;
    if (const auto headDim = read.integer({"head_dim", "hidden_size_per_head", "attention_head_dim"}))
        m.headDim = static_cast<int>(*headDim);
    else if (m.numAttentionHeads > 0)
        m.headDim = m.hiddenSize / m.numAttentionHeads;
}

// Untied when nothing says otherwise (the larger, safer weight estimate); the user is told.
QString readTiedEmbeddings(const QJsonObject& config, const QString& origin, ModelSpec& m,
                           QStringList& warnings)
{
    const QJsonValue tie = config.value(QLatin1String("tie_word_embeddings"));
    if (tie.isBool()) {
        m.tieWordEmbeddings = tie.toBool();
    } else if (!tie.isUndefined() && !tie.isNull()) {
        return Text::tr("%1: field \"tie_word_embeddings\" must be true or false").arg(origin);
    } else {
        warnings << Text::tr("%1 does not say whether embeddings are tied; assuming a separate lm_head")
                        .arg(origin);
    }
    return {};
}

QString readDtype(const QJsonObject& config, const QString& origin, ModelSpec& m, QStringList& warnings)
{
    for (const char* key : {"torch_dtype", "dtype"}) {
        const QJsonValue value = config.value(QLatin1String(key));
        if (!value.isUndefined() && !value.isNull() && !value.isString())
            return Text::tr("%1: field \"%2\" must be a string such as \"bfloat16\"")
                .arg(origin, QLatin1String(key));
    }
    const QString dtypeText =
        config.value(QLatin1String("torch_dtype")).toString(config.value(QLatin1String("dtype")).toString());
    if (dtypeText.isEmpty()) {
        m.dtype = DType::BFloat16;
        warnings << Text::tr("%1 has no torch_dtype; assuming bfloat16").arg(origin);
    } else if (const auto dtype = parseDType(dtypeText)) {
        m.dtype = *dtype;
    } else {
        return Text::tr("%1: unknown torch_dtype \"%2\"").arg(origin, dtypeText);
    }
    return {};
}

QString readQuantizationConfig(const QJsonObject& config, const QString& origin, ModelSpec& m,
                               QStringList& warnings)
{
    QJsonValue quantValue = config.value(QLatin1String("quantization_config"));
    if (quantValue.isUndefined() || quantValue.isNull())
        quantValue = config.value(QLatin1String("compression_config")); // compressed-tensors' older key
    if (!quantValue.isUndefined() && !quantValue.isNull() && !quantValue.isObject())
        return Text::tr("%1: field \"quantization_config\" must be an object").arg(origin);
    const QJsonObject quant = quantValue.toObject();
    if (quant.isEmpty())
        return {};
    QString unsupported;
    QString malformed;
    if (auto parsed = parseQuantization(quant, unsupported, malformed)) {
        m.quantization = *parsed;
        applyExclusions(quant, m, warnings);
    } else {
        m.unmodelledFeatures << unsupported;
    }
    if (!malformed.isEmpty())
        return Text::tr("%1: %2").arg(origin, malformed);
    return {};
}

// transformers' PretrainedConfig.architectures is a list of class names (or absent); vLLM picks its
// model class from it. A bare string would otherwise read as no architecture at all, silently.
QString checkArchitectures(const QJsonObject& config, const QString& modelType, const QString& origin)
{
    const QJsonValue value = config.value(QLatin1String("architectures"));
    if (value.isUndefined() || value.isNull())
        return {};
    const auto isClassName = [](const QJsonValue& entry) {
        return entry.isString() && !entry.toString().isEmpty();
    };
    const QJsonArray list = value.toArray();
    if (!value.isArray() || !std::all_of(list.begin(), list.end(), isClassName))
        return Text::tr("%1: field \"architectures\" must be a list of class names such as "
                        "[\"LlamaForCausalLM\"]")
            .arg(origin);
    // An empty list is what transformers writes when only model_type names the family; with neither,
    // nothing in the file says which model it is.
    if (list.isEmpty() && modelType.isEmpty())
        return Text::tr("%1: field \"architectures\" is empty and there is no \"model_type\"; one of them "
                        "must name the model")
            .arg(origin);
    return {};
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

namespace {

// A field problem named as the file spells it: "num_experts", not the alias kvbudget added for it.
QString asSpelled(QString message, const ResolvedConfig& resolved)
{
    for (auto it = resolved.spelledAs.begin(); it != resolved.spelledAs.end(); ++it)
        message.replace(u'"' + it.key() + u'"', u'"' + it.value() + u'"');
    return message;
}

} // namespace

Result<ImportedModel> parseModelConfig(const QJsonObject& root, const QString& origin)
{
    const QString rootType = root.value(QLatin1String("model_type")).toString();
    if (QString problem = checkArchitectures(root, rootType, origin); !problem.isEmpty())
        return invalidInput(problem);
    if (const QString missing = unmodelledFamily(rootType.toLower()); !missing.isEmpty())
        return invalidInput(Text::tr("%1: model_type \"%2\" is recognised, but kvbudget does not model %3")
                                .arg(origin, rootType, missing));
    if (isEncoderModelConfig(root)) // BERT-family encoders and Whisper (io/hfencoders.h)
        return parseEncoderModelConfig(root, origin);
    ImportedModel imported;
    ModelSpec& m = imported.model;
    const ResolvedConfig resolved = resolveHfConfig(root);
    const QJsonObject& config = resolved.text;

    // A nested text config keeps its own list when the wrapper states none.
    if (QString problem = checkArchitectures(config, resolved.textModelType, origin); !problem.isEmpty())
        return invalidInput(problem);
    FieldReader read{config, origin, {}};
    m.architecture = config.value(QLatin1String("architectures")).toArray().at(0).toString();
    m.modelType = resolved.textModelType;
    readDimensions(resolved, read, m);
    if (!read.error.isEmpty())
        return invalidInput(asSpelled(read.error, resolved));
    if (QString problem = deriveMaxModelLen(config, m); !problem.isEmpty())
        return invalidInput(Text::tr("%1: %2").arg(origin, problem));
    if (m.maxLenAssumed) // vLLM's own warning, word for word
        imported.warnings << QStringLiteral(
            "The model's config.json does not contain any of the keys to determine the original maximum "
            "length of the model. Assuming the model's maximum length is 2048.");
    for (const QString& problem : {readTiedEmbeddings(config, origin, m, imported.warnings),
                                   readDtype(config, origin, m, imported.warnings)})
        if (!problem.isEmpty())
            return invalidInput(problem);
    applyLayout(resolved.layout, config, m);
    readUnresearchedMlp(resolved, m);
    // Mixture of experts, MLA, sliding windows, state-space layers, heterogeneous blocks and vision
    // encoders; what is recognised but not modelled is recorded so the plan can refuse rather than mislead.
    if (QString problem = parseArchitecture(resolved, m, imported.warnings); !problem.isEmpty())
        return invalidInput(Text::tr("%1: %2").arg(origin, asSpelled(problem, resolved)));
    if (QString problem = readQuantizationConfig(config, origin, m, imported.warnings); !problem.isEmpty())
        return invalidInput(problem);
    noteFilledDefaults(resolved, origin, imported.warnings);
    noteUnresearchedFamily(resolved, origin, imported.warnings);

    m.sourceConfig = root;
    m.displayName = config.value(QLatin1String("_name_or_path")).toString();
    if (m.displayName.isEmpty())
        m.displayName = m.architecture.isEmpty() ? origin : m.architecture;
    if (m.intermediateSize <= 0 && !m.mamba.active() && m.numAttentionHeads > 0)
        return invalidInput(Text::tr("%1: required field \"intermediate_size\" is missing").arg(origin));
    if (QString problem = validateModelSpec(m); !problem.isEmpty())
        return invalidInput(Text::tr("%1: %2").arg(origin, problem));
    return imported;
}

Result<ImportedModel> parseModelConfigBytes(const QByteArray& json, const QString& origin)
{
    if (json.trimmed().isEmpty())
        return invalidInput(Text::tr("%1 is empty").arg(origin));
    QJsonParseError error;
    const QByteArray strict = pythonJsonToStrict(json);
    const QJsonDocument document = QJsonDocument::fromJson(strict, &error);
    if (error.error != QJsonParseError::NoError)
        return invalidInput(Text::tr("%1 is not valid JSON (%2): %3")
                                .arg(origin, jsonErrorLocation(strict, error.offset), error.errorString()));
    if (!document.isObject())
        return invalidInput(Text::tr("%1 must hold a JSON object").arg(origin));
    return parseModelConfig(document.object(), origin);
}

namespace {

// Exact bytes of the tensors in a checkpoint folder: the index's total_size, or the payload of a
// single model.safetensors (file size minus the 8-byte length and the JSON header).
std::optional<Bytes> checkpointBytesIn(const QDir& folder, QStringList& warnings)
{
    const QString indexPath = folder.filePath(QStringLiteral("model.safetensors.index.json"));
    if (QFileInfo::exists(indexPath)) {
        const auto index = readBoundedFile(indexPath, limits::kMaxJsonFileBytes, QStringLiteral("index"));
        const QJsonDocument doc = QJsonDocument::fromJson(index ? index.value() : QByteArray());
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

// ModelOpt checkpoints describe their quantization in hf_quant_config.json beside config.json; vLLM
// reads it as the config's quantization_config when config.json has none
// (vllm/transformers_utils/config.py get_config). The merged config is what the spec keeps.
QByteArray withModelOptQuantization(const QByteArray& configBytes, const QDir& folder, QStringList& notes)
{
    const QString path = folder.filePath(QStringLiteral("hf_quant_config.json"));
    if (!QFileInfo::exists(path))
        return configBytes;
    QJsonObject config = QJsonDocument::fromJson(pythonJsonToStrict(configBytes)).object();
    if (config.isEmpty() || config.contains(QLatin1String("quantization_config")))
        return configBytes; // unreadable (the parser reports it) or already described
    const auto read =
        readBoundedFile(path, limits::kMaxJsonFileBytes, QStringLiteral("hf_quant_config.json"));
    const QJsonObject quant = read ? QJsonDocument::fromJson(read.value()).object() : QJsonObject{};
    if (quant.isEmpty()) {
        notes << Text::tr("hf_quant_config.json is unreadable; the checkpoint is taken as unquantized");
        return configBytes;
    }
    config.insert(QLatin1String("quantization_config"), quant);
    notes << Text::tr("quantization from hf_quant_config.json");
    return QJsonDocument(config).toJson(QJsonDocument::Compact);
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
    auto read = readBoundedFile(configPath, limits::kMaxJsonFileBytes, Text::tr("config.json"));
    if (!read)
        return read.error();
    if (read->trimmed().isEmpty())
        return invalidInput(Text::tr("%1 is empty").arg(configPath));
    QByteArray bytes = std::move(read).value();
    const QDir folder = QFileInfo(configPath).absoluteDir();
    QStringList notes;
    bytes = withModelOptQuantization(bytes, folder, notes);
    auto result = parseModelConfigBytes(bytes, QFileInfo(configPath).fileName());
    if (!result)
        return result;
    ImportedModel imported = std::move(result).value();
    imported.warnings << notes;
    imported.model.id = QFileInfo(configPath).absoluteFilePath();
    if (imported.model.displayName.isEmpty() || imported.model.displayName == imported.model.architecture)
        imported.model.displayName = folder.dirName();
    imported.model.checkpointBytes = checkpointBytesIn(folder, imported.warnings);
    return imported;
}

} // namespace kvb
