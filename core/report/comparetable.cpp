#include "report/comparetable.h"

#include <QCoreApplication>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Compare)
};

} // namespace

QString comparisonColumn(std::size_t index)
{
    return QString(QLatin1Char(static_cast<char>('A' + index)));
}

ComparisonTable comparisonTable(const Comparison& c)
{
    ComparisonTable t;
    t.header << Text::tr("Figure");
    for (std::size_t i = 0; i < c.scenarios.size(); ++i) {
        t.header << comparisonColumn(i);
        if (i > 0)
            t.header << Text::tr("Δ %1").arg(comparisonColumn(i));
    }
    const auto& figures = compareFigures();
    for (std::size_t f = 0; f < figures.size(); ++f) {
        QStringList row{figureLabel(figures[f])};
        for (std::size_t i = 0; i < c.scenarios.size(); ++i) {
            row << formatFigureValue(figures[f], c.scenarios[i].values[f]);
            if (i > 0)
                row << formatFigureDelta(figures[f], c.deltas[i - 1][f]);
        }
        t.rows.push_back(row);
    }
    return t;
}

QStringList comparisonLegend(const Comparison& c)
{
    QStringList lines;
    for (std::size_t i = 0; i < c.scenarios.size(); ++i) {
        const ComparedScenario& s = c.scenarios[i];
        const QString role = i == 0 ? Text::tr(" (baseline)") : QString();
        // The same words as the text table's legend, which prefixes each line itself.
        lines << Text::tr("%1%2: %3%4 — %5\n")
                     .arg(QString(), comparisonColumn(i), s.name, role, s.source)
                     .chopped(1);
    }
    return lines;
}

} // namespace kvb
