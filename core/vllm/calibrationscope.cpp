#include "vllm/calibrationscope.h"

namespace kvb {

bool calibrationStillApplies(const Scenario& a, const Scenario& b)
{
    const ServingConfig& x = a.serving;
    const ServingConfig& y = b.serving;
    return a.model.id == b.model.id && a.model.quantization == b.model.quantization &&
           a.model.dtype == b.model.dtype && a.gpu.id == b.gpu.id && a.gpu.totalBytes == b.gpu.totalBytes &&
           x.tensorParallelSize == y.tensorParallelSize && x.pipelineParallelSize == y.pipelineParallelSize &&
           x.quantization == y.quantization && x.dtype == y.dtype && x.vllmVersion == y.vllmVersion &&
           x.engine == y.engine && x.enforceEager == y.enforceEager;
}

Scenario dropStaleCalibration(const Scenario& before, Scenario changed)
{
    const OverheadOverrides& measured = before.serving.overrides;
    if (!measured.calibrated || changed.serving.overrides != measured ||
        calibrationStillApplies(before, changed))
        return changed;
    changed.serving.overrides = OverheadOverrides{};
    return changed;
}

} // namespace kvb
