#include "base/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

#include <memory>

namespace kvb {

namespace {

constexpr UiLanguage kLanguages[] = {
    {"en", "English"},
    {"vi", "Tiếng Việt"},
    {"zh_CN", "简体中文"},
    {"ru", "Русский"},
};

struct InstalledLanguage
{
    QString code = QStringLiteral("en");
    std::unique_ptr<QTranslator> ours;
    std::unique_ptr<QTranslator> qt;
};

InstalledLanguage& installed()
{
    static InstalledLanguage language;
    return language;
}

// The code kvbudget speaks for one of the system's language tags (ru-RU, zh-Hans-CN, vi, en-GB), or
// an empty string. Traditional Chinese is not Simplified Chinese: it falls through to the next tag.
QString matchLanguageTag(const QString& tag)
{
    const QLocale locale(tag);
    switch (locale.language()) {
    case QLocale::English:
        return QStringLiteral("en");
    case QLocale::Vietnamese:
        return QStringLiteral("vi");
    case QLocale::Russian:
        return QStringLiteral("ru");
    case QLocale::Chinese:
        return locale.script() == QLocale::TraditionalChineseScript ? QString() : QStringLiteral("zh_CN");
    default:
        return {};
    }
}

std::unique_ptr<QTranslator> loadTranslator(const QString& name, const QString& directory)
{
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(name, directory))
        return nullptr;
    QCoreApplication::installTranslator(translator.get());
    return translator;
}

} // namespace

std::span<const UiLanguage> uiLanguages()
{
    return kLanguages;
}

bool isUiLanguage(const QString& code)
{
    for (const UiLanguage& language : kLanguages)
        if (code == QLatin1String(language.code))
            return true;
    return false;
}

QString uiLanguageList()
{
    return QStringLiteral("vi, zh_CN, ru, en");
}

QString systemUiLanguage()
{
    for (const QString& tag : QLocale::system().uiLanguages())
        if (QString code = matchLanguageTag(tag); !code.isEmpty())
            return code;
    return QStringLiteral("en");
}

QLocale localeForUiLanguage(const QString& code)
{
    if (code == u"vi")
        return QLocale(QLocale::Vietnamese, QLocale::Vietnam);
    if (code == u"zh_CN")
        return QLocale(QLocale::Chinese, QLocale::SimplifiedChineseScript, QLocale::China);
    if (code == u"ru")
        return QLocale(QLocale::Russian, QLocale::Russia);
    return QLocale(QLocale::English, QLocale::UnitedStates);
}

bool setUiLanguage(const QString& code)
{
    if (!isUiLanguage(code))
        return false;
    InstalledLanguage& language = installed();
    // Removed before the new ones are installed: a translator installed later is searched first.
    if (language.ours)
        QCoreApplication::removeTranslator(language.ours.get());
    if (language.qt)
        QCoreApplication::removeTranslator(language.qt.get());
    language.ours.reset();
    language.qt.reset();
    language.code = code;
    QLocale::setDefault(localeForUiLanguage(code));
    // Qt first, so that kvbudget's own translations win where both translate a text. English is the
    // source language: Qt has nothing for it, kvbudget only its plural forms ("1 image", "2 images").
    // Qt ships no Vietnamese (no qtbase_vi.qm): Qt's own few texts (a line edit's context menu, a
    // message box's buttons) stay English there.
    if (code != u"en")
        language.qt = loadTranslator(QStringLiteral("qtbase_") + code,
                                     QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    language.ours = loadTranslator(QStringLiteral("kvbudget_") + code, QStringLiteral(":/i18n"));
    return true;
}

QString currentUiLanguage()
{
    return installed().code;
}

} // namespace kvb
