// The report's content model and its Markdown and HTML writers: every part the issue names is in the
// document and comes from the engine's own functions (the math from explainPlan, the log lines from
// vllmLogLines, the command from launchCommandFor, the table from the comparison), the Markdown has the
// comparison table and links the PNGs written beside it, and the HTML stands alone.
#include "base/units_format.h"
#include "cli/comparecommand.h"
#include "cli/reportcommand.h"
#include "fleet/fleetfile.h"
#include "report/comparetable.h"
#include "report/plantext.h"
#include "report/reportdocument.h"
#include "report/reportwriters.h"
#include "testhelpers.h"
#include "vllm/flagstate.h"
#include "vllm/launchcommand.h"
#include "vllm/messages.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace kvb;
using namespace Qt::StringLiterals;

namespace {

const ReportSection* section(const ReportDocument& d, const QString& title, int from = 0)
{
    for (std::size_t i = static_cast<std::size_t>(from); i < d.sections.size(); ++i)
        if (d.sections[i].title == title)
            return &d.sections[i];
    return nullptr;
}

QString allText(const ReportDocument& d)
{
    return reportToMarkdown(d, [](const ReportChart& c) -> QString { return c.fileStem + u".png"_s; });
}

// A stand-in for the ui's chart drawing: a tiny SVG naming the chart, and bytes for a PNG.
ReportRenderer fakeRenderer()
{
    ReportRenderer r;
    r.chart = [](const ReportDocument&, const ReportChart& c, ImageFormat format) -> QByteArray {
        if (format == ImageFormat::Png)
            return QByteArray("\x89PNG fake ") + c.fileStem.toUtf8();
        return "<?xml version=\"1.0\"?>\n<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" "
               "\"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\">\n<svg viewBox=\"0 0 10 10\"><title>" +
               c.fileStem.toUtf8() + "</title><path d=\"M0 0L10 10\"/></svg>\n";
    };
    r.pdf = [](const ReportDocument&, ExportPage) { return QByteArray("%PDF-1.4 fake"); };
    return r;
}

Comparison defaultVersusFp8AndInt4()
{
    auto c = parseComparison({u"--vary"_s, u"--kv-cache-dtype fp8"_s, u"--vary"_s, u"--quantization awq"_s});
    if (!c)
        qFatal("comparison does not build: %s", qPrintable(c.error().message));
    return c.value();
}

} // namespace

class TestReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void planReportHasEveryPart();
    void assumptionsNameEraTermsUncertaintyAndSettings();
    void refusingPlanShowsVllmsError();
    void comparisonReportCarriesTheTable();
    void markdownLinksThePngsWrittenBesideIt();
    void htmlStandsAlone();
    void fleetReportListsEveryDeployment();
    void badPathsAndFormats();
};

void TestReport::planReportHasEveryPart()
{
    const Scenario s = kvbtest::scenarioFrom({u"--max-model-len"_s, u"32768"_s});
    const ReportDocument d = planReport(s, {}, QDate(2025, 3, 14));
    const DashboardFigures f = computeDashboardFigures(s);
    QVERIFY(d.title.contains(s.model.displayName));
    QCOMPARE(d.date, figureLocale().toString(QDate(2025, 3, 14), QLocale::LongFormat));
    QVERIFY2(d.summary.contains(f.headline), qPrintable(d.summary));
    QVERIFY(d.summary.contains(formatCount(32768)));
    QVERIFY(d.allStart);
    const ReportSection* math = section(d, u"Worked math"_s);
    QVERIFY(math);
    QCOMPARE(math->blocks.front().table.rows.size(), f.explanation.size());
    for (std::size_t i = 0; i < f.explanation.size(); ++i)
        QCOMPARE(math->blocks.front().table.rows[i].at(2), f.explanation[i].value);
    const ReportSection* log = section(d, u"What vLLM will log"_s);
    QVERIFY(log);
    QCOMPARE(log->blocks.at(1).text, vllmLogLines(f.plan).join(u'\n'));
    const ReportSection* launch = section(d, u"Launch command"_s);
    QVERIFY(launch);
    QCOMPARE(launch->blocks.front().text, launchCommandFor(s).text());
    const std::vector<ReportChart> charts = reportCharts(d);
    QCOMPARE(charts.size(), std::size_t(4)); // the dashboard's four charts
    QCOMPARE(charts.front().content, DashboardContent::MemoryBars);
}

void TestReport::assumptionsNameEraTermsUncertaintyAndSettings()
{
    const Scenario s = kvbtest::scenarioFrom(
        {u"--kv-cache-dtype"_s, u"fp8"_s, u"--max-model-len"_s, u"8192"_s, u"--non-torch-gib"_s, u"1.5"_s});
    const ReportDocument d = planReport(s);
    const ReportSection* a = section(d, u"Assumptions"_s);
    QVERIFY(a);
    const QStringList items = a->blocks.front().items;
    const Plan plan = computePlan(s);
    QVERIFY(items.join(u' ').contains(plan.rules.label));
    QVERIFY(items.join(u' ').contains(s.serving.vllmVersion.toString()));
    QVERIFY(items.contains(uncertaintyLine(plan)));
    QVERIFY(items.join(u' ').contains(u"overridden (--non-torch-gib)"_s));
    QVERIFY(items.join(u' ').contains(u"estimated from the fitted terms"_s)); // the activation peak
    const ReportTable* settings = nullptr;
    for (const ReportBlock& b : a->blocks)
        if (b.kind == ReportBlock::Kind::Table)
            settings = &b.table;
    QVERIFY(settings);
    const auto modified = modifiedFlags(s);
    QCOMPARE(settings->rows.size(), modified.size());
    QStringList flags;
    for (const QStringList& row : settings->rows)
        flags << row.at(2);
    QVERIFY(flags.contains(u"--kv-cache-dtype"_s));
    QVERIFY(flags.contains(u"--max-model-len"_s));
    QVERIFY(flags.contains(u"--non-torch-gib"_s));
}

void TestReport::refusingPlanShowsVllmsError()
{
    const Scenario s = kvbtest::scenarioFrom({u"--model"_s, u"llama-3.1-70b"_s});
    const ReportDocument d = planReport(s);
    const Plan plan = computePlan(s);
    QVERIFY(!plan.fits());
    QVERIFY(!d.allStart);
    QVERIFY(allText(d).contains(vllmStartupError(plan)));
}

void TestReport::comparisonReportCarriesTheTable()
{
    const Comparison c = defaultVersusFp8AndInt4();
    const ReportDocument d = comparisonReport(c);
    const ComparisonTable t = comparisonTable(c);
    const QString md = allText(d);
    // The header row and every figure's row as a pipe table.
    QVERIFY2(md.contains(u"| Figure | A | B | Δ B | C | Δ C |"_s), qPrintable(md.left(2000)));
    for (const QStringList& row : t.rows)
        QVERIFY2(md.contains(u"| "_s + row.join(u" | "_s) + u" |"_s), qPrintable(row.join(u" | "_s)));
    QCOMPARE(d.dashboards.size(), c.scenarios.size());
    QCOMPARE(reportCharts(d).size(), 2 * c.scenarios.size()); // memory and concurrency per scenario
    for (const ComparedScenario& s : c.scenarios)
        QVERIFY(md.contains(launchCommandFor(s.scenario).text()));
}

void TestReport::markdownLinksThePngsWrittenBesideIt()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"review.md"_s);
    const ReportDocument d = comparisonReport(defaultVersusFp8AndInt4());
    auto written = writeReport(d, path, ExportPage::A4, fakeRenderer());
    QVERIFY2(written, written ? "" : qPrintable(written.error().message));
    QCOMPARE(written->size(), qsizetype(reportCharts(d).size()) + 1);
    QFile md(path);
    QVERIFY(md.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(md.readAll());
    for (const ReportChart& chart : reportCharts(d)) {
        const QString image = markdownImageName(path, chart);
        QVERIFY2(QFileInfo::exists(dir.filePath(image)), qPrintable(image));
        QVERIFY(text.contains(u"](%1)"_s.arg(image)));
    }
    QVERIFY(text.contains(u"| Figure | A |"_s));
}

void TestReport::htmlStandsAlone()
{
    const ReportDocument d = comparisonReport(defaultVersusFp8AndInt4());
    const ReportRenderer r = fakeRenderer();
    const QString html =
        reportToHtml(d, [&](const ReportChart& c) { return r.chart(d, c, ImageFormat::Svg); });
    QVERIFY(html.startsWith(u"<!DOCTYPE html>"_s));
    QCOMPARE(html.count(u"<svg"_s), qsizetype(reportCharts(d).size()));
    QVERIFY(!html.contains(u"<?xml"_s));
    QVERIFY(!html.contains(u"DTD SVG"_s));
    QVERIFY(!html.contains(u"<img"_s));
    QVERIFY(!html.contains(u"<link"_s));
    QVERIFY(!html.contains(u"<script"_s));
    static const QRegularExpression external(u"(src|href)\\s*=\\s*\"(?!data:|#)"_s);
    QVERIFY(!external.match(html).hasMatch());
    QVERIFY(!html.contains(u"http"_s));
    QVERIFY(html.contains(u"<table>"_s));
    QVERIFY(html.contains(u"<style>"_s));
}

void TestReport::fleetReportListsEveryDeployment()
{
    auto fleet = resolveFleet(u"gpu-tetris"_s, PresetCatalog::builtin());
    QVERIFY(fleet);
    const FleetReplay replay = replayFleet(fleet.value());
    const ReportDocument d = fleetReport(fleet.value(), replay);
    const ReportSection* deployments = section(d, u"Deployments"_s);
    QVERIFY(deployments);
    QCOMPARE(deployments->blocks.front().table.rows.size(), fleet->deployments.size());
    QCOMPARE(d.allStart, replay.allStart);
    QCOMPARE(reportCharts(d).size(), std::size_t(1));
    QVERIFY(reportCharts(d).front().fleet);
    const QString md = allText(d);
    for (const Deployment& dep : fleet->deployments)
        QVERIFY(md.contains(launchCommandFor(dep.scenario).text()));
}

void TestReport::badPathsAndFormats()
{
    const ReportDocument d = planReport(kvbtest::scenario("default"));
    auto unknown = writeReport(d, u"/tmp/report.docx"_s, ExportPage::A4, fakeRenderer());
    QVERIFY(!unknown);
    QCOMPARE(unknown.error().kind, ErrorKind::InvalidInput);
    auto missing = writeReport(d, u"/nonexistent/folder/report.html"_s, ExportPage::A4, fakeRenderer());
    QVERIFY(!missing);
    QCOMPARE(missing.error().kind, ErrorKind::Io);
    // The command line: exit codes as documented.
    QString out, err;
    QTextStream o(&out), e(&err);
    setReportRenderer(fakeRenderer());
    QCOMPARE(runReportCommand({u"-o"_s, u"/nonexistent/folder/r.md"_s}, o, e), 4);
    QCOMPARE(runReportCommand({u"-o"_s, u"r.txt"_s}, o, e), 2);
    QCOMPARE(runReportCommand({u"--page"_s, u"a4"_s}, o, e), 2); // no -o
    QCOMPARE(runReportCommand({u"-o"_s, u"r.pdf"_s, u"--page"_s, u"a3"_s}, o, e), 2);
    QCOMPARE(runReportCommand({u"--compare"_s, u"default"_s, u"--fleet"_s, u"x"_s, u"-o"_s, u"r.md"_s}, o, e),
             2);
    QTemporaryDir dir;
    QCOMPARE(runReportCommand({u"--model"_s, u"llama-3.1-70b"_s, u"-o"_s, dir.filePath(u"r.html"_s)}, o, e),
             3);
    QCOMPARE(runReportCommand({u"-o"_s, dir.filePath(u"ok.html"_s)}, o, e), 0);
    QVERIFY(QFileInfo::exists(dir.filePath(u"ok.html"_s)));
    setReportRenderer({});
}

QTEST_GUILESS_MAIN(TestReport)
#include "tst_report.moc"
