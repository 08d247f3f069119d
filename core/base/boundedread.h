#pragma once

#include "base/result.h"

#include <QByteArray>
#include <QString>

namespace kvb {

// The one way kvbudget reads a file a user named (a config.json, a scenario, a fleet, a trace, a log):
// a folder, a device, a pipe or a socket is refused before it is opened, and at most `maxBytes` are
// read, so /dev/zero or a 10 GB file cannot grow memory without bound. `kind` names the file in the
// messages ("scenario file"). A missing file is NotFound, an unreadable one Io, the rest InvalidInput.
Result<QByteArray> readBoundedFile(const QString& path, qint64 maxBytes, const QString& kind);

// Standard input ("-"), at most `maxBytes` of it.
Result<QByteArray> readBoundedStdin(qint64 maxBytes, const QString& kind);

// The message for a file of `size` bytes over `maxBytes` ("... is too large (80.0 MiB); a scenario file
// may be at most 64.0 MiB").
QString tooLargeMessage(const QString& path, qint64 size, qint64 maxBytes, const QString& kind);

} // namespace kvb
