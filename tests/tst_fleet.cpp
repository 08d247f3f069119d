// Fleets: several vLLM instances on shared cards. The startup replayed per card against
// figures derived by hand from vLLM's rules (every instance's gpu_memory_utilization is a share of the
// card's total; the V1 0.9.1+ free-memory check; the 0.7-0.9.0 budget that charges what others hold),
// the story fleet `gpu-tetris`, and fleet files.

#include "testhelpers.h"

#include "base/pythonformat.h"
#include "budget/accountingrules.h"
#include "fleet/fleetfile.h"
#include "fleet/replay.h"

#include <QTemporaryDir>

using namespace kvb;
using namespace Qt::StringLiterals;

namespace {

Fleet builtin(const char* id)
{
    auto fleet = resolveFleet(QLatin1String(id), PresetCatalog::builtin());
    if (!fleet)
        qFatal("built-in fleet %s does not load: %s", id, qPrintable(fleet.error().message));
    return fleet.value();
}

Deployment& deployment(Fleet& fleet, const char* name)
{
    return fleet.deployments[static_cast<std::size_t>(fleet.deploymentIndex(QLatin1String(name)))];
}

const DeploymentOutcome& outcome(const Fleet& fleet, const FleetReplay& replay, const char* name)
{
    return replay.deployments[static_cast<std::size_t>(fleet.deploymentIndex(QLatin1String(name)))];
}

FleetGpu card(const char* id, Bytes total, Bytes others = 0)
{
    FleetGpu gpu;
    gpu.id = QLatin1String(id);
    gpu.spec = kvbtest::gpu("rtx-4090");
    gpu.spec.totalBytes = total;
    gpu.spec.count = 1;
    gpu.otherProcessesBytes = others;
    return gpu;
}

Deployment chat(const char* name, double utilization, const char* version, int start,
                const char* gpu = "gpu0")
{
    Scenario s = kvbtest::scenarioFrom({QStringLiteral("--model"), QStringLiteral("llama-3.2-3b"),
                                        QStringLiteral("--gpu"), QStringLiteral("rtx-4090"),
                                        QStringLiteral("--max-model-len"), QStringLiteral("8192")});
    s.serving.gpuMemoryUtilization = utilization;
    s.serving.vllmVersion = *VllmVersion::parse(QLatin1String(version));
    return Deployment{QLatin1String(name), s, {QLatin1String(gpu)}, start};
}

} // namespace

class TestFleet : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The built-in story: four RTX 4090s gpu0...gpu3, one deployment each, and a file that reads back
    // as it was written.
    void storyFleetLoadsAndRoundTrips()
    {
        const Fleet fleet = builtin("gpu-tetris");
        QCOMPARE(fleet.gpus.size(), std::size_t{4});
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(fleet.gpus[static_cast<std::size_t>(i)].id, QStringLiteral("gpu%1").arg(i));
            QCOMPARE(fleet.gpus[static_cast<std::size_t>(i)].spec.totalBytes,
                     kvbtest::gpu("rtx-4090").totalBytes);
        }
        QStringList names;
        for (const Deployment& d : fleet.deployments)
            names << d.name;
        QCOMPARE(names, (QStringList{u"vision"_s, u"chat"_s, u"speech"_s, u"embeddings"_s}));
        QVERIFY(fleet.deployments[0].scenario.model.vision.active());

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("story.json"));
        Fleet failed = fleet;
        QCOMPARE(failGpus(failed, {QStringLiteral("gpu2"), QStringLiteral("gpu9")}), QStringList{u"gpu9"_s});
        failed.gpus[1].otherProcessesBytes = 512 * MiB;
        QVERIFY(saveFleetFile(failed, path, PresetCatalog::builtin()));
        auto back = loadFleetFile(path, PresetCatalog::builtin());
        QVERIFY2(back, back ? "" : qPrintable(back.error().message));
        QVERIFY(back->gpus[2].failed);
        QVERIFY(!back->gpus[1].failed);
        QCOMPARE(back->gpus[1].otherProcessesBytes, 512 * MiB);
        for (std::size_t d = 0; d < fleet.deployments.size(); ++d) {
            QCOMPARE(back->deployments[d].name, fleet.deployments[d].name);
            QCOMPARE(back->deployments[d].gpuIds, fleet.deployments[d].gpuIds);
            QCOMPARE(back->deployments[d].startPosition, fleet.deployments[d].startPosition);
            QCOMPARE(back->deployments[d].scenario.serving.gpuMemoryUtilization,
                     fleet.deployments[d].scenario.serving.gpuMemoryUtilization);
        }
    }

    void invalidFleetFiles_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        const QByteArray scenario = R"("scenario": {"kvbudget_scenario": 1, "model": "llama-3.2-3b"})";
        QTest::newRow("no marker") << QByteArray(R"({"gpus": []})") << "needs \"kvbudget_fleet\": 1";
        QTest::newRow("no gpus") << QByteArray(R"({"kvbudget_fleet": 1, "gpus": []})")
                                 << "the fleet has no GPUs: field \"gpus\" is empty";
        QTest::newRow("no gpus, a deployment")
            << (R"({"kvbudget_fleet": 1, "gpus": [], "deployments": [{"name": "x", "gpus": ["a"], )" +
                scenario + "}]}")
            << "the fleet has no GPUs: field \"gpus\" is empty";
        QTest::newRow("gpus missing")
            << QByteArray(R"({"kvbudget_fleet": 1})") << "the fleet has no GPUs: field \"gpus\" is missing";
        QTest::newRow("deployments an object")
            << QByteArray(
                   R"({"kvbudget_fleet": 1, "gpus": [{"id": "a", "memory_gib": 24}], "deployments": {"name": "x"}})")
            << "field \"deployments\" must be a list";
        QTest::newRow("gpus an object") << QByteArray(R"({"kvbudget_fleet": 1, "gpus": {"id": "a"}})")
                                        << "field \"gpus\" must be a list of cards";
        QTest::newRow("twin ids")
            << QByteArray(
                   R"({"kvbudget_fleet": 1, "gpus": [{"id": "a", "memory_gib": 24}, {"id": "a", "memory_gib": 24}]})")
            << "Two GPUs have the id \"a\"";
        QTest::newRow("unknown card")
            << (R"({"kvbudget_fleet": 1, "gpus": [{"id": "a", "memory_gib": 24}], "deployments": [{"name": "x", "gpus": ["b"], )" +
                scenario + "}]}")
            << "runs on GPU \"b\", which the fleet does not have";
        QTest::newRow("tp2 on one card")
            << QByteArray(
                   R"({"kvbudget_fleet": 1, "gpus": [{"id": "a", "memory_gib": 24}], "deployments": [{"name": "x", "gpus": ["a"], "scenario": {"kvbudget_scenario": 1, "model": "llama-3.2-3b", "serving": {"tensor_parallel_size": 2}}}]})")
            << "runs on 2 GPU(s)";
        QTest::newRow("no size") << QByteArray(R"({"kvbudget_fleet": 1, "gpus": [{"id": "a"}]})")
                                 << "give a GPU preset";
    }

    void invalidFleetFiles()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        const QJsonObject object = QJsonDocument::fromJson(json).object();
        auto fleet = fleetFromJson(object, PresetCatalog::builtin(), QStringLiteral("f.json"));
        QVERIFY(!fleet);
        QVERIFY2(fleet.error().message.contains(message), qPrintable(fleet.error().message));
    }

    // 0.5 on a 24 GB card is 12 GB whatever else runs: with 14 GB held by others, 10 GB minus the
    // instance's own CUDA context are free, and vLLM 0.9.1+ refuses before loading anything with its
    // startup message (vllm/v1/worker/utils.py request_memory).
    void halfOfA24GbCardWith10GbFreeIsRefused()
    {
        Fleet fleet;
        fleet.gpus.push_back(card("gpu0", 24'000'000'000, 14'000'000'000));
        fleet.deployments.push_back(chat("chat", 0.5, "0.21.0", 1));
        const FleetReplay replay = replayFleet(fleet);
        const DeploymentOutcome& o = replay.deployments[0];
        QCOMPARE(o.outcome, StartOutcome::Refuses);
        const Bytes context = o.plan.memory.cudaContext;
        QVERIFY(context > 0);
        QCOMPARE(o.ceilingBytes, Bytes{12'000'000'000}); // ceil(0.5 x 24e9)
        QCOMPARE(replay.gpus[0].steps[0].freeAtStart, 10'000'000'000 - context);
        QCOMPARE(o.vllmMessage,
                 QStringLiteral("Free memory on device cuda:0 (%1/22.35 GiB) on startup is less "
                                "than desired GPU memory utilization (0.5, 11.18 GiB). Decrease "
                                "GPU memory utilization or reduce GPU memory used by other "
                                "processes.")
                     .arg(pythonRound2(toGiB(10'000'000'000 - context))));
        QCOMPARE(o.heldBytes, Bytes{0});
        QCOMPARE(replay.gpus[0].heldAfter, Bytes{14'000'000'000}); // a refusal leaves nothing behind
        QVERIFY(!replay.allStart);
    }

    // --kv-cache-memory takes no share of the card: vLLM allocates exactly that pool beside the weights,
    // so a pool larger than what is free there crashes the instance at start (CUDA out of memory).
    void fixedKvCacheLargerThanFreeCrashesAtStart()
    {
        Fleet fleet;
        fleet.gpus.push_back(card("gpu0", 24'000'000'000));
        Deployment d = chat("chat", 0.9, "0.11.0", 1);
        d.scenario.serving.kvCacheMemoryBytes = 20'000'000'000;
        fleet.deployments.push_back(d);
        FleetReplay replay = replayFleet(fleet);
        QCOMPARE(replay.deployments[0].outcome, StartOutcome::CrashesAtStart);
        QCOMPARE(replay.deployments[0].plan.verdict, Verdict::KvCacheOutOfMemory);
        QVERIFY2(replay.deployments[0].reason.contains(u"--kv-cache-memory"_s),
                 qPrintable(replay.deployments[0].reason));
        QVERIFY(replay.deployments[0].vllmMessage.startsWith(
            u"CUDA out of memory while allocating the KV cache"_s));

        fleet.deployments[0].scenario.serving.kvCacheMemoryBytes = 8'000'000'000; // beside ~6 GiB of weights
        replay = replayFleet(fleet);
        QCOMPARE(replay.deployments[0].outcome, StartOutcome::Starts);
    }

    // The story: started after the embedding model, the vision model finds less free than its 0.95 share
    // and refuses; started first it starts, and the embedding model fits in what is left.
    void visionStartsOnlyWhenStartedFirst()
    {
        Fleet fleet = builtin("gpu-tetris");
        Deployment& embeddings = deployment(fleet, "embeddings");
        embeddings.gpuIds = {QStringLiteral("gpu0")};
        embeddings.startPosition = 0; // before the vision model
        const FleetReplay after = replayFleet(fleet);
        const Bytes total = fleet.gpus[0].spec.totalBytes;
        const DeploymentOutcome& vision = outcome(fleet, after, "vision");
        const DeploymentOutcome& embed = outcome(fleet, after, "embeddings");
        QCOMPARE(embed.outcome, StartOutcome::Starts);
        QCOMPARE(vision.outcome, StartOutcome::Refuses);
        const GpuReplay& gpu0 = after.gpus[0];
        QCOMPARE(gpu0.steps.size(), std::size_t{2});
        QCOMPARE(gpu0.steps[1].usedBefore, embed.heldBytes);
        QCOMPARE(gpu0.steps[1].freeAtStart, total - embed.heldBytes - vision.plan.memory.cudaContext);
        const double share = *fleet.deployments[0].scenario.serving.gpuMemoryUtilization;
        QCOMPARE(share, 0.95); // the preset asks for most of the card
        QCOMPARE(vision.ceilingBytes, static_cast<Bytes>(std::ceil(share * static_cast<double>(total))));
        QVERIFY(gpu0.steps[1].freeAtStart < vision.ceilingBytes);
        QVERIFY(vision.vllmMessage.startsWith(QStringLiteral("Free memory on device cuda:0")));
        QCOMPARE(vision.startsOnlyIfBefore, fleet.deploymentIndex(QStringLiteral("embeddings")));

        embeddings.startPosition = 5; // after it
        const FleetReplay first = replayFleet(fleet);
        QCOMPARE(outcome(fleet, first, "vision").outcome, StartOutcome::Starts);
        QCOMPARE(outcome(fleet, first, "embeddings").outcome, StartOutcome::Starts);
        QVERIFY(first.allStart);
        // Once the vision model serves, its profiling spike is freed: the card holds both tenants' steady
        // use.
        QCOMPARE(first.gpus[0].heldAfter,
                 outcome(fleet, first, "vision").heldBytes + outcome(fleet, first, "embeddings").heldBytes);
        QVERIFY(first.gpus[0].sumOfCeilings > total); // 0.9 + 0.1 of the card: overcommitted
        QVERIFY(first.gpus[0].overcommitted);
        QCOMPARE(first.gpus[0].freeAfter(), total - first.gpus[0].heldAfter);
        // Each start's headroom is the card less what it held before and the higher of the spike and the
        // pool; the refused start in the other order shows a spike that alone would have fitted.
        for (const TenantStep& step : first.gpus[0].steps)
            QCOMPARE(step.headroom, total - step.usedBefore - std::max(step.startupPeak, step.held));
        const TenantStep& refused = after.gpus[0].steps[1];
        QCOMPARE(refused.held, Bytes{0});
        QCOMPARE(refused.headroom, total - refused.usedBefore - refused.startupPeak);
    }

    // V1 0.7-0.9.0 charges everything in use on the card to the instance's budget (ChargeModel::
    // TotalUsed): the second tenant's pool is what it gets alone minus all the first one holds, so its
    // share must include the first tenant's (0.4 + 0.45 for 0.45 of its own).
    void colocationWhereOthersAreCharged()
    {
        Fleet fleet;
        fleet.gpus.push_back(card("gpu0", kvbtest::gpu("rtx-4090").totalBytes));
        fleet.deployments.push_back(chat("first", 0.4, "0.8.5", 1));
        fleet.deployments.push_back(chat("second", 0.85, "0.8.5", 2));
        const FleetReplay shared = replayFleet(fleet);
        const DeploymentOutcome& first = shared.deployments[0];
        const DeploymentOutcome& second = shared.deployments[1];
        QCOMPARE(first.outcome, StartOutcome::Starts);
        QCOMPARE(second.outcome, StartOutcome::Starts);
        QVERIFY(shared.gpus[0].steps[1].othersCharged);

        Fleet alone = fleet;
        alone.deployments.erase(alone.deployments.begin());
        const FleetReplay aloneReplay = replayFleet(alone);
        const DeploymentOutcome& solo = aloneReplay.deployments[0];
        QCOMPARE(second.plan.memory.kvCache, solo.plan.memory.kvCache - first.heldBytes);
        QVERIFY(second.kvTokens < solo.kvTokens);
    }

    // V1 0.10 (and every 0.9.1+ release) budgets only the instance's own increments: the second tenant
    // gets exactly the pool it gets alone, provided the card has its whole share free when it starts.
    void colocationWhereOthersAreNotCharged()
    {
        Fleet fleet;
        fleet.gpus.push_back(card("gpu0", kvbtest::gpu("rtx-4090").totalBytes));
        fleet.deployments.push_back(chat("first", 0.4, "0.10.0", 1));
        fleet.deployments.push_back(chat("second", 0.45, "0.10.0", 2));
        const FleetReplay shared = replayFleet(fleet);
        const DeploymentOutcome& second = shared.deployments[1];
        QCOMPARE(shared.deployments[0].outcome, StartOutcome::Starts);
        QCOMPARE(second.outcome, StartOutcome::Starts);
        QVERIFY(!shared.gpus[0].steps[1].othersCharged);
        Fleet alone = fleet;
        alone.deployments.erase(alone.deployments.begin());
        const FleetReplay aloneReplay = replayFleet(alone);
        const DeploymentOutcome& solo = aloneReplay.deployments[0];
        QCOMPARE(second.plan.memory.kvCache, solo.plan.memory.kvCache);
        QCOMPARE(second.kvTokens, solo.kvTokens);

        // The same pair under the other era's shares: 0.85 after 0.4 asks for more than is free.
        fleet.deployments[1].scenario.serving.gpuMemoryUtilization = 0.85;
        const FleetReplay refused = replayFleet(fleet);
        QCOMPARE(refused.deployments[1].outcome, StartOutcome::Refuses);
        // Started first it would start, but then the first would refuse: no earlier start helps.
        QCOMPARE(refused.deployments[1].startsOnlyIfBefore, -1);
    }

    // A multi-GPU deployment starts on all its cards at once and takes the worst card's outcome: other
    // processes on one rank's card are enough to refuse it.
    void tensorParallelTakesItsWorstCard()
    {
        Fleet fleet;
        const Bytes total = kvbtest::gpu("rtx-4090").totalBytes;
        fleet.gpus.push_back(card("a", total));
        fleet.gpus.push_back(card("b", total, 4 * GiB));
        Deployment d = chat("tp", 0.9, "0.21.0", 1);
        d.scenario.serving.tensorParallelSize = 2;
        d.gpuIds = {QStringLiteral("a"), QStringLiteral("b")};
        fleet.deployments.push_back(d);
        const FleetReplay replay = replayFleet(fleet);
        QCOMPARE(replay.deployments[0].outcome, StartOutcome::Refuses);
        QCOMPARE(replay.deployments[0].worstGpu, 1);
        QCOMPARE(replay.gpus[0].steps.size(), std::size_t{1});
        QCOMPARE(replay.gpus[0].heldAfter, Bytes{0});
        fleet.gpus[1].otherProcessesBytes = 0;
        QVERIFY(replayFleet(fleet).allStart);
    }

    // A failed card holds nothing; what ran there is "not placed" until a re-pack moves it.
    void failedCardsLeaveTheirDeploymentsUnplaced()
    {
        Fleet fleet = builtin("gpu-tetris");
        QVERIFY(failGpus(fleet, {QStringLiteral("gpu2"), QStringLiteral("gpu3")}).isEmpty());
        const FleetReplay replay = replayFleet(fleet);
        QCOMPARE(outcome(fleet, replay, "speech").outcome, StartOutcome::NotPlaced);
        QCOMPARE(outcome(fleet, replay, "embeddings").outcome, StartOutcome::NotPlaced);
        QCOMPARE(outcome(fleet, replay, "vision").outcome, StartOutcome::Starts);
        QVERIFY(replay.gpus[2].steps.empty());
        QVERIFY(!replay.allStart);
    }
};

QTEST_GUILESS_MAIN(TestFleet)
#include "tst_fleet.moc"
