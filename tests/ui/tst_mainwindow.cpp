// The window end to end, offscreen: controls -> controller -> engine -> views, file import and drop,
// keyboard reachability and the desktop menus.
#include "budget/engine.h"
#include "ui/concurrencychart.h"
#include "ui/dashboard.h"
#include "ui/mainwindow.h"
#include "ui/mathmodel.h"
#include "ui/memorybarwidget.h"
#include "ui/scenariocontroller.h"
#include "ui/scenariopanel.h"
#include "ui/termcolors.h"
#include "ui/verdictbanner.h"
#include "uitesthelpers.h"
#include "vllm/launchcommand.h"
#include "vllm/messages.h"

#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QDropEvent>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QLabel>
#include <QLineSeries>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kvb;
using namespace kvb::ui;

namespace {

void selectData(QComboBox* combo, const QVariant& data)
{
    const int index = combo->findData(data);
    QVERIFY2(index >= 0, qPrintable(data.toString()));
    combo->setCurrentIndex(index);
}

QMessageBox* errorBox(QWidget* window)
{
    return window->findChild<QMessageBox*>(QStringLiteral("kvbudget_error"));
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init()
    {
        QSettings().clear(); // every test starts from the default scenario
    }

    void utilSliderSetsTheKvSegmentToTheEnginesNumber_data()
    {
        QTest::addColumn<int>("percent");
        QTest::addRow("0.50") << 50;
        QTest::addRow("0.80") << 80;
        QTest::addRow("0.95") << 95;
        QTest::addRow("0.99") << 99;
    }
    void utilSliderSetsTheKvSegmentToTheEnginesNumber()
    {
        QFETCH(int, percent);
        MainWindow w;
        w.panel()->utilizationSlider()->setValue(percent);

        Scenario expected = defaultScenario();
        expected.serving.gpuMemoryUtilization = percent / 100.0;
        const Plan plan = computePlan(expected);
        QCOMPARE(w.controller()->plan().settings.gpuMemoryUtilization, percent / 100.0);
        QCOMPARE(w.dashboard()->memoryBars()->segmentBytes(0, MemoryTerm::KvCache), plan.memory.kvCache);
        QCOMPARE(w.panel()->utilizationSpin()->value(), percent / 100.0);
        QVERIFY(
            w.dashboard()->banner()->vllmText().contains(QStringLiteral("Available KV cache memory: %1 GiB")
                                                             .arg(pythonRound2(toGiB(plan.memory.kvCache)))));

        // ...and the segment on screen is as wide as its share of the card.
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.dashboard()->memoryBars()->grab();
        const MemoryBarWidget* bars = w.dashboard()->memoryBars();
        const double kvShare = bars->segmentRect(0, MemoryTerm::KvCache).width() /
                               (bars->segmentRect(0, MemoryTerm::Weights).width());
        QVERIFY(qAbs(kvShare - static_cast<double>(plan.memory.kvCache) /
                                   static_cast<double>(plan.memory.weights)) < 0.02);
    }

    void tensorParallelShowsOneBarPerRank()
    {
        MainWindow w;
        selectData(w.panel()->modelCombo(), QStringLiteral("llama-3.1-70b"));
        QVERIFY(!w.controller()->plan().fits()); // 70B in bf16 does not fit on one H100
        selectData(w.panel()->tensorParallelCombo(), 4);
        QCOMPARE(w.controller()->scenario().serving.tensorParallelSize, 4);
        QCOMPARE(w.controller()->scenario().gpu.count, 4); // the GPUs come with the parallelism
        QCOMPARE(w.panel()->gpuCountSpin()->value(), 4);
        QCOMPARE(w.dashboard()->memoryBars()->bars().size(), std::size_t{4});
        QVERIFY(w.controller()->plan().fits());

        w.panel()->pipelineParallelSpin()->setValue(2);
        const Plan& plan = w.controller()->plan();
        QCOMPARE(w.dashboard()->memoryBars()->bars().size(), std::size_t{8});
        for (const RankPlan& rank : plan.ranks)
            QCOMPARE(w.dashboard()->memoryBars()->segmentBytes(rank.rank, MemoryTerm::KvCache),
                     std::max<Bytes>(0, rank.memory.kvCache));
        const MemoryBarWidget* bars = w.dashboard()->memoryBars();
        QCOMPARE(bars->rankLabel(bars->bars()[5]), QStringLiteral("GPU 5 · stage 2 · TP rank 1"));
    }

    void tensorParallelSizesTheModelCannotUseAreDisabled()
    {
        MainWindow w;
        selectData(w.panel()->modelCombo(), QStringLiteral("qwen2.5-7b-instruct")); // 28 heads, 4 KV heads
        QComboBox* tp = w.panel()->tensorParallelCombo();
        auto* items = qobject_cast<QStandardItemModel*>(tp->model());
        QVERIFY(items);
        const QStandardItem* eight = items->item(tp->findData(8));
        QVERIFY(!eight->isEnabled());
        QVERIFY(eight->toolTip().contains(QStringLiteral("divisible")));
        QVERIFY(items->item(tp->findData(2))->isEnabled());
        QVERIFY(items->item(tp->findData(4))->isEnabled());
    }

    void fp8KvDoublesTheRealisticConcurrency()
    {
        MainWindow w;
        w.panel()->contextSpin()->setValue(32768);
        const ConcurrencyChart* chart = w.dashboard()->concurrencyChart();
        auto realisticAtCurrent = [&] {
            for (const QPointF& p : chart->realisticSeries()->points())
                if (p.x() == 32768)
                    return p.y();
            return -1.0;
        };
        const double before = realisticAtCurrent();
        selectData(w.panel()->kvDtypeCombo(), QStringLiteral("fp8"));
        QCOMPARE(w.controller()->scenario().serving.kvCacheDtype, KvCacheDtype::Fp8);
        const double after = realisticAtCurrent();
        QCOMPARE(after, computePlan(w.controller()->scenario()).realisticConcurrency);
        QVERIFY2(qAbs(after / before - 2.0) < 1e-3,
                 qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
    }

    void contextControlsMoveTheMarker()
    {
        MainWindow w;
        QSlider* slider = w.panel()->contextSlider();
        slider->setValue(slider->value() - 4); // 131,072 -> 8,192: the slider snaps to powers of two
        QCOMPARE(w.controller()->scenario().serving.maxModelLen, std::int64_t{8192});
        const Plan& plan = w.controller()->plan();
        QVERIFY(w.dashboard()->concurrencyChart()->currentPoint()->y() == plan.maxConcurrency);
        QCOMPARE(w.panel()->contextSpin()->value(), 8192);

        w.panel()->contextSpin()->setValue(100000); // exact entry
        QCOMPARE(w.controller()->scenario().serving.maxModelLen, std::int64_t{100000});
        QVERIFY(w.dashboard()->concurrencyChart()->currentPoint()->x() == 100000.0);
        QVERIFY(w.dashboard()->concurrencyChart()->currentPoint()->y() ==
                w.controller()->plan().maxConcurrency);
        QCOMPARE(slider->value(), slider->maximum() - 1); // between 65,536 and 131,072
    }

    void aModelThatCannotStartShowsVllmsRefusal()
    {
        MainWindow w;
        selectData(w.panel()->modelCombo(), QStringLiteral("llama-3.1-70b"));
        const Scenario& s = w.controller()->scenario();
        const Plan plan = computePlan(s);
        QVERIFY(!plan.fits());
        const VerdictBanner* banner = w.dashboard()->banner();
        QVERIFY(!banner->fits());
        QCOMPARE(banner->headline(), verdictHeadline(plan));
        QVERIFY(banner->vllmText().contains(vllmStartupError(plan)));
    }

    void mathFollowsTheSliders()
    {
        MainWindow w;
        w.panel()->utilizationSlider()->setValue(70);
        const auto steps = explainPlan(w.controller()->scenario(), w.controller()->plan());
        QCOMPARE(w.mathModel()->rowCount(), static_cast<int>(steps.size()));
        for (int row = 0; row < w.mathModel()->rowCount(); ++row)
            QCOMPARE(w.mathModel()->index(row, MathModel::ValueColumn).data().toString(),
                     steps[static_cast<std::size_t>(row)].value);
    }

    void importErrorsAreShownAndKeepTheScenario()
    {
        MainWindow w;
        w.panel()->utilizationSlider()->setValue(85);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("config.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"num_hidden_layers\": 32,\n \"hidden_size\": ,\n}");
        file.close();
        QVERIFY(!w.importModel(path));
        QMessageBox* box = errorBox(&w);
        QVERIFY(box);
        QVERIFY(box->text().contains(QStringLiteral("config.json")));
        QCOMPARE(w.controller()->scenario().model.id, QStringLiteral("llama-3.1-8b"));
        QCOMPARE(w.controller()->plan().settings.gpuMemoryUtilization, 0.85);
        box->close();

        QVERIFY(!w.importModel(dir.filePath(QStringLiteral("missing"))));
        QVERIFY(errorBox(&w));
        QCOMPARE(w.controller()->scenario().model.id, QStringLiteral("llama-3.1-8b"));
    }

    void importAndDropAConfig()
    {
        QTemporaryDir dir;
        QVERIFY(QFile::copy(QStringLiteral(KVBUDGET_TEST_DATA "/hf-configs/qwen3-8b.json"),
                            dir.filePath(QStringLiteral("config.json"))));
        {
            MainWindow w;
            QVERIFY(w.importModel(dir.filePath(QStringLiteral("config.json"))));
            QCOMPARE(w.controller()->scenario().model.numLayers, 36);
            QVERIFY(w.panel()->modelCombo()->currentText().contains(QStringLiteral("imported")));
            QVERIFY(w.controller()->plan().verdict != Verdict::InvalidInput);
        }
        {
            // Dropping the model folder does the same.
            MainWindow w;
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QMimeData mime;
            mime.setUrls({QUrl::fromLocalFile(dir.path())});
            // As a drag does: enter (which makes the window the drop target), then drop.
            QDragEnterEvent enter(QPoint(100, 100), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
            QCoreApplication::sendEvent(&w, &enter);
            QVERIFY(enter.isAccepted());
            QDropEvent drop(QPointF(100, 100), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
            QCoreApplication::sendEvent(&w, &drop);
            if (QMessageBox* box = errorBox(&w))
                QFAIL(qPrintable(box->text()));
            QCOMPARE(w.controller()->scenario().model.numLayers, 36);
        }
    }

    // An imported config is named by its own identity, not by the folder that holds the file.
    void importsAreNamedAfterTheConfig()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("configs")));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("more")));
        const QString data = QStringLiteral(KVBUDGET_TEST_DATA "/hf-configs/");
        const QString first = dir.filePath(QStringLiteral("configs/qwen3-32b.json"));
        const QString second = dir.filePath(QStringLiteral("more/qwen3-32b.json"));
        QVERIFY(QFile::copy(data + QStringLiteral("qwen3-32b.json"), first));
        QVERIFY(QFile::copy(data + QStringLiteral("qwen3-8b.json"), second));
        QVERIFY(QFile::copy(data + QStringLiteral("llama-2-7b-hf.json"),
                            dir.filePath(QStringLiteral("configs/x.json"))));
        MainWindow w;
        QVERIFY(w.importModel(first));
        QCOMPARE(w.controller()->scenario().model.displayName, QStringLiteral("qwen3-32b"));
        QVERIFY2(w.windowTitle().startsWith(QLatin1String("qwen3-32b on ")), qPrintable(w.windowTitle()));
        QCOMPARE(w.panel()->modelCombo()->currentText(), QStringLiteral("qwen3-32b (imported)"));
        // Another file of the same name is told apart; both stay in the list.
        QVERIFY(w.importModel(second));
        QCOMPARE(w.controller()->scenario().model.displayName, QStringLiteral("qwen3-32b (2)"));
        QVERIFY(w.panel()->modelCombo()->findText(QStringLiteral("qwen3-32b (imported)")) >= 0);
        QVERIFY(w.panel()->modelCombo()->findText(QStringLiteral("qwen3-32b (2) (imported)")) >= 0);
        // The first one again keeps its name.
        QVERIFY(w.importModel(first));
        QCOMPARE(w.controller()->scenario().model.displayName, QStringLiteral("qwen3-32b"));
        // _name_or_path, where the config has one, comes first.
        QVERIFY(w.importModel(dir.filePath(QStringLiteral("configs/x.json"))));
        QCOMPARE(w.controller()->scenario().model.displayName, QStringLiteral("meta-llama/Llama-2-7b-hf"));
    }

    void windowExportsWhatIsOnScreenAtTwiceThePixels()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("window"));
        QVERIFY(w.exportTo(png, DashboardContent::Full)); // the extension is appended
        // The PNG is encoded on the thread pool; the window stays responsive meanwhile.
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(png + QStringLiteral(".png")), 20000);
        QTRY_COMPARE(QImage(png + QStringLiteral(".png")).size(), w.dashboard()->size() * 2);
        const QString svg = dir.filePath(QStringLiteral("bars.svg"));
        QVERIFY(w.exportTo(svg, DashboardContent::MemoryBars));
        QVERIFY(QFile::exists(svg));
    }

    void everyControlIsReachableByKeyboard()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        ScenarioPanel* p = w.panel();
        const QList<QWidget*> controls = {p->modelCombo(),
                                          p->importButton(),
                                          p->gpuCombo(),
                                          p->gpuCountSpin(),
                                          p->tensorParallelCombo(),
                                          p->pipelineParallelSpin(),
                                          p->utilizationSlider(),
                                          p->utilizationSpin(),
                                          p->contextSlider(),
                                          p->contextSpin(),
                                          p->kvDtypeCombo(),
                                          p->quantizationCombo(),
                                          p->maxNumSeqsSpin(),
                                          p->maxNumBatchedTokensSpin(),
                                          p->otherProcessesSpin(),
                                          p->requestTokensSpin(),
                                          p->requestTokensP95Spin()};
        // Tab order: the panel's controls in reading order.
        QWidget* at = p->modelCombo();
        QList<QWidget*> visited;
        for (int i = 0; i < 200 && visited.size() < controls.size(); ++i) {
            if (controls.contains(at) && !visited.contains(at))
                visited << at;
            at = at->nextInFocusChain();
        }
        QCOMPARE(visited, controls);
        for (QWidget* control : controls) {
            QVERIFY2(control->focusPolicy() & Qt::TabFocus, control->metaObject()->className());
            QVERIFY2(!control->toolTip().isEmpty(), control->metaObject()->className());
        }
        // Labels carry accelerators for their controls.
        int buddies = 0;
        for (const QLabel* label : p->findChildren<QLabel*>()) {
            if (label->buddy()) {
                QVERIFY2(label->text().contains(QLatin1Char('&')), qPrintable(label->text()));
                ++buddies;
            }
        }
        QVERIFY(buddies >= 14);
    }

    void copyLaunchCommandCopiesTheCoreWritersCommand()
    {
        MainWindow w;
        auto* action = w.findChild<QAction*>(QStringLiteral("copyLaunchCommand"));
        QVERIFY(action);
        QVERIFY(!action->statusTip().isEmpty());
        Scenario s = w.controller()->scenario();
        s.serving.kvCacheDtype = KvCacheDtype::Fp8;
        s.serving.maxModelLen = 32768;
        w.controller()->setScenario(s);
        QGuiApplication::clipboard()->clear();
        action->trigger();
        const QString copied = QGuiApplication::clipboard()->text();
        QCOMPARE(copied, launchCommandFor(w.controller()->scenario()).text());
        QVERIFY2(copied.startsWith(QStringLiteral("vllm serve ")), qPrintable(copied));
        QVERIFY2(copied.contains(QStringLiteral("--kv-cache-dtype fp8")), qPrintable(copied));
        QVERIFY2(copied.contains(QStringLiteral("--max-model-len 32768")), qPrintable(copied));
    }

    void menusFollowDesktopConventions()
    {
        MainWindow w;
        QStringList titles;
        for (QAction* menu : w.menuBar()->actions())
            titles << menu->text().remove(QLatin1Char('&'));
        QCOMPARE(titles, (QStringList{QStringLiteral("File"), QStringLiteral("Edit"), QStringLiteral("View"),
                                      QStringLiteral("Tools"), QStringLiteral("Help")}));
        QList<QKeySequence> shortcuts;
        for (QAction* action : w.findChildren<QAction*>())
            shortcuts << action->shortcuts();
        for (auto standard : {QKeySequence::Open, QKeySequence::Save, QKeySequence::Copy, QKeySequence::Quit,
                              QKeySequence::Undo})
            if (!QKeySequence(standard).isEmpty()) // the offscreen platform binds no Quit
                QVERIFY2(shortcuts.contains(QKeySequence(standard)),
                         qPrintable(QKeySequence(standard).toString()));
        bool about = false;
        for (QAction* action : w.findChildren<QAction*>())
            about = about || action->text().remove(QLatin1Char('&')) == u"About kvbudget";
        QVERIFY(about);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
