#pragma once

#include "load/loadreport.h"
#include "model/scenario.h"

#include <QObject>
#include <QThreadPool>
#include <QTimer>

#include <atomic>
#include <cstdint>
#include <memory>

class QThread;

namespace kvb::ui {

// Runs computeLoadReport off the GUI thread. Every setInputs() restarts a short debounce timer; when
// it fires the previous run (if any) is cancelled through its flag and a new one starts on a private
// thread pool. Each run carries a generation number: a result that arrives after a newer run was
// started is dropped, so only the latest inputs ever reach the view. While inactive (the Load tab is
// hidden) inputs are only remembered and marked stale, so the dashboard's sliders never pay for a
// simulation nobody looks at.
class LoadRunner final : public QObject
{
    Q_OBJECT
public:
    explicit LoadRunner(QObject* parent = nullptr);
    ~LoadRunner() override; // cancels and waits for the worker: a run never outlives its runner

    void setInputs(const Scenario& scenario, const LoadSpec& spec);
    // Cancels any run and forgets the inputs: nothing to simulate (the plan does not start).
    void clear();
    void setActive(bool active);
    bool isActive() const { return m_active; }
    void setDebounceInterval(int ms) { m_debounce.setInterval(ms); }
    // Starts the pending run now instead of after the debounce (when active and there are inputs).
    void runNow();

    // A run for the latest inputs is pending or computing (superseded runs winding down do not count).
    bool isBusy() const { return m_latestRunning || m_debounce.isActive(); }
    bool isStale() const { return m_stale; }
    bool hasReport() const { return m_hasReport; }
    const LoadReport& report() const { return m_report; }
    const LoadSpec& reportSpec() const { return m_reportSpec; }
    std::uint64_t generation() const { return m_generation; }

    // For tests and diagnostics: runs started, results applied, results dropped as stale, runs told to
    // stop, and the thread the last run executed on.
    int startedRuns() const { return m_started; }
    int appliedResults() const { return m_applied; }
    int droppedResults() const { return m_dropped; }
    int cancelledRuns() const { return m_cancelled; }
    QThread* lastWorkerThread() const { return m_lastWorkerThread.load(); }

Q_SIGNALS:
    void busyChanged(bool busy);
    void reportReady(const kvb::LoadReport& report);

private:
    void schedule();
    void start();
    void cancelRunning();
    void finished(std::uint64_t generation, const std::shared_ptr<LoadReport>& report, const LoadSpec& spec);
    void updateBusy();

    QThreadPool m_pool;
    QTimer m_debounce;
    Scenario m_scenario;
    LoadSpec m_spec;
    bool m_hasInputs = false;
    bool m_active = false;
    bool m_stale = false;
    bool m_busy = false;
    std::shared_ptr<std::atomic<bool>> m_cancel; // the latest run's flag
    std::uint64_t m_generation = 0;
    int m_inFlight = 0;           // runs started and not yet reported back, superseded ones included
    bool m_latestRunning = false; // the run of generation m_generation has not reported back
    LoadReport m_report;
    LoadSpec m_reportSpec;
    bool m_hasReport = false;
    int m_started = 0;
    int m_applied = 0;
    int m_dropped = 0;
    int m_cancelled = 0;
    std::atomic<QThread*> m_lastWorkerThread{nullptr};
};

} // namespace kvb::ui
