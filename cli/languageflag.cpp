#include "cli/languageflag.h"

#include "base/language.h"

#include <QCoreApplication>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Cli)
};

const QLatin1String kFlag("--lang");

} // namespace

LanguageFlag takeLanguageFlag(QStringList& args)
{
    LanguageFlag flag;
    for (qsizetype i = 0; i < args.size();) {
        const QString& arg = args[i];
        if (arg == u"--")
            break;
        if (arg == kFlag) {
            flag.given = true;
            flag.value = i + 1 < args.size() ? args[i + 1] : QString();
            args.remove(i, i + 1 < args.size() ? 2 : 1);
        } else if (arg.startsWith(kFlag + u'=')) {
            flag.given = true;
            flag.value = arg.mid(kFlag.size() + 1);
            args.remove(i);
        } else {
            ++i;
        }
    }
    return flag;
}

bool machineReadableFormat(const QStringList& args)
{
    static const QStringList machine = {QStringLiteral("json"), QStringLiteral("csv")};
    for (qsizetype i = 0; i < args.size() && args[i] != u"--"; ++i) {
        if (args[i] == u"--format" && i + 1 < args.size() && machine.contains(args[i + 1]))
            return true;
        if (args[i].startsWith(u"--format=") && machine.contains(args[i].mid(9)))
            return true;
    }
    return false;
}

QString chosenLanguage(const LanguageFlag& flag, const QString& fallback)
{
    if (flag.given)
        return isUiLanguage(flag.value) ? flag.value : QString();
    return isUiLanguage(fallback) ? fallback : systemUiLanguage();
}

bool applyLanguageFlag(const LanguageFlag& flag, QTextStream& err, const QString& fallback)
{
    if (flag.given && !isUiLanguage(flag.value)) {
        err << Text::tr("kvbudget: --lang must be one of %1 (got \"%2\")").arg(uiLanguageList(), flag.value)
            << "\n";
        return false;
    }
    setUiLanguage(chosenLanguage(flag, fallback));
    return true;
}

} // namespace kvb
