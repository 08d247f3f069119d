// What a public log does not print (core/vllm/unloggedinputs.h). An open max_model_len: the replay at the
// default is one end of a range, the band spans both ends, and a verdict that differs between them is
// undecidable, while the scored error stays the default replay's. A sampler kernel the install decided:
// the one the log's activation peak names.

#include "testhelpers.h"

#include "budget/engine.h"
#include "vllm/fit.h"
#include "vllm/unloggedinputs.h"
#include "vllm/validation.h"

using namespace kvb;

namespace {

const QLatin1String kDjl("vllm-2912-a10g-sagemaker-djl-mistral-7b-instruct-v02");

// One case in the shared schema: Mistral-7B-Instruct-v0.2 (32768 tokens by default) on an A10G,
// vLLM 0.2.7, with `extra` spliced into the case object.
QByteArray caseJson(const char* extra)
{
    return QByteArray(R"([{"id": "t", "vllm_engine": "V0", "vllm_version": "0.2.7",
        "gpu_model": "NVIDIA A10G", "model_id": "mistralai/Mistral-7B-Instruct-v0.2",
        "reported": {"num_gpu_blocks": 2050, "other": {"startup_result": "SUCCESS"}})") +
           extra + "}]";
}

LogCase parsedCase(const char* extra)
{
    auto cases = parseStartupLogCases(caseJson(extra), QStringLiteral("test"));
    if (!cases || cases->size() != 1)
        qFatal("test case does not parse");
    return cases->front();
}

} // namespace

class TestUnloggedInputs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void annotationOpensMaxModelLen()
    {
        const LogCase open = parsedCase(R"(, "kvbudget": {"inputs_not_logged": ["max_model_len"]})");
        QVERIFY(open.maxModelLenUnlogged);
        QVERIFY(open.problem.isEmpty());
        QVERIFY(!parsedCase("").maxModelLenUnlogged);
    }

    // Only a max_model_len the case leaves null can be open; anything else is refused by name.
    void annotationErrorsAreNamed()
    {
        const LogCase logged =
            parsedCase(R"(, "max_model_len": 8192, "kvbudget": {"inputs_not_logged": ["max_model_len"]})");
        QVERIFY(!logged.maxModelLenUnlogged);
        QVERIFY2(logged.problem.contains(QLatin1String("max_model_len")), qPrintable(logged.problem));
        const LogCase unknown = parsedCase(R"(, "kvbudget": {"inputs_not_logged": ["swap_space"]})");
        QVERIFY2(unknown.problem.contains(QLatin1String("swap_space")), qPrintable(unknown.problem));
        QVERIFY(!scenarioForCase(unknown, PresetCatalog::builtin()));
        // Not a list, or an entry that is not a name: named as written, never silently ignored.
        const LogCase bare = parsedCase(R"(, "kvbudget": {"inputs_not_logged": "max_model_len"})");
        QVERIFY(!bare.maxModelLenUnlogged);
        QVERIFY2(bare.problem.contains(QLatin1String("\"max_model_len\"")), qPrintable(bare.problem));
        const LogCase number = parsedCase(R"(, "kvbudget": {"inputs_not_logged": [3]})");
        QVERIFY2(number.problem.contains(QLatin1String("names 3;")), qPrintable(number.problem));
    }

    // The other end is the same launch at the floor; none where the log shows everything.
    void otherEndIsTheFloor()
    {
        const LogCase open = parsedCase(R"(, "kvbudget": {"inputs_not_logged": ["max_model_len"]})");
        const auto replay = scenarioForCase(open, PresetCatalog::builtin());
        QVERIFY(replay);
        QVERIFY(!replay->serving.maxModelLen);
        const auto otherEnd = otherEndOfUnloggedInputs(open, replay.value());
        QVERIFY(otherEnd);
        QCOMPARE(otherEnd->serving.maxModelLen.value_or(0), kUnloggedMaxModelLenFloor);
        QCOMPARE(otherEnd->gpu.id, replay->gpu.id);
        QVERIFY(!otherEndOfUnloggedInputs(parsedCase(""), replay.value()));
    }

    // 0.2.7 profiles max(max_model_len, 2048) tokens: 32768 tokens of activations refuse a 32768-token
    // request on 22 GiB; 2048 start. The band holds both ends' bands and the verdict is open; the central
    // figures are the default replay's.
    void bandSpansBothEnds()
    {
        const LogCase open = parsedCase(R"(, "kvbudget": {"inputs_not_logged": ["max_model_len"]})");
        const Scenario replay = scenarioForCase(open, PresetCatalog::builtin()).value();
        const Plan atDefault = computePlan(replay);
        const Plan atFloor = computePlan(*otherEndOfUnloggedInputs(open, replay));
        QVERIFY(!atDefault.fits());
        QVERIFY(atFloor.fits());
        QVERIFY(atFloor.kvTokens > atDefault.kvTokens);
        Plan spanned = atDefault;
        spanBandAcross(spanned, atFloor);
        QVERIFY(spanned.band.verdictUndecidable);
        // The widening is a term of its own, so the band's reasons still account for its width.
        const auto term =
            std::find_if(spanned.band.terms.begin(), spanned.band.terms.end(),
                         [](const BandTerm& t) { return t.source == BandSource::UnloggedInput; });
        QVERIFY(term != spanned.band.terms.end());
        QCOMPARE(term->high, atFloor.band.kvCacheHigh - atDefault.band.kvCacheHigh);
        QCOMPARE(spanned.band.kvTokensLow, std::min(atDefault.band.kvTokensLow, atFloor.band.kvTokensLow));
        QCOMPARE(spanned.band.kvTokensHigh, atFloor.band.kvTokensHigh);
        QCOMPARE(spanned.band.kvCacheHigh, atFloor.band.kvCacheHigh);
        QCOMPARE(spanned.band.highBytes, atFloor.band.kvCacheHigh - atDefault.memory.kvCache);
        QCOMPARE(spanned.kvTokens, atDefault.kvTokens);
        QCOMPARE(spanned.fits(), atDefault.fits());
    }

    // Where both ends give the same verdict, spanning leaves it decided.
    void agreeingEndsStayDecided()
    {
        const Plan plan = computePlan(kvbtest::scenario("seed-llama31-8b-h100"));
        QVERIFY(plan.fits() && !plan.band.verdictUndecidable);
        Plan spanned = plan;
        spanBandAcross(spanned, plan);
        QVERIFY(!spanned.band.verdictUndecidable);
        QCOMPARE(spanned.band.kvTokensLow, plan.band.kvTokensLow);
        QCOMPARE(spanned.band.kvTokensHigh, plan.band.kvTokensHigh);
        QCOMPARE(spanned.band.terms.size(), plan.band.terms.size());
        // An other end that cannot be planned changes nothing.
        Plan invalid;
        invalid.verdict = Verdict::InvalidInput;
        Plan untouched = plan;
        spanBandAcross(untouched, invalid);
        QCOMPARE(untouched.band.kvCacheHigh, plan.band.kvCacheHigh);
        QVERIFY(!untouched.band.verdictUndecidable);
    }

    // The DJL SageMaker log: its excerpt cuts the engine line before max_seq_len. Left out of the fit,
    // its verdict is flagged, not confidently wrong, and its band holds the log; its error is still
    // scored at the default replay, so the p90 does not hide it.
    void djlLogLeftOutIsFlaggedAndScored()
    {
        const std::vector<FitCase> cases = fitCasesOf(kvbtest::publicLogCases(), PresetCatalog::builtin());
        const CrossValidation loo = crossValidate(cases);
        const auto djl = std::find_if(loo.cases.begin(), loo.cases.end(),
                                      [](const CrossValidatedCase& c) { return c.id == kDjl; });
        QVERIFY(djl != loo.cases.end());
        QVERIFY(djl->startedLogged.value_or(false));
        QVERIFY(!djl->startedPredicted);
        QVERIFY(djl->undecidable);
        QVERIFY(djl->inBand);
        QVERIFY(djl->error);
        const auto fit =
            std::find_if(cases.begin(), cases.end(), [](const FitCase& c) { return c.id == kDjl; });
        QVERIFY(fit->otherEnd);
        QCOMPARE(djl->predicted,
                 static_cast<double>(
                     computePlan(fit->scenario,
                                 fitConstants(cases, {static_cast<std::size_t>(fit - cases.begin())}))
                         .kvTokens));
    }

    // vLLM 0.11.0 leaves the sampler to the install. The llm-d Mistral-Small-3.2 log prints a 2.12 GiB
    // activation peak and no sampler line: torch's sort would need 4.9 GiB, FlashInfer about 1.9, so the
    // replay takes FlashInfer (9.8% -> 0.8% on the logged pool).
    void loggedActivationNamesTheSampler()
    {
        const ValidationReport report = validateCases(kvbtest::publicLogCases(), PresetCatalog::builtin());
        const auto mistral =
            std::find_if(report.cases.begin(), report.cases.end(), [](const CaseValidation& c) {
                return c.logCase.id == QLatin1String("llmd-h100-mistral-small-32-24b-gmu095");
            });
        QVERIFY(mistral != report.cases.end());
        QVERIFY(!mistral->logCase.flashInferSampler);
        QCOMPARE(mistral->scenario.serving.flashInferSampler, std::optional<bool>(true));
        QVERIFY2(mistral->kvError().value_or(100) < 2.0,
                 qPrintable(QString::number(mistral->kvError().value_or(100))));
    }

    // The nearer kernel wins either way; a log that names its kernel, or a release that does not leave it
    // open, is left alone.
    void samplerChoiceFollowsTheNearerPeak()
    {
        Scenario s = kvbtest::scenario("seed-llama31-8b-h100");
        s.serving.vllmVersion = VllmVersion{0, 10, 2};
        const Plan plan = computePlan(s);
        const ActivationEstimate& a = plan.worst().activation;
        QVERIFY(a.alternativePeak < a.peak);
        Scenario nearTorch = s;
        QVERIFY(samplerFromLoggedActivation(nearTorch, plan, toGiB(a.peak)));
        QCOMPARE(nearTorch.serving.flashInferSampler, std::optional<bool>(false));
        Scenario nearFlashInfer = s;
        QVERIFY(samplerFromLoggedActivation(nearFlashInfer, plan, toGiB(a.alternativePeak)));
        QCOMPARE(nearFlashInfer.serving.flashInferSampler, std::optional<bool>(true));
        QVERIFY(!samplerFromLoggedActivation(nearTorch, plan, toGiB(a.alternativePeak)));
        QVERIFY(!samplerFromLoggedActivation(s, plan, std::nullopt));
        Scenario recent = kvbtest::scenario("seed-llama31-8b-h100");
        QVERIFY(!samplerFromLoggedActivation(recent, computePlan(recent), 1.0));
        // With pipeline parallelism the logged peak is a stage's that runs no sampler.
        Scenario staged = s;
        staged.serving.pipelineParallelSize = 2;
        staged.gpu.count = 2;
        QVERIFY(!samplerFromLoggedActivation(staged, computePlan(staged), toGiB(a.alternativePeak)));
    }
};

QTEST_GUILESS_MAIN(TestUnloggedInputs)
#include "tst_unloggedinputs.moc"
