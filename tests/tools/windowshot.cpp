// The window as a user sees it, for the README and for looking at layouts: the main window with the
// scenario the plan flags describe, laid out at --size offscreen (the math dock shown, as on first
// start), grabbed to a PNG. Settings are not read or written (Qt's test mode).
// Usage: windowshot -o FILE.png [--size 1280x800] [--tab capacity|load] [--advanced FILE.png] [plan flags]
// --advanced also grabs the Advanced settings dialog, as Edit → Advanced settings… opens it.
#include "cli/cliargs.h"
#include "io/presets.h"
#include "report/exportoptions.h"
#include "ui/advancedsettings.h"
#include "ui/mainwindow.h"
#include "ui/scenariocontroller.h"

#include <QApplication>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

#include <cstdio>

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const QStringList args = QCoreApplication::arguments().mid(1);
    auto parsed = kvb::parsePlanArguments(
        args, kvb::PresetCatalog::builtin(),
        {QStringLiteral("o"), QStringLiteral("size"), QStringLiteral("tab"), QStringLiteral("advanced")});
    if (!parsed) {
        std::fprintf(stderr, "windowshot: %s\n", qPrintable(parsed.error().message));
        return 2;
    }
    const QString path = parsed->extras.value(QStringLiteral("o"));
    const auto size =
        kvb::parseExportSize(parsed->extras.value(QStringLiteral("size"), QStringLiteral("1280x800")));
    if (path.isEmpty() || !size) {
        std::fprintf(stderr, "windowshot: -o FILE.png [--size WxH] [plan flags]\n");
        return 2;
    }
    kvb::ui::MainWindow window;
    window.controller()->setScenario(parsed->scenario);
    if (parsed->extras.value(QStringLiteral("tab")) == u"load")
        window.tabs()->setCurrentIndex(1);
    window.resize(*size);
    window.show();
    QTest::qWait(parsed->extras.value(QStringLiteral("tab")) == u"load" ? 1500 : 50);
    if (!window.grab().save(path)) {
        std::fprintf(stderr, "windowshot: cannot write %s\n", qPrintable(path));
        return 4;
    }
    std::printf("%s\n", qPrintable(path));
    if (const QString dialogPath = parsed->extras.value(QStringLiteral("advanced")); !dialogPath.isEmpty()) {
        kvb::ui::AdvancedSettingsDialog* dialog = window.openAdvancedSettings();
        QTest::qWait(50);
        if (!dialog->grab().save(dialogPath)) {
            std::fprintf(stderr, "windowshot: cannot write %s\n", qPrintable(dialogPath));
            return 4;
        }
        std::printf("%s\n", qPrintable(dialogPath));
    }
    return 0;
}
