#pragma once
// --lang vi|zh_CN|ru|en: kvbudget's own flag, taken out of the arguments before the subcommand reads
// them, so that every subcommand (and the window) speaks the chosen language.

#include <QStringList>
#include <QTextStream>

namespace kvb {

struct LanguageFlag
{
    bool given = false;
    QString value; // as written; may be empty (--lang with nothing after it) or unknown
};

// Removes every --lang VALUE / --lang=VALUE before a "--" (what follows "--" is vLLM's command
// line); the last one counts.
LanguageFlag takeLanguageFlag(QStringList& args);

// Whether the arguments ask for output for programs (--format json or csv, before a "--"): that is
// written in English with en_US figures whatever the language, the same bytes in every one.
bool machineReadableFormat(const QStringList& args);

// The language applyLanguageFlag() sets for `flag` (flag and fallback as there), or an empty string
// for an unknown one.
QString chosenLanguage(const LanguageFlag& flag, const QString& fallback = {});

// Sets the language the flag names, or `fallback` when the flag was not given (an unknown fallback
// means the system's language). Writes one message naming the four languages and returns false when
// the flag names none of them (exit code 2).
bool applyLanguageFlag(const LanguageFlag& flag, QTextStream& err, const QString& fallback = {});

} // namespace kvb
