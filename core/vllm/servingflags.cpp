#include "vllm/servingflags.h"

#include "base/limits.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace kvb {

namespace {

// A count as vLLM's MultiModalConfig takes it: a whole number from 0 (pydantic's ge=0).
std::optional<int> wholeCount(const QJsonValue& v)
{
    const double d = v.toDouble(-1);
    if (v.isDouble() && d >= 0 && d == std::floor(d) && d < limits::kMaxImagesPerPrompt)
        return static_cast<int>(d);
    return std::nullopt;
}

} // namespace

std::optional<int> parseImageLimit(const QString& value)
{
    const QJsonDocument doc = QJsonDocument::fromJson(value.toUtf8());
    if (doc.isObject()) {
        const QJsonValue image = doc.object().value(QLatin1String("image"));
        if (image.isUndefined())
            return kImageLimitUnstated; // limits for other modalities only: images keep vLLM's default
        if (image.isObject()) {         // {"image": {"count": 2, ...}} (2025 syntax); count defaults to 999
            const QJsonValue count = image.toObject().value(QLatin1String("count"));
            return count.isUndefined() ? std::optional<int>(999) : wholeCount(count);
        }
        return wholeCount(image);
    }
    std::optional<int> images = kImageLimitUnstated;
    for (const QString& part : value.split(QLatin1Char(','))) { // image=2,video=1
        const QString key = part.section(QLatin1Char('='), 0, 0).trimmed();
        bool ok = false;
        const int n = part.section(QLatin1Char('='), 1).trimmed().toInt(&ok);
        if (key.isEmpty() || !ok || n < 0 || n >= limits::kMaxImagesPerPrompt)
            return std::nullopt; // every entry must be well formed, before or after the image one
        if (key == u"image")
            images = n;
    }
    return images;
}

bool closesVideo(const QString& value)
{
    const QJsonDocument doc = QJsonDocument::fromJson(value.toUtf8());
    if (doc.isObject()) {
        const QJsonValue video = doc.object().value(QLatin1String("video"));
        const QJsonValue count = video.isObject() ? video.toObject().value(QLatin1String("count")) : video;
        return wholeCount(count) == 0;
    }
    for (const QString& part : value.split(QLatin1Char(',')))
        if (part.section(QLatin1Char('='), 0, 0).trimmed() == u"video" &&
            part.section(QLatin1Char('='), 1).trimmed() == u"0")
            return true;
    return false;
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
