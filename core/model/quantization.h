#pragma once

#include <QString>
#include <QStringList>

#include <bit>
#include <cstdint>
#include <optional>
#include <vector>

namespace kvb {

// Weight quantization schemes, named after what vLLM loads (docs/vllm-accounting.md §5).
enum class QuantMethod
{
    None,  // weights stored at the model dtype
    Fp8,   // 8-bit float weights (checkpoint or online `--quantization fp8`)
    Int8,  // 8-bit integer weights with per-channel scales (compressed-tensors W8A8)
    Awq,   // 4-bit AWQ with zero points and fp16 scales per group
    Gptq,  // GPTQ, usually 4-bit, fp16 scales per group, zeros dropped by the Marlin kernel when symmetric
    Mxfp4, // OCP MX FP4: 4-bit values with one 8-bit scale per 32 (gpt-oss's experts)
    BitsAndBytes4, // bitsandbytes NF4/FP4: 4-bit values, an absmax per 64 (itself 8-bit with double quant)
};

// How fp8 weight scales are stored: one fp32 per fused shard, per output channel, or per 128x128 block.
enum class ScaleLayout
{
    PerTensor,
    PerChannel,
    Block128,
};

struct QuantizationConfig
{
    QuantMethod method = QuantMethod::None;
    int bits = 16;
    int groupSize = -1; // -1: one scale per output channel (the whole input dimension is one group)
    bool descAct = false;
    bool symmetric = true;
    bool lmHeadQuantized = false;
    bool expertsOnly = false; // only the routed experts are quantized (gpt-oss's MXFP4 checkpoints)
    bool doubleQuant = true;  // bitsandbytes: the absmax values are themselves quantized
    ScaleLayout scaleLayout = ScaleLayout::PerTensor;
    QString checkpointFormat; // "gptq", "awq", "compressed-tensors", "fp8", ... as config.json spells it
    // The modules an exclusion list keeps at the checkpoint's unquantized dtype (modules_to_not_convert,
    // ignore, ignored_layers, exclude_modules): per decoder layer, one bit per LinearKind (layerparams.h).
    std::vector<std::uint32_t> unquantizedSites;
    QStringList excludedModules; // the list as the checkpoint spells it, for the explanation
    bool kvCacheFp8 = false;     // ModelOpt: kv_cache_quant_algo FP8 (scales for an fp8 KV cache)

    bool isQuantized() const { return method != QuantMethod::None; }
    int unquantizedModuleCount() const
    {
        int count = 0;
        for (std::uint32_t sites : unquantizedSites)
            count += std::popcount(sites);
        return count;
    }
    std::uint32_t unquantizedSitesOf(int layer) const
    {
        const auto index = static_cast<std::size_t>(layer);
        return index < unquantizedSites.size() ? unquantizedSites[index] : 0u;
    }
    bool keepsUnquantized(int layer, int kind) const { return (unquantizedSitesOf(layer) >> kind & 1u) != 0; }
    bool operator==(const QuantizationConfig&) const = default;
};

// The spellings accepted by `--quantization` (vLLM's names plus the planner's shorthands).
std::optional<QuantMethod> parseQuantMethod(const QString& text);
QString quantMethodName(QuantMethod method);                // "none", "fp8", "int8", "awq", "gptq"
QString quantDescription(const QuantizationConfig& config); // "GPTQ 4-bit, group 128 (Marlin)" style

// The configuration a what-if `--quantization X` implies for a checkpoint that has none:
// AWQ and GPTQ as 4-bit with groups of 128, fp8 online with per-tensor scales, int8 per channel.
QuantizationConfig defaultQuantization(QuantMethod method);

} // namespace kvb
