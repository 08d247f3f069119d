// The one write helper (core/base/atomicwrite.h): a complete file or the old one, never a cut-off or
// empty one; failures are ErrorKind::Io naming the file and the OS's reason; no temporaries left.
#include "base/atomicwrite.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace kvb;

namespace {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void setModified(const QString& path, const QDateTime& when)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadWrite)); // setFileTime needs an open file
    QVERIFY(file.setFileTime(when, QFileDevice::FileModificationTime));
}

void writeRaw(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

// A small tmpfs mounted for the test (root only); empty when this machine does not allow it.
QString mountTmpfs(const QString& at, const QString& options)
{
    if (geteuid() != 0 || !QDir().mkpath(at))
        return {};
    return QProcess::execute(QStringLiteral("mount"),
                             {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"), options,
                              QStringLiteral("tmpfs"), at}) == 0
               ? at
               : QString();
}

void unmount(const QString& at)
{
    QProcess::execute(QStringLiteral("umount"), {at});
}

} // namespace

class TestAtomicWrite : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void replacesTheFileAndLeavesNothingBeside()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("scenario.json"));
        QVERIFY(writeFileAtomically(path, "{\"old\": 1}\n"));
        const auto written = writeFileAtomically(path, "{\"new\": 2}\n");
        QVERIFY(written);
        QCOMPARE(written.value(), path);
        QCOMPARE(readAll(path), QByteArray("{\"new\": 2}\n"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("scenario.json")});
    }

    void aFolderThatCannotBeWrittenIsAnIoErrorNamingTheFile()
    {
        QTemporaryDir dir;
        QString folder = dir.filePath(QStringLiteral("locked"));
        QVERIFY(QDir().mkpath(folder));
        bool mounted = false;
        if (geteuid() == 0) { // root writes through permissions: a read-only mount instead
            folder = mountTmpfs(folder, QStringLiteral("ro,size=16k"));
            if (folder.isEmpty())
                QSKIP("running as root without permission to mount a read-only tmpfs");
            mounted = true;
        } else {
            QVERIFY(QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        }
        const QString path = QDir(folder).filePath(QStringLiteral("plan.json"));
        const auto written = writeFileAtomically(path, "{}\n");
        if (mounted)
            unmount(folder);
        QVERIFY(!written);
        QCOMPARE(written.error().kind, ErrorKind::Io);
        QVERIFY2(written.error().message.contains(path), qPrintable(written.error().message));
        // The OS's reason follows the name ("Read-only file system", "Permission denied").
        QVERIFY2(written.error().message.section(path, 1).size() > 4, qPrintable(written.error().message));
        QVERIFY(!QFile::exists(path));
    }

    void aFullDeviceIsAnIoError()
    {
        if (!QFile::exists(QStringLiteral("/dev/full")))
            QSKIP("no /dev/full here");
        const auto written = writeFileAtomically(QStringLiteral("/dev/full"), QByteArray(64 * 1024, 'x'));
        QVERIFY(!written);
        QCOMPARE(written.error().kind, ErrorKind::Io);
        QVERIFY2(written.error().message.contains(QLatin1String("/dev/full")),
                 qPrintable(written.error().message));
        QVERIFY2(written.error().message.contains(QLatin1String("space"), Qt::CaseInsensitive),
                 qPrintable(written.error().message));
        QVERIFY(isSpecialFile(QStringLiteral("/dev/full"))); // still the device, not a file renamed over it
        QCOMPARE(QDir(QStringLiteral("/dev")).entryList({QStringLiteral("full.*")}, QDir::Files),
                 QStringList());
    }

    void aFullDiskKeepsTheOldFileIntact()
    {
        QTemporaryDir dir;
        const QString mount = mountTmpfs(dir.filePath(QStringLiteral("small")), QStringLiteral("size=64k"));
        if (mount.isEmpty())
            QSKIP("cannot mount a small tmpfs here (needs root)");
        const QString path = QDir(mount).filePath(QStringLiteral("scenario.json"));
        const QByteArray old = "{\"kvbudget_scenario\": 1}\n";
        const bool oldWritten = writeFileAtomically(path, old).ok();
        const auto written = writeFileAtomically(path, QByteArray(256 * 1024, ' ')); // 4x the disk
        const QByteArray after = readAll(path);
        const QStringList left = QDir(mount).entryList(QDir::Files | QDir::Hidden);
        unmount(mount);
        QVERIFY(oldWritten);
        QVERIFY(!written);
        QCOMPARE(written.error().kind, ErrorKind::Io);
        QVERIFY2(written.error().message.contains(path), qPrintable(written.error().message));
        QCOMPARE(after, old);
        QCOMPARE(left, QStringList{QStringLiteral("scenario.json")});
    }

    void staleTemporariesGoAndTheUsersFilesStay()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("scenario.json"));
        writeRaw(target, "{}");
        const QString backup = target + QStringLiteral(".backup"); // the user's copy, older than the target
        writeRaw(backup, "{}");
        setModified(backup, QDateTime::currentDateTime().addSecs(-3600));
        setModified(target, QDateTime::currentDateTime().addSecs(-60));
        const QString leftover = target + QStringLiteral(".AbQzTe"); // a save killed before its rename
        writeRaw(leftover, "{\"kvbudget_scenario\": 1}");
        const QString partial = target + QStringLiteral(".kLmNoP"); // killed while writing, named temp
        writeRaw(partial, "");
        const QString notOurs = target + QStringLiteral(".notes1"); // newer, but not what we write
        writeRaw(notOurs, "remember the TP change");
        const QString otherName = dir.filePath(QStringLiteral("other.json.AbCdEf"));
        writeRaw(otherName, "{}");

        QCOMPARE(removeStaleTemporaries(target), 2);
        QVERIFY(!QFile::exists(leftover));
        QVERIFY(!QFile::exists(partial));
        QVERIFY(QFile::exists(backup));
        QVERIFY(QFile::exists(notOurs));
        QVERIFY(QFile::exists(otherName));
        QCOMPARE(readAll(target), QByteArray("{}"));
        // The window's settings: QSettings' own temporary, an INI file, killed before its rename.
        const QString settings = dir.filePath(QStringLiteral("kvbudget.conf"));
        writeRaw(settings, "[view]\npalette=light\n");
        setModified(settings, QDateTime::currentDateTime().addSecs(-60));
        const QString settingsLeftover = settings + QStringLiteral(".psqxiu");
        writeRaw(settingsLeftover, "[scenario]\nlast=");
        QCOMPARE(removeStaleTemporaries(settings), 1);
        QVERIFY(!QFile::exists(settingsLeftover));
    }

    void aFolderIsRefused()
    {
        QTemporaryDir dir;
        const auto written = writeFileAtomically(dir.path(), "{}");
        QVERIFY(!written);
        QCOMPARE(written.error().kind, ErrorKind::Io);
        QVERIFY(written.error().message.contains(QDir::toNativeSeparators(dir.path())));
    }
};

QTEST_GUILESS_MAIN(TestAtomicWrite)
#include "tst_atomicwrite.moc"
