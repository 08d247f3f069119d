#include "ui/loadrunner.h"

#include <QThread>

namespace kvb::ui {

namespace {

// Long enough to let a slider drag settle, short enough to feel live.
constexpr int debounceMs = 200;

} // namespace

LoadRunner::LoadRunner(QObject* parent)
    : QObject(parent)
{
    // One run computes at a time in practice; a second thread lets a new run start while a cancelled
    // one is still reaching its next cancellation check.
    m_pool.setMaxThreadCount(2);
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(debounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &LoadRunner::start);
}

LoadRunner::~LoadRunner()
{
    m_debounce.stop();
    if (m_cancel)
        m_cancel->store(true);
    m_pool.waitForDone();
}

void LoadRunner::setInputs(const Scenario& scenario, const LoadSpec& spec)
{
    m_scenario = scenario;
    m_spec = spec;
    m_hasInputs = true;
    m_stale = true;
    schedule();
}

void LoadRunner::clear()
{
    m_debounce.stop();
    cancelRunning();
    ++m_generation; // whatever is still running is now stale
    m_latestRunning = false;
    m_hasInputs = false;
    m_stale = false;
    m_hasReport = false;
    m_report = LoadReport{};
    updateBusy();
}

void LoadRunner::setActive(bool active)
{
    if (m_active == active)
        return;
    m_active = active;
    if (active && m_stale)
        schedule();
    else if (!active)
        m_debounce.stop(); // a run already started finishes; the next one waits for the tab
    updateBusy();
}

void LoadRunner::runNow()
{
    m_debounce.stop();
    start();
}

void LoadRunner::schedule()
{
    if (m_active && m_hasInputs)
        m_debounce.start();
    updateBusy();
}

void LoadRunner::cancelRunning()
{
    if (m_cancel && !m_cancel->load() && m_latestRunning) {
        m_cancel->store(true);
        ++m_cancelled;
    }
}

void LoadRunner::start()
{
    if (!m_active || !m_hasInputs)
        return;
    cancelRunning();
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    const std::uint64_t generation = ++m_generation;
    m_stale = false;
    ++m_started;
    ++m_inFlight;
    m_latestRunning = true;
    m_pool.start([this, generation, scenario = m_scenario, spec = m_spec, cancel = m_cancel] {
        m_lastWorkerThread.store(QThread::currentThread());
        auto report = std::make_shared<LoadReport>(computeLoadReport(scenario, spec, cancel.get()));
        // The destructor waits for the pool, so `this` outlives this call; the queued call runs on
        // the GUI thread.
        QMetaObject::invokeMethod(
            this, [this, generation, report, spec] { finished(generation, report, spec); },
            Qt::QueuedConnection);
    });
    updateBusy();
}

void LoadRunner::finished(std::uint64_t generation, const std::shared_ptr<LoadReport>& report,
                          const LoadSpec& spec)
{
    --m_inFlight;
    if (generation == m_generation)
        m_latestRunning = false;
    if (generation != m_generation || report->cancelled) {
        ++m_dropped;
    } else {
        m_report = std::move(*report);
        m_reportSpec = spec;
        m_hasReport = true;
        ++m_applied;
        Q_EMIT reportReady(m_report);
    }
    updateBusy();
}

void LoadRunner::updateBusy()
{
    const bool busy = isBusy();
    if (busy == m_busy)
        return;
    m_busy = busy;
    Q_EMIT busyChanged(busy);
}

} // namespace kvb::ui
