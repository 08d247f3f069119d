// The one settings class, and the window restoring the last scenario from it.
#include "budget/engine.h"
#include "ui/mainwindow.h"
#include "ui/palettes.h"
#include "ui/scenariocontroller.h"
#include "ui/scenariopanel.h"
#include "ui/settings.h"

#include <QComboBox>
#include <QJsonObject>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

using namespace kvb;
using namespace kvb::ui;

class TestSettings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); }

    void roundTrip()
    {
        {
            Settings s;
            s.load();
            QCOMPARE(s.paletteMode(), PaletteMode::System);
            QVERIFY(s.showMath());
            QVERIFY(s.lastScenario().isEmpty());
            s.setPaletteMode(PaletteMode::Dark);
            s.setShowMath(false);
            s.setLastScenario(QJsonObject{{QStringLiteral("kvbudget_scenario"), 1}});
            s.setLastDirectory(QStringLiteral("/somewhere"));
            s.save();
        }
        Settings s;
        s.load();
        QCOMPARE(s.paletteMode(), PaletteMode::Dark);
        QVERIFY(!s.showMath());
        QCOMPARE(s.lastScenario().value(QStringLiteral("kvbudget_scenario")).toInt(), 1);
        QCOMPARE(s.lastDirectory(), QStringLiteral("/somewhere"));
        QVERIFY(QSettings().contains(QStringLiteral("scenario/last")));
    }

    void paletteModeSignalsOnChangeOnly()
    {
        Settings s;
        int changes = 0;
        connect(&s, &Settings::paletteModeChanged, this, [&changes] { ++changes; });
        s.setPaletteMode(PaletteMode::Light);
        s.setPaletteMode(PaletteMode::Light);
        QCOMPARE(changes, 1);
    }

    void windowRestoresTheLastScenario()
    {
        {
            MainWindow w;
            w.panel()->utilizationSlider()->setValue(83);
            const int qwen = w.panel()->modelCombo()->findData(QStringLiteral("qwen3-8b"));
            QVERIFY(qwen >= 0);
            w.panel()->modelCombo()->setCurrentIndex(qwen);
            w.saveSettings();
        }
        MainWindow w;
        QCOMPARE(w.controller()->scenario().model.id, QStringLiteral("qwen3-8b"));
        QCOMPARE(w.controller()->plan().settings.gpuMemoryUtilization, 0.83);
        QCOMPARE(w.panel()->utilizationSlider()->value(), 83);
        QCOMPARE(w.panel()->modelCombo()->currentData().toString(), QStringLiteral("qwen3-8b"));
    }

    void invalidSavedScenarioFallsBackToTheDefault()
    {
        {
            Settings s;
            s.setLastScenario(QJsonObject{{QStringLiteral("kvbudget_scenario"), 1},
                                          {QStringLiteral("model"), QStringLiteral("no-such-model")}});
            s.save();
        }
        MainWindow w;
        const Scenario expected = defaultScenario();
        QCOMPARE(w.controller()->scenario().model.id, expected.model.id);
        QVERIFY(w.controller()->plan().fits());
        QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("could not be restored")),
                 qPrintable(w.statusBar()->currentMessage()));
    }
};

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
