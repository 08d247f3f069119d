#include "io/gpuprices.h"

#include "base/boundedread.h"
#include "base/limits.h"
#include "io/jsonsection.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::GpuPrices)
};

constexpr double kMaxUsdPerGpuHour = 1e6;

Result<GpuPrice> parseEntry(const QJsonValue& value, const QString& where)
{
    if (!value.isObject())
        return invalidInput(Text::tr("%1: each price must be an object").arg(where));
    JsonSection entry(value.toObject(), where, nullptr);
    GpuPrice price;
    price.gpuId = entry.string("gpu").value_or(QString());
    price.usdPerGpuHour = entry.number("usd_per_gpu_hour", 0, kMaxUsdPerGpuHour).value_or(0);
    price.source = entry.string("source").value_or(QString());
    price.date = entry.string("date").value_or(QString());
    if (!entry.error().isEmpty())
        return invalidInput(entry.error());
    if (price.gpuId.isEmpty() || price.usdPerGpuHour <= 0 || price.source.trimmed().isEmpty())
        return invalidInput(
            Text::tr("%1: a price needs \"gpu\", a positive \"usd_per_gpu_hour\" and its \"source\"")
                .arg(where));
    if (!QDate::fromString(price.date, Qt::ISODate).isValid())
        return invalidInput(Text::tr("%1: \"date\" must be the date of the figure as YYYY-MM-DD (got \"%2\")")
                                .arg(where, price.date));
    return price;
}

} // namespace

const GpuPrice* GpuPriceList::find(const QString& gpuId) const
{
    for (const GpuPrice& price : prices)
        if (price.gpuId.compare(gpuId, Qt::CaseInsensitive) == 0)
            return &price;
    return nullptr;
}

std::optional<double> GpuPriceList::usdPerGpuHour(const QString& gpuId) const
{
    const GpuPrice* price = find(gpuId);
    return price ? std::optional<double>(price->usdPerGpuHour) : std::nullopt;
}

Result<GpuPriceList> parseGpuPrices(const QByteArray& json, const QString& where)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return invalidInput(Text::tr("%1 is not a JSON object: %2").arg(where, error.errorString()));
    const QJsonValue array = doc.object().value(QLatin1String("prices"));
    if (!array.isArray())
        return invalidInput(Text::tr("%1 has no \"prices\" array").arg(where));
    GpuPriceList list;
    const QJsonArray entries = array.toArray();
    for (qsizetype i = 0; i < entries.size(); ++i) {
        auto price = parseEntry(entries.at(i), Text::tr("%1, price %2").arg(where).arg(i + 1));
        if (!price)
            return price.error();
        if (list.find(price->gpuId))
            return invalidInput(Text::tr("%1 lists GPU \"%2\" twice").arg(where, price->gpuId));
        list.prices.push_back(std::move(price.value()));
    }
    return list;
}

const GpuPriceList& builtinGpuPrices()
{
    static const GpuPriceList list = [] {
        QFile file(QStringLiteral(":/presets/gpu-prices.json"));
        if (!file.open(QIODevice::ReadOnly))
            return GpuPriceList{};
        auto parsed = parseGpuPrices(file.readAll(), QStringLiteral("gpu-prices.json"));
        return parsed ? parsed.value() : GpuPriceList{};
    }();
    return list;
}

Result<GpuPriceList> readGpuPrices(const QString& path)
{
    // Bounded like every file a user names: /dev/zero, a FIFO or a folder is refused up front.
    auto bytes = readBoundedFile(path, limits::kMaxJsonFileBytes, Text::tr("price list"));
    if (!bytes)
        return bytes.error();
    return parseGpuPrices(bytes.value(), path);
}

} // namespace kvb
