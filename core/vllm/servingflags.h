#pragma once

#include <QString>

#include <cstdint>
#include <optional>

namespace kvb {

// The values of vLLM's multimodal flags, in each syntax vLLM has accepted.

// `--limit-mm-per-prompt '{"image": 2}'` (or the older `image=2`, or {"image": {"count": 2}}). A value
// that limits other modalities only ('{"video": 0}', `video=1`) leaves images at vLLM's default (1 per
// prompt in V0, 999 in V1: MultiModalConfig.get_limit_per_prompt): kImageLimitUnstated.
inline constexpr int kImageLimitUnstated = -1;
std::optional<int> parseImageLimit(const QString& value);
// Whether the same value closes video (`"video": 0`, `{"video": {"count": 0}}` or `video=0`).
bool closesVideo(const QString& value);
// `--mm-processor-kwargs '{"max_pixels": 1003520}'`: the processor's max_pixels.
std::optional<std::int64_t> parseMaxPixels(const QString& value);
bool isJsonObject(const QString& value);

} // namespace kvb
