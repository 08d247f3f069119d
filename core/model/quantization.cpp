#include "model/quantization.h"

namespace kvb {

std::optional<QuantMethod> parseQuantMethod(const QString& text)
{
    const QString t = text.trimmed().toLower();
    if (t.isEmpty() || t == u"none" || t == u"null" || t == u"bf16" || t == u"fp16")
        return QuantMethod::None;
    if (t == u"fp8" || t == u"fbgemm_fp8" || t == u"modelopt" || t == u"ptpc_fp8")
        return QuantMethod::Fp8;
    if (t == u"int8" || t == u"w8a8" || t == u"w8a8_int8")
        return QuantMethod::Int8;
    if (t == u"awq" || t == u"awq_marlin" || t == u"int4_awq")
        return QuantMethod::Awq;
    if (t == u"gptq" || t == u"gptq_marlin" || t == u"int4_gptq" || t == u"int4")
        return QuantMethod::Gptq;
    if (t == u"mxfp4")
        return QuantMethod::Mxfp4;
    if (t == u"bitsandbytes" || t == u"bnb" || t == u"nf4" || t == u"bnb4")
        return QuantMethod::BitsAndBytes4;
    return std::nullopt;
}

QString quantMethodName(QuantMethod method)
{
    switch (method) {
    case QuantMethod::None:
        return QStringLiteral("none");
    case QuantMethod::Fp8:
        return QStringLiteral("fp8");
    case QuantMethod::Int8:
        return QStringLiteral("int8");
    case QuantMethod::Awq:
        return QStringLiteral("awq");
    case QuantMethod::Gptq:
        return QStringLiteral("gptq");
    case QuantMethod::Mxfp4:
        return QStringLiteral("mxfp4");
    case QuantMethod::BitsAndBytes4:
        return QStringLiteral("bitsandbytes");
    }
    return {};
}

QString quantDescription(const QuantizationConfig& config)
{
    const QString group = config.groupSize > 0 ? QStringLiteral(", group %1").arg(config.groupSize)
                                               : QStringLiteral(", per channel");
    switch (config.method) {
    case QuantMethod::None:
        return QStringLiteral("unquantized");
    case QuantMethod::Fp8: {
        const char* scales = config.scaleLayout == ScaleLayout::Block128     ? "128x128 block scales"
                             : config.scaleLayout == ScaleLayout::PerChannel ? "per-channel scales"
                                                                             : "per-tensor scales";
        return QStringLiteral("FP8 weights, %1").arg(QLatin1String(scales));
    }
    case QuantMethod::Int8:
        return QStringLiteral("INT8 weights, per-channel scales");
    case QuantMethod::Awq:
        return QStringLiteral("AWQ %1-bit%2").arg(config.bits).arg(group);
    case QuantMethod::Gptq:
        return QStringLiteral("GPTQ %1-bit%2%3")
            .arg(config.bits)
            .arg(group, config.descAct ? QStringLiteral(", desc_act") : QString());
    case QuantMethod::Mxfp4:
        return config.expertsOnly ? QStringLiteral("MXFP4 experts (one 8-bit scale per 32)")
                                  : QStringLiteral("MXFP4 (one 8-bit scale per 32)");
    case QuantMethod::BitsAndBytes4:
        return QStringLiteral("bitsandbytes 4-bit, blocks of 64%1")
            .arg(config.doubleQuant ? QStringLiteral(", double quant") : QString());
    }
    return {};
}

QuantizationConfig defaultQuantization(QuantMethod method)
{
    QuantizationConfig config;
    config.method = method;
    switch (method) {
    case QuantMethod::None:
        break;
    case QuantMethod::Fp8:
        config.bits = 8;
        config.scaleLayout = ScaleLayout::PerTensor;
        config.checkpointFormat = QStringLiteral("fp8");
        break;
    case QuantMethod::Int8:
        config.bits = 8;
        config.scaleLayout = ScaleLayout::PerChannel;
        config.checkpointFormat = QStringLiteral("compressed-tensors");
        break;
    case QuantMethod::Awq:
        config.bits = 4;
        config.groupSize = 128;
        config.symmetric = false;
        config.checkpointFormat = QStringLiteral("awq");
        break;
    case QuantMethod::Gptq:
        config.bits = 4;
        config.groupSize = 128;
        config.symmetric = true;
        config.checkpointFormat = QStringLiteral("gptq");
        break;
    case QuantMethod::Mxfp4:
        config.bits = 4;
        config.groupSize = 32;
        config.checkpointFormat = QStringLiteral("mxfp4");
        break;
    case QuantMethod::BitsAndBytes4:
        config.bits = 4;
        config.groupSize = 64;
        config.checkpointFormat = QStringLiteral("bitsandbytes");
        break;
    }
    return config;
}

} // namespace kvb
