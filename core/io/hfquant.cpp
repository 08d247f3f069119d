#include "io/hfquant.h"

#include "model/modulenames.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

#include <cmath>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::HfConfig)
};

QStringList stringList(const QJsonValue& value)
{
    QStringList list;
    const QJsonArray array = value.toArray();
    for (const QJsonValue& item : array)
        list << item.toString();
    return list;
}

// quantization_config's integers: bits and group sizes. A value of the wrong type or out of range is
// an error, not the default.
struct QuantReader
{
    const QJsonObject& q;
    QString error;

    int integer(std::initializer_list<const char*> names, int fallback, int min, int max)
    {
        for (const char* name : names) {
            const QJsonValue value = q.value(QLatin1String(name));
            if (value.isUndefined() || value.isNull())
                continue;
            const double number = value.toDouble(std::nan(""));
            if (!value.isDouble() || number != std::floor(number) || number < min || number > max) {
                if (error.isEmpty())
                    error = Text::tr("quantization_config \"%1\" must be an integer from %2 to %3")
                                .arg(QLatin1String(name))
                                .arg(min)
                                .arg(max);
                return fallback;
            }
            return static_cast<int>(number);
        }
        return fallback;
    }
    int bits(std::initializer_list<const char*> names) { return integer(names, 4, 1, 16); }
    int groupSize(std::initializer_list<const char*> names) { return integer(names, 128, -1, 1 << 20); }
};

QuantizationConfig parseGptq(const QJsonObject& q, QString& error)
{
    QuantizationConfig config;
    QuantReader read{q, {}};
    config.checkpointFormat = q.value(QLatin1String("quant_method")).toString().toLower();
    config.method = QuantMethod::Gptq;
    config.bits = read.bits({"bits"});
    config.groupSize = read.groupSize({"group_size"});
    config.descAct = q.value(QLatin1String("desc_act")).toBool(false);
    config.symmetric = q.value(QLatin1String("sym")).toBool(true);
    config.lmHeadQuantized = q.value(QLatin1String("lm_head")).toBool(false);
    error = read.error;
    return config;
}

QuantizationConfig parseAwq(const QJsonObject& q, QString& error)
{
    QuantizationConfig config;
    QuantReader read{q, {}};
    config.checkpointFormat = QStringLiteral("awq");
    config.method = QuantMethod::Awq;
    config.bits = read.bits({"bits", "w_bit"});
    config.groupSize = read.groupSize({"group_size", "q_group_size"});
    config.symmetric = !q.value(QLatin1String("zero_point")).toBool(true);
    error = read.error;
    return config;
}

QuantizationConfig parseFp8(const QJsonObject& q, const QString& method)
{
    QuantizationConfig config;
    config.checkpointFormat = method;
    config.method = QuantMethod::Fp8;
    config.bits = 8;
    const QJsonArray block = q.value(QLatin1String("weight_block_size")).toArray();
    config.scaleLayout = !block.isEmpty()          ? ScaleLayout::Block128
                         : method == u"fbgemm_fp8" ? ScaleLayout::PerChannel
                                                   : ScaleLayout::PerTensor;
    return config;
}

std::optional<QuantizationConfig> parseCompressedTensors(const QJsonObject& q, QString& unsupported,
                                                         QString& error)
{
    const QJsonObject groups = q.value(QLatin1String("config_groups")).toObject();
    if (groups.isEmpty()) {
        unsupported = Text::tr("compressed-tensors without config_groups");
        return std::nullopt;
    }
    QuantizationConfig config;
    config.checkpointFormat = QStringLiteral("compressed-tensors");
    const QJsonObject weights = groups.begin().value().toObject().value(QLatin1String("weights")).toObject();
    QuantReader readWeights{weights, {}};
    const int bits = readWeights.integer({"num_bits"}, 8, 1, 16);
    const QString type = weights.value(QLatin1String("type")).toString();
    const QString strategy = weights.value(QLatin1String("strategy")).toString();
    config.bits = bits;
    config.symmetric = weights.value(QLatin1String("symmetric")).toBool(true);
    config.lmHeadQuantized = !stringList(q.value(QLatin1String("ignore"))).contains(QLatin1String("lm_head"));
    if (type == u"float" && bits == 8) {
        config.method = QuantMethod::Fp8;
        config.scaleLayout = strategy == u"channel" ? ScaleLayout::PerChannel
                             : strategy == u"block" ? ScaleLayout::Block128
                                                    : ScaleLayout::PerTensor;
    } else if (type == u"int" && bits == 8) {
        config.method = QuantMethod::Int8;
        config.scaleLayout = ScaleLayout::PerChannel;
    } else if (type == u"int" && bits == 4) {
        // W4A16 runs on the Marlin kernels like symmetric GPTQ.
        config.method = QuantMethod::Gptq;
        config.groupSize = readWeights.groupSize({"group_size"});
    } else {
        unsupported = Text::tr("compressed-tensors %1-bit %2 weights").arg(bits).arg(type);
        return std::nullopt;
    }
    error = readWeights.error;
    return config;
}

// ModelOpt, in hf_quant_config.json's layout ({"producer": {"name": "modelopt"}, "quantization":
// {"quant_algo": ..., "kv_cache_quant_algo": ...}}) or the newer config.json one (quant_algo and
// kv_cache_scheme at the top); vLLM ModelOptQuantConfigBase.from_config.
std::optional<QuantizationConfig> parseModelOpt(const QJsonObject& q, QString& unsupported)
{
    const QJsonObject inner = q.value(QLatin1String("quantization")).isObject()
                                  ? q.value(QLatin1String("quantization")).toObject()
                                  : q;
    const QString algo = inner.value(QLatin1String("quant_algo")).toString().toUpper();
    QuantizationConfig config;
    config.checkpointFormat = QStringLiteral("modelopt");
    config.method = QuantMethod::Fp8;
    config.bits = 8;
    if (algo == u"FP8")
        config.scaleLayout = ScaleLayout::PerTensor;
    else if (algo == u"FP8_PER_CHANNEL_PER_TOKEN")
        config.scaleLayout = ScaleLayout::PerChannel;
    else if (algo == u"FP8_PB_WO")
        config.scaleLayout = ScaleLayout::Block128;
    else {
        unsupported =
            Text::tr("ModelOpt quant_algo \"%1\" weights").arg(algo.isEmpty() ? Text::tr("(none)") : algo);
        return std::nullopt;
    }
    const QJsonValue kvAlgo = inner.value(QLatin1String("kv_cache_quant_algo"));
    const QJsonObject kvScheme = inner.value(QLatin1String("kv_cache_scheme")).toObject();
    config.kvCacheFp8 = kvAlgo.toString().toUpper() == u"FP8" ||
                        inner.value(QLatin1String("kv_cache_scheme")).toString().toUpper() == u"FP8" ||
                        (kvScheme.value(QLatin1String("type")).toString() == u"float" &&
                         kvScheme.value(QLatin1String("num_bits")).toInt() == 8);
    return config;
}

bool isModelOpt(const QJsonObject& q, const QString& method)
{
    return method.startsWith(QLatin1String("modelopt")) ||
           q.value(QLatin1String("producer")).toObject().value(QLatin1String("name")).toString() ==
               u"modelopt";
}

} // namespace

std::optional<QuantizationConfig> parseQuantization(const QJsonObject& q, QString& unsupported,
                                                    QString& error)
{
    const QString method = q.value(QLatin1String("quant_method")).toString().toLower();
    if (isModelOpt(q, method))
        return parseModelOpt(q, unsupported);
    if (method == u"gptq" || method == u"auto-round" || method == u"autoround")
        return parseGptq(q, error);
    if (method == u"awq")
        return parseAwq(q, error);
    if (method == u"fp8" || method == u"fbgemm_fp8")
        return parseFp8(q, method);
    if (method == u"mxfp4") {
        // gpt-oss ships its routed experts in MXFP4 and everything else in bfloat16.
        QuantizationConfig config = defaultQuantization(QuantMethod::Mxfp4);
        config.expertsOnly = true;
        return config;
    }
    if (method == u"bitsandbytes" || method == u"bnb") {
        if (!q.value(QLatin1String("load_in_4bit")).toBool(false)) {
            unsupported = Text::tr("bitsandbytes 8-bit weights");
            return std::nullopt;
        }
        QuantizationConfig config = defaultQuantization(QuantMethod::BitsAndBytes4);
        config.doubleQuant = q.value(QLatin1String("bnb_4bit_use_double_quant")).toBool(false);
        return config;
    }
    if (method == u"compressed-tensors" || method == u"compressed_tensors")
        return parseCompressedTensors(q, unsupported, error);
    unsupported =
        Text::tr("quantization method \"%1\"").arg(method.isEmpty() ? Text::tr("(unnamed)") : method);
    return std::nullopt;
}

} // namespace kvb
