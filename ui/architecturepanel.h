#pragma once

#include "report/figures.h"

#include <QGroupBox>

#include <vector>

class QCheckBox;

namespace kvb::ui {

class KnobRow;
class ScenarioController;
class ValidatingSpinBox;

// The serving flags that only some architectures use: the hybrid KV-cache manager (sliding-window
// hybrids), expert and data parallelism (mixture of experts), and the image limit and size (vision
// models). A flag that does not apply to the selected model is disabled, its tooltip saying why
// (kvb::architectureFlagRelevance decides). Like the scenario panel, every edit goes to the
// controller and the controls are re-read from each new plan.
class ArchitecturePanel final : public QGroupBox
{
    Q_OBJECT
public:
    explicit ArchitecturePanel(ScenarioController* controller, QWidget* parent = nullptr);

    QCheckBox* disableHybridCheck() const { return m_disableHybrid; }
    QCheckBox* expertParallelCheck() const { return m_expertParallel; }
    ValidatingSpinBox* dataParallelSpin() const { return m_dataParallel; }
    ValidatingSpinBox* imagesPerPromptSpin() const { return m_images; }
    ValidatingSpinBox* maxImagePixelsSpin() const { return m_maxPixels; }
    const std::vector<KnobRow*>& knobs() const { return m_knobs; }
    QList<QWidget*> controls() const;

    // Puts the controls in the tab order right after `previous`, so that Tab reads the scenario panel
    // top to bottom although this group is built after the panel's own controls.
    void placeInTabOrderAfter(QWidget* previous);

private:
    void buildControls();
    void connectControls();
    void sync(const DashboardFigures& figures);

    ScenarioController* m_controller;
    QCheckBox* m_disableHybrid = nullptr;
    QCheckBox* m_expertParallel = nullptr;
    ValidatingSpinBox* m_dataParallel = nullptr;
    ValidatingSpinBox* m_images = nullptr;
    ValidatingSpinBox* m_maxPixels = nullptr;
    std::vector<KnobRow*> m_knobs;
};

} // namespace kvb::ui
