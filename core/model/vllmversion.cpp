#include "model/vllmversion.h"

#include <QRegularExpression>

namespace kvb {

QString VllmVersion::toString() const
{
    return QStringLiteral("%1.%2.%3").arg(major).arg(minor).arg(patch);
}

std::optional<VllmVersion> VllmVersion::parse(const QString& text)
{
    static const QRegularExpression pattern(
        QStringLiteral(R"(^\s*v?(\d+)\.(\d+)(?:\.(\d+))?(?:[.+\-].*)?\s*$)"));
    const auto match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    VllmVersion version;
    version.major = match.captured(1).toInt();
    version.minor = match.captured(2).toInt();
    version.patch = match.captured(3).isEmpty() ? 0 : match.captured(3).toInt();
    if (version.major > 99 || version.minor > 999 || version.patch > 999)
        return std::nullopt;
    return version;
}

VllmVersion newestModelledVersion()
{
    return VllmVersion{0, 21, 0};
}

} // namespace kvb
