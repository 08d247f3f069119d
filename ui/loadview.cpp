#include "ui/loadview.h"

#include "base/units_format.h"

#include "ui/loadchart.h"
#include "ui/loadcontrols.h"
#include "ui/loadrunner.h"
#include "ui/scenariocontroller.h"
#include "ui/termcolors.h"
#include "vllm/messages.h"

#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace kvb::ui {

namespace {

QString count(std::int64_t n)
{
    return formatCount(n);
}

QString percentText(double percent)
{
    return LoadView::tr("%1%").arg(figureLocale().toString(percent, 'f', 1));
}

QLabel* valueLabel(QWidget* parent)
{
    auto* label = new QLabel(QStringLiteral("—"), parent);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

// A form row whose label and value share one tooltip.
void addRow(QFormLayout* form, const QString& text, QLabel* value, const QString& toolTip)
{
    auto* label = new QLabel(text, value->parentWidget());
    label->setToolTip(toolTip);
    value->setToolTip(toolTip);
    form->addRow(label, value);
}

} // namespace

LoadView::LoadView(ScenarioController* controller, QWidget* parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_runner(new LoadRunner(this))
    , m_chart(new LoadChart(this))
    , m_controls(new LoadControlsWidget(this))
    , m_headline(new QLabel(this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("load_view"));
    m_headline->setWordWrap(true);
    m_headline->setTextFormat(Qt::PlainText);
    QFont bold = font();
    bold.setBold(true);
    m_headline->setFont(bold);
    m_status->setForegroundRole(QPalette::PlaceholderText);
    m_status->setToolTip(tr("The simulation runs in the background; the chart shows the last finished run "
                            "until the new one is done."));

    auto* top = new QHBoxLayout;
    top->addWidget(m_headline, 1);
    top->addWidget(m_status, 0, Qt::AlignTop);
    auto* middle = new QHBoxLayout;
    middle->addWidget(m_chart, 1);
    middle->addWidget(createSidePanel());
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addLayout(top);
    layout->addLayout(middle, 1);

    connect(controller, &ScenarioController::figuresChanged, this, &LoadView::setScenarioFigures);
    connect(m_controls, &LoadControlsWidget::controlsChanged, this, &LoadView::submit);
    connect(m_controls, &LoadControlsWidget::timeAxisChanged, this, [this] {
        if (m_runner->hasReport())
            showReport();
    });
    connect(m_runner, &LoadRunner::reportReady, this, &LoadView::showReport);
    connect(m_runner, &LoadRunner::busyChanged, this, &LoadView::updateStatus);
    connect(m_apply, &QPushButton::clicked, this, [this] {
        const int seqs = m_figures.recommendedMaxNumSeqs;
        if (seqs > 0)
            m_controller->edit([seqs](Scenario& s) { s.serving.maxNumSeqs = seqs; });
    });
    clearSummary(QStringLiteral("—"));
    setScenarioFigures(controller->figures());
}

QWidget* LoadView::createSidePanel()
{
    auto* panel = new QWidget(this);
    auto* column = new QVBoxLayout(panel);
    column->setContentsMargins(0, 0, 0, 0);

    auto* summary = new QGroupBox(tr("At the scenario's max_num_seqs"), panel);
    auto* form = new QFormLayout(summary);
    m_peak = valueLabel(summary);
    m_preemptions = valueLabel(summary);
    m_waiting = valueLabel(summary);
    m_completed = valueLabel(summary);
    m_steps = valueLabel(summary);
    addRow(form, tr("Peak KV usage:"), m_peak,
           tr("The largest share of the KV pool in use at once (vLLM's kv_cache_usage_perc). vLLM V1 keeps "
              "one of the plan's KV blocks as its null block and never fills it, so the usable pool here is "
              "one block smaller than the block count on the Capacity tab."));
    addRow(form, tr("Preemptions:"), m_preemptions,
           tr("Running requests evicted because the pool ran out; their blocks are freed and their tokens "
              "computed again later. Any at all means the setting admits more than the pool can finish."));
    addRow(form, tr("Max waiting:"), m_waiting,
           tr("The longest the waiting queue got (requests that arrived but were not running), and the most "
              "requests running at once."));
    addRow(form, tr("Completed:"), m_completed, tr("Requests that finished, of those sent."));
    addRow(form, tr("Steps to drain:"), m_steps,
           tr("Engine steps until the last request finished, and the same on the simulated clock."));

    auto* recommendation = new QGroupBox(tr("Recommended max_num_seqs"), panel);
    auto* recForm = new QFormLayout(recommendation);
    m_current = valueLabel(recommendation);
    m_recommended = valueLabel(recommendation);
    m_ruleOfThumb = valueLabel(recommendation);
    addRow(recForm, tr("Current:"), m_current,
           tr("The scenario's --max-num-seqs (vLLM's default is 1,024)."));
    addRow(recForm, tr("Simulated:"), m_recommended,
           tr("The largest max_num_seqs that, on the same requests, keeps zero preemptions and the peak KV "
              "usage below the target, found by simulating."));
    addRow(recForm, tr("Rule of thumb:"), m_ruleOfThumb,
           tr("The seed's rule: KV blocks ÷ blocks of a p95 request × safety margin, as kvbudget plan "
              "recommends it."));
    m_apply = new QPushButton(tr("&Apply"), recommendation);
    m_apply->setToolTip(tr("Set the scenario's max_num_seqs to the simulated recommendation."));
    m_apply->setEnabled(false);
    recForm->addRow(m_apply);

    auto* workload = new QGroupBox(tr("Workload"), panel);
    auto* workloadLayout = new QVBoxLayout(workload);
    workloadLayout->addWidget(m_controls);

    column->addWidget(summary);
    column->addWidget(recommendation);
    column->addWidget(workload);
    column->addStretch(1);

    auto* scroll = new QScrollArea(this);
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setMinimumWidth(panel->minimumSizeHint().width() + 20);
    scroll->setMaximumWidth(440);
    return scroll;
}

void LoadView::setScenarioFigures(const DashboardFigures& figures)
{
    m_refused = !figures.plan.fits();
    if (m_refused) {
        m_runner->clear();
        showRefusal(figures);
        return;
    }
    submit();
}

void LoadView::submit()
{
    if (m_refused)
        return;
    const Scenario& scenario = m_controller->scenario();
    m_runner->setInputs(scenario, loadSpecFor(scenario.workload, m_controls->controls()));
    if (!m_runner->hasReport()) {
        m_headline->clear();
        m_chart->showMessage(tr("Simulating…"));
    }
    updateStatus();
}

void LoadView::showRefusal(const DashboardFigures& figures)
{
    m_figures = LoadFigures{};
    m_headline->setText(
        tr("vLLM would not start with this plan, so there is no load to simulate: %1").arg(figures.headline));
    m_headline->setToolTip(figures.startupError);
    QPalette headlinePalette = m_headline->palette();
    headlinePalette.setColor(QPalette::WindowText, seriesColor(SeriesRole::Refused));
    m_headline->setPalette(headlinePalette);
    m_chart->showMessage(tr("vLLM would not start: nothing to simulate"));
    clearSummary(tr("not simulated"));
    updateStatus();
}

void LoadView::clearSummary(const QString& placeholder)
{
    for (QLabel* label :
         {m_peak, m_preemptions, m_waiting, m_completed, m_steps, m_recommended, m_ruleOfThumb})
        label->setText(placeholder);
    m_current->setText(count(m_controller->plan().settings.maxNumSeqs));
    m_apply->setText(tr("&Apply"));
    m_apply->setEnabled(false);
}

void LoadView::showReport()
{
    const LoadReport& r = m_runner->report();
    m_figures = loadFigures(r, m_controls->timeAxis(), m_runner->reportSpec().targetKvUsage);
    if (!m_figures.simulated) {
        m_headline->setText(verdictHeadline(r.plan));
        m_chart->showMessage(tr("Nothing simulated"));
        clearSummary(tr("not simulated"));
        return;
    }
    m_chart->setFigures(m_figures);
    const SimulationSummary& s = r.simulation.summary;
    const QString seqs = count(m_figures.currentMaxNumSeqs);
    const QString target = percentText(m_figures.targetPercent);
    QColor headlineColor = palette().color(QPalette::WindowText);
    switch (m_figures.outcome) {
    case LoadOutcome::Spiral:
        m_headline->setText(tr("Preemption spiral at max_num_seqs %1: the pool ran out and %2 preemptions "
                               "threw away %3 computed tokens that were computed again.")
                                .arg(seqs, count(s.preemptions), count(s.recomputedTokens)));
        headlineColor = seriesColor(SeriesRole::Refused);
        break;
    case LoadOutcome::AboveTarget:
        m_headline->setText(tr("No preemptions at max_num_seqs %1, but KV usage peaked at %2, above the %3 "
                               "target: no headroom for longer requests.")
                                .arg(seqs, percentText(m_figures.peakKvPercent), target));
        break;
    case LoadOutcome::Holds:
    case LoadOutcome::NotSimulated:
        m_headline->setText(tr("Holds at max_num_seqs %1: no preemptions, KV usage peaked at %2 (target: "
                               "below %3).")
                                .arg(seqs, percentText(m_figures.peakKvPercent), target));
        break;
    }
    QPalette headlinePalette = m_headline->palette();
    headlinePalette.setColor(QPalette::WindowText, headlineColor);
    m_headline->setPalette(headlinePalette);
    m_headline->setToolTip(QString());

    m_peak->setText(tr("%1 (%2 of %3 usable blocks)")
                        .arg(percentText(m_figures.peakKvPercent), count(s.peakUsedBlocks),
                             count(r.config.usableBlocks())));
    m_preemptions->setText(s.preemptions == 0 ? count(0)
                                              : tr("%1\n%2 requests, %3 tokens recomputed")
                                                    .arg(count(s.preemptions), count(s.preemptedRequests),
                                                         count(s.recomputedTokens)));
    m_waiting->setText(tr("%1 (%2 running at most)").arg(count(s.maxWaiting), count(s.maxRunning)));
    m_completed->setText(s.rejected == 0
                             ? tr("%1 of %2").arg(count(s.completed), count(r.numRequests))
                             : tr("%1 of %2 (%3 rejected as too long)")
                                   .arg(count(s.completed), count(r.numRequests), count(s.rejected)));
    m_steps->setText(
        tr("%1 steps (%2 s simulated)").arg(count(s.steps), figureLocale().toString(s.durationS, 'f', 1)));

    const SeqsRecommendation& rec = r.recommendation;
    m_current->setText(seqs);
    if (rec.maxNumSeqs <= 0)
        m_recommended->setText(tr("none: even one request at a time reaches the %1 target").arg(target));
    else if (rec.everyValueSafe)
        m_recommended->setText(
            tr("%1\nevery value up to it stays below the %2 target").arg(count(rec.maxNumSeqs), target));
    else
        m_recommended->setText(tr("%1\nat it: peak %2, no preemptions, %3 steps")
                                   .arg(count(rec.maxNumSeqs),
                                        percentText(m_figures.recommendedPeakKvPercent),
                                        count(rec.atRecommended.steps)));
    m_ruleOfThumb->setText(tr("%1\n= ⌊%2 blocks ÷ ⌈%3 p95 tokens ÷ %4⌉ × %5⌋")
                               .arg(count(m_figures.ruleOfThumbMaxNumSeqs), count(r.plan.numBlocks),
                                    count(r.requestTokensP95), count(r.config.blockSize),
                                    figureLocale().toString(r.safetyMargin, 'f', 2)));
    m_apply->setText(m_figures.recommendedMaxNumSeqs > 0
                         ? tr("&Apply max_num_seqs %1").arg(count(m_figures.recommendedMaxNumSeqs))
                         : tr("&Apply"));
    updateStatus();
}

void LoadView::updateStatus()
{
    const bool busy = m_runner->isBusy();
    m_status->setText(busy ? tr("Simulating…") : QString());
    // A recommendation from an older scenario must not be applied to the new one.
    m_apply->setEnabled(!m_refused && !busy && !m_runner->isStale() && m_figures.canApply);
}

void LoadView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    m_runner->setActive(isVisible());
}

void LoadView::hideEvent(QHideEvent* event)
{
    QWidget::hideEvent(event);
    m_runner->setActive(isVisible());
}

} // namespace kvb::ui
