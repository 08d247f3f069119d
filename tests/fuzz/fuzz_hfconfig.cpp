// A Hugging Face config.json as bytes: the importer, then a plan of the model on the default GPU.
#include "fuzzcheck.h"

#include "io/hfconfig.h"
#include "io/presets.h"
#include "io/scenariofile.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const auto imported = kvb::parseModelConfigBytes(kvb::fuzz::bytes(data, size), QStringLiteral("fuzz"));
    if (!imported)
        return 0;
    kvb::Scenario s = kvb::fuzz::baseScenario();
    s.model = imported->model;
    if (kvb::validateScenario(s).isEmpty())
        kvb::fuzz::checkScenario(s);
    return 0;
}
