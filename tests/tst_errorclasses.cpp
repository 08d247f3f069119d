// One test per class of error found on logs kvbudget had never seen, each against a public log
// (presets/vllm-startup-logs.json) or a documented case: the class is fixed, not a case.
// The checkpoint classes (fp8 exclusion lists, ModelOpt's hf_quant_config.json) are in tst_realconfigs,
// against published checkpoint sizes.

#include "testhelpers.h"

#include "base/units_format.h"
#include "report/bandtext.h"
#include "vllm/fit.h"

using namespace kvb;

class TestErrorClasses : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void twentyFourGbCardOnEarlyV1();
    void recentReleasesSampleCheaper();
    void samplerKernelLeftOpenWidensTheBand();
    void v0VisionModelIsBoundedByItsDummyData();
    void pre2031EraChargesNothingButTorch();
    void preAmpereCardsProfileWithoutFlashAttention();
    void unmodelledMegaBlocksPathIsFlaggedNotGuessed();
};

namespace {

struct Replayed
{
    FitCase fit;
    Plan plan;
};

Replayed replay(const char* id)
{
    static const std::vector<FitCase> cases = fitCasesOf(kvbtest::publicLogCases(), PresetCatalog::builtin());
    for (const FitCase& c : cases)
        if (c.id == QLatin1String(id) && !c.weightsOnly)
            return {c, computePlan(c.scenario)};
    qFatal("public log %s is not a fit case", id);
}

// The logged KV figure lies inside the plan's band (tokens, or GiB rounded to 0.01 by vLLM).
bool loggedInBand(const Replayed& r)
{
    const UncertaintyBand& b = r.plan.band;
    if (r.fit.tokens)
        return r.fit.logged >= double(b.kvTokensLow) && r.fit.logged <= double(b.kvTokensHigh);
    return fromGiB(r.fit.logged + 0.005) >= b.kvCacheLow && fromGiB(r.fit.logged - 0.005) <= b.kvCacheHigh;
}

double sampleBytes(const Scenario& s)
{
    return double(computePlan(s).worst().activation.samplerPeak);
}

} // namespace

// On cards under 70 GiB, V1 (0.8-0.10) defaults to 256 sequences, so the sampler warm-up has 256 rows,
// not 1,024: an AWQ Qwen3-30B-A3B (152k vocabulary) on an RTX 3090 keeps a pool and starts, as logged.
void TestErrorClasses::twentyFourGbCardOnEarlyV1()
{
    const Replayed r = replay("repo-anton-rtx3090-qwen3-30b-a3b-thinking-awq-mml2048-gmu08");
    QCOMPARE(r.plan.rules.engine, EngineKind::V1);
    QCOMPARE(r.plan.settings.maxNumSeqs, 256);
    const ActivationEstimate& a = r.plan.worst().activation;
    QCOMPARE(a.samplerRows, std::int64_t{256});
    QVERIFY(a.peak < fromGiB(2.0)); // 1,024 rows would be 5.6 GiB
    QVERIFY(r.plan.fits());
    QCOMPARE(r.fit.started, std::optional<bool>{true});
    QVERIFY(loggedInBand(r));
}

// The sampler's bytes per (row x vocabulary entry) follow the kernel each release runs (Llama 3.1 8B,
// H100, 1,024 rows): torch's sort, about 38 B, from 0.11.1 to 0.16; the in-place Triton top-k/top-p,
// 14 B plus one scratch row per SM, from about 0.17.
void TestErrorClasses::recentReleasesSampleCheaper()
{
    Scenario s = kvbtest::scenario("default");
    s.serving.vllmVersion = {0, 15, 0};
    const double sort = sampleBytes(s);
    s.serving.vllmVersion = {0, 19, 1};
    const double triton = sampleBytes(s);
    const double entries = 1024.0 * 128256.0;
    QVERIFY2(std::fabs(sort / entries - 38.0) < 2.0, qPrintable(QString::number(sort / entries)));
    QVERIFY2(std::fabs(triton / entries - 14.0) < 2.0, qPrintable(QString::number(triton / entries)));
    QVERIFY(triton * 2.5 < sort);
}

// Mistral-Small 3.2 24B on vLLM 0.11.0 (llm-d): its log prints no sampler line, and 0.11.0 sampled with
// FlashInfer where installed (the Docker image) and with torch's sort otherwise. The plan says so:
// the band carries the difference, holds the logged pool, and with FlashInfer the activation lands
// near the logged 2.12 GiB instead of the sort's 4.8.
void TestErrorClasses::samplerKernelLeftOpenWidensTheBand()
{
    // Planned as a user would without the log: the kernel is open, and the band says so.
    Replayed r = replay("llmd-h100-mistral-small-32-24b-gmu095");
    QCOMPARE(r.fit.scenario.serving.flashInferSampler, std::optional<bool>(true)); // by its activation peak
    r.fit.scenario.serving.flashInferSampler.reset();
    r.plan = computePlan(r.fit.scenario);
    bool samplerTerm = false;
    for (const BandTerm& t : r.plan.band.terms)
        samplerTerm |= t.source == BandSource::SamplerKernel && t.high > fromGiB(1.0);
    QVERIFY(samplerTerm);
    QVERIFY(loggedInBand(r));
    // The log's 2.12 GiB activation peak is FlashInfer's, which the replay takes (tst_unloggedinputs).
    Scenario flashInfer = r.fit.scenario;
    flashInfer.serving.flashInferSampler = true;
    const double activation = toGiB(computePlan(flashInfer).memory.activation);
    QVERIFY2(std::fabs(activation - 2.12) < 0.35, qPrintable(QString::number(activation)));
}

// V0 sized a vision model's dummy data by its per-prompt image limit and max_num_batched_tokens, not
// one full-size image per sequence: a Qwen2.5-VL 7B on a 24 GB card at 8K context starts, as vLLM
// served it, and no profiling term exceeds the card on the public V0 72B log either.
void TestErrorClasses::v0VisionModelIsBoundedByItsDummyData()
{
    Scenario s = kvbtest::scenario("default");
    s.model = kvbtest::model("qwen2.5-vl-7b-instruct");
    s.gpu = kvbtest::gpu("rtx-4090");
    s.serving.vllmVersion = {0, 7, 3};
    s.serving.engine = EngineKind::V0;
    s.serving.maxModelLen = 8192;
    const Plan plan = computePlan(s);
    QCOMPARE(plan.rules.engine, EngineKind::V0);
    QVERIFY2(plan.memory.activationDemand < fromGiB(8.0),
             qPrintable(formatGiB(plan.memory.activationDemand)));
    QVERIFY(plan.fits());

    const Replayed big = replay("vllm-16570-4xa100-40gb-qwen25-vl-72b-tp4-v0");
    QVERIFY(big.plan.memory.activationDemand < big.plan.memory.total);
    QVERIFY(loggedInBand(big));
}

// vLLM 0.2.2 (before PR #2031 charged non-torch memory): the budget is torch's peak alone, so a TP 2
// Llama 2 7B on two L4s keeps the logged blocks within a percent, with no non-torch term.
void TestErrorClasses::pre2031EraChargesNothingButTorch()
{
    const Replayed r = replay("gke-tutorial-l4-x2-llama2-7b-chat-peft-merged-tp2-v022");
    QCOMPARE(r.plan.rules.charge, ChargeModel::TorchPeakOnly);
    QCOMPARE(r.plan.memory.nonTorch, Bytes{0});
    QVERIFY2(relativeError(r.fit, r.plan) < 0.01, qPrintable(QString::number(relativeError(r.fit, r.plan))));
}

// Turing and Volta have no FlashAttention: V0 profiles the whole max_num_batched_tokens prefill through
// xFormers. A T4 (0.6.6) and a V100 (0.7.1) land within 3% of their logs, inside the band.
void TestErrorClasses::preAmpereCardsProfileWithoutFlashAttention()
{
    for (const char* id : {"colab-runbook-t4-qwen2.5-3b-instruct-v066post1-xformers",
                           "autodl-notes-v100-32gb-deepseek-r1-distill-qwen-7b-v071"}) {
        const Replayed r = replay(id);
        QVERIFY(r.plan.rules.engine == EngineKind::V0);
        QVERIFY(r.fit.scenario.gpu.computeCapability < 8.0);
        QVERIFY2(relativeError(r.fit, r.plan) < 0.03, id);
        QVERIFY2(loggedInBand(r), id);
    }
}

// vLLM 0.2.4 alone ran Mixtral's experts through MegaBlocks (#2011; #2090 replaced it before 0.2.5).
// Nothing estimates that path's buffers, and its one public log (0 blocks at TP 8 on A10Gs) shows them
// taking the whole pool: the band reaches down to no pool, so the plan says "starts or refuses" rather
// than a confident "starts". A release later the same deployment gets no such term.
void TestErrorClasses::unmodelledMegaBlocksPathIsFlaggedNotGuessed()
{
    const Replayed r = replay("vllm-2022-a10g-x8-mixtral-8x7b-tp8-zero-blocks");
    QCOMPARE(r.plan.rules.version, (VllmVersion{0, 2, 4}));
    QVERIFY(r.plan.memory.kvCache > 0); // the estimate alone would say "starts"
    const auto unmodelled =
        std::find_if(r.plan.band.terms.begin(), r.plan.band.terms.end(),
                     [](const BandTerm& t) { return t.source == BandSource::UnmodelledPath; });
    QVERIFY(unmodelled != r.plan.band.terms.end());
    QVERIFY(unmodelled->low > 0 && unmodelled->low < r.plan.memory.kvCache);
    QCOMPARE(unmodelled->high, Bytes{0});
    QCOMPARE(r.plan.band.kvCacheLow, Bytes{0}); // down to no pool, not below
    QCOMPARE(r.plan.band.lowBytes, r.plan.memory.kvCache);
    QVERIFY(r.plan.band.verdictUndecidable);
    QVERIFY(bandReasons(r.plan).join(u'\n').contains(QLatin1String("MegaBlocks")));

    // A release later (#2090's whole experts), a dense model, or an MoE family 0.2.4 could not run: no
    // such term, and a band of the ordinary terms.
    Scenario later = r.fit.scenario;
    later.serving.vllmVersion = {0, 2, 5};
    Scenario dense = r.fit.scenario;
    dense.model = kvbtest::model("llama-3.1-8b");
    Scenario otherMoe = r.fit.scenario;
    otherMoe.model = kvbtest::model("qwen3-30b-a3b");
    for (const Scenario& s : {later, dense, otherMoe}) {
        const Plan plan = computePlan(s);
        QVERIFY2(plan.verdict != Verdict::InvalidInput, qPrintable(plan.inputError));
        QVERIFY(!plan.band.terms.empty());
        for (const BandTerm& t : plan.band.terms)
            QVERIFY(t.source != BandSource::UnmodelledPath);
    }
}

QTEST_GUILESS_MAIN(TestErrorClasses)
#include "tst_errorclasses.moc"
