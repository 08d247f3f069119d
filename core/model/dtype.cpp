#include "model/dtype.h"

namespace kvb {

int bytesPerElement(DType dtype)
{
    switch (dtype) {
    case DType::Float32:
        return 4;
    case DType::Float16:
    case DType::BFloat16:
        return 2;
    case DType::Float8E4M3:
    case DType::Float8E5M2:
    case DType::Int8:
        return 1;
    }
    return 2;
}

QString dtypeName(DType dtype)
{
    switch (dtype) {
    case DType::Float32:
        return QStringLiteral("float32");
    case DType::Float16:
        return QStringLiteral("float16");
    case DType::BFloat16:
        return QStringLiteral("bfloat16");
    case DType::Float8E4M3:
        return QStringLiteral("fp8_e4m3");
    case DType::Float8E5M2:
        return QStringLiteral("fp8_e5m2");
    case DType::Int8:
        return QStringLiteral("int8");
    }
    return {};
}

std::optional<DType> parseDType(const QString& text)
{
    const QString t = text.trimmed().toLower();
    if (t == u"float32" || t == u"fp32" || t == u"float")
        return DType::Float32;
    if (t == u"float16" || t == u"fp16" || t == u"half")
        return DType::Float16;
    if (t == u"bfloat16" || t == u"bf16")
        return DType::BFloat16;
    if (t == u"fp8" || t == u"fp8_e4m3" || t == u"float8_e4m3fn" || t == u"float8")
        return DType::Float8E4M3;
    if (t == u"fp8_e5m2" || t == u"float8_e5m2")
        return DType::Float8E5M2;
    if (t == u"int8")
        return DType::Int8;
    return std::nullopt;
}

DType runtimeDType(DType checkpointDtype, bool gpuSupportsBf16)
{
    if (checkpointDtype == DType::Float32)
        return gpuSupportsBf16 ? DType::BFloat16 : DType::Float16;
    if (checkpointDtype == DType::BFloat16 && !gpuSupportsBf16)
        return DType::Float16;
    return checkpointDtype;
}

} // namespace kvb
