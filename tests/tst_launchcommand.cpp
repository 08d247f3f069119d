// `kvbudget plan --format vllm`: the `vllm serve` command that reproduces a plan. Pasted back into
// `kvbudget plan -- ...` (with the kvbudget flags its comment line names) it must give the identical
// plan, for every built-in scenario and for the flags whose spelling changed across vLLM versions.
#include "budget/engine.h"
#include "budget/handbudget.h"
#include "cli/cliargs.h"
#include "cli/commands.h"
#include "cli/planjson.h"
#include "io/scenariofile.h"
#include "testhelpers.h"
#include "vllm/launchcommand.h"
#include "vllm/vllmcommand.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace kvb;
using namespace Qt::StringLiterals;

namespace {

// The plan as `plan --format json` prints it, less what names the scenario rather than plans it: its
// name, the notes (a pasted command's notes say it was pasted), which values were typed rather than
// defaulted, and the custom GPU's name (vLLM has no flag for a card's name).
QJsonObject comparable(Scenario s)
{
    if (s.gpu.id == u"custom"_s)
        s.gpu.name = u"custom GPU"_s; // --gpu-memory-gib names the card by its size
    QJsonObject json = planToJson(s, computePlan(s));
    json.remove(u"scenario"_s);
    json.remove(u"notes"_s);
    QJsonObject settings = json.value(u"settings"_s).toObject();
    settings.remove(u"defaulted"_s);
    json.insert(u"settings"_s, settings);
    if (s.accounting == AccountingMode::Simple) {
        QJsonObject hand = handBudgetToJson(s, computeHandBudget(handBudgetInputFor(s)));
        hand.remove(u"scenario"_s);
        json.insert(u"hand_budget"_s, hand);
    }
    return json;
}

// What `kvbudget plan KVBUDGET_FLAGS -- COMMAND` plans.
Scenario pastedBack(const LaunchCommand& command)
{
    const QStringList args = command.kvbudgetArguments + QStringList{u"--"_s} + command.words();
    auto parsed = parsePlanArguments(args, PresetCatalog::builtin());
    if (!parsed)
        qFatal("the launch command does not parse: %s", qPrintable(parsed.error().message));
    return parsed->scenario;
}

void checkRoundTrip(const Scenario& s)
{
    const LaunchCommand command = launchCommandFor(s);
    // The printed text splits back into the same words: quoting and continuations survive a shell,
    // and the comment line is a comment.
    auto split = splitShellWords(command.text());
    QVERIFY2(split, qPrintable(command.text()));
    QCOMPARE(split.value(), command.words());
    const QJsonObject expected = comparable(s);
    const QJsonObject actual = comparable(pastedBack(command));
    for (auto it = expected.begin(); it != expected.end(); ++it)
        QVERIFY2(actual.value(it.key()) == it.value(),
                 qPrintable(u"%1 differs after the round trip of:\n%2"_s.arg(it.key(), command.text())));
    QCOMPARE(actual.keys(), expected.keys());
}

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

Run plan(const QStringList& args)
{
    Run r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.code = runPlanCommand(args, out, err);
    out.flush();
    err.flush();
    return r;
}

} // namespace

class TestLaunchCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyBuiltInScenarioRoundTrips_data()
    {
        QTest::addColumn<QString>("id");
        const auto& presets = PresetCatalog::builtin().scenarios();
        QVERIFY(presets.size() >= 5);
        for (const ScenarioPreset& preset : presets)
            QTest::newRow(qPrintable(preset.id)) << preset.id;
    }

    void everyBuiltInScenarioRoundTrips()
    {
        QFETCH(QString, id);
        auto s = resolveScenario(id, PresetCatalog::builtin());
        QVERIFY2(s, qPrintable(id));
        checkRoundTrip(s.value());
    }

    // Flags whose vLLM spelling depends on the version, and knobs vLLM has no flag for.
    void versionSpellingsRoundTrip_data()
    {
        QTest::addColumn<QStringList>("flags");
        QTest::addColumn<QString>("expected");
        QTest::newRow("v0 without chunked prefill, 0.8") << QStringList{u"--vllm-version"_s,
                                                                        u"0.8.4"_s,
                                                                        u"--vllm-engine"_s,
                                                                        u"v0"_s,
                                                                        u"--no-enable-chunked-prefill"_s,
                                                                        u"--max-model-len"_s,
                                                                        u"8192"_s}
                                                         << u"--enable-chunked-prefill=False"_s;
        QTest::newRow("v0 without chunked prefill, 0.10") << QStringList{u"--vllm-version"_s,
                                                                         u"0.10.0"_s,
                                                                         u"--vllm-engine"_s,
                                                                         u"v0"_s,
                                                                         u"--no-enable-chunked-prefill"_s,
                                                                         u"--max-model-len"_s,
                                                                         u"8192"_s}
                                                          << u"--no-enable-chunked-prefill"_s;
        QTest::newRow("pooling before --runner")
            << QStringList{u"--vllm-version"_s, u"0.9.2"_s,    u"--model"_s,
                           u"bge-m3"_s,         u"--runner"_s, u"pooling"_s}
            << u"--task embed"_s;
        QTest::newRow("pooling with --runner")
            << QStringList{u"--model"_s, u"bge-m3"_s, u"--runner"_s, u"pooling"_s} << u"--runner pooling"_s;
        QTest::newRow("fixed KV size") << QStringList{u"--kv-cache-memory"_s, u"20000000000"_s}
                                       << u"--kv-cache-memory-bytes 20000000000"_s;
        QTest::newRow("images, JSON")
            << QStringList{u"--model"_s,        u"qwen2.5-vl-7b-instruct"_s, u"--limit-mm-per-prompt"_s,
                           u"{\"image\": 2}"_s, u"--max-image-pixels"_s,     u"1000000"_s}
            << u"--mm-processor-kwargs '{\"max_pixels\": 1000000}'"_s;
        QTest::newRow("images, key=value before 0.9") << QStringList{u"--vllm-version"_s,
                                                                     u"0.8.4"_s,
                                                                     u"--model"_s,
                                                                     u"qwen2.5-vl-7b-instruct"_s,
                                                                     u"--limit-mm-per-prompt"_s,
                                                                     u"{\"image\": 3}"_s}
                                                      << u"--limit-mm-per-prompt image=3"_s;
        QTest::newRow("kvbudget-only knobs")
            << QStringList{u"--gpu"_s,
                           u"a100-80gb"_s,
                           u"--gpu-count"_s,
                           u"4"_s,
                           u"-tp"_s,
                           u"2"_s,
                           u"--other-gpu-memory-gib"_s,
                           u"1.5"_s,
                           u"--activation-gib"_s,
                           u"2.25"_s,
                           u"--request-tokens"_s,
                           u"4000"_s,
                           u"--enforce-eager"_s,
                           u"-q"_s,
                           u"fp8"_s}
            << u"kvbudget plan --gpu a100-80gb --gpu-count 4 --other-gpu-memory-gib 1.5"_s;
    }

    void versionSpellingsRoundTrip()
    {
        QFETCH(QStringList, flags);
        QFETCH(QString, expected);
        const Scenario s = kvbtest::scenarioFrom(flags);
        const LaunchCommand command = launchCommandFor(s);
        QVERIFY2(command.text().contains(expected), qPrintable(command.text()));
        checkRoundTrip(s);
    }

    void onlyNonDefaultFlags()
    {
        const LaunchCommand command = launchCommandFor(kvbtest::scenario("default"));
        QCOMPARE(command.words(), (QStringList{u"vllm"_s, u"serve"_s, u"meta-llama/Llama-3.1-8B"_s}));
        QVERIFY(command.kvbudgetArguments.isEmpty());
        QCOMPARE(command.text(), u"vllm serve meta-llama/Llama-3.1-8B\n"_s);
    }

    void shellQuoting()
    {
        QCOMPARE(shellQuote(u"meta-llama/Llama-3.1-8B"_s), u"meta-llama/Llama-3.1-8B"_s);
        QCOMPARE(shellQuote(u"{\"image\": 2}"_s), u"'{\"image\": 2}'"_s);
        const QString awkward = u"it's $HOME \"x\""_s;
        auto split = splitShellWords(u"vllm serve "_s + shellQuote(awkward));
        QVERIFY(split);
        QCOMPARE(split->last(), awkward);
    }

    void planFormatVllmPrintsTheCommand()
    {
        const Run r = plan({u"--scenario"_s, u"seed-llama31-8b-h100-8k"_s, u"--format"_s, u"vllm"_s});
        QCOMPARE(r.code, int(ExitOk));
        QCOMPARE(r.out, launchCommandFor(kvbtest::scenario("seed-llama31-8b-h100-8k")).text());
        QVERIFY(r.out.startsWith(u"vllm serve meta-llama/Llama-3.1-8B \\\n  --max-model-len 8192\n"_s));
        // A refusing plan still prints its command, with the plan's exit code.
        const Run refuses = plan({u"--scenario"_s, u"seed-util-half-24gb-busy"_s, u"--format"_s, u"vllm"_s});
        QCOMPARE(refuses.code, int(ExitRefusesToStart));
        QVERIFY(refuses.out.contains(u"--gpu-memory-utilization 0.5"_s));
    }

    // vLLM has no --format: after a pasted command it is still kvbudget's.
    void formatAfterThePastedCommand()
    {
        const QStringList words{
            u"--"_s, u"vllm"_s, u"serve"_s, u"meta-llama/Llama-3.1-8B"_s, u"--max-model-len"_s, u"8192"_s};
        auto parsed =
            parsePlanArguments(words + QStringList{u"--format"_s, u"json"_s}, PresetCatalog::builtin());
        QVERIFY(parsed);
        QCOMPARE(parsed->format, u"json"_s);
        QVERIFY2(parsed->notes.filter(u"format"_s).isEmpty(), qPrintable(parsed->notes.join(u'\n')));
        QCOMPARE(parsed->scenario.serving.maxModelLen, std::int64_t{8192});

        const Run json = plan(words + QStringList{u"--format=json"_s});
        QCOMPARE(json.code, int(ExitOk));
        QVERIFY(QJsonDocument::fromJson(json.out.toUtf8()).isObject());
        const Run quoted = plan({u"--"_s, u"vllm serve meta-llama/Llama-3.1-8B --format markdown"_s});
        QCOMPARE(quoted.code, int(ExitOk));
        QVERIFY(quoted.out.startsWith(u"### "_s));
        const Run vllm = plan(words + QStringList{u"--format"_s, u"vllm"_s});
        QCOMPARE(vllm.out, u"vllm serve meta-llama/Llama-3.1-8B \\\n  --max-model-len 8192\n"_s);

        const Run missing = plan(words + QStringList{u"--format"_s});
        QCOMPARE(missing.code, int(ExitInvalidInput));
        QVERIFY(missing.err.contains(u"--format"_s));
        const Run bad = plan(words + QStringList{u"--format"_s, u"yaml"_s});
        QCOMPARE(bad.code, int(ExitInvalidInput));
        QVERIFY(bad.err.contains(u"yaml"_s));
    }

    void commentsInAPastedCommandAreSkipped()
    {
        auto split = splitShellWords(u"vllm serve m \\\n  --max-model-len 8192\n# kvbudget plan --gpu x\n"_s);
        QVERIFY(split);
        QCOMPARE(split.value(),
                 (QStringList{u"vllm"_s, u"serve"_s, u"m"_s, u"--max-model-len"_s, u"8192"_s}));
        auto inWord = splitShellWords(u"a#b '#c'"_s);
        QVERIFY(inWord);
        QCOMPARE(inWord.value(), (QStringList{u"a#b"_s, u"#c"_s}));
    }
};

QTEST_GUILESS_MAIN(TestLaunchCommand)
#include "tst_launchcommand.moc"
