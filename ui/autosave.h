#pragma once

#include "base/result.h"

#include <QDateTime>
#include <QJsonObject>
#include <QObject>
#include <QTimer>

#include <functional>
#include <optional>

namespace kvb::ui {

// What the window had when it last autosaved: the scenario (as a scenario file holds it), the file it
// came from and whether it differed from that file.
struct AutosavedWork
{
    QJsonObject scenario;
    QDateTime savedAt;
    QString filePath;
    bool modified = false;
};

// The window's crash copy: `autosave.json` in the user's data folder (QStandardPaths::AppDataLocation,
// or $KVBUDGET_DATA_DIR when set), written through writeFileAtomically kDelayMs after the last change.
// A clean exit removes it and records the time; an autosave newer than the last clean exit means the
// window did not close cleanly, and the next start offers it back.
class Autosave final : public QObject
{
    Q_OBJECT
public:
    static constexpr int kDelayMs = 2000;

    // `work` is asked for what to save when the delay expires.
    Autosave(std::function<AutosavedWork()> work, QObject* parent = nullptr);

    static QString dataDirectory();
    static QString filePath();

    // (Re)starts the delay: a burst of changes is written once, kDelayMs after the last.
    void schedule();
    bool isScheduled() const { return m_timer.isActive(); }
    Result<QString> writeNow();
    // A clean exit: the autosave goes, the time is kept.
    void markCleanExit();
    // The autosave left by a session that did not close cleanly, if any (and if it can be read).
    static std::optional<AutosavedWork> pending();
    // Discards the autosave without marking an exit (the user declined to recover it).
    static void discard();

Q_SIGNALS:
    void failed(const QString& message);

private:
    std::function<AutosavedWork()> m_work;
    QTimer m_timer;
    bool m_reportedFailure = false;
};

} // namespace kvb::ui
