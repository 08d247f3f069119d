#pragma once

#include "budget/accountingrules.h"
#include "budget/plan.h"
#include "budget/profilerun.h"
#include "model/scenario.h"

namespace kvb {

// The tenants a fleet holds besides chat models, as vLLM V1 serves them (docs/fleet.md "Tenants"):
// encoder-only embedding models and rerankers (no KV cache at all), decoder models run as embedding
// models (`--runner pooling`: no sampler, no lm_head) and Whisper (a decoder self-attention cache plus
// the encoder's output cached per request for cross-attention).

// vLLM's runner: `--runner`, else what vLLM infers from the architecture
// (ModelConfig._get_default_runner_type: *Model, *ForSequenceClassification and *EmbeddingModel classes
// pool).
bool runsPooling(const ModelSpec& model, const ServingConfig& serving);

// V1 treats an encoder-only pooling model as attention-free: no KV-cache spec, so no profiling run and
// no KV pool (v1/engine/core.py _initialize_kv_caches: available memory [0]); the startup free-memory
// check still applies (v1/worker/utils.py request_memory).
bool hasNoKvCache(const ModelSpec& model);

// A text-only scenario (image limit 0) for a model whose tower serves video (VisionSpec::
// towerServesVideo, videoFrom): vLLM's flag must then say `"video": 0` too, or vLLM profiles a video
// item and, from its language-model-only mode on, still builds the tower.
bool textOnlyClosesVideo(const Scenario& scenario);

// Text only (every modality's --limit-mm-per-prompt 0), vLLM builds no vision tower or projector for
// the model families and releases that have its language-model-only mode (modelkinds.cpp lists them,
// with the PRs); their weights are then never allocated.
bool skipsVisionTower(const ModelSpec& model, const ServingConfig& serving);

// Why this release cannot serve the model as kvbudget models it, in kvbudget's words (empty: it can).
QString modelKindSupportProblem(const ModelSpec& model, const ServingConfig& serving);

// Settings vLLM changes for these kinds: float32 pooling checkpoints run in float16
// (config/model.py _resolve_auto_dtype); Whisper never chunks prefills. Sets `settings.pooling` (the
// runner, decided once per plan: the rest of the engine reads it from there).
void adjustSettingsForModelKind(const Scenario& scenario, ResolvedSettings& settings);

// Pooling models capture PIECEWISE graphs only and encoder-decoder models FULL_DECODE_ONLY
// (config/vllm.py), one set where the release's default captures two (FULL_AND_PIECEWISE).
AccountingRules graphRulesFor(const AccountingRules& rules, const ModelSpec& model,
                              const ResolvedSettings& settings);

// What one GPU holds of an encoder-only model or Whisper (model/encoderspec.h has the shapes).
WeightBreakdown encoderModelWeights(const ModelSpec& model, const ResolvedSettings& settings, int tp);

// The KV layout: none for encoder-only models; for Whisper a full-attention group of the decoder's
// self-attention and a cross-attention group (v1/kv_cache_interface.py CrossAttentionSpec), paired in
// one block slot by the hybrid manager, each request pinning cdiv(encoder tokens, block) cross blocks.
// vLLM sizes those for max_source_positions in 0.10.2 and for max_num_batched_tokens from 0.11
// (#24989: the scheduler's max_num_encoder_input_tokens).
KvPerToken encoderModelKvLayout(const AccountingRules& rules, const ModelSpec& model,
                                const ResolvedSettings& settings, int tp);

// Whisper's profiling run starts with the audio encoder on the dummy audio the encoder budget admits
// (one 30-second clip per max_source_positions tokens of max_num_batched_tokens, at least one).
void addAudioEncoderPass(const ModelSpec& model, const ResolvedSettings& settings, int tp,
                         const ActivationConstants& constants, ActivationEstimate& activation);

} // namespace kvb
