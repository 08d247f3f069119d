#include "ui/whatfitsdialog.h"

#include "base/limits.h"
#include "base/units_format.h"
#include "io/gpuprices.h"
#include "io/presets.h"
#include "ui/scenariocontroller.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace kvb::ui {

namespace {

constexpr int kDefaultConcurrency = 64;

QTableWidgetItem* cell(const QString& text, Qt::Alignment alignment = Qt::AlignRight | Qt::AlignVCenter)
{
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(alignment);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return item;
}

QSpinBox* countBox(int max, const QString& tooltip)
{
    auto* box = new QSpinBox;
    box->setRange(1, max);
    box->setGroupSeparatorShown(true);
    box->setToolTip(tooltip);
    return box;
}

QString priceText(const std::optional<double>& usd)
{
    return usd ? WhatFitsDialog::tr("$%1/h").arg(formatFixed(*usd, 2)) : WhatFitsDialog::tr("no price");
}

} // namespace

WhatFitsDialog::WhatFitsDialog(ScenarioController* controller, QWidget* parent)
    : QDialog(parent)
    , m_controller(controller)
{
    setWindowTitle(tr("What fits?"));
    buildLayout();
    reset();
}

void WhatFitsDialog::buildLayout()
{
    m_concurrency = countBox(static_cast<int>(limits::kMaxRequests),
                             tr("Requests the deployment must hold in its KV cache at once"));
    m_requestTokens = countBox(static_cast<int>(limits::kMaxRequestTokens),
                               tr("Tokens per request, prompt and output together"));
    m_requestTokens->setSuffix(tr(" tokens"));
    m_maxModelLen =
        countBox(static_cast<int>(limits::kMaxRequestTokens),
                 tr("vLLM's --max-model-len for every option; \"as the request\" uses the request "
                    "length, the shortest context that serves the workload"));
    m_maxModelLen->setMinimum(0);
    m_maxModelLen->setSpecialValueText(tr("as the request"));
    m_maxModelLen->setSuffix(tr(" tokens"));
    m_gpus = new QListWidget;
    m_gpus->setToolTip(tr("The GPU types to consider, with the indicative on-demand price per GPU-hour "
                          "(presets/gpu-prices.json: source and date per figure)"));
    m_gpus->setMinimumHeight(120);
    m_search = new QPushButton(tr("&Search"));
    m_search->setToolTip(tr("Plan every split of 1, 2, 3… GPUs of each type until one holds the workload"));
    connect(m_search, &QPushButton::clicked, this, &WhatFitsDialog::search);

    auto* form = new QFormLayout;
    form->addRow(tr("&Concurrent requests:"), m_concurrency);
    form->addRow(tr("&Tokens per request:"), m_requestTokens);
    form->addRow(tr("max_model_&len:"), m_maxModelLen);
    form->addRow(tr("&GPU types:"), m_gpus);

    m_table = new QTableWidget(0, NUM_COLUMNS);
    m_table->setHorizontalHeaderLabels(
        {tr("GPU"), tr("GPUs"), tr("TP × PP × DP"), tr("$ per hour"), tr("Concurrency"), tr("Verdict")});
    m_table->setToolTip(tr("Cheapest first (unpriced after priced), then fewest GPUs; each row is a plan the "
                           "engine computed. Concurrency: requests of the given length held at once."));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setMinimumWidth(640);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] {
        const int row = m_table->currentRow();
        m_apply->setEnabled(row >= 0 && row < static_cast<int>(m_answer.options.size()));
    });
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this] { apply(); });

    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_apply = buttons->addButton(tr("&Apply"), QDialogButtonBox::ApplyRole);
    m_apply->setToolTip(tr("Load the selected option (GPU, count, split, max_model_len) into the window"));
    m_apply->setEnabled(false);
    connect(m_apply, &QPushButton::clicked, this, &WhatFitsDialog::apply);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* searchRow = new QHBoxLayout;
    searchRow->addStretch();
    searchRow->addWidget(m_search);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(searchRow);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);
    resize(780, 620);
}

void WhatFitsDialog::reset()
{
    const Scenario& s = m_controller->scenario();
    m_concurrency->setValue(kDefaultConcurrency);
    m_requestTokens->setValue(static_cast<int>(s.workload.requestTokens));
    m_maxModelLen->setValue(s.serving.maxModelLen ? static_cast<int>(*s.serving.maxModelLen) : 0);
    m_gpus->clear();
    const GpuPriceList& prices = builtinGpuPrices();
    for (const GpuSpec& gpu : PresetCatalog::builtin().gpus()) {
        const auto price = prices.usdPerGpuHour(gpu.id);
        auto* item = new QListWidgetItem(
            tr("%1 (%2 GiB, %3)").arg(gpu.name, formatFixed(toGiB(gpu.totalBytes), 1), priceText(price)));
        item->setData(Qt::UserRole, gpu.id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        item->setCheckState(price || gpu.id == s.gpu.id ? Qt::Checked : Qt::Unchecked);
        m_gpus->addItem(item);
    }
    search();
}

CapacityQuestion WhatFitsDialog::question() const
{
    CapacityQuestion q;
    q.base = m_controller->scenario();
    q.concurrency = m_concurrency->value();
    // The window's p95 request stands, as a --request-tokens-p95 would.
    setCapacityWorkload(q.base, m_requestTokens->value(), q.base.workload.requestTokensP95);
    q.base.serving.maxModelLen =
        m_maxModelLen->value() > 0 ? std::optional<std::int64_t>(m_maxModelLen->value()) : std::nullopt;
    const GpuPriceList& prices = builtinGpuPrices();
    for (int i = 0; i < m_gpus->count(); ++i) {
        const QListWidgetItem* item = m_gpus->item(i);
        if (item->checkState() != Qt::Checked)
            continue;
        const QString id = item->data(Qt::UserRole).toString();
        // The window's own GPU keeps what the scenario says (a custom memory size, say).
        const auto gpu =
            id == q.base.gpu.id ? std::optional<GpuSpec>(q.base.gpu) : PresetCatalog::builtin().gpu(id);
        if (gpu)
            q.gpus.push_back({*gpu, prices.usdPerGpuHour(id)});
    }
    return q;
}

void WhatFitsDialog::search()
{
    auto answer = searchCapacity(question());
    m_answer = answer ? answer.value() : CapacityAnswer{};
    showAnswer();
    if (!answer)
        m_summary->setText(answer.error().message);
}

void WhatFitsDialog::showAnswer()
{
    m_table->clearContents();
    m_table->setRowCount(static_cast<int>(m_answer.options.size() + m_answer.unheld.size()));
    int row = 0;
    for (const CapacityOption& option : m_answer.options) {
        m_table->setItem(row, GpuColumn, cell(option.scenario.gpu.name, Qt::AlignLeft | Qt::AlignVCenter));
        m_table->setItem(row, CountColumn, cell(QString::number(option.split.gpus())));
        m_table->setItem(row, SplitColumn,
                         cell(tr("%1 × %2 × %3")
                                  .arg(option.split.tensor)
                                  .arg(option.split.pipeline)
                                  .arg(option.split.data)));
        m_table->setItem(row, CostColumn, cell(priceText(option.costPerHour)));
        m_table->setItem(row, ConcurrencyColumn,
                         cell(tr("%1 requests").arg(formatFixed(option.concurrency, 1))));
        m_table->setItem(row, VerdictColumn,
                         cell(tr("starts, holds %1").arg(formatCount(m_concurrency->value())),
                              Qt::AlignLeft | Qt::AlignVCenter));
        ++row;
    }
    for (const UnheldGpu& unheld : m_answer.unheld) {
        m_table->setItem(row, GpuColumn, cell(unheld.gpu.name, Qt::AlignLeft | Qt::AlignVCenter));
        m_table->setItem(row, ConcurrencyColumn,
                         cell(tr("at most %1").arg(formatFixed(unheld.bestConcurrency, 1))));
        m_table->setItem(row, VerdictColumn,
                         cell(tr("no split of up to %1 GPUs holds it").arg(unheld.largestTried),
                              Qt::AlignLeft | Qt::AlignVCenter));
        for (int column = 0; column < NUM_COLUMNS; ++column)
            if (QTableWidgetItem* item = m_table->item(row, column))
                item->setFlags(Qt::NoItemFlags); // nothing to apply
        ++row;
    }
    if (!m_answer.options.empty())
        m_table->selectRow(0);
    m_apply->setEnabled(!m_answer.options.empty());
    showSummary();
}

void WhatFitsDialog::showSummary()
{
    if (m_answer.options.empty()) {
        m_summary->setText(
            tr("No option holds the workload: fewer requests, shorter requests, an fp8 KV cache "
               "or more GPUs (see the rows above)."));
        return;
    }
    QString text = tr("First option: the longest max_model_len that starts is %1 tokens")
                       .arg(formatCount(m_answer.longestMaxModelLen));
    if (m_answer.utilizationRange)
        text += tr("; it starts at gpu_memory_utilization %1 to %2")
                    .arg(formatFixed(m_answer.utilizationRange->min, 2),
                         formatFixed(m_answer.utilizationRange->max, 2));
    m_summary->setText(text + QLatin1Char('.'));
}

bool WhatFitsDialog::apply()
{
    const int row = m_table->currentRow();
    if (row < 0 || row >= static_cast<int>(m_answer.options.size()))
        return false;
    m_controller->setScenario(m_answer.options.at(static_cast<std::size_t>(row)).scenario);
    return true;
}

} // namespace kvb::ui
