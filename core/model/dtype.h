#pragma once

#include <QString>

#include <optional>

namespace kvb {

// Storage types that appear in config.json (`torch_dtype`), in `--dtype` and in `--kv-cache-dtype`.
enum class DType
{
    Float32,
    Float16,
    BFloat16,
    Float8E4M3,
    Float8E5M2,
    Int8,
};

int bytesPerElement(DType dtype);
QString dtypeName(DType dtype); // the spelling vLLM and Hugging Face use: "bfloat16", "fp8_e4m3", ...
std::optional<DType> parseDType(const QString& text);

// vLLM never runs a float32 checkpoint in float32 unless asked: `--dtype auto` downcasts it to
// bfloat16 (or float16 where bfloat16 is unsupported). This is the dtype the weights take on the GPU.
DType runtimeDType(DType checkpointDtype, bool gpuSupportsBf16);

} // namespace kvb
