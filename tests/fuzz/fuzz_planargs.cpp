// `kvbudget plan` itself, with its arguments as bytes (a NUL or a newline ends one): the flag parser
// every planning subcommand uses, scenario validation, both accountings and every output format. The
// exit code must be a documented one and no printed figure may be NaN or infinite.
#include "fuzzcheck.h"

#include "cli/commands.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QStringList>
#include <QTextStream>

#include <algorithm>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    QString text = QString::fromUtf8(kvb::fuzz::bytes(data, size));
    text.replace(QChar(u'\0'), QChar(u'\n'));
    const QStringList args = text.split(QChar(u'\n'));
    if (args.size() > 64)
        return 0; // a command line, not a file
    QString printed;
    QString errors;
    QTextStream out(&printed);
    QTextStream err(&errors);
    const int code = kvb::runPlanCommand(args, out, err);
    if (code != kvb::ExitOk && code != kvb::ExitInvalidInput && code != kvb::ExitRefusesToStart &&
        code != kvb::ExitIo)
        kvb::fuzz::finding("an undocumented exit code");
    out.flush();
    // A figure stands between spaces, brackets or the punctuation around numbers ("nan GiB", "(inf)",
    // ": -nan,"); a "nan" inside other characters ("\\nan\\") is the echo of an argument's fragment.
    static const QRegularExpression notANumber(
        QStringLiteral("(^|[\\s(\\[:=,\"])-?(nan|inf)(?=$|[\\s)\\],%\"x]|\\.\\s)"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::MultilineOption);
    // The arguments themselves may be echoed ("ignored (does not change memory): nan..."): only what
    // kvbudget computed counts, so every argument is taken out of the output first, the longest first:
    // taking "--format" out before "nan--format" would leave the echo's "nan" behind.
    QStringList longestFirst = args;
    std::stable_sort(longestFirst.begin(), longestFirst.end(),
                     [](const QString& a, const QString& b) { return a.size() > b.size(); });
    for (const QString& arg : longestFirst) {
        if (arg.size() < 3)
            continue;
        printed.remove(arg);
        // ... and as JSON writes it ("\u0004nan" for a control character before "nan").
        const QByteArray json = QJsonDocument(QJsonArray{arg}).toJson(QJsonDocument::Compact);
        printed.remove(QString::fromUtf8(json.mid(2, json.size() - 4)));
    }
    if (code != kvb::ExitInvalidInput && notANumber.match(printed).hasMatch())
        kvb::fuzz::finding("NaN or infinity printed as a figure");
    return 0;
}
