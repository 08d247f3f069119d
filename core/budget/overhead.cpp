#include "budget/overhead.h"

#include <algorithm>

namespace kvb {

Bytes nvlsBuffers(const GpuSpec& gpu, int tensorParallel)
{
    const bool nvls = gpu.nvswitch && !gpu.rocm && gpu.computeCapability >= 9.0 && tensorParallel > 2;
    // NVLS spans one NVSwitch domain, the 8 GPUs of an HGX/DGX board; a larger group reaches its other
    // members over the network, not through this multicast buffer.
    return nvls ? kNvlsBytesPerRank * std::min(tensorParallel, kNvlsDomainGpus) : 0;
}

NonTorchEstimate estimateNonTorch(const FittedConstants& k, const AccountingRules& rules, const GpuSpec& gpu,
                                  int tensorParallel, int pipelineParallel, int dataParallelGroup)
{
    if (rules.charge == ChargeModel::TorchPeakOnly)
        return {}; // before #2031 only torch's own peak was measured
    NonTorchEstimate n;
    const bool parallel = tensorParallel * pipelineParallel * dataParallelGroup > 1;
    if (gpu.rocm) {
        n.base = k.nonTorchRocm;
        return n;
    }
    // V0 and V1 up to 0.10 snapshot before NCCL starts, so its buffers are charged; 0.11+ snapshot after.
    const bool ncclCharged = rules.isV0() || rules.ncclCharged;
    // NCCL sets NVLS up lazily, for the groups whose large all-reduces choose it (NCCL_RUNTIME_CONNECT,
    // 2.22+): the TP group, and under DP the DP group that all-reduces a MoE model's gathered outputs.
    const Bytes nvls = nvlsBuffers(gpu, tensorParallel) + nvlsBuffers(gpu, dataParallelGroup);
    n.nvls = ncclCharged ? nvls : 0;
    if (rules.isV0()) {
        n.base = gpu.unifiedMemory ? k.nonTorchUnified : k.nonTorchV0;
        n.communication = parallel ? k.nonTorchV0Parallel + n.nvls : 0;
        return n;
    }
    n.base = gpu.unifiedMemory ? k.nonTorchUnified : k.nonTorchV1;
    if (parallel)
        n.communication = (rules.ncclCharged ? k.ncclV1 : k.nonTorchV1Parallel) + n.nvls;
    return n;
}

Bytes estimateCudaContext(const FittedConstants& k, const AccountingRules& rules, const GpuSpec& gpu,
                          int tensorParallel, int pipelineParallel, int dataParallelGroup)
{
    const Bytes context =
        k.cudaContextBase + static_cast<Bytes>(static_cast<double>(gpu.totalBytes) * k.cudaContextPerByte);
    // NCCL communicators exist before the snapshot when the snapshot follows NCCL init (0.11+, #25359).
    const bool ncclBeforeSnapshot =
        tensorParallel * pipelineParallel * dataParallelGroup > 1 && !rules.isV0() && !rules.ncclCharged;
    const Bytes nvls = nvlsBuffers(gpu, tensorParallel) + nvlsBuffers(gpu, dataParallelGroup);
    return context + (ncclBeforeSnapshot ? k.ncclV1 + nvls : 0);
}

int cudaGraphCaptureCount(int largest, GraphCaptureRule rule)
{
    if (rule == GraphCaptureRule::None || largest < 1)
        return 0;
    int count = 0;
    for (int size : {1, 2, 4})
        count += size <= largest ? 1 : 0;
    const bool every16 = rule == GraphCaptureRule::V1Every16From256;
    const int every8Until = every16 ? std::min(largest, 255) : largest;
    for (int size = 8; size <= every8Until; size += 8)
        ++count;
    if (every16)
        for (int size = 256; size <= largest; size += 16)
            ++count;
    return count;
}

namespace {

// The largest batch a release captures: V0 up to 256 (its list's end) cut at max_num_seqs rounded up to
// 8; V1 0.8-0.9 up to 512 cut at max_num_batched_tokens; from 0.10 (#20628) min(2 x max_num_seqs, 512).
int largestCapture(const AccountingRules& rules, const ResolvedSettings& s)
{
    switch (rules.graphs) {
    case GraphCaptureRule::None:
        return 0;
    case GraphCaptureRule::V0Every8:
        return rules.at(3) ? std::min(256, static_cast<int>(ceilDiv(std::max(1, s.maxNumSeqs), 8) * 8)) : 256;
    case GraphCaptureRule::V1Every8To512:
        return static_cast<int>(std::min<std::int64_t>(512, s.maxNumBatchedTokens));
    case GraphCaptureRule::V1Every8To2S:
    case GraphCaptureRule::V1Every16From256:
        return static_cast<int>(
            std::min<std::int64_t>({512, 2 * std::int64_t{s.maxNumSeqs}, s.maxNumBatchedTokens}));
    }
    return 0;
}

// The largest size of the release's list that is at most `bound`: vLLM captures listed sizes only, so a
// bound of 300 captures 288 at most.
int largestListedSize(int bound, GraphCaptureRule rule)
{
    if (bound < 8)
        return bound >= 4 ? 4 : std::max(1, bound);
    if (rule == GraphCaptureRule::V1Every16From256 && bound >= 256)
        return 256 + (bound - 256) / 16 * 16;
    return std::min(bound, rule == GraphCaptureRule::V1Every16From256 ? 248 : bound) / 8 * 8;
}

} // namespace

CudaGraphEstimate estimateCudaGraphs(const AccountingRules& rules, const ResolvedSettings& settings,
                                     bool enforceEager, Bytes forwardBytesPerToken, int layers)
{
    CudaGraphEstimate g;
    g.chargedToBudget = rules.cudaGraphsInBudget;
    if (enforceEager || rules.graphs == GraphCaptureRule::None)
        return g;
    g.captured = true;
    g.largestCapture = std::max(1, largestCapture(rules, settings));
    g.captureSizes = cudaGraphCaptureCount(g.largestCapture, rules.graphs);
    g.graphModes = rules.graphModes;
    if (rules.isV0()) {
        // V0 graphs hold their own pools, about 1.2 MiB per captured batch size and layer (vllm#7553).
        g.bytes = std::int64_t{g.captureSizes} * layers * static_cast<Bytes>(1.17 * static_cast<double>(MiB));
        return g;
    }
    // The FULL decode set stops at max_num_seqs (cudagraph_dispatcher.py initialize_cudagraph_keys); the
    // mixed set is PIECEWISE: the compiled model split at every attention call, one graph per piece.
    // Without speculative decoding a uniform decode batch is one token per sequence.
    const bool piecewise = !rules.graphsFullOnly;
    const bool full = rules.graphsFullOnly || rules.graphModes > 1;
    g.largestCapture = largestListedSize(g.largestCapture, rules.graphs);
    const int fullLargest =
        largestListedSize(std::min(g.largestCapture, std::max(1, settings.maxNumSeqs)), rules.graphs);
    g.fullCaptureSizes = full ? cudaGraphCaptureCount(fullLargest, rules.graphs) : 0;
    g.captureSizes = piecewise ? g.captureSizes : 0;
    g.graphsPerPiecewiseCapture = piecewise ? layers + 1 : 0;
    // The modes share one pool, so the largest first capture counts once; vLLM's window holds its eager
    // warm-up's cached blocks as well as the pool, each about one forward pass's intermediates.
    const int firstTokens = piecewise ? g.largestCapture : fullLargest;
    g.firstCapture = 2 * std::int64_t{firstTokens} * forwardBytesPerToken + kFirstCaptureExtraBytes;
    g.perPiecewiseCapture = std::max(kMinBytesPerGraph, g.graphsPerPiecewiseCapture * kPiecewiseGraphBytes);
    g.perFullCapture = kMinBytesPerGraph;
    // vLLM's estimate (0.21) takes n - 1 further captures for each set, the FULL set's first one included
    // although the pool already holds it: 1 MiB more than capture takes, which is what it charges.
    g.bytes = g.firstCapture + std::int64_t{std::max(0, g.captureSizes - 1)} * g.perPiecewiseCapture +
              std::int64_t{std::max(0, g.fullCaptureSizes - 1)} * g.perFullCapture;
    return g;
}

// Spreads a fixed overhead total over the three estimated terms, keeping their proportions, so that
// "--overhead-gib 3" still shows which term dominates.
void applyOverheadOverrides(const OverheadOverrides& o, MemoryTerms& m)
{
    if (o.nonTorch)
        m.nonTorch = *o.nonTorch;
    if (o.activation)
        m.activation = *o.activation;
    if (o.cudaGraph)
        m.cudaGraph = *o.cudaGraph;
    if (!o.total)
        return;
    const Bytes fixed =
        (o.nonTorch ? m.nonTorch : 0) + (o.activation ? m.activation : 0) + (o.cudaGraph ? m.cudaGraph : 0);
    const Bytes free = std::max<Bytes>(0, *o.total - fixed);
    const Bytes estimated =
        (o.nonTorch ? 0 : m.nonTorch) + (o.activation ? 0 : m.activation) + (o.cudaGraph ? 0 : m.cudaGraph);
    Bytes assigned = 0;
    auto share = [&](Bytes term) {
        return estimated > 0 ? static_cast<Bytes>(static_cast<double>(free) * static_cast<double>(term) /
                                                  static_cast<double>(estimated))
                             : 0;
    };
    if (!o.nonTorch) {
        m.nonTorch = share(m.nonTorch);
        assigned += m.nonTorch;
    }
    if (!o.cudaGraph) {
        m.cudaGraph = share(m.cudaGraph);
        assigned += m.cudaGraph;
    }
    if (!o.activation)
        m.activation = free - assigned; // the remainder, so the three add up exactly
}

} // namespace kvb
