#include "model/servingconfig.h"

namespace kvb {

std::optional<KvCacheDtype> parseKvCacheDtype(const QString& text)
{
    const QString t = text.trimmed().toLower();
    if (t == u"auto")
        return KvCacheDtype::Auto;
    if (t == u"bfloat16" || t == u"bf16")
        return KvCacheDtype::BFloat16;
    if (t == u"float16" || t == u"fp16" || t == u"half")
        return KvCacheDtype::Float16;
    if (t == u"fp8")
        return KvCacheDtype::Fp8;
    if (t == u"fp8_e4m3")
        return KvCacheDtype::Fp8E4M3;
    if (t == u"fp8_e5m2")
        return KvCacheDtype::Fp8E5M2;
    return std::nullopt;
}

QString kvCacheDtypeName(KvCacheDtype dtype)
{
    switch (dtype) {
    case KvCacheDtype::Auto:
        return QStringLiteral("auto");
    case KvCacheDtype::BFloat16:
        return QStringLiteral("bfloat16");
    case KvCacheDtype::Float16:
        return QStringLiteral("float16");
    case KvCacheDtype::Fp8:
        return QStringLiteral("fp8");
    case KvCacheDtype::Fp8E4M3:
        return QStringLiteral("fp8_e4m3");
    case KvCacheDtype::Fp8E5M2:
        return QStringLiteral("fp8_e5m2");
    }
    return {};
}

bool isFp8(KvCacheDtype dtype)
{
    return dtype == KvCacheDtype::Fp8 || dtype == KvCacheDtype::Fp8E4M3 || dtype == KvCacheDtype::Fp8E5M2;
}

} // namespace kvb
