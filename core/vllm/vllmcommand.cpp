#include "vllm/vllmcommand.h"

#include "io/hfconfig.h"
#include "vllm/flagtable.h"
#include "vllm/worldsize.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cmath>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::VllmCommand)
};

// vLLM flags that take no value; any other unknown flag followed by a non-flag word takes it.
bool isKnownSwitch(const QString& flag)
{
    static const QStringList switches = {QStringLiteral("enforce-eager"),
                                         QStringLiteral("trust-remote-code"),
                                         QStringLiteral("enable-prefix-caching"),
                                         QStringLiteral("no-enable-prefix-caching"),
                                         QStringLiteral("enable-chunked-prefill"),
                                         QStringLiteral("no-enable-chunked-prefill"),
                                         QStringLiteral("disable-log-requests"),
                                         QStringLiteral("disable-log-stats"),
                                         QStringLiteral("enable-expert-parallel"),
                                         QStringLiteral("enable-auto-tool-choice"),
                                         QStringLiteral("disable-custom-all-reduce"),
                                         QStringLiteral("disable-hybrid-kv-cache-manager"),
                                         QStringLiteral("enable-lora"),
                                         QStringLiteral("enable-log-requests"),
                                         QStringLiteral("async-scheduling"),
                                         QStringLiteral("disable-frontend-multiprocessing"),
                                         QStringLiteral("enable-sleep-mode"),
                                         QStringLiteral("headless"),
                                         QStringLiteral("language-model-only")};
    return switches.contains(flag);
}

} // namespace

Result<QStringList> splitShellWords(const QString& line)
{
    QStringList words;
    QString word;
    bool inWord = false;
    QChar quote;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar ch = line.at(i);
        if (!quote.isNull()) {
            if (ch == quote) {
                quote = QChar();
            } else if (ch == u'\\' && quote == u'"' && i + 1 < line.size() &&
                       QStringView(u"\"\\$`").contains(line.at(i + 1))) {
                word += line.at(++i);
            } else if (ch == u'\\' && quote == u'"' && i + 1 < line.size() &&
                       (line.at(i + 1) == u'\n' || line.at(i + 1) == u'\r')) {
                // a line continuation inside double quotes disappears, as in sh
                ++i;
                if (line.at(i) == u'\r' && i + 1 < line.size() && line.at(i + 1) == u'\n')
                    ++i;
            } else {
                word += ch;
            }
            continue;
        }
        if (ch == u'\\' && i + 1 < line.size()) {
            const QChar next = line.at(++i);
            if (next == u'\n' || next == u'\r') { // line continuation
                if (next == u'\r' && i + 1 < line.size() && line.at(i + 1) == u'\n')
                    ++i;
                continue;
            }
            word += next;
            inWord = true;
        } else if (ch == u'#' && !inWord) {
            // a comment to the end of the line, as in sh (a launch command's kvbudget line)
            while (i + 1 < line.size() && line.at(i + 1) != u'\n')
                ++i;
        } else if (ch == u'"' || ch == u'\'') {
            quote = ch;
            inWord = true;
        } else if (ch.isSpace()) {
            if (inWord)
                words << word;
            word.clear();
            inWord = false;
        } else {
            word += ch;
            inWord = true;
        }
    }
    if (!quote.isNull())
        return invalidInput(Text::tr("The command line has an unterminated %1 quote").arg(quote));
    if (inWord)
        words << word;
    return words;
}

namespace {

// Skips the launcher ("vllm serve", "python -m vllm.entrypoints.openai.api_server", environment
// assignments, of which VLLM_USE_V1 chooses the engine) and returns the index of the first argument.
qsizetype skipLauncher(const QStringList& words, ServingConfig& serving)
{
    qsizetype i = 0;
    while (i < words.size() && words.at(i).contains(QLatin1Char('=')) &&
           !words.at(i).startsWith(QLatin1Char('-'))) {
        if (words.at(i) == u"VLLM_USE_V1=0")
            serving.engine = EngineKind::V0;
        else if (words.at(i) == u"VLLM_USE_V1=1")
            serving.engine = EngineKind::V1;
        ++i;
    }
    for (qsizetype j = i; j < words.size(); ++j) {
        const QString& w = words.at(j);
        if (w == u"serve" || w.endsWith(QLatin1String("api_server")) ||
            w.endsWith(QLatin1String("vllm.entrypoints.cli.main")))
            return j + 1;
        if (w.startsWith(QLatin1Char('-')) && w != u"-m") // python -m vllm.entrypoints...
            break;
    }
    return i;
}

// The value after a flag that takes one: the next word, unless it is another flag (a negative
// number is still a value).
QString takeValue(const QStringList& words, qsizetype& i)
{
    if (i + 1 >= words.size())
        return {};
    const QString& next = words.at(i + 1);
    const bool isFlag = next.startsWith(QLatin1Char('-')) &&
                        !(next.size() > 1 && (next.at(1).isDigit() || next.at(1) == u'.'));
    if (isFlag)
        return {};
    ++i;
    return next;
}

// `--task generate|embed|...` (vLLM before 0.10.1): the runner it implies; nothing for auto and the
// tasks that do not decide it.
std::optional<Runner> taskRunner(const QString& task)
{
    if (task == u"generate")
        return Runner::Generate;
    static const QStringList pooling = {QStringLiteral("embed"), QStringLiteral("embedding"),
                                        QStringLiteral("classify"), QStringLiteral("score"),
                                        QStringLiteral("reward")};
    if (pooling.contains(task))
        return Runner::Pooling;
    return std::nullopt;
}

Error inServeCommand(const Error& error)
{
    return {error.kind, QStringLiteral("vllm serve ") + error.message};
}

Result<ModelSpec> resolveModel(const QString& name, const PresetCatalog& catalog, QStringList& notes)
{
    if (auto preset = catalog.model(name))
        return *preset;
    if (QFileInfo::exists(name)) {
        auto imported = importModelConfig(name);
        if (!imported)
            return imported.error();
        notes << imported->warnings;
        return imported->model;
    }
    return notFound(
        Text::tr("Unknown model \"%1\": it is not a preset (see `kvbudget list models`) and not a local "
                 "config.json or model folder. Pass --model path/to/config.json to import it.")
            .arg(name));
}

} // namespace

Result<VllmCommand> applyVllmServeCommand(const QStringList& words, const PresetCatalog& catalog, Scenario& s)
{
    VllmCommand command;
    FlagContext context{s, catalog, command.notes};
    std::optional<QString> modelName;
    for (qsizetype i = skipLauncher(words, s.serving); i < words.size(); ++i) {
        const QString& word = words.at(i);
        if (!word.startsWith(QLatin1Char('-'))) {
            modelName ? void(command.ignoredFlags << word) : void(modelName = word);
            continue;
        }
        const qsizetype eq = word.indexOf(QLatin1Char('='));
        const QString spelled = eq > 0 ? word.left(eq) : word;
        const QString name = canonicalFlagName(spelled);
        const FlagSpec* spec = findPlanFlag(spelled);
        if (spec && !spec->vllm)
            spec = nullptr; // a kvbudget flag: vLLM has no such flag, so it cannot change memory
        const bool isSwitch = spec ? spec->kind == FlagKind::Switch : isKnownSwitch(name);
        const QString value = eq > 0 ? word.mid(eq + 1) : isSwitch ? QString() : takeValue(words, i);
        if (!isSwitch && value.isEmpty() && (spec || name == u"model"))
            return invalidInput(Text::tr("vllm serve %1 needs a value").arg(spelled));
        if (name == u"model") {
            modelName = value;
        } else if (name == u"task" && taskRunner(value)) {
            s.serving.runner = *taskRunner(value); // --runner's predecessor, before vLLM 0.10.1
        } else if (!spec) {
            command.ignoredFlags << (value.isEmpty() ? word : word + QLatin1Char(' ') + value);
        } else if (auto error = applyPlanFlag(*spec, spelled, value, context)) {
            return inServeCommand(*error);
        } else if (QLatin1String(spec->name) == u"data-parallel-size") {
            command.notes
                << Text::tr("data parallelism (%1 replicas) repeats the same per-GPU plan on each replica, "
                            "unless --enable-expert-parallel spreads the experts over them")
                       .arg(value);
        }
    }
    s.gpu.count = std::max(s.gpu.count, requestedGpuCount(s.serving, false));
    if (!modelName)
        return invalidInput(Text::tr("The vllm serve command names no model"));
    command.model = *modelName;
    auto model = resolveModel(*modelName, catalog, command.notes);
    if (!model)
        return model.error();
    s.model = model.value();
    return command;
}

} // namespace kvb
