#pragma once

#include "budget/capacitysearch.h"
#include "io/gpuprices.h"

#include <QJsonObject>
#include <QStringList>

namespace kvb {

// `kvbudget fit`'s output (README "What fits"). The JSON keys are a public interface: `options` (each
// with gpu, gpu_count, tensor_parallel_size, pipeline_parallel_size, data_parallel_size,
// cost_per_hour, concurrency and plan as `plan --format json` prints it), `longest_max_model_len`,
// `utilization_range`, plus `not_held` and the `prices` behind each cost.
QJsonObject capacityAnswerToJson(const CapacityQuestion& question, const CapacityAnswer& answer,
                                 const GpuPriceList& prices, const QStringList& notes = {});
QString capacityAnswerToText(const CapacityQuestion& question, const CapacityAnswer& answer,
                             const GpuPriceList& prices, const QStringList& notes = {});
QString capacityAnswerToMarkdown(const CapacityQuestion& question, const CapacityAnswer& answer,
                                 const GpuPriceList& prices, const QStringList& notes = {});

} // namespace kvb
