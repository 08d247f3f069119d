// Re-packing a fleet after cards fail: the exact search against brute force over every
// placement and every start order, the story fleet's proposals, and `kvbudget fleet` as a stable
// interface (its JSON keys and exit codes).

#include "testhelpers.h"

#include "cli/commands.h"
#include "cli/fleetcommand.h"
#include "cli/fleetjson.h"
#include "fleet/fleetfile.h"
#include "fleet/repack.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <algorithm>
#include <numeric>

using namespace kvb;
using namespace Qt::StringLiterals;

namespace {

FleetGpu card(const char* id, bool failed = false)
{
    FleetGpu gpu;
    gpu.id = QLatin1String(id);
    gpu.spec = kvbtest::gpu("rtx-4090");
    gpu.spec.count = 1;
    gpu.failed = failed;
    return gpu;
}

Deployment chat(const char* name, double utilization, const char* version, const char* gpu, int start)
{
    Scenario s = kvbtest::scenarioFrom(
        {u"--model"_s, u"llama-3.2-3b"_s, u"--gpu"_s, u"rtx-4090"_s, u"--max-model-len"_s, u"8192"_s});
    s.serving.gpuMemoryUtilization = utilization;
    s.serving.vllmVersion = *VllmVersion::parse(QLatin1String(version));
    return Deployment{QLatin1String(name), s, {QLatin1String(gpu)}, start};
}

// Two healthy cards with a tenant each, a failed card whose two tenants must move.
Fleet smallFleet(const char* version, double a, double b, double c, double d)
{
    Fleet fleet;
    fleet.gpus = {card("gpu0"), card("gpu1"), card("gpu2", true)};
    fleet.deployments = {chat("a", a, version, "gpu0", 1), chat("b", b, version, "gpu1", 2),
                         chat("c", c, version, "gpu2", 3), chat("d", d, version, "gpu2", 4)};
    return fleet;
}

struct Cost
{
    int notStarted = 0;
    std::int64_t tokensLost = 0;
    auto operator<=>(const Cost&) const = default;
};

Cost costOf(const FleetReplay& replay, const std::vector<std::int64_t>& reference)
{
    Cost cost;
    for (std::size_t d = 0; d < replay.deployments.size(); ++d) {
        const DeploymentOutcome& o = replay.deployments[d];
        const bool starts = o.outcome == StartOutcome::Starts;
        cost.notStarted += starts ? 0 : 1;
        cost.tokensLost += std::max<std::int64_t>(0, reference[d] - (starts ? o.kvTokens : 0));
    }
    return cost;
}

// Every card (or none) for each deployment of the failed card, and every start order of the fleet.
Cost bruteForce(const Fleet& fleet, const std::vector<std::int64_t>& reference)
{
    const QStringList healthy{u"gpu0"_s, u"gpu1"_s};
    std::vector<int> orphans;
    for (std::size_t d = 0; d < fleet.deployments.size(); ++d)
        if (fleet.deployments[d].gpuIds == QStringList{u"gpu2"_s})
            orphans.push_back(static_cast<int>(d));
    Cost best{1 << 20, 0};
    const int choices = static_cast<int>(healthy.size()) + 1;
    int combinations = 1;
    for (std::size_t i = 0; i < orphans.size(); ++i)
        combinations *= choices;
    for (int code = 0; code < combinations; ++code) {
        Fleet placed = fleet;
        for (std::size_t i = 0, rest = static_cast<std::size_t>(code); i < orphans.size();
             ++i, rest /= choices) {
            const int choice = static_cast<int>(rest % static_cast<std::size_t>(choices));
            placed.deployments[static_cast<std::size_t>(orphans[i])].gpuIds =
                choice < healthy.size() ? QStringList{healthy[choice]} : QStringList{};
        }
        std::vector<int> order(placed.deployments.size());
        std::iota(order.begin(), order.end(), 0);
        do {
            for (std::size_t i = 0; i < order.size(); ++i)
                placed.deployments[static_cast<std::size_t>(order[i])].startPosition = static_cast<int>(i);
            best = std::min(best, costOf(replayFleet(placed, false), reference));
        } while (std::next_permutation(order.begin(), order.end()));
    }
    return best;
}

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

Run runFleet(const QStringList& args)
{
    Run r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.code = runFleetCommand(args, out, err);
    out.flush();
    err.flush();
    return r;
}

const Proposal* proposalOf(const RepackResult& result, ChangeFamily family)
{
    for (const Proposal& p : result.proposals)
        if (p.family == family)
            return &p;
    return nullptr;
}

} // namespace

class TestFleetSearch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Placement and start order only: the exact search's best equals the best of every placement of
    // the orphans (or none) under every start order, and it says it proved it.
    void exactSearchMatchesBruteForce_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<double>("a");
        QTest::addColumn<double>("b");
        QTest::addColumn<double>("c");
        QTest::addColumn<double>("d");
        QTest::newRow("0.21 everything fits") << u"0.21.0"_s << 0.6 << 0.55 << 0.4 << 0.35;
        QTest::newRow("0.21 one must stay out") << u"0.21.0"_s << 0.6 << 0.6 << 0.45 << 0.45;
        QTest::newRow("0.21 order decides") << u"0.21.0"_s << 0.3 << 0.7 << 0.62 << 0.25;
        QTest::newRow("0.8.5 shares are cumulative") << u"0.8.5"_s << 0.4 << 0.45 << 0.85 << 0.9;
        QTest::newRow("0.8.5 tokens depend on order") << u"0.8.5"_s << 0.5 << 0.35 << 0.9 << 0.7;
    }

    void exactSearchMatchesBruteForce()
    {
        QFETCH(QString, version);
        QFETCH(double, a);
        QFETCH(double, b);
        QFETCH(double, c);
        QFETCH(double, d);
        const Fleet fleet = smallFleet(qPrintable(version), a, b, c, d);
        SearchOptions options;
        options.families = {ChangeFamily::Placement};
        const RepackResult result = repackFleet(fleet, options);
        QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
        QCOMPARE(result.proposals.size(), std::size_t{1});
        const Proposal& p = result.proposals.front();
        QVERIFY(p.proof.exact);
        QVERIFY(p.optimal);
        const Cost expected = bruteForce(fleet, result.referenceTokens);
        QCOMPARE(p.notStarted, expected.notStarted);
        QCOMPARE(p.kvTokensLost, expected.tokensLost);
        QCOMPARE(costOf(p.replay, result.referenceTokens), expected); // the replay agrees with the search
    }

    // The heuristic never claims optimality, names itself, and is never better than the exact search.
    void heuristicSaysSoAndBoundsItsGap()
    {
        const Fleet fleet = smallFleet("0.21.0", 0.3, 0.7, 0.62, 0.25);
        SearchOptions options;
        options.families = {ChangeFamily::Placement};
        const RepackResult exact = repackFleet(fleet, options);
        options.forceHeuristic = true;
        const RepackResult heuristic = repackFleet(fleet, options);
        QCOMPARE(heuristic.proposals.size(), std::size_t{1});
        const Proposal& h = heuristic.proposals.front();
        QVERIFY(!h.proof.exact);
        QVERIFY(!h.optimal);
        QVERIFY(h.notStarted >= exact.proposals.front().notStarted);
        QCOMPARE(h.gapKvTokens, h.kvTokensLost - h.proof.lowerBound.tokensLost);
        QVERIFY(h.proof.lowerBound.tokensLost <= exact.proposals.front().kvTokensLost);
    }

    // The story: gpu0 (the vision model) and gpu1 (the chat model) fail. Placement alone cannot start
    // everything (the vision model takes 0.92 of a card, Whisper and the chat model 0.5 each); lowering
    // Whisper's share starts every model, the vision model first on the embedding model's card.
    void storyRepackStartsEveryModelOrSaysWhatShrinks()
    {
        auto loaded = resolveFleet(u"gpu-tetris"_s, PresetCatalog::builtin());
        QVERIFY(loaded);
        Fleet fleet = loaded.value();
        QVERIFY(failGpus(fleet, {u"gpu0"_s, u"gpu1"_s}).isEmpty());
        const RepackResult result = repackFleet(fleet);
        QVERIFY2(result.error.isEmpty(), qPrintable(result.error));

        const Proposal* placement = proposalOf(result, ChangeFamily::Placement);
        QVERIFY(placement);
        QVERIFY(!placement->allStart);
        QCOMPARE(placement->notStarted, 1);
        QVERIFY(placement->optimal);

        const Proposal* lowered = proposalOf(result, ChangeFamily::Utilization);
        QVERIFY(lowered);
        QVERIFY(lowered->allStart);
        QVERIFY(lowered->optimal);
        const int vision = fleet.deploymentIndex(u"vision"_s);
        const Deployment& moved = lowered->fleet.deployments[static_cast<std::size_t>(vision)];
        QCOMPARE(moved.gpuIds, QStringList{u"gpu3"_s});
        const GpuReplay& gpu3 = lowered->replay.gpus[3];
        QCOMPARE(gpu3.steps.size(), std::size_t{2});
        QCOMPARE(gpu3.steps.front().deployment, vision); // the vision model starts first
        bool shrinks = false;
        for (const Change& c : lowered->changes)
            if (c.what == u"gpu_memory_utilization") {
                shrinks = true;
                QVERIFY(c.to.toDouble() < c.from.toDouble());
                QCOMPARE(c.kvTokensFrom - c.kvTokensTo,
                         lowered->kvTokensLost); // the only loss is the shrunk tenant's
                QVERIFY(c.maxConcurrencyTo < c.maxConcurrencyFrom);
            }
        QVERIFY(shrinks);
        QCOMPARE(result.proposals.front().allStart, true); // the best comes first
    }

    // `kvbudget fleet --format json`: the public JSON keys (README), with the replay's values.
    void jsonInterface()
    {
        const Run r = runFleet(
            {u"gpu-tetris"_s, u"--fail"_s, u"gpu0"_s, u"gpu1"_s, u"--repack"_s, u"--format"_s, u"json"_s});
        QCOMPARE(r.code, int(ExitOk)); // the best proposal starts everything
        const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(json.value("all_start"_L1).toBool(true), false);
        const QJsonArray gpus = json.value("gpus"_L1).toArray();
        QCOMPARE(gpus.size(), 4);
        for (const char* key : {"id", "total_bytes", "failed", "tenants"})
            QVERIFY2(gpus.at(0).toObject().contains(QLatin1String(key)), key);
        QCOMPARE(gpus.at(0).toObject().value("failed"_L1).toBool(), true);
        QCOMPARE(gpus.at(2).toObject().value("total_bytes"_L1).toDouble(),
                 static_cast<double>(kvbtest::gpu("rtx-4090").totalBytes));
        const QJsonArray onGpu3 = gpus.at(3).toObject().value("tenants"_L1).toArray();
        QCOMPARE(onGpu3.size(), 1);
        QCOMPARE(onGpu3.at(0).toObject().value("deployment"_L1).toString(), u"embeddings"_s);
        const QJsonArray deployments = json.value("deployments"_L1).toArray();
        QCOMPARE(deployments.size(), 4);
        for (const char* key : {"name", "gpus", "start_position", "verdict", "reason", "kv_tokens",
                                "max_concurrency", "startup_peak_bytes", "held_bytes"})
            QVERIFY2(deployments.at(0).toObject().contains(QLatin1String(key)), key);
        QCOMPARE(deployments.at(0).toObject().value("verdict"_L1).toString(), u"not_placed"_s);
        QCOMPARE(deployments.at(2).toObject().value("verdict"_L1).toString(), u"starts"_s);
        const QJsonArray proposals = json.value("proposals"_L1).toArray();
        QVERIFY(!proposals.isEmpty());
        for (const QJsonValue& value : proposals) {
            const QJsonObject p = value.toObject();
            for (const char* key : {"changes", "kv_tokens_lost", "all_start", "optimal", "search"})
                QVERIFY2(p.contains(QLatin1String(key)), key);
            QCOMPARE(p.value("search"_L1).toString(), u"exact"_s);
            for (const QJsonValue& change : p.value("changes"_L1).toArray())
                for (const char* key : {"deployment", "what", "from", "to"})
                    QVERIFY2(change.toObject().contains(QLatin1String(key)), key);
        }
        QCOMPARE(proposals.at(0).toObject().value("all_start"_L1).toBool(), true);
    }

    // `kvbudget list fleets`: the built-in fleets, the story among them with its four cards.
    void listFleets()
    {
        Run r;
        {
            QTextStream out(&r.out);
            QTextStream err(&r.err);
            r.code = runListCommand({u"fleets"_s, u"--format"_s, u"json"_s}, out, err);
        }
        QCOMPARE(r.code, int(ExitOk));
        const QJsonArray list = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QCOMPARE(list.size(), static_cast<qsizetype>(builtinFleets().size()));
        bool story = false;
        for (const QJsonValue& v : list)
            if (v.toObject().value("id"_L1).toString() == u"gpu-tetris"_s) {
                story = true;
                QCOMPARE(v.toObject().value("gpus"_L1).toInt(), 4);
                QCOMPARE(v.toObject().value("deployments"_L1).toInt(), 4);
            }
        QVERIFY(story);
    }

    // What a re-pack weighs, counted without listing it: each orphan on every set of healthy cards it
    // could run on.
    void repackPlacementsCountsEverySetOfHealthyCards()
    {
        Fleet fleet = smallFleet("0.21.0", 0.3, 0.3, 0.3, 0.3); // two orphans, two healthy cards
        QCOMPARE(repackPlacements(fleet), 4.0);
        fleet.deployments[2].scenario.serving.tensorParallelSize = 2; // both healthy cards: one way
        QCOMPARE(repackPlacements(fleet), 3.0);
    }

    // Beyond its limits a re-pack is refused before searching, naming both figures, and `fleet --repack`
    // says so in one line with exit code 2: one TP 4 deployment over 40 healthy cards is C(40, 4) =
    // 91,390 placements (they used to be listed, and the search ran for minutes).
    void oversizedRepackIsRefused()
    {
        Fleet wide;
        for (int g = 0; g < 44; ++g)
            wide.gpus.push_back(card(qPrintable(u"gpu%1"_s.arg(g)), g >= 40));
        Deployment big = chat("big", 0.5, "0.21.0", "gpu40", 1);
        big.scenario.serving.tensorParallelSize = 4;
        big.gpuIds = {u"gpu40"_s, u"gpu41"_s, u"gpu42"_s, u"gpu43"_s};
        wide.deployments.push_back(big);
        QCOMPARE(repackPlacements(wide), 91390.0);
        const RepackResult refused = repackFleet(wide);
        QVERIFY(refused.proposals.empty());
        QVERIFY2(refused.error.contains(u"would weigh 91,390 placements"_s) &&
                     refused.error.contains(u"at most 1,000"_s),
                 qPrintable(refused.error));

        Fleet crowded;
        crowded.gpus = {card("gpu0"), card("gpu1", true)};
        for (int d = 0; d <= 16; ++d)
            crowded.deployments.push_back(chat(qPrintable(u"c%1"_s.arg(d)), 0.05, "0.21.0", "gpu0", d));
        QVERIFY2(repackFleet(crowded).error.contains(u"GPU \"gpu0\" holds 17 deployments"_s),
                 qPrintable(repackFleet(crowded).error));

        QTemporaryDir dir;
        const QString path = dir.filePath(u"wide.json"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(fleetToJson(wide, PresetCatalog::builtin())).toJson());
        file.close();
        const Run cli = runFleet({path, u"--repack"_s});
        QCOMPARE(cli.code, int(ExitInvalidInput));
        QVERIFY2(cli.err.contains(u"91,390 placements"_s) && cli.err.count(u'\n') == 1, qPrintable(cli.err));
    }

    // A fleet file without cards is bad input, said plainly (README "exit codes").
    void fleetWithoutGpusIsInvalidInput()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"empty.json"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"kvbudget_fleet": 1, "gpus": [], "deployments": []})");
        file.close();
        const Run r = runFleet({path, u"--repack"_s});
        QCOMPARE(r.code, int(ExitInvalidInput));
        QCOMPARE(r.err,
                 u"kvbudget fleet: empty.json: the fleet has no GPUs: field \"gpus\" is empty; list at "
                 "least one card, e.g. {\"id\": \"gpu0\", \"gpu\": \"rtx-4090\"}\n"_s);
    }

    void exitCodes()
    {
        QCOMPARE(runFleet({u"gpu-tetris"_s}).code, int(ExitOk));
        QCOMPARE(runFleet({u"gpu-tetris"_s, u"--fail"_s, u"gpu2"_s}).code, int(ExitRefusesToStart));
        QCOMPARE(runFleet({u"shared-24gb"_s, u"--format"_s, u"markdown"_s}).code, int(ExitRefusesToStart));
        const Run unknownGpu = runFleet({u"gpu-tetris"_s, u"--fail"_s, u"gpu9"_s});
        QCOMPARE(unknownGpu.code, int(ExitInvalidInput));
        QVERIFY(unknownGpu.err.contains(u"gpu9"_s));
        QCOMPARE(unknownGpu.err.count(u'\n'), 1);
        QCOMPARE(runFleet({u"gpu-tetris"_s, u"--format"_s, u"yaml"_s}).code, int(ExitInvalidInput));
        QCOMPARE(runFleet({u"no-such-fleet"_s}).code, int(ExitInvalidInput));
        QCOMPARE(runFleet({}).code, int(ExitInvalidInput));
        QTemporaryDir dir;
        const QString broken = dir.filePath(u"broken.json"_s);
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"kvbudget_fleet\": 1, \"gpus\": [");
        file.close();
        const Run bad = runFleet({broken});
        QCOMPARE(bad.code, int(ExitInvalidInput));
        QVERIFY(bad.err.contains(u"not valid JSON"_s));
    }
};

QTEST_GUILESS_MAIN(TestFleetSearch)
#include "tst_fleetsearch.moc"
