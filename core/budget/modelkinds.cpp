#include "budget/modelkinds.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <optional>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::ModelKinds)
};

// The architecture suffixes vLLM serves with the pooling runner (config/model.py _SUFFIX_TO_DEFAULTS),
// plus bare *Model classes, which its registry maps to embedding models (BertModel, XLMRobertaModel).
bool poolingArchitecture(const QString& architecture)
{
    for (const char* suffix :
         {"ForTextEncoding", "EmbeddingModel", "ForSequenceClassification", "ForTokenClassification",
          "ClassificationModel", "ForRewardModeling", "RewardModel"})
        if (architecture.endsWith(QLatin1String(suffix)))
            return true;
    // vLLM asks its registry before the suffix rules (ModelConfig._get_default_runner_type): two
    // text-generation classes end in a bare "Model" (registry.py _TEXT_GENERATION_MODELS).
    if (architecture == u"ChatGLMModel" || architecture == u"AquilaModel")
        return false;
    return architecture.endsWith(QLatin1String("Model")) &&
           !architecture.endsWith(QLatin1String("LMHeadModel")) &&
           !architecture.endsWith(QLatin1String("ChatModel"));
}

} // namespace

bool runsPooling(const ModelSpec& model, const ServingConfig& serving)
{
    if (serving.runner)
        return *serving.runner == Runner::Pooling;
    return model.encoder.encoderOnly() || poolingArchitecture(model.architecture);
}

namespace {

// This release gives the model a video modality, whose item V1's profiling run may take.
bool takesVideo(const VisionSpec& v, const VllmVersion& version)
{
    return v.active() &&
           (v.videoModality || v.deepstackMergers > 0 || (v.videoFrom && version >= *v.videoFrom));
}

// Images closed and video left at vLLM's default (a pasted `{"image": 0}`).
bool onlyImagesClosed(const ServingConfig& serving)
{
    return serving.limitImagesPerPrompt == 0 && serving.videoLimitOpen;
}

} // namespace

bool textOnlyClosesVideo(const Scenario& scenario)
{
    const VisionSpec& v = scenario.model.vision;
    return scenario.serving.limitImagesPerPrompt == 0 && !scenario.serving.videoLimitOpen &&
           (takesVideo(v, scenario.serving.vllmVersion) || (v.active() && v.towerServesVideo));
}

bool skipsVisionTower(const ModelSpec& model, const ServingConfig& serving)
{
    const VisionSpec& v = model.vision;
    if (onlyImagesClosed(serving) && v.towerServesVideo)
        return false; // vLLM builds the tower while video is open
    return v.active() && serving.limitImagesPerPrompt == 0 && v.towerSkippedFrom &&
           serving.vllmVersion >= *v.towerSkippedFrom;
}

bool hasNoKvCache(const ModelSpec& model)
{
    return model.encoder.encoderOnly();
}

namespace {

// vLLM kept state-space layers' state in V0 in a separate cache of max_num_seqs slots; kvbudget models
// V1's, where the hybrid manager pages it beside the KV cache. V1 ran them with VLLM_USE_V1=1 from 0.10.0
// (#20840, 2025-07-15) and by default from 0.10.2 (#23650, 2025-08-27).
QString stateSpaceSupportProblem(const ModelSpec& model, const ServingConfig& serving, const QString& name)
{
    // Granite 4.0 Micro reads a Mamba mixer but has no Mamba layer.
    if (!model.mamba.active() || model.countLayers(LayerType::Mamba) == 0)
        return {};
    const VllmVersion& version = serving.vllmVersion;
    const bool v1Chosen = serving.engine == EngineKind::V1;
    if (serving.engine == EngineKind::V0 || version < VllmVersion{0, 10, 0} ||
        (version < VllmVersion{0, 10, 2} && !v1Chosen))
        return Text::tr("%1 has state-space layers (Mamba, linear attention or short convolutions): kvbudget "
                        "models them on vLLM's V1 engine, their default from 0.10.2 (0.10.0 and 0.10.1 with "
                        "VLLM_USE_V1=1); vLLM %2 keeps their state in V0's separate cache")
            .arg(name, version.toString());
    return {};
}

} // namespace

QString modelKindSupportProblem(const ModelSpec& model, const ServingConfig& serving)
{
    const bool crossAttendsToImages = !model.crossAttentionLayers.empty();
    const QString name = model.displayName.isEmpty() ? model.architecture : model.displayName;
    if (QString problem = stateSpaceSupportProblem(model, serving, name); !problem.isEmpty())
        return problem;
    if (onlyImagesClosed(serving) && takesVideo(model.vision, serving.vllmVersion))
        return Text::tr("%1: --limit-mm-per-prompt closes images but not video, so vLLM still profiles a "
                        "video item, which kvbudget does not model; for text only add \"video\": 0")
            .arg(name);
    // Qwen3-VL's V1 profiling run encodes one video item of the maximum feature size (the encoder cache
    // log line: "profiled with 1 video items") and keeps its deepstack features beside the merger's:
    // not the image term kvbudget models. Text only, vLLM profiles no encoder at all.
    if (model.vision.deepstackMergers > 0 && serving.limitImagesPerPrompt.value_or(1) != 0)
        return Text::tr("%1: kvbudget does not model Qwen3-VL's profiling run (one video item of the maximum "
                        "feature size, with its deepstack features); it plans the model text only, with "
                        "--limit-mm-per-prompt '{\"image\": 0, \"video\": 0}'")
            .arg(name);
    // InternVL takes videos from the release whose processor has a video token for its language model
    // (VisionSpec::videoFrom), and vLLM's profiling then takes a video of one-tile frames filling
    // max_model_len: V1 profiles the modality with the most tokens per item, V0's dummy data carries
    // every modality up to its limit. Not the image term kvbudget models.
    const std::optional<VllmVersion>& videoFrom = model.vision.videoFrom;
    if (videoFrom && serving.vllmVersion >= *videoFrom && serving.limitImagesPerPrompt.value_or(1) != 0)
        return Text::tr("%1: kvbudget does not model the video item vLLM %2 profiles for this model (its "
                        "frames through the vision tower); it plans the model text only, with "
                        "--limit-mm-per-prompt '{\"image\": 0, \"video\": 0}', or on vLLM before %3")
            .arg(name, serving.vllmVersion.toString(), videoFrom->toString());
    if (!model.encoder.active() && !crossAttendsToImages)
        return {};
    // vLLM ran Llama 3.2 Vision on V0 only (SupportsV0Only in models/mllama.py; V1 falls back to V0 for
    // it, and it left with V0 after 0.10.2, registry.py's _PREVIOUSLY_SUPPORTED_MODELS). V0's
    // EncoderDecoderModelRunner.profile_run gives each of max_num_seqs dummy sequences its own full-size
    // image and encodes them all in one pass (vLLM #8879, #9163), which is not the decoder-only vision
    // term kvbudget models: PR #12126's H100 log at 128 sequences spends 36.63 GiB where that term
    // gives 6.75. So there is no engine on which kvbudget could plan it faithfully.
    if (crossAttendsToImages)
        return Text::tr("%1 cross-attends to images: vLLM ran it on its V0 engine only (up to 0.10.2), whose "
                        "profiling run encodes an image for each of max_num_seqs dummy sequences at once "
                        "(tens of GiB at the default max_num_seqs); kvbudget does not model that run")
            .arg(name);
    const AccountingRules rules = accountingRulesFor(serving.vllmVersion, serving.engine);
    // V1 served encoder-only models from #21270 (2025-07-26, in 0.10.1) and encoder-decoder models from
    // #23664 (2025-08-26, in 0.10.2); earlier releases ran them on V0, which kvbudget does not model
    // for these architectures.
    const bool encoderOnly = model.encoder.encoderOnly();
    const VllmVersion first = encoderOnly ? VllmVersion{0, 10, 1} : VllmVersion{0, 10, 2};
    if (rules.isV0() || serving.vllmVersion < first)
        return Text::tr("%1 is an %2 model: kvbudget models it on vLLM's V1 engine from %3, where vLLM %4 "
                        "(%5) does not run it")
            .arg(name, encoderOnly ? Text::tr("encoder-only") : Text::tr("encoder-decoder"), first.toString(),
                 serving.vllmVersion.toString(), engineName(rules.engine));
    if (serving.pipelineParallelSize > 1)
        return Text::tr("%1: kvbudget models %2 models without pipeline parallelism")
            .arg(name, encoderOnly ? Text::tr("encoder-only") : Text::tr("encoder-decoder"));
    if (encoderOnly && serving.runner == Runner::Generate)
        return Text::tr("%1 is an encoder-only model: vLLM serves it with --runner pooling only").arg(name);
    if (model.encoder.encoderDecoder() && serving.runner == Runner::Pooling)
        return Text::tr("%1 transcribes: vLLM serves it with --runner generate").arg(name);
    return {};
}

void adjustSettingsForModelKind(const Scenario& s, ResolvedSettings& rs)
{
    const bool pooling = runsPooling(s.model, s.serving);
    rs.pooling = pooling;
    rs.visionTowerSkipped = skipsVisionTower(s.model, s.serving);
    const std::optional<VllmVersion>& fp32From = s.model.moe.routerFp32From;
    rs.routerFp32 = fp32From && s.serving.vllmVersion >= *fp32From;
    if (pooling && !s.serving.dtype && s.model.dtype == DType::Float32)
        rs.modelDtype = DType::Float16; // pooling models prefer float16 for float32 checkpoints
    if (pooling && s.serving.kvCacheDtype == KvCacheDtype::Auto)
        rs.kvDtype = rs.modelDtype;
    if (s.model.encoder.encoderDecoder())
        rs.chunkedPrefill = false; // "Encoder-decoder models do not support chunked prefill"
}

AccountingRules graphRulesFor(const AccountingRules& rules, const ModelSpec& model,
                              const ResolvedSettings& settings)
{
    AccountingRules adjusted = rules;
    if (model.encoder.encoderDecoder() || settings.pooling)
        adjusted.graphModes = std::min(1, rules.graphModes);
    adjusted.graphsFullOnly = model.encoder.encoderDecoder() && !settings.pooling && !rules.isV0();
    return adjusted;
}

WeightBreakdown encoderModelWeights(const ModelSpec& model, const ResolvedSettings& settings, int tp)
{
    const EncoderModelParameters p = encoderModelParameters(model, tp, true);
    const Bytes b = bytesPerElement(settings.modelDtype);
    WeightBreakdown w;
    w.embedding = (p.embeddings + p.audioFrontEnd) * b;
    w.attention = p.attention * b;
    w.mlp = p.mlp * b;
    w.norms = p.norms * b;
    w.lmHead = p.classifier * 4; // head_dtype: pooling heads run in float32
    w.parameters = p.total();
    return w;
}

KvPerToken encoderModelKvLayout(const AccountingRules& rules, const ModelSpec& model,
                                const ResolvedSettings& settings, int tp)
{
    KvPerToken kv;
    kv.blockSize = settings.blockSize;
    kv.bytesPerElement = bytesPerElement(settings.kvDtype);
    if (!model.encoder.encoderDecoder())
        return kv; // attention-free as far as the cache is concerned
    kv.kvHeadsPerRank = std::max(1, model.numAttentionHeads / tp);
    kv.headDim = model.headDim;
    kv.kvFactor = 2;
    kv.fullLayers = model.numLayers; // decoder self-attention
    kv.layers = kv.fullLayers;
    const Bytes perToken = Bytes{kv.kvFactor} * kv.kvHeadsPerRank * kv.headDim * kv.bytesPerElement;
    kv.bytesPerToken = perToken * kv.layers;
    kv.pageBytesPerLayer = perToken * kv.blockSize;
    // One cross-attention layer per decoder layer, with the same page: two groups of equal size.
    kv.groupSize = model.numLayers;
    kv.fullGroups = 1;
    kv.crossGroups = 1;
    kv.crossTokens = rules.at(11) ? settings.maxNumBatchedTokens : model.encoder.maxSourcePositions;
    kv.hybridManager = true;
    kv.bytesPerBlock = kv.pageBytesPerLayer * kv.groupSize;
    return kv;
}

void addAudioEncoderPass(const ModelSpec& model, const ResolvedSettings& settings, int tp,
                         const ActivationConstants& k, ActivationEstimate& a)
{
    const EncoderSpec& e = model.encoder;
    if (!e.encoderDecoder() || e.maxSourcePositions <= 0)
        return;
    const int b = bytesPerElement(settings.modelDtype);
    a.encoderImages = std::max<std::int64_t>(1, settings.maxNumBatchedTokens / e.maxSourcePositions);
    a.encoderPatchesPerImage = e.maxSourcePositions;
    // The same transformer-encoder layer as a vision tower's: q/k/v, attention output, residual and
    // norm (6 h) and the MLP (3 x its width), per position (profilerun.cpp's encoder term).
    a.encoderBytesPerPatch = static_cast<Bytes>(std::llround(
        k.encoderFactor *
        static_cast<double>(6 * std::int64_t{model.hiddenSize} + 3 * std::int64_t{e.encoderFfn} / tp) * b));
    a.encoderPeak = a.encoderImages * a.encoderPatchesPerImage * a.encoderBytesPerPatch;
    // V1 keeps the encoder's output through the decoder pass.
    a.encoderResidentBytes = a.encoderImages * e.maxSourcePositions * model.hiddenSize * b;
    a.peak = std::max(a.peak + a.encoderResidentBytes, a.encoderPeak);
    a.alternativePeak = std::max(a.alternativePeak + a.encoderResidentBytes, a.encoderPeak);
}

} // namespace kvb
