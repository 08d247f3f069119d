// Bad input and bad outputs for the built kvbudget, end to end: a full disk under standard output, a
// device, a FIFO, a folder or an oversized file where a price list or a lesson is read, standard input
// that arrives in pieces or never ends, and outputs that cannot be written. Each must end quickly with
// the README's exit code and one message, and leave no file the user did not ask for.

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

const QString kBinary = QStringLiteral(KVBUDGET_BINARY);

// The four lines vLLM V1 logs for the seed scenario (Llama 3.1 8B on an H100 SXM 80GB).
const QByteArray kLogHead =
    "INFO 01-01 00:00:00 [gpu_model_runner.py:1] Model loading took 14.99 GiB memory and 5.0 seconds\n";
const QByteArray kLogTail = "INFO 01-01 00:00:00 [gpu_worker.py:1] Available KV cache memory: 54.88 GiB\n"
                            "INFO 01-01 00:00:00 [kv_cache_utils.py:1] GPU KV cache size: 449,568 tokens\n"
                            "INFO 01-01 00:00:00 [kv_cache_utils.py:1] Maximum concurrency for 131,072 "
                            "tokens per request: 3.43x\n";

struct Run
{
    bool finished = false;
    int exit = -1;
    QString out;
    QString err;
};

void prepare(QProcess& p, const QString& dir)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(dir);
}

Run finish(QProcess& p, int timeoutMs = 20000)
{
    Run r;
    r.finished = p.waitForFinished(timeoutMs);
    if (!r.finished) {
        p.kill();
        p.waitForFinished(2000);
    }
    r.exit = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

Run run(const QStringList& args, const QString& dir, const QString& stdoutFile = {})
{
    QProcess p;
    prepare(p, dir);
    p.setStandardInputFile(QProcess::nullDevice());
    if (!stdoutFile.isEmpty())
        p.setStandardOutputFile(stdoutFile);
    p.start(kBinary, args);
    return finish(p);
}

QString describe(const Run& r)
{
    return QStringLiteral("exit %1%2\nstderr: %3")
        .arg(r.exit)
        .arg(r.finished ? QString() : QStringLiteral(" (hung)"))
        .arg(r.err.left(400));
}

// stderr without Qt's own notes about the offscreen platform.
QStringList messageLines(const QString& err)
{
    QStringList lines;
    for (const QString& line : err.split(u'\n', Qt::SkipEmptyParts))
        if (line.startsWith(u"kvbudget"))
            lines << line;
    return lines;
}

const QStringList kFit = {u"fit"_s, u"--model"_s,          u"llama-3.1-8b"_s, u"--concurrency"_s,
                          u"10"_s,  u"--request-tokens"_s, u"100"_s};

} // namespace

class TestCliBadInput : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    bool m_gui = false;

    QString path(const QString& name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(QDir(m_dir.path()).mkdir(QStringLiteral("adir")));
        QVERIFY(::mkfifo(QFile::encodeName(path(u"fifo"_s)).constData(), 0600) == 0);
        // Sparse: 70 MiB on paper, over the 64 MiB cap, without writing them.
        QFile huge(path(u"huge.json"_s));
        QVERIFY(huge.open(QIODevice::WriteOnly));
        QVERIFY(huge.resize(70 * 1024 * 1024));
        // Slide decks and reports need the ui's renderer: a build without it says so.
        const Run probe = run({u"report"_s, u"-o"_s, u"probe.html"_s}, m_dir.path());
        m_gui = !probe.err.contains(u"without the GUI");
    }

    // README "Exit codes": a write that fails is exit 4 with the file and the reason, for every
    // command's standard output, not only for -o.
    void fullStandardOutput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<bool>("gui");
        QTest::addRow("plan") << QStringList{u"plan"_s} << false;
        QTest::addRow("plan refuses") << QStringList{u"plan"_s, u"--model"_s, u"llama-3.1-70b"_s} << false;
        QTest::addRow("plan json") << QStringList{u"plan"_s, u"--format"_s, u"json"_s} << false;
        QTest::addRow("compare") << QStringList{u"compare"_s, u"default"_s, u"seed-llama31-8b-h100"_s}
                                 << false;
        QTest::addRow("simulate csv") << QStringList{u"simulate"_s, u"--format"_s, u"csv"_s} << false;
        QTest::addRow("validate") << QStringList{u"validate"_s} << false;
        QTest::addRow("list") << QStringList{u"list"_s, u"models"_s} << false;
        QTest::addRow("fit") << kFit << false;
        QTest::addRow("help") << QStringList{u"--help"_s} << false;
        QTest::addRow("lesson") << QStringList{u"lesson"_s, u"gpu-tetris"_s} << true;
    }
    void fullStandardOutput()
    {
        QFETCH(QStringList, args);
        QFETCH(bool, gui);
        if (!QFileInfo::exists(u"/dev/full"_s))
            QSKIP("no /dev/full on this system");
        if (gui && !m_gui)
            QSKIP("built without the GUI");
        const Run r = run(args, m_dir.path(), u"/dev/full"_s);
        QVERIFY2(r.exit == 4, qPrintable(describe(r)));
        const QStringList lines = messageLines(r.err);
        QVERIFY2(lines.size() == 1 &&
                     lines.first().contains(u"Cannot write /dev/full: No space left on device"),
                 qPrintable(r.err));
    }

    // `fit --prices` reads like every other file input: bounded, and a missing file or a folder is
    // invalid input (2), not a file error (4).
    void fitPrices_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("words");
        QTest::addRow("/dev/zero") << u"/dev/zero"_s << u"not a regular file"_s;
        QTest::addRow("/dev/urandom") << u"/dev/urandom"_s << u"not a regular file"_s;
        QTest::addRow("fifo") << u"fifo"_s << u"not a regular file"_s;
        QTest::addRow("folder") << u"adir"_s << u"is a folder"_s;
        QTest::addRow("missing") << u"no-such.json"_s << u"no-such.json"_s;
        QTest::addRow("huge") << u"huge.json"_s << u"too large"_s;
    }
    void fitPrices()
    {
        QFETCH(QString, file);
        QFETCH(QString, words);
        const Run r = run(kFit + QStringList{u"--prices"_s, file}, m_dir.path());
        QVERIFY2(r.exit == 2, qPrintable(describe(r)));
        QVERIFY2(r.err.contains(words), qPrintable(r.err));
        QCOMPARE(messageLines(r.err).size(), 1);
    }

    void lessonFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("words");
        QTest::addRow("/dev/zero") << u"/dev/zero"_s << u"not a regular file"_s;
        QTest::addRow("/dev/urandom") << u"/dev/urandom"_s << u"not a regular file"_s;
        QTest::addRow("fifo") << u"fifo"_s << u"not a regular file"_s;
        QTest::addRow("folder") << u"adir"_s << u"is a folder"_s;
        QTest::addRow("huge") << u"huge.json"_s << u"too large"_s;
        QTest::addRow("missing") << u"no-such.json"_s << u"No lesson named"_s;
    }
    void lessonFiles()
    {
        QFETCH(QString, file);
        QFETCH(QString, words);
        const Run r = run({u"lesson"_s, file}, m_dir.path());
        QVERIFY2(r.exit == 2, qPrintable(describe(r)));
        QVERIFY2(r.err.contains(words), qPrintable(r.err));
    }

    // A deck goes where -o says, as a PDF: no ".pdf" is appended behind the user's back, and a device
    // gets the PDF written into it (a full one is exit 4).
    void lessonOutput()
    {
        if (!m_gui)
            QSKIP("built without the GUI");
        Run r = run({u"lesson"_s, u"gpu-tetris"_s, u"-o"_s, u"adir"_s}, m_dir.path());
        QVERIFY2(r.exit == 2 && r.err.contains(u"-o FILE.pdf"), qPrintable(describe(r)));
        QVERIFY(!QFileInfo::exists(path(u"adir.pdf"_s)));
        r = run({u"lesson"_s, u"gpu-tetris"_s, u"-o"_s, u"deck"_s}, m_dir.path());
        QVERIFY2(r.exit == 2, qPrintable(describe(r)));
        QVERIFY(!QFileInfo::exists(path(u"deck.pdf"_s)));
        if (QFileInfo::exists(u"/dev/full"_s)) {
            r = run({u"lesson"_s, u"gpu-tetris"_s, u"-o"_s, u"/dev/full"_s}, m_dir.path());
            QVERIFY2(r.exit == 4 && r.err.contains(u"No space left on device"), qPrintable(describe(r)));
        }
    }

    // `--log -` reads until the writer closes the pipe, not what the first read happens to return.
    void calibrateStdinInPieces()
    {
        QProcess p;
        prepare(p, m_dir.path());
        p.start(kBinary, {u"calibrate"_s, u"--log"_s, u"-"_s, u"--model"_s, u"llama-3.1-8b"_s, u"--gpu"_s,
                          u"h100-sxm-80gb"_s, u"--format"_s, u"json"_s});
        QVERIFY(p.waitForStarted());
        p.write(kLogHead);
        QVERIFY(p.waitForBytesWritten(5000));
        QThread::msleep(700); // the reader must wait for the rest
        QVERIFY(!p.waitForFinished(100));
        p.write(kLogTail);
        QVERIFY(p.waitForBytesWritten(5000));
        p.closeWriteChannel();
        const Run r = finish(p);
        QVERIFY2(r.exit == 0, qPrintable(describe(r)));
        // The KV lines arrived second: the logged pool is theirs, not null.
        double loggedKv = -1;
        const QJsonArray rows =
            QJsonDocument::fromJson(r.out.toUtf8()).object().value(u"comparison").toArray();
        for (const QJsonValue& row : rows)
            if (row.toObject().value(u"id").toString() == u"kv_cache")
                loggedKv = row.toObject().value(u"logged").toDouble(-1);
        QVERIFY2(loggedKv == 54.88, qPrintable(r.out.left(600)));
    }

    // A pipe that never ends stops at the 64 MiB cap with one message.
    void calibrateStdinCap()
    {
        if (QStandardPaths::findExecutable(u"yes"_s).isEmpty())
            QSKIP("no yes(1)");
        QProcess p;
        prepare(p, m_dir.path());
        p.start(u"/bin/sh"_s,
                {u"-c"_s,
                 u"yes 'Model loading took 14.99 GiB memory' | \"$0\" calibrate --log - --model "
                 "llama-3.1-8b --gpu h100-sxm-80gb"_s,
                 kBinary});
        const Run r = finish(p, 60000);
        QVERIFY2(r.exit == 2, qPrintable(describe(r)));
        QVERIFY2(r.err.contains(u"standard input is larger than 64 MiB"), qPrintable(r.err));
        QCOMPARE(messageLines(r.err).size(), 1);
    }

    // README: a failed export leaves no file. The Markdown report's chart PNGs are written only with
    // the report itself: a report that cannot be written leaves no new PNG and an old one as it was.
    void reportLeavesNoCharts()
    {
        if (!m_gui)
            QSKIP("built without the GUI");
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(u"lock.md"_s)); // a target that cannot be written, even by root
        Run r = run({u"report"_s, u"-o"_s, u"lock.md"_s}, dir.path());
        QVERIFY2(r.exit == 4, qPrintable(describe(r)));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList());
        QVERIFY(QDir(dir.path()).rmdir(u"lock.md"_s));
        if (::geteuid() != 0) { // root writes read-only files
            QFile old(dir.filePath(u"lock.md"_s));
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("old\n");
            old.close();
            QFile png(dir.filePath(u"lock-chart-memory.png"_s));
            QVERIFY(png.open(QIODevice::WriteOnly));
            png.write("old png");
            png.close();
            QVERIFY(old.setPermissions(QFileDevice::ReadOwner));
            r = run({u"report"_s, u"-o"_s, u"lock.md"_s}, dir.path());
            QVERIFY2(r.exit == 4, qPrintable(describe(r)));
            QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                     QStringList({u"lock-chart-memory.png"_s, u"lock.md"_s}));
            QVERIFY(png.open(QIODevice::ReadOnly));
            QCOMPARE(png.readAll(), QByteArray("old png"));
        }
        r = run({u"report"_s, u"-o"_s, u"ok.md"_s}, dir.path());
        QVERIFY2(r.exit == 0, qPrintable(describe(r)));
        QVERIFY(QFileInfo::exists(dir.filePath(u"ok-chart-memory.png"_s)));
        QVERIFY(r.out.startsWith(u"ok.md\n"));
    }

    // "-o shots/" names a folder: refused, not written as the hidden file shots/.png.
    void exportToFolder()
    {
        const Run r = run({u"export"_s, u"-o"_s, u"adir/"_s}, m_dir.path());
        QVERIFY2(r.exit == 2 && r.err.contains(u"is a folder"), qPrintable(describe(r)));
        QVERIFY(!QFileInfo::exists(path(u"adir/.png"_s)));
        QCOMPARE(messageLines(r.err).size(), 1);
    }

    // A path that is not there is neither a window nor a command: one line, pointing to --help.
    void unknownArgument()
    {
        for (const QString& word : {u"/nonexistent.json"_s, u"frobnicate"_s}) {
            const Run r = run({word}, m_dir.path());
            QVERIFY2(r.exit == 2, qPrintable(describe(r)));
            QCOMPARE(r.err.trimmed().count(u'\n'), 0);
            QVERIFY2(r.err.contains(word) && r.err.contains(u"--help"), qPrintable(r.err));
        }
    }

    // One input, one exit code, whatever the format: `--format vllm` checks the scenario too.
    void sameExitCodeForEveryFormat()
    {
        for (const QString& format : {u"text"_s, u"json"_s, u"markdown"_s, u"vllm"_s}) {
            const Run r = run({u"plan"_s, u"--accounting"_s, u"simple"_s, u"--max-num-seqs"_s, u"0"_s,
                               u"--format"_s, format},
                              m_dir.path());
            QVERIFY2(r.exit == 2 && r.err.contains(u"--max-num-seqs"),
                     qPrintable(format + u": "_s + describe(r)));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliBadInput)
#include "tst_clibadinput.moc"
