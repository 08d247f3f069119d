// Nothing lost from the window (issue 15): 200 windows, each saving in a loop (File → Save, the
// autosave and the window's settings) and killed with SIGKILL at a random moment. Every file is always
// a whole one: the scenario as it was or as a save wrote it, the autosave readable, the settings
// readable; and once the next window has started, no temporary is left beside any of them.
//
// The test runs itself as each window: with $KVBUDGET_TEST_SAVER set, main() opens that scenario in a
// real MainWindow and saves until it is killed.
#include "testhelpers.h"

#include "io/scenariofile.h"
#include "ui/autosave.h"
#include "ui/mainwindow.h"
#include "ui/scenariocontroller.h"

#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <memory>
#include <vector>

using namespace kvb;

namespace {

constexpr char kSaverVariable[] = "KVBUDGET_TEST_SAVER";
constexpr char kOnceVariable[] = "KVBUDGET_TEST_SAVER_ONCE"; // one round of writes, then a normal exit
constexpr int kOriginalSeqs = 32;
constexpr int kSavedSeqs[] = {64, 128}; // what the saves alternate between

QJsonObject readObject(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

int maxNumSeqsIn(const QJsonObject& scenario)
{
    return scenario.value(QLatin1String("serving")).toObject().value(QLatin1String("max_num_seqs")).toInt(-1);
}

// The window that saves until it is killed: "ready" once the first round of writes is done.
int runSaver(int argc, char** argv)
{
    QCoreApplication::setOrganizationName(QStringLiteral("kvbudget"));
    QCoreApplication::setApplicationName(QStringLiteral("kvbudget"));
    QApplication app(argc, argv);
    ui::MainWindow window;
    if (!window.openScenario(qEnvironmentVariable(kSaverVariable)))
        return 3;
    for (long round = 0;; ++round) {
        const int seqs = kSavedSeqs[round % 2];
        window.controller()->edit([seqs](Scenario& s) { s.serving.maxNumSeqs = seqs; });
        if (!window.save() || !window.autosave()->writeNow())
            return 4;
        window.saveSettings();
        if (qEnvironmentVariableIsSet(kOnceVariable))
            return 0;
        if (round == 0) {
            std::fputs("ready\n", stdout);
            std::fflush(stdout);
        }
    }
}

} // namespace

class TestGuiKills : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void killedWindowsLoseNothing()
    {
        QTemporaryDir dir;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        constexpr int kWindows = 4; // at once, each on its own file, data folder and settings
        constexpr int kRounds = 50;
        struct Slot
        {
            QString scenario, data, config;
            QProcessEnvironment env;
        };
        std::vector<Slot> slots;
        Scenario original = defaultScenario(PresetCatalog::builtin());
        original.serving.maxNumSeqs = kOriginalSeqs;
        const QByteArray originalBytes =
            QJsonDocument(scenarioToJson(original, PresetCatalog::builtin())).toJson();
        for (int i = 0; i < kWindows; ++i) {
            Slot slot;
            slot.scenario = dir.filePath(QStringLiteral("work%1.json").arg(i));
            slot.data = dir.filePath(QStringLiteral("data%1").arg(i));
            slot.config = dir.filePath(QStringLiteral("config%1").arg(i));
            QFile file(slot.scenario);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(originalBytes);
            file.close();
            slot.env = env;
            slot.env.insert(QString::fromLatin1(kSaverVariable), slot.scenario);
            slot.env.insert(QStringLiteral("KVBUDGET_DATA_DIR"), slot.data);
            slot.env.insert(QStringLiteral("XDG_CONFIG_HOME"), slot.config);
            slot.env.insert(QStringLiteral("KVBUDGET_RECOVERY"), QStringLiteral("discard"));
            slots.push_back(slot);
        }
        int kills = 0;
        for (int round = 0; round < kRounds; ++round) {
            std::vector<std::unique_ptr<QProcess>> windows;
            for (const Slot& slot : slots) {
                windows.push_back(std::make_unique<QProcess>());
                windows.back()->setProcessEnvironment(slot.env);
                windows.back()->start(QCoreApplication::applicationFilePath(), QStringList());
            }
            for (auto& window : windows) {
                QVERIFY(window->waitForStarted());
                QTRY_VERIFY_WITH_TIMEOUT(window->canReadLine() || window->state() != QProcess::Running,
                                         60000);
                QVERIFY2(window->state() == QProcess::Running, window->readAllStandardError().constData());
            }
            // A moment inside the loop of writes, different for every window.
            for (auto& window : windows) {
                QTest::qSleep(static_cast<int>(QRandomGenerator::global()->bounded(40)));
                window->kill();
            }
            for (auto& window : windows) {
                window->waitForFinished();
                QCOMPARE(window->exitStatus(), QProcess::CrashExit);
                ++kills;
            }
            for (const Slot& slot : slots)
                checkWhole(slot.scenario, slot.data, slot.config);
        }
        qInfo("%d windows killed while saving; they left %d temporaries: %s", kills,
              static_cast<int>(temporaries(dir.path()).size()),
              qPrintable(temporaries(dir.path()).join(u", ")));
        QCOMPARE(kills, kWindows * kRounds);
        // One more of each kind, as a kill just before the rename leaves it, so that every sweep is
        // exercised whatever the kills above happened to leave.
        for (const Slot& slot : slots) {
            QFile planted(slot.scenario + QStringLiteral(".AbCdEf"));
            QVERIFY(planted.open(QIODevice::WriteOnly));
            planted.write("{\"kvbudget_scenario\": 1");
            planted.close();
            QFile settings(slot.config + QStringLiteral("/kvbudget/kvbudget.conf.GhIjKl"));
            QVERIFY(settings.open(QIODevice::WriteOnly));
            settings.write("[files]\nrecent=");
            settings.close();
        }
        QVERIFY(temporaries(dir.path()).size() >= 2 * kWindows);
        // The next window (one round of writes and a normal exit) sweeps what the kills left beside its
        // recent files, the autosave and the settings: only the files themselves remain.
        for (const Slot& slot : slots) {
            QProcess next;
            QProcessEnvironment once = slot.env;
            once.insert(QString::fromLatin1(kOnceVariable), QStringLiteral("1"));
            next.setProcessEnvironment(once);
            next.start(QCoreApplication::applicationFilePath(), QStringList());
            QVERIFY(next.waitForFinished(60000));
            QCOMPARE(next.exitCode(), 0);
            checkWhole(slot.scenario, slot.data, slot.config);
        }
        checkNoTemporaries(dir.path());
    }

private:
    static void checkWhole(const QString& scenario, const QString& data, const QString& config)
    {
        const int seqs = maxNumSeqsIn(readObject(scenario));
        QVERIFY2(seqs == kOriginalSeqs || seqs == kSavedSeqs[0] || seqs == kSavedSeqs[1],
                 qPrintable(scenario + QStringLiteral(": max_num_seqs %1").arg(seqs)));
        // Each window wrote the autosave and the settings before its "ready": both must be whole.
        const QString autosave = data + QStringLiteral("/autosave.json");
        QVERIFY2(QFile::exists(autosave), qPrintable(autosave));
        const int saved = maxNumSeqsIn(readObject(autosave).value(QLatin1String("scenario")).toObject());
        QVERIFY2(saved == kSavedSeqs[0] || saved == kSavedSeqs[1],
                 qPrintable(autosave + QStringLiteral(": max_num_seqs %1").arg(saved)));
        const QString settings = config + QStringLiteral("/kvbudget/kvbudget.conf");
        QVERIFY2(QFile::exists(settings), qPrintable(settings));
        QSettings read(settings, QSettings::IniFormat);
        QCOMPARE(read.status(), QSettings::NoError);
        // A file cut off would lose keys: the recent files and the window's state are both there.
        QCOMPARE(read.value(QStringLiteral("files/recent")).toStringList().value(0),
                 QFileInfo(scenario).absoluteFilePath());
        QVERIFY(!read.value(QStringLiteral("window/state")).toByteArray().isEmpty());
    }

    // The temporaries the kills left (QSaveFile's "name.XXXXXX") under `root`.
    static QStringList temporaries(const QString& root)
    {
        QStringList found;
        QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        static const QRegularExpression pattern(QStringLiteral("\\.(json|conf)\\.[A-Za-z0-9]{6}$"));
        while (it.hasNext())
            if (pattern.match(it.next()).hasMatch())
                found << QDir(root).relativeFilePath(it.filePath());
        return found;
    }

    // Every file under `root` is one the windows keep: no "name.XXXXXX" QSaveFile temporary, no lock.
    static void checkNoTemporaries(const QString& root)
    {
        const QStringList files = QDir(root).entryList(QDir::Files | QDir::Hidden);
        for (const QString& file : files)
            QVERIFY2(file.endsWith(u".json"), qPrintable(file));
        for (const QString& sub : QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            QDirIterator it(root + u'/' + sub, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString name = QFileInfo(it.next()).fileName();
                QVERIFY2(name == u"autosave.json" || name == u"kvbudget.conf" || name == u"last_clean_exit",
                         qPrintable(it.filePath()));
            }
        }
    }
};

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsSet(kSaverVariable))
        return runSaver(argc, argv);
    QCoreApplication app(argc, argv);
    TestGuiKills test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_guikills.moc"
