#include "budget/sampler.h"

#include <algorithm>
#include <bit>

namespace kvb {

namespace {

SamplerCost v0Sampler(const AccountingRules& r)
{
    // vllm/model_executor/layers/sampler.py `_apply_top_k_top_p` on S rows, one per dummy sequence:
    // model-dtype sort with an int64 argsort until 0.2.5 (58 B), an inverse-index scatter from 0.2.6
    // (#1889, 30 B), fp32 logits from 0.5.5 (#2937, 40 B), an empty_like scatter from 0.6.2 (#8619, 38 B).
    SamplerCost c;
    c.kernel = SamplerKernel::V0Sort;
    c.bytesPerEntry = !r.at(2, 6) ? 58 : !r.at(5, 5) ? 30 : !r.at(6, 2) ? 40 : 38;
    c.smallBatchRows = 128; // torch's segmented sort by full sort: two int2 buffers more
    c.smallBatchBytesPerEntry = c.bytesPerEntry + 12;
    c.rowsAreSequences = true;
    c.onEveryRank = false;
    return c;
}

SamplerCost nativeSort()
{
    SamplerCost c;
    c.kernel = SamplerKernel::NativeSort;
    c.bytesPerEntry = 38; // 2 bf16 + 4 fp32 + 4 sorted + 8 indices + 8 reverse indices + ~12 CUB
    c.smallBatchRows = 128;
    c.smallBatchBytesPerEntry = 50;
    return c;
}

} // namespace

SamplerCost samplerCostFor(const AccountingRules& r, std::optional<bool> flashInfer)
{
    if (r.isV0())
        return v0Sampler(r);
    SamplerCost c = nativeSort();
    if (!r.at(8)) { // 0.7 (opt-in V1): bf16 logits of every token (0.7.0-0.7.1) or sequence, no sampler
        c.kernel = SamplerKernel::LogitsOnly;
        c.bytesPerEntry = 2;
        c.smallBatchRows = 0;
        c.rowsAreTokens = !r.at(7, 2);
        c.rowsAreSequences = r.at(7, 2);
        return c;
    }
    c.hiddenResident = r.at(9, 2);
    if (!r.at(11, 1)) {
        // FlashInfer whenever importable (Docker image), torch's sort otherwise (pip installs).
        const SamplerKernel fi =
            r.at(9, 1) ? SamplerKernel::FlashInferLogits : SamplerKernel::FlashInferProbs;
        const double fiBytes = r.at(9, 1) ? 14 : 10;
        if (flashInfer.value_or(false)) {
            c.kernel = fi;
            c.bytesPerEntry = fiBytes;
            c.smallBatchRows = 0;
        } else if (!flashInfer) {
            c.alternative = fi;
            c.alternativeBytesPerEntry = fiBytes;
        }
        return c;
    }
    if (!r.at(17)) { // 0.11.1-0.16: FlashInfer off unless asked (#26859)
        if (flashInfer.value_or(false)) {
            c.kernel = SamplerKernel::FlashInferLogits;
            c.bytesPerEntry = 14;
            c.smallBatchRows = 0;
        }
        return c;
    }
    // 0.17+ (#33538): Triton top-k/top-p in place for 8 or more rows; 0.21 (#40376) runs FlashInfer first,
    // then the Triton warm-up (#41375): the same 14 B.
    c.kernel = SamplerKernel::Triton;
    c.bytesPerEntry = 14;
    c.smallBatchRows = 8;
    c.smallBatchBytesPerEntry = 50;
    c.tritonScratch = true;
    return c;
}

SamplerCost alternativeOf(const SamplerCost& cost)
{
    SamplerCost alt = cost;
    alt.kernel = cost.alternative.value_or(cost.kernel);
    alt.bytesPerEntry = cost.alternativeBytesPerEntry;
    alt.smallBatchRows = 0;
    alt.alternative.reset();
    return alt;
}

std::int64_t samplerBytes(const SamplerCost& cost, std::int64_t rows, std::int64_t vocab, int sms)
{
    if (rows <= 0 || vocab <= 0)
        return 0;
    const double perEntry = rows < cost.smallBatchRows ? cost.smallBatchBytesPerEntry : cost.bytesPerEntry;
    auto bytes = static_cast<std::int64_t>(perEntry * static_cast<double>(rows) * static_cast<double>(vocab));
    if (cost.tritonScratch && rows >= cost.smallBatchRows) {
        const std::int64_t smRows = std::max(1, sms);
        const std::int64_t scratchRows = std::min<std::int64_t>(
            static_cast<std::int64_t>(std::bit_ceil(static_cast<std::uint64_t>(std::min(smRows, rows)))),
            smRows);
        bytes += scratchRows * vocab * 4;
    }
    return bytes;
}

} // namespace kvb
