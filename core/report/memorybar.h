#pragma once

#include "budget/plan.h"

#include <array>
#include <vector>

namespace kvb {

// The terms of one GPU's memory in the order the dashboard stacks them, left to right: what vLLM
// charges to the gpu_memory_utilization ceiling first, then what lies above it.
enum class MemoryTerm
{
    Weights,
    NonTorch,
    Activation,
    CudaGraphs,
    KvCache,
    FreeAboveCeiling,
    CudaContext,
    OtherProcesses,
};

inline constexpr std::array<MemoryTerm, 8> allMemoryTerms = {
    MemoryTerm::Weights, MemoryTerm::NonTorch,         MemoryTerm::Activation,  MemoryTerm::CudaGraphs,
    MemoryTerm::KvCache, MemoryTerm::FreeAboveCeiling, MemoryTerm::CudaContext, MemoryTerm::OtherProcesses,
};

struct MemorySegment
{
    MemoryTerm term = MemoryTerm::Weights;
    Bytes bytes = 0; // the drawn width: never negative
};

// One GPU rank of the deployment. Ranks are numbered as vLLM numbers workers:
// rank = pipeline stage x tensor_parallel_size + TP rank, so every rank of a stage shares its figures.
struct RankBar
{
    int rank = 0;
    int stage = 0;           // 0-based pipeline stage
    int tpRank = 0;          // 0-based rank within the stage
    bool worstStage = false; // the stage whose block count vLLM uses
    Bytes total = 0;
    Bytes ceiling = 0;
    Bytes kvCache = 0;    // as the engine computed it: negative when the fixed terms exceed the ceiling
    Bytes overBudget = 0; // by how much the charged terms exceed the ceiling (0 when the pool is positive)
    std::vector<MemorySegment> segments; // stacking order; the widths add up to extent()

    Bytes extent() const; // the bar's length: the card, or more when the plan does not fit on it
    Bytes bytes(MemoryTerm term) const;
};

// One bar per GPU rank (Plan::ranks: tensor x pipeline parallel), in rank order; empty for an
// invalid scenario.
//
// Order: what the version charges to the ceiling - weights, non-torch, activation peak, CUDA graphs
// (v0.21+), the CUDA context and other processes (versions that charge them) - then the KV pool; above
// the ceiling: CUDA graphs captured outside the budget, free memory, then the CUDA context and other
// processes where they are not charged. The KV segment is drawn 0 wide when the pool is negative
// (`overBudget` says by how much). "Free above the ceiling" is the card minus every other segment,
// clamped at 0, so the segments add up to the card whenever the plan fits on it.
std::vector<RankBar> memoryBars(const Plan& plan);

} // namespace kvb
