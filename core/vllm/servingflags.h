#pragma once

#include "base/result.h"
#include "model/servingconfig.h"

#include <QString>

namespace kvb {

// Serving flags that `kvbudget plan` and a pasted `vllm serve` line share, beyond the basic ones:
// hybrid KV manager, data and expert parallelism, multimodal limits, the V0/V1 engine switch.
// Returns true when `flag` (without dashes, '_' spelled '-') was one of them and was applied; an
// error when its value cannot be read.
Result<bool> applyExtendedServingFlag(const QString& flag, const QString& value, ServingConfig& serving);

// Those of them that take no value.
bool isExtendedServingSwitch(const QString& flag);

// `--limit-mm-per-prompt '{"image": 2}'` (or the older `image=2`): the image limit.
std::optional<int> parseImageLimit(const QString& value);
// `--mm-processor-kwargs '{"max_pixels": 1003520}'`: the processor's max_pixels.
std::optional<std::int64_t> parseMaxPixels(const QString& value);

} // namespace kvb
