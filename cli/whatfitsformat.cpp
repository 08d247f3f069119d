#include "cli/whatfitsformat.h"

#include "base/units_format.h"
#include "cli/planjson.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::WhatFits)
};

QJsonValue optionalNumber(const std::optional<double>& value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonObject optionToJson(const CapacityOption& option, const QStringList& notes)
{
    return QJsonObject{{QLatin1String("gpu"), option.scenario.gpu.id},
                       {QLatin1String("gpu_count"), option.split.gpus()},
                       {QLatin1String("tensor_parallel_size"), option.split.tensor},
                       {QLatin1String("pipeline_parallel_size"), option.split.pipeline},
                       {QLatin1String("data_parallel_size"), option.split.data},
                       {QLatin1String("cost_per_hour"), optionalNumber(option.costPerHour)},
                       {QLatin1String("concurrency"), option.concurrency},
                       {QLatin1String("plan"), planToJson(option.scenario, option.plan, notes)}};
}

// The price entries behind the costs shown, so every figure names its source and date.
std::vector<const GpuPrice*> pricesUsed(const CapacityAnswer& answer, const GpuPriceList& prices)
{
    std::vector<const GpuPrice*> used;
    for (const CapacityOption& option : answer.options)
        if (const GpuPrice* price = prices.find(option.scenario.gpu.id);
            price && std::find(used.begin(), used.end(), price) == used.end())
            used.push_back(price);
    return used;
}

QString money(const std::optional<double>& usd)
{
    return usd ? QStringLiteral("$%1").arg(formatFixed(*usd, 2)) : Text::tr("no price");
}

QStringList headerRow()
{
    return {Text::tr("GPU"), Text::tr("GPUs"),       Text::tr("TP"),          Text::tr("PP"),
            Text::tr("DP"),  Text::tr("$ per hour"), Text::tr("Concurrency"), Text::tr("max_num_seqs")};
}

QStringList optionRow(const CapacityOption& option)
{
    return {option.scenario.gpu.id,
            QString::number(option.split.gpus()),
            QString::number(option.split.tensor),
            QString::number(option.split.pipeline),
            QString::number(option.split.data),
            money(option.costPerHour),
            Text::tr("%1 requests").arg(formatFixed(option.concurrency, 2)),
            formatCount(option.plan.settings.maxNumSeqs)};
}

QString table(const std::vector<QStringList>& rows, bool markdown)
{
    std::vector<qsizetype> widths(rows.front().size(), 0);
    for (const QStringList& row : rows)
        for (qsizetype i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], row.at(i).size());
    QString out;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        QStringList cells;
        for (qsizetype i = 0; i < rows[r].size(); ++i)
            cells << (i == 0 ? rows[r].at(i).leftJustified(widths[i])
                             : rows[r].at(i).rightJustified(widths[i]));
        out += markdown ? QStringLiteral("| %1 |\n").arg(cells.join(QLatin1String(" | ")))
                        : cells.join(QLatin1String("  ")) + QLatin1Char('\n');
        if (markdown && r == 0) {
            QStringList rule;
            for (qsizetype i = 0; i < rows[r].size(); ++i)
                rule << (i == 0 ? QStringLiteral("---") : QStringLiteral("---:"));
            out += QStringLiteral("| %1 |\n").arg(rule.join(QLatin1String(" | ")));
        }
    }
    return out;
}

QString question(const CapacityQuestion& q, const CapacityAnswer& answer)
{
    const Scenario& s = answer.options.empty() ? q.base : answer.options.front().scenario;
    return Text::tr("What fits %1 requests of %2 tokens at once: %3, vLLM %4, max_model_len %5")
        .arg(formatCount(q.concurrency), formatCount(q.base.workload.requestTokens), s.model.displayName,
             s.serving.vllmVersion.toString(),
             s.serving.maxModelLen ? formatCount(*s.serving.maxModelLen)
                                   : formatCount(q.base.workload.requestTokens));
}

// The lines after the table: the first option's limits, GPU types that hold nothing, price sources.
QStringList findings(const CapacityAnswer& answer, const GpuPriceList& prices, bool markdown)
{
    QStringList lines;
    if (!answer.options.empty()) {
        lines << Text::tr("Longest max_model_len that starts (first option): %1 tokens")
                     .arg(formatCount(answer.longestMaxModelLen));
        if (answer.utilizationRange)
            lines << Text::tr("gpu_memory_utilization that starts (first option): %1 to %2")
                         .arg(formatFixed(answer.utilizationRange->min, 2),
                              formatFixed(answer.utilizationRange->max, 2));
    }
    for (const UnheldGpu& unheld : answer.unheld)
        lines << (unheld.bestConcurrency > 0
                      ? Text::tr(
                            "%1: no split of up to %2 GPUs holds the workload (at most %3 requests at once)")
                            .arg(unheld.gpu.id)
                            .arg(unheld.largestTried)
                            .arg(formatFixed(unheld.bestConcurrency, 2))
                      : Text::tr("%1: no split of up to %2 GPUs starts with this max_model_len")
                            .arg(unheld.gpu.id)
                            .arg(unheld.largestTried));
    for (const GpuPrice* price : pricesUsed(answer, prices))
        lines << Text::tr("Price of %1: $%2 per GPU-hour, %3 (%4; indicative)")
                     .arg(price->gpuId, formatFixed(price->usdPerGpuHour, 4), price->source, price->date);
    if (markdown)
        for (QString& line : lines)
            line.prepend(QLatin1String("- "));
    return lines;
}

QString render(const CapacityQuestion& q, const CapacityAnswer& answer, const GpuPriceList& prices,
               const QStringList& notes, bool markdown)
{
    QString out =
        markdown ? QStringLiteral("### %1\n\n").arg(question(q, answer)) : question(q, answer) + u"\n\n";
    if (answer.options.empty()) {
        out += Text::tr("No option holds the workload.") + u"\n";
    } else {
        std::vector<QStringList> rows{headerRow()};
        for (const CapacityOption& option : answer.options)
            rows.push_back(optionRow(option));
        out += table(rows, markdown);
    }
    const QStringList lines = findings(answer, prices, markdown);
    if (!lines.isEmpty())
        out += u"\n" + lines.join(QLatin1Char('\n')) + u"\n";
    for (const QString& note : notes)
        out += (markdown ? QStringLiteral("- ") : QString()) + Text::tr("Note: %1").arg(note) + u"\n";
    return out;
}

} // namespace

QJsonObject capacityAnswerToJson(const CapacityQuestion& question, const CapacityAnswer& answer,
                                 const GpuPriceList& prices, const QStringList& notes)
{
    QJsonArray options;
    for (const CapacityOption& option : answer.options)
        options.append(optionToJson(option, notes));
    QJsonArray unheld;
    for (const UnheldGpu& u : answer.unheld)
        unheld.append(QJsonObject{{QLatin1String("gpu"), u.gpu.id},
                                  {QLatin1String("largest_gpu_count_tried"), u.largestTried},
                                  {QLatin1String("best_concurrency"), u.bestConcurrency}});
    QJsonArray used;
    for (const GpuPrice* price : pricesUsed(answer, prices))
        used.append(QJsonObject{{QLatin1String("gpu"), price->gpuId},
                                {QLatin1String("usd_per_gpu_hour"), price->usdPerGpuHour},
                                {QLatin1String("source"), price->source},
                                {QLatin1String("date"), price->date}});
    QJsonValue range(QJsonValue::Null);
    if (answer.utilizationRange)
        range = QJsonObject{{QLatin1String("min"), answer.utilizationRange->min},
                            {QLatin1String("max"), answer.utilizationRange->max}};
    const bool any = !answer.options.empty();
    return QJsonObject{
        {QLatin1String("concurrency"), static_cast<double>(question.concurrency)},
        {QLatin1String("request_tokens"), static_cast<double>(question.base.workload.requestTokens)},
        {QLatin1String("options"), options},
        {QLatin1String("longest_max_model_len"),
         any ? QJsonValue(static_cast<double>(answer.longestMaxModelLen)) : QJsonValue(QJsonValue::Null)},
        {QLatin1String("utilization_range"), range},
        {QLatin1String("not_held"), unheld},
        {QLatin1String("prices"), used}};
}

QString capacityAnswerToText(const CapacityQuestion& question, const CapacityAnswer& answer,
                             const GpuPriceList& prices, const QStringList& notes)
{
    return render(question, answer, prices, notes, false);
}

QString capacityAnswerToMarkdown(const CapacityQuestion& question, const CapacityAnswer& answer,
                                 const GpuPriceList& prices, const QStringList& notes)
{
    return render(question, answer, prices, notes, true);
}

} // namespace kvb
