#pragma once

#include "fleet/repack.h"
#include "fleet/replay.h"

#include <QJsonObject>

namespace kvb {

// `kvbudget fleet --format json`, a stable interface (README "Sharing GPUs"): top-level `gpus` (each
// `id`, `total_bytes`, `failed`, `tenants` in start order), `deployments` (each `name`, `gpus`,
// `start_position`, `verdict`, `reason`, `kv_tokens`, `max_concurrency`, `startup_peak_bytes`,
// `held_bytes`), `all_start`, and with a re-pack `proposals` (each `changes` of
// `{deployment, what, from, to}`, `kv_tokens_lost`, `all_start`, `optimal`, `search`).
QJsonObject fleetReportToJson(const Fleet& fleet, const FleetReplay& replay,
                              const RepackResult* repack = nullptr);

} // namespace kvb
