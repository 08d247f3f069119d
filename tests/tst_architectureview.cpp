// What the dashboard and the command line show about a model's family: which
// architecture flags apply, a vision model's startup peak against its steady state and whether it
// decides the verdict, and each family's KV layout in `kvbudget plan`.
#include "testhelpers.h"

#include "base/units_format.h"
#include "cli/commands.h"
#include "cli/planjson.h"
#include "report/architectureview.h"
#include "report/explainkv.h"
#include "report/plantext.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace kvb;

namespace {

Scenario on(const char* model, const char* gpu)
{
    Scenario s = kvbtest::scenario("default");
    s.model = kvbtest::model(model);
    s.gpu = kvbtest::gpu(gpu);
    return s;
}

// The seed's VL case (tst_architectures): Qwen2.5-VL-7B on an L4 at 64K, where the encoder's startup
// peak leaves too little KV cache for one request and text-only profiling would start.
Scenario qwenVlOnL4()
{
    Scenario s = on("qwen2.5-vl-7b-instruct", "l4");
    s.serving.maxModelLen = 65536;
    s.serving.maxNumSeqs = 8;
    return s;
}

QString planText(const QStringList& args)
{
    QString out;
    QString err;
    QTextStream o(&out);
    QTextStream e(&err);
    runPlanCommand(args, o, e);
    o.flush();
    return out;
}

const QStringList qwenVlOnL4Args = {
    QStringLiteral("--model"),         QStringLiteral("qwen2.5-vl-7b-instruct"),
    QStringLiteral("--gpu"),           QStringLiteral("l4"),
    QStringLiteral("--max-model-len"), QStringLiteral("65536"),
    QStringLiteral("--max-num-seqs"),  QStringLiteral("8")};

} // namespace

class TestArchitectureView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void relevance_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<bool>("hybrid");
        QTest::addColumn<bool>("experts");
        QTest::addColumn<bool>("images");
        QTest::addColumn<bool>("pixels");
        QTest::addRow("dense") << "llama-3.1-8b" << false << false << false << false;
        QTest::addRow("sliding hybrid + fixed-size vision")
            << "gemma-3-27b-it" << true << false << true << false;
        QTest::addRow("sliding hybrid, text") << "gemma-2-9b" << true << false << false << false;
        QTest::addRow("MoE + sliding hybrid") << "gpt-oss-20b" << true << true << false << false;
        QTest::addRow("MoE + MLA") << "deepseek-v3" << false << true << false << false;
        QTest::addRow("MoE") << "mixtral-8x7b" << false << true << false << false;
        QTest::addRow("dynamic-resolution vision")
            << "qwen2.5-vl-7b-instruct" << false << false << true << true;
    }

    void relevance()
    {
        QFETCH(QString, model);
        const ArchitectureFlagRelevance r = architectureFlagRelevance(kvbtest::model(qPrintable(model)));
        QTEST(r.hybridKvCacheManager, "hybrid");
        QTEST(r.expertParallel, "experts");
        QTEST(r.imageLimit, "images");
        QTEST(r.imagePixels, "pixels");
    }

    void clearInapplicableFlags()
    {
        Scenario s = on("llama-3.1-8b", "h100-sxm-80gb");
        s.serving.disableHybridKvCacheManager = true;
        s.serving.enableExpertParallel = true;
        s.serving.dataParallelSize = 4;
        s.serving.limitImagesPerPrompt = 2;
        s.serving.maxImagePixels = 1003520;
        Scenario gemma = s;
        gemma.model = kvbtest::model("gemma-3-27b-it");

        clearInapplicableArchitectureFlags(s);
        QVERIFY(!s.serving.disableHybridKvCacheManager);
        QVERIFY(!s.serving.enableExpertParallel);
        QCOMPARE(s.serving.dataParallelSize, 1);
        QVERIFY(!s.serving.limitImagesPerPrompt);
        QVERIFY(!s.serving.maxImagePixels);

        clearInapplicableArchitectureFlags(gemma); // sliding hybrid with a fixed-size encoder
        QVERIFY(gemma.serving.disableHybridKvCacheManager);
        QCOMPARE(gemma.serving.limitImagesPerPrompt, std::optional<int>(2));
        QVERIFY(!gemma.serving.maxImagePixels);
        QVERIFY(!gemma.serving.enableExpertParallel);
    }

    // 15.48 GiB weights + 0.13 GiB non-torch + 2.19 GiB encoder peak (1 image of 65,536 patches) +
    // CUDA graphs at startup, against the 0.26 GiB forward pass of steady text serving.
    void startupPeak_decidesTheVerdict()
    {
        const Scenario s = qwenVlOnL4();
        const Plan plan = computePlan(s);
        QCOMPARE(plan.verdict, Verdict::MaxModelLenTooLarge);
        const StartupPeak peak = startupPeak(s, plan);
        QVERIFY(peak.shown);
        QCOMPARE(peak.startupBytes, plan.startupPeakBytes);
        QCOMPARE(peak.steadyStateBytes,
                 plan.startupPeakBytes - plan.memory.activation + plan.steadyStateActivationBytes);
        QVERIFY(peak.startupBytes > peak.steadyStateBytes);
        QCOMPARE(peak.images, std::int64_t{1});
        QCOMPARE(peak.patchesPerImage, std::int64_t{65536});

        Scenario textOnly = s;
        textOnly.serving.limitImagesPerPrompt = 0;
        const Plan text = computePlan(textOnly);
        QVERIFY(text.fits());
        QVERIFY(peak.decidesVerdict);
        QCOMPARE(peak.textOnlyKvTokens, text.kvTokens);

        QCOMPARE(peak.markers.size(), std::size_t{1});
        QCOMPARE(peak.markers[0].peakEnd, plan.startupPeakBytes);
        QCOMPARE(peak.markers[0].steadyEnd, peak.steadyStateBytes);

        const QString note = startupPeakNote(peak);
        QVERIFY2(note.startsWith(QLatin1String("vLLM refuses because of the startup peak ")),
                 qPrintable(note));
        QVERIFY(note.contains(formatGiB(peak.startupBytes)));
        QVERIFY(note.contains(formatGiB(peak.steadyStateBytes)));
        QVERIFY(note.contains(formatCount(text.kvTokens)));
    }

    void startupPeak_shownWhenItFits()
    {
        // A full-size image's encoder peak (about 4.4 GiB) leaves an L4 no pool at all; an L40S
        // starts, with the peak still above what serving text needs.
        Scenario s = on("qwen2.5-vl-7b-instruct", "l40s");
        s.serving.maxNumSeqs = 8;
        s.serving.maxModelLen = 8192;
        const Plan plan = computePlan(s);
        QVERIFY(plan.fits());
        const StartupPeak peak = startupPeak(s, plan);
        QVERIFY(peak.shown);
        QVERIFY(!peak.decidesVerdict);
        QVERIFY(startupPeakNote(peak).startsWith(QLatin1String("Vision model: startup peak ")));
    }

    void startupPeak_shrinksWithFewerPixels()
    {
        Scenario s = qwenVlOnL4();
        const StartupPeak full = startupPeak(s, computePlan(s));
        s.serving.maxImagePixels = 1003520;
        const Plan smaller = computePlan(s);
        const StartupPeak peak = startupPeak(s, smaller);
        QVERIFY(peak.startupBytes < full.startupBytes);
        QVERIFY(smaller.fits());
        QVERIFY(!peak.decidesVerdict);
    }

    void startupPeak_notShown_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<bool>("measuredActivation");
        QTest::addColumn<int>("images");
        QTest::addRow("text model") << "llama-3.1-8b" << false << -1;
        QTest::addRow("measured activation") << "qwen2.5-vl-7b-instruct" << true << -1;
        QTest::addRow("text only") << "qwen2.5-vl-7b-instruct" << false << 0;
    }

    void startupPeak_notShown()
    {
        QFETCH(QString, model);
        QFETCH(bool, measuredActivation);
        QFETCH(int, images);
        Scenario s = qwenVlOnL4();
        s.model = kvbtest::model(qPrintable(model));
        if (measuredActivation)
            s.serving.overrides.activation = fromGiB(1.0);
        if (images >= 0)
            s.serving.limitImagesPerPrompt = images;
        const StartupPeak peak = startupPeak(s, computePlan(s));
        QVERIFY(!peak.shown);
        QVERIFY(startupPeakNote(peak).isEmpty());
    }

    // `kvbudget plan` prints each family's layout as a step of the worked example.
    void cliShowsTheLayout_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("expected");
        QTest::addRow("sliding hybrid") << "gemma-3-27b-it"
                                        << "52 sliding-window layers hold at most 1,024 tokens; 10 "
                                           "full-attention layers hold the whole context";
        QTest::addRow("MLA") << "deepseek-v3"
                             << "MLA keeps one 576-value latent per token and layer on every GPU";
        QTest::addRow("gpt-oss") << "gpt-oss-20b"
                                 << "12 sliding-window layers hold at most 128 tokens";
    }

    void cliShowsTheLayout()
    {
        QFETCH(QString, model);
        QFETCH(QString, expected);
        const QString out =
            planText({QStringLiteral("--model"), model, QStringLiteral("--gpu"),
                      QStringLiteral("h100-sxm-80gb"), QStringLiteral("-tp"), QStringLiteral("8")});
        QVERIFY2(out.contains(QLatin1String("What each layer keeps")), qPrintable(out));
        QVERIFY2(out.contains(expected), qPrintable(out));
        Scenario s = on(qPrintable(model), "h100-sxm-80gb");
        s.serving.tensorParallelSize = 8;
        s.gpu.count = 8;
        QVERIFY(out.contains(kvLayoutSummary(s, computePlan(s))));
    }

    void cliShowsTheStartupPeak()
    {
        const QString out = planText(qwenVlOnL4Args);
        const Scenario s = qwenVlOnL4();
        QVERIFY2(out.contains(startupPeakNote(startupPeak(s, computePlan(s)))), qPrintable(out));
    }

    void jsonCarriesTheStartupPeak()
    {
        const QStringList jsonArgs =
            qwenVlOnL4Args + QStringList{QStringLiteral("--format"), QStringLiteral("json")};
        const QJsonObject json = QJsonDocument::fromJson(planText(jsonArgs).toUtf8()).object();
        const Scenario s = qwenVlOnL4();
        const StartupPeak peak = startupPeak(s, computePlan(s));
        QCOMPARE(json.value(QLatin1String("startup_peak_bytes")).toInteger(), peak.startupBytes);
        QCOMPARE(json.value(QLatin1String("steady_state_bytes")).toInteger(), peak.steadyStateBytes);
        QVERIFY(peak.startupBytes > peak.steadyStateBytes);
        QCOMPARE(json.value(QLatin1String("startup_peak_decides_verdict")).toBool(), true);

        // A text model has no startup peak of its own: null, not a made-up number.
        const QStringList textArgs = {QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
                                      QStringLiteral("--format"), QStringLiteral("json")};
        const QJsonObject text = QJsonDocument::fromJson(planText(textArgs).toUtf8()).object();
        QVERIFY(text.contains(QLatin1String("startup_peak_bytes")));
        QVERIFY(text.value(QLatin1String("startup_peak_bytes")).isNull());
        QCOMPARE(text.value(QLatin1String("startup_peak_decides_verdict")).toBool(), false);
    }
};

QTEST_GUILESS_MAIN(TestArchitectureView)
#include "tst_architectureview.moc"
