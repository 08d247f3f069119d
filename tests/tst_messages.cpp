// vLLM's own words: Python number formatting, the startup errors and the KV-cache log lines, each
// rebuilt here from vLLM's format strings (docs/vllm-accounting.md §9 and §3) with the plan's numbers.
#include "budget/engine.h"
#include "io/scenariofile.h"
#include "vllm/messages.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace kvb;
using namespace Qt::StringLiterals;

namespace {

Scenario scenario(const QString& id)
{
    return *resolveScenario(id, PresetCatalog::builtin());
}

// vllm/v1/core/kv_cache_utils.py, _check_enough_kv_cache_memory (format_gib = str(round(x / GiB, 2))).
QString maxModelLenError(const Plan& plan)
{
    QString estimatedMsg;
    if (plan.estimatedMaxModelLen > 0)
        estimatedMsg = u"Based on the available memory, the estimated maximum model length is %1. "_s.arg(
            plan.estimatedMaxModelLen);
    return u"To serve at least one request with the model's max seq len (%1), (%2 GiB KV cache is needed, "
           u"which is "
           "larger than the available KV cache memory (%3 GiB). %4Try increasing `gpu_memory_utilization` or "
           "decreasing `max_model_len` when initializing the engine. See "
           "https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details."_s.arg(
               QString::number(plan.settings.maxModelLen), pythonRound2(toGiB(plan.kvNeededForMaxLen)),
               pythonRound2(toGiB(plan.memory.kvCache)), estimatedMsg);
}

// vllm/v1/worker/utils.py: GiB = lambda b: round(b / GiB_bytes, 2), utilization printed as str(float).
QString freeMemoryError(const Plan& plan)
{
    return u"Free memory on device cuda:0 (%1/%2 GiB) on startup is less than desired GPU memory utilization "
           u"(%3, %4 "
           "GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes."_s.arg(
               pythonRound2(toGiB(plan.memory.startupFree())), pythonRound2(toGiB(plan.memory.total)),
               pythonFloat(plan.settings.gpuMemoryUtilization), pythonRound2(toGiB(plan.memory.ceiling)));
}

const QString noBlocksError =
    u"No available memory for the cache blocks. Try increasing `gpu_memory_utilization` "
    "when initializing the engine. See "
    "https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details."_s;

} // namespace

class TestMessages : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pythonRound2_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("79.2") << 79.2 << u"79.2"_s;
        QTest::newRow("8.0") << 8.0 << u"8.0"_s;
        QTest::newRow("12.18") << 12.18 << u"12.18"_s;
        QTest::newRow("-2.14") << -2.14 << u"-2.14"_s;
        QTest::newRow("0.0") << 0.0 << u"0.0"_s;
        QTest::newRow("100") << 100.0 << u"100.0"_s;
        QTest::newRow("14.9888") << 14.9888 << u"14.99"_s;
        QTest::newRow("79.19999") << 79.19999 << u"79.2"_s;
        QTest::newRow("0.1 + 0.2") << 0.1 + 0.2 << u"0.3"_s;
        // Exact binary ties round half to even, as Python's round() does.
        QTest::newRow("0.125") << 0.125 << u"0.12"_s;
        QTest::newRow("3.125") << 3.125 << u"3.12"_s;
        QTest::newRow("54.875") << 54.875 << u"54.88"_s;
        QTest::newRow("-0.375") << -0.375 << u"-0.38"_s;
        // Not ties: the binary value is just below the decimal one.
        QTest::newRow("2.675") << 2.675 << u"2.67"_s;
        QTest::newRow("1.005") << 1.005 << u"1.0"_s;
    }

    void pythonRound2()
    {
        QFETCH(double, value);
        QFETCH(QString, text);
        QCOMPARE(kvb::pythonRound2(value), text);
    }

    void pythonFloat_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("0.9") << 0.9 << u"0.9"_s;
        QTest::newRow("0.92") << 0.92 << u"0.92"_s;
        QTest::newRow("1.0") << 1.0 << u"1.0"_s;
        QTest::newRow("0.5") << 0.5 << u"0.5"_s;
        QTest::newRow("0.1 + 0.2") << 0.1 + 0.2 << u"0.30000000000000004"_s;
        QTest::newRow("0.0001") << 0.0001 << u"0.0001"_s;
        QTest::newRow("1e-05") << 1e-5 << u"1e-05"_s;
        QTest::newRow("1e16") << 1e16 << u"1e+16"_s;
        QTest::newRow("123456789") << 123456789.0 << u"123456789.0"_s;
    }

    void pythonFloat()
    {
        QFETCH(double, value);
        QFETCH(QString, text);
        QCOMPARE(kvb::pythonFloat(value), text);
    }

    void pythonFixed()
    {
        QCOMPARE(kvb::pythonFixed(3.43, 2), u"3.43"_s);
        QCOMPARE(kvb::pythonFixed(3.125, 2), u"3.12"_s); // '%.2f' % 3.125
        QCOMPARE(kvb::pythonFixed(3.375, 2), u"3.38"_s);
        QCOMPARE(kvb::pythonFixed(-1.005, 2), u"-1.00"_s);
        QCOMPARE(kvb::pythonFixed(54.8, 2), u"54.80"_s);
        QCOMPARE(kvb::pythonFixed(2.5, 0), u"2"_s);
    }

    void withThousands_data()
    {
        QTest::addColumn<qint64>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("131072") << qint64{131072} << u"131,072"_s;
        QTest::newRow("0") << qint64{0} << u"0"_s;
        QTest::newRow("-1000") << qint64{-1000} << u"-1,000"_s;
        QTest::newRow("999") << qint64{999} << u"999"_s;
        QTest::newRow("-999") << qint64{-999} << u"-999"_s;
        QTest::newRow("1234567") << qint64{1234567} << u"1,234,567"_s;
        QTest::newRow("max") << std::numeric_limits<qint64>::max() << u"9,223,372,036,854,775,807"_s;
        QTest::newRow("min") << std::numeric_limits<qint64>::min() << u"-9,223,372,036,854,775,808"_s;
    }

    void withThousands()
    {
        QFETCH(qint64, value);
        QFETCH(QString, text);
        QCOMPARE(kvb::withThousands(value), text);
    }

    void fits()
    {
        const Scenario s = scenario(u"seed-llama31-8b-h100"_s);
        const Plan plan = computePlan(s);
        QCOMPARE(plan.verdict, Verdict::Fits);
        QCOMPARE(vllmStartupError(plan), QString());
        // v0.21: weights, the CUDA-graph notice, the pool, its size in tokens, the concurrency.
        const QStringList lines = vllmLogLines(plan);
        QCOMPARE(lines.size(), 5);
        QCOMPARE(lines.at(0),
                 u"Model loading took %1 GiB memory"_s.arg(kvb::pythonRound2(toGiB(plan.memory.weights))));
        QVERIFY(lines.at(1).startsWith(
            u"CUDA graph memory profiling is enabled (default since v0.21.0). The current "
            u"--gpu-memory-utilization=0.9200 is equivalent to"_s));
        QCOMPARE(lines.at(2),
                 u"Available KV cache memory: %1 GiB"_s.arg(kvb::pythonRound2(toGiB(plan.memory.kvCache))));
        QCOMPARE(lines.at(3), u"GPU KV cache size: %1 tokens"_s.arg(kvb::withThousands(plan.kvTokens)));
        QCOMPARE(lines.at(4), u"Maximum concurrency for 131,072 tokens per request: %1x"_s.arg(
                                  kvb::pythonFixed(plan.maxConcurrency, 2)));
        const QString headline = verdictHeadline(plan);
        QVERIFY(headline.contains(kvb::withThousands(plan.kvTokens)));
        QVERIFY(headline.contains(kvb::pythonFixed(plan.maxConcurrency, 2) + u'x'));
    }

    // "%.2fx" rounds an exact tie half to even: 25 blocks for 8-block requests print "3.12x", not "3.13x".
    void concurrencyTieRoundsToEven()
    {
        Scenario s = scenario(u"seed-llama31-8b-h100"_s);
        s.serving.maxModelLen = 128;
        bool found = false;
        for (Bytes blocks = 16; blocks < 64 && !found; ++blocks) {
            s.serving.kvCacheMemoryBytes = blocks * 16 * 128 * KiB;
            const Plan plan = computePlan(s);
            const double hundredths = plan.maxConcurrency * 100.0;
            if (!plan.fits() || hundredths - std::floor(hundredths) != 0.5)
                continue;
            found = true;
            const auto whole = static_cast<qint64>(std::floor(hundredths));
            const qint64 even = whole % 2 == 0 ? whole : whole + 1;
            const QString expected = u"%1.%2x"_s.arg(even / 100).arg(even % 100, 2, 10, QLatin1Char('0'));
            QCOMPARE(vllmLogLines(plan).last(),
                     u"Maximum concurrency for 128 tokens per request: "_s + expected);
        }
        QVERIFY(found);
    }

    void insufficientFreeMemory()
    {
        const Scenario s = scenario(u"seed-util-half-24gb-busy"_s);
        const Plan plan = computePlan(s);
        QCOMPARE(plan.verdict, Verdict::InsufficientFreeMemory);
        QCOMPARE(vllmStartupError(plan), freeMemoryError(plan));
        QCOMPARE(vllmErrorClass(plan.verdict), u"ValueError"_s);
        QCOMPARE(vllmLogLines(plan), QStringList()); // vLLM stops before it profiles
    }

    // vLLM's free-memory guard for the busy 24 GiB card, rebuilt: 23.56 GiB visible, 12.18 GiB free, util
    // 0.92.
    void insufficientFreeMemoryLiteral()
    {
        Scenario s = scenario(u"default"_s);
        s.gpu = GpuSpec{u"custom"_s, u"24 GB card"_s, fromGiB(23.557), 8.9, 24, 1};
        s.serving.gpuMemoryUtilization = 0.92;
        s.serving.maxModelLen = 8192;
        const Bytes context = computePlan(s).memory.cudaContext;
        s.serving.otherProcessesBytes = s.gpu.totalBytes - context - fromGiB(12.18);
        const Plan plan = computePlan(s);
        QCOMPARE(plan.verdict, Verdict::InsufficientFreeMemory);
        QCOMPARE(vllmStartupError(plan),
                 u"Free memory on device cuda:0 (12.18/23.56 GiB) on startup is less than desired GPU memory "
                 "utilization (0.92, 21.67 GiB). Decrease GPU memory utilization or reduce GPU memory used "
                 "by other "
                 "processes."_s);

        // Before #30868 (~0.14) the message names no device, as the public 0.10 and 0.11 logs show:
        // "Free memory on device (5.92/79.19 GiB) on startup is less than desired ...".
        Scenario older = s;
        older.serving.vllmVersion = {0, 11, 0};
        older.serving.gpuMemoryUtilization = 0.92;
        const QString message = vllmStartupError(computePlan(older));
        QVERIFY2(message.startsWith(u"Free memory on device (12.18/23.56 GiB) on startup"_s),
                 qPrintable(message));
    }

    void weightsExceedMemory()
    {
        Scenario s = scenario(u"default"_s);
        s.model = *PresetCatalog::builtin().model(u"llama-3.1-405b"_s);
        s.gpu = *PresetCatalog::builtin().gpu(u"l4"_s);
        s.serving.maxModelLen = 8192;
        const Plan plan = computePlan(s);
        QCOMPARE(plan.verdict, Verdict::WeightsExceedMemory);
        const QString message = vllmStartupError(plan);
        QVERIFY2(message.startsWith(u"CUDA out of memory while loading the model"_s), qPrintable(message));
        QVERIFY(
            message.contains(u"need %1 GiB per GPU"_s.arg(kvb::pythonRound2(toGiB(plan.memory.weights)))));
        QCOMPARE(vllmErrorClass(plan.verdict), u"torch.OutOfMemoryError"_s);
        QCOMPARE(vllmLogLines(plan), QStringList());
    }

    void noMemoryForCacheBlocks()
    {
        Scenario s = scenario(u"seed-llama31-8b-h100"_s); // 3 GiB of overhead
        s.serving.overrides.weights = 10 * GiB;
        s.serving.gpuMemoryUtilization = 0.15; // a ceiling of 11.88 GiB
        const Plan plan = computePlan(s);
        QCOMPARE(plan.verdict, Verdict::NoMemoryForCacheBlocks);
        QCOMPARE(vllmStartupError(plan), noBlocksError);
        const QStringList lines = vllmLogLines(plan);
        QCOMPARE(lines.size(), 3); // no blocks, so no size or concurrency lines
        QCOMPARE(lines.at(2),
                 u"Available KV cache memory: %1 GiB"_s.arg(kvb::pythonRound2(toGiB(plan.memory.kvCache))));
        QVERIFY(lines.at(2).startsWith(u"Available KV cache memory: -"_s));
    }

    void maxModelLenTooLarge()
    {
        Scenario s = scenario(u"seed-llama31-8b-h100"_s);
        s.serving.gpuMemoryUtilization = 0.3; // 23.8 GiB ceiling: 5.8 GiB of KV for a 16 GiB request
        const Plan plan = computePlan(s);
        QCOMPARE(plan.verdict, Verdict::MaxModelLenTooLarge);
        QVERIFY(plan.estimatedMaxModelLen > 0);
        QCOMPARE(vllmStartupError(plan), maxModelLenError(plan));
        QCOMPARE(vllmErrorClass(plan.verdict), u"ValueError"_s);
        QCOMPARE(vllmLogLines(plan).size(), 5);
    }

    // vLLM drops the estimate sentence when not even one token fits (a pool smaller than one block).
    void maxModelLenTooLargeWithoutEstimate()
    {
        const Scenario s = scenario(u"seed-llama31-8b-h100"_s);
        Plan plan;
        plan.rules = accountingRulesFor(newestModelledVersion());
        plan.verdict = Verdict::MaxModelLenTooLarge;
        plan.settings.maxModelLen = 131072;
        plan.kvNeededForMaxLen = 16 * GiB;
        plan.memory.kvCache = 1000;
        plan.estimatedMaxModelLen = 0;
        const QString message = vllmStartupError(plan);
        QCOMPARE(message, maxModelLenError(plan));
        QVERIFY(message.contains(u"(16.0 GiB KV cache is needed"_s));
        QVERIFY(message.contains(u"available KV cache memory (0.0 GiB). Try increasing"_s));
    }

    void invalidInput()
    {
        Scenario s = scenario(u"default"_s);
        s.serving.gpuMemoryUtilization = 0.0;
        const Plan plan = computePlan(s);
        QCOMPARE(plan.verdict, Verdict::InvalidInput);
        QCOMPARE(vllmStartupError(plan), plan.inputError);
        QCOMPARE(vllmLogLines(plan), QStringList());
        QVERIFY(!verdictHeadline(plan).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestMessages)
#include "tst_messages.moc"
