// The parts every report shares: a plan's worked math, vLLM's expected log lines, the assumptions
// behind the figures and the settings that differ from vLLM's defaults.
#include "report/reportdocument.h"

#include "base/units_format.h"
#include "report/bandtext.h"
#include "report/plantext.h"
#include "vllm/flagstate.h"
#include "vllm/messages.h"

#include <QCoreApplication>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Report)
};

// How an overhead term was arrived at: measured in the user's log, fixed by an override, or estimated.
QString termOrigin(const OverheadOverrides& o, const std::optional<Bytes>& own, const QString& flag,
                   const QString& estimated = QString())
{
    if (o.calibrated)
        return Text::tr("calibrated from the user's vLLM log");
    if (o.total)
        return Text::tr("part of the whole overhead, fixed by --overhead-gib");
    if (own)
        return Text::tr("overridden (%1)").arg(flag);
    return estimated.isEmpty() ? Text::tr("estimated from the fitted terms") : estimated;
}

QStringList termItems(const Scenario& s, const Plan& plan)
{
    const OverheadOverrides& o = s.serving.overrides;
    const MemoryTerms& m = plan.memory;
    QStringList items;
    items << Text::tr("Weights %1: %2")
                 .arg(formatGiB(m.weights),
                      o.weights ? (o.calibrated ? Text::tr("calibrated from the user's vLLM log")
                                                : Text::tr("overridden (--weights-gib)"))
                                : Text::tr("counted from the model's shapes and weight format"));
    items << Text::tr("Non-torch memory %1: %2")
                 .arg(formatGiB(m.nonTorch), termOrigin(o, o.nonTorch, QStringLiteral("--non-torch-gib")));
    items << Text::tr("Activation peak %1: %2")
                 .arg(formatGiB(m.activation),
                      termOrigin(o, o.activation, QStringLiteral("--activation-gib")));
    items << Text::tr("CUDA graphs %1: %2")
                 .arg(formatGiB(m.cudaGraph),
                      termOrigin(
                          o, o.cudaGraph, QStringLiteral("--cuda-graph-gib"),
                          Text::tr("estimated from the release's capture sizes and measured graph sizes")));
    if (s.serving.kvCacheMemoryBytes)
        items << Text::tr("KV cache %1: fixed by --kv-cache-memory (vLLM skips profiling)")
                     .arg(formatGiB(*s.serving.kvCacheMemoryBytes));
    return items;
}

} // namespace

ReportBlock paragraph(const QString& text)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::Paragraph;
    block.text = text;
    return block;
}

ReportBlock bullets(const QStringList& items)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::Bullets;
    block.items = items;
    return block;
}

ReportBlock codeBlock(const QString& text)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::Code;
    block.text = text;
    return block;
}

ReportBlock tableBlock(ReportTable table)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::Table;
    block.table = std::move(table);
    return block;
}

ReportBlock chartBlock(ReportChart chart)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::Chart;
    block.chart = std::move(chart);
    return block;
}

QString scenarioSubject(const Scenario& s)
{
    const QString model = s.model.displayName.isEmpty() ? s.model.id : s.model.displayName;
    return Text::tr("%1 on %2 × %3 (%4)")
        .arg(model)
        .arg(s.gpu.count)
        .arg(s.gpu.name, formatGiB(s.gpu.totalBytes));
}

ReportTable mathTable(const DashboardFigures& f)
{
    ReportTable table;
    table.header << Text::tr("Step") << Text::tr("How") << Text::tr("Result");
    table.numeric = {false, false, true};
    for (const ExplanationStep& step : f.explanation)
        table.rows.push_back({step.label, step.formula, step.value});
    return table;
}

QString expectedLogText(const DashboardFigures& f)
{
    QStringList lines = f.logLines;
    if (!f.startupError.isEmpty())
        lines << QStringLiteral("%1: %2").arg(vllmErrorClass(f.plan.verdict), f.startupError);
    return lines.join(QLatin1Char('\n'));
}

QStringList assumptionItems(const DashboardFigures& f)
{
    const Scenario& s = f.scenario;
    const Plan& plan = f.plan;
    QStringList items;
    items << Text::tr("vLLM %1, accounted as the %2 era (%3 engine): the ceiling, what is charged to it and "
                      "the log lines follow that release's source.")
                 .arg(s.serving.vllmVersion.toString(), plan.rules.label, engineName(plan.rules.engine));
    items << termItems(s, plan);
    items << uncertaintyLine(plan);
    items << Text::tr("What the uncertainty means: vLLM's KV pool on this setup is expected within the range "
                      "above; a figure near its edge is a reason to measure (kvbudget calibrate) before "
                      "committing hardware.");
    for (const QString& reason : bandReasons(plan))
        items << reason;
    if (const QString undecided = undecidableVerdictNote(plan); !undecided.isEmpty())
        items << undecided;
    return items;
}

ReportTable settingsTable(const Scenario& s)
{
    ReportTable table;
    table.header << Text::tr("Setting") << Text::tr("Value") << Text::tr("Flag");
    table.numeric = {false, true, false};
    for (const FlagSpec* flag : modifiedFlags(s))
        table.rows.push_back({flagLabel(*flag), flagDisplayValue(*flag, s),
                              QStringLiteral("--%1").arg(QLatin1String(flag->name))});
    return table;
}

} // namespace kvb
