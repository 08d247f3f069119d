#include "ui/autosave.h"

#include "base/atomicwrite.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QSettings>
#include <QStandardPaths>

namespace kvb::ui {

namespace {

const QString kCleanExitKey = QStringLiteral("session/clean_exit");

} // namespace

Autosave::Autosave(std::function<AutosavedWork()> work, QObject* parent)
    : QObject(parent)
    , m_work(std::move(work))
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(kDelayMs);
    connect(&m_timer, &QTimer::timeout, this, [this] { writeNow(); });
    removeStaleTemporaries(filePath()); // what a save killed mid-way left in our own folder
}

QString Autosave::dataDirectory()
{
    const QString overridden = qEnvironmentVariable("KVBUDGET_DATA_DIR");
    return overridden.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                                : overridden;
}

QString Autosave::filePath()
{
    return QDir(dataDirectory()).filePath(QStringLiteral("autosave.json"));
}

void Autosave::schedule()
{
    m_timer.start();
}

Result<QString> Autosave::writeNow()
{
    m_timer.stop();
    const AutosavedWork work = m_work();
    const QJsonObject json{{QLatin1String("kvbudget_autosave"), 1},
                           {QLatin1String("saved_at"), work.savedAt.toString(Qt::ISODateWithMs)},
                           {QLatin1String("file"), work.filePath},
                           {QLatin1String("modified"), work.modified},
                           {QLatin1String("scenario"), work.scenario}};
    QDir().mkpath(dataDirectory());
    auto written = writeFileAtomically(filePath(), QJsonDocument(json).toJson(QJsonDocument::Indented));
    if (!written && !m_reportedFailure) { // once: a full disk would otherwise say so every change
        m_reportedFailure = true;
        Q_EMIT failed(written.error().message);
    }
    return written;
}

void Autosave::markCleanExit()
{
    m_timer.stop();
    discard();
    QSettings().setValue(kCleanExitKey, QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
}

void Autosave::discard()
{
    QFile::remove(filePath());
}

std::optional<AutosavedWork> Autosave::pending()
{
    QFile file(filePath());
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QJsonObject json = QJsonDocument::fromJson(file.read(64 * 1024 * 1024)).object();
    if (json.value(QLatin1String("kvbudget_autosave")).toInt() != 1)
        return std::nullopt;
    AutosavedWork work;
    work.scenario = json.value(QLatin1String("scenario")).toObject();
    work.savedAt = QDateTime::fromString(json.value(QLatin1String("saved_at")).toString(), Qt::ISODateWithMs);
    work.filePath = json.value(QLatin1String("file")).toString();
    work.modified = json.value(QLatin1String("modified")).toBool();
    const QDateTime cleanExit =
        QDateTime::fromString(QSettings().value(kCleanExitKey).toString(), Qt::ISODateWithMs);
    if (work.scenario.isEmpty() ||
        (cleanExit.isValid() && work.savedAt.isValid() && work.savedAt <= cleanExit))
        return std::nullopt;
    return work;
}

} // namespace kvb::ui
