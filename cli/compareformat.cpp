#include "cli/compareformat.h"

#include "cli/planjson.h"
#include "report/comparetable.h"
#include "report/reportwriters.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace kvb {

namespace {

QJsonValue percentJson(const FigureDelta& d)
{
    return d.percent ? QJsonValue(*d.percent) : QJsonValue();
}

using Table = ComparisonTable;

QString legend(const Comparison& c, const QString& prefix)
{
    QString out;
    for (const QString& line : comparisonLegend(c))
        out += prefix + line + QLatin1Char('\n');
    return out;
}

QString padded(const QString& text, qsizetype width, bool right)
{
    return right ? text.rightJustified(width) : text.leftJustified(width);
}

QString csvField(const QString& text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString csvNumber(double value)
{
    return QString::number(value, 'g', 17);
}

} // namespace

QJsonObject comparisonToJson(const Comparison& c)
{
    const auto& figures = compareFigures();
    QJsonArray scenarios;
    for (const ComparedScenario& s : c.scenarios) {
        QJsonObject values;
        for (std::size_t f = 0; f < figures.size(); ++f)
            values.insert(QLatin1String(figures[f].key), s.values[f]);
        scenarios.append(QJsonObject{{QLatin1String("name"), s.name},
                                     {QLatin1String("source"), s.source},
                                     {QLatin1String("figures"), values},
                                     {QLatin1String("plan"), planToJson(s.scenario, s.plan, s.notes)}});
    }
    QJsonArray deltas;
    for (std::size_t i = 0; i < c.deltas.size(); ++i) {
        QJsonObject delta{{QLatin1String("scenario"), c.scenarios[i + 1].name},
                          {QLatin1String("baseline"), c.scenarios[0].name}};
        for (std::size_t f = 0; f < figures.size(); ++f)
            delta.insert(QLatin1String(figures[f].key),
                         QJsonObject{{QLatin1String("absolute"), c.deltas[i][f].absolute},
                                     {QLatin1String("percent"), percentJson(c.deltas[i][f])}});
        deltas.append(delta);
    }
    QJsonArray keys;
    for (const FigureInfo& info : figures)
        keys.append(QJsonObject{
            {QLatin1String("key"), QLatin1String(info.key)},
            {QLatin1String("label"), figureLabel(info)},
            {QLatin1String("unit"), figureUnitKey(info.unit)},
            {QLatin1String("higher_is_better"),
             info.better == Better::Neither ? QJsonValue() : QJsonValue(info.better == Better::Higher)}});
    return QJsonObject{{QLatin1String("schema_version"), 1},
                       {QLatin1String("figures"), keys},
                       {QLatin1String("scenarios"), scenarios},
                       {QLatin1String("deltas"), deltas}};
}

QString comparisonToText(const Comparison& c)
{
    const Table t = comparisonTable(c);
    std::vector<qsizetype> widths(static_cast<std::size_t>(t.header.size()), 0);
    auto measure = [&](const QStringList& row) {
        for (qsizetype i = 0; i < row.size(); ++i)
            widths[static_cast<std::size_t>(i)] =
                std::max(widths[static_cast<std::size_t>(i)], row.at(i).size());
    };
    measure(t.header);
    for (const QStringList& row : t.rows)
        measure(row);
    auto line = [&](const QStringList& row) -> QString {
        QStringList cells;
        for (qsizetype i = 0; i < row.size(); ++i)
            cells << padded(row.at(i), widths[static_cast<std::size_t>(i)], i > 0);
        return cells.join(QLatin1String("  ")) + QLatin1Char('\n');
    };
    QString out = legend(c, QString()) + QLatin1Char('\n') + line(t.header);
    for (const QStringList& row : t.rows)
        out += line(row);
    return out;
}

QString comparisonToMarkdown(const Comparison& c)
{
    const Table t = comparisonTable(c);
    QString out = legend(c, QStringLiteral("- ")) + QLatin1Char('\n');
    ReportTable table{t.header, t.rows, std::vector<bool>(static_cast<std::size_t>(t.header.size()), true)};
    if (!table.numeric.empty())
        table.numeric.front() = false; // the figure names
    return out + markdownTable(table);
}

QString comparisonToCsv(const Comparison& c)
{
    QStringList header{QStringLiteral("figure"), QStringLiteral("label"), QStringLiteral("unit")};
    for (std::size_t i = 0; i < c.scenarios.size(); ++i) {
        header << csvField(c.scenarios[i].name);
        if (i > 0)
            header << csvField(QStringLiteral("delta %1").arg(c.scenarios[i].name))
                   << csvField(QStringLiteral("delta %1 %").arg(c.scenarios[i].name));
    }
    QString out = header.join(QLatin1Char(',')) + QLatin1Char('\n');
    const auto& figures = compareFigures();
    for (std::size_t f = 0; f < figures.size(); ++f) {
        QStringList row{QLatin1String(figures[f].key), csvField(figureLabel(figures[f])),
                        figureUnitKey(figures[f].unit)};
        for (std::size_t i = 0; i < c.scenarios.size(); ++i) {
            row << csvNumber(c.scenarios[i].values[f]);
            if (i > 0) {
                const FigureDelta& d = c.deltas[i - 1][f];
                row << csvNumber(d.absolute) << (d.percent ? csvNumber(*d.percent) : QString());
            }
        }
        out += row.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out;
}

} // namespace kvb
