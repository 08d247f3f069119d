// A column's knobs as scenario edits, and the column filled from core's figures.
#include "ui/comparecolumn.h"

#include "io/presets.h"
#include "ui/comparestyle.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>

#include <algorithm>

namespace kvb::ui {

namespace {

void setTextColor(QLabel* label, const QColor& color)
{
    if (label->palette().color(QPalette::WindowText) == color)
        return;
    QPalette p = label->palette();
    p.setColor(QPalette::WindowText, color);
    label->setPalette(p);
}

void selectData(QComboBox* box, const QString& data)
{
    const QSignalBlocker block(box);
    box->setCurrentIndex(std::max(0, box->findData(data)));
}

} // namespace

void CompareColumn::connectKnobs()
{
    connect(m_name, &QLineEdit::editingFinished, this, [this] { Q_EMIT renamed(m_name->text()); });
    connect(m_remove, &QToolButton::clicked, this, &CompareColumn::removeRequested);
    connect(m_editInCapacity, &QToolButton::clicked, this, &CompareColumn::editInCapacityRequested);
    connect(m_utilization, &QDoubleSpinBox::valueChanged, this, [this](double util) {
        Q_EMIT edited([util](Scenario& s) { s.serving.gpuMemoryUtilization = util; });
    });
    connect(m_maxModelLen, &QSpinBox::valueChanged, this,
            [this](int length) { Q_EMIT edited([length](Scenario& s) { s.serving.maxModelLen = length; }); });
    connect(m_kvDtype, &QComboBox::currentIndexChanged, this, [this] {
        const auto dtype = parseKvCacheDtype(m_kvDtype->currentData().toString());
        Q_EMIT edited([dtype](Scenario& s) { s.serving.kvCacheDtype = dtype.value_or(KvCacheDtype::Auto); });
    });
    connect(m_quantization, &QComboBox::currentIndexChanged, this, [this] {
        const auto method = parseQuantMethod(m_quantization->currentData().toString());
        Q_EMIT edited([method](Scenario& s) {
            if (s.model.quantization.isQuantized()) // the checkpoint's own scheme: nothing to choose
                return;
            if (method && *method != QuantMethod::None)
                s.serving.quantization = *method;
            else
                s.serving.quantization.reset();
        });
    });
    auto parallelism = [this] {
        const int tp = m_tensorParallel->value();
        const int pp = m_pipelineParallel->value();
        Q_EMIT edited([tp, pp](Scenario& s) {
            s.serving.tensorParallelSize = tp;
            s.serving.pipelineParallelSize = pp;
            // TP x PP GPUs are needed; growing the deployment brings them, as the panel and `plan -tp` do.
            s.gpu.count = std::max(s.gpu.count, s.serving.worldSize());
        });
    };
    connect(m_tensorParallel, &QSpinBox::valueChanged, this, parallelism);
    connect(m_pipelineParallel, &QSpinBox::valueChanged, this, parallelism);
    connect(m_gpu, &QComboBox::currentIndexChanged, this, [this] {
        const auto gpu = PresetCatalog::builtin().gpu(m_gpu->currentData().toString());
        if (!gpu)
            return;
        Q_EMIT edited([gpu = *gpu](Scenario& s) {
            const int count = s.gpu.count;
            s.gpu = gpu;
            s.gpu.count = count;
            s.serving.otherProcessesBytes = std::min(s.serving.otherProcessesBytes, s.gpu.totalBytes);
        });
    });
}

void CompareColumn::syncQuantization(const Scenario& s)
{
    const QSignalBlocker block(m_quantization);
    const bool checkpoint = s.model.quantization.isQuantized();
    // Filled again only when the model changes what can be chosen: a re-plan that keeps the model
    // (every utilization step) leaves the box, and the grid's layout, alone.
    const QString first =
        checkpoint ? quantDescription(s.model.quantization) : tr("none (%1)").arg(dtypeName(s.model.dtype));
    if (m_quantization->count() > 0 && m_quantization->itemText(0) == first) {
        if (!checkpoint)
            m_quantization->setCurrentIndex(
                std::max(0, m_quantization->findData(
                                quantMethodName(s.serving.quantization.value_or(QuantMethod::None)))));
        return;
    }
    m_quantization->clear();
    if (checkpoint) {
        m_quantization->addItem(quantDescription(s.model.quantization),
                                quantMethodName(s.model.quantization.method));
    } else {
        m_quantization->addItem(tr("none (%1)").arg(dtypeName(s.model.dtype)), QStringLiteral("none"));
        m_quantization->addItem(tr("fp8"), QStringLiteral("fp8"));
        m_quantization->addItem(tr("int8"), QStringLiteral("int8"));
        m_quantization->addItem(tr("AWQ int4"), QStringLiteral("awq"));
        m_quantization->addItem(tr("GPTQ int4"), QStringLiteral("gptq"));
        const QString key = quantMethodName(s.serving.quantization.value_or(QuantMethod::None));
        m_quantization->setCurrentIndex(std::max(0, m_quantization->findData(key)));
    }
    m_quantization->setEnabled(!checkpoint);
}

void CompareColumn::setScenario(const ComparedScenario& entry, const DashboardFigures& f)
{
    const Scenario& s = f.scenario;
    if (!m_name->hasFocus() && m_name->text() != entry.name)
        m_name->setText(entry.name);
    m_name->setToolTip(tr("%1\nFrom: %2\nType to rename it.").arg(entry.name, entry.source));
    {
        const QSignalBlocker a(m_utilization), b(m_maxModelLen), c(m_tensorParallel), d(m_pipelineParallel);
        m_utilization->setValue(f.plan.settings.gpuMemoryUtilization);
        m_maxModelLen->setValue(
            static_cast<int>(std::min<std::int64_t>(f.plan.settings.maxModelLen, 1 << 24)));
        m_tensorParallel->setValue(s.serving.tensorParallelSize);
        m_pipelineParallel->setValue(s.serving.pipelineParallelSize);
    }
    selectData(m_kvDtype, kvCacheDtypeName(s.serving.kvCacheDtype));
    selectData(m_gpu, s.gpu.id);
    syncQuantization(s);
    const auto& figures = compareFigures();
    for (std::size_t i = 0; i < figures.size(); ++i)
        m_values[i]->setText(formatFigureValue(figures[i], entry.values[i]));
}

void CompareColumn::setDeltas(const std::vector<FigureDelta>* deltas)
{
    const auto& figures = compareFigures();
    for (std::size_t i = 0; i < figures.size(); ++i) {
        QLabel* label = m_deltas[i];
        if (!deltas) {
            label->setText(tr("baseline"));
            label->setToolTip(tr("The other columns' changes are measured from this one"));
            setTextColor(label, label->palette().color(QPalette::PlaceholderText));
            continue;
        }
        const FigureDelta& d = (*deltas)[i];
        label->setText(deltaArrow(d.absolute) + formatFigureDelta(figures[i], d));
        label->setToolTip(d.direction > 0   ? tr("Better than the baseline")
                          : d.direction < 0 ? tr("Worse than the baseline")
                          : d.absolute != 0
                              ? tr("Changed from the baseline (neither better nor worse in itself)")
                              : tr("The same as the baseline"));
        setTextColor(label, deltaColor(d.direction, m_name->palette()));
    }
}

void CompareColumn::setLinked(bool linked)
{
    m_editInCapacity->setChecked(linked);
}

} // namespace kvb::ui
