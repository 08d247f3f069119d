#include "ui/comparecolumn.h"

#include "io/presets.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QToolButton>

#include <algorithm>

namespace kvb::ui {

namespace {

QLabel* rowLabel(QWidget* container, const QString& text, const QString& toolTip)
{
    auto* label = new QLabel(text, container);
    label->setToolTip(toolTip);
    return label;
}

template <typename Widget>
Widget* knob(QWidget* container, const QString& toolTip, const QString& accessibleName)
{
    auto* w = new Widget(container);
    w->setToolTip(toolTip);
    w->setAccessibleName(accessibleName);
    return w;
}

} // namespace

void CompareColumn::addRowLabels(QWidget* c, QGridLayout* grid)
{
    grid->addWidget(rowLabel(c, tr("Scenario"), tr("The column's name: click to rename it")), headerRow, 0);
    const std::pair<QString, QString> knobs[] = {
        {tr("Utilization"), tr("--gpu-memory-utilization: the share of the card vLLM may use")},
        {tr("max_model_len"), tr("--max-model-len: the longest request, in tokens")},
        {tr("KV cache dtype"), tr("--kv-cache-dtype: fp8 stores one byte per element")},
        {tr("Weights"), tr("--quantization: the weights' storage (a quantized checkpoint keeps its own)")},
        {tr("Tensor parallel"), tr("--tensor-parallel-size")},
        {tr("Pipeline parallel"), tr("--pipeline-parallel-size")},
        {tr("GPU"), tr("The GPU model")},
    };
    int row = firstKnobRow;
    for (const auto& [text, tip] : knobs)
        grid->addWidget(rowLabel(c, text, tip), row++, 0);
    for (const FigureInfo& info : compareFigures()) {
        QLabel* label = rowLabel(c, figureLabel(info),
                                 tr("%1 (compare --format json key \"%2\"); under it, the change from the "
                                    "baseline, absolute and in percent")
                                     .arg(figureLabel(info), QString::fromLatin1(info.key)));
        label->setWordWrap(true);
        grid->addWidget(label, row, 0, 2, 1, Qt::AlignTop);
        row += 2;
    }
}

CompareColumn::CompareColumn(QWidget* container, QGridLayout* grid, int column, QObject* parent)
    : QObject(parent)
{
    const int gridColumn = column + 1;
    m_name = knob<QLineEdit>(container, tr("The scenario's name in this comparison: type to rename it"),
                             tr("Scenario name"));
    QFont bold = m_name->font();
    bold.setBold(true);
    m_name->setFont(bold);
    m_remove = knob<QToolButton>(container, tr("Remove this scenario from the comparison"), tr("Remove"));
    m_remove->setText(tr("Remove"));
    if (column == 0)
        m_remove->setToolTip(
            tr("Remove the baseline from the comparison: the next column becomes the baseline"));
    m_editInCapacity = knob<QToolButton>(
        container,
        tr("Load this scenario into the Capacity tab and the panel; every change made there is written "
           "back to this column until another column is linked"),
        tr("Edit in Capacity tab"));
    m_editInCapacity->setText(tr("Edit in Capacity"));
    m_editInCapacity->setCheckable(true);
    auto* buttons = new QWidget(container);
    auto* row = new QHBoxLayout(buttons);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_editInCapacity);
    row->addWidget(m_remove);
    row->addStretch(1);
    m_widgets = {m_name, buttons};
    grid->addWidget(m_name, headerRow, gridColumn);
    grid->addWidget(buttons, buttonRow, gridColumn);
    makeKnobs(container);
    int r = firstKnobRow;
    for (QWidget* w : std::initializer_list<QWidget*>{m_utilization, m_maxModelLen, m_kvDtype, m_quantization,
                                                      m_tensorParallel, m_pipelineParallel, m_gpu}) {
        grid->addWidget(w, r++, gridColumn);
        m_widgets.push_back(w);
    }
    for (const FigureInfo& info : compareFigures()) {
        // Plain text, not selectable: a selectable or rich-text label keeps a QTextDocument that every
        // re-plan rebuilds, the Compare view's largest repaint cost (copy the figures from
        // `kvbudget compare --format markdown` or a report instead).
        auto* value = new QLabel(container);
        value->setToolTip(figureLabel(info));
        value->setTextFormat(Qt::PlainText);
        auto* delta = new QLabel(container);
        delta->setTextFormat(Qt::PlainText);
        grid->addWidget(value, r++, gridColumn);
        grid->addWidget(delta, r++, gridColumn);
        m_values.push_back(value);
        m_deltas.push_back(delta);
        m_widgets.push_back(value);
        m_widgets.push_back(delta);
    }
    connectKnobs();
}

void CompareColumn::retire(QGridLayout* grid)
{
    for (QWidget* w : m_widgets) {
        w->hide();
        grid->removeWidget(w);
        w->deleteLater();
    }
    m_widgets.clear();
    disconnect();
    deleteLater();
}

std::vector<QWidget*> CompareColumn::focusOrder() const
{
    return {m_name,    m_editInCapacity, m_remove,         m_utilization,      m_maxModelLen,
            m_kvDtype, m_quantization,   m_tensorParallel, m_pipelineParallel, m_gpu};
}

void CompareColumn::makeKnobs(QWidget* c)
{
    m_utilization =
        knob<QDoubleSpinBox>(c, tr("--gpu-memory-utilization for this scenario"), tr("Utilization"));
    m_utilization->setRange(0.01, 1.0);
    m_utilization->setDecimals(2);
    m_utilization->setSingleStep(0.01);
    m_utilization->setKeyboardTracking(false);
    m_maxModelLen =
        knob<QSpinBox>(c, tr("--max-model-len for this scenario, in tokens"), tr("max_model_len"));
    m_maxModelLen->setRange(16, 1 << 24);
    m_maxModelLen->setSingleStep(1024);
    m_maxModelLen->setGroupSeparatorShown(true);
    m_maxModelLen->setKeyboardTracking(false);
    m_kvDtype = knob<QComboBox>(c, tr("--kv-cache-dtype for this scenario"), tr("KV cache dtype"));
    for (KvCacheDtype dtype : {KvCacheDtype::Auto, KvCacheDtype::Fp8, KvCacheDtype::Fp8E4M3,
                               KvCacheDtype::Fp8E5M2, KvCacheDtype::BFloat16, KvCacheDtype::Float16})
        m_kvDtype->addItem(kvCacheDtypeName(dtype), kvCacheDtypeName(dtype));
    m_quantization = knob<QComboBox>(c,
                                     tr("--quantization for this scenario: fp8 and int8 store 8-bit "
                                        "weights, AWQ and GPTQ 4-bit; a quantized checkpoint keeps its own"),
                                     tr("Weights"));
    m_tensorParallel =
        knob<QSpinBox>(c, tr("--tensor-parallel-size for this scenario"), tr("Tensor parallel"));
    m_tensorParallel->setRange(1, 64);
    m_pipelineParallel =
        knob<QSpinBox>(c, tr("--pipeline-parallel-size for this scenario"), tr("Pipeline parallel"));
    m_pipelineParallel->setRange(1, 64);
    m_gpu = knob<QComboBox>(c, tr("The GPU model for this scenario"), tr("GPU"));
    for (const GpuSpec& gpu : PresetCatalog::builtin().gpus())
        m_gpu->addItem(gpu.name, gpu.id);
    for (QWidget* w : std::initializer_list<QWidget*>{m_kvDtype, m_quantization, m_gpu})
        static_cast<QComboBox*>(w)->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_gpu->setMinimumContentsLength(8);
    m_quantization->setMinimumContentsLength(8);
}

} // namespace kvb::ui
