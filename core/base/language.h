#pragma once
// The language kvbudget speaks: its own translations (:/i18n/kvbudget_<code>.qm), Qt's
// (qtbase_<code>.qm from QLibraryInfo::TranslationsPath) and the locale its figures are written in
// (figureLocale()), chosen together so that a Russian window also writes "0,92" and "131 072".

#include <QLocale>
#include <QString>
#include <QStringList>

#include <span>

namespace kvb {

struct UiLanguage
{
    const char* code;       // what --lang takes and the settings store: en, vi, zh_CN, ru
    const char* nativeName; // the language's name in itself, UTF-8 (the View → Language items)
};

// English first, then the translations.
std::span<const UiLanguage> uiLanguages();
bool isUiLanguage(const QString& code);
// "vi, zh_CN, ru, en": the values --lang accepts, for its error message.
QString uiLanguageList();

// The first of the system's preferred languages (QLocale::system().uiLanguages()) that kvbudget
// speaks; en when none is.
QString systemUiLanguage();
// The locale kvbudget writes its figures in for a language: en is en_US; vi, zh_CN and ru their own.
QLocale localeForUiLanguage(const QString& code);

// Installs the translators of `code` (replacing those of a previous call) and makes its locale the
// default one, which figureLocale(), spin boxes and charts follow. Needs the application object.
// Returns false, changing nothing, when `code` is not a language of uiLanguages().
bool setUiLanguage(const QString& code);
// The language of the last setUiLanguage(); en before any.
QString currentUiLanguage();

} // namespace kvb
