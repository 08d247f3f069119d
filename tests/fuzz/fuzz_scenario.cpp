// A scenario file as bytes: JSON, then the scenario reader, then the engine and the hand budget.
#include "fuzzcheck.h"

#include "budget/handbudget.h"
#include "io/presets.h"
#include "io/scenariofile.h"

#include <QJsonDocument>
#include <QJsonObject>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QJsonDocument doc = QJsonDocument::fromJson(kvb::fuzz::bytes(data, size));
    if (!doc.isObject())
        return 0;
    QStringList warnings;
    const auto scenario =
        kvb::scenarioFromJson(doc.object(), kvb::PresetCatalog::builtin(), QStringLiteral("fuzz"), &warnings);
    if (!scenario || !kvb::validateScenario(*scenario).isEmpty())
        return 0;
    kvb::fuzz::checkScenario(*scenario);
    const kvb::HandBudget hand = kvb::computeHandBudget(kvb::handBudgetInputFor(*scenario));
    if (hand.tokens < 0 || hand.headroom < 0 || hand.input.kvBytesPerToken < 0)
        kvb::fuzz::finding("a negative hand-budget figure");
    return 0;
}
