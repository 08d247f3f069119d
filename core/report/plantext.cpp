#include "report/plantext.h"

#include "base/units_format.h"
#include "report/architectureview.h"
#include "report/bandtext.h"
#include "report/explain.h"
#include "vllm/messages.h"

#include <QCoreApplication>

#include <fmt/format.h>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::PlanFormat)
};

QString titleLine(const Scenario& s)
{
    return Text::tr("%1 on %2%3 — vLLM %4 accounting")
        .arg(s.model.displayName, s.gpu.count > 1 ? QStringLiteral("%1 × ").arg(s.gpu.count) : QString(),
             s.gpu.name, s.serving.vllmVersion.toString());
}

std::string utf8(const QString& text)
{
    return text.toStdString();
}

} // namespace

QString uncertaintyLine(const Plan& plan)
{
    const UncertaintyBand& b = plan.band;
    if (plan.calibrated)
        return Text::tr("Calibrated from a vLLM log: %1–%2 tokens, %3x–%4x (the log's rounding)")
            .arg(formatCount(b.kvTokensLow), formatCount(b.kvTokensHigh))
            .arg(formatFixed(b.maxConcurrencyLow, 2))
            .arg(formatFixed(b.maxConcurrencyHigh, 2));
    return Text::tr("Uncertainty %1 of KV (%2 overhead estimate): %3–%4 tokens, %5x–%6x")
        .arg(bandWidthText(b.lowBytes, b.highBytes), plan.rules.label, formatCount(b.kvTokensLow),
             formatCount(b.kvTokensHigh))
        .arg(formatFixed(b.maxConcurrencyLow, 2))
        .arg(formatFixed(b.maxConcurrencyHigh, 2));
}

QString planToText(const Scenario& s, const Plan& plan, const QStringList& notes)
{
    std::string out = fmt::format("{}\n\n", utf8(titleLine(s)));
    if (plan.verdict == Verdict::InvalidInput)
        return QString::fromStdString(out + utf8(Text::tr("Invalid scenario: %1").arg(plan.inputError)) +
                                      "\n");
    int n = 1;
    for (const ExplanationStep& step : explainPlan(s, plan)) {
        out += fmt::format("{:>2}. {}\n", n++, utf8(step.label));
        out += step.formula.isEmpty() ? fmt::format("    {}\n", utf8(step.value))
                                      : fmt::format("    {} = {}\n", utf8(step.formula), utf8(step.value));
    }
    out += fmt::format("\n{}\n", utf8(verdictHeadline(plan)));
    if (plan.fits() || plan.band.verdictUndecidable) {
        out += utf8(uncertaintyLine(plan)) + "\n";
        for (const QString& why : bandReasons(plan))
            out += fmt::format("  {}\n", utf8(why));
    }
    if (const QString peak = startupPeakNote(startupPeak(s, plan)); !peak.isEmpty())
        out += utf8(peak) + "\n"; // a vision model's profiling peak, and whether it decides the verdict
    const QString error = vllmStartupError(plan);
    if (!error.isEmpty())
        out += fmt::format("vLLM: {}\n", utf8(error));
    const QStringList lines = vllmLogLines(plan);
    if (!lines.isEmpty()) {
        out += "\n" + utf8(Text::tr("vLLM would log:")) + "\n";
        for (const QString& line : lines)
            out += fmt::format("  {}\n", utf8(line));
    }
    for (const QString& note : notes)
        out += fmt::format("note: {}\n", utf8(note));
    return QString::fromStdString(out);
}

QString planToMarkdown(const Scenario& s, const Plan& plan, const QStringList& notes)
{
    std::string out = fmt::format("### {}\n\n", utf8(titleLine(s)));
    if (plan.verdict == Verdict::InvalidInput)
        return QString::fromStdString(out + utf8(Text::tr("**Invalid scenario:** %1").arg(plan.inputError)) +
                                      "\n");
    out += utf8(Text::tr("| Step | Formula | Value |\n|---|---|---:|\n"));
    for (const ExplanationStep& step : explainPlan(s, plan)) {
        QString formula = step.formula;
        formula.replace(QLatin1Char('|'), QLatin1String("\\|"));
        out += fmt::format("| {} | {} | {} |\n", utf8(step.label), utf8(formula), utf8(step.value));
    }
    out += fmt::format("\n**{}**\n", utf8(verdictHeadline(plan)));
    if (plan.fits() || plan.band.verdictUndecidable) {
        out += fmt::format("\n{}\n\n", utf8(uncertaintyLine(plan)));
        for (const QString& why : bandReasons(plan))
            out += fmt::format("- {}\n", utf8(why));
    }
    if (const QString peak = startupPeakNote(startupPeak(s, plan)); !peak.isEmpty())
        out += fmt::format("\n{}\n", utf8(peak));
    const QString error = vllmStartupError(plan);
    const QStringList lines = vllmLogLines(plan);
    if (!error.isEmpty() || !lines.isEmpty()) {
        out += "\n```\n";
        for (const QString& line : lines)
            out += utf8(line) + "\n";
        if (!error.isEmpty())
            out += fmt::format("{}: {}\n", utf8(vllmErrorClass(plan.verdict)), utf8(error));
        out += "```\n";
    }
    for (const QString& note : notes)
        out += fmt::format("\n> {}\n", utf8(note));
    return QString::fromStdString(out);
}

std::vector<std::int64_t> handBudgetContexts(const Scenario& s)
{
    std::vector<std::int64_t> contexts;
    for (std::int64_t length : {4096, 8192, 32768, 131072})
        if (length <= s.model.maxModelLen())
            contexts.push_back(length);
    return contexts;
}

QString handBudgetToText(const Scenario& s, const HandBudget& b)
{
    std::string out = fmt::format(
        "{}\n{}\n\n",
        utf8(
            Text::tr("Hand budget (weights + KV + headroom): %1 on %2").arg(s.model.displayName, s.gpu.name)),
        utf8(Text::tr("No vLLM ceiling, blocks or profiling: the whiteboard arithmetic.")));
    out += fmt::format("  {} − {} weights − {} headroom = {} for KV\n", utf8(formatGiB(b.input.cardBytes)),
                       utf8(formatGiB(b.input.weightBytes)), utf8(formatGiB(b.headroom)),
                       utf8(formatGiB(b.kvBytes)));
    out += fmt::format("  {} ÷ {} per token = {} tokens\n", utf8(formatGiB(b.kvBytes)),
                       utf8(formatBytes(b.input.kvBytesPerToken)), utf8(formatCount(b.tokens)));
    for (std::int64_t length : handBudgetContexts(s))
        out +=
            fmt::format("  {:>7} context: {} per request, {} requests at once\n", utf8(formatCount(length)),
                        utf8(formatBytes(b.kvBytesFor(length, 1))), utf8(formatCount(b.requestsAt(length))));
    return QString::fromStdString(out);
}

QString handBudgetToMarkdown(const Scenario& s, const HandBudget& b)
{
    std::string out =
        fmt::format("### {}\n\n| | |\n|---|---:|\n",
                    utf8(Text::tr("Hand budget: %1 on %2").arg(s.model.displayName, s.gpu.name)));
    out += fmt::format(
        "| GPU | {} |\n| Weights | {} |\n| Headroom | {} |\n| KV memory | {} |\n| KV per token | {} |\n"
        "| KV tokens | {} |\n",
        utf8(formatGiB(b.input.cardBytes)), utf8(formatGiB(b.input.weightBytes)), utf8(formatGiB(b.headroom)),
        utf8(formatGiB(b.kvBytes)), utf8(formatBytes(b.input.kvBytesPerToken)), utf8(formatCount(b.tokens)));
    for (std::int64_t length : handBudgetContexts(s))
        out += fmt::format("| Requests at {} tokens | {} |\n", utf8(formatCount(length)),
                           utf8(formatCount(b.requestsAt(length))));
    return QString::fromStdString(out);
}

} // namespace kvb
