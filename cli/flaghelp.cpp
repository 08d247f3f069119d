// The plan flags' help, as `--help` prints it and as the README's table shows it, both from the
// flag table (core/vllm/flagtable.h).
#include "cli/cliargs.h"

#include "vllm/flagtable.h"

#include <QCoreApplication>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Cli)
};

constexpr FlagGroup kGroups[] = {FlagGroup::Scenario, FlagGroup::Serving, FlagGroup::Memory,
                                 FlagGroup::Workload, FlagGroup::Accounting};

constexpr qsizetype kHelpColumn = 36; // where the help text starts

// "-tp, --tensor-parallel-size N"
QString synopsis(const FlagSpec& flag)
{
    QString text;
    if (flag.alias && QLatin1String(flag.alias).size() <= 2)
        text += QLatin1Char('-') + QLatin1String(flag.alias) + QLatin1String(", ");
    text += QLatin1String("--") + QLatin1String(flag.name);
    if (flag.valueName)
        text += QLatin1Char(' ') + QLatin1String(flag.valueName);
    return text;
}

// A longer alias ("--kv-cache-memory-bytes") is named in the help text.
QString helpWithAlias(const FlagSpec& flag)
{
    QString help = flagHelp(flag);
    if (flag.alias && QLatin1String(flag.alias).size() > 2)
        help += Text::tr(" (also --%1)").arg(QLatin1String(flag.alias));
    return help;
}

} // namespace

QString planFlagsHelp()
{
    QString out;
    for (FlagGroup group : kGroups) {
        out +=
            (out.isEmpty() ? QString() : QStringLiteral("\n")) + flagGroupTitle(group) + QLatin1String(":\n");
        for (const FlagSpec& flag : planFlags()) {
            if (flag.group != group)
                continue;
            QString left = QLatin1String("  ") + synopsis(flag);
            left =
                left.size() + 2 <= kHelpColumn ? left.leftJustified(kHelpColumn) : left + QLatin1String("  ");
            out += left + helpWithAlias(flag) + QLatin1Char('\n');
        }
    }
    return out;
}

QString planFlagsMarkdown()
{
    // English on purpose: the README is the English reference (translations are for the program).
    QString out = QStringLiteral("| Flag | `vllm serve` | Value | Meaning |\n|---|---|---|---|\n");
    for (FlagGroup group : kGroups) {
        out += QStringLiteral("| **%1** | | | |\n").arg(flagGroupTitle(group));
        for (const FlagSpec& flag : planFlags()) {
            if (flag.group != group)
                continue;
            QString name = QStringLiteral("`--%1`").arg(QLatin1String(flag.name));
            if (flag.alias)
                name += QStringLiteral(", `%1%2`")
                            .arg(QLatin1String(QLatin1String(flag.alias).size() <= 2 ? "-" : "--"),
                                 QLatin1String(flag.alias));
            QString value =
                flag.valueName ? QStringLiteral("`%1`").arg(QLatin1String(flag.valueName)) : QString();
            value.replace(QLatin1Char('|'), QLatin1String("\\|"));
            QString help = QString::fromUtf8(flag.help);
            help.replace(QLatin1Char('|'), QLatin1String("\\|"));
            out += QStringLiteral("| %1 | %2 | %3 | %4 |\n")
                       .arg(name, flag.vllm ? QStringLiteral("yes") : QString(), value, help);
        }
    }
    return out;
}

} // namespace kvb
