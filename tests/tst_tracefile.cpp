// Request traces in CSV: every malformed file gets one message that names the file and the line,
// never a crash; oversized files are refused before they are read.

#include "load/tracefile.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace kvb;

class TestTraceFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void valid_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("rows");
        QTest::addColumn<qint64>("firstPrompt");
        QTest::addColumn<qint64>("lastOutput");
        QTest::addColumn<double>("lastArrival");
        QTest::addRow("two columns, no header")
            << QByteArray("1500,300\n2000,400\n") << 2 << qint64(1500) << qint64(400) << -1.0;
        QTest::addRow("header") << QByteArray("prompt_tokens,output_tokens\n10,20\n") << 1 << qint64(10)
                                << qint64(20) << -1.0;
        QTest::addRow("header with arrivals")
            << QByteArray("prompt_tokens,output_tokens,arrival_s\n10,20,0\n11,21,1.5\n") << 2 << qint64(10)
            << qint64(21) << 1.5;
        QTest::addRow("reordered header, extra column")
            << QByteArray("request_id,output_tokens,arrival_s,prompt_tokens\nabc,20,0.25,10\n") << 1
            << qint64(10) << qint64(20) << 0.25;
        QTest::addRow("quoted header") << QByteArray("\"prompt_tokens\",\"output_tokens\"\n7,8\n") << 1
                                       << qint64(7) << qint64(8) << -1.0;
        QTest::addRow("comments, blanks, CRLF, BOM, spaces")
            << QByteArray("\xEF\xBB\xBF# a trace\r\n\r\n  12 , 34 \r\n# done\r\n56,78\r\n") << 2 << qint64(12)
            << qint64(78) << -1.0;
        QTest::addRow("three columns, exponent")
            << QByteArray("5,6,1e-3\n7,8,2.5E1") << 2 << qint64(5) << qint64(8) << 25.0;
        QTest::addRow("no final newline") << QByteArray("1,1") << 1 << qint64(1) << qint64(1) << -1.0;
    }
    void valid()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, rows);
        QFETCH(qint64, firstPrompt);
        QFETCH(qint64, lastOutput);
        QFETCH(double, lastArrival);
        const auto parsed = parseTrace(text, QStringLiteral("trace.csv"));
        QVERIFY2(parsed.ok(), parsed.ok() ? "" : qPrintable(parsed.error().message));
        QCOMPARE(int(parsed->size()), rows);
        QCOMPARE(parsed->front().promptTokens, firstPrompt);
        QCOMPARE(parsed->back().outputTokens, lastOutput);
        QCOMPARE(parsed->back().arrivalS, lastArrival);
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        QTest::addRow("negative length")
            << QByteArray("100,20\n100,20\n1,2\n#\n\n\n100,-3\n")
            << "trace.csv line 7: output_tokens must be a positive integer (got \"-3\")";
        QTest::addRow("zero length") << QByteArray("0,20\n")
                                     << "trace.csv line 1: prompt_tokens must be a positive "
                                        "integer (got \"0\")";
        QTest::addRow("not a number")
            << QByteArray("prompt_tokens,output_tokens\n12,abc\n")
            << "trace.csv line 2: output_tokens must be a positive integer (got \"abc\")";
        QTest::addRow("fraction") << QByteArray("12.5,3\n")
                                  << "trace.csv line 1: prompt_tokens must be a positive "
                                     "integer (got \"12.5\")";
        QTest::addRow("trailing junk") << QByteArray("12,3x\n")
                                       << "trace.csv line 1: output_tokens must be a positive "
                                          "integer (got \"3x\")";
        QTest::addRow("too long")
            << QByteArray("1,2\n300000000,2\n")
            << "trace.csv line 2: prompt_tokens must be at most 100,000,000 (got \"300000000\")";
        QTest::addRow("overflow") << QByteArray("99999999999999999999999,2\n")
                                  << "trace.csv line 1: prompt_tokens must be at most 100,000,000 (got "
                                     "\"99999999999999999999999\")";
        QTest::addRow("empty field") << QByteArray("1,2\n,2\n") << "trace.csv line 2: prompt_tokens is empty";
        QTest::addRow("missing column")
            << QByteArray("1,2\n3\n")
            << "trace.csv line 2: missing output_tokens: expected 2 comma-separated "
               "values, got 1";
        QTest::addRow("one column") << QByteArray("# x\n3\n")
                                    << "trace.csv line 2: expected 2 or 3 comma-separated values "
                                       "(prompt_tokens,output_tokens[,arrival_s]), got 1";
        QTest::addRow("missing arrival")
            << QByteArray("1,2,0\n3,4,1\n5,6\n")
            << "trace.csv line 3: missing arrival_s: expected 3 comma-separated values, "
               "got 2";
        QTest::addRow("extra column")
            << QByteArray("1,2\n3,4,5\n") << "trace.csv line 2: expected 2 comma-separated values, got 3";
        QTest::addRow("negative arrival")
            << QByteArray("1,2,-1\n")
            << "trace.csv line 1: arrival_s must be a number of seconds, 0 or more (got "
               "\"-1\")";
        QTest::addRow("nan arrival")
            << QByteArray("1,2,nan\n")
            << "trace.csv line 1: arrival_s must be a number of seconds, 0 or more (got "
               "\"nan\")";
        // A 309-digit simulated duration came from here: arrivals beyond a year are refused
        // (limits.h kMaxArrivalSeconds).
        QTest::addRow("arrival 1e308")
            << QByteArray("100,200,0\n100,200,1e308\n")
            << "trace.csv line 2: arrival_s must be at most 31,536,000 seconds, a year (got \"1e308\")";
        QTest::addRow("header without output")
            << QByteArray("prompt_tokens,tokens_out\n1,2\n")
            << "trace.csv line 1: the header must name the columns prompt_tokens "
               "and output_tokens (optionally arrival_s); got "
               "\"prompt_tokens,tokens_out\"";
        QTest::addRow("duplicate column") << QByteArray("prompt_tokens,output_tokens,prompt_tokens\n")
                                          << "trace.csv line 1: the column prompt_tokens appears twice";
        QTest::addRow("empty file") << QByteArray("")
                                    << "trace.csv: the trace is empty (expected lines of "
                                       "prompt_tokens,output_tokens[,arrival_s])";
        QTest::addRow("only comments") << QByteArray("# nothing\n\n  \n")
                                       << "trace.csv: the trace is empty (expected lines of "
                                          "prompt_tokens,output_tokens[,arrival_s])";
        QTest::addRow("header only") << QByteArray("prompt_tokens,output_tokens\n")
                                     << "trace.csv: the trace has a header but no requests";
        QTest::addRow("binary")
            << QByteArray("1,2\n\x01\xff,5\n")
            << "trace.csv line 2: prompt_tokens must be a positive integer (got \"\x01\xEF\xBF\xBD\")";
        QTest::addRow("NUL bytes") << QByteArray("1,2\n3,\0\0\n", 9)
                                   << QStringLiteral(
                                          "trace.csv line 2: output_tokens must be a positive integer (got "
                                          "\"%1\")")
                                          .arg(QString(2, QChar(0)));
    }
    void malformed()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        const auto parsed = parseTrace(text, QStringLiteral("trace.csv"));
        QVERIFY(!parsed.ok());
        QCOMPARE(parsed.error().kind, ErrorKind::InvalidInput);
        QCOMPARE(parsed.error().message, message);
    }

    void rowLimit()
    {
        TraceLimits limits;
        limits.maxRows = 3;
        QVERIFY(parseTrace("1,1\n2,2\n3,3\n", QStringLiteral("t.csv"), limits).ok());
        const auto parsed = parseTrace("1,1\n2,2\n# c\n3,3\n4,4\n", QStringLiteral("t.csv"), limits);
        QVERIFY(!parsed.ok());
        QCOMPARE(parsed.error().message,
                 QStringLiteral("t.csv line 5: more than 3 requests; a trace may hold at most 3"));
    }

    void byteLimit()
    {
        TraceLimits limits;
        limits.maxBytes = 8;
        const auto parsed = parseTrace("100,200\n300,400\n", QStringLiteral("t.csv"), limits);
        QVERIFY(!parsed.ok());
        QCOMPARE(parsed.error().message, QStringLiteral("t.csv is 16 B; a trace may be at most 8 B"));
    }

    // A file over the real 256 MiB limit (sparse, so the test writes almost nothing) is refused by its
    // size, before any of it is read.
    void hugeFileIsRefusedUnread()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("huge.csv"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(300 * MiB));
        file.close();
        const auto parsed = readTraceFile(path);
        QVERIFY(!parsed.ok());
        QCOMPARE(parsed.error().message,
                 QStringLiteral("%1 is 300 MiB; a trace may be at most 256 MiB (sample it, or split it)")
                     .arg(path));
    }

    void files()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString missing = dir.filePath(QStringLiteral("missing.csv"));
        auto parsed = readTraceFile(missing);
        QVERIFY(!parsed.ok());
        QCOMPARE(parsed.error().kind, ErrorKind::NotFound);
        QCOMPARE(parsed.error().message, QStringLiteral("No such trace file: %1").arg(missing));

        parsed = readTraceFile(dir.path());
        QVERIFY(!parsed.ok());
        QVERIFY(parsed.error().message.contains(QStringLiteral("is a folder")));

        const QString good = dir.filePath(QStringLiteral("good.csv"));
        QFile file(good);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("prompt_tokens,output_tokens,arrival_s\n100,10,0\n200,20,0.5\n");
        file.close();
        parsed = readTraceFile(good);
        QVERIFY(parsed.ok());
        QCOMPARE(parsed->size(), std::size_t(2));
        QCOMPARE(parsed->at(1).arrivalS, 0.5);

        const QString bad = dir.filePath(QStringLiteral("bad.csv"));
        QFile badFile(bad);
        QVERIFY(badFile.open(QIODevice::WriteOnly));
        badFile.write("100,10\n200,x\n");
        badFile.close();
        parsed = readTraceFile(bad);
        QVERIFY(!parsed.ok());
        QCOMPARE(parsed.error().message,
                 QStringLiteral("%1 line 2: output_tokens must be a positive integer (got \"x\")").arg(bad));
    }

    // Random bytes biased towards digits, commas, signs and line ends: a result or a message naming a
    // line, never a crash (run under ASan/UBSan in the asan preset).
    void neverCrashes()
    {
        static const char alphabet[] = "0123456789,,,\n\n-+.e# \r\xff\x00"
                                       "abc_";
        Prng prng(2024);
        int ok = 0;
        for (int round = 0; round < 3000; ++round) {
            QByteArray text;
            const int length = static_cast<int>(prng.next() % 200);
            for (int i = 0; i < length; ++i)
                text += alphabet[prng.next() % (sizeof(alphabet) - 1)];
            const auto parsed = parseTrace(text, QStringLiteral("fuzz.csv"));
            if (parsed.ok()) {
                ++ok;
                for (const TraceRow& row : parsed.value())
                    QVERIFY(row.promptTokens >= 1 && row.outputTokens >= 1);
            } else {
                QVERIFY(parsed.error().message.startsWith(QStringLiteral("fuzz.csv")));
            }
        }
        QVERIFY(ok < 3000);
    }

    // A large valid trace parses quickly and completely.
    void manyRows()
    {
        QByteArray text;
        for (int i = 1; i <= 200000; ++i)
            text += QByteArray::number(1000 + i % 1000) + ',' + QByteArray::number(1 + i % 500) + '\n';
        const auto parsed = parseTrace(text, QStringLiteral("big.csv"));
        QVERIFY(parsed.ok());
        QCOMPARE(parsed->size(), std::size_t(200000));
        QCOMPARE(parsed->back().promptTokens, 1000);
    }
};

QTEST_GUILESS_MAIN(TestTraceFile)
#include "tst_tracefile.moc"
