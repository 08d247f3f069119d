#include "ui/comparesession.h"

#include "vllm/calibrationscope.h"

namespace kvb::ui {

CompareSession::CompareSession(QObject* parent)
    : QObject(parent)
{}

const ComparedScenario& CompareSession::entry(int column) const
{
    return m_entries.at(static_cast<std::size_t>(column));
}

const DashboardFigures& CompareSession::figures(int column) const
{
    return m_figures.at(static_cast<std::size_t>(column));
}

QString CompareSession::defaultName(int column) const
{
    if (column == 0)
        return tr("Baseline");
    // The first free "Option N": a removed column's name is not taken twice.
    for (int n = 2;; ++n) {
        const QString candidate = tr("Option %1").arg(n);
        if (std::none_of(m_entries.begin(), m_entries.end(),
                         [&](const ComparedScenario& e) { return e.name == candidate; }))
            return candidate;
    }
}

void CompareSession::plan(int column, const Scenario& scenario)
{
    const auto index = static_cast<std::size_t>(column);
    const QString name = m_entries[index].name;
    const QString source = m_entries[index].source;
    m_figures[index] = computeDashboardFigures(scenario);
    m_entries[index] = compareEntry(scenario, source);
    m_entries[index].name = name;
}

void CompareSession::takeDeltas()
{
    m_comparison = compareScenarios(m_entries);
}

void CompareSession::pinBaseline(const Scenario& scenario, const QString& source)
{
    m_entries.assign(1, ComparedScenario{});
    m_figures.assign(1, DashboardFigures{});
    m_entries[0].name = defaultName(0);
    m_entries[0].source = source;
    plan(0, scenario);
    takeDeltas();
    Q_EMIT columnsChanged();
}

QString CompareSession::add(const Scenario& scenario, const QString& source)
{
    if (m_entries.empty())
        return tr("Pin a baseline first (Edit → Pin as baseline, Ctrl+B): every column is compared with it.");
    if (isFull())
        return tr("A comparison holds at most %1 scenarios: the baseline and %2 more. Remove a column "
                  "first.")
            .arg(kMaxCompared)
            .arg(kMaxCompared - 1);
    ComparedScenario added;
    added.name = defaultName(count());
    added.source = source;
    m_entries.push_back(added);
    m_figures.emplace_back();
    plan(count() - 1, scenario);
    takeDeltas();
    Q_EMIT columnsChanged();
    return {};
}

void CompareSession::remove(int column)
{
    if (column < 0 || column >= count())
        return;
    m_entries.erase(m_entries.begin() + column);
    m_figures.erase(m_figures.begin() + column);
    takeDeltas();
    Q_EMIT columnsChanged();
}

void CompareSession::rename(int column, const QString& name)
{
    const QString trimmed = name.trimmed();
    if (column < 0 || column >= count() || trimmed.isEmpty() || trimmed == this->name(column))
        return;
    m_entries[static_cast<std::size_t>(column)].name = trimmed;
    takeDeltas();
    Q_EMIT columnsChanged();
}

void CompareSession::edit(int column, const std::function<void(Scenario&)>& change)
{
    if (column < 0 || column >= count())
        return;
    Scenario changed = scenario(column);
    change(changed);
    setScenario(column, dropStaleCalibration(scenario(column), changed));
}

void CompareSession::setScenario(int column, const Scenario& scenario)
{
    if (column < 0 || column >= count())
        return;
    plan(column, scenario);
    takeDeltas();
    Q_EMIT columnReplanned(column);
}

} // namespace kvb::ui
