#pragma once

// The real configs under tests/data/hf-configs, read for the config.json tests (tst_hfconfig,
// tst_hfdefaults, tst_hfconfigerrors), and the whole-model KV layout they check (also tst_realconfigs).

#include "budget/defaults.h"
#include "budget/engine.h"
#include "budget/kvcache.h"
#include "io/presets.h"
#include "model/modelspec.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

namespace kvb::hftest {

using namespace Qt::StringLiterals;

inline QString configDir()
{
    return QStringLiteral(KVBUDGET_TEST_DATA "/hf-configs");
}

inline QByteArray readFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

inline QByteArray configBytes(const QString& name)
{
    return readFile(configDir() + u'/' + name + u".json"_s);
}

inline QJsonObject configObject(const QString& name)
{
    return QJsonDocument::fromJson(configBytes(name)).object();
}

inline QStringList realConfigNames()
{
    QStringList names;
    const QStringList files = QDir(configDir()).entryList({u"*.json"_s}, QDir::Files, QDir::Name);
    for (const QString& file : files)
        if (file != u"weights.json" && file != u"sources.json")
            names << file.chopped(5);
    return names;
}

// Llama-3.1-8B's config with one field replaced (or removed, for an undefined value).
inline QByteArray llamaWith(const QString& key, const QJsonValue& value)
{
    QJsonObject config = configObject(u"llama-3.1-8b-instruct"_s);
    if (value.isUndefined())
        config.remove(key);
    else
        config.insert(key, value);
    return QJsonDocument(config).toJson();
}

// The whole model's KV layout on one GPU (TP 1) with the engine's default settings.
inline KvPerToken wholeModelKv(const ModelSpec& model)
{
    Scenario s;
    s.model = model;
    s.gpu = *PresetCatalog::builtin().gpu(u"h200-141gb"_s);
    return kvLayoutFor(model, resolveSettings(s), 1, 0, model.numLayers);
}

} // namespace kvb::hftest
