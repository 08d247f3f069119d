#pragma once

#include "base/units.h"

#include <QString>

namespace kvb {

// One GPU model. `totalBytes` is what CUDA reports (cudaMemGetInfo / torch total_memory), which is
// what vLLM multiplies by gpu_memory_utilization: 79.2 GiB on an H100 80GB, not 80 GB.
struct GpuSpec
{
    QString id;   // preset id, or "custom"
    QString name; // "NVIDIA H100 SXM5 80GB"
    Bytes totalBytes = 0;
    double computeCapability = 9.0; // 8.0+ selects Marlin kernels for GPTQ/AWQ and supports bfloat16
    double marketedGB = 0;
    int count = 1;              // GPUs available to the deployment
    int smCount = 0;            // streaming multiprocessors (CUs on AMD); 0 = unknown, taken as an H100's 132
    bool rocm = false;          // AMD (ROCm): its own allocator, BLAS and collectives
    bool unifiedMemory = false; // CPU and GPU share one memory (DGX Spark, Jetson): the total is the system's
    bool nvswitch = false;      // sold in NVSwitch systems (HGX/DGX): NCCL may use NVLink SHARP

    int streamingMultiprocessors() const { return smCount > 0 ? smCount : 132; }

    bool supportsBf16() const { return computeCapability >= 8.0; }
    bool usesMarlin() const { return computeCapability >= 8.0; }
};

} // namespace kvb
