#include "vllm/flagtable.h"

#include "base/limits.h"
#include "io/hfconfig.h"
#include "io/scenariofile.h"
#include "vllm/servingflags.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::PlanFlags)
};

using Apply = std::optional<Error> (*)(const FlagValue&, FlagContext&);
using std::nullopt;

Error badValue(const FlagValue& v, const QString& expected)
{
    return invalidInput(Text::tr("%1 %2: expected %3").arg(v.spelled, v.text, expected));
}

int asInt(const FlagValue& v)
{
    return static_cast<int>(v.number);
}

std::optional<Error> applyScenario(const FlagValue& v, FlagContext& c)
{
    QStringList warnings;
    auto base = resolveScenario(v.text, c.catalog, &warnings);
    if (!base)
        return base.error();
    c.scenario = base.value();
    c.notes << warnings;
    return nullopt;
}

std::optional<Error> applyModel(const FlagValue& v, FlagContext& c)
{
    if (auto preset = c.catalog.model(v.text)) {
        c.scenario.model = *preset;
    } else if (QFileInfo::exists(v.text)) {
        auto imported = importModelConfig(v.text);
        if (!imported)
            return imported.error();
        c.scenario.model = imported->model;
        c.notes << imported->warnings;
    } else {
        return notFound(Text::tr("Unknown model \"%1\": not a preset id or Hugging Face repo (see kvbudget "
                                 "list models), and no such config.json or folder")
                            .arg(v.text));
    }
    c.scenario.name.clear();
    return nullopt;
}

std::optional<Error> applyGpu(const FlagValue& v, FlagContext& c)
{
    auto gpu = c.catalog.gpu(v.text);
    if (!gpu)
        return notFound(
            Text::tr("Unknown GPU \"%1\" (see kvbudget list gpus, or give --gpu-memory-gib)").arg(v.text));
    const int count = c.scenario.gpu.count;
    c.scenario.gpu = *gpu;
    c.scenario.gpu.count = count;
    c.scenario.name.clear();
    return nullopt;
}

std::optional<Error> applyGpuMemory(const FlagValue& v, FlagContext& c)
{
    c.scenario.gpu.id = QStringLiteral("custom");
    c.scenario.gpu.name = Text::tr("GPU with %1 GiB").arg(v.number);
    c.scenario.gpu.totalBytes = fromGiB(v.number);
    c.scenario.name.clear();
    return nullopt;
}

std::optional<Error> applyVersion(const FlagValue& v, FlagContext& c)
{
    const auto version = VllmVersion::parse(v.text);
    if (!version)
        return badValue(v, Text::tr("a vLLM version such as 0.21 or 0.10.1"));
    c.scenario.serving.vllmVersion = *version;
    if (*version > newestModelledVersion())
        c.notes << Text::tr("vLLM %1 is newer than the newest release kvbudget models (%2); the plan uses "
                            "%2's rules")
                       .arg(version->toString(), newestModelledVersion().toString());
    return nullopt;
}

std::optional<Error> applyMaxModelLen(const FlagValue& v, FlagContext& c)
{
    if (v.text == u"auto" || v.text == u"-1") {
        c.notes << Text::tr("--max-model-len auto: vLLM fits the context to the memory; the plan uses the "
                            "model's maximum and reports the estimate");
        c.scenario.serving.maxModelLen.reset();
        return nullopt;
    }
    const auto n = parseTokenCount(v.text);
    if (!n)
        return badValue(v, Text::tr("a token count such as 32768 or 32K"));
    c.scenario.serving.maxModelLen = *n;
    return nullopt;
}

std::optional<Error> applyKvCacheDtype(const FlagValue& v, FlagContext& c)
{
    const auto dtype = parseKvCacheDtype(v.text);
    if (!dtype)
        return badValue(v, QStringLiteral("auto, bfloat16, float16, fp8, fp8_e4m3 or fp8_e5m2"));
    c.scenario.serving.kvCacheDtype = *dtype;
    return nullopt;
}

std::optional<Error> applyDtype(const FlagValue& v, FlagContext& c)
{
    if (v.text == u"auto") {
        c.scenario.serving.dtype.reset();
        return nullopt;
    }
    const auto dtype = parseDType(v.text);
    if (!dtype)
        return badValue(v, QStringLiteral("auto, bfloat16, float16 or float32"));
    c.scenario.serving.dtype = *dtype;
    return nullopt;
}

std::optional<Error> applyRunner(const FlagValue& v, FlagContext& c)
{
    if (v.text == u"auto") {
        c.scenario.serving.runner.reset();
        return nullopt;
    }
    const auto runner = parseRunner(v.text);
    if (!runner)
        return badValue(v, QStringLiteral("auto, generate or pooling"));
    c.scenario.serving.runner = *runner;
    return nullopt;
}

std::optional<Error> applyQuantization(const FlagValue& v, FlagContext& c)
{
    const auto method = parseQuantMethod(v.text);
    if (!method)
        return badValue(v, QStringLiteral("none, fp8, int8, awq or gptq"));
    c.scenario.serving.quantization = *method;
    return nullopt;
}

std::optional<Error> applyEngine(const FlagValue& v, FlagContext& c)
{
    const QString engine = v.text.toLower();
    if (engine == u"v0")
        c.scenario.serving.engine = EngineKind::V0;
    else if (engine == u"v1")
        c.scenario.serving.engine = EngineKind::V1;
    else
        return badValue(v, QStringLiteral("v0 or v1"));
    return nullopt;
}

std::optional<Error> applyImageLimit(const FlagValue& v, FlagContext& c)
{
    const auto limit = parseImageLimit(v.text);
    if (!limit)
        return badValue(v, QStringLiteral("{\"image\": N} or image=N"));
    c.scenario.serving.limitImagesPerPrompt =
        *limit == kImageLimitUnstated ? std::nullopt : std::optional<int>(*limit); // unstated: vLLM's default
    c.scenario.serving.videoLimitOpen = *limit == 0 && !closesVideo(v.text);
    return nullopt;
}

std::optional<Error> applyProcessorKwargs(const FlagValue& v, FlagContext& c)
{
    if (const auto pixels = parseMaxPixels(v.text))
        c.scenario.serving.maxImagePixels = *pixels;
    else if (!isJsonObject(v.text))
        return badValue(v, Text::tr("a JSON object"));
    else if (QJsonDocument::fromJson(v.text.toUtf8()).object().contains(QLatin1String("max_pixels")))
        return badValue(v, Text::tr("max_pixels a whole number from 1 to %1").arg(limits::kMaxImagePixels));
    return nullopt;
}

std::optional<Error> applyAccounting(const FlagValue& v, FlagContext& c)
{
    if (v.text == u"simple")
        c.scenario.accounting = AccountingMode::Simple;
    else if (v.text == u"vllm")
        c.scenario.accounting = AccountingMode::Vllm;
    else
        return badValue(v, QStringLiteral("vllm or simple"));
    return nullopt;
}

// Each override or size in GiB, to the field it fills.
template <std::optional<Bytes> OverheadOverrides::*Field>
std::optional<Error> applyOverride(const FlagValue& v, FlagContext& c)
{
    c.scenario.serving.overrides.*Field = fromGiB(v.number);
    return nullopt;
}

// A flag that only sets a field: the table stays one entry per flag.
#define KVB_SETS(statement)                                                                                  \
    [](const FlagValue& v, FlagContext& c) -> std::optional<Error> {                                         \
        statement;                                                                                           \
        return nullopt;                                                                                      \
    }

constexpr FlagRange kAny{-1e300, 1e300, false, false, false};
constexpr FlagRange kFlagInteger{-limits::kMaxFlagInteger, limits::kMaxFlagInteger};
constexpr FlagRange kGiB{-limits::kMaxOverrideGiB, limits::kMaxOverrideGiB};
constexpr FlagRange kTokens{-kMaxTokenCount, kMaxTokenCount};

// clang-format off
const FlagSpec kFlags[] = {
    {"scenario", nullptr, FlagGroup::Scenario, false, FlagKind::Text, kAny, "NAME|FILE", nullptr,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "start from a built-in scenario (kvbudget list scenarios) or a scenario file"),
     applyScenario, 0},
    {"model", nullptr, FlagGroup::Scenario, true, FlagKind::Text, kAny, "ID|PATH", nullptr,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "a preset id or Hugging Face repo, or a config.json / model folder to import"),
     applyModel, 1},
    {"gpu", nullptr, FlagGroup::Scenario, false, FlagKind::Text, kAny, "ID", nullptr,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "a GPU preset (kvbudget list gpus)"), applyGpu, 1},
    {"gpu-memory-gib", nullptr, FlagGroup::Scenario, false, FlagKind::Number,
     {0, toGiB(limits::kMaxGpuMemory), true}, "X",
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "the CUDA-visible memory per GPU in GiB, e.g. 79.2"),
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "the CUDA-visible memory per GPU in GiB (for cards not in the presets)"),
     applyGpuMemory},
    {"gpu-count", nullptr, FlagGroup::Scenario, false, FlagKind::Integer, {1, limits::kMaxGpuCount}, "N",
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "a GPU count of at least 1"),
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "GPUs available (default: tensor x pipeline parallel size)"),
     KVB_SETS(c.scenario.gpu.count = asInt(v); c.gpuCountGiven = true)},
    {"vllm-version", nullptr, FlagGroup::Scenario, false, FlagKind::Text, kAny, "X.Y[.Z]", nullptr,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "vLLM version whose accounting to follow (default: newest modelled)"),
     applyVersion},
    {"vllm-engine", nullptr, FlagGroup::Scenario, false, FlagKind::Text, kAny, "v0|v1", nullptr,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "force the engine where a version had both (VLLM_USE_V1)"),
     applyEngine},
    {"gpu-memory-utilization", nullptr, FlagGroup::Serving, true, FlagKind::Number, kAny, "F",
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "a fraction such as 0.9"),
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "share of the whole GPU vLLM may use, 0 < F <= 1 (default 0.92 from vLLM 0.21, 0.90 before)"),
     KVB_SETS(c.scenario.serving.gpuMemoryUtilization = v.number)},
    {"max-model-len", nullptr, FlagGroup::Serving, true, FlagKind::Text, kAny, "N", nullptr,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "context per request; 32k = 32,000 and 32K = 32,768 as in vLLM; auto: the model's own"),
     applyMaxModelLen},
    {"kv-cache-dtype", nullptr, FlagGroup::Serving, true, FlagKind::Text, kAny, "D", nullptr,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "KV storage: auto, bfloat16, float16, fp8, fp8_e4m3 or fp8_e5m2 (every fp8 is one byte)"), applyKvCacheDtype},
    {"dtype", nullptr, FlagGroup::Serving, true, FlagKind::Text, kAny, "D", nullptr,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "weights: auto, bfloat16, float16 or float32 (auto downcasts float32 checkpoints)"), applyDtype},
    {"runner", nullptr, FlagGroup::Serving, true, FlagKind::Text, kAny, "R", nullptr,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "auto, generate or pooling: pooling runs embedding models and rerankers (no sampler, no lm_head)"),
     applyRunner},
    {"quantization", "q", FlagGroup::Serving, true, FlagKind::Text, kAny, "Q", nullptr,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "what-if for an unquantized checkpoint: none, fp8, int8, awq or gptq (a checkpoint's own quantization_config wins)"),
     applyQuantization},
    {"tensor-parallel-size", "tp", FlagGroup::Serving, true, FlagKind::Integer, kFlagInteger, "N",
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "an integer"),
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "shards heads and MLP; KV heads are replicated when TP exceeds them"),
     KVB_SETS(c.scenario.serving.tensorParallelSize = asInt(v))},
    {"pipeline-parallel-size", "pp", FlagGroup::Serving, true, FlagKind::Integer, kFlagInteger, "N",
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "an integer"),
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "splits the layers; the stage with the fewest blocks decides"),
     KVB_SETS(c.scenario.serving.pipelineParallelSize = asInt(v))},
    {"data-parallel-size", "dp", FlagGroup::Serving, true, FlagKind::Integer,
     {1, limits::kMaxDataParallelSize}, "N",
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "a replica count of at least 1"),
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "replicas; each GPU's plan is the same unless experts are spread over them"),
     KVB_SETS(c.scenario.serving.dataParallelSize = asInt(v))},
    {"max-num-seqs", nullptr, FlagGroup::Serving, true, FlagKind::Integer, kFlagInteger, "N",
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "an integer"),
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "sequences one step may schedule"),
     KVB_SETS(c.scenario.serving.maxNumSeqs = asInt(v))},
    {"max-num-batched-tokens", nullptr, FlagGroup::Serving, true, FlagKind::TokenCount, kTokens, "N",
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "a token count"),
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "tokens one step may schedule (the profiling batch)"),
     KVB_SETS(c.scenario.serving.maxNumBatchedTokens = static_cast<std::int64_t>(v.number))},
    {"block-size", nullptr, FlagGroup::Serving, true, FlagKind::Integer, kFlagInteger, "N",
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "an integer"),
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "tokens per KV block (default 16)"),
     KVB_SETS(c.scenario.serving.blockSize = asInt(v))},
    {"enforce-eager", nullptr, FlagGroup::Serving, true, FlagKind::Switch, kAny, nullptr, nullptr,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "no CUDA graphs"), KVB_SETS(c.scenario.serving.enforceEager = v.on)},
    {"flashinfer-sampler", nullptr, FlagGroup::Serving, false, FlagKind::Text, kAny, "auto|on|off", nullptr,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "the sampler kernel (VLLM_USE_FLASHINFER_SAMPLER, or whether the install has FlashInfer); auto: the release's default, with the other kernel in the band"),
     applyFlashInferSampler},
    {"mxfp4-backend", nullptr, FlagGroup::Serving, false, FlagKind::Text, kAny, "auto|marlin|triton", nullptr,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "the kernel MXFP4 experts (gpt-oss) load into where the install decides (Hopper, vLLM 0.11.x): triton with triton_kernels (the Docker image), marlin without; auto: Triton, with Marlin's larger layout in the band"),
     applyMxfp4Backend},
    {"kv-cache-memory", "kv-cache-memory-bytes", FlagGroup::Serving, true, FlagKind::TokenCount,
     {0, static_cast<double>(limits::kMaxGpuMemory), true},
     "BYTES", QT_TRANSLATE_NOOP("kvb::PlanFlags", "a positive byte count"),
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "vLLM's fixed KV size: skips profiling and ignores the utilization"),
     KVB_SETS(c.scenario.serving.kvCacheMemoryBytes = static_cast<Bytes>(v.number))},
    {"disable-hybrid-kv-cache-manager", nullptr, FlagGroup::Serving, true, FlagKind::Switch, kAny, nullptr,
     nullptr, QT_TRANSLATE_NOOP("kvb::PlanFlags", "sliding-window layers keep the whole context, as without vLLM's hybrid manager"),
     KVB_SETS(c.scenario.serving.disableHybridKvCacheManager = v.on)},
    {"enable-expert-parallel", nullptr, FlagGroup::Serving, true, FlagKind::Switch, kAny, nullptr, nullptr,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "whole experts per GPU, spread over TP x DP GPUs"),
     KVB_SETS(c.scenario.serving.enableExpertParallel = v.on)},
    {"enable-chunked-prefill", nullptr, FlagGroup::Serving, true, FlagKind::Switch, kAny, nullptr, nullptr,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "V0 only: profile max_num_batched_tokens rather than the whole context"),
     KVB_SETS(c.scenario.serving.enableChunkedPrefill = v.on)},
    {"no-enable-chunked-prefill", nullptr, FlagGroup::Serving, true, FlagKind::Switch, kAny, nullptr, nullptr,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "V0 only: never chunk prefills"),
     KVB_SETS(c.scenario.serving.enableChunkedPrefill = !v.on)},
    {"limit-mm-per-prompt", nullptr, FlagGroup::Serving, true, FlagKind::Text, kAny, "'{\"image\": N}'",
     nullptr, QT_TRANSLATE_NOOP("kvb::PlanFlags", "images per prompt a vision model's profiling run feeds its encoder (0: text only)"),
     applyImageLimit},
    {"mm-processor-kwargs", nullptr, FlagGroup::Serving, true, FlagKind::Text, kAny,
     "'{\"max_pixels\": N}'", nullptr, QT_TRANSLATE_NOOP("kvb::PlanFlags", "the largest image the processor accepts (max_pixels)"),
     applyProcessorKwargs},
    {"max-image-pixels", nullptr, FlagGroup::Serving, false, FlagKind::Integer,
     {0, static_cast<double>(limits::kMaxImagePixels), true}, "N",
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "a positive pixel count"),
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "the largest image, as --mm-processor-kwargs max_pixels"),
     KVB_SETS(c.scenario.serving.maxImagePixels = static_cast<std::int64_t>(v.number))},
    {"other-gpu-memory-gib", nullptr, FlagGroup::Memory, false, FlagKind::Number, kGiB, "X",
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "a size in GiB"),
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "memory other processes hold on each GPU when vLLM starts"),
     KVB_SETS(c.scenario.serving.otherProcessesBytes = fromGiB(v.number))},
    {"overhead-gib", nullptr, FlagGroup::Memory, false, FlagKind::Number, kGiB, "X",
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "a size in GiB"),
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "fix non-torch + activation peak + CUDA graphs at X GiB (split in the estimate's proportions)"),
     applyOverride<&OverheadOverrides::total>},
    {"non-torch-gib", nullptr, FlagGroup::Memory, false, FlagKind::Number, kGiB, "X",
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "a size in GiB"),
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "override the non-torch memory"), applyOverride<&OverheadOverrides::nonTorch>},
    {"activation-gib", nullptr, FlagGroup::Memory, false, FlagKind::Number, kGiB, "X",
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "a size in GiB"),
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "override the activation peak of the profiling run"),
     applyOverride<&OverheadOverrides::activation>},
    {"cuda-graph-gib", nullptr, FlagGroup::Memory, false, FlagKind::Number, kGiB, "X",
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "a size in GiB"),
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "override the CUDA-graph memory"), applyOverride<&OverheadOverrides::cudaGraph>},
    {"weights-gib", nullptr, FlagGroup::Memory, false, FlagKind::Number, kGiB, "X",
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "a size in GiB"),
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "override the weights (a logged \"Model loading took X GiB\")"),
     applyOverride<&OverheadOverrides::weights>},
    {"request-tokens", nullptr, FlagGroup::Workload, false, FlagKind::TokenCount, kTokens, "N",
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "a token count"),
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "typical tokens per request (prompt + output): the realistic concurrency"),
     KVB_SETS(c.scenario.workload.requestTokens = static_cast<std::int64_t>(v.number))},
    {"request-tokens-p95", nullptr, FlagGroup::Workload, false, FlagKind::TokenCount, kTokens, "N",
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "a token count"),
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "95th-percentile tokens per request: sizes the recommended max_num_seqs"),
     KVB_SETS(c.scenario.workload.requestTokensP95 = static_cast<std::int64_t>(v.number))},
    {"safety-margin", nullptr, FlagGroup::Workload, false, FlagKind::Number, kAny, "F",
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "a fraction such as 0.85"),
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "share of the p95 fit to recommend as max_num_seqs (default 0.85)"),
     KVB_SETS(c.scenario.workload.safetyMargin = v.number)},
    {"accounting", nullptr, FlagGroup::Accounting, false, FlagKind::Text, kAny, "vllm|simple", nullptr,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "simple: card - weights - headroom, the whiteboard budget"), applyAccounting},
    {"headroom-gib", nullptr, FlagGroup::Accounting, false, FlagKind::Number, {0, limits::kMaxOverrideGiB}, "X",
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "a non-negative size in GiB"),
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "headroom for --accounting simple, in GiB"),
     KVB_SETS(c.scenario.handBudget.headroomBytes = fromGiB(v.number))},
    {"headroom-percent", nullptr, FlagGroup::Accounting, false, FlagKind::Number, {0, 100, false, true}, "P",
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "a percentage of the card from 0 to 99"),
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "headroom for --accounting simple, as a share of the card"),
     KVB_SETS(c.scenario.handBudget.headroomFraction = v.number / 100.0)},
};
// clang-format on

#undef KVB_SETS

} // namespace

std::span<const FlagSpec> planFlags()
{
    return kFlags;
}

} // namespace kvb
