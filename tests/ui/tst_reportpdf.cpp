// The report as the ui draws it: a PDF on A4 or Letter whose pages, text and page numbers pdfinfo and
// pdftotext read back, whose charts are vector paths in the content streams (no image XObject), and
// whose long tables continue on the next page under a repeated header; the HTML's charts are inline
// SVG; File → Export report… writes the same document.
#include "cli/comparecommand.h"
#include "report/reportdocument.h"
#include "ui/mainwindow.h"
#include "ui/reportrender.h"
#include "ui/scenariocontroller.h"
#include "uitesthelpers.h"
#include "vllm/launchcommand.h"

#include <QAction>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kvb;
using namespace kvb::ui;
using namespace Qt::StringLiterals;

namespace {

QString run(const QString& program, const QStringList& args)
{
    QProcess process;
    process.start(program, args);
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

// Every Flate-compressed stream of the PDF, inflated (QPdfWriter writes no object streams).
QByteArray inflatedStreams(const QByteArray& pdf)
{
    QByteArray all;
    qsizetype at = 0;
    while ((at = pdf.indexOf("stream\n", at)) >= 0) {
        const qsizetype start = at + 7;
        const qsizetype end = pdf.indexOf("endstream", start);
        if (end < 0)
            break;
        const QByteArray dict = pdf.mid(pdf.lastIndexOf("<<", at), at - pdf.lastIndexOf("<<", at));
        QByteArray data = pdf.mid(start, end - start);
        if (dict.contains("/FlateDecode")) {
            data.prepend(QByteArray("\x00\x40\x00\x00", 4)); // qUncompress's size hint; it grows past it
            data = qUncompress(data);
        }
        all += data;
        at = end + 9; // past "endstream", which itself ends in "stream"
    }
    return all;
}

Comparison longComparison()
{
    auto c = parseComparison({u"--vary"_s, u"--kv-cache-dtype fp8"_s, u"--vary"_s, u"--quantization awq"_s,
                              u"--vary"_s, u"--max-model-len 32768 --gpu-memory-utilization 0.85"_s});
    if (!c)
        qFatal("comparison: %s", qPrintable(c.error().message));
    return c.value();
}

} // namespace

class TestReportPdf : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    bool havePoppler() const
    {
        return !QStandardPaths::findExecutable(u"pdftotext"_s).isEmpty() &&
               !QStandardPaths::findExecutable(u"pdfinfo"_s).isEmpty();
    }

private Q_SLOTS:
    void pdfHasPagesTextAndPageNumbers();
    void chartsAreVectorPaths();
    void longTablesBreakUnderARepeatedHeader();
    void letterPaper();
    void htmlChartsAreInlineSvg();
    void windowExportsTheReport();
};

void TestReportPdf::pdfHasPagesTextAndPageNumbers()
{
    if (!havePoppler())
        QSKIP("pdftotext / pdfinfo (poppler-utils) not on PATH");
    const ReportDocument d = planReport(kvbtest::scenarioFrom({}));
    const QString path = m_dir.filePath(u"plan.pdf"_s);
    auto written = writeReport(d, path, ExportPage::A4, reportRenderer());
    QVERIFY2(written, written ? "" : qPrintable(written.error().message));
    const QString info = run(u"pdfinfo"_s, {path});
    QVERIFY2(
        info.contains(QRegularExpression(u"Page size:\\s+595(\\.\\d+)? x 84[12](\\.\\d+)? pts \\(A4\\)"_s)),
        qPrintable(info));
    const int pages = QRegularExpression(u"Pages:\\s+(\\d+)"_s).match(info).captured(1).toInt();
    QVERIFY2(pages >= 3, qPrintable(info)); // summary and charts, the math, the rest
    QVERIFY(info.contains(d.title.left(20)));
    const QString first = run(u"pdftotext"_s, {u"-f"_s, u"1"_s, u"-l"_s, u"1"_s, path, u"-"_s});
    QVERIFY2(first.contains(u"Capacity report"_s), qPrintable(first));
    QVERIFY(first.contains(d.date));
    QVERIFY(first.contains(u"Verdict"_s));
    QVERIFY(first.contains(u"Page 1 of %1"_s.arg(pages)));
    const QString text = run(u"pdftotext"_s, {path, u"-"_s});
    for (const QString& heading :
         {u"Charts"_s, u"Worked math"_s, u"What vLLM will log"_s, u"Launch command"_s, u"Assumptions"_s,
          u"Available KV cache memory"_s, u"vllm serve"_s})
        QVERIFY2(text.contains(heading), qPrintable(heading));
    QVERIFY(text.contains(u"Page %1 of %1"_s.arg(pages)));
    QVERIFY2(text.contains(u"Context length"_s) || text.contains(u"context length"_s),
             "axis labels are text");
}

void TestReportPdf::chartsAreVectorPaths()
{
    const ReportDocument d = planReport(kvbtest::scenarioFrom({}));
    const QByteArray pdf = renderReportPdf(d, ExportPage::A4);
    QVERIFY(pdf.startsWith("%PDF"));
    QVERIFY2(!pdf.contains("/Subtype /Image"), "a chart was drawn as a bitmap");
    const QByteArray content = inflatedStreams(pdf);
    // Lines, curves and rectangles, stroked and filled: the bars, the curves and the axes.
    QVERIFY(content.count(" l\n") > 200);
    QVERIFY(content.count(" c\n") > 10);
    QVERIFY(content.contains(" re\n"));
    QVERIFY(content.contains("\nS\n") || content.contains(" S\n"));
    QVERIFY(content.contains("\nf\n") || content.contains(" f\n") || content.contains("f*\n"));
    if (!QStandardPaths::findExecutable(u"pdfimages"_s).isEmpty()) {
        const QString path = m_dir.filePath(u"vector.pdf"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(pdf);
        file.close();
        const QStringList lines = run(u"pdfimages"_s, {u"-list"_s, path}).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2); // the header and its rule: no image at all
    }
}

void TestReportPdf::longTablesBreakUnderARepeatedHeader()
{
    if (!havePoppler())
        QSKIP("pdftotext (poppler-utils) not on PATH");
    const Comparison c = longComparison();
    const ReportDocument d = comparisonReport(c);
    const QString path = m_dir.filePath(u"long.pdf"_s);
    QVERIFY(writeReport(d, path, ExportPage::A4, reportRenderer()));
    const QString text = run(u"pdftotext"_s, {u"-layout"_s, path, u"-"_s});
    static const QRegularExpression header(u"^\\s*Step\\s+How\\s+Result\\s*$"_s,
                                           QRegularExpression::MultilineOption);
    int headers = 0;
    for (auto it = header.globalMatch(text); it.hasNext(); it.next())
        ++headers;
    // One worked-math table per scenario; each one that runs onto the next page repeats its header.
    QVERIFY2(headers > static_cast<int>(c.scenarios.size()), qPrintable(u"%1 headers"_s.arg(headers)));
    QVERIFY(text.contains(u"Comparison"_s));
    for (std::size_t i = 0; i < c.scenarios.size(); ++i)
        QVERIFY(text.contains(c.scenarios[i].name.left(12)));
}

void TestReportPdf::letterPaper()
{
    if (!havePoppler())
        QSKIP("pdfinfo (poppler-utils) not on PATH");
    const QString path = m_dir.filePath(u"letter.pdf"_s);
    QVERIFY(writeReport(planReport(kvbtest::scenarioFrom({})), path, ExportPage::Letter, reportRenderer()));
    QVERIFY(run(u"pdfinfo"_s, {path})
                .contains(QRegularExpression(u"Page size:\\s+612 x 792 pts \\(letter\\)"_s)));
}

void TestReportPdf::htmlChartsAreInlineSvg()
{
    const ReportDocument d = comparisonReport(longComparison());
    const QString path = m_dir.filePath(u"report.html"_s);
    QVERIFY(writeReport(d, path, ExportPage::A4, reportRenderer()));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(file.readAll());
    QCOMPARE(html.count(u"<svg"_s), qsizetype(reportCharts(d).size()));
    QVERIFY(!html.contains(u"src=\"http"_s));
    QVERIFY(!html.contains(u"href=\"http"_s));
    QVERIFY(!html.contains(u"<img"_s));
    QVERIFY(!html.contains(u"<!DOCTYPE svg"_s));
    static const QRegularExpression fileReference(u"(src|href)\\s*=\\s*\"(?!data:|#)"_s);
    QVERIFY(!fileReference.match(html).hasMatch());
    QVERIFY(html.contains(u"<path"_s)); // the charts are drawn, not empty
}

void TestReportPdf::windowExportsTheReport()
{
    MainWindow window;
    bool found = false;
    for (QAction* menu : window.menuBar()->actions())
        for (QAction* action : menu->menu() ? menu->menu()->actions() : QList<QAction*>{})
            found = found || action->text() == u"Export &report…"_s;
    QVERIFY(found);
    const QString path = m_dir.filePath(u"window.md"_s);
    QVERIFY(window.exportReport(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString md = QString::fromUtf8(file.readAll());
    QVERIFY(md.contains(launchCommandFor(window.controller()->scenario()).text()));
    QVERIFY(QFileInfo::exists(m_dir.filePath(u"window-chart-memory.png"_s)));
}

QTEST_MAIN(TestReportPdf)
#include "tst_reportpdf.moc"
