#pragma once

#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace kvb {

// A Hugging Face config.json as transformers reads it (docs/config-import.md): every field the file
// leaves out takes the default of its model_type's configuration class, the class's attribute_map
// aliases resolve ("n_layers" answers for "num_hidden_layers"), and a multimodal wrapper's
// language model is its nested text_config with that config's own class defaults. The defaults
// are data: presets/config-defaults.json, each class with the transformers file it comes from.
struct ResolvedConfig
{
    QJsonObject root;   // the top-level config with its class defaults
    QJsonObject text;   // the language model's config (the root itself for plain decoders)
    QJsonObject vision; // vision_config with its own class defaults, empty when there is none
    QJsonObject layout; // the family's layer structure ("layout" in config-defaults.json), may be empty
    QString textModelType;
    QString textClass;      // "Gemma3TextConfig", empty for a model_type without researched defaults
    QStringList filledKeys; // fields of the language model kvbudget reads that came from class defaults
    // The attribute_map aliases added to `text` (Qwen3-MoE's num_local_experts) -> the field the file
    // wrote (num_experts), so that a message names what the user can find in the file.
    QHash<QString, QString> spelledAs;
};

// `root` is the parsed config.json; unknown model types keep only what the file says.
ResolvedConfig resolveHfConfig(const QJsonObject& root);

// The class defaults of one model_type ({} when unknown); for tests and the documentation.
QJsonObject classDefaults(const QString& modelType);

// Problems found loading presets/config-defaults.json (empty when it is well-formed).
QStringList configDefaultsErrors();

} // namespace kvb
