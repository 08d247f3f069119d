#pragma once

#include "report/compare.h"
#include "report/figures.h"

#include <QObject>

#include <functional>
#include <vector>

namespace kvb::ui {

// The scenarios the Compare view shows: a baseline and up to three more (core/report/compare.h's
// kMaxCompared). Each column keeps the core's ComparedScenario (its plan and key figures) and the
// dashboard figures its charts draw; the deltas are core's compareScenarios over the columns. An edit
// re-plans only the column it changes; the deltas (a subtraction per figure, in core) are then taken
// again for every column, since a changed baseline moves them all.
class CompareSession final : public QObject
{
    Q_OBJECT
public:
    explicit CompareSession(QObject* parent = nullptr);

    int count() const { return static_cast<int>(m_figures.size()); }
    bool isFull() const { return count() >= kMaxCompared; }
    const Comparison& comparison() const { return m_comparison; }
    const ComparedScenario& entry(int column) const;
    const DashboardFigures& figures(int column) const;
    const Scenario& scenario(int column) const { return figures(column).scenario; }
    QString name(int column) const { return entry(column).name; }

    // Starts a new comparison with `scenario` as its baseline (column 0).
    void pinBaseline(const Scenario& scenario, const QString& source);
    // Adds a column; returns the message that says why not when the comparison is full or has no
    // baseline, and an empty string when it was added.
    QString add(const Scenario& scenario, const QString& source);
    // Removes a column; removing the baseline makes the next column the baseline.
    void remove(int column);
    void rename(int column, const QString& name);
    // Re-plans one column with its scenario changed; calibrated terms that no longer apply are
    // dropped, as the main panel's edits drop them (vllm/calibrationscope.h).
    void edit(int column, const std::function<void(Scenario&)>& change);
    void setScenario(int column, const Scenario& scenario);

Q_SIGNALS:
    // Columns were added, removed or renamed: the view rebuilds.
    void columnsChanged();
    // One column was re-planned; every column's deltas were taken again.
    void columnReplanned(int column);

private:
    void plan(int column, const Scenario& scenario);
    void takeDeltas();
    QString defaultName(int column) const;

    std::vector<ComparedScenario> m_entries;
    std::vector<DashboardFigures> m_figures;
    Comparison m_comparison;
};

} // namespace kvb::ui
