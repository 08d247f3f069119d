#include "vllm/servingflags.h"

#include "base/limits.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace kvb {

std::optional<int> parseImageLimit(const QString& value)
{
    const QJsonDocument doc = QJsonDocument::fromJson(value.toUtf8());
    if (doc.isObject()) {
        const QJsonValue image = doc.object().value(QLatin1String("image"));
        if (image.isUndefined())
            return kImageLimitUnstated; // limits for other modalities only: images keep vLLM's default
        const double d = image.toDouble(-1);
        if (image.isObject()) // {"image": {"count": 2, ...}} (2025 syntax)
            return image.toObject().value(QLatin1String("count")).toInt(1);
        if (d >= 0 && d == std::floor(d) && d < 1e6)
            return static_cast<int>(d);
        return std::nullopt;
    }
    bool wellFormed = true;
    for (const QString& part : value.split(QLatin1Char(','))) { // image=2,video=1
        const QString key = part.section(QLatin1Char('='), 0, 0).trimmed();
        bool ok = false;
        const int n = part.section(QLatin1Char('='), 1).trimmed().toInt(&ok);
        if (key == u"image")
            return ok && n >= 0 ? std::optional<int>(n) : std::nullopt;
        wellFormed = wellFormed && ok && n >= 0 && !key.isEmpty();
    }
    return wellFormed ? std::optional<int>(kImageLimitUnstated) : std::nullopt;
}

std::optional<std::int64_t> parseMaxPixels(const QString& value)
{
    const QJsonDocument doc = QJsonDocument::fromJson(value.toUtf8());
    if (!doc.isObject())
        return std::nullopt;
    const double d = doc.object().value(QLatin1String("max_pixels")).toDouble(-1);
    if (d <= 0 || d != std::floor(d) || d > static_cast<double>(limits::kMaxImagePixels))
        return std::nullopt;
    return static_cast<std::int64_t>(d);
}

bool isJsonObject(const QString& value)
{
    return QJsonDocument::fromJson(value.toUtf8()).isObject();
}

} // namespace kvb
