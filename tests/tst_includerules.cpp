// The layering of docs/architecture.md, enforced: every #include in core/, cli/, ui/ and app/ against
// the table of allowed edges that document holds, plus Qt Core only in core/.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

const QStringList kCoreRooms = {QStringLiteral("base"),  QStringLiteral("model"),  QStringLiteral("budget"),
                                QStringLiteral("io"),    QStringLiteral("vllm"),   QStringLiteral("load"),
                                QStringLiteral("fleet"), QStringLiteral("report"), QStringLiteral("lesson")};

struct Violation
{
    QString file;
    int line = 0;
    QString message;
    QString toString() const { return QStringLiteral("%1:%2: %3").arg(file).arg(line).arg(message); }
};

// Folder -> folders it may include, from the table between the include-rules markers.
QMap<QString, QSet<QString>> parseRules(const QString& markdown)
{
    QMap<QString, QSet<QString>> rules;
    const qsizetype begin = markdown.indexOf(QLatin1String("<!-- include-rules:begin -->"));
    const qsizetype end = markdown.indexOf(QLatin1String("<!-- include-rules:end -->"));
    if (begin < 0 || end < begin)
        return rules;
    static const QRegularExpression row(QStringLiteral("^\\|\\s*`([^`]+)`\\s*\\|([^|]*)\\|"),
                                        QRegularExpression::MultilineOption);
    auto it = row.globalMatch(markdown.mid(begin, end - begin));
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        QString folder = m.captured(1);
        folder.remove(QLatin1String("core/"));
        QSet<QString> allowed{folder};
        for (QString name : m.captured(2).split(QLatin1Char(','))) {
            name = name.trimmed().remove(QLatin1Char('`'));
            if (!name.isEmpty() && name != u"—")
                allowed.insert(name);
        }
        rules.insert(folder, allowed);
    }
    return rules;
}

// The folder a file of the tree belongs to: a core room, "cli", "ui" or "app".
QString folderOfFile(const QString& relative)
{
    const QStringList parts = relative.split(QLatin1Char('/'));
    if (parts.size() > 2 && parts[0] == u"core")
        return parts[1];
    return parts.value(0);
}

class IncludeChecker
{
public:
    IncludeChecker(QString root, QMap<QString, QSet<QString>> rules, QString qtCoreDir)
        : m_root(std::move(root))
        , m_rules(std::move(rules))
        , m_qtCoreDir(std::move(qtCoreDir))
    {}

    std::vector<Violation> run() const
    {
        std::vector<Violation> found;
        for (const char* top : {"core", "cli", "ui", "app"}) {
            QDirIterator it(m_root + QLatin1Char('/') + QLatin1String(top),
                            {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext())
                checkFile(QDir(m_root).relativeFilePath(it.next()), found);
        }
        return found;
    }

private:
    void checkFile(const QString& relative, std::vector<Violation>& found) const
    {
        QFile file(m_root + QLatin1Char('/') + relative);
        if (!file.open(QIODevice::ReadOnly))
            return found.push_back({relative, 0, QStringLiteral("cannot be read")});
        const QString from = folderOfFile(relative);
        if (!m_rules.contains(from))
            return found.push_back(
                {relative, 0, QStringLiteral("folder %1 has no row in the table").arg(from)});
        static const QRegularExpression quoted(QStringLiteral("^\\s*#\\s*include\\s+\"([^\"]+)\""));
        static const QRegularExpression angled(QStringLiteral("^\\s*#\\s*include\\s+<([^>]+)>"));
        const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const int line = static_cast<int>(i + 1);
            if (const auto m = quoted.match(lines[i]); m.hasMatch())
                checkQuoted(relative, line, from, m.captured(1), found);
            else if (const auto a = angled.match(lines[i]); a.hasMatch() && relative.startsWith(u"core/"))
                checkQtCore(relative, line, a.captured(1), found);
        }
    }

    void checkQuoted(const QString& file, int line, const QString& from, const QString& include,
                     std::vector<Violation>& found) const
    {
        if (include.endsWith(QLatin1String(".moc")))
            return; // generated next to the source
        const QString first = include.section(QLatin1Char('/'), 0, 0);
        QString to;
        QString path;
        if (!include.contains(QLatin1Char('/'))) {
            found.push_back({file, line,
                             QStringLiteral("\"%1\": write includes from the library root "
                                            "(\"budget/engine.h\", \"ui/dashboard.h\")")
                                 .arg(include)});
            return;
        }
        if (kCoreRooms.contains(first)) {
            to = first;
            path = m_root + QLatin1String("/core/") + include;
        } else if (first == u"cli" || first == u"ui") {
            to = first;
            path = m_root + QLatin1Char('/') + include;
        } else {
            found.push_back({file, line, QStringLiteral("\"%1\" is not in a kvbudget folder").arg(include)});
            return;
        }
        if (!QFileInfo::exists(path))
            found.push_back({file, line, QStringLiteral("\"%1\" does not exist").arg(include)});
        if (!m_rules.value(from).contains(to))
            found.push_back({file, line,
                             QStringLiteral("%1 may not include %2 (\"%3\"; see docs/architecture.md)")
                                 .arg(from, to, include)});
    }

    // core/ links Qt Core and fmt only: a Qt header must be one of Qt Core's.
    void checkQtCore(const QString& file, int line, const QString& include,
                     std::vector<Violation>& found) const
    {
        if (!include.startsWith(QLatin1Char('Q')))
            return; // the standard library, fmt
        QString header = include;
        if (header.startsWith(QLatin1String("QtCore/")))
            return;
        if (header.contains(QLatin1Char('/')) || !QFileInfo::exists(m_qtCoreDir + QLatin1Char('/') + header))
            found.push_back(
                {file, line,
                 QStringLiteral("<%1> is not a Qt Core header; core links Qt Core only").arg(include)});
    }

    QString m_root;
    QMap<QString, QSet<QString>> m_rules;
    QString m_qtCoreDir;
};

QString readText(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return QString::fromUtf8(f.readAll());
}

QStringList messages(const std::vector<Violation>& violations)
{
    QStringList list;
    for (const Violation& v : violations)
        list << v.toString();
    return list;
}

} // namespace

class TestIncludeRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tableCoversEveryFolder()
    {
        const auto rules = parseRules(readText(QStringLiteral(KVBUDGET_SOURCE_DIR "/docs/architecture.md")));
        for (const QString& folder : kCoreRooms + QStringList{u"cli"_s, u"ui"_s, u"app"_s})
            QVERIFY2(rules.contains(folder), qPrintable(folder));
        QCOMPARE(rules.value(u"base"_s), QSet<QString>{u"base"_s}); // base includes nothing of ours
        QVERIFY(!rules.value(u"ui"_s).contains(u"cli"_s));
        QVERIFY(!rules.value(u"budget"_s).contains(u"io"_s));
    }

    void treeFollowsTheRules()
    {
        const auto rules = parseRules(readText(QStringLiteral(KVBUDGET_SOURCE_DIR "/docs/architecture.md")));
        const IncludeChecker checker(QStringLiteral(KVBUDGET_SOURCE_DIR), rules,
                                     QStringLiteral(QT_CORE_INCLUDE_DIR));
        const QStringList found = messages(checker.run());
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    // The test of the test: a small tree with one forbidden edge of each kind.
    void fixtureBreaksEveryRule()
    {
        const auto rules = parseRules(readText(QStringLiteral(KVBUDGET_SOURCE_DIR "/docs/architecture.md")));
        const IncludeChecker checker(QStringLiteral(KVBUDGET_TEST_DATA "/includerules"), rules,
                                     QStringLiteral(QT_CORE_INCLUDE_DIR));
        QStringList found = messages(checker.run());
        found.sort();
        const QStringList expected = {
            u"app/main.cpp:2: \"budget/engine.h\" does not exist"_s,
            u"app/main.cpp:2: app may not include budget (\"budget/engine.h\"; see docs/architecture.md)"_s,
            u"cli/commands.h:2: cli may not include ui (\"ui/window.h\"; see docs/architecture.md)"_s,
            u"core/base/units.h:3: base may not include model (\"model/dtype.h\"; see docs/architecture.md)"_s,
            u"core/budget/engine.cpp:1: \"engine.h\": write includes from the library root "
            "(\"budget/engine.h\", \"ui/dashboard.h\")"_s,
            u"core/budget/engine.cpp:2: budget may not include io (\"io/presets.h\"; see docs/architecture.md)"_s,
            u"core/budget/engine.cpp:4: <QWidget> is not a Qt Core header; core links Qt Core only"_s,
            u"core/model/dtype.h:3: model may not include cli (\"cli/commands.h\"; see docs/architecture.md)"_s,
            u"ui/window.cpp:3: ui may not include cli (\"cli/commands.h\"; see docs/architecture.md)"_s,
        };
        QCOMPARE(found, expected);
    }
};

QTEST_GUILESS_MAIN(TestIncludeRules)
#include "tst_includerules.moc"
