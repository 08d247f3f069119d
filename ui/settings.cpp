#include "ui/settings.h"

#include "base/atomicwrite.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QLockFile>
#include <QSettings>

namespace kvb::ui {

Settings::Settings(QObject* parent)
    : QObject(parent)
{}

void Settings::load()
{
    QSettings s;
    s.beginGroup(QStringLiteral("scenario"));
    const QByteArray json = s.value(QStringLiteral("last")).toByteArray();
    m_lastScenario = json.isEmpty() ? QJsonObject() : QJsonDocument::fromJson(json).object();
    s.endGroup();

    s.beginGroup(QStringLiteral("view"));
    m_paletteMode = paletteModeFromKey(s.value(QStringLiteral("palette")).toString());
    m_showMath = s.value(QStringLiteral("show_math"), true).toBool();
    s.endGroup();

    s.beginGroup(QStringLiteral("window"));
    m_windowGeometry = s.value(QStringLiteral("geometry")).toByteArray();
    m_windowState = s.value(QStringLiteral("state")).toByteArray();
    m_lastDirectory = s.value(QStringLiteral("last_directory")).toString();
    s.endGroup();

    m_recentFiles = s.value(QStringLiteral("files/recent")).toStringList().mid(0, kMaxRecentFiles);
}

int Settings::sweepTemporaries()
{
    const QString file = QSettings().fileName();
    QLockFile lock(file + QStringLiteral(".lock")); // the lock QSettings takes while it writes
    // A kill while QSettings created its lock can leave an empty lock file, which QLockFile only calls
    // stale by age (30 s by default). A write holds the lock for milliseconds, so 5 s is stale here;
    // waiting a little longer than that, at worst once after such a kill, sweeps what the kill left.
    lock.setStaleLockTime(5000);
    if (!lock.tryLock(6000))
        return 0;
    return removeStaleTemporaries(file);
}

void Settings::save() const
{
    QSettings s;
    s.beginGroup(QStringLiteral("scenario"));
    s.setValue(QStringLiteral("last"), QJsonDocument(m_lastScenario).toJson(QJsonDocument::Compact));
    s.endGroup();

    s.beginGroup(QStringLiteral("view"));
    s.setValue(QStringLiteral("palette"), paletteModeKey(m_paletteMode));
    s.setValue(QStringLiteral("show_math"), m_showMath);
    s.endGroup();

    s.beginGroup(QStringLiteral("window"));
    s.setValue(QStringLiteral("geometry"), m_windowGeometry);
    s.setValue(QStringLiteral("state"), m_windowState);
    s.setValue(QStringLiteral("last_directory"), m_lastDirectory);
    s.endGroup();

    s.setValue(QStringLiteral("files/recent"), m_recentFiles);
}

void Settings::setLastScenario(const QJsonObject& scenario)
{
    m_lastScenario = scenario;
}

void Settings::setPaletteMode(PaletteMode mode)
{
    if (m_paletteMode == mode)
        return;
    m_paletteMode = mode;
    Q_EMIT paletteModeChanged(mode);
}

void Settings::setShowMath(bool show)
{
    m_showMath = show;
}

void Settings::setWindowGeometry(const QByteArray& geometry)
{
    m_windowGeometry = geometry;
}

void Settings::setWindowState(const QByteArray& state)
{
    m_windowState = state;
}

void Settings::setLastDirectory(const QString& directory)
{
    m_lastDirectory = directory;
}

void Settings::addRecentFile(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_recentFiles.removeAll(absolute);
    m_recentFiles.prepend(absolute);
    m_recentFiles = m_recentFiles.mid(0, kMaxRecentFiles);
}

void Settings::removeRecentFile(const QString& path)
{
    m_recentFiles.removeAll(QFileInfo(path).absoluteFilePath());
}

} // namespace kvb::ui
