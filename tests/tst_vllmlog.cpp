// The vLLM log parser (core/vllm/vllmlog.h), fed lines built from vLLM's own format strings
// (docs/vllm-accounting.md §9) for each version, then truncated, stripped of units and buried in garbage.

#include "vllm/vllmlog.h"

#include <QRandomGenerator>
#include <QtTest>

using namespace kvb;

namespace {

// vLLM's log prefixes vary by version; the parser must not care.
QString prefixed(const QString& line, int style)
{
    switch (style % 3) {
    case 0:
        return QStringLiteral("INFO 12-13 19:54:18 worker.py:243] ") + line;
    case 1:
        return QStringLiteral("(EngineCore_DP0 pid=6880) INFO 10-31 15:07:49 [gpu_worker.py:298] ") + line;
    default:
        return line;
    }
}

ParsedVllmLog parse(const QString& text)
{
    auto result = parseVllmLog(text);
    if (!result)
        qFatal("%s", qPrintable(result.error().message));
    return result.value();
}

} // namespace

class TestVllmLog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void weightsLines_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<double>("gib");
        QTest::addRow("V0 <= 0.7") << QString::asprintf("Loading model weights took %.4f GB", 14.9888)
                                   << 14.9888;
        QTest::addRow("V1 2025-03 GB")
            << QString::asprintf("Model loading took %.4f GB and %.6f seconds", 15.0, 3.5) << 15.0;
        QTest::addRow("V1 GiB") << QString::asprintf("Model loading took %.4f GiB and %.6f seconds", 34.4340,
                                                     18.379190)
                                << 34.434;
        QTest::addRow("V1 2025-11") << QString::asprintf(
                                           "Model loading took %.4f GiB memory and %.6f seconds", 65.9651,
                                           12.799889)
                                    << 65.9651;
        QTest::addRow("format_gib") << QStringLiteral(
                                           "Model loading took 8.1 GiB memory and 2.000000 seconds")
                                    << 8.1;
    }

    void weightsLines()
    {
        QFETCH(QString, line);
        QFETCH(double, gib);
        for (int style = 0; style < 3; ++style) {
            const ParsedVllmLog log = parse(prefixed(line, style));
            QVERIFY(log.figures.weightsGiB);
            QCOMPARE(*log.figures.weightsGiB, gib);
            QVERIFY(log.problems.isEmpty());
        }
    }

    void oneLineProfile064()
    {
        const QString line = QString::asprintf(
            "Memory profiling results: duration=%.2f seconds, total_gpu_memory=%.2fGiB, "
            "initial_memory_usage=%.2fGiB, "
            "peak_torch_memory=%.2fGiB, memory_usage_post_profile=%.2fGiB, non_torch_memory=%.2fGiB, "
            "kv_cache_size=%.2fGiB, gpu_memory_utilization=%.2f.",
            1.25, 23.58, 15.34, 17.06, 15.35, 0.35, 3.81, 0.90);
        const ParsedVllmLog log = parse(prefixed(line, 0));
        QCOMPARE(*log.totalGiB, 23.58);
        QCOMPARE(*log.peakTorchGiB, 17.06);
        QCOMPARE(*log.figures.nonTorchGiB, 0.35);
        QCOMPARE(*log.figures.availableKvGiB, 3.81);
        QCOMPARE(*log.utilization, 0.90);
        QCOMPARE(log.versionHint->minor, 6);
        QCOMPARE(log.versionHint->patch, 4);
        QCOMPARE(*log.engineHint, EngineKind::V0);
    }

    void threeLineProfile()
    {
        const QString text =
            prefixed(QStringLiteral("Memory profiling takes %1 seconds").arg(0.75), 0) + QLatin1Char('\n') +
            prefixed(QString::asprintf("the current vLLM instance can use total_gpu_memory (%.2fGiB) x "
                                       "gpu_memory_utilization (%.2f) = %.2fGiB",
                                       79.22, 0.90, 71.29),
                     0) +
            QLatin1Char('\n') +
            prefixed(QString::asprintf(
                         "model weights take %.2fGiB; non_torch_memory takes %.2fGiB; PyTorch activation "
                         "peak memory takes %.2fGiB; the rest of the memory reserved for KV Cache is "
                         "%.2fGiB.",
                         19.86, 0.16, 36.63, 14.65),
                     0) +
            QLatin1Char('\n') + prefixed(QStringLiteral("# cuda blocks: 6001, # CPU blocks: 1638"), 0);
        const ParsedVllmLog log = parse(text);
        QCOMPARE(*log.requestedGiB, 71.29);
        QCOMPARE(*log.figures.weightsGiB, 19.86);
        QCOMPARE(*log.figures.nonTorchGiB, 0.16);
        QCOMPARE(*log.figures.activationGiB, 36.63);
        QCOMPARE(*log.figures.availableKvGiB, 14.65);
        QCOMPARE(*log.figures.numGpuBlocks, std::int64_t{6001});
        QCOMPARE(*log.cpuBlocks, std::int64_t{1638});
        QCOMPARE(log.recognized.size(), 3);
        QVERIFY(log.problems.isEmpty());
        QVERIFY(*log.figures.started);
    }

    void blockLineSpellings_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<qint64>("blocks");
        QTest::addRow("V0 <= 0.6") << QStringLiteral("# GPU blocks: 1952, # CPU blocks: 2048")
                                   << qint64(1952);
        QTest::addRow("V0 0.7.0") << QStringLiteral("# CUDA blocks: 6001, # CPU blocks: 1638")
                                  << qint64(6001);
        QTest::addRow("V0 0.7.3") << QStringLiteral("# cuda blocks: 7299, # CPU blocks: 2048")
                                  << qint64(7299);
        QTest::addRow("V1 Jan 2025") << QStringLiteral("# GPU blocks: 28115") << qint64(28115);
        QTest::addRow("zero") << QStringLiteral("# cuda blocks: 0, # CPU blocks: 4681") << qint64(0);
    }

    void blockLineSpellings()
    {
        QFETCH(QString, line);
        QFETCH(qint64, blocks);
        const ParsedVllmLog log = parse(line);
        QCOMPARE(qint64(*log.figures.numGpuBlocks), blocks);
    }

    void v1Lines()
    {
        const QString text =
            QString::asprintf("Available KV cache memory: %.2f GiB\n", 28.20) +
            QStringLiteral("GPU KV cache size: %1 tokens\n").arg(QStringLiteral("184,832")) +
            QString::asprintf("Maximum concurrency for %s tokens per request: %.2fx\n", "16,000", 11.55);
        const ParsedVllmLog log = parse(text);
        QCOMPARE(*log.figures.availableKvGiB, 28.20);
        QCOMPARE(*log.figures.kvTokens, std::int64_t{184832});
        QCOMPARE(*log.figures.maxConcurrency, 11.55);
        QCOMPARE(*log.figures.concurrencyForTokens, std::int64_t{16000});
        QCOMPARE(*log.maxModelLen, std::int64_t{16000});
        QCOMPARE(*log.engineHint, EngineKind::V1);
        QVERIFY(*log.figures.started);
    }

    void v0ConcurrencyRaw()
    {
        const ParsedVllmLog log =
            parse(QStringLiteral("Maximum concurrency for 20000 tokens per request: 1.56x"));
        QCOMPARE(*log.figures.concurrencyForTokens, std::int64_t{20000});
    }

    void negativeAvailable()
    {
        const ParsedVllmLog log = parse(QStringLiteral("Available KV cache memory: -2.14 GiB"));
        QCOMPARE(*log.figures.availableKvGiB, -2.14);
    }

    void cudaGraphLines()
    {
        const QString text =
            QString::asprintf(
                "CUDA graph memory profiling is enabled (default since v0.21.0). The current "
                "--gpu-memory-utilization=%.4f is equivalent to --gpu-memory-utilization=%.4f without CUDA "
                "graph memory profiling. To maintain the same effective KV cache size as before, increase "
                "--gpu-memory-utilization to %.4f. To disable, set "
                "VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=0.\n",
                0.92, 0.9149, 0.9251) +
            QStringLiteral("CUDA graph pool memory: 0.41 GiB (actual), 0.42 GiB (estimated), difference: "
                           "0.01 GiB (2.4%).\n") +
            QString::asprintf("Graph capturing finished in %.0f secs, took %.2f GiB\n", 12.0, 0.41);
        const ParsedVllmLog log = parse(text);
        QCOMPARE(*log.utilization, 0.92);
        QCOMPARE(*log.figures.cudaGraphGiB, 0.41);
        QCOMPARE(log.versionHint->minor, 21);
    }

    void memoryBreakdown21489()
    {
        const ParsedVllmLog log =
            parse(QStringLiteral("Free memory on device (78.57/79.18 GiB) on startup. Desired GPU memory "
                                 "utilization is (0.9, 71.26 GiB). "
                                 "Actual usage is 14.99 GiB for weight, 4.76 GiB for peak activation, 0.13 "
                                 "GiB for non-torch memory, and "
                                 "-0.45 GiB for CUDAGraph memory. Replace gpu_memory_utilization config with "
                                 "`--kv-cache-memory=55491753575`"));
        QCOMPARE(*log.figures.weightsGiB, 14.99);
        QCOMPARE(*log.figures.activationGiB, 4.76);
        QCOMPARE(*log.figures.nonTorchGiB, 0.13);
        QCOMPARE(*log.figures.cudaGraphGiB, -0.45);
    }

    void startupErrors_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("error");
        QTest::addRow("free memory guard")
            << QStringLiteral(
                   "ValueError: Free memory on device cuda:0 (12.18/23.56 GiB) on startup is less than "
                   "desired "
                   "GPU memory utilization (0.92, 21.67 GiB). Decrease GPU memory utilization or reduce GPU "
                   "memory used by other processes.")
            << "insufficient_free_memory";
        QTest::addRow("no memory")
            << QStringLiteral("ValueError: No available memory for the cache blocks. Try increasing "
                              "`gpu_memory_utilization` when initializing the engine.")
            << "no_memory_for_cache_blocks";
        QTest::addRow("max len with estimate")
            << QStringLiteral(
                   "ValueError: To serve at least one request with the models's max seq len (262144), (62.00 "
                   "GiB "
                   "KV cache is needed, which is larger than the available KV cache memory (48.66 GiB). "
                   "Based "
                   "on the available memory, the estimated maximum model length is 205728. Try increasing "
                   "`gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.")
            << "max_model_len_too_large";
        QTest::addRow("max len 0.8.0 GB")
            << QStringLiteral(
                   "ValueError: To serve at least one request with the models's max seq len (131072), (16.00 "
                   "GB "
                   "KV cache is needed, which is larger than the available KV cache memory (10.00 GB). Try "
                   "increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the "
                   "engine.")
            << "max_model_len_too_large";
        QTest::addRow("V0 max len")
            << QStringLiteral("The model's max seq len (29000) is larger than the maximum number of "
                              "tokens that can be stored in KV cache (23648). Try increasing "
                              "`gpu_memory_utilization` or decreasing `max_model_len` when "
                              "initializing the engine.")
            << "max_model_len_too_large";
    }

    void startupErrors()
    {
        QFETCH(QString, line);
        QFETCH(QString, error);
        const ParsedVllmLog log = parse(line);
        QCOMPARE(log.error, error);
        QVERIFY(log.figures.started.has_value() && !*log.figures.started);
    }

    void maxLenErrorFigures()
    {
        const ParsedVllmLog log =
            parse(QStringLiteral("To serve at least one request with the model's max seq len (262144), "
                                 "(62.00 GiB KV cache is needed, which is "
                                 "larger than the available KV cache memory (55.65 GiB). Based on the "
                                 "available memory, the estimated maximum "
                                 "model length is 235296."));
        QCOMPARE(*log.maxModelLen, std::int64_t{262144});
        QCOMPARE(*log.kvNeededGiB, 62.0);
        QCOMPARE(*log.figures.availableKvGiB, 55.65);
        QCOMPARE(*log.figures.estimatedMaxModelLen, std::int64_t{235296});
    }

    void missingUnitsAreReported()
    {
        auto result = parseVllmLog(
            QStringLiteral("Model loading took 14.99 GiB memory\nAvailable KV cache memory: 54.88\n"));
        QVERIFY(result);
        QVERIFY(!result->figures.availableKvGiB);
        QCOMPARE(result->problems.size(), 1);
        QVERIFY(result->problems.first().startsWith(QLatin1String("line 2:")));
        QVERIFY(result->problems.first().contains(QLatin1String("Available KV cache memory")));
        QCOMPARE(*result->figures.weightsGiB, 14.99); // what could be read is kept
    }

    // A damaged thousands separator is a malformed line, not a smaller number ("420,9" is not 4,209).
    void misgroupedCountsAreReported()
    {
        auto result =
            parseVllmLog(QStringLiteral("Model loading took 14.99 GiB memory\n"
                                        "GPU KV cache size: 420,9 tokens\n"
                                        "Maximum concurrency for 13,1072 tokens per request: 3.30x\n"));
        QVERIFY(result);
        QVERIFY(!result->figures.kvTokens);
        QVERIFY(!result->figures.maxConcurrency);
        QCOMPARE(result->problems.size(), 2);
        QVERIFY(result->problems.at(0).startsWith(QLatin1String("line 2:")));
        QVERIFY(result->problems.at(1).startsWith(QLatin1String("line 3:")));
        QCOMPARE(*result->figures.weightsGiB, 14.99);
        // Plain digits, as older versions print them, still read.
        QCOMPARE(*parseVllmLog(QStringLiteral("GPU KV cache size: 4209 tokens"))->figures.kvTokens,
                 std::int64_t{4209});
    }

    void nothingRecognisedIsAnError()
    {
        auto result = parseVllmLog(QStringLiteral("INFO starting server\nWARNING something else\n"));
        QVERIFY(!result);
        QVERIFY(result.error().message.contains(QLatin1String("No vLLM memory lines")));
        QVERIFY(!parseVllmLog(QString()));
    }

    // Every prefix of every known line either reads or is reported; nothing crashes.
    void truncatedLinesNeverCrash()
    {
        const QStringList lines = {
            QStringLiteral("Loading model weights took 14.9888 GB"),
            QStringLiteral(
                "Memory profiling results: total_gpu_memory=23.58GiB initial_memory_usage=15.34GiB "
                "peak_torch_memory=17.06GiB memory_usage_post_profile=15.35GiB non_torch_memory=0.35GiB "
                "kv_cache_size=3.81GiB gpu_memory_utilization=0.90"),
            QStringLiteral(
                "model weights take 5.20GiB; non_torch_memory takes 0.03GiB; PyTorch activation peak memory "
                "takes 1.42GiB; the rest of the memory reserved for KV Cache is -1.05GiB."),
            QStringLiteral("# cuda blocks: 7299, # CPU blocks: 2048"),
            QStringLiteral("Maximum concurrency for 131,072 tokens per request: 3.43x"),
            QStringLiteral("GPU KV cache size: 449,840 tokens"),
            QStringLiteral(
                "Free memory on device cuda:0 (12.18/23.56 GiB) on startup is less than desired GPU memory "
                "utilization (0.92, 21.67 GiB)."),
        };
        for (const QString& line : lines) {
            for (qsizetype cut = 1; cut <= line.size(); ++cut) {
                auto result = parseVllmLog(line.left(cut));
                if (result)
                    QVERIFY(!result->recognized.isEmpty());
                else
                    QVERIFY(!result.error().message.isEmpty());
            }
        }
    }

    void garbageNeverCrashes()
    {
        QRandomGenerator rng(20261129);
        const QString seed = QStringLiteral("Available KV cache memory: 54.88 GiB\n# GPU blocks: 28115\n"
                                            "Maximum concurrency for 131,072 tokens per request: 3.43x\n");
        for (int round = 0; round < 300; ++round) {
            QString text = seed;
            for (int edit = 0; edit < 8; ++edit) {
                const auto at = static_cast<qsizetype>(rng.bounded(static_cast<quint32>(text.size())));
                text[at] = QChar(static_cast<char16_t>(rng.bounded(32u, 0x2FFFu)));
            }
            auto result = parseVllmLog(text);
            QVERIFY(result || !result.error().message.isEmpty());
        }
        QByteArray bytes(4096, '\0');
        for (auto& b : bytes)
            b = static_cast<char>(rng.bounded(256));
        QVERIFY(!parseVllmLog(QString::fromLatin1(bytes)));
    }
};

QTEST_GUILESS_MAIN(TestVllmLog)
#include "tst_vllmlog.moc"
