#include "base/atomicwrite.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

#include <memory>
#include <optional>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::AtomicWrite)
};

Error writeError(const QString& path, const QString& reason)
{
    return ioError(Text::tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason));
}

// A device or a pipe: opened as it is, unbuffered, so that the write itself reports a full device.
Result<QString> writeDirectly(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return writeError(path, file.errorString());
    if (file.write(bytes) != bytes.size())
        return writeError(path, file.errorString());
    file.close();
    if (file.error() != QFileDevice::NoError)
        return writeError(path, file.errorString());
    return path;
}

// What the first bytes of a file kvbudget writes beside `target` look like, by kind.
bool looksLikeOurOutput(const QString& path, const QString& target)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray head = file.read(8);
    // '[': the window's settings (kvbudget.conf), an INI file QSettings writes through a QSaveFile of
    // its own; beside anything else a '[' is not ours (a JSON array is no file kvbudget writes).
    const bool settings = target.endsWith(QLatin1String(".conf"));
    return head.isEmpty() || head.startsWith('{') || (settings && head.startsWith('[')) ||
           head.startsWith("\x89PNG") || head.startsWith("<?xml") || head.startsWith("<svg") ||
           head.startsWith("%PDF");
}

} // namespace

bool isSpecialFile(const QString& path)
{
    const QFileInfo info(path);
    return info.exists() && !info.isFile() && !info.isDir();
}

int removeStaleTemporaries(const QString& target)
{
    const QFileInfo info(target);
    const QDir dir = info.absoluteDir();
    if (info.fileName().isEmpty() || !dir.exists())
        return 0;
    const QRegularExpression pattern(
        QStringLiteral("^%1\\.[A-Za-z0-9]{6}$").arg(QRegularExpression::escape(info.fileName())));
    int removed = 0;
    const QStringList names = dir.entryList(QDir::Files | QDir::Hidden | QDir::System);
    for (const QString& name : names) {
        const QFileInfo candidate(dir.filePath(name));
        if (!pattern.match(name).hasMatch() || !candidate.isFile() || candidate.isSymLink())
            continue;
        // A copy the user made before the last save is older than the target: it stays.
        if (info.exists() && candidate.lastModified() < info.lastModified())
            continue;
        if (looksLikeOurOutput(candidate.filePath(), target) && QFile::remove(candidate.filePath()))
            ++removed;
    }
    return removed;
}

Result<QString> writeFileAtomically(const QString& path, const QByteArray& bytes)
{
    if (path.isEmpty())
        return ioError(Text::tr("Cannot write a file without a name"));
    if (isSpecialFile(path))
        return writeDirectly(path, bytes);
    if (QFileInfo(path).isDir())
        return writeError(path, Text::tr("it is a folder"));
    removeStaleTemporaries(path);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return writeError(path, file.errorString());
    const qint64 written = file.write(bytes);
    if (written != bytes.size()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return writeError(path, reason);
    }
    if (!file.commit())
        return writeError(path, file.errorString());
    return path;
}

namespace {

// Opens a QSaveFile on `path` and writes `bytes` to its temporary, flushed so that a full disk shows
// now rather than at the commit. Null and `error` set when it cannot.
std::unique_ptr<QSaveFile> stage(const QString& path, const QByteArray& bytes, std::optional<Error>& error)
{
    if (path.isEmpty()) {
        error = ioError(Text::tr("Cannot write a file without a name"));
        return {};
    }
    if (QFileInfo(path).isDir()) {
        error = writeError(path, Text::tr("it is a folder"));
        return {};
    }
    removeStaleTemporaries(path);
    auto file = std::make_unique<QSaveFile>(path);
    if (!file->open(QIODevice::WriteOnly) || file->write(bytes) != bytes.size() || !file->flush()) {
        error = writeError(path, file->errorString());
        file->cancelWriting();
        return {};
    }
    return file;
}

} // namespace

Result<QStringList> writeFilesAtomically(const std::vector<std::pair<QString, QByteArray>>& files)
{
    // Every temporary first: one that fails is discarded with the others (QSaveFile's destructor
    // removes an uncommitted temporary), before any target has been touched.
    std::vector<std::unique_ptr<QSaveFile>> staged;
    for (const auto& [path, bytes] : files) {
        if (isSpecialFile(path)) {
            staged.push_back(nullptr);
            continue;
        }
        std::optional<Error> error;
        staged.push_back(stage(path, bytes, error));
        if (error)
            return *error;
    }
    QStringList written;
    for (std::size_t i = 0; i < files.size(); ++i) {
        const QString& path = files[i].first;
        if (!staged[i]) {
            auto direct = writeDirectly(path, files[i].second);
            if (!direct)
                return direct.error();
        } else if (!staged[i]->commit()) {
            return writeError(path, staged[i]->errorString());
        }
        written << path;
    }
    return written;
}

} // namespace kvb
