// Writing scenarios: the JSON that `kvbudget` and the window save, and the config.json a model
// spec round-trips through. Reading lives in scenariofile.cpp.
#include "io/scenariofile.h"

#include "io/hfconfig.h"
#include "io/hfquant.h"

#include <QJsonArray>

namespace kvb {

QJsonObject modelToConfigJson(const ModelSpec& m)
{
    QJsonObject config;
    if (!m.architecture.isEmpty())
        config.insert(QLatin1String("architectures"), QJsonArray{m.architecture});
    if (!m.modelType.isEmpty())
        config.insert(QLatin1String("model_type"), m.modelType);
    config.insert(QLatin1String("hidden_size"), m.hiddenSize);
    config.insert(QLatin1String("num_hidden_layers"), m.numLayers);
    config.insert(QLatin1String("num_attention_heads"), m.numAttentionHeads);
    config.insert(QLatin1String("num_key_value_heads"), m.numKvHeads);
    config.insert(QLatin1String("head_dim"), m.headDim);
    config.insert(QLatin1String("intermediate_size"), m.intermediateSize);
    config.insert(QLatin1String("vocab_size"), m.vocabSize);
    config.insert(QLatin1String("tie_word_embeddings"), m.tieWordEmbeddings);
    config.insert(QLatin1String("max_position_embeddings"), static_cast<double>(m.maxPositionEmbeddings));
    config.insert(QLatin1String("torch_dtype"), dtypeName(m.dtype));
    config.insert(QLatin1String("attention_bias"), m.qkvBias);
    if (m.slidingWindow > 0)
        config.insert(QLatin1String("sliding_window"), m.slidingWindow);
    if (m.partialRotaryFactor != 1.0)
        config.insert(QLatin1String("partial_rotary_factor"), m.partialRotaryFactor);
    const QuantizationConfig& q = m.quantization;
    if (q.isQuantized()) {
        QJsonObject quant;
        switch (q.method) {
        case QuantMethod::Gptq:
        case QuantMethod::Awq:
            quant.insert(QLatin1String("quant_method"), quantMethodName(q.method));
            quant.insert(QLatin1String("bits"), q.bits);
            quant.insert(QLatin1String("group_size"), q.groupSize);
            quant.insert(QLatin1String("desc_act"), q.descAct);
            quant.insert(QLatin1String("sym"), q.symmetric);
            quant.insert(QLatin1String("zero_point"), !q.symmetric);
            quant.insert(QLatin1String("lm_head"), q.lmHeadQuantized);
            break;
        case QuantMethod::Fp8:
            quant.insert(QLatin1String("quant_method"), q.scaleLayout == ScaleLayout::PerChannel
                                                            ? QStringLiteral("fbgemm_fp8")
                                                            : QStringLiteral("fp8"));
            if (q.scaleLayout == ScaleLayout::Block128)
                quant.insert(QLatin1String("weight_block_size"), QJsonArray{128, 128});
            break;
        case QuantMethod::Int8: {
            QJsonObject weights{{QLatin1String("num_bits"), 8},
                                {QLatin1String("type"), QStringLiteral("int")},
                                {QLatin1String("strategy"), QStringLiteral("channel")}};
            quant.insert(QLatin1String("quant_method"), QStringLiteral("compressed-tensors"));
            quant.insert(
                QLatin1String("config_groups"),
                QJsonObject{{QLatin1String("group_0"), QJsonObject{{QLatin1String("weights"), weights}}}});
            quant.insert(QLatin1String("ignore"), QJsonArray{QStringLiteral("lm_head")});
            break;
        }
        case QuantMethod::Mxfp4:
            quant.insert(QLatin1String("quant_method"), QStringLiteral("mxfp4"));
            break;
        case QuantMethod::BitsAndBytes4:
            quant.insert(QLatin1String("quant_method"), QStringLiteral("bitsandbytes"));
            quant.insert(QLatin1String("load_in_4bit"), true);
            quant.insert(QLatin1String("bnb_4bit_use_double_quant"), q.doubleQuant);
            break;
        case QuantMethod::None:
            break;
        }
        config.insert(QLatin1String("quantization_config"), quant);
    }
    return config;
}

namespace {

// The quantization the model's own config.json describes (where the wrapper or its text_config has it).
QuantizationConfig sourceQuantization(const ModelSpec& model)
{
    QJsonObject q = model.sourceConfig.value(QLatin1String("quantization_config")).toObject();
    if (q.isEmpty())
        for (const char* key : {"text_config", "llm_config", "language_config"})
            if (q.isEmpty())
                q = model.sourceConfig.value(QLatin1String(key))
                        .toObject()
                        .value(QLatin1String("quantization_config"))
                        .toObject();
    if (q.isEmpty())
        return QuantizationConfig{};
    QString unsupported;
    QString error;
    const auto parsed = parseQuantization(q, unsupported, error);
    if (!parsed)
        return QuantizationConfig{};
    ModelSpec probe = model;
    probe.quantization = *parsed;
    QStringList ignored;
    applyExclusions(q, probe, ignored);
    return probe.quantization;
}

// The imported config.json with the spec's current values written over it, so architecture fields the
// spec does not echo (experts, MLA, layer types, the vision tower) survive and edits are kept.
QJsonObject configForSaving(const ModelSpec& model)
{
    const QJsonObject current = modelToConfigJson(model);
    if (model.sourceConfig.isEmpty())
        return current;
    QJsonObject merged = model.sourceConfig;
    QString nestedKey;
    for (const char* key : {"text_config", "llm_config", "language_config"})
        if (merged.value(QLatin1String(key)).isObject() && nestedKey.isEmpty())
            nestedKey = QLatin1String(key); // the language model the importer reads (configdefaults.h)
    QJsonObject target = nestedKey.isEmpty() ? merged : merged.value(nestedKey).toObject();
    // The checkpoint's own quantization_config (with its exclusion list) is kept unless it was edited.
    const bool quantizationUnchanged = sourceQuantization(model) == model.quantization;
    for (auto it = current.begin(); it != current.end(); ++it) {
        if (it.key() == u"architectures" || it.key() == u"model_type")
            continue;
        if (it.key() == u"quantization_config" && quantizationUnchanged)
            continue;
        if (it.key() == u"head_dim" && model.mla.active())
            continue; // MLA's head_dim is derived from its own fields
        target.insert(it.key(), it.value());
    }
    if (model.slidingWindow <= 0 && target.contains(QLatin1String("sliding_window")) &&
        model.layerTypes.empty())
        target.insert(QLatin1String("sliding_window"), QJsonValue());
    if (nestedKey.isEmpty())
        return target;
    merged.insert(nestedKey, target);
    return merged;
}

QJsonValue modelJson(const ModelSpec& m, const PresetCatalog& catalog)
{
    const auto preset = catalog.model(m.id);
    if (preset && preset->id == m.id)
        return m.id; // a preset by its id
    QJsonObject model{{QLatin1String("id"), m.id},
                      {QLatin1String("display_name"), m.displayName},
                      {QLatin1String("config"), configForSaving(m)}};
    if (!m.hfRepo.isEmpty())
        model.insert(QLatin1String("hf_repo"), m.hfRepo);
    if (m.parameterCount)
        model.insert(QLatin1String("parameter_count"), static_cast<double>(*m.parameterCount));
    if (m.checkpointBytes)
        model.insert(QLatin1String("checkpoint_bytes"), static_cast<double>(*m.checkpointBytes));
    if (!m.unmodelledFeatures.isEmpty())
        model.insert(QLatin1String("unmodelled_features"), QJsonArray::fromStringList(m.unmodelledFeatures));
    return model;
}

QJsonValue gpuJson(const GpuSpec& gpu, const PresetCatalog& catalog)
{
    const auto preset = catalog.gpu(gpu.id);
    if (preset && preset->totalBytes == gpu.totalBytes)
        return gpu.id;
    return QJsonObject{{QLatin1String("name"), gpu.name},
                       {QLatin1String("memory_bytes"), static_cast<double>(gpu.totalBytes)},
                       {QLatin1String("compute_capability"), gpu.computeCapability}};
}

// The values vLLM would otherwise default are left out, so the file says what was chosen.
QJsonObject servingJson(const ServingConfig& c)
{
    QJsonObject serving;
    auto putIf = [&](const char* key, bool present, const QJsonValue& value) {
        if (present)
            serving.insert(QLatin1String(key), value);
    };
    putIf("gpu_memory_utilization", c.gpuMemoryUtilization.has_value(), c.gpuMemoryUtilization.value_or(0));
    putIf("max_model_len", c.maxModelLen.has_value(), static_cast<double>(c.maxModelLen.value_or(0)));
    putIf("max_num_seqs", c.maxNumSeqs.has_value(), c.maxNumSeqs.value_or(0));
    putIf("max_num_batched_tokens", c.maxNumBatchedTokens.has_value(),
          static_cast<double>(c.maxNumBatchedTokens.value_or(0)));
    putIf("block_size", c.blockSize.has_value(), c.blockSize.value_or(0));
    serving.insert(QLatin1String("kv_cache_dtype"), kvCacheDtypeName(c.kvCacheDtype));
    putIf("dtype", c.dtype.has_value(), c.dtype ? dtypeName(*c.dtype) : QString());
    putIf("quantization", c.quantization.has_value(),
          c.quantization ? quantMethodName(*c.quantization) : QString());
    putIf("runner", c.runner.has_value(), c.runner ? runnerName(*c.runner) : QString());
    serving.insert(QLatin1String("tensor_parallel_size"), c.tensorParallelSize);
    serving.insert(QLatin1String("pipeline_parallel_size"), c.pipelineParallelSize);
    serving.insert(QLatin1String("enforce_eager"), c.enforceEager);
    if (c.flashInferSampler)
        serving.insert(QLatin1String("flashinfer_sampler"), *c.flashInferSampler);
    putIf("mxfp4_backend", c.mxfp4Marlin.has_value(),
          c.mxfp4Marlin.value_or(false) ? QStringLiteral("marlin") : QStringLiteral("triton"));
    serving.insert(QLatin1String("other_gpu_memory_gib"), toGiB(c.otherProcessesBytes));
    putIf("kv_cache_memory_bytes", c.kvCacheMemoryBytes.has_value(),
          static_cast<double>(c.kvCacheMemoryBytes.value_or(0)));
    putIf("disable_hybrid_kv_cache_manager", c.disableHybridKvCacheManager, true);
    putIf("enable_expert_parallel", c.enableExpertParallel, true);
    putIf("enable_chunked_prefill", c.enableChunkedPrefill.has_value(),
          c.enableChunkedPrefill.value_or(false));
    putIf("data_parallel_size", c.dataParallelSize > 1, c.dataParallelSize);
    putIf("limit_images_per_prompt", c.limitImagesPerPrompt.has_value(), c.limitImagesPerPrompt.value_or(0));
    putIf("video_limit_open", c.videoLimitOpen, true);
    putIf("max_image_pixels", c.maxImagePixels.has_value(),
          static_cast<double>(c.maxImagePixels.value_or(0)));
    putIf("vllm_engine", c.engine.has_value(),
          c.engine == EngineKind::V0 ? QStringLiteral("v0") : QStringLiteral("v1"));
    return serving;
}

QJsonObject overridesJson(const OverheadOverrides& o)
{
    QJsonObject overrides;
    auto put = [&](const char* key, const std::optional<Bytes>& value) {
        if (value)
            overrides.insert(QLatin1String(key), toGiB(*value));
    };
    put("overhead_gib", o.total);
    put("non_torch_gib", o.nonTorch);
    put("activation_gib", o.activation);
    put("cuda_graph_gib", o.cudaGraph);
    put("weights_gib", o.weights);
    if (o.calibrated && !overrides.isEmpty())
        overrides.insert(QLatin1String("calibrated"), true);
    return overrides;
}

} // namespace

QJsonObject scenarioToJson(const Scenario& s, const PresetCatalog& catalog)
{
    QJsonObject json;
    json.insert(QLatin1String("kvbudget_scenario"), 1);
    if (!s.name.isEmpty())
        json.insert(QLatin1String("name"), s.name);
    if (!s.description.isEmpty())
        json.insert(QLatin1String("description"), s.description);
    json.insert(QLatin1String("model"), modelJson(s.model, catalog));
    json.insert(QLatin1String("gpu"), gpuJson(s.gpu, catalog));
    json.insert(QLatin1String("gpu_count"), s.gpu.count);
    json.insert(QLatin1String("vllm_version"), s.serving.vllmVersion.toString());
    json.insert(QLatin1String("serving"), servingJson(s.serving));
    if (const QJsonObject overrides = overridesJson(s.serving.overrides); !overrides.isEmpty())
        json.insert(QLatin1String("overrides"), overrides);
    json.insert(
        QLatin1String("workload"),
        QJsonObject{{QLatin1String("request_tokens"), static_cast<double>(s.workload.requestTokens)},
                    {QLatin1String("request_tokens_p95"), static_cast<double>(s.workload.requestTokensP95)},
                    {QLatin1String("safety_margin"), s.workload.safetyMargin}});
    if (s.accounting == AccountingMode::Simple)
        json.insert(QLatin1String("accounting"),
                    QJsonObject{{QLatin1String("mode"), QStringLiteral("simple")},
                                {QLatin1String("headroom_gib"), toGiB(s.handBudget.headroomBytes)},
                                {QLatin1String("headroom_percent"), s.handBudget.headroomFraction * 100.0}});
    return json;
}

} // namespace kvb
