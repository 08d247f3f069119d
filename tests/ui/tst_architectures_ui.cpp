// Each architecture family on the dashboard, offscreen: the KV layout in the
// verdict banner and the math, the hybrid KV-cache manager switch, MLA's latent, a vision model's
// startup peak on the memory bar and in the verdict, and the architecture flags enabled only where
// they apply. Every expected number is the engine's own for the same scenario.
#include "budget/engine.h"
#include "report/explainkv.h"
#include "ui/architecturenote.h"
#include "ui/architecturepanel.h"
#include "ui/dashboard.h"
#include "ui/mainwindow.h"
#include "ui/mathmodel.h"
#include "ui/memorybarwidget.h"
#include "ui/scenariocontroller.h"
#include "ui/scenariopanel.h"
#include "ui/verdictbanner.h"
#include "uitesthelpers.h"
#include "vllm/messages.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QHelpEvent>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QToolTip>

using namespace kvb;
using namespace kvb::ui;

namespace {

void selectData(QComboBox* combo, const QVariant& data)
{
    const int index = combo->findData(data);
    QVERIFY2(index >= 0, qPrintable(data.toString()));
    combo->setCurrentIndex(index);
}

ArchitecturePanel* architecturePanel(const MainWindow& w)
{
    return w.panel()->findChild<ArchitecturePanel*>();
}

ArchitectureNote* note(const MainWindow& w)
{
    return w.dashboard()->banner()->architectureNote();
}

// The seed's vision case: Qwen2.5-VL-7B on an L4 at 64K, refused because of the encoder's startup peak.
const QStringList qwenVlOnL4 = {QStringLiteral("--model"),         QStringLiteral("qwen2.5-vl-7b-instruct"),
                                QStringLiteral("--gpu"),           QStringLiteral("l4"),
                                QStringLiteral("--max-model-len"), QStringLiteral("65536"),
                                QStringLiteral("--max-num-seqs"),  QStringLiteral("8")};

} // namespace

class TestArchitecturesUi : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); }

    void gemmaShowsTheSlidingWindowLayout()
    {
        MainWindow w;
        QVERIFY(note(w)->isHidden()); // Llama 3.1 8B: plain full attention, nothing to say
        selectData(w.panel()->modelCombo(), QStringLiteral("gemma-3-27b-it"));
        const QString layout = kvLayoutSummary(w.controller()->scenario(), w.controller()->plan());
        QVERIFY(layout.contains(QLatin1String("52 sliding-window layers hold at most 1,024 tokens")));
        QCOMPARE(note(w)->layoutText(), layout);
        QVERIFY(!note(w)->isHidden());
        QVERIFY(note(w)->text().contains(layout));
        QVERIFY(w.mathModel()->toPlainText().contains(layout)); // "Show the math"
    }

    void disablingTheHybridManagerGivesTheEnginesTokens()
    {
        MainWindow w;
        selectData(w.panel()->modelCombo(), QStringLiteral("gemma-3-27b-it"));
        w.panel()->utilizationSpin()->setValue(0.95);
        const std::int64_t hybridTokens = w.controller()->plan().kvTokens;
        QCheckBox* disable = architecturePanel(w)->disableHybridCheck();
        QVERIFY(disable->isEnabled());
        QVERIFY(!disable->isChecked());

        Scenario expected = w.controller()->scenario();
        expected.serving.disableHybridKvCacheManager = true;
        const Plan plan = computePlan(expected);
        disable->click();
        QVERIFY(w.controller()->scenario().serving.disableHybridKvCacheManager);
        QCOMPARE(w.controller()->plan().kvTokens, plan.kvTokens);
        QVERIFY(plan.kvTokens != hybridTokens);
        QVERIFY2(w.dashboard()->banner()->vllmText().contains(
                     QStringLiteral("GPU KV cache size: %1 tokens").arg(withThousands(plan.kvTokens))),
                 qPrintable(w.dashboard()->banner()->vllmText()));
        QCOMPARE(note(w)->layoutText(), kvLayoutSummary(expected, plan));
        QVERIFY(note(w)->layoutText().contains(QLatin1String("every layer holds the whole context")));
        QVERIFY(!note(w)->layoutText().contains(QLatin1String("sliding-window")));

        disable->click();
        QCOMPARE(w.controller()->plan().kvTokens, hybridTokens);
    }

    void deepSeekShowsTheMlaLatent()
    {
        MainWindow w;
        selectData(w.panel()->modelCombo(), QStringLiteral("deepseek-v3"));
        selectData(w.panel()->tensorParallelCombo(), 8);
        QVERIFY(note(w)->layoutText().contains(
            QLatin1String("MLA keeps one 576-value latent per token and layer on every GPU")));
        QCOMPARE(note(w)->layoutText(), kvLayoutSummary(w.controller()->scenario(), w.controller()->plan()));
        // 576 values x 2 bytes x 61 layers, the same on every one of the 8 GPUs.
        QCOMPARE(w.controller()->plan().kv.bytesPerToken, Bytes{70272});
        QVERIFY2(w.mathModel()->toPlainText().contains(QLatin1String("70,272 B")),
                 qPrintable(w.mathModel()->toPlainText()));
        QVERIFY(architecturePanel(w)->expertParallelCheck()->isEnabled());
        QVERIFY(!architecturePanel(w)->disableHybridCheck()->isEnabled());
    }

    void visionStartupPeakOnTheBarAndInTheVerdict()
    {
        MainWindow w;
        w.controller()->setScenario(kvbtest::scenarioFrom(qwenVlOnL4));
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        MemoryBarWidget* bars = w.dashboard()->memoryBars();
        bars->grab();

        const Plan& plan = w.controller()->plan();
        QCOMPARE(plan.verdict, Verdict::MaxModelLenTooLarge);
        const StartupPeak& peak = bars->startupPeak();
        QVERIFY(peak.shown);
        QCOMPARE(peak.startupBytes, plan.startupPeakBytes);
        QVERIFY(peak.startupBytes > peak.steadyStateBytes);
        // The marker spans from where steady serving would end to where the profiling peak ends: the
        // start of the KV pool.
        const QRectF span = bars->startupPeakRect(0);
        QVERIFY(span.width() > 1);
        QVERIFY(span.left() > bars->segmentRect(0, MemoryTerm::Activation).left());
        QVERIFY(qAbs(span.right() - bars->segmentRect(0, MemoryTerm::KvCache).left()) < 1.0);
        const double scale = bars->segmentRect(0, MemoryTerm::Weights).width() /
                             static_cast<double>(bars->segmentBytes(0, MemoryTerm::Weights));
        QVERIFY(qAbs(span.width() - static_cast<double>(peak.startupBytes - peak.steadyStateBytes) * scale) <
                1.0);
        QHelpEvent hover(QEvent::ToolTip, span.center().toPoint(),
                         bars->mapToGlobal(span.center().toPoint()));
        QApplication::sendEvent(bars, &hover);
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().contains(QLatin1String("vLLM refuses because of the startup peak")),
                 qPrintable(QToolTip::text()));

        // The banner says the startup peak is why vLLM refuses.
        VerdictBanner* banner = w.dashboard()->banner();
        QVERIFY(!banner->fits());
        QVERIFY(note(w)->startupPeakDecides());
        QCOMPARE(note(w)->startupPeakText(), startupPeakNote(startupPeak(w.controller()->scenario(), plan)));
        QVERIFY(note(w)->text().contains(QLatin1String("vLLM refuses because of the startup peak")));
        // In bold, at the banner's size even when an export scales the dashboard's font.
        QVERIFY(note(w)->font().bold());
        QFont larger = w.dashboard()->font();
        larger.setPointSizeF(larger.pointSizeF() * 2);
        w.dashboard()->setFont(larger);
        QCOMPARE(note(w)->font().pointSizeF(), banner->font().pointSizeF());
        QVERIFY(note(w)->font().bold());

        // Text only: the encoder is not profiled, and vLLM starts as the engine says.
        ArchitecturePanel* arch = architecturePanel(w);
        // The box shows the limit vLLM profiles with, untruncated: V1 from 0.8.4 defaults
        // limit_mm_per_prompt to 999 per modality (#15799) and the encoder budget caps the dummy
        // images, so the default is 999, not 1 (V0's default).
        QVERIFY(arch->imagesPerPromptSpin()->isEnabled());
        QCOMPARE(w.controller()->plan().settings.imagesPerPrompt, 999);
        QCOMPARE(arch->imagesPerPromptSpin()->value(), 999.0);
        QVERIFY(arch->imagesPerPromptSpin()->isAcceptable());
        Scenario textOnly = w.controller()->scenario();
        textOnly.serving.limitImagesPerPrompt = 0;
        arch->imagesPerPromptSpin()->setValue(0);
        QCOMPARE(w.controller()->scenario().serving.limitImagesPerPrompt, std::optional<int>(0));
        QVERIFY(banner->fits());
        QCOMPARE(banner->headline(), verdictHeadline(computePlan(textOnly)));
        QVERIFY(!bars->startupPeak().shown);
        QVERIFY(note(w)->startupPeakText().isEmpty());

        // One image again, at most 1,003,520 pixels (5,120 patches): the encoder still peaks above the
        // text forward pass, but lower, and vLLM starts.
        arch->imagesPerPromptSpin()->setValue(1);
        QVERIFY(!banner->fits());
        const Bytes fullPeak = bars->startupPeak().startupBytes;
        QVERIFY(arch->maxImagePixelsSpin()->isEnabled());
        QCOMPARE(arch->maxImagePixelsSpin()->value(), 12845056.0); // the processor's default max_pixels
        Scenario smaller = w.controller()->scenario();
        smaller.serving.maxImagePixels = 1003520;
        const Plan smallerPlan = computePlan(smaller);
        arch->maxImagePixelsSpin()->setValue(1003520);
        QCOMPARE(w.controller()->scenario().serving.maxImagePixels, std::optional<std::int64_t>(1003520));
        QVERIFY(bars->startupPeak().shown);
        QCOMPARE(bars->startupPeak().startupBytes, smallerPlan.startupPeakBytes);
        QCOMPARE(bars->startupPeak().startupBytes, startupPeak(smaller, smallerPlan).startupBytes);
        QVERIFY(bars->startupPeak().startupBytes < fullPeak);
        QVERIFY(smallerPlan.fits());
        QVERIFY(banner->fits());
        QCOMPARE(banner->headline(), verdictHeadline(smallerPlan));
        QVERIFY(note(w)->startupPeakText().startsWith(QLatin1String("Vision model: startup peak")));
        QVERIFY(!note(w)->startupPeakDecides());
    }

    void flagsAreEnabledOnlyWhereTheyApply_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<bool>("hybrid");
        QTest::addColumn<bool>("experts");
        QTest::addColumn<bool>("images");
        QTest::addColumn<bool>("pixels");
        QTest::addRow("Llama 3.1 8B") << "llama-3.1-8b" << false << false << false << false;
        QTest::addRow("Gemma 3 27B") << "gemma-3-27b-it" << true << false << true << false;
        QTest::addRow("gpt-oss-20b") << "gpt-oss-20b" << true << true << false << false;
        QTest::addRow("Mixtral 8x7B") << "mixtral-8x7b" << false << true << false << false;
        QTest::addRow("Qwen2.5-VL 7B") << "qwen2.5-vl-7b-instruct" << false << false << true << true;
    }

    void flagsAreEnabledOnlyWhereTheyApply()
    {
        QFETCH(QString, model);
        QFETCH(bool, hybrid);
        QFETCH(bool, experts);
        QFETCH(bool, images);
        QFETCH(bool, pixels);
        MainWindow w;
        selectData(w.panel()->modelCombo(), model);
        ArchitecturePanel* arch = architecturePanel(w);
        const std::pair<QWidget*, bool> controls[] = {
            {arch->disableHybridCheck(), hybrid}, {arch->expertParallelCheck(), experts},
            {arch->dataParallelSpin(), experts},  {arch->imagesPerPromptSpin(), images},
            {arch->maxImagePixelsSpin(), pixels},
        };
        for (const auto& [control, enabled] : controls) {
            QCOMPARE(control->isEnabled(), enabled);
            QVERIFY(!control->toolTip().isEmpty());
            // A disabled flag says why, naming the model.
            if (!enabled)
                QVERIFY2(control->toolTip().startsWith(
                             QStringLiteral("Off for %1").arg(w.controller()->scenario().model.displayName)),
                         qPrintable(control->toolTip()));
        }
    }

    void switchingModelDropsFlagsThatNoLongerApply()
    {
        MainWindow w;
        selectData(w.panel()->modelCombo(), QStringLiteral("gemma-3-27b-it"));
        architecturePanel(w)->disableHybridCheck()->click();
        architecturePanel(w)->imagesPerPromptSpin()->setValue(2);
        selectData(w.panel()->modelCombo(), QStringLiteral("llama-3.1-8b"));
        QVERIFY(!w.controller()->scenario().serving.disableHybridKvCacheManager);
        QVERIFY(!w.controller()->scenario().serving.limitImagesPerPrompt);
        QVERIFY(!architecturePanel(w)->disableHybridCheck()->isChecked());
    }

    void expertAndDataParallelReachTheScenario()
    {
        MainWindow w;
        selectData(w.panel()->modelCombo(), QStringLiteral("qwen3-30b-a3b"));
        selectData(w.panel()->tensorParallelCombo(), 2);
        ArchitecturePanel* arch = architecturePanel(w);
        const Bytes sharded = w.controller()->plan().worst().weights.experts;
        arch->expertParallelCheck()->click();
        arch->dataParallelSpin()->setValue(2);
        const Scenario& s = w.controller()->scenario();
        QVERIFY(s.serving.enableExpertParallel);
        QCOMPARE(s.serving.dataParallelSize, 2);
        QCOMPARE(s.gpu.count, 4); // two replicas of TP 2
        // Whole experts over TP x DP = 4 GPUs instead of every expert split over TP = 2.
        QCOMPARE(w.controller()->plan().worst().weights.experts, computePlan(s).worst().weights.experts);
        QVERIFY(w.controller()->plan().worst().weights.experts < sharded);
    }

    void checkpointQuantizationFromConfig_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("text");
        QTest::addRow("GPTQ") << "qwen1.5-7b-chat-gptq-int4"
                              << "GPTQ 4-bit, group 128";
        QTest::addRow("MXFP4") << "gpt-oss-20b"
                               << "MXFP4";
    }

    void checkpointQuantizationFromConfig()
    {
        QFETCH(QString, model);
        QFETCH(QString, text);
        MainWindow w;
        selectData(w.panel()->modelCombo(), model);
        const QComboBox* quantization = w.panel()->quantizationCombo();
        QVERIFY2(quantization->currentText().startsWith(text), qPrintable(quantization->currentText()));
        QVERIFY(quantization->currentText().endsWith(QLatin1String("(from config)")));
        QVERIFY(!quantization->isEnabled());
    }

    void flagsAreKeyboardReachable()
    {
        MainWindow w;
        ArchitecturePanel* arch = architecturePanel(w);
        // Tab goes from max_num_batched_tokens through this group, then on to the workload.
        QWidget* at = w.panel()->maxNumBatchedTokensSpin();
        QList<QWidget*> visited;
        const QList<QWidget*> controls = arch->controls();
        for (int i = 0; i < 40 && at != w.panel()->otherProcessesSpin(); ++i) {
            at = at->nextInFocusChain();
            if (controls.contains(at) && !visited.contains(at))
                visited << at;
        }
        QCOMPARE(at, w.panel()->otherProcessesSpin());
        QCOMPARE(visited, controls);
        for (QWidget* control : controls)
            QVERIFY(control->focusPolicy() & Qt::TabFocus);
    }
};

QTEST_MAIN(TestArchitecturesUi)
#include "tst_architectures_ui.moc"
