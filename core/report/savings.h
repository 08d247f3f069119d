#pragma once

#include "budget/plan.h"
#include "model/scenario.h"

#include <vector>

namespace kvb {

// The hand-budget waterfall: where the memory of serving one request goes, and what each technique
// that vLLM deployments rely on saves. Everything is per GPU (the rank the plan reports, i.e. the
// worst pipeline stage) for the current model, GPU count and max_model_len.
//
// Definition. Memory = model weights + the KV cache of ONE request:
//  1. MultiHead     - the model as if it had no grouped-query attention (num_key_value_heads =
//                     num_attention_heads), KV in the model dtype (16-bit), the whole max_model_len
//                     reserved contiguously for the request, as servers did before paging.
//  2. GroupedQuery  - the model's real KV heads.
//  3. Fp8Kv         - --kv-cache-dtype fp8: one byte per element.
//  4. Paged         - vLLM's paged KV cache: the request holds only the 16-token blocks its typical
//                     length (workload request tokens, capped at max_model_len) uses, instead of a
//                     max_model_len reservation; the waste is under one block per request.
//  5. WeightInt4    - the weights as a 4-bit AWQ checkpoint (group 128), as the engine loads it.
// Steps 1-3 reserve max_model_len x bytes per token; step 4 uses vLLM's block arithmetic (sliding
// windows included). Step 5 is not applicable when the checkpoint is already quantized or the
// weights are already 4-bit; a step that changes nothing has a saving of 0.
//
// For teaching (the hand-budget lesson) SavingsOptions multiply the KV by a batch of requests, take a
// context beyond the model's own limit (marked beyondModelLimit: contiguous steps are per-token
// arithmetic and need no plan at that length), and replace the fp8 step by the whiteboard's INT8 (one
// byte per element) and INT4 (half a byte) steps, paging then applied to the INT4 cache.
enum class SavingsStepKind
{
    MultiHead,
    GroupedQuery,
    Fp8Kv,
    Int8Kv,
    Int4Kv,
    Paged,
    WeightInt4,
};

struct SavingsOptions
{
    std::int64_t contextLength = 0; // 0: max_model_len
    int requests = 1;
    bool integerKv = false;
};

struct SavingsStep
{
    SavingsStepKind kind = SavingsStepKind::MultiHead;
    Bytes weights = 0;
    Bytes kvCache = 0;
    Bytes kvBytesPerToken = 0;
    std::int64_t kvTokens = 0; // tokens the request's KV is sized for (reserved or in whole blocks)
    Bytes saving = 0;          // previous step's total minus this one's (0 for the first step)
    bool applicable = true;    // false: this model already has it (or cannot have it)

    Bytes total() const { return weights + kvCache; }
};

struct SavingsWaterfall
{
    std::int64_t contextLength = 0; // max_model_len
    std::int64_t requestTokens = 0; // the typical request, capped at max_model_len
    int requests = 1;               // the KV of this many requests at once
    bool beyondModelLimit = false;  // contextLength exceeds the model's own limit (teaching only)
    const SavingsStep* step(SavingsStepKind kind) const
    {
        for (const SavingsStep& s : steps)
            if (s.kind == kind)
                return &s;
        return nullptr;
    }
    std::vector<SavingsStep> steps; // empty when the scenario is invalid

    Bytes totalSaving() const { return steps.empty() ? 0 : steps.front().total() - steps.back().total(); }
};

SavingsWaterfall savingsWaterfall(const Scenario& scenario, const SavingsOptions& options = {});

} // namespace kvb
