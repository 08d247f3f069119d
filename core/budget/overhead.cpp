#include "budget/overhead.h"

#include "budget/weights.h"

#include <algorithm>
#include <cmath>

namespace kvb {

OverheadModel overheadModelFor(const AccountingRules& rules)
{
    OverheadModel om;
    om.cudaContextBase = fromGiB(0.25);
    om.cudaContextPerByte = 0.0045;
    om.ncclBuffers = fromGiB(0.94);
    if (rules.engine == EngineKind::V1) {
        om.nonTorchBase = fromGiB(0.13);
        om.nonTorchCommunication = fromGiB(0.41);
        om.samplerOnEveryRank = true;
        om.samplerRowsAreSequences = false;
        om.cudaGraphModes = rules.largestCudaGraphCapture == 0 ? 2 : 1; // FULL_AND_PIECEWISE from ~0.11
        om.cudaGraphPerCapture = MiB;
        om.uncertaintyFraction = 0.06;
        om.uncertaintyFloor = fromGiB(0.15);
        if (rules.charge != ChargeModel::Increments || rules.ncclCharged) {
            // No public logs for V1 before 0.11: the same physics, a wider band.
            om.uncertaintyFraction = 0.15;
            om.uncertaintyFloor = fromGiB(0.3);
        }
        if (rules.cudaGraphsInBudget) // the graph estimate itself is new in the budget
            om.uncertaintyFloor += fromGiB(0.1);
    } else {
        // 0.6.4 measures non-torch as everything in use beside torch: the CUDA context term already holds it
        // (RTX 3090: 0.35 GiB logged in all). From 0.6.5 it is the growth during profiling.
        om.nonTorchBase = rules.charge == ChargeModel::TotalUsed ? 0 : fromGiB(0.10);
        om.nonTorchCommunication = fromGiB(0.30);
        om.ncclBuffers = 0; // part of the communication term: the baseline predates NCCL init
        om.samplerOnEveryRank = false;
        om.samplerRowsAreSequences = true;
        om.cudaGraphModes = 1;
        om.cudaGraphPerCapture = 0;
        om.cudaGraphPerCaptureLayer = static_cast<Bytes>(1.17 * static_cast<double>(MiB));
        om.uncertaintyFraction = 0.10;
        om.uncertaintyFloor = fromGiB(0.2);
    }
    return om;
}

NonTorchEstimate estimateNonTorch(const OverheadModel& om, const AccountingRules& rules, int worldSize)
{
    NonTorchEstimate n{om.nonTorchBase, 0};
    if (worldSize > 1)
        n.communication = om.nonTorchCommunication + (rules.ncclCharged ? om.ncclBuffers : 0);
    return n;
}

ActivationEstimate estimateActivation(const OverheadModel& om, const ModelSpec& model,
                                      const ResolvedSettings& settings, int tp, bool lastStage,
                                      bool samplingRank)
{
    ActivationEstimate a;
    const int actBytes = bytesPerElement(settings.modelDtype);
    a.profiledTokens = settings.profiledTokens;
    // The widest MLP a token passes: the dense one, or its top-k experts side by side in the fused kernel.
    const std::int64_t mlpWidth =
        model.moe.active()
            ? std::max<std::int64_t>(model.intermediateSize / tp, std::int64_t{model.moe.expertsPerToken} *
                                                                      model.moe.expertIntermediate / tp)
            : model.intermediateSize / tp;
    a.forwardBytesPerToken =
        std::int64_t{om.forwardElementsFactor} * (std::int64_t{model.hiddenSize} + mlpWidth) * actBytes;
    a.forwardPeak = a.profiledTokens * a.forwardBytesPerToken;
    if (lastStage && (samplingRank || om.samplerOnEveryRank)) {
        a.samplerRows = om.samplerRowsAreSequences
                            ? std::int64_t{settings.maxNumSeqs}
                            : std::min<std::int64_t>(settings.maxNumSeqs, settings.maxNumBatchedTokens);
        a.paddedVocab = paddedVocab(model.vocabSize);
        a.samplerBytesPerLogit = om.samplerBytesPerLogit;
        a.samplerBytesPerHidden = om.samplerBytesPerHidden;
        a.samplerBytesPerRow = static_cast<Bytes>(
            std::llround(static_cast<double>(a.paddedVocab) * om.samplerBytesPerLogit +
                         static_cast<double>(model.hiddenSize) * om.samplerBytesPerHidden));
        a.samplerPeak = a.samplerRows * a.samplerBytesPerRow;
    }
    // A vision model's encoder runs first, on the largest images. V1 feeds it as many as its encoder
    // budget (max(max_num_batched_tokens, one image's tokens)) holds, capped by images per prompt x
    // sequences, at the processor's max_pixels. V0 profiled every sequence with its images at the
    // model's default size, whatever mm_processor_kwargs said (vllm#16570: 2 x 65,536 patches).
    const VisionSpec& v = model.vision;
    if (v.active() && settings.imagesPerPrompt > 0) {
        VisionSpec sized = v;
        const bool v0 = om.samplerRowsAreSequences;
        if (!v0 && settings.maxImagePixels > 0 && v.maxPixels > 0)
            sized.maxPixels = settings.maxImagePixels;
        const std::int64_t tokensPerImage = std::max<std::int64_t>(1, sized.llmTokensPerImage());
        const std::int64_t budget = std::max(settings.maxNumBatchedTokens, tokensPerImage);
        const std::int64_t perPromptImages = std::int64_t{settings.imagesPerPrompt} * settings.maxNumSeqs;
        a.encoderImages = v0 ? perPromptImages
                             : std::min(perPromptImages, std::max<std::int64_t>(1, budget / tokensPerImage));
        a.encoderPatchesPerImage = sized.patchesPerImage();
        // Per patch at an encoder MLP: q/k/v, attention output, residual and norm (6 h), gate/up and
        // activation (3 i), in the model dtype.
        a.encoderBytesPerPatch =
            (6 * std::int64_t{v.hiddenSize} + 3 * std::int64_t{v.intermediateSize} / tp) * actBytes;
        a.encoderPeak = a.encoderImages * a.encoderPatchesPerImage * a.encoderBytesPerPatch;
    }
    // The encoder, the forward pass and the sampler run one after the other; the peak is the largest.
    a.peak = std::max({a.forwardPeak, a.samplerPeak, a.encoderPeak});
    return a;
}

int cudaGraphCaptureCount(int largest, bool every8)
{
    int count = 0;
    for (int size : {1, 2, 4})
        count += size <= largest ? 1 : 0;
    const int every8Until = every8 ? largest : 255;
    for (int size = 8; size <= std::min(largest, every8Until); size += 8)
        ++count;
    if (!every8)
        for (int size = 256; size <= largest; size += 16)
            ++count;
    return count;
}

CudaGraphEstimate estimateCudaGraphs(const OverheadModel& om, const AccountingRules& rules,
                                     const ResolvedSettings& settings, bool enforceEager,
                                     Bytes forwardBytesPerToken, int layers)
{
    CudaGraphEstimate g;
    g.chargedToBudget = rules.cudaGraphsInBudget;
    if (enforceEager)
        return g;
    g.captured = true;
    // From ~0.11 max_cudagraph_capture_size = min(2 x max_num_seqs, 512); before, a fixed list (512 in V1,
    // 256 in V0) cut at max_num_seqs.
    g.largestCapture = rules.largestCudaGraphCapture == 0
                           ? std::min(512, 2 * settings.maxNumSeqs)
                           : std::min(rules.largestCudaGraphCapture, settings.maxNumSeqs);
    g.largestCapture = std::max(1, g.largestCapture);
    g.captureSizes = cudaGraphCaptureCount(g.largestCapture, rules.cudaGraphSizesEvery8);
    g.graphModes = om.cudaGraphModes;
    const Bytes first = std::int64_t{g.largestCapture} * forwardBytesPerToken;
    g.bytes = g.graphModes * (first + std::int64_t{g.captureSizes - 1} * om.cudaGraphPerCapture) +
              std::int64_t{g.captureSizes} * layers * om.cudaGraphPerCaptureLayer;
    return g;
}

Bytes estimateCudaContext(const OverheadModel& om, const AccountingRules& rules, const GpuSpec& gpu,
                          int worldSize)
{
    const Bytes context =
        om.cudaContextBase + static_cast<Bytes>(static_cast<double>(gpu.totalBytes) * om.cudaContextPerByte);
    // NCCL communicators exist before the snapshot when the snapshot follows NCCL init (~0.11+).
    const bool ncclBeforeSnapshot = worldSize > 1 && !rules.ncclCharged;
    return context + (ncclBeforeSnapshot ? om.ncclBuffers : 0);
}

} // namespace kvb
