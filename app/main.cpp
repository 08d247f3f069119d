// The kvbudget executable: the dashboard by default, subcommands for the command line.
#include "commands.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

namespace {

int runCommandLine(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = QCoreApplication::arguments().mid(1);
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QString command = args.isEmpty() ? QString() : args.takeFirst();
    if (command == u"plan")
        return kvb::runPlanCommand(args, out, err);
    if (command == u"list")
        return kvb::runListCommand(args, out, err);
    if (command == u"--version" || command == u"version") {
        out << "kvbudget " << KVBUDGET_VERSION << "\n";
        return kvb::ExitOk;
    }
    if (command == u"--help" || command == u"-h" || command == u"help" || command.isEmpty()) {
        out << kvb::usageText();
        return kvb::ExitOk;
    }
    err << "kvbudget: unknown command \"" << command << "\"\n\n" << kvb::usageText();
    return kvb::ExitInvalidInput;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication::setOrganizationName(QStringLiteral("kvbudget"));
    QCoreApplication::setApplicationName(QStringLiteral("kvbudget"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KVBUDGET_VERSION));
    return runCommandLine(argc, argv);
}
