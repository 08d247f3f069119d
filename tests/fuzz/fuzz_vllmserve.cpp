// A pasted `vllm serve ...` line as bytes: the shell-word splitter, the command reader, then a plan.
#include "fuzzcheck.h"

#include "io/presets.h"
#include "io/scenariofile.h"
#include "vllm/vllmcommand.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const auto words = kvb::splitShellWords(QString::fromUtf8(kvb::fuzz::bytes(data, size)));
    if (!words)
        return 0;
    const kvb::PresetCatalog& catalog = kvb::PresetCatalog::builtin();
    kvb::Scenario s = kvb::fuzz::baseScenario();
    if (!kvb::applyVllmServeCommand(*words, catalog, s))
        return 0;
    if (kvb::validateScenario(s).isEmpty())
        kvb::fuzz::checkScenario(s);
    return 0;
}
