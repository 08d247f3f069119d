// Quantization exclusion lists: which linear modules a checkpoint keeps at its unquantized dtype,
// matched per format the way vLLM's quantization configs match them (docs/config-import.md).
#include "io/hfquant.h"

#include "model/modulenames.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

#include <vector>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::HfConfig)
};

enum class Match
{
    Exact,     // vLLM is_layer_skipped: the module's name is in the list (fp8, fbgemm_fp8)
    Substring, // an entry is part of the module's name (AWQ, GPTQ, bitsandbytes; transformers)
    Regex,     // compressed-tensors: an exact name, or "re:<pattern>" matched from the start
    Glob,      // ModelOpt: exact, substring, or an fnmatch wildcard
};

struct Entry
{
    QString text;
    QRegularExpression pattern; // compiled once: the "re:" expression or the glob (Regex, Glob)
};

struct ExclusionList
{
    QStringList entries;
    Match match = Match::Exact;
    std::vector<Entry> compiled;
};

ExclusionList exclusionListOf(const QJsonObject& q, const QuantizationConfig& config)
{
    auto strings = [](const QJsonValue& value) {
        QStringList list;
        for (const QJsonValue& item : value.toArray())
            if (item.isString())
                list << item.toString();
        return list;
    };
    const QJsonObject inner = q.value(QLatin1String("quantization")).toObject();
    const QString format = config.checkpointFormat;
    if (format == u"modelopt")
        return {strings(inner.isEmpty() ? q.value(QLatin1String("ignore"))
                                        : inner.value(QLatin1String("exclude_modules"))),
                Match::Glob,
                {}};
    if (format == u"compressed-tensors")
        return {strings(q.value(QLatin1String("ignore"))), Match::Regex, {}};
    if (format == u"fp8" || format == u"fbgemm_fp8") {
        QStringList list = strings(q.value(QLatin1String("ignored_layers")));
        if (list.isEmpty()) // Fp8Config.from_config falls back to modules_to_not_convert
            list = strings(q.value(QLatin1String("modules_to_not_convert")));
        return {list, Match::Exact, {}};
    }
    return {strings(q.value(QLatin1String("modules_to_not_convert"))), Match::Substring, {}};
}

void compile(ExclusionList& list)
{
    for (const QString& text : list.entries) {
        Entry entry{text, {}};
        if (list.match == Match::Regex && text.startsWith(QLatin1String("re:")))
            entry.pattern = QRegularExpression(text.mid(3)); // Python's re.match: anchored at the start
        else if (list.match == Match::Glob) // fnmatch: '*' any run, '?' one character; the whole name (module
            // names hold no '/', so Qt's path-aware conversion matches as fnmatch does)
            entry.pattern = QRegularExpression(QRegularExpression::wildcardToRegularExpression(text));
        list.compiled.push_back(std::move(entry));
    }
}

bool entryMatches(const Entry& entry, const QString& name, Match match)
{
    switch (match) {
    case Match::Exact:
        return entry.text == name;
    case Match::Substring:
        return name.contains(entry.text);
    case Match::Regex:
        if (!entry.pattern.pattern().isEmpty())
            return entry.pattern.isValid() && entry.pattern
                                                  .match(name, 0, QRegularExpression::NormalMatch,
                                                         QRegularExpression::AnchorAtOffsetMatchOption)
                                                  .hasMatch();
        return entry.text == name;
    case Match::Glob:
        return entry.text == name || name.contains(entry.text) || entry.pattern.match(name).hasMatch();
    }
    return false;
}

// One part (q_proj of a fused qkv_proj, say) is excluded when any of its spellings matches. vLLM keeps
// a fused MoE unquantized when, with exact matching, any entry naming experts contains its prefix.
bool partExcluded(const QStringList& spellings, const ExclusionList& list, bool experts)
{
    for (const QString& name : spellings)
        for (const Entry& entry : list.compiled) {
            if (experts && list.match == Match::Exact ? entry.text.contains(name)
                                                      : entryMatches(entry, name, list.match))
                return true;
        }
    return false;
}

} // namespace

void applyExclusions(const QJsonObject& q, ModelSpec& m, QStringList& warnings)
{
    QuantizationConfig& quant = m.quantization;
    ExclusionList list = exclusionListOf(q, quant);
    if (list.entries.isEmpty())
        return;
    compile(list);
    quant.excludedModules = list.entries;
    for (const Entry& entry : list.compiled)
        if (entryMatches(entry, QStringLiteral("lm_head"), list.match))
            quant.lmHeadQuantized = false;
    quant.unquantizedSites.assign(static_cast<std::size_t>(m.numLayers), 0u);
    int mixed = 0;
    for (int layer = 0; layer < m.numLayers; ++layer) {
        for (int kind = 0; kind < static_cast<int>(LinearKind::Count); ++kind) {
            const QList<QStringList> parts = checkpointModuleNames(m, layer, static_cast<LinearKind>(kind));
            int partsExcluded = 0;
            for (const QStringList& spellings : parts)
                partsExcluded +=
                    partExcluded(spellings, list, kind == static_cast<int>(LinearKind::Experts)) ? 1 : 0;
            if (parts.isEmpty() || partsExcluded == 0)
                continue;
            if (partsExcluded < parts.size()) {
                ++mixed; // vLLM refuses a fused module whose shards differ; kvbudget keeps it quantized
                continue;
            }
            quant.unquantizedSites[static_cast<std::size_t>(layer)] |= 1u << kind;
        }
    }
    // What is excluded is the checkpoint's design, not a problem: the weights explanation names it
    // (QuantizationConfig::unquantizedModuleCount); only a list vLLM would refuse is warned about.
    if (mixed > 0)
        warnings << Text::tr("the quantization config excludes only some parts of %n fused module(s); vLLM "
                             "refuses such a checkpoint (all shards of a fused layer must share a precision)",
                             nullptr, mixed);
}

} // namespace kvb
