#pragma once

#include <QString>

#include <compare>
#include <optional>

namespace kvb {

struct VllmVersion
{
    int major = 0;
    int minor = 21;
    int patch = 0;

    auto operator<=>(const VllmVersion&) const = default;
    QString toString() const;
    // Accepts "0.21", "v0.21.1", "0.10.1.dev101+gbda9d0535"; the development suffix is ignored.
    static std::optional<VllmVersion> parse(const QString& text);
};

// vLLM's two engines (VLLM_USE_V1 chose between them where both existed).
enum class EngineKind
{
    V0, // vllm/worker + vllm/engine: default until v0.8.0, removed in v0.11
    V1, // vllm/v1: default from v0.8.0
};

// The newest vLLM whose accounting kvbudget models; the default everywhere.
VllmVersion newestModelledVersion();

} // namespace kvb
