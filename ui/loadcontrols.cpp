#include "ui/loadcontrols.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSpinBox>

#include <climits>

namespace kvb::ui {

namespace {

QSpinBox* countSpin(QWidget* parent, int minimum, int maximum, const QString& suffix)
{
    auto* spin = new QSpinBox(parent);
    spin->setRange(minimum, maximum);
    spin->setGroupSeparatorShown(true);
    spin->setKeyboardTracking(false); // simulate on Enter, arrows and focus-out, not on every digit
    spin->setAccelerated(true);
    spin->setSuffix(suffix);
    return spin;
}

} // namespace

LoadControlsWidget::LoadControlsWidget(QWidget* parent)
    : QWidget(parent)
{
    m_requests = countSpin(this, 1, loadMaxRequests, tr(" requests"));
    m_requests->setToolTip(
        tr("--num-requests: how many requests the simulation sends. The default, one burst "
           "of 1,024, is as many as vLLM's default max_num_seqs admits at once."));

    m_arrival = new QComboBox(this);
    m_arrival->addItem(tr("One burst"), static_cast<int>(ArrivalKind::Burst));
    m_arrival->addItem(tr("Poisson"), static_cast<int>(ArrivalKind::Poisson));
    m_arrival->addItem(tr("Closed loop of users"), static_cast<int>(ArrivalKind::ClosedLoop));
    m_arrival->setToolTip(tr("--arrival: every request at once (the harshest case), a Poisson process at a "
                             "mean rate, or a fixed number of users who each send the next request the "
                             "moment the previous one completes."));
    m_rate = new QDoubleSpinBox(this);
    m_rate->setRange(loadMinRate, loadMaxRate);
    m_rate->setDecimals(loadRateDecimals);
    m_rate->setValue(20);
    m_rate->setKeyboardTracking(false);
    m_rate->setSuffix(tr(" req/s"));
    m_rate->setToolTip(tr("--arrival poisson:RATE: the mean arrival rate in requests per simulated second."));
    m_users = countSpin(this, 1, loadMaxUsers, tr(" users"));
    m_users->setValue(128);
    m_users->setToolTip(tr("--arrival users:N: requests in flight at any moment; each completion releases "
                           "the next request."));

    m_lengths = new QComboBox(this);
    m_lengths->addItem(tr("From the scenario (typical / p95)"), true);
    m_lengths->addItem(tr("Fixed prompt and output"), false);
    m_lengths->setToolTip(tr("Request lengths: log-normal around the scenario's typical and 95th-percentile "
                             "request tokens (split about 5:1 between prompt and output), or every request "
                             "exactly the prompt and output tokens below."));
    m_prompt = countSpin(this, 1, 1'000'000, tr(" tokens"));
    m_prompt->setToolTip(tr("--prompt-tokens: the prompt length of every request, with fixed lengths."));
    m_output = countSpin(this, 1, 1'000'000, tr(" tokens"));
    m_output->setToolTip(tr("--output-tokens: the tokens every request generates, with fixed lengths. Each "
                            "decode step grows a request by one token and, every block size tokens, by "
                            "one KV block."));

    m_seed = countSpin(this, 0, loadMaxSeed, QString());
    m_seed->setGroupSeparatorShown(false);
    m_seed->setToolTip(tr("--seed: the random lengths and arrivals. The same seed always gives the same "
                          "simulation; try another to see how much the result depends on luck."));

    m_prefixCaching = new QCheckBox(tr("Prefix &caching"), this);
    m_prefixCaching->setToolTip(tr("--enable-prefix-caching (on by default in vLLM V1): the shared prefix's "
                                   "full blocks are computed once and shared by every request."));
    m_prefix = countSpin(this, 0, 1'000'000, tr(" tokens"));
    m_prefix->setToolTip(tr("--prefix-tokens: a system prompt every request begins with, counted in its "
                            "prompt length. With prefix caching its blocks are stored once."));

    m_target = countSpin(this, 10, 100, tr(" %"));
    m_target->setToolTip(tr("--target-kv-usage: the recommended max_num_seqs keeps the peak KV usage below "
                            "this share of the pool, leaving room for requests longer than simulated."));

    m_axis = new QComboBox(this);
    m_axis->addItem(tr("Engine steps"), static_cast<int>(LoadTimeAxis::Steps));
    m_axis->addItem(tr("Simulated seconds"), static_cast<int>(LoadTimeAxis::Seconds));
    m_axis->setToolTip(
        tr("The chart's horizontal axis: scheduler steps, or seconds on the simulation's clock "
           "(15 ms + 0.03 ms per token scheduled in a step, a rough Llama 3.1 8B on H100 "
           "figure)."));

    layOutControls();
    connectControls();
    m_updating = true; // the defaults, without a signal: nobody listens yet
    setControls(LoadControls{});
    m_updating = false;
    updateEnabled();
}

void LoadControlsWidget::layOutControls()
{
    auto* form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("&Requests:"), m_requests);
    form->addRow(tr("Arr&ivals:"), m_arrival);
    form->addRow(tr("Poisson ra&te:"), m_rate);
    form->addRow(tr("&Users:"), m_users);
    form->addRow(tr("&Lengths:"), m_lengths);
    form->addRow(tr("&Prompt:"), m_prompt);
    form->addRow(tr("&Output:"), m_output);
    form->addRow(tr("See&d:"), m_seed);
    form->addRow(m_prefixCaching);
    form->addRow(tr("&Shared prefix:"), m_prefix);
    form->addRow(tr("Tar&get KV usage:"), m_target);
    form->addRow(tr("Time a&xis:"), m_axis);
}

void LoadControlsWidget::connectControls()
{
    for (QSpinBox* spin : {m_requests, m_users, m_prompt, m_output, m_seed, m_prefix, m_target})
        connect(spin, &QSpinBox::valueChanged, this, &LoadControlsWidget::emitChanged);
    connect(m_rate, &QDoubleSpinBox::valueChanged, this, &LoadControlsWidget::emitChanged);
    for (QComboBox* combo : {m_arrival, m_lengths})
        connect(combo, &QComboBox::currentIndexChanged, this, &LoadControlsWidget::emitChanged);
    connect(m_prefixCaching, &QCheckBox::toggled, this, &LoadControlsWidget::emitChanged);
    connect(m_axis, &QComboBox::currentIndexChanged, this, [this] { Q_EMIT timeAxisChanged(timeAxis()); });
}

LoadControls LoadControlsWidget::controls() const
{
    LoadControls c;
    c.numRequests = m_requests->value();
    c.arrival.kind = static_cast<ArrivalKind>(m_arrival->currentData().toInt());
    if (c.arrival.kind == ArrivalKind::Poisson)
        c.arrival.ratePerSecond = m_rate->value();
    if (c.arrival.kind == ArrivalKind::ClosedLoop)
        c.arrival.users = m_users->value();
    c.lengthsFromScenario = m_lengths->currentData().toBool();
    c.promptTokens = m_prompt->value();
    c.outputTokens = m_output->value();
    c.seed = static_cast<std::uint64_t>(m_seed->value());
    c.prefixCaching = m_prefixCaching->isChecked();
    c.prefixTokens = m_prefix->value();
    c.targetKvPercent = m_target->value();
    return c;
}

void LoadControlsWidget::setControls(const LoadControls& c)
{
    const bool outer = m_updating;
    m_updating = true;
    m_requests->setValue(c.numRequests);
    m_arrival->setCurrentIndex(m_arrival->findData(static_cast<int>(c.arrival.kind)));
    if (c.arrival.kind == ArrivalKind::Poisson)
        m_rate->setValue(c.arrival.ratePerSecond);
    if (c.arrival.kind == ArrivalKind::ClosedLoop)
        m_users->setValue(c.arrival.users);
    m_lengths->setCurrentIndex(m_lengths->findData(c.lengthsFromScenario));
    m_prompt->setValue(static_cast<int>(c.promptTokens));
    m_output->setValue(static_cast<int>(c.outputTokens));
    m_seed->setValue(static_cast<int>(c.seed));
    m_prefixCaching->setChecked(c.prefixCaching);
    m_prefix->setValue(static_cast<int>(c.prefixTokens));
    m_target->setValue(c.targetKvPercent);
    m_updating = outer;
    emitChanged();
}

LoadTimeAxis LoadControlsWidget::timeAxis() const
{
    return static_cast<LoadTimeAxis>(m_axis->currentData().toInt());
}

void LoadControlsWidget::updateEnabled()
{
    const auto kind = static_cast<ArrivalKind>(m_arrival->currentData().toInt());
    m_rate->setEnabled(kind == ArrivalKind::Poisson);
    m_users->setEnabled(kind == ArrivalKind::ClosedLoop);
    const bool fixed = !m_lengths->currentData().toBool();
    m_prompt->setEnabled(fixed);
    m_output->setEnabled(fixed);
}

void LoadControlsWidget::emitChanged()
{
    if (m_updating)
        return;
    updateEnabled();
    Q_EMIT controlsChanged(controls());
}

} // namespace kvb::ui
