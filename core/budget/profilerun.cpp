#include "budget/profilerun.h"

#include "budget/weights.h"

#include <algorithm>
#include <cmath>

namespace kvb {

namespace {

// The dummy images of one profiling run (docs/vllm-accounting.md §6): how many, and how large.
struct EncoderProfile
{
    std::int64_t images = 0;
    std::int64_t patchesPerImage = 0;
    std::int64_t tokensPerImage = 0;
    std::int64_t sequences = 0; // V0: the dummy sequences the images reduce the batch to
};

VisionSpec profiledImageSize(const AccountingRules& rules, const VisionSpec& v, const ResolvedSettings& rs)
{
    VisionSpec sized = v;
    if (rules.isV0()) {
        // V0 profiled at the processor's own maximum whatever mm_processor_kwargs said (vllm#16570), and
        // until 0.6.5 Qwen2-VL capped it at 1280 x 28 x 28 pixels (qwen2_vl.py _get_max_image_info).
        if (!rules.at(6, 6) && v.maxPixels > 0)
            sized.maxPixels = std::min<std::int64_t>(v.maxPixels, 1280 * 28 * 28);
    } else if (rs.maxImagePixels > 0 && v.maxPixels > 0) {
        sized.maxPixels = rs.maxImagePixels;
    }
    return sized;
}

EncoderProfile encoderProfile(const AccountingRules& rules, const ModelSpec& model,
                              const ResolvedSettings& rs)
{
    EncoderProfile p;
    p.sequences = rs.maxNumSeqs;
    const VisionSpec& v = model.vision;
    if (!v.active() || rs.imagesPerPrompt <= 0)
        return p;
    const VisionSpec sized = profiledImageSize(rules, v, rs);
    p.tokensPerImage = std::max<std::int64_t>(1, sized.llmTokensPerImage());
    p.patchesPerImage = sized.patchesPerImage();
    const std::int64_t limit = rs.imagesPerPrompt;
    const std::int64_t tokens = rs.maxNumBatchedTokens;
    if (rules.isV0()) {
        // model_runner.py profile_run: max_num_seqs = min(S, T // (limit x tokens per image)), at least 1,
        // each dummy sequence carrying `limit` full-size images.
        p.sequences = std::clamp<std::int64_t>(tokens / (limit * p.tokensPerImage), 1, rs.maxNumSeqs);
        p.images = p.sequences * limit;
        return p;
    }
    // V1 gpu_model_runner.py profile_run: one max-size item replicated over the encoder budget
    // max(max_num_batched_tokens, one item's tokens).
    const std::int64_t budget = std::max(tokens, p.tokensPerImage);
    const std::int64_t perRequest =
        std::max<std::int64_t>(1, std::min(limit, rs.maxModelLen / p.tokensPerImage));
    if (!rules.at(10))
        p.images = std::min(ceilDiv(budget, p.tokensPerImage), std::int64_t{rs.maxNumSeqs} * limit);
    else
        p.images = std::max<std::int64_t>(
            1, std::min(budget / p.tokensPerImage, std::int64_t{rs.maxNumSeqs} * perRequest));
    return p;
}

// The widest MLP a token passes: the dense one, or its top-k experts side by side in the fused kernel,
// each as wide as this GPU's share of an expert (FusedMoE's intermediate_size_per_partition: the whole
// width under EP, whose FusedMoEParallelConfig sets the MoE tp_size to 1).
std::int64_t mlpWidth(const ModelSpec& model, int tp, int expertWidthShards)
{
    const std::int64_t dense = model.intermediateSize / tp;
    if (!model.moe.active())
        return dense;
    return std::max<std::int64_t>(dense, std::int64_t{model.moe.expertsPerToken} *
                                             model.moe.expertIntermediate / std::max(1, expertWidthShards));
}

// V1 MoE with DP (with or without EP) and the default all2all backend: `naive` (0.10.1) broadcasts, and
// `allgather_reducescatter` all-gathers, every DP rank's hidden states before each MoE layer, and
// `_dummy_run` pads every rank to the same token count (get_dp_padding), so the profiling run's fused-MoE
// layer sees DP x T rows. fused_experts_impl (fused_moe.py L1392-1526 at bda9d0535) runs them in chunks
// of kFusedMoeChunkRows, each holding cache13 (rows x top_k x max(2i, h)) and cache 2 (rows x top_k x i)
// in the model dtype, and for fp8 experts an fp8 copy of the chunk's input and of cache 2 (the previous
// chunk's copy still alive while the next one quantizes). Beside them: the gathered hidden states
// (written back in place) and the rank's own input and residual. At large DP the all-reduce of the
// gathered output can be the larger step.
} // namespace

int moeGatheringRanks(const Scenario& scenario, const AccountingRules& rules)
{
    const ServingConfig& c = scenario.serving;
    const bool gathers = !rules.isV0() && scenario.model.moe.active() && c.dataParallelSize > 1;
    return gathers ? c.dataParallelSize : 1;
}

namespace {

void estimateGatheredMoe(const ModelSpec& model, const ResolvedSettings& rs, const ProfileSite& site,
                         ActivationEstimate& a)
{
    if (site.moeGatheringRanks <= 1) // moeGatheringRanks: V1, a MoE model, DP > 1
        return;
    const int b = bytesPerElement(rs.modelDtype);
    const std::int64_t h = model.hiddenSize;
    const std::int64_t width = model.moe.expertIntermediate / std::max(1, site.expertWidthShards);
    const std::int64_t topK = model.moe.expertsPerToken;
    a.gatheredMoeRows = site.moeGatheringRanks * a.profiledTokens;
    a.gatheredMoeChunk = std::min(a.gatheredMoeRows, kFusedMoeChunkRows);
    a.gatheredMoeBytesPerRow = topK * (std::max(2 * width, h) + width) * b;
    if (rs.quantization.method == QuantMethod::Fp8)
        a.gatheredMoeBytesPerRow += h + (a.gatheredMoeRows > a.gatheredMoeChunk ? 2 : 1) * topK * width;
    const Bytes gathered = a.gatheredMoeRows * h * b;
    const Bytes local = 2 * a.profiledTokens * h * b;
    // The kernel's chunks, or afterwards `combine`'s out-of-place PyNccl all-reduce (all2all.py L62-71),
    // whose output is a second gathered buffer while the first is still alive.
    a.gatheredMoePeak =
        std::max(a.gatheredMoeChunk * a.gatheredMoeBytesPerRow + gathered, 2 * gathered) + local;
}

void estimateSampler(const AccountingRules& rules, const ModelSpec& model, const ResolvedSettings& rs,
                     const GpuSpec& gpu, const ProfileSite& site, std::int64_t sequences,
                     ActivationEstimate& a)
{
    const SamplerCost cost = samplerCostFor(rules, site.flashInferSampler);
    a.samplerKernel = cost.kernel;
    if (site.pooling || !site.lastStage || (!cost.onEveryRank && !site.samplingRank))
        return;
    const int b = bytesPerElement(rs.modelDtype);
    a.samplerRows = cost.rowsAreTokens      ? rs.maxNumBatchedTokens
                    : cost.rowsAreSequences ? sequences
                                            : std::min<std::int64_t>(rs.maxNumSeqs, rs.maxNumBatchedTokens);
    a.paddedVocab = paddedVocab(model.vocabSize);
    a.samplerBytesPerEntry =
        a.samplerRows < cost.smallBatchRows ? cost.smallBatchBytesPerEntry : cost.bytesPerEntry;
    // The rows' hidden states (rand_like), and from 0.9.2 the whole profiled batch's.
    a.samplerResidentBytes = a.samplerRows * model.hiddenSize * b +
                             (cost.hiddenResident ? rs.maxNumBatchedTokens * model.hiddenSize * b : 0);
    const int sms = gpu.streamingMultiprocessors();
    a.samplerPeak = samplerBytes(cost, a.samplerRows, a.paddedVocab, sms) + a.samplerResidentBytes;
    if (cost.alternative)
        a.alternativeSamplerPeak =
            samplerBytes(alternativeOf(cost), a.samplerRows, a.paddedVocab, sms) + a.samplerResidentBytes;
}

} // namespace

ActivationEstimate estimateActivation(const AccountingRules& rules, const ModelSpec& model,
                                      const ResolvedSettings& rs, const GpuSpec& gpu, const ProfileSite& site,
                                      const ActivationConstants& k)
{
    ActivationEstimate a;
    const int b = bytesPerElement(rs.modelDtype);
    const int tp = site.tensorParallel;
    a.profiledTokens = rs.profiledTokens;
    a.forwardBytesPerToken = static_cast<Bytes>(std::llround(
        k.forwardElementsFactor *
        static_cast<double>(model.hiddenSize + mlpWidth(model, tp, site.expertWidthShards)) * b));
    a.forwardPeak = a.profiledTokens * a.forwardBytesPerToken;

    const EncoderProfile encoder = encoderProfile(rules, model, rs);
    if (encoder.images > 0) {
        const VisionSpec& v = model.vision;
        a.encoderImages = encoder.images;
        a.encoderPatchesPerImage = encoder.patchesPerImage;
        // Per patch at an encoder MLP: q/k/v, attention output, residual and norm (6 h), gate/up and
        // activation (3 i), in the model dtype.
        a.encoderBytesPerPatch = static_cast<Bytes>(std::llround(
            k.encoderFactor *
            static_cast<double>(6 * std::int64_t{v.hiddenSize} + 3 * std::int64_t{v.intermediateSize} / tp) *
            b));
        a.encoderPeak = a.encoderImages * a.encoderPatchesPerImage * a.encoderBytesPerPatch;
        // V1 keeps the encoder's outputs (the LLM-side embeddings) through the decoder and sampler runs.
        if (!rules.isV0())
            a.encoderResidentBytes = encoder.images * encoder.tokensPerImage * model.hiddenSize * b;
    }
    estimateGatheredMoe(model, rs, site, a);
    estimateSampler(rules, model, rs, gpu, site, encoder.sequences, a);
    // The encoder, the forward pass and the sampler run one after the other; the peak is the largest.
    a.peak = std::max(
        {a.decoderPeak() + a.encoderResidentBytes, a.samplerPeak + a.encoderResidentBytes, a.encoderPeak});
    if (a.alternativeSamplerPeak > 0)
        a.alternativePeak = std::max({a.decoderPeak() + a.encoderResidentBytes,
                                      a.alternativeSamplerPeak + a.encoderResidentBytes, a.encoderPeak});
    else
        a.alternativePeak = a.peak;
    return a;
}

} // namespace kvb
