#include "model/vllmversion.h"

#include <QRegularExpression>

namespace kvb {

QString VllmVersion::toString() const
{
    return QStringLiteral("%1.%2.%3").arg(major).arg(minor).arg(patch);
}

std::optional<VllmVersion> VllmVersion::parse(const QString& text)
{
    // PEP 440 tails: "0.10.1.dev101+gbda9d0535", "0.14.0rc1.dev2+g7d9f6663a", "0.6.4.post1".
    static const QRegularExpression pattern(
        QStringLiteral(R"(^\s*v?(\d+)\.(\d+)(?:\.(\d+))?(?:(?:rc|a|b|post|dev)\d*|[.+\-])?.*?\s*$)"));
    // setuptools-scm's fallback when a source build has no tags: not a release at all.
    static const QRegularExpression scmFallback(QStringLiteral(R"(^\s*v?0\.1\.dev\d{3,})"));
    const auto match = pattern.match(text);
    if (!match.hasMatch() || scmFallback.match(text).hasMatch())
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
