// Guided lessons (core/lesson): every built-in lesson played start to end, each caption's figures
// checked against the engine recomputed here from the step's scenario, fleet or whiteboard; the
// validation of user lessons; the command line's JSON.

#include "testhelpers.h"

#include "budget/handbudget.h"
#include "cli/dispatch.h"
#include "cli/lessoncommand.h"
#include "fleet/replay.h"
#include "lesson/lessonplay.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace kvb;

namespace {

std::vector<LessonFrame> play(const char* id)
{
    const auto lesson = resolveLesson(QLatin1String(id));
    if (!lesson)
        qFatal("lesson %s: %s", id, qPrintable(lesson.error().message));
    auto frames = playLesson(*lesson, QStringLiteral("en"));
    if (!frames)
        qFatal("lesson %s: %s", id, qPrintable(frames.error().message));
    return std::move(frames).value();
}

double figure(const LessonFrame& frame, const char* key)
{
    for (const LessonFigure& f : frame.figures)
        if (f.key == QLatin1String(key))
            return f.value;
    qFatal("step %d does not cite %s", frame.index, key);
}

// The value a figure must have, recomputed from the plan the engine gives for the step's scenario.
std::optional<double> expectedPlanFigure(const QString& key, const Plan& p, const Scenario& s)
{
    const QMap<QString, double> values = {
        {QStringLiteral("total_gib"), toGiB(p.memory.total)},
        {QStringLiteral("utilization"), p.settings.gpuMemoryUtilization},
        {QStringLiteral("ceiling_gib"), toGiB(p.memory.ceiling)},
        {QStringLiteral("weights_gib"), toGiB(p.memory.weights)},
        {QStringLiteral("overhead_gib"), toGiB(p.memory.nonTorch + p.memory.activation + p.memory.cudaGraph)},
        {QStringLiteral("kv_gib"), toGiB(p.memory.kvCache)},
        {QStringLiteral("kv_per_token_kib"), static_cast<double>(p.kv.bytesPerToken) / 1024.0},
        {QStringLiteral("layers"), p.kv.layers},
        {QStringLiteral("kv_heads"), p.kv.kvHeadsPerRank},
        {QStringLiteral("head_dim"), p.kv.headDim},
        {QStringLiteral("kv_bytes"), p.kv.bytesPerElement},
        {QStringLiteral("kv_tokens"), static_cast<double>(p.kvTokens)},
        {QStringLiteral("num_blocks"), static_cast<double>(p.numBlocks)},
        {QStringLiteral("block_size"), p.settings.blockSize},
        {QStringLiteral("max_model_len"), static_cast<double>(p.settings.maxModelLen)},
        {QStringLiteral("max_concurrency"), p.maxConcurrency},
        {QStringLiteral("realistic_concurrency"), p.realisticConcurrency},
        {QStringLiteral("max_num_seqs"), p.settings.maxNumSeqs},
        {QStringLiteral("recommended_max_num_seqs"), static_cast<double>(p.recommendedMaxNumSeqs)},
        {QStringLiteral("request_tokens"), static_cast<double>(s.workload.requestTokens)},
        {QStringLiteral("request_tokens_p95"), static_cast<double>(s.workload.requestTokensP95)},
        {QStringLiteral("model_max_len"), static_cast<double>(s.model.maxModelLen())},
        {QStringLiteral("tokens_per_util_step"),
         std::floor(0.01 * static_cast<double>(p.memory.total) / static_cast<double>(p.kv.bytesPerToken))},
    };
    if (!values.contains(key))
        return std::nullopt;
    return values.value(key);
}

// The value a "load" step's figure must have: the Load tab's simulation of the step's scenario under the
// step's workload, run here again.
std::optional<double> expectedLoadFigure(const QString& key, const LessonFrame& frame)
{
    if (!key.startsWith(u"load_"))
        return std::nullopt;
    if (!frame.load)
        qFatal("step %d cites %s without a load", frame.index, qPrintable(key));
    LoadSpec spec = loadSpecFor(frame.scenario.workload, frame.loadControls);
    spec.recommend = false;
    const LoadReport report = computeLoadReport(frame.scenario, spec);
    const SimulationSummary& s = report.simulation.summary;
    const QMap<QString, double> values = {
        {QStringLiteral("load_requests"), static_cast<double>(report.numRequests)},
        {QStringLiteral("load_arrival_rate"), frame.loadControls.arrival.ratePerSecond},
        {QStringLiteral("load_target_pct"), frame.loadControls.targetKvPercent / 100.0},
        {QStringLiteral("load_kv_peak_pct"), s.peakKvUsage},
        {QStringLiteral("load_preemptions"), static_cast<double>(s.preemptions)},
        {QStringLiteral("load_recomputed_tokens"), static_cast<double>(s.recomputedTokens)},
        {QStringLiteral("load_max_running"), s.maxRunning},
        {QStringLiteral("load_max_waiting"), s.maxWaiting},
        {QStringLiteral("load_completed"), static_cast<double>(s.completed)},
    };
    if (!values.contains(key))
        qFatal("step %d: %s is not checked", frame.index, qPrintable(key));
    return values.value(key);
}

// Every figure a plan step cites that the plan alone determines equals the recomputed one; the ones
// comparing with the previous step are checked against the previous frame's plan.
void checkPlanFigures(const LessonFrame& frame, const LessonFrame* previous)
{
    const Plan plan = computePlan(frame.scenario);
    for (const LessonFigure& f : frame.figures) {
        auto expected = expectedPlanFigure(f.key, plan, frame.scenario);
        if (!expected)
            expected = expectedLoadFigure(f.key, frame);
        if (expected) {
            QVERIFY2(qFuzzyCompare(1.0 + f.value, 1.0 + *expected),
                     qPrintable(QStringLiteral("step %1 %2: %3 vs %4")
                                    .arg(frame.index)
                                    .arg(f.key)
                                    .arg(f.value)
                                    .arg(*expected)));
        } else if (f.key == u"kv_tokens_gained") {
            QVERIFY(previous);
            QCOMPARE(f.value, static_cast<double>(plan.kvTokens - computePlan(previous->scenario).kvTokens));
        } else if (f.key == u"kv_tokens_ratio") {
            QVERIFY(previous);
            QCOMPARE(f.value, static_cast<double>(plan.kvTokens) /
                                  static_cast<double>(computePlan(previous->scenario).kvTokens));
        } else if (f.key == u"weights_freed_gib") {
            QVERIFY(previous);
            QCOMPARE(f.value, toGiB(computePlan(previous->scenario).memory.weights - plan.memory.weights));
        } else if (!f.key.startsWith(u"hand_") && !f.key.startsWith(u"savings_") &&
                   f.key != u"context_ratio") {
            QFAIL(qPrintable(QStringLiteral("step %1: %2 is not checked").arg(frame.index).arg(f.key)));
        }
    }
}

// The caption shows every figure it cites, and nothing unreplaced.
void checkCaption(const LessonFrame& frame)
{
    QVERIFY2(!frame.caption.contains(u'{'), qPrintable(frame.caption));
    for (const LessonFigure& f : frame.figures)
        QVERIFY2(frame.caption.contains(f.text), qPrintable(frame.caption + u" lacks " + f.text));
    QVERIFY2(lessonHighlights().contains(frame.highlight), qPrintable(frame.highlight));
}

} // namespace

class TestLessons : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void builtinsLoadInOrder();
    void whereEveryGibGoes();
    void budgetByHand();
    void gpuTetris();
    void everyLanguageHasEveryCaption();
    void savingsOptions();
};

void TestLessons::builtinsLoadInOrder()
{
    QStringList ids;
    for (const Lesson& lesson : builtinLessons())
        ids << lesson.id;
    QCOMPARE(ids, (QStringList{QStringLiteral("where-every-gib-goes"), QStringLiteral("budget-by-hand"),
                               QStringLiteral("gpu-tetris")}));
}

void TestLessons::whereEveryGibGoes()
{
    const auto frames = play("where-every-gib-goes");
    QCOMPARE(frames.size(), std::size_t{18});
    for (std::size_t i = 0; i < frames.size(); ++i) {
        checkCaption(frames[i]);
        checkPlanFigures(frames[i], i > 0 ? &frames[i - 1] : nullptr);
    }
    // The story's scenario changes, step by step.
    QCOMPARE(frames[0].scenario.model.id, QStringLiteral("llama-3.1-8b"));
    QCOMPARE(frames[9].plan.settings.maxModelLen, std::int64_t{8192});
    QCOMPARE(frames[9].plan.memory.kvCache, frames[8].plan.memory.kvCache); // the same pool
    QCOMPARE(frames[11].plan.settings.gpuMemoryUtilization, 0.95);
    QCOMPARE(frames[12].plan.kv.bytesPerElement, 1);
    // fp8 KV doubles the tokens, within the rounding of whole blocks.
    QVERIFY(std::abs(figure(frames[12], "kv_tokens_ratio") - 2.0) < 0.01);
    QVERIFY(figure(frames[13], "weights_freed_gib") > 0);
    // The last step's preemption spiral: max_num_seqs far above what the pool holds.
    QVERIFY(figure(frames[14], "max_num_seqs") > 2 * figure(frames[14], "realistic_concurrency"));
    // Proved under load: at vLLM's default the burst runs the pool out and preempts ...
    QCOMPARE(figure(frames[15], "max_num_seqs"), figure(frames[14], "max_num_seqs"));
    QVERIFY(figure(frames[15], "load_preemptions") > 0);
    QVERIFY(figure(frames[15], "load_kv_peak_pct") > 0.99);
    // ... at the recommended max_num_seqs (the previous step's figure, applied as a flag) the same
    // burst peaks below the target with no preemption ...
    QCOMPARE(frames[16].plan.settings.maxNumSeqs, static_cast<int>(frames[15].plan.recommendedMaxNumSeqs));
    QCOMPARE(frames[16].loadControls.arrival.kind, ArrivalKind::Burst);
    QCOMPARE(figure(frames[16], "load_preemptions"), 0.0);
    QVERIFY(figure(frames[16], "load_kv_peak_pct") < figure(frames[16], "load_target_pct"));
    // ... and a steady stream of requests never builds a queue.
    QCOMPARE(frames[17].loadControls.arrival.kind, ArrivalKind::Poisson);
    QCOMPARE(frames[17].loadControls.numRequests, frames[16].loadControls.numRequests); // carried over
    QCOMPARE(figure(frames[17], "load_preemptions"), 0.0);
    QCOMPARE(figure(frames[17], "load_max_waiting"), 0.0);
    QVERIFY(figure(frames[17], "load_kv_peak_pct") < 0.9);
    // Steps without "load" simulate nothing.
    QVERIFY(!frames[14].load);
}

void TestLessons::budgetByHand()
{
    const auto frames = play("budget-by-hand");
    QCOMPARE(frames.size(), std::size_t{12});
    for (std::size_t i = 0; i < frames.size(); ++i) {
        const LessonFrame& frame = frames[i];
        checkCaption(frame);
        checkPlanFigures(frame, i > 0 ? &frames[i - 1] : nullptr);
        const HandBudget hand = computeHandBudget(handBudgetInputFor(frame.scenario));
        const SavingsWaterfall waterfall = savingsWaterfall(frame.scenario, frame.savings);
        const std::int64_t context = frame.savings.contextLength > 0
                                         ? frame.savings.contextLength
                                         : computePlan(frame.scenario).settings.maxModelLen;
        for (const LessonFigure& f : frame.figures) {
            const auto kv = [&](SavingsStepKind kind) { return toGiB(waterfall.step(kind)->kvCache); };
            const QMap<QString, double> expected = {
                {QStringLiteral("hand_card_gib"), toGiB(hand.input.cardBytes)},
                {QStringLiteral("hand_weights_gib"), toGiB(hand.input.weightBytes)},
                {QStringLiteral("hand_headroom_gib"), toGiB(hand.headroom)},
                {QStringLiteral("hand_kv_gib"), toGiB(hand.kvBytes)},
                {QStringLiteral("hand_kv_per_token_kib"),
                 static_cast<double>(hand.input.kvBytesPerToken) / 1024.0},
                {QStringLiteral("hand_tokens"), static_cast<double>(hand.tokens)},
                {QStringLiteral("hand_context"), static_cast<double>(context)},
                {QStringLiteral("hand_requests_context"), static_cast<double>(hand.tokens / context)},
                {QStringLiteral("hand_requests_typical"),
                 static_cast<double>(hand.tokens / frame.scenario.workload.requestTokens)},
                {QStringLiteral("context_ratio"),
                 static_cast<double>(context) / static_cast<double>(frame.scenario.workload.requestTokens)},
                {QStringLiteral("savings_context"), static_cast<double>(waterfall.contextLength)},
                {QStringLiteral("savings_requests"), waterfall.requests},
                {QStringLiteral("savings_mha_kv_gib"), kv(SavingsStepKind::MultiHead)},
                {QStringLiteral("savings_mha_one_kv_gib"),
                 kv(SavingsStepKind::MultiHead) / waterfall.requests},
                {QStringLiteral("savings_gqa_kv_gib"), kv(SavingsStepKind::GroupedQuery)},
                {QStringLiteral("savings_paged_kv_gib"), kv(SavingsStepKind::Paged)},
            };
            if (expected.contains(f.key))
                QVERIFY2(qFuzzyCompare(1.0 + f.value, 1.0 + expected.value(f.key)),
                         qPrintable(QStringLiteral("step %1 %2").arg(frame.index).arg(f.key)));
        }
    }
    // The 7B multi-head table: 4K / 32K / 128K x 1 and x 8 requests = 2/16/64 and 16/128/512 GiB.
    const double table[][2] = {{2, 16}, {16, 128}, {64, 512}};
    for (int row = 0; row < 3; ++row) {
        const LessonFrame& frame = frames[static_cast<std::size_t>(2 + row)];
        QCOMPARE(figure(frame, "savings_mha_one_kv_gib"), table[row][0]);
        QCOMPARE(figure(frame, "savings_mha_kv_gib"), table[row][1]);
        QCOMPARE(frame.waterfall.beyondModelLimit, row > 0); // Llama 2 7B's own limit is 4,096
    }
    // GQA, then INT8 and INT4 KV each halve.
    const LessonFrame& gqa = frames[5];
    QCOMPARE(figure(gqa, "savings_gqa_kv_gib") * 4, figure(gqa, "savings_mha_kv_gib"));
    QCOMPARE(figure(gqa, "savings_int8_kv_gib") * 2, figure(gqa, "savings_gqa_kv_gib"));
    QCOMPARE(figure(gqa, "savings_int4_kv_gib") * 2, figure(gqa, "savings_int8_kv_gib"));
    QVERIFY(figure(frames[6], "savings_paged_kv_gib") < figure(gqa, "savings_int4_kv_gib"));
    // "Barely helps": the weights saving is under a tenth of the KV at 128K x 8.
    QVERIFY(figure(frames[7], "savings_weights_int4_saving_gib") <
            0.1 * figure(frames[7], "savings_gqa_kv_gib"));
    // The 24 GB card: 6 GiB of KV, 49,152 tokens, 12 requests at 4K, 6 at 8K, 3 at 16K, 1 at 32K (8x).
    QCOMPARE(figure(frames[8], "hand_kv_gib"), 6.0);
    QCOMPARE(figure(frames[8], "hand_tokens"), 49152.0);
    QCOMPARE(figure(frames[9], "hand_requests_typical"), 12.0);
    QCOMPARE(figure(frames[9], "hand_requests_context"), 6.0);
    QCOMPARE(figure(frames[10], "hand_requests_context"), 3.0);
    QCOMPARE(figure(frames[11], "hand_requests_context"), 1.0);
    QCOMPARE(figure(frames[11], "context_ratio"), 8.0);
}

void TestLessons::gpuTetris()
{
    const auto frames = play("gpu-tetris");
    QCOMPARE(frames.size(), std::size_t{7});
    for (const LessonFrame& frame : frames) {
        checkCaption(frame);
        const FleetReplay replay = replayFleet(frame.fleet, false);
        const auto started =
            std::count_if(replay.deployments.begin(), replay.deployments.end(),
                          [](const DeploymentOutcome& d) { return d.outcome == StartOutcome::Starts; });
        for (const LessonFigure& f : frame.figures) {
            if (f.key == u"deployments_started")
                QCOMPARE(f.value, static_cast<double>(started));
            if (f.key == u"deployments")
                QCOMPARE(f.value, static_cast<double>(frame.fleet.deployments.size()));
            if (f.key == u"cards")
                QCOMPARE(f.value, static_cast<double>(frame.fleet.gpus.size()));
            if (frame.focus < 0)
                continue;
            const DeploymentOutcome& focus = replay.deployments[static_cast<std::size_t>(frame.focus)];
            if (f.key == u"startup_peak_gib")
                QCOMPARE(f.value, toGiB(focus.startupPeakBytes));
            if (f.key == u"held_gib")
                QCOMPARE(f.value, toGiB(focus.heldBytes));
            if (const auto expected = expectedPlanFigure(f.key, focus.plan, frame.scenario))
                QCOMPARE(f.value, *expected);
        }
    }
    const int chat = frames[1].fleet.deploymentIndex(QStringLiteral("chat"));
    const int vision = frames[4].fleet.deploymentIndex(QStringLiteral("vision"));
    // Lowering utilization takes the KV first: same weights, smaller pool; then vLLM refuses.
    QCOMPARE(frames[2].plan.memory.weights, frames[1].plan.memory.weights);
    QVERIFY(frames[2].plan.memory.kvCache < frames[1].plan.memory.kvCache);
    QVERIFY(frames[3].replay.deployments[static_cast<std::size_t>(chat)].outcome != StartOutcome::Starts);
    // The vision model's spike is far above what it holds serving.
    QVERIFY(figure(frames[4], "startup_peak_gib") > figure(frames[4], "held_gib"));
    QCOMPARE(frames[4].focus, vision);
    // Two cards fail; the re-pack starts more than the failure left running.
    QCOMPARE(figure(frames[5], "failed_cards"), 2.0);
    QVERIFY(figure(frames[6], "deployments_started") > figure(frames[5], "deployments_started"));
}

void TestLessons::everyLanguageHasEveryCaption()
{
    for (const Lesson& lesson : builtinLessons()) {
        for (const QString& language : lessonLanguages()) {
            QVERIFY2(!lesson.titles.value(language).isEmpty(), qPrintable(lesson.id + u' ' + language));
            const auto frames = playLesson(lesson, language);
            QVERIFY2(frames.ok(), qPrintable(frames.ok() ? QString() : frames.error().message));
            for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
                QVERIFY2(!lesson.steps[i].captions.value(language).isEmpty(),
                         qPrintable(QStringLiteral("%1 step %2 %3").arg(lesson.id).arg(i + 1).arg(language)));
                QCOMPARE(frames->at(i).captionTemplate, lesson.steps[i].captions.value(language));
            }
        }
    }
}

void TestLessons::savingsOptions()
{
    // Llama 2 7B (multi-head, 4K limit): 512 KiB per token; x 8 requests and a 128K teaching context.
    Scenario s = kvbtest::scenario("default");
    s.model = kvbtest::model("llama-2-7b-chat");
    s.serving.maxModelLen.reset();
    const SavingsWaterfall plain = savingsWaterfall(s);
    QCOMPARE(plain.requests, 1);
    QVERIFY(!plain.beyondModelLimit);
    QVERIFY(plain.step(SavingsStepKind::Fp8Kv));
    QVERIFY(!plain.step(SavingsStepKind::Int8Kv));
    const SavingsWaterfall taught = savingsWaterfall(s, {131072, 8, true});
    QVERIFY(taught.beyondModelLimit);
    QCOMPARE(taught.step(SavingsStepKind::MultiHead)->kvCache, Bytes{512} * KiB * 131072 * 8);
    QVERIFY(!taught.step(SavingsStepKind::GroupedQuery)->applicable);
    QCOMPARE(taught.step(SavingsStepKind::Int8Kv)->kvCache, Bytes{256} * KiB * 131072 * 8);
    QCOMPARE(taught.step(SavingsStepKind::Int4Kv)->kvCache, Bytes{128} * KiB * 131072 * 8);
    QVERIFY(!taught.step(SavingsStepKind::Fp8Kv));
    // Paging holds the typical request's whole blocks at INT4, for each of the 8.
    const std::int64_t blocks = (std::min<std::int64_t>(s.workload.requestTokens, 131072) + 15) / 16;
    QCOMPARE(taught.step(SavingsStepKind::Paged)->kvCache, Bytes{8} * blocks * 16 * 128 * KiB);
}

QTEST_GUILESS_MAIN(TestLessons)
#include "tst_lessons.moc"
