#pragma once

#include "report/figures.h"
#include "ui/validatingspinbox.h"

#include <QWidget>

#include <map>
#include <optional>
#include <vector>

class QComboBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QSlider;

namespace kvb::ui {

class ExtraSettings;
class KnobRow;
class ScenarioController;

// The knobs: model, GPU and parallelism, vLLM's memory settings and the workload. Every edit goes to
// the controller as a change of the scenario; the panel re-reads the resolved settings from each new
// plan (so defaults show as such) without echoing its own signals back. Each knob is a view of a plan
// flag (KnobRow): a value that differs from the default is marked and has a reset; every other
// non-default setting (an override, block_size, ...) is listed under "Other settings" with its own
// reset, so nothing that decides the plan is hidden. Number boxes never truncate what is typed
// (ValidatingSpinBox): a value out of range is shown red and handed on, and the plan says why.
class ScenarioPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit ScenarioPanel(ScenarioController* controller, QWidget* parent = nullptr);

    QComboBox* modelCombo() const { return m_model; }
    QPushButton* importButton() const { return m_import; }
    QComboBox* gpuCombo() const { return m_gpu; }
    ValidatingSpinBox* gpuCountSpin() const { return m_gpuCount; }
    QComboBox* tensorParallelCombo() const { return m_tensorParallel; }
    ValidatingSpinBox* pipelineParallelSpin() const { return m_pipelineParallel; }
    QSlider* utilizationSlider() const { return m_utilSlider; }
    ValidatingSpinBox* utilizationSpin() const { return m_utilSpin; }
    QSlider* contextSlider() const { return m_contextSlider; }
    ValidatingSpinBox* contextSpin() const { return m_contextSpin; }
    QComboBox* kvDtypeCombo() const { return m_kvDtype; }
    QComboBox* quantizationCombo() const { return m_quantization; }
    ValidatingSpinBox* maxNumSeqsSpin() const { return m_maxNumSeqs; }
    ValidatingSpinBox* maxNumBatchedTokensSpin() const { return m_maxNumBatchedTokens; }
    ValidatingSpinBox* otherProcessesSpin() const { return m_otherProcesses; }
    ValidatingSpinBox* requestTokensSpin() const { return m_requestTokens; }
    ValidatingSpinBox* requestTokensP95Spin() const { return m_requestTokensP95; }
    QLabel* validationLabel() const { return m_validation; }
    QComboBox* vllmVersionCombo() const { return m_vllmVersion; }
    ExtraSettings* extraSettings() const { return m_extra; }
    // The row of a plan flag ("gpu-memory-utilization"); null when the panel has none.
    KnobRow* knob(const QString& flagName) const;
    // The plan flags that have a row of their own in the panel (here or in the Architecture group).
    QStringList flagsWithRows() const;
    // `model`'s name, made unique against the presets and the other imported models ("qwen3-32b (2)").
    QString uniqueModelName(const ModelSpec& model) const;

Q_SIGNALS:
    void importRequested();
    void advancedRequested();

private:
    void buildControls();
    void buildModelControls();
    void buildLayout();
    QWidget* withReset(QWidget* field, QLabel* label, const char* flag);
    void connectControls();
    void sync(const DashboardFigures& figures);
    void syncModelList(const Scenario& scenario);
    void syncGpuList(const Scenario& scenario);
    void syncParallelism(const Scenario& scenario);
    void syncQuantization(const Scenario& scenario);
    void syncContext(const Scenario& scenario);
    void selectModel(int index);
    void selectGpu(int index);
    void setParallelism(int tensorParallel, int pipelineParallel);
    void syncRanges(const Scenario& scenario);
    static QString customGpuKey();

    ScenarioController* m_controller;
    std::map<QString, ModelSpec>
        m_importedModels; // by combo key: models that are not presets stay selectable
    std::optional<GpuSpec> m_customGpu;
    std::vector<std::int64_t> m_contextGrid;

    QComboBox* m_model = nullptr;
    QPushButton* m_import = nullptr;
    QLabel* m_modelInfo = nullptr;
    QComboBox* m_gpu = nullptr;
    ValidatingSpinBox* m_gpuCount = nullptr;
    QComboBox* m_tensorParallel = nullptr;
    ValidatingSpinBox* m_pipelineParallel = nullptr;
    QSlider* m_utilSlider = nullptr;
    ValidatingSpinBox* m_utilSpin = nullptr;
    QSlider* m_contextSlider = nullptr;
    ValidatingSpinBox* m_contextSpin = nullptr;
    QComboBox* m_kvDtype = nullptr;
    QComboBox* m_quantization = nullptr;
    ValidatingSpinBox* m_maxNumSeqs = nullptr;
    ValidatingSpinBox* m_maxNumBatchedTokens = nullptr;
    ValidatingSpinBox* m_otherProcesses = nullptr;
    ValidatingSpinBox* m_requestTokens = nullptr;
    ValidatingSpinBox* m_requestTokensP95 = nullptr;
    QLabel* m_validation = nullptr;
    QComboBox* m_vllmVersion = nullptr; // versioncombo.h
    ExtraSettings* m_extra = nullptr;
    std::vector<KnobRow*> m_knobs;
};

} // namespace kvb::ui
