#include "vllm/servingflags.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace kvb {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("kvb::ServingFlags", text);
}

bool isTrue(const QString& value)
{
    return value.isEmpty() || value == u"true" || value == u"True" || value == u"1";
}

} // namespace

bool isExtendedServingSwitch(const QString& flag)
{
    return flag == u"disable-hybrid-kv-cache-manager" || flag == u"enable-expert-parallel" ||
           flag == u"enable-chunked-prefill" || flag == u"no-enable-chunked-prefill";
}

std::optional<int> parseImageLimit(const QString& value)
{
    const QJsonDocument doc = QJsonDocument::fromJson(value.toUtf8());
    if (doc.isObject()) {
        const QJsonValue image = doc.object().value(QLatin1String("image"));
        if (image.isUndefined())
            return 0; // a limit given for other modalities only: no images
        const double d = image.toDouble(-1);
        if (image.isObject()) // {"image": {"count": 2, ...}} (2025 syntax)
            return image.toObject().value(QLatin1String("count")).toInt(1);
        if (d >= 0 && d == std::floor(d) && d < 1e6)
            return static_cast<int>(d);
        return std::nullopt;
    }
    for (const QString& part : value.split(QLatin1Char(','))) { // image=2,video=1
        const QString key = part.section(QLatin1Char('='), 0, 0).trimmed();
        bool ok = false;
        const int n = part.section(QLatin1Char('='), 1).trimmed().toInt(&ok);
        if (key == u"image")
            return ok && n >= 0 ? std::optional<int>(n) : std::nullopt;
    }
    return std::nullopt;
}

std::optional<std::int64_t> parseMaxPixels(const QString& value)
{
    const QJsonDocument doc = QJsonDocument::fromJson(value.toUtf8());
    if (!doc.isObject())
        return std::nullopt;
    const double d = doc.object().value(QLatin1String("max_pixels")).toDouble(-1);
    if (d <= 0 || d != std::floor(d) || d > 1e12)
        return std::nullopt;
    return static_cast<std::int64_t>(d);
}

Result<bool> applyExtendedServingFlag(const QString& flag, const QString& value, ServingConfig& c)
{
    if (flag == u"disable-hybrid-kv-cache-manager") {
        c.disableHybridKvCacheManager = isTrue(value);
    } else if (flag == u"enable-expert-parallel") {
        c.enableExpertParallel = isTrue(value);
    } else if (flag == u"enable-chunked-prefill") {
        c.enableChunkedPrefill = isTrue(value);
    } else if (flag == u"no-enable-chunked-prefill") {
        c.enableChunkedPrefill = false;
    } else if (flag == u"data-parallel-size" || flag == u"dp") {
        bool ok = false;
        const int n = value.toInt(&ok);
        if (!ok || n < 1 || n > 4096)
            return invalidInput(
                tr("--data-parallel-size %1: expected a replica count of at least 1").arg(value));
        c.dataParallelSize = n;
    } else if (flag == u"limit-mm-per-prompt") {
        const auto limit = parseImageLimit(value);
        if (!limit)
            return invalidInput(
                tr("--limit-mm-per-prompt %1: expected {\"image\": N} or image=N").arg(value));
        c.limitImagesPerPrompt = *limit;
    } else if (flag == u"mm-processor-kwargs") {
        if (const auto pixels = parseMaxPixels(value))
            c.maxImagePixels = *pixels;
        else if (!QJsonDocument::fromJson(value.toUtf8()).isObject())
            return invalidInput(tr("--mm-processor-kwargs %1: expected a JSON object").arg(value));
    } else if (flag == u"max-image-pixels") {
        bool ok = false;
        const qlonglong n = value.toLongLong(&ok);
        if (!ok || n <= 0)
            return invalidInput(tr("--max-image-pixels %1: expected a positive pixel count").arg(value));
        c.maxImagePixels = n;
    } else if (flag == u"vllm-engine") {
        const QString v = value.toLower();
        if (v == u"v0")
            c.engine = EngineKind::V0;
        else if (v == u"v1")
            c.engine = EngineKind::V1;
        else
            return invalidInput(tr("--vllm-engine %1: expected v0 or v1").arg(value));
    } else {
        return false;
    }
    return true;
}

} // namespace kvb
