#include "report/reportdocument.h"

#include "base/units_format.h"
#include "report/comparetable.h"
#include "report/plantext.h"
#include "vllm/launchcommand.h"
#include "vllm/messages.h"

#include <QCoreApplication>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Report)
};

QString reportDate(QDate date)
{
    return figureLocale().toString(date, QLocale::LongFormat);
}

QString chartName(DashboardContent content)
{
    switch (content) {
    case DashboardContent::MemoryBars:
        return Text::tr("Memory per GPU");
    case DashboardContent::Concurrency:
        return Text::tr("Requests at once by context length");
    case DashboardContent::Utilization:
        return Text::tr("KV tokens by gpu_memory_utilization");
    case DashboardContent::Savings:
        return Text::tr("What each setting saves");
    case DashboardContent::Full:
        break;
    }
    return Text::tr("Dashboard");
}

QString chartStem(DashboardContent content)
{
    switch (content) {
    case DashboardContent::MemoryBars:
        return QStringLiteral("memory");
    case DashboardContent::Concurrency:
        return QStringLiteral("concurrency");
    case DashboardContent::Utilization:
        return QStringLiteral("utilization");
    case DashboardContent::Savings:
        return QStringLiteral("savings");
    case DashboardContent::Full:
        break;
    }
    return QStringLiteral("dashboard");
}

ReportChart dashboardChart(const ReportDocument& d, int scenario, DashboardContent content,
                           const QString& letter)
{
    ReportChart chart;
    chart.content = content;
    chart.scenario = scenario;
    const Scenario& s = d.dashboards[static_cast<std::size_t>(scenario)].scenario;
    chart.caption = letter.isEmpty()
                        ? chartName(content)
                        : Text::tr("%1 — %2: %3").arg(chartName(content), letter, scenarioSubject(s));
    chart.fileStem = letter.isEmpty()
                         ? QStringLiteral("chart-%1").arg(chartStem(content))
                         : QStringLiteral("chart-%1-%2").arg(letter.toLower(), chartStem(content));
    return chart;
}

// The parts of one scenario: its charts, worked math, log lines, launch command and assumptions,
// as sections (level 2 for a single plan) or parts of the scenario's section (level 3).
void appendScenario(ReportDocument& d, int index, const QString& letter, const QStringList& notes,
                    const std::vector<DashboardContent>& charts)
{
    const DashboardFigures& f = d.dashboards[static_cast<std::size_t>(index)];
    const int level = letter.isEmpty() ? 2 : 3;
    ReportSection chartSection{Text::tr("Charts"), level, {}};
    for (DashboardContent content : charts)
        chartSection.blocks.push_back(chartBlock(dashboardChart(d, index, content, letter)));
    d.sections.push_back(chartSection);
    d.sections.push_back({Text::tr("Worked math"), level, {tableBlock(mathTable(f))}});
    ReportSection log{Text::tr("What vLLM will log"), level, {}};
    log.blocks.push_back(paragraph(f.plan.fits() ? Text::tr("At startup vLLM should print these lines:")
                                                 : Text::tr("vLLM refuses to start with this error:")));
    log.blocks.push_back(codeBlock(expectedLogText(f)));
    d.sections.push_back(log);
    d.sections.push_back(
        {Text::tr("Launch command"), level, {codeBlock(launchCommandFor(f.scenario).text())}});
    ReportSection assumptions{Text::tr("Assumptions"), level, {bullets(assumptionItems(f))}};
    const ReportTable settings = settingsTable(f.scenario);
    assumptions.blocks.push_back(paragraph(settings.rows.empty()
                                               ? Text::tr("Every setting is vLLM's default.")
                                               : Text::tr("Settings that differ from vLLM's defaults:")));
    if (!settings.rows.empty())
        assumptions.blocks.push_back(tableBlock(settings));
    if (!notes.isEmpty())
        assumptions.blocks.push_back(bullets(notes));
    d.sections.push_back(assumptions);
}

QString planQuestion(const DashboardFigures& f)
{
    const ResolvedSettings& rs = f.plan.settings;
    return Text::tr("Does vLLM %1 start %2 with max_model_len %3 and gpu_memory_utilization %4, and how "
                    "many requests of that length does it hold at once?")
        .arg(f.scenario.serving.vllmVersion.toString(), scenarioSubject(f.scenario),
             formatCount(rs.maxModelLen), formatRatio(rs.gpuMemoryUtilization));
}

} // namespace

ReportDocument planReport(const Scenario& scenario, const QStringList& notes, QDate date)
{
    ReportDocument d;
    d.dashboards.push_back(computeDashboardFigures(scenario));
    const DashboardFigures& f = d.dashboards.front();
    d.title = Text::tr("Capacity report: %1").arg(scenarioSubject(scenario));
    d.date = reportDate(date);
    d.allStart = f.plan.fits();
    d.summary = Text::tr("%1 Verdict: %2. %3.").arg(planQuestion(f), f.headline, uncertaintyLine(f.plan));
    appendScenario(d, 0, QString(), notes,
                   {DashboardContent::MemoryBars, DashboardContent::Concurrency,
                    DashboardContent::Utilization, DashboardContent::Savings});
    return d;
}

ReportDocument comparisonReport(const Comparison& c, QDate date)
{
    ReportDocument d;
    d.date = reportDate(date);
    const Scenario& base = c.scenarios.front().scenario;
    d.title = Text::tr("Capacity comparison: %1").arg(scenarioSubject(base));
    QStringList verdicts;
    for (std::size_t i = 0; i < c.scenarios.size(); ++i) {
        d.dashboards.push_back(computeDashboardFigures(c.scenarios[i].scenario));
        d.allStart = d.allStart && c.scenarios[i].plan.fits();
        verdicts << Text::tr("%1 (%2): %3.")
                        .arg(comparisonColumn(i), c.scenarios[i].name, d.dashboards.back().headline);
    }
    d.summary = Text::tr("Which of these %1 options should serve %2, measured against %3 as the baseline? %4")
                    .arg(c.scenarios.size())
                    .arg(scenarioSubject(base), comparisonColumn(0), verdicts.join(QLatin1Char(' ')));
    const ComparisonTable t = comparisonTable(c);
    ReportTable table{t.header, t.rows, {}};
    for (qsizetype i = 0; i < t.header.size(); ++i)
        table.numeric.push_back(i > 0);
    d.sections.push_back({Text::tr("Comparison"), 2, {bullets(comparisonLegend(c)), tableBlock(table)}});
    for (std::size_t i = 0; i < c.scenarios.size(); ++i) {
        const QString letter = comparisonColumn(i);
        const ComparedScenario& s = c.scenarios[i];
        d.sections.push_back({Text::tr("%1: %2").arg(letter, s.name),
                              2,
                              {paragraph(Text::tr("%1 — %2. %3.")
                                             .arg(scenarioSubject(s.scenario), d.dashboards[i].headline,
                                                  uncertaintyLine(s.plan)))}});
        appendScenario(d, static_cast<int>(i), letter, s.notes,
                       {DashboardContent::MemoryBars, DashboardContent::Concurrency});
    }
    return d;
}

std::vector<ReportChart> reportCharts(const ReportDocument& d)
{
    std::vector<ReportChart> charts;
    for (const ReportSection& section : d.sections)
        for (const ReportBlock& block : section.blocks)
            if (block.kind == ReportBlock::Kind::Chart)
                charts.push_back(block.chart);
    return charts;
}

} // namespace kvb
