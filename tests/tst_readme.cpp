// The README's flag table is the flag table in code (core/vllm/flagtable.h), word for word, so the
// documentation cannot drift from what the parser accepts.
#include "cli/cliargs.h"

#include <QFile>
#include <QtTest>

using namespace Qt::StringLiterals;

class TestReadme : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void flagTableMatchesTheCode()
    {
        QFile readme(QStringLiteral(KVBUDGET_SOURCE_DIR "/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(readme.readAll());
        const QString begin = u"<!-- plan-flags:begin -->\n"_s;
        const qsizetype from = text.indexOf(begin);
        const qsizetype to = text.indexOf(u"<!-- plan-flags:end -->"_s);
        QVERIFY2(from >= 0 && to > from, "README.md lacks the plan-flags markers");
        const QString documented = text.mid(from + begin.size(), to - from - begin.size());
        const QString code = kvb::planFlagsMarkdown();
        if (documented != code) {
            // Where the two part, and the table to paste between the markers.
            qsizetype i = 0;
            while (i < documented.size() && i < code.size() && documented[i] == code[i])
                ++i;
            const qsizetype lineStart = code.lastIndexOf(u'\n', i - 1) + 1;
            qWarning("README.md differs from the flag table at: %s\nThe table in code:\n%s",
                     qPrintable(code.mid(lineStart, code.indexOf(u'\n', i) - lineStart)), qPrintable(code));
        }
        QCOMPARE(documented, code);
    }
};

QTEST_GUILESS_MAIN(TestReadme)
#include "tst_readme.moc"
