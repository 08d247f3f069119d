#pragma once

#include "fleet/replay.h"
#include "model/scenario.h"
#include "report/compare.h"
#include "report/exportoptions.h"
#include "report/figures.h"

#include <QDate>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace kvb {

// A capacity-review report as a plain value tree: sections of paragraphs, bullet lists, tables,
// code blocks and charts, built from a plan, a comparison or a fleet replay. The Markdown and HTML
// writers (report/reportwriters.h) and the ui's PDF layout render this one tree, so the three formats
// say the same thing; only the charts need the ui to be drawn.

// A chart the ui draws: one chart of a scenario's dashboard, or the fleet's GPUs view.
struct ReportChart
{
    DashboardContent content = DashboardContent::MemoryBars;
    bool fleet = false; // the GPUs view of ReportDocument::fleet instead of a dashboard chart
    int scenario = 0;   // index into ReportDocument::dashboards
    QString caption;    // what it shows, under it
    QString fileStem;   // "chart-a-memory": the PNG's name beside a Markdown report
};

struct ReportTable
{
    QStringList header;
    std::vector<QStringList> rows;
    std::vector<bool> numeric; // per column: right-aligned
};

struct ReportBlock
{
    enum class Kind
    {
        Paragraph,
        Bullets,
        Table,
        Code,
        Chart,
    };
    Kind kind = Kind::Paragraph;
    QString text;      // Paragraph, Code
    QStringList items; // Bullets
    ReportTable table;
    ReportChart chart;
};

struct ReportSection
{
    QString title;
    int level = 2; // 2: a section, 3: a part of one (a scenario's math)
    std::vector<ReportBlock> blocks;
};

struct ReportDocument
{
    QString title;
    QString date;    // in the figure locale
    QString summary; // the question and the verdict, one paragraph
    std::vector<ReportSection> sections;
    std::vector<DashboardFigures> dashboards; // what the dashboard charts draw, one per scenario
    std::optional<Fleet> fleet;
    FleetReplay fleetReplay;
    bool allStart = true; // every scenario or deployment starts
};

// The report of one plan; `notes` are the command line's notes (ignored flags, defaults taken).
ReportDocument planReport(const Scenario& scenario, const QStringList& notes = {},
                          QDate date = QDate::currentDate());
// The report of a comparison: the table of key figures and deltas, then each scenario's charts,
// math, log lines, launch command and assumptions.
ReportDocument comparisonReport(const Comparison& comparison, QDate date = QDate::currentDate());
// The report of a fleet: the GPUs view, every deployment's outcome and the startup per card.
ReportDocument fleetReport(const Fleet& fleet, const FleetReplay& replay, QDate date = QDate::currentDate());

// Every chart of the document, in reading order.
std::vector<ReportChart> reportCharts(const ReportDocument& document);

// Builders the three reports share (reportparts.cpp).
ReportBlock paragraph(const QString& text);
ReportBlock bullets(const QStringList& items);
ReportBlock codeBlock(const QString& text);
ReportBlock tableBlock(ReportTable table);
ReportBlock chartBlock(ReportChart chart);
// The plan's parts: worked math, vLLM's log lines, the launch command, the assumptions.
ReportTable mathTable(const DashboardFigures& figures);
QString expectedLogText(const DashboardFigures& figures);
QStringList assumptionItems(const DashboardFigures& figures);
ReportTable settingsTable(const Scenario& scenario);
// "Llama 3.1 8B on 1 × H100 SXM (80.00 GiB)"
QString scenarioSubject(const Scenario& scenario);

} // namespace kvb
