#include "vllm/flagstate.h"

#include "base/limits.h"
#include "base/pythonformat.h"
#include "base/units_format.h"
#include "budget/accountingrules.h"
#include "budget/defaults.h"
#include "budget/modelkinds.h"
#include "io/scenariofile.h"
#include "vllm/worldsize.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstring>
#include <string_view>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::PlanFlags)
};

using Value = QString (*)(const Scenario&);
using Reset = void (*)(Scenario&);
using Range = FlagRange (*)(const Scenario&);

enum Role
{
    Setting,
    Identity, // which model, GPU, base scenario
    Shadowed, // another flag writes and shows the same field
};

struct FlagState
{
    const char* name;
    Value value;
    Reset reset;
    Range range;         // nullptr: the flag table's own range
    const char* label;   // translatable; nullptr: vLLM's spelling of the flag
    const char* choices; // space-separated fixed spellings, or nullptr
    Role role = Setting;
};

QString number(double value)
{
    return pythonFloat(value);
}

QString integer(std::int64_t value)
{
    return QString::number(value);
}

QString onOff(bool on)
{
    return on ? QStringLiteral("true") : QStringLiteral("false");
}

QString gib(const std::optional<Bytes>& bytes)
{
    return bytes ? number(toGiB(*bytes)) : QString();
}

ResolvedSettings resolved(const Scenario& s)
{
    return resolveSettings(s);
}

constexpr FlagRange kOpen{-1e300, 1e300, false, false, false};

FlagRange atLeastOne(double max)
{
    return {1, max};
}

FlagRange cardGiB(const Scenario& s)
{
    return {0, toGiB(s.gpu.totalBytes)};
}

void resetOverride(std::optional<Bytes> OverheadOverrides::*field, Scenario& s)
{
    s.serving.overrides.*field = std::nullopt;
    if (!s.serving.overrides.any())
        s.serving.overrides.calibrated = false; // nothing measured is left
}

void resetGpu(Scenario& s)
{
    const int count = s.gpu.count;
    s.gpu = defaultScenario(PresetCatalog::builtin()).gpu;
    s.gpu.count = count;
}

Reset keep()
{
    return [](Scenario&) {};
}

// clang-format off
const FlagState kStates[] = {
    {"scenario", [](const Scenario& s) { return s.name; }, keep(), nullptr,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "scenario"), nullptr, Identity},
    {"model", [](const Scenario& s) { return s.model.id; }, keep(), nullptr,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "model"), nullptr, Identity},
    {"gpu", [](const Scenario& s) { return s.gpu.id; }, keep(), nullptr,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "GPU"), nullptr, Identity},
    {"gpu-memory-gib",
     [](const Scenario& s) { return s.gpu.id == u"custom" ? number(toGiB(s.gpu.totalBytes)) : QString(); },
     resetGpu, nullptr, QT_TRANSLATE_NOOP("kvb::PlanFlags", "GPU memory"), nullptr},
    {"gpu-count", [](const Scenario& s) { return integer(s.gpu.count); },
     [](Scenario& s) { s.gpu.count = requestedGpuCount(s.serving, true); },
     nullptr, QT_TRANSLATE_NOOP("kvb::PlanFlags", "GPU count"), nullptr},
    {"vllm-version", [](const Scenario& s) { return s.serving.vllmVersion.toString(); },
     [](Scenario& s) { s.serving.vllmVersion = newestModelledVersion(); s.serving.engine.reset(); },
     nullptr, QT_TRANSLATE_NOOP("kvb::PlanFlags", "vLLM version"), nullptr},
    {"vllm-engine",
     [](const Scenario& s) {
         return accountingRulesFor(s.serving.vllmVersion, s.serving.engine).engine == EngineKind::V0
                    ? QStringLiteral("v0") : QStringLiteral("v1");
     },
     [](Scenario& s) { s.serving.engine.reset(); }, nullptr,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "vLLM engine"), "v0 v1"},
    {"gpu-memory-utilization", [](const Scenario& s) { return number(resolved(s).gpuMemoryUtilization); },
     [](Scenario& s) { s.serving.gpuMemoryUtilization.reset(); },
     [](const Scenario&) { return FlagRange{0, 1, true, false}; }, nullptr, nullptr},
    {"max-model-len", [](const Scenario& s) { return integer(resolved(s).maxModelLen); },
     [](Scenario& s) { s.serving.maxModelLen.reset(); },
     [](const Scenario& s) { return atLeastOne(static_cast<double>(s.model.maxPositionEmbeddings)); },
     nullptr, nullptr},
    {"kv-cache-dtype", [](const Scenario& s) { return kvCacheDtypeName(s.serving.kvCacheDtype); },
     [](Scenario& s) { s.serving.kvCacheDtype = KvCacheDtype::Auto; }, nullptr, nullptr,
     "auto bfloat16 float16 fp8 fp8_e4m3 fp8_e5m2"},
    {"dtype",
     [](const Scenario& s) { return s.serving.dtype ? dtypeName(*s.serving.dtype) : QStringLiteral("auto"); },
     [](Scenario& s) { s.serving.dtype.reset(); }, nullptr, nullptr, "auto bfloat16 float16 float32"},
    {"quantization",
     [](const Scenario& s) { return quantMethodName(s.serving.quantization.value_or(QuantMethod::None)); },
     [](Scenario& s) { s.serving.quantization.reset(); }, nullptr, nullptr, "none fp8 int8 awq gptq"},
    {"runner",
     [](const Scenario& s) { return s.serving.runner ? runnerName(*s.serving.runner) : QStringLiteral("auto"); },
     [](Scenario& s) { s.serving.runner.reset(); }, nullptr, nullptr, "auto generate pooling"},
    {"flashinfer-sampler",
     [](const Scenario& s) {
         if (!s.serving.flashInferSampler)
             return QStringLiteral("auto");
         return *s.serving.flashInferSampler ? QStringLiteral("on") : QStringLiteral("off");
     },
     [](Scenario& s) { s.serving.flashInferSampler.reset(); }, nullptr, nullptr, "auto on off"},
    {"mxfp4-backend",
     [](const Scenario& s) {
         if (!s.serving.mxfp4Marlin)
             return QStringLiteral("auto");
         return *s.serving.mxfp4Marlin ? QStringLiteral("marlin") : QStringLiteral("triton");
     },
     [](Scenario& s) { s.serving.mxfp4Marlin.reset(); }, nullptr, nullptr, "auto marlin triton"},
    {"tensor-parallel-size", [](const Scenario& s) { return integer(s.serving.tensorParallelSize); },
     [](Scenario& s) { s.serving.tensorParallelSize = 1; },
     [](const Scenario&) { return atLeastOne(limits::kMaxParallelSize); }, nullptr, nullptr},
    {"pipeline-parallel-size", [](const Scenario& s) { return integer(s.serving.pipelineParallelSize); },
     [](Scenario& s) { s.serving.pipelineParallelSize = 1; },
     [](const Scenario& s) {
         return atLeastOne(std::min(limits::kMaxParallelSize, std::max(1, s.model.numLayers)));
     }, nullptr, nullptr},
    {"data-parallel-size", [](const Scenario& s) { return integer(s.serving.dataParallelSize); },
     [](Scenario& s) { s.serving.dataParallelSize = 1; }, nullptr, nullptr, nullptr},
    {"max-num-seqs", [](const Scenario& s) { return integer(resolved(s).maxNumSeqs); },
     [](Scenario& s) { s.serving.maxNumSeqs.reset(); },
     [](const Scenario&) { return atLeastOne(limits::kMaxNumSeqs); }, nullptr, nullptr},
    {"max-num-batched-tokens", [](const Scenario& s) { return integer(resolved(s).maxNumBatchedTokens); },
     [](Scenario& s) { s.serving.maxNumBatchedTokens.reset(); },
     [](const Scenario&) { return atLeastOne(static_cast<double>(limits::kMaxBatchedTokens)); }, nullptr,
     nullptr},
    {"block-size", [](const Scenario& s) { return integer(resolved(s).blockSize); },
     [](Scenario& s) { s.serving.blockSize.reset(); },
     [](const Scenario&) { return atLeastOne(limits::kMaxBlockSize); }, nullptr, nullptr},
    {"enforce-eager", [](const Scenario& s) { return onOff(s.serving.enforceEager); },
     [](Scenario& s) { s.serving.enforceEager = false; }, nullptr, nullptr, nullptr},
    {"kv-cache-memory",
     [](const Scenario& s) { return s.serving.kvCacheMemoryBytes ? integer(*s.serving.kvCacheMemoryBytes) : QString(); },
     [](Scenario& s) { s.serving.kvCacheMemoryBytes.reset(); }, nullptr, nullptr, nullptr},
    {"disable-hybrid-kv-cache-manager", [](const Scenario& s) { return onOff(s.serving.disableHybridKvCacheManager); },
     [](Scenario& s) { s.serving.disableHybridKvCacheManager = false; }, nullptr, nullptr, nullptr},
    {"enable-expert-parallel", [](const Scenario& s) { return onOff(s.serving.enableExpertParallel); },
     [](Scenario& s) { s.serving.enableExpertParallel = false; }, nullptr, nullptr, nullptr},
    {"enable-chunked-prefill",
     [](const Scenario& s) { return s.serving.enableChunkedPrefill ? onOff(*s.serving.enableChunkedPrefill) : QString(); },
     [](Scenario& s) { s.serving.enableChunkedPrefill.reset(); }, nullptr, nullptr, nullptr},
    {"no-enable-chunked-prefill",
     [](const Scenario& s) { return onOff(s.serving.enableChunkedPrefill == false); },
     [](Scenario& s) { s.serving.enableChunkedPrefill.reset(); }, nullptr, nullptr, nullptr, Shadowed},
    {"limit-mm-per-prompt",
     [](const Scenario& s) {
         if (!s.serving.limitImagesPerPrompt)
             return QString();
         return QStringLiteral("{\"image\": %1%2}")
             .arg(*s.serving.limitImagesPerPrompt)
             .arg(textOnlyClosesVideo(s) ? QStringLiteral(", \"video\": 0") : QString());
     },
     [](Scenario& s) {
         s.serving.limitImagesPerPrompt.reset();
         s.serving.videoLimitOpen = false;
     },
     [](const Scenario&) { return FlagRange{0, static_cast<double>(limits::kMaxImagesPerPrompt)}; },
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "images per prompt"), nullptr},
    {"mm-processor-kwargs",
     [](const Scenario& s) {
         return s.serving.maxImagePixels ? QStringLiteral("{\"max_pixels\": %1}").arg(*s.serving.maxImagePixels)
                                         : QString();
     },
     [](Scenario& s) { s.serving.maxImagePixels.reset(); }, nullptr, nullptr, nullptr, Shadowed},
    {"max-image-pixels",
     [](const Scenario& s) { return s.serving.maxImagePixels ? integer(*s.serving.maxImagePixels) : QString(); },
     [](Scenario& s) { s.serving.maxImagePixels.reset(); }, nullptr, nullptr, nullptr},
    {"other-gpu-memory-gib", [](const Scenario& s) { return number(toGiB(s.serving.otherProcessesBytes)); },
     [](Scenario& s) { s.serving.otherProcessesBytes = 0; }, cardGiB,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "other processes"), nullptr},
    {"overhead-gib", [](const Scenario& s) { return gib(s.serving.overrides.total); },
     [](Scenario& s) { resetOverride(&OverheadOverrides::total, s); }, cardGiB,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "overhead override"), nullptr},
    {"non-torch-gib", [](const Scenario& s) { return gib(s.serving.overrides.nonTorch); },
     [](Scenario& s) { resetOverride(&OverheadOverrides::nonTorch, s); }, cardGiB,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "non-torch override"), nullptr},
    {"activation-gib", [](const Scenario& s) { return gib(s.serving.overrides.activation); },
     [](Scenario& s) { resetOverride(&OverheadOverrides::activation, s); }, cardGiB,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "activation override"), nullptr},
    {"cuda-graph-gib", [](const Scenario& s) { return gib(s.serving.overrides.cudaGraph); },
     [](Scenario& s) { resetOverride(&OverheadOverrides::cudaGraph, s); }, cardGiB,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "CUDA-graph override"), nullptr},
    {"weights-gib", [](const Scenario& s) { return gib(s.serving.overrides.weights); },
     [](Scenario& s) { resetOverride(&OverheadOverrides::weights, s); }, cardGiB,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "weights override"), nullptr},
    {"request-tokens", [](const Scenario& s) { return integer(s.workload.requestTokens); },
     [](Scenario& s) { s.workload.requestTokens = Workload{}.requestTokens; },
     [](const Scenario&) { return atLeastOne(kMaxTokenCount); },
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "typical request"), nullptr},
    {"request-tokens-p95", [](const Scenario& s) { return integer(s.workload.requestTokensP95); },
     [](Scenario& s) { s.workload.requestTokensP95 = Workload{}.requestTokensP95; },
     [](const Scenario&) { return atLeastOne(kMaxTokenCount); },
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "p95 request"), nullptr},
    {"safety-margin", [](const Scenario& s) { return number(s.workload.safetyMargin); },
     [](Scenario& s) { s.workload.safetyMargin = Workload{}.safetyMargin; },
     [](const Scenario&) { return FlagRange{0, 1, true, false}; },
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "safety margin"), nullptr},
    {"accounting",
     [](const Scenario& s) { return s.accounting == AccountingMode::Simple ? QStringLiteral("simple") : QStringLiteral("vllm"); },
     [](Scenario& s) { s.accounting = AccountingMode::Vllm; }, nullptr,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "accounting"), "vllm simple"},
    {"headroom-gib", [](const Scenario& s) { return number(toGiB(s.handBudget.headroomBytes)); },
     [](Scenario& s) { s.handBudget.headroomBytes = HandBudgetSettings{}.headroomBytes; }, nullptr,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "headroom"), nullptr},
    {"headroom-percent", [](const Scenario& s) { return number(s.handBudget.headroomFraction * 100.0); },
     [](Scenario& s) { s.handBudget.headroomFraction = HandBudgetSettings{}.headroomFraction; }, nullptr,
     QT_TRANSLATE_NOOP("kvb::PlanFlags", "headroom share"), nullptr},
};
// clang-format on

const FlagState* stateOf(const FlagSpec& flag)
{
    for (const FlagState& state : kStates)
        if (std::strcmp(state.name, flag.name) == 0)
            return &state;
    return nullptr;
}

} // namespace

QString flagValueText(const FlagSpec& flag, const Scenario& scenario)
{
    const FlagState* state = stateOf(flag);
    return state ? state->value(scenario) : QString();
}

QString flagDisplayValue(const FlagSpec& flag, const Scenario& scenario)
{
    const QString text = flagValueText(flag, scenario);
    if (text.isEmpty())
        return Text::tr("default");
    const QString name = QLatin1String(flag.name);
    if (flag.kind == FlagKind::Switch)
        return text == u"true" ? Text::tr("on") : Text::tr("off");
    if (name == u"limit-mm-per-prompt" && scenario.serving.limitImagesPerPrompt)
        return formatCount(*scenario.serving.limitImagesPerPrompt);
    if (name == u"kv-cache-memory")
        return formatGiB(static_cast<Bytes>(text.toDouble()));
    if (name.endsWith(QLatin1String("-gib")))
        return formatGiB(fromGiB(text.toDouble()));
    if (name == u"max-image-pixels" || flag.kind == FlagKind::Integer || flag.kind == FlagKind::TokenCount ||
        name == u"max-model-len")
        return formatCount(static_cast<std::int64_t>(text.toDouble()));
    if (flag.kind == FlagKind::Number)
        return formatRatio(text.toDouble());
    return text;
}

QString flagLabel(const FlagSpec& flag)
{
    const FlagState* state = stateOf(flag);
    if (state && state->label)
        return Text::tr(state->label);
    return QString::fromLatin1(flag.name).replace(QLatin1Char('-'), QLatin1Char('_'));
}

void resetFlag(const FlagSpec& flag, Scenario& scenario)
{
    if (const FlagState* state = stateOf(flag))
        state->reset(scenario);
}

bool flagModified(const FlagSpec& flag, const Scenario& scenario)
{
    const FlagState* state = stateOf(flag);
    if (!state || state->role == Identity)
        return false;
    Scenario reset = scenario;
    state->reset(reset);
    return state->value(reset) != state->value(scenario);
}

FlagRange flagAcceptedRange(const FlagSpec& flag, const Scenario& scenario)
{
    const FlagState* state = stateOf(flag);
    if (state && state->range)
        return state->range(scenario);
    return flag.kind == FlagKind::Text || flag.kind == FlagKind::Switch ? kOpen : flag.range;
}

QStringList flagChoices(const FlagSpec& flag)
{
    const FlagState* state = stateOf(flag);
    if (!state || !state->choices)
        return {};
    return QString::fromLatin1(state->choices).split(QLatin1Char(' '));
}

bool flagHasState(const FlagSpec& flag)
{
    return stateOf(flag) != nullptr;
}

bool flagIsIdentity(const FlagSpec& flag)
{
    const FlagState* state = stateOf(flag);
    return state && state->role == Identity;
}

bool flagIsShadowed(const FlagSpec& flag)
{
    const FlagState* state = stateOf(flag);
    return state && state->role == Shadowed;
}

std::vector<const FlagSpec*> modifiedFlags(const Scenario& scenario)
{
    std::vector<const FlagSpec*> flags;
    for (const FlagSpec& flag : planFlags())
        if (!flagIsShadowed(flag) && flagModified(flag, scenario))
            flags.push_back(&flag);
    return flags;
}

Scenario withDefaultSettings(const Scenario& scenario)
{
    Scenario s = scenario;
    // The GPU count last: it follows the parallelism the other resets leave.
    const FlagSpec* count = findPlanFlag(QStringLiteral("gpu-count"));
    for (const FlagSpec& flag : planFlags())
        if (&flag != count && flag.name != std::string_view("gpu-memory-gib") && !flagIsIdentity(flag))
            resetFlag(flag, s);
    if (count)
        resetFlag(*count, s);
    s.name.clear();
    s.description.clear();
    return s;
}

} // namespace kvb
