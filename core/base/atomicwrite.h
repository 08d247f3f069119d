#pragma once

#include "base/result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

namespace kvb {

// The one way kvbudget writes a file: scenarios, fleets, calibrations, exports, the autosave.
// A regular target goes through QSaveFile: the bytes go to a temporary beside the target, every step
// (open, the byte count written, the commit's flush and rename) is checked, and only a complete file
// replaces the old one; a failure leaves the old file as it was and no new file behind. A target that
// exists and is not a regular file (/dev/stdout, /dev/full, a pipe) is written directly, since no
// temporary can be renamed over a device; its failures are reported the same way.
// The error is ErrorKind::Io and names the file and the OS's reason ("No space left on device").
Result<QString> writeFileAtomically(const QString& path, const QByteArray& bytes);

// Several files that belong together (a Markdown report and its chart PNGs): every one is opened and
// written to its temporary, and flushed, before any replaces its target, so a target that cannot be
// written (read-only, a folder, a full disk) leaves every file as it was and no new file behind. They
// are then committed in the order given (put the document that links the others last). A device or a
// pipe among them is written directly at its turn. Returns the paths, in order.
Result<QStringList> writeFilesAtomically(const std::vector<std::pair<QString, QByteArray>>& files);

// Removes the temporaries a killed save left beside `target`: files named as QSaveFile names them
// (the target's name, a dot and six letters or digits) that are newer than the target (or the target
// is gone) and hold what kvbudget writes there (empty, or starting as a JSON object, an INI group beside
// a .conf file, a PNG, an SVG or a PDF). Returns how many were removed. writeFileAtomically calls it before
// each write.
int removeStaleTemporaries(const QString& target);

// True when `path` exists and is not a regular file or a folder: a device, a pipe or a socket, which
// are written directly (and keep their name: an export to /dev/stdout gets no ".png" appended).
bool isSpecialFile(const QString& path);

} // namespace kvb
