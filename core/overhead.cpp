#include "overhead.h"

#include "weights.h"

#include <algorithm>
#include <cmath>

namespace kvb {

OverheadModel overheadModelFor(const VllmVersion& /*version*/)
{
    OverheadModel om;
    om.nonTorchBase = fromGiB(0.13);
    om.nonTorchCommunication = fromGiB(0.41);
    om.forwardElementsFactor = 3;
    om.samplerBytesPerLogit = 38.9;
    om.cudaGraphPerCapture = MiB;
    om.cudaGraphModes = 2;
    om.maxCaptureSize = 512;
    om.cudaContext = fromGiB(0.60);
    om.ncclContext = fromGiB(0.94);
    return om;
}

NonTorchEstimate estimateNonTorch(const OverheadModel& om, int worldSize)
{
    return {om.nonTorchBase, worldSize > 1 ? om.nonTorchCommunication : 0};
}

ActivationEstimate estimateActivation(const OverheadModel& om, const ModelSpec& model, const ResolvedSettings& settings,
                                      int tp, bool lastStage)
{
    ActivationEstimate a;
    const int actBytes = bytesPerElement(settings.modelDtype);
    a.profiledTokens = settings.maxNumBatchedTokens;
    a.forwardBytesPerToken =
        std::int64_t{om.forwardElementsFactor} * (std::int64_t{model.hiddenSize} + model.intermediateSize / tp) * actBytes;
    a.forwardPeak = a.profiledTokens * a.forwardBytesPerToken;
    if (lastStage) {
        // Logits are gathered to full vocabulary width on every rank, so TP does not shrink this.
        a.samplerRows = std::min<std::int64_t>(settings.maxNumSeqs, settings.maxNumBatchedTokens);
        a.paddedVocab = paddedVocab(model.vocabSize);
        a.samplerPeak = static_cast<Bytes>(
            std::llround(static_cast<double>(a.samplerRows * a.paddedVocab) * om.samplerBytesPerLogit));
    }
    // The forward pass and the sampler run one after the other; the peak is the larger of the two.
    a.peak = std::max(a.forwardPeak, a.samplerPeak);
    return a;
}

int cudaGraphCaptureCount(int largest)
{
    int count = 0;
    for (int size : {1, 2, 4})
        count += size <= largest ? 1 : 0;
    for (int size = 8; size < 256; size += 8)
        count += size <= largest ? 1 : 0;
    for (int size = 256; size <= largest; size += 16)
        ++count;
    return count;
}

CudaGraphEstimate estimateCudaGraphs(const OverheadModel& om, const ResolvedSettings& settings, bool enforceEager,
                                     Bytes forwardBytesPerToken, bool chargedToBudget)
{
    CudaGraphEstimate g;
    g.chargedToBudget = chargedToBudget;
    if (enforceEager)
        return g;
    g.captured = true;
    // max_cudagraph_capture_size defaults to min(2 x max_num_seqs, 512).
    g.largestCapture = std::max(1, std::min(om.maxCaptureSize, 2 * settings.maxNumSeqs));
    g.captureSizes = cudaGraphCaptureCount(g.largestCapture);
    g.graphModes = om.cudaGraphModes;
    const Bytes first = std::int64_t{g.largestCapture} * forwardBytesPerToken;
    g.bytes = g.graphModes * (first + std::int64_t{g.captureSizes - 1} * om.cudaGraphPerCapture);
    return g;
}

Bytes estimateCudaContext(const OverheadModel& om, int worldSize)
{
    return om.cudaContext + (worldSize > 1 ? om.ncclContext : 0);
}

} // namespace kvb
