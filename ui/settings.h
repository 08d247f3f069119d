#pragma once

#include "ui/palettes.h"

#include <QByteArray>
#include <QJsonObject>
#include <QObject>
#include <QStringList>

namespace kvb::ui {

// The application's settings in one place: load() once at start, save() on change (the window
// debounces it) and at exit. QSettings writes its file atomically itself. Keys are snake_case in groups. The
// last scenario is stored as scenario-file JSON under "scenario/last" (kvb::scenarioToJson), so it survives
// preset and version changes the way files do.
class Settings final : public QObject
{
    Q_OBJECT
public:
    explicit Settings(QObject* parent = nullptr);

    void load();
    void save() const;
    // QSettings writes its file through a temporary of its own and leaves one behind when the process
    // is killed mid-write; this removes such leftovers, holding QSettings' own lock file so that a
    // second kvbudget never removes a temporary the first is writing. Returns how many went.
    static int sweepTemporaries();

    QJsonObject lastScenario() const { return m_lastScenario; }
    void setLastScenario(const QJsonObject& scenario);

    PaletteMode paletteMode() const { return m_paletteMode; }
    void setPaletteMode(PaletteMode mode);

    bool showMath() const { return m_showMath; }
    void setShowMath(bool show);

    QByteArray windowGeometry() const { return m_windowGeometry; }
    void setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const { return m_windowState; }
    void setWindowState(const QByteArray& state);

    QString lastDirectory() const { return m_lastDirectory; }
    void setLastDirectory(const QString& directory);

    // File -> Open Recent: absolute paths, the newest first, at most kMaxRecentFiles.
    static constexpr int kMaxRecentFiles = 8;
    QStringList recentFiles() const { return m_recentFiles; }
    void addRecentFile(const QString& path);
    void removeRecentFile(const QString& path);

Q_SIGNALS:
    void paletteModeChanged(kvb::ui::PaletteMode mode);

private:
    QJsonObject m_lastScenario;
    PaletteMode m_paletteMode = PaletteMode::System;
    bool m_showMath = true;
    QByteArray m_windowGeometry;
    QByteArray m_windowState;
    QString m_lastDirectory;
    QStringList m_recentFiles;
};

} // namespace kvb::ui
