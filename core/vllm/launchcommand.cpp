#include "vllm/launchcommand.h"

#include "budget/accountingrules.h"
#include "budget/modelkinds.h"
#include "io/scenariofile.h"
#include "vllm/flagstate.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstring>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::LaunchCommand)
};

// Where vLLM's spelling of a flag changed (README "Launch command"): the config-dataclass command line
// of 0.9.0 made booleans --flag / --no-flag and multimodal limits JSON; 0.10.1 replaced --task with
// --runner; 0.11.0 added --kv-cache-memory-bytes.
constexpr VllmVersion kDataclassFlags{0, 9, 0};
constexpr VllmVersion kRunnerFlag{0, 10, 1};
constexpr VllmVersion kTaskEmbed{0, 7, 0};

bool named(const FlagSpec& flag, const char* name)
{
    return std::strcmp(flag.name, name) == 0;
}

QString dashed(const char* name)
{
    return QStringLiteral("--") + QLatin1String(name);
}

// One vLLM flag in the version's spelling; empty when the plan needs nothing from it.
QStringList vllmWords(const FlagSpec& flag, const Scenario& s)
{
    const VllmVersion version = s.serving.vllmVersion;
    const QString value = flagValueText(flag, s);
    if (named(flag, "enable-chunked-prefill")) {
        if (value == u"true")
            return {dashed(flag.name)};
        return {version >= kDataclassFlags ? QStringLiteral("--no-enable-chunked-prefill")
                                           : QStringLiteral("--enable-chunked-prefill=False")};
    }
    if (flag.kind == FlagKind::Switch)
        return value == u"true" ? QStringList{dashed(flag.name)} : QStringList{};
    if (named(flag, "kv-cache-memory"))
        return {QStringLiteral("--kv-cache-memory-bytes"), value};
    if (named(flag, "runner") && version < kRunnerFlag) {
        const bool pooling = s.serving.runner == Runner::Pooling;
        const QString task =
            pooling ? (version >= kTaskEmbed ? QStringLiteral("embed") : QStringLiteral("embedding"))
                    : QStringLiteral("generate");
        return {QStringLiteral("--task"), task};
    }
    if (named(flag, "limit-mm-per-prompt") && version < kDataclassFlags && s.serving.limitImagesPerPrompt)
        return {dashed(flag.name), QStringLiteral("image=%1%2")
                                       .arg(*s.serving.limitImagesPerPrompt)
                                       .arg(textOnlyClosesVideo(s) ? QStringLiteral(",video=0") : QString())};
    return {dashed(flag.name), value};
}

// The flags `kvbudget plan` reads that vLLM does not have, besides the ones written another way:
// the engine is VLLM_USE_V1, max-image-pixels is --mm-processor-kwargs, the GPU count is below.
bool writtenElsewhere(const FlagSpec& flag)
{
    return named(flag, "vllm-engine") || named(flag, "max-image-pixels") || named(flag, "gpu-count") ||
           named(flag, "gpu") || named(flag, "gpu-memory-gib");
}

QStringList kvbudgetWords(const Scenario& s, const PresetCatalog& catalog)
{
    QStringList words;
    const Scenario base = defaultScenario(catalog);
    if (s.gpu.id == u"custom")
        words << QStringLiteral("--gpu-memory-gib")
              << flagValueText(*findPlanFlag(QStringLiteral("gpu-memory-gib")), s);
    else if (s.gpu.id != base.gpu.id)
        words << QStringLiteral("--gpu") << s.gpu.id;
    // `kvbudget plan` gives a pasted command one GPU per rank; any other count is said.
    if (s.gpu.count != std::max(base.gpu.count, s.serving.worldSize()))
        words << QStringLiteral("--gpu-count") << QString::number(s.gpu.count);
    for (const FlagSpec& flag : planFlags()) {
        if (flag.vllm || flagIsIdentity(flag) || flagIsShadowed(flag) || writtenElsewhere(flag))
            continue;
        if (!flagModified(flag, s))
            continue;
        words << dashed(flag.name);
        if (flag.kind != FlagKind::Switch)
            words << flagValueText(flag, s);
    }
    return words;
}

QString engineVariable(const Scenario& s)
{
    const FlagSpec* engine = findPlanFlag(QStringLiteral("vllm-engine"));
    if (!engine || !flagModified(*engine, s))
        return {};
    const bool v1 = accountingRulesFor(s.serving.vllmVersion, s.serving.engine).engine == EngineKind::V1;
    return v1 ? QStringLiteral("VLLM_USE_V1=1") : QStringLiteral("VLLM_USE_V1=0");
}

QString modelName(const ModelSpec& model, const PresetCatalog& catalog)
{
    if (!model.hfRepo.isEmpty()) {
        const auto preset = catalog.model(model.hfRepo);
        if (preset && preset->id == model.id)
            return model.hfRepo;
    }
    return model.id;
}

} // namespace

QString shellQuote(const QString& word)
{
    static const QString safe = QStringLiteral("-_./:=,+@%");
    const bool plain = !word.isEmpty() && std::all_of(word.begin(), word.end(), [](QChar c) {
        return (c.unicode() < 128 && c.isLetterOrNumber()) || safe.contains(c);
    });
    if (plain)
        return word;
    QString quoted = word;
    quoted.replace(QLatin1Char('\''), QLatin1String("'\"'\"'"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

LaunchCommand launchCommandFor(const Scenario& s, const PresetCatalog& catalog)
{
    LaunchCommand command;
    if (const QString engine = engineVariable(s); !engine.isEmpty())
        command.environment << engine;
    command.model = modelName(s.model, catalog);
    for (const FlagSpec& flag : planFlags()) {
        if (!flag.vllm || flagIsIdentity(flag) || named(flag, "no-enable-chunked-prefill"))
            continue;
        if (flagModified(flag, s))
            command.arguments << vllmWords(flag, s);
    }
    command.kvbudgetArguments = kvbudgetWords(s, catalog);
    return command;
}

QStringList LaunchCommand::words() const
{
    return environment + QStringList{QStringLiteral("vllm"), QStringLiteral("serve"), model} + arguments;
}

QString LaunchCommand::text() const
{
    QStringList head = environment;
    head << QStringLiteral("vllm serve") << shellQuote(model);
    QStringList lines{head.join(QLatin1Char(' '))};
    // One flag per line: a flag and its value stay together.
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        QString line = QStringLiteral("  ") + shellQuote(arguments.at(i));
        if (i + 1 < arguments.size() && !arguments.at(i + 1).startsWith(QLatin1String("--")))
            line += QLatin1Char(' ') + shellQuote(arguments.at(++i));
        lines << line;
    }
    QString out = lines.join(QLatin1String(" \\\n")) + QLatin1Char('\n');
    if (!kvbudgetArguments.isEmpty()) {
        QStringList quoted;
        for (const QString& word : kvbudgetArguments)
            quoted << shellQuote(word);
        out += Text::tr("# kvbudget settings vLLM has no flag for: kvbudget plan %1 -- <the command above>")
                   .arg(quoted.join(QLatin1Char(' '))) +
               QLatin1Char('\n');
    }
    return out;
}

} // namespace kvb
