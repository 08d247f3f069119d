#pragma once

#include "report/figures.h"

#include <QWidget>

#include <optional>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;

namespace kvb::ui {

class ScenarioController;

// The knobs: model, GPU and parallelism, vLLM's memory settings and the workload. Every edit goes to
// the controller as a change of the scenario; the panel re-reads the resolved settings from each new
// plan (so defaults show as such) without echoing its own signals back.
class ScenarioPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit ScenarioPanel(ScenarioController* controller, QWidget* parent = nullptr);

    QComboBox* modelCombo() const { return m_model; }
    QPushButton* importButton() const { return m_import; }
    QComboBox* gpuCombo() const { return m_gpu; }
    QSpinBox* gpuCountSpin() const { return m_gpuCount; }
    QComboBox* tensorParallelCombo() const { return m_tensorParallel; }
    QSpinBox* pipelineParallelSpin() const { return m_pipelineParallel; }
    QSlider* utilizationSlider() const { return m_utilSlider; }
    QDoubleSpinBox* utilizationSpin() const { return m_utilSpin; }
    QSlider* contextSlider() const { return m_contextSlider; }
    QSpinBox* contextSpin() const { return m_contextSpin; }
    QComboBox* kvDtypeCombo() const { return m_kvDtype; }
    QComboBox* quantizationCombo() const { return m_quantization; }
    QSpinBox* maxNumSeqsSpin() const { return m_maxNumSeqs; }
    QSpinBox* maxNumBatchedTokensSpin() const { return m_maxNumBatchedTokens; }
    QDoubleSpinBox* otherProcessesSpin() const { return m_otherProcesses; }
    QSpinBox* requestTokensSpin() const { return m_requestTokens; }
    QSpinBox* requestTokensP95Spin() const { return m_requestTokensP95; }
    QLabel* validationLabel() const { return m_validation; }
    QComboBox* vllmVersionCombo() const { return m_vllmVersion; }

Q_SIGNALS:
    void importRequested();

private:
    void buildControls();
    void buildLayout();
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

    ScenarioController* m_controller;
    std::optional<ModelSpec> m_importedModel; // a model that is not a preset stays selectable
    std::optional<GpuSpec> m_customGpu;
    std::vector<std::int64_t> m_contextGrid;

    QComboBox* m_model = nullptr;
    QPushButton* m_import = nullptr;
    QLabel* m_modelInfo = nullptr;
    QComboBox* m_gpu = nullptr;
    QSpinBox* m_gpuCount = nullptr;
    QComboBox* m_tensorParallel = nullptr;
    QSpinBox* m_pipelineParallel = nullptr;
    QSlider* m_utilSlider = nullptr;
    QDoubleSpinBox* m_utilSpin = nullptr;
    QSlider* m_contextSlider = nullptr;
    QSpinBox* m_contextSpin = nullptr;
    QComboBox* m_kvDtype = nullptr;
    QComboBox* m_quantization = nullptr;
    QSpinBox* m_maxNumSeqs = nullptr;
    QSpinBox* m_maxNumBatchedTokens = nullptr;
    QDoubleSpinBox* m_otherProcesses = nullptr;
    QSpinBox* m_requestTokens = nullptr;
    QSpinBox* m_requestTokensP95 = nullptr;
    QLabel* m_validation = nullptr;
    QComboBox* m_vllmVersion = nullptr; // versioncombo.h
};

} // namespace kvb::ui
