#include "base/boundedread.h"

#include "base/units_format.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cstdio>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::BoundedRead)
};

constexpr qint64 kChunkBytes = 1 << 20;

// Reads until the end of the file, but at most maxBytes + 1 bytes, so a source that does not say its
// size (a pipe, a file that grows while it is read) is still refused past the cap. In chunks, because
// one read of a pipe returns only what the writer has sent so far: `(head -1 log; sleep 1; tail log) |
// kvbudget calibrate --log -` must wait for the rest, not stop after the first line.
Result<QByteArray> readCapped(QFile& file, const QString& name, qint64 maxBytes, const QString& kind)
{
    QByteArray bytes;
    while (bytes.size() <= maxBytes) {
        const QByteArray chunk = file.read(std::min(kChunkBytes, maxBytes + 1 - bytes.size()));
        if (chunk.isEmpty())
            break; // the end of the file, or an error (checked below)
        bytes += chunk;
    }
    if (file.error() != QFileDevice::NoError)
        return ioError(Text::tr("Cannot read %1: %2").arg(name, file.errorString()));
    if (bytes.size() > maxBytes)
        return invalidInput(
            Text::tr("%1 is larger than %2; a %3 may be at most %2").arg(name, formatBytes(maxBytes), kind));
    return bytes;
}

} // namespace

QString tooLargeMessage(const QString& path, qint64 size, qint64 maxBytes, const QString& kind)
{
    return Text::tr("%1 is too large (%2); a %3 may be at most %4")
        .arg(path, formatBytes(size), kind, formatBytes(maxBytes));
}

Result<QByteArray> readBoundedFile(const QString& path, qint64 maxBytes, const QString& kind)
{
    const QFileInfo info(path);
    if (!info.exists())
        return notFound(Text::tr("No such %1: %2").arg(kind, path));
    if (info.isDir())
        return invalidInput(Text::tr("%1 is a folder, not a %2").arg(path, kind));
    if (!info.isFile())
        return invalidInput(
            Text::tr("%1 is not a regular file (a device, a pipe or a socket); give a %2").arg(path, kind));
    if (info.size() > maxBytes)
        return invalidInput(tooLargeMessage(path, info.size(), maxBytes, kind));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return ioError(Text::tr("Cannot read %1: %2").arg(path, file.errorString()));
    return readCapped(file, path, maxBytes, kind);
}

Result<QByteArray> readBoundedStdin(qint64 maxBytes, const QString& kind)
{
    QFile file;
    const QString name = Text::tr("standard input");
    if (!file.open(stdin, QIODevice::ReadOnly))
        return ioError(Text::tr("Cannot read %1").arg(name));
    return readCapped(file, name, maxBytes, kind);
}

} // namespace kvb
