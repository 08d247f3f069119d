#include "cli/cliargs.h"

#include "io/scenariofile.h"
#include "vllm/flagtable.h"
#include "vllm/vllmcommand.h"
#include "vllm/worldsize.h"

#include <QCoreApplication>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Cli)
};

// One flag as typed: the table's entry (or none for the subcommand's own), and its value.
struct TypedFlag
{
    const FlagSpec* spec = nullptr;
    QString name; // canonical, without dashes
    QString spelled;
    QString value;
};

struct Tokens
{
    std::vector<TypedFlag> flags;
    QStringList serveWords;
    bool sawServe = false;
};

struct Vocabulary
{
    const QStringList& valueFlags;
    const QStringList& switches;
    bool isSwitch(const FlagSpec* spec, const QString& name) const
    {
        return spec ? spec->kind == FlagKind::Switch : switches.contains(name);
    }
};

// The pasted command's words (one quoted string is split as a shell would), less kvbudget's --format,
// which vLLM has no flag for: `plan -- vllm serve M --format json` prints JSON.
Result<QStringList> serveCommandWords(QStringList words, Tokens& tokens)
{
    if (words.size() == 1 && words.first().contains(QLatin1Char(' '))) {
        auto split = splitShellWords(words.first());
        if (!split)
            return split.error();
        words = split.value();
    }
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QString& word = words.at(i);
        const bool inlineValue = word.startsWith(QLatin1String("--format="));
        if (word != u"--format" && !inlineValue)
            continue;
        TypedFlag f{nullptr, QStringLiteral("format"), QStringLiteral("--format"), {}};
        if (inlineValue) {
            f.value = word.mid(9);
        } else if (i + 1 < words.size()) {
            f.value = words.at(i + 1);
            words.removeAt(i + 1);
        }
        if (f.value.trimmed().isEmpty())
            return invalidInput(Text::tr("--format needs a value"));
        tokens.flags.push_back(f);
        words.removeAt(i--);
    }
    return words;
}

// Splits the words into flags and the pasted command after `--`.
Result<Tokens> tokenize(const QStringList& args, const Vocabulary& vocabulary)
{
    Tokens tokens;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& word = args.at(i);
        if (word == u"--") {
            auto serve = serveCommandWords(args.mid(i + 1), tokens);
            if (!serve)
                return serve.error();
            tokens.serveWords = serve.value();
            tokens.sawServe = true;
            break;
        }
        if (!word.startsWith(QLatin1Char('-')) || word == u"-")
            return invalidInput(
                Text::tr("Unexpected argument \"%1\" (flags start with --; a vllm command goes after --)")
                    .arg(word));
        TypedFlag f;
        f.spelled = word;
        const qsizetype eq = word.indexOf(QLatin1Char('='));
        const bool inlineValue = eq > 0;
        if (inlineValue) {
            f.spelled = word.left(eq);
            f.value = word.mid(eq + 1);
        }
        f.spec = findPlanFlag(f.spelled);
        f.name = f.spec ? QString::fromLatin1(f.spec->name) : canonicalFlagName(f.spelled);
        const bool known = f.spec || f.name == u"format" || vocabulary.valueFlags.contains(f.name) ||
                           vocabulary.switches.contains(f.name);
        if (!known)
            return invalidInput(Text::tr("Unknown flag %1 (see kvbudget plan --help)").arg(f.spelled));
        if (!vocabulary.isSwitch(f.spec, f.name)) {
            if (!inlineValue) {
                // "--max-model-len --gpu l4" forgot the value; "-1" is a value
                if (i + 1 >= args.size() || args.at(i + 1).startsWith(QLatin1String("--")))
                    return invalidInput(Text::tr("%1 needs a value").arg(f.spelled));
                f.value = args.at(++i);
            }
            if (f.value.trimmed().isEmpty())
                return invalidInput(Text::tr("%1 needs a value").arg(f.spelled));
        }
        tokens.flags.push_back(f);
    }
    return tokens;
}

std::optional<Error> applyServeCommand(const QStringList& words, const PresetCatalog& catalog,
                                       PlanArguments& result)
{
    auto command = applyVllmServeCommand(words, catalog, result.scenario);
    if (!command)
        return command.error();
    result.scenario.name = Text::tr("vllm serve %1").arg(command->model);
    result.scenario.description.clear();
    for (const QString& ignored : command->ignoredFlags)
        result.notes << Text::tr("ignored (does not change memory): %1").arg(ignored);
    result.notes << command->notes;
    return std::nullopt;
}

// "text, json or markdown"
QString alternatives(const QStringList& values)
{
    if (values.size() < 2)
        return values.value(0);
    return Text::tr("%1 or %2")
        .arg(values.mid(0, values.size() - 1).join(QLatin1String(", ")), values.last());
}

std::optional<Error> applyOwnFlag(const TypedFlag& f, const QStringList& formats, PlanArguments& result)
{
    if (f.name != u"format") {
        result.extras.insert(f.name, f.value);
        return std::nullopt;
    }
    if (!formats.contains(f.value))
        return invalidInput(Text::tr("%1 %2: expected %3").arg(f.spelled, f.value, alternatives(formats)));
    result.format = f.value;
    return std::nullopt;
}

} // namespace

Result<PlanArguments> parsePlanArguments(const QStringList& args, const PresetCatalog& catalog,
                                         const QStringList& valueFlags, const QStringList& switches,
                                         const QStringList& formats)
{
    auto tokens = tokenize(args, Vocabulary{valueFlags, switches});
    if (!tokens)
        return tokens.error();
    PlanArguments result;
    result.scenario = defaultScenario(catalog);
    FlagContext context{result.scenario, catalog, result.notes};
    auto applyStage = [&](int stage) -> std::optional<Error> {
        for (const TypedFlag& f : tokens->flags)
            if (f.spec && f.spec->stage == stage)
                if (auto error = applyPlanFlag(*f.spec, f.spelled, f.value, context))
                    return error;
        return std::nullopt;
    };
    // The base scenario, then the pasted command, then model and GPU, then every other flag.
    if (auto error = applyStage(0))
        return *error;
    if (tokens->sawServe)
        if (auto error = applyServeCommand(tokens->serveWords, catalog, result))
            return *error;
    for (int stage : {1, 2})
        if (auto error = applyStage(stage))
            return *error;
    for (const TypedFlag& f : tokens->flags)
        if (!f.spec)
            if (auto error = applyOwnFlag(f, formats, result))
                return *error;
    Scenario& s = result.scenario;
    // One GPU per rank unless told otherwise: TP 2 means two GPUs.
    if (!context.gpuCountGiven)
        s.gpu.count = std::max(s.gpu.count, requestedGpuCount(s.serving, false));
    if (s.name.isEmpty())
        s.name = Text::tr("%1 on %2").arg(s.model.displayName, s.gpu.name);
    return result;
}

} // namespace kvb
