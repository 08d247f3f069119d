// `--runner` (vLLM 0.10.2+; earlier releases spelled the choice `--task embed|score|generate`).
#include "model/servingconfig.h"

namespace kvb {

std::optional<Runner> parseRunner(const QString& text)
{
    const QString t = text.trimmed().toLower();
    if (t == u"generate")
        return Runner::Generate;
    if (t == u"pooling" || t == u"embed" || t == u"score" || t == u"classify" || t == u"reward")
        return Runner::Pooling;
    return std::nullopt;
}

QString runnerName(Runner runner)
{
    return runner == Runner::Pooling ? QStringLiteral("pooling") : QStringLiteral("generate");
}

} // namespace kvb
