// A vLLM startup log as bytes: the log reader, then a calibration of the default scenario on it.
#include "fuzzcheck.h"

#include "io/presets.h"
#include "io/scenariofile.h"
#include "vllm/calibration.h"
#include "vllm/vllmlog.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const auto log = kvb::parseVllmLog(QString::fromUtf8(kvb::fuzz::bytes(data, size)));
    if (!log || log->empty())
        return 0;
    const auto calibration = kvb::calibrateFromLog(kvb::fuzz::baseScenario(), *log);
    if (!calibration)
        return 0;
    kvb::fuzz::checkPlan(calibration->calibrated);
    kvb::fuzz::checkScenario(calibration->scenario);
    return 0;
}
