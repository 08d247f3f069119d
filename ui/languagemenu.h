#pragma once
// View → Language: the window in English, Vietnamese, Simplified Chinese or Russian, switched live.
// Switching installs the language's translators and builds the window anew in it (the same scenario,
// tab, geometry and docks): every text the window shows is made by the code that makes it in the
// first place, so none is left behind in the previous language.

#include <QString>

class QMenu;

namespace kvb::ui {

class MainWindow;

// The language chosen in View → Language, stored in the settings (view/language); empty when none was.
QString savedUiLanguage();
void saveUiLanguage(const QString& code);

// The language the window starts in: `flag` (--lang) when given, else the saved choice, else the
// system's.
QString startupUiLanguage(const QString& flag);

// The application font for `code`: for Chinese, the Simplified Chinese CJK fonts first. Without it
// Han characters come from whichever CJK font fontconfig lists first (Japanese in a C locale): other
// glyph shapes, and PDFs whose text extracts as look-alike radicals (⼤ for 大). Needs a QGuiApplication.
void useLanguageFonts(const QString& code);

// Adds the Language submenu to `view`: one checkable item per language, named in that language, the
// current one checked. Choosing another calls switchUiLanguage() once the menu has closed.
QMenu* addLanguageMenu(QMenu* view, MainWindow* window);

// Saves `window`'s settings, installs `code` (base/language.h), stores it as the saved choice and
// returns a new window in that language showing what `window` showed; `window` is hidden and deleted
// later (it must be on the heap). A close-deletes `window` makes a close-deletes new one.
MainWindow* switchUiLanguage(MainWindow* window, const QString& code);

} // namespace kvb::ui
