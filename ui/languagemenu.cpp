#include "ui/languagemenu.h"

#include "base/language.h"
#include "ui/mainwindow.h"

#include <QAction>
#include <QActionGroup>
#include <QFont>
#include <QFontInfo>
#include <QGuiApplication>
#include <QMenu>
#include <QSettings>
#include <QTabWidget>
#include <QTimer>

namespace kvb::ui {

namespace {

const QString kLanguageKey = QStringLiteral("view/language");

} // namespace

QString savedUiLanguage()
{
    const QString code = QSettings().value(kLanguageKey).toString();
    return isUiLanguage(code) ? code : QString();
}

void saveUiLanguage(const QString& code)
{
    QSettings().setValue(kLanguageKey, code);
}

QString startupUiLanguage(const QString& flag)
{
    if (isUiLanguage(flag))
        return flag;
    if (const QString saved = savedUiLanguage(); !saved.isEmpty())
        return saved;
    return systemUiLanguage();
}

void useLanguageFonts(const QString& code)
{
    // The application's own family first, so that Latin text and figures keep it; the CJK fonts only
    // for what it lacks.
    static const QStringList original{QFontInfo(QGuiApplication::font()).family()};
    QStringList families = original;
    if (code == u"zh_CN")
        families << QStringLiteral("Noto Sans CJK SC") << QStringLiteral("Source Han Sans SC")
                 << QStringLiteral("WenQuanYi Micro Hei");
    QFont font = QGuiApplication::font();
    font.setFamilies(families);
    QGuiApplication::setFont(font);
}

QMenu* addLanguageMenu(QMenu* view, MainWindow* window)
{
    QMenu* menu = view->addMenu(MainWindow::tr("L&anguage"));
    menu->setObjectName(QStringLiteral("language_menu"));
    menu->setToolTipsVisible(true);
    auto* group = new QActionGroup(menu);
    for (const UiLanguage& language : uiLanguages()) {
        const QString code = QLatin1String(language.code);
        // Each name in its own language, so that whoever cannot read the current one finds theirs.
        QAction* action = menu->addAction(QString::fromUtf8(language.nativeName));
        action->setObjectName(QStringLiteral("language_") + code);
        action->setData(code);
        action->setCheckable(true);
        action->setChecked(code == currentUiLanguage());
        group->addAction(action);
        QObject::connect(action, &QAction::triggered, window, [window, code] {
            if (code != currentUiLanguage()) // after the menu's own slot has returned
                QTimer::singleShot(0, window, [window, code] { switchUiLanguage(window, code); });
        });
    }
    return menu;
}

MainWindow* switchUiLanguage(MainWindow* window, const QString& code)
{
    // The new window starts from these, as it would on the next start: the scenario (a built-in one
    // then speaks the new language), the palette, the docks.
    window->saveSettings();
    saveUiLanguage(code);
    setUiLanguage(code);
    useLanguageFonts(code);
    auto* next = new MainWindow;
    next->setAttribute(Qt::WA_DeleteOnClose, window->testAttribute(Qt::WA_DeleteOnClose));
    next->restoreState(window->saveState());
    if (window->windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen))
        next->restoreGeometry(window->saveGeometry());
    else // the same client area: restoreGeometry() would add the frame on some platforms
        next->setGeometry(window->geometry());
    next->tabs()->setCurrentIndex(window->tabs()->currentIndex());
    if (window->isVisible())
        next->show();
    window->hide();
    window->deleteLater();
    return next;
}

} // namespace kvb::ui
