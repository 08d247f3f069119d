#include "io/configdefaults.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::ConfigDefaults)
};

struct DefaultsTable
{
    QJsonObject base;       // PretrainedConfig's defaults, under every class
    QJsonObject modelTypes; // model_type -> {class, source, attribute_map, sub_configs, defaults, layout}
    QStringList errors;
};

const DefaultsTable& table()
{
    static const DefaultsTable loaded = [] {
        DefaultsTable t;
        QFile file(QStringLiteral(":/presets/config-defaults.json"));
        if (!file.open(QIODevice::ReadOnly)) {
            t.errors << Text::tr("config-defaults.json is missing from the built-in presets");
            return t;
        }
        QJsonParseError error;
        const QJsonObject doc = QJsonDocument::fromJson(file.readAll(), &error).object();
        if (error.error != QJsonParseError::NoError)
            t.errors << Text::tr("config-defaults.json is not valid JSON: %1").arg(error.errorString());
        t.base = doc.value(QLatin1String("base")).toObject().value(QLatin1String("defaults")).toObject();
        t.modelTypes = doc.value(QLatin1String("model_types")).toObject();
        if (t.modelTypes.isEmpty())
            t.errors << Text::tr("config-defaults.json lists no model types");
        return t;
    }();
    return loaded;
}

// The fields of a language model's config that change a plan; a default filled into one of them
// is worth telling the user about (the rest, such as rms_norm_eps, are not).
bool isPlanField(const QString& key)
{
    static const QStringList fields = {
        QStringLiteral("vocab_size"),
        QStringLiteral("hidden_size"),
        QStringLiteral("intermediate_size"),
        QStringLiteral("num_hidden_layers"),
        QStringLiteral("num_attention_heads"),
        QStringLiteral("num_key_value_heads"),
        QStringLiteral("head_dim"),
        QStringLiteral("max_position_embeddings"),
        QStringLiteral("tie_word_embeddings"),
        QStringLiteral("sliding_window"),
        QStringLiteral("sliding_window_pattern"),
        QStringLiteral("num_local_experts"),
        QStringLiteral("num_experts"),
        QStringLiteral("num_experts_per_tok"),
        QStringLiteral("moe_intermediate_size"),
        QStringLiteral("cross_attention_layers"),
        QStringLiteral("attention_chunk_size"),
        QStringLiteral("interleave_moe_layer_step"),
        QStringLiteral("intermediate_size_mlp"),
        QStringLiteral("state_size"),
        QStringLiteral("ssm_state_size"),
        QStringLiteral("mamba_num_heads"),
        QStringLiteral("mamba_head_dim"),
        QStringLiteral("n_groups"),
        QStringLiteral("conv_kernel"),
        QStringLiteral("expand"),
        QStringLiteral("full_attention_interval"),
        QStringLiteral("d_model"),
        QStringLiteral("n_layers"),
        QStringLiteral("n_heads"),
        QStringLiteral("n_embd"),
        QStringLiteral("n_layer"),
        QStringLiteral("n_head"),
        QStringLiteral("n_positions"),
        QStringLiteral("ffn_dim"),
        QStringLiteral("expansion_ratio"),
        QStringLiteral("max_seq_len"),
    };
    return fields.contains(key);
}

// Fills `config` from the class of `modelType`: absent keys take the class default (a null
// default is left absent: the parser's own derivation applies, as in the class), then each
// attribute_map alias answers for the standard name it maps.
void resolveAliases(const QJsonObject& entry, QJsonObject& config, QHash<QString, QString>* spelledAs)
{
    const QJsonObject aliases = entry.value(QLatin1String("attribute_map")).toObject();
    for (auto it = aliases.begin(); it != aliases.end(); ++it) {
        const QString stored = it.value().toString();
        if (!config.contains(it.key()) && config.contains(stored)) {
            config.insert(it.key(), config.value(stored));
            if (spelledAs)
                spelledAs->insert(it.key(), stored);
        }
    }
}

// A class that keeps sizes in nested sub-configs (DBRX's attn_config and ffn_config) names them under
// "nested": each sub-config takes its own class's defaults, and "fields" copies what the importer reads
// to the standard top-level name, unless the file states that name itself. A message about such a field
// names it as the file spells it ("ffn_config.ffn_hidden_size").
void hoistNestedFields(const QJsonObject& entry, QJsonObject& config, QHash<QString, QString>* spelledAs)
{
    const QJsonObject nested = entry.value(QLatin1String("nested")).toObject();
    for (auto it = nested.begin(); it != nested.end(); ++it) {
        const QJsonObject spec = it.value().toObject();
        QJsonObject sub = config.value(it.key()).toObject();
        const QJsonObject defaults = spec.value(QLatin1String("defaults")).toObject();
        for (auto d = defaults.begin(); d != defaults.end(); ++d)
            if (!sub.contains(d.key()) || sub.value(d.key()).isNull())
                sub.insert(d.key(), d.value());
        const QJsonObject fields = spec.value(QLatin1String("fields")).toObject();
        for (auto f = fields.begin(); f != fields.end(); ++f) {
            const QString standard = f.value().toString();
            if (config.contains(standard) || !sub.contains(f.key()))
                continue;
            config.insert(standard, sub.value(f.key()));
            if (spelledAs)
                spelledAs->insert(standard, it.key() + QLatin1Char('.') + f.key());
        }
    }
}

QJsonObject withDefaults(QJsonObject config, const QString& modelType, QStringList* filled,
                         QHash<QString, QString>* spelledAs = nullptr)
{
    const QJsonObject entry = table().modelTypes.value(modelType).toObject();
    if (entry.isEmpty())
        return config; // a class kvbudget has not researched: only what the file says
    const QJsonObject defaults = entry.value(QLatin1String("defaults")).toObject();
    resolveAliases(entry, config, spelledAs); // a field the file spells its own way is not missing
    // Through attribute_map the file's standard name sets the class's own field (BLOOM's
    // num_attention_heads is n_head): that field's default never applies.
    QStringList setThroughAlias;
    const QJsonObject aliases = entry.value(QLatin1String("attribute_map")).toObject();
    for (auto it = aliases.begin(); it != aliases.end(); ++it)
        if (config.contains(it.key()))
            setThroughAlias << it.value().toString();
    for (const QJsonObject* source : {&defaults, &table().base}) {
        for (auto it = source->begin(); it != source->end(); ++it) {
            if (config.contains(it.key()) || it.value().isNull() || setThroughAlias.contains(it.key()))
                continue;
            config.insert(it.key(), it.value());
            if (filled && isPlanField(it.key()) && !filled->contains(it.key()))
                *filled << it.key();
        }
    }
    resolveAliases(entry, config, nullptr); // and a default filled under the class's own name answers too
    hoistNestedFields(entry, config, spelledAs);
    return config;
}

// The nested language-model config and the model_type its class defaults come from: an explicit
// model_type inside it, else the wrapper class's sub_configs entry.
struct Nested
{
    QString key;
    QString modelType;
};

Nested nestedTextConfig(const QJsonObject& root, const QString& rootType)
{
    const QJsonObject subConfigs =
        table().modelTypes.value(rootType).toObject().value(QLatin1String("sub_configs")).toObject();
    for (const char* name : {"text_config", "llm_config", "language_config"}) {
        const QString key = QLatin1String(name);
        const QJsonValue value = root.value(key);
        const bool declared = subConfigs.contains(key);
        if (!value.isObject() && !declared)
            continue;
        if (value.isObject() && value.toObject().isEmpty() && !declared)
            continue;
        QString type = value.toObject().value(QLatin1String("model_type")).toString();
        if (type.isEmpty())
            type = subConfigs.value(key).toString();
        return {key, type};
    }
    return {};
}

// A remote-code checkpoint may leave model_type out (MiniCPM-2B): transformers then has it from the
// class auto_map.AutoConfig names ("configuration_minicpm.MiniCPMConfig"), whose model_type attribute
// is the family's. Found here by the class an entry records.
QString modelTypeOfAutoConfig(const QJsonObject& root)
{
    const QString reference =
        root.value(QLatin1String("auto_map")).toObject().value(QLatin1String("AutoConfig")).toString();
    const QString className = reference.section(u'.', -1);
    if (className.isEmpty())
        return {};
    const QJsonObject& types = table().modelTypes;
    for (auto it = types.begin(); it != types.end(); ++it)
        if (it.value().toObject().value(QLatin1String("class")).toString().section(u' ', 0, 0) == className)
            return it.key();
    return {};
}

} // namespace

QJsonObject classDefaults(const QString& modelType)
{
    return table().modelTypes.value(modelType).toObject().value(QLatin1String("defaults")).toObject();
}

QStringList configDefaultsErrors()
{
    return table().errors;
}

ResolvedConfig resolveHfConfig(const QJsonObject& stated)
{
    ResolvedConfig r;
    QJsonObject root = stated;
    if (!root.contains(QLatin1String("model_type")))
        if (const QString type = modelTypeOfAutoConfig(root); !type.isEmpty())
            root.insert(QLatin1String("model_type"), type);
    const QString rootType = root.value(QLatin1String("model_type")).toString();
    const Nested nested = nestedTextConfig(root, rootType);
    if (nested.key.isEmpty()) {
        r.textModelType = rootType;
        r.text = withDefaults(root, rootType, &r.filledKeys, &r.spelledAs);
        r.root = r.text;
    } else {
        r.root = withDefaults(root, rootType, nullptr);
        r.textModelType = nested.modelType;
        QJsonObject text = root.value(nested.key).toObject();
        if (!text.contains(QLatin1String("model_type")) && !nested.modelType.isEmpty())
            text.insert(QLatin1String("model_type"), nested.modelType);
        // vLLM reads the dtype and the quantization of the wrapper first (ModelArchConfigConvertorBase
        // get_torch_dtype, get_quantization_config), and its architectures name the served model. Every
        // other field is the nested config's own, or its class default.
        for (const char* key : {"architectures", "torch_dtype", "dtype", "quantization_config",
                                "compression_config", "_name_or_path"}) {
            const QJsonValue value = root.value(QLatin1String(key));
            if (!value.isUndefined() && !value.isNull())
                text.insert(QLatin1String(key), value);
        }
        // A nested class kvbudget has no defaults for takes what the wrapper states (tie_word_embeddings,
        // a context length): the best reading available without the class.
        if (!table().modelTypes.contains(nested.modelType))
            for (auto it = root.begin(); it != root.end(); ++it)
                if (!text.contains(it.key()) && !it.value().isObject())
                    text.insert(it.key(), it.value());
        r.text = withDefaults(text, nested.modelType, &r.filledKeys, &r.spelledAs);
    }
    // The vision tower takes its defaults from the wrapper class's vision sub-config (SiglipVisionConfig for
    // Gemma 3, ...); a vision_config's own model_type is not trusted for this (Qwen2-VL's says "qwen2_vl").
    const QJsonObject subConfigs =
        table().modelTypes.value(rootType).toObject().value(QLatin1String("sub_configs")).toObject();
    const QString visionType = subConfigs.value(QLatin1String("vision_config")).toString();
    const QJsonValue vision = root.value(QLatin1String("vision_config"));
    if (vision.isObject()) {
        r.vision = withDefaults(vision.toObject(), visionType, nullptr);
    } else if (!visionType.isEmpty()) {
        // The wrapper builds its tower when the file has none: from the sub-config's class defaults, or
        // from the values the wrapper's __init__ passes instead ("vision_config_absent": LlavaConfig's
        // CLIP-L/336 rather than CLIPVisionConfig's ViT-B/32).
        const QString absentType = subConfigs.value(QLatin1String("vision_config_absent")).toString();
        r.vision = withDefaults(QJsonObject{}, absentType.isEmpty() ? visionType : absentType, nullptr);
    }
    const QJsonObject entry = table().modelTypes.value(r.textModelType).toObject();
    r.textClass = entry.value(QLatin1String("class")).toString();
    r.layout = entry.value(QLatin1String("layout")).toObject();
    return r;
}

} // namespace kvb
