#pragma once

// The real Hub config.json files of tests/data/configs that tst_realconfigs imports, each with the
// KV bytes per token and the per-request state worked out by hand beside it.

#include <QtGlobal>

#include <tuple>

namespace kvb::realconfigs {

// Each real config with its KV bytes per token (TP 1, the checkpoint's KV dtype) and one request's
// state in one state-space layer.
// KV: 2 (K and V) x KV-holding layers x KV heads x head_dim x bytes. State-space layers: conv
// state (conv_kernel - 1) x conv channels plus the SSM state, 2 bytes each (bf16).
// clang-format off
inline constexpr std::tuple<const char*, qint64, qint64> kRealConfigRows[] = {
    // 62 layers x 16 KV heads x head_dim 128 (text_config; vocab 262208 from Gemma3TextConfig)
    {"google__gemma-3-27b-it.config.json", 2LL * 62 * 16 * 128 * 2, 0},
    // 26 layers x 1 KV head x 256
    {"google__gemma-3-1b-it.config.json", 2LL * 26 * 1 * 256 * 2, 0},
    // 42 layers x 8 x 256
    {"google__gemma-2-9b-it.config.json", 2LL * 42 * 8 * 256 * 2, 0},
    // 49 attention blocks (31 are no_op) x 64 / n_heads_in_group 8 = 8 KV heads x 128
    {"nvidia__Llama-3_3-Nemotron-Super-49B-v1.config.json", 2LL * 49 * 8 * 128 * 2, 0},
    // 10 '*' layers in hybrid_override_pattern x 8 x attention_head_dim 128; Mamba2 layers:
    // conv 3 x (256 heads x 64 + 2 x 8 groups x 256) + SSM 256 x 64 x 256
    {"nvidia__Nemotron-H-56B-Base-8K.config.json", 2LL * 10 * 8 * 128 * 2,
     (3LL * (256 * 64 + 2 * 8 * 256) + 256LL * 64 * 256) * 2},
    // no attention; conv 3 x 5120 + SSM 5120 x 16 (float32 checkpoint, served in 16 bits)
    {"state-spaces__mamba-2.8b-hf.config.json", 0, (3LL * 5120 + 5120LL * 16) * 2},
    // Mamba2: conv 3 x (128 x 64 + 2 x 8 x 128) + SSM 128 x 64 x 128
    {"mistralai__Mamba-Codestral-7B-v0.1.config.json", 0, (3LL * (128 * 64 + 2 * 8 * 128) + 128LL * 64 * 128) * 2},
    // conv 3 x 8192 + SSM 8192 x 16
    {"tiiuae__falcon-mamba-7b.config.json", 0, (3LL * 8192 + 8192LL * 16) * 2},
    // 40 layers (8 of them cross-attention, counted in num_hidden_layers) x 8 x 128
    {"meta-llama__Llama-3.2-11B-Vision.config.json", 2LL * 40 * 8 * 128 * 2, 0},
    // 48 layers x 8 x 128; chunked-attention layers keep full KV in vLLM by default
    {"meta-llama__Llama-4-Scout-17B-16E-Instruct.config.partial.json", 2LL * 48 * 8 * 128 * 2, 0},
    {"meta-llama__Llama-4-Maverick-17B-128E-Instruct.config.partial.json", 2LL * 48 * 8 * 128 * 2, 0},
    // 48 / full_attention_interval 4 = 12 attention layers x 2 x 256; gated delta-net layers:
    // conv 3 x (2 x 16 x 128 + 32 x 128) + state 32 x 128 x 128
    {"Qwen__Qwen3-Next-80B-A3B-Instruct.config.partial.json", 2LL * 12 * 2 * 256 * 2,
     (3LL * (2 * 16 * 128 + 32 * 128) + 32LL * 128 * 128) * 2},
    // 94 layers x 4 x 128 (fp8 weights, bf16 KV)
    {"Qwen__Qwen3-235B-A22B-FP8.config.json", 2LL * 94 * 4 * 128 * 2, 0},
    // 48 layers x 4 x 128
    {"Qwen__Qwen3-30B-A3B-FP8.config.json", 2LL * 48 * 4 * 128 * 2, 0},
    // 36 layers x 8 x 64
    {"openai__gpt-oss-120b.config.json", 2LL * 36 * 8 * 64 * 2, 0},
    // ModelOpt kv_cache_quant_algo FP8: 80 layers x 8 x 128 x 1 byte
    {"nvidia__Llama-3.1-70B-Instruct-FP8", 2LL * 80 * 8 * 128 * 1, 0},
    // 64 layers x 8 x 128 x 1 byte (kv_cache_scheme FP8 in config.json)
    {"modelopt__Qwen3-32B-FP8-Static-PerTensor", 2LL * 64 * 8 * 128 * 1, 0},
    // plain-MLP and parallel-block families (gpt_neox, falcon, starcoder2, gpt2, gptj) and Cohere
    // 32 layers x 32 KV heads x 80
    {"databricks__dolly-v2-3b.config.json", 2LL * 32 * 32 * 80 * 2, 0},
    // 32 layers x 1 KV head (multi_query) x 64
    {"tiiuae__falcon-7b.config.json", 2LL * 32 * 1 * 64 * 2, 0},
    // 30 layers x 2 x 128
    {"bigcode__starcoder2-3b.config.json", 2LL * 30 * 2 * 128 * 2, 0},
    // 12 layers x 12 x 64 (float32 checkpoint, served in 16 bits)
    {"openai-community__gpt2.config.json", 2LL * 12 * 12 * 64 * 2, 0},
    // 28 layers x 16 x 256
    {"EleutherAI__gpt-j-6b.config.json", 2LL * 28 * 16 * 256 * 2, 0},
    // 32 layers x 8 x 128
    {"CohereForAI__aya-23-8B.config.json", 2LL * 32 * 8 * 128 * 2, 0},
    // 40 layers x attn_config.kv_n_heads 8 x 6144 / 48 heads
    {"databricks__dbrx-instruct.config.json", 2LL * 40 * 8 * 128 * 2, 0},
    // the fifth audit (class defaults and layouts from transformers and vLLM, docs/config-import.md)
    // 16 layers x 16 KV heads (num_key_value_heads = heads) x 2048 / 16 = 128; every layer MoE
    {"allenai__OLMoE-1B-7B-0924.config.json", 2LL * 16 * 16 * 128 * 2, 0},
    // 36 layers (all full_attention; NoPE layers keep KV) x 4 x 128
    {"HuggingFaceTB__SmolLM3-3B.config.json", 2LL * 36 * 4 * 128 * 2, 0},
    // 24 layers x 8 x 1024 / 16 = 64
    {"ibm-granite__granite-3.1-1b-a400m-instruct.config.json", 2LL * 24 * 8 * 64 * 2, 0},
    // num_layers 40 x multi_query_group_num 2 (multi_query_attention) x 4096 / 32 = 128
    {"THUDM__glm-4-9b-chat.config.json", 2LL * 40 * 2 * 128 * 2, 0},
    // 40 layers x 2 x head_dim 128 (same model, HF GlmForCausalLM layout)
    {"THUDM__glm-4-9b-chat-hf.config.json", 2LL * 40 * 2 * 128 * 2, 0},
    // 32 layers x 32 KV heads x 2560 / 32 = 80
    {"stabilityai__stablelm-3b-4e1t.config.json", 2LL * 32 * 32 * 80 * 2, 0},
    // 46 layers (MTP layer not built) x 8 x head_dim 128
    {"zai-org__GLM-4.5-Air.config.json", 2LL * 46 * 8 * 128 * 2, 0},
    // text_config: 40 layers x 8 x head_dim 128 (sliding_window null)
    {"mistralai__Mistral-Small-3.1-24B-Instruct-2503.config.json", 2LL * 40 * 8 * 128 * 2, 0},
    // 32 layers x 8 x 3072 / 24 = 128 (sliding_window unused without layer_types)
    {"microsoft__Phi-4-mini-instruct.config.json", 2LL * 32 * 8 * 128 * 2, 0},
    // 32 layers x 32 KV heads (no num_key_value_heads) x 4096 / 32 = 128
    {"baichuan-inc__Baichuan2-7B.config.json", 2LL * 32 * 32 * 128 * 2, 0},
    // text_config: 32 layers x 32 KV heads x 128; the CLIP tower keeps no KV
    {"llava-hf__llava-1.5-7b-hf.config.json", 2LL * 32 * 32 * 128 * 2, 0},
    // LLaVA-NeXT, the same text model: 32 layers x 32 x 128
    {"llava-hf__llava-v1.6-vicuna-7b-hf.config.json", 2LL * 32 * 32 * 128 * 2, 0},
    // the sixth audit: Granite, InternLM 2.5, Ling (bailing_moe), MiniCPM, Hunyuan dense
    // 40 layers x 8 x 4096 / 32
    {"ibm-granite__granite-3.3-8b-instruct.config.json", 2LL * 40 * 8 * 128 * 2, 0},
    // 32 layers x 8 x 4096 / 32
    {"internlm__internlm2_5-7b-chat.config.json", 2LL * 32 * 8 * 128 * 2, 0},
    // 28 layers x 4 x 2048 / 16
    {"inclusionAI__Ling-lite-1.5.config.json", 2LL * 28 * 4 * 128 * 2, 0},
    // 40 layers x 36 x 2304 / 36
    {"openbmb__MiniCPM-2B-sft-bf16.config.json", 2LL * 40 * 36 * 64 * 2, 0},
    // 32 layers x 8 x head_dim 128 (use_cla false)
    {"tencent__Hy-MT2-7B.config.json", 2LL * 32 * 8 * 128 * 2, 0},
    // OLMo 2: 40 layers x 40 x 128 and 32 layers x 32 x 128
    {"allenai__OLMo-2-1124-13B.config.json", 2LL * 40 * 40 * 128 * 2, 0},
    {"allenai__OLMo-2-1124-7B-Instruct.config.json", 2LL * 32 * 32 * 128 * 2, 0},
    // text_config: 28 layers x 8 KV heads x 128
    {"Qwen__Qwen3-VL-2B-Instruct.config.json", 2LL * 28 * 8 * 128 * 2, 0},
    // InternVL (llm_config): InternLM2-1.8B, 24 layers x 8 KV heads x 2048 / 16; Qwen3-8B, 36 x 8 x 128
    {"OpenGVLab__InternVL2-2B.config.json", 2LL * 24 * 8 * 128 * 2, 0},
    {"OpenGVLab__InternVL3_5-8B.config.json", 2LL * 36 * 8 * 128 * 2, 0},
};
// clang-format on

} // namespace kvb::realconfigs
