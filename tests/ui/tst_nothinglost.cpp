// Nothing lost from the command line (issue 15): a failed write exits 4 with one message naming the
// file and the OS's reason and leaves no file; kill -9 during saves leaves the old or the new file.
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <vector>

namespace {

struct Run
{
    int exitCode = -1;
    QString err;
};

Run kvbudget(const QStringList& args)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(KVBUDGET_BINARY), args);
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardError())};
}

// A vLLM startup log of Llama 3.1 8B on an H100 (llm-d's benchmark table, max_model_len 16000).
QString writeLog(const QTemporaryDir& dir)
{
    const QString path = dir.filePath(QStringLiteral("vllm.log"));
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write("Model loading took 14.99 GiB and 31.46 seconds\n"
                   "Available KV cache memory: 51.38 GiB\n");
    return path;
}

QStringList calibrateArgs(const QString& log, const QString& save, int maxModelLen = 16000)
{
    return {QStringLiteral("calibrate"),  QStringLiteral("--log"),  log, QStringLiteral("--max-model-len"),
            QString::number(maxModelLen), QStringLiteral("--save"), save};
}

bool isScenario(const QByteArray& bytes)
{
    return QJsonDocument::fromJson(bytes).object().value(QLatin1String("kvbudget_scenario")).toInt() == 1;
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestNothingLost : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void calibrateSavesAScenario()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("calibrated.json"));
        const Run run = kvbudget(calibrateArgs(writeLog(dir), target));
        QVERIFY2(run.exitCode == 0 || run.exitCode == 1, qPrintable(run.err));
        QVERIFY(isScenario(readAll(target)));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
                 (QStringList{QStringLiteral("calibrated.json"), QStringLiteral("vllm.log")}));
    }

    void calibrateSaveToAFullDeviceExits4()
    {
        if (!QFile::exists(QStringLiteral("/dev/full")))
            QSKIP("no /dev/full here");
        QTemporaryDir dir;
        const Run run = kvbudget(calibrateArgs(writeLog(dir), QStringLiteral("/dev/full")));
        QCOMPARE(run.exitCode, 4);
        QVERIFY2(run.err.contains(QLatin1String("/dev/full")) &&
                     run.err.contains(QLatin1String("space"), Qt::CaseInsensitive),
                 qPrintable(run.err));
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1); // one message
    }

    void anExportThatCannotBeWrittenExits4AndLeavesNoFile_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("png") << QStringLiteral("dash.png");
        QTest::newRow("svg") << QStringLiteral("dash.svg");
        QTest::newRow("pdf") << QStringLiteral("dash.pdf");
    }
    void anExportThatCannotBeWrittenExits4AndLeavesNoFile()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("missing-folder/") + name);
        const Run run = kvbudget({QStringLiteral("export"), QStringLiteral("-o"), path,
                                  QStringLiteral("--size"), QStringLiteral("640x400")});
        QCOMPARE(run.exitCode, 4);
        QVERIFY2(run.err.contains(path), qPrintable(run.err));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList());
    }

    void anExportToAFullDeviceExits4AndMakesNoFileBesideIt()
    {
        if (!QFile::exists(QStringLiteral("/dev/full")))
            QSKIP("no /dev/full here");
        // A device keeps its name (no ".png" appended): PNG is written to it, and it is full.
        const Run run = kvbudget({QStringLiteral("export"), QStringLiteral("-o"), QStringLiteral("/dev/full"),
                                  QStringLiteral("--size"), QStringLiteral("640x400")});
        QCOMPARE(run.exitCode, 4);
        QVERIFY2(run.err.contains(QLatin1String("/dev/full:")), qPrintable(run.err));
        QVERIFY(!QFile::exists(QStringLiteral("/dev/full.png")));
    }

    void aNotANumberScaleIsRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("nan.png"));
        for (const char* scale : {"nan", "NaN", "inf", "-1", "0"}) {
            const Run run = kvbudget({QStringLiteral("export"), QStringLiteral("-o"), path,
                                      QStringLiteral("--scale"), QLatin1String(scale)});
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains(QLatin1String("--scale")), qPrintable(run.err));
            QVERIFY(!QFile::exists(path));
        }
    }

    // 200 saves, each killed at a random moment, eight at a time on eight files: every file is always
    // the old scenario or the new one, never empty or cut off. A kill between QSaveFile's link and
    // rename can leave a temporary; the next save to that file removes it.
    void killedSavesLeaveTheOldOrTheNewFile()
    {
        QTemporaryDir dir;
        const QString log = writeLog(dir);
        constexpr int kFiles = 8;
        constexpr int kRounds = 25;
        QStringList targets;
        for (int i = 0; i < kFiles; ++i) {
            targets.append(dir.filePath(QStringLiteral("t%1.json").arg(i)));
            const Run run = kvbudget(calibrateArgs(log, targets.last(), 8192)); // the old content
            QVERIFY2(run.exitCode == 0 || run.exitCode == 1, qPrintable(run.err));
        }
        const QByteArray old = readAll(targets.first());
        QVERIFY(isScenario(old));
        QElapsedTimer timer;
        timer.start();
        QVERIFY(kvbudget(calibrateArgs(log, dir.filePath(QStringLiteral("probe.json")))).exitCode >= 0);
        const QByteArray fresh = readAll(dir.filePath(QStringLiteral("probe.json")));
        QFile::remove(dir.filePath(QStringLiteral("probe.json")));
        const int runMs = static_cast<int>(std::max<qint64>(timer.elapsed(), 20));
        QVERIFY(fresh != old && isScenario(fresh));

        int completed = 0;
        for (int round = 0; round < kRounds; ++round) {
            std::vector<std::unique_ptr<QProcess>> saves;
            for (const QString& target : targets) {
                saves.push_back(std::make_unique<QProcess>());
                saves.back()->start(QStringLiteral(KVBUDGET_BINARY), calibrateArgs(log, target));
            }
            // Eight at once share the cores: up to about the time they all take, so that kills land
            // before, during and after the writes.
            QTest::qSleep(static_cast<int>(QRandomGenerator::global()->bounded(runMs * kFiles / 2)));
            for (auto& save : saves) {
                save->kill();
                save->waitForFinished();
                completed += save->exitStatus() == QProcess::NormalExit;
            }
            for (const QString& target : targets) {
                const QByteArray now = readAll(target);
                QVERIFY2(now == old || now == fresh,
                         qPrintable(target + QStringLiteral(": ") + QString::fromUtf8(now.left(80))));
            }
        }
        qInfo("%d of %d saves ran to the end before their kill (one save alone: %d ms)", completed,
              kFiles * kRounds, runMs);
        for (const QString& target : targets) // a save that is not killed sweeps what a kill left
            QVERIFY(kvbudget(calibrateArgs(log, target)).exitCode >= 0);
        QStringList expected{QStringLiteral("vllm.log")};
        for (int i = 0; i < kFiles; ++i)
            expected.append(QStringLiteral("t%1.json").arg(i));
        expected.sort();
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden, QDir::Name), expected);
    }
};

QTEST_GUILESS_MAIN(TestNothingLost)
#include "tst_nothinglost.moc"
